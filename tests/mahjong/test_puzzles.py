"""Mahjong's puzzle kinds: answers come from the engine, in the page's language."""

import pytest

from tutor.errors import TutorError
from tutor.games import make_puzzle

W6 = "[2B 3B 4B] [5D 5D 5D] {7C 8C 9C} {Red Red Red} East East*"


def test_complete():
    hands = "1B 9B 1C 9C 1D 9D East South West North Red Green White White | 1C 1C 3C 3C 5C 5C 7C 7C 9C 9C 1D 1D 2D 2D"
    puzzle = make_puzzle("mahjong.complete", {"hands": hands}, "zh")
    assert [c.correct for c in puzzle.choices] == [True, False]
    assert "十三幺" in puzzle.choices[0].explanation


def test_waits():
    puzzle = make_puzzle("mahjong.waits", {"hand": "{1C 1C 1C 2C 3C 4C 5C} [5D 6D 7D] {Red Red Red}",
                                           "choices": "1C 2C 3C 4C 5C 6C Red"}, "en")
    assert puzzle.answer == ("2C", "3C", "5C", "6C")
    assert puzzle.choices[1].explanation == "2C completes it: 5D 6D 7D · 1C 1C 1C · 2C 2C · 3C 4C 5C · Red Red Red"


def test_score_winner_and_loser():
    puzzle = make_puzzle("mahjong.score", {"hand": W6, "seat": "E", "round": "E", "won_by": "discard",
                                           "choices": "40 80 160"}, "ru")
    assert puzzle.answer == ("80",) and "пара" in puzzle.choices[1].explanation
    loser = make_puzzle("mahjong.score", {"hand": "[Red Red Red] {9D 9D 9D} West West 1C 5C 3B 8B North F3",
                                          "seat": "W", "round": "E", "won_by": "", "choices": "16 32"}, "en")
    assert loser.answer == ("32",)


def test_a_score_puzzle_without_the_right_total_is_a_page_error():
    with pytest.raises(TutorError) as error:
        make_puzzle("mahjong.score", {"hand": W6, "seat": "E", "round": "E", "won_by": "discard",
                                      "choices": "40 160"}, "en")
    assert error.value.code == "tutor.puzzle-ambiguous"


def test_pair():
    puzzle = make_puzzle("mahjong.pair", {"hand": "1B 1B 1B 2B 3B 9D 9D 9D Green Green Green 4C 5C 6C",
                                          "choices": "1B 9D Green 6C"}, "en")
    assert puzzle.answer == ("1B",)
    assert puzzle.choices[0].explanation.startswith("1B is the pair: ")


def test_a_pair_puzzle_with_two_possible_pairs_is_a_page_error():
    with pytest.raises(TutorError) as error:
        make_puzzle("mahjong.pair", {"hand": "{2C 2C 3C 3C 4C 4C 5C 5C} [7D 7D 7D] {East East East}",
                                     "choices": "2C 5C"}, "en")
    assert error.value.code == "tutor.puzzle-ambiguous"


def test_score_asks_for_points_or_doubles():
    w9 = "[1B 2B 3B] {5B 5B 5B} [9B 9B 9B] {6B 7B 8B} 2B 2B*"
    points = make_puzzle("mahjong.score", {"hand": w9, "seat": "N", "round": "E", "won_by": "wall",
                                           "ask": "points", "choices": "8 34 272"}, "en")
    assert points.answer == ("34",)
    assert points.choices[0].explanation == "not 8: the hand has 34 points before doubling"
    doubles = make_puzzle("mahjong.score", {"hand": w9, "seat": "N", "round": "E", "won_by": "wall",
                                            "ask": "doubles", "choices": "1 3"}, "zh")
    assert doubles.answer == ("3",)


@pytest.mark.parametrize(("payer", "payee", "amount"), [("E", "W", "24"), ("W", "S", "184"), ("S", "E", "0"),
                                                          ("N", "E", "8")])
def test_settle(payer, payee, amount):
    puzzle = make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": payer,
                                            "payee": payee, "choices": " ".join(sorted({amount, "0", "24", "184", "8"}))},
                         "en")
    assert puzzle.answer == (amount,)


def test_settle_explains_east_double_and_the_winner():
    puzzle = make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": "E",
                                            "payee": "W", "choices": "12 24"}, "en")
    assert puzzle.choices[1].explanation == ("E pays W the difference between their scores: (32 − 20) × 2 = 24 "
                                             "(East pays and receives double)")
    winner = make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": "S",
                                            "payee": "N", "choices": "0 16"}, "en")
    assert winner.answer == ("0",) and "the winner never pays" in winner.choices[0].explanation


def test_settle_needs_two_seated_players():
    with pytest.raises(TutorError) as error:
        make_puzzle("mahjong.settle", {"scores": "E=20,S=184,W=32,N=16", "winner": "S", "payer": "E",
                                       "payee": "E", "choices": "0"}, "en")
    assert error.value.code == "tutor.bad-option"
