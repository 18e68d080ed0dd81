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
