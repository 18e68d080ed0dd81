"""The ``backgammon.plays`` puzzle: the engine decides every choice and explains the wrong ones."""

import pytest

from tutor.backgammon.puzzles import plays
from tutor.backgammon.rules import Rules
from tutor.errors import NotationError, TutorError


def test_every_legal_choice_is_right_and_each_wrong_one_names_its_rule():
    puzzle = plays({"position": "m+HBBwDgHPwDQA", "dice": "6-4",
                    "choices": "bar/15; bar/21 13/7; 13/7 13/9; bar/19 8/4"}, Rules(), "ru")
    assert puzzle.answer == ("bar/15", "bar/19 8/4")
    assert puzzle.mode == "all" and puzzle.figure_caption == "m+HBBwDgHPwDQA"
    wrong = {c.key: c.explanation for c in puzzle.choices if not c.correct}
    assert "21" in wrong["bar/21 13/7"] and "борт" in wrong["13/7 13/9"]


def test_a_generic_wrong_choice_does_not_give_the_answer_away():
    puzzle = plays({"position": "4HPwATDgc/ABMA", "dice": "6-5", "choices": "13/2; 13/8 13/8"}, Rules(), "en")
    assert puzzle.choices[1].explanation == "13/8 13/8 is not a legal play of 6-5 here"


def test_the_rules_in_force_decide():
    options = {"position": "AAAAgAEAAAD4/wE", "dice": "4-3", "choices": "bar/22* 13/9; bar/21 13/10"}
    with pytest.raises(NotationError):
        plays(options, Rules(), "en")   # 15 characters: the page's own mistake is an error, not a puzzle
    options["position"] = "E/w/AAAA8P8DQA"
    assert plays(options, Rules(), "en").answer == ("bar/22* 13/9", "bar/21 13/10")
    assert plays(options, Rules(bar_entry="empty_point"), "en").answer == ("bar/21 13/10",)


def test_a_puzzle_without_a_right_choice_is_refused():
    with pytest.raises(TutorError) as caught:
        plays({"position": "4HPwATDgc/ABMA", "dice": "6-5", "choices": "13/8"}, Rules(), "en")
    assert caught.value.code == "tutor.puzzle-ambiguous"
