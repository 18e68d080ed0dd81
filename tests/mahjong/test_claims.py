"""Claiming a discard: priorities (mah jong, then pung or kong, then chow; nearer in turn) and errors."""

import pytest

from tutor.errors import IllegalPlayError, TutorError
from tutor.games import make_puzzle
from tutor.mahjong.claims import Claim, next_seat, next_turn, parse_claims, winning_claim


def test_the_next_player_sits_on_the_right():
    assert [next_seat(s) for s in "ESWN"] == ["S", "W", "N", "E"]


def test_a_claim_skips_the_players_between():
    # the source: player 1 discards, player 4 claims; players 2 and 3 lose their turns, then player 1 plays
    assert next_turn("E", [Claim("N", "pung")]) == "N"
    assert next_turn("N") == "E"
    assert next_turn("N", [Claim("W", "pung")]) == "W"  # «если только … не предъявит права другой участник»
    assert next_turn("E", [Claim("S", "chow"), Claim("W", "kong")]) == "W"
    assert [next_turn(s) for s in "ESWN"] == ["S", "W", "N", "E"]
    with pytest.raises(TutorError):
        next_turn("X")


@pytest.mark.parametrize("discarder, claims, winner", [
    ("E", "S:chow", "S:chow"),
    ("E", "S:chow N:pung", "N:pung"),
    ("E", "S:chow N:kong", "N:kong"),
    ("E", "W:pung N:mahjong", "N:mahjong"),
    ("E", "N:mahjong W:mahjong S:mahjong", "S:mahjong"),
    ("N", "S:mahjong W:mahjong", "S:mahjong"),
    ("W", "N:chow E:pung", "E:pung"),
])
def test_priorities(discarder, claims, winner):
    won = winning_claim(discarder, parse_claims(claims))
    assert f"{won.seat}:{won.kind}" == winner


@pytest.mark.parametrize("discarder, claims, code", [
    ("E", [], "mahjong.no-claims"),
    ("E", [Claim("S", "steal")], "mahjong.bad-claim"),
    ("E", [Claim("E", "pung")], "mahjong.own-discard"),
    ("E", [Claim("S", "pung"), Claim("S", "chow")], "mahjong.two-claims"),
    ("E", [Claim("N", "chow")], "mahjong.chow-not-next"),
    ("X", [Claim("N", "pung")], "mahjong.bad-seat"),
])
def test_impossible_claims(discarder, claims, code):
    with pytest.raises(TutorError) as error:
        winning_claim(discarder, claims)
    assert error.value.code == code
    assert isinstance(error.value, IllegalPlayError) == (code not in ("mahjong.bad-claim", "mahjong.bad-seat"))


def test_claim_puzzle_explains_in_russian():
    puzzle = make_puzzle("mahjong.claim", {"discarder": "E", "claims": "S:chow W:pung"}, "ru")
    assert puzzle.answer == ("W заявляет понг (W:pung)",) and "понг" in puzzle.choices[1].explanation
    # the choice that loses says which rule of priority makes it lose
    assert puzzle.choices[0].explanation == "S уступает W: заявка на понг важнее заявки на чоу"


def test_claim_choices_are_words_with_the_notation_after():
    puzzle = make_puzzle("mahjong.claim", {"discarder": "S", "claims": "W:chow E:mahjong N:mahjong"}, "zh")
    assert [c.key for c in puzzle.choices] == ["W 要吃（W:chow）", "E 要和牌（E:mahjong）", "N 要和牌（N:mahjong）"]
    assert puzzle.choices[1].explanation == "E 让给 N：两家同为和牌时，轮次较近者优先"
