"""Game records: the variant pages' whole games replay to their result; bad records are coded errors."""

import re
from pathlib import Path

import pytest

from tutor.backgammon import Rules
from tutor.backgammon.record import replay_record
from tutor.backgammon.replays import game_replay
from tutor.errors import IllegalPlayError, NotationError

PAGES = Path(__file__).resolve().parents[2] / "content" / "backgammon"


def page_game(name):
    text = (PAGES / name).read_text(encoding="utf-8")
    rules = re.search(r"^:rules: (.+)$", text, re.M).group(1).split()
    record = re.search(r"^:record: (.+)$", text, re.M).group(1)
    return Rules.from_strings(rules), record


@pytest.mark.parametrize(("page", "turns", "result", "winner", "points"), [
    ("acey-deucey.md", 80, "backgammon", "light", 6),
    ("russian.md", 75, "single", "dark", 1),
])
def test_the_page_games_replay_to_their_result(page, turns, result, winner, points):
    rules, record = page_game(page)
    game = replay_record(record, rules)
    assert (len(game.turns), game.result, game.winner, game.points) == (turns, result, winner, points)
    assert [(p.payee, p.amount) for p in game.payments] == [(winner, points)]
    loser = game.board.borne_off()[0 if winner == "dark" else 1]
    assert game.board.borne_off()[0 if winner == "light" else 1] == 15 and loser < 15
    for turn in game.turns:  # fifteen checkers a side, always
        board = turn.board
        assert sum(board.mover) + board.mover_waiting + board.borne_off()[0] == 15
        assert sum(board.opponent) + board.opponent_waiting + board.borne_off()[1] == 15


def test_the_acey_deucey_game_names_doubles_and_uses_the_cube():
    rules, record = page_game("acey-deucey.md")
    game = replay_record(record, rules)
    assert [t.again for t in game.turns if "|" in t.text] == [True] * 6
    assert game.turns[41].text == "double, take" and game.turns[-1].cube.value == 2


def test_the_russian_game_plays_the_complement_after_the_first_turn():
    rules, record = page_game("russian.md")
    game = replay_record(record, rules)
    assert game.turns[1].text == "6-6: bar/19(4)" and not game.turns[1].again
    assert all(t.again for t in game.turns[:-1] if "|" in t.text)


def test_the_replay_has_a_frame_per_turn_and_ends_with_the_result():
    rules, record = page_game("russian.md")
    replay = game_replay({"record": record}, rules, "ru")
    assert len(replay.frames) == 76
    assert replay.frames[-1].caption.endswith("1 очко.")


@pytest.mark.parametrize(("record", "rules", "code"), [
    ("6-6: 24/18(2) 13/7(2)", Rules(), "backgammon.opening-double"),
    ("3-1: 8/5 6/5; nonsense", Rules(), "backgammon.record-syntax"),
    ("6-5: bar/20 bar/19; double, take", Rules(variant="russian"), "backgammon.no-cube"),
    ("2-1: bar/24 bar/23", Rules(variant="acey-deucey"), "backgammon.record-missing-part"),
    ("6-5: bar/20 bar/19 | 4-4: bar/21(4)", Rules(variant="acey-deucey"), "backgammon.record-part"),
    ("3-1: 8/5 6/5; double, drop; 6-5: 24/13", Rules(), "backgammon.record-after-end"),
    ("3-1: 13/8", Rules(), "backgammon.wrong-distance"),  # the engine's own reason, as on the play page
    ("6-5: bar/20 bar/19; 2-1: bar/24 bar/23 | 6-6: bar/19(2) 24/18 23/17; double, take", Rules(variant="acey-deucey"),
     "backgammon.cube-mid-turn"),
])
def test_bad_records_are_coded_errors(record, rules, code):
    with pytest.raises((IllegalPlayError, NotationError)) as error:
        replay_record(record, rules)
    assert error.value.code == code
