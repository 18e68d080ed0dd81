"""The ``backgammon.plays`` puzzle: the engine decides every choice and explains the wrong ones."""

import pytest

from tutor.backgammon.puzzles import count, plays, result, stake
from tutor.backgammon.rules import Rules
from tutor.errors import NotationError, TutorError


def test_every_legal_choice_is_right_and_each_wrong_one_names_its_rule():
    puzzle = plays({"position": "m+HBBwDgHPwDQA", "dice": "6-4",
                    "choices": "bar/15; bar/21 13/7; 13/7 13/9; bar/19 8/4"}, Rules(), "ru")
    assert puzzle.answer == ("bar/15", "bar/19 8/4")
    # the Position ID is not shown to a learner; the drawing's <desc> keeps it
    assert puzzle.mode == "all" and puzzle.figure_caption == "" and "<desc>m+HBBwDgHPwDQA</desc>" in puzzle.figure
    wrong = {c.key: c.explanation for c in puzzle.choices if not c.correct}
    assert "21" in wrong["bar/21 13/7"] and "борт" in wrong["13/7 13/9"]


def test_a_checker_moving_by_both_numbers_is_told_where_it_would_stop():
    primed = plays({"position": "4IBt2wB47wMGAA", "dice": "6-5", "choices": "13/2; 6/1"}, Rules(), "ru")
    assert "7" in primed.choices[0].explanation and "8" in primed.choices[0].explanation
    russian = plays({"position": "AAAUAAAAAAAAAA:15:13", "dice": "6-5", "choices": "bar/14; bar/19*/14"},
                    Rules(variant="russian"), "en")
    assert "bar/19*/14" in russian.choices[0].explanation or "bar/20*/14" in russian.choices[0].explanation


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


def test_pass_is_the_answer_against_a_closed_board_and_wrong_elsewhere():
    closed = plays({"position": "27YBBwDgH/ADQA", "dice": "6-5", "choices": "pass; bar/19; bar/20"}, Rules(), "en")
    assert closed.answer == ("pass",)
    assert closed.choices[0].explanation == (  # why: the bar first, and both points to enter on are held
        "no checker can move with 6-5, so light passes: a checker on the bar must enter first, and the 19-point is "
        "held by 2 opposing checkers; the 20-point is held by 2 opposing checkers")
    assert "6-point" not in closed.choices[1].explanation   # 19 is held by two dark checkers: named
    start = plays({"position": "4HPwATDgc/ABMA", "dice": "6-5", "choices": "pass; 24/13"}, Rules(), "en")
    assert start.answer == ("24/13",)
    assert start.choices[1].explanation == "24/13 is a legal play of 6-5: it plays both numbers (24/18 with the 6, 18/13 with the 5)"
    assert start.choices[0].explanation.startswith("light may pass only when no play of 6-5 is possible")
    assert start.figure_label == "Light to play 6-5"


def test_count_is_the_number_of_distinct_resulting_positions():
    puzzle = count({"position": "4HPwATDgc/ABMA", "dice": "6-5", "choices": "7; 8; 14"}, Rules(), "en")
    assert puzzle.mode == "one" and puzzle.answer == ("7",)
    assert puzzle.choices[0].explanation.startswith("6-5 has 7 different plays here: 13/2, 13/7 8/3")
    # a wrong count lists the plays it missed
    assert puzzle.choices[2].explanation == ("not 14: 6-5 has 7 different plays here: "
                                             "13/2, 13/7 8/3, 13/8 13/7, 24/13, 24/18 13/8, 24/18 8/3, 8/3 8/2")
    with pytest.raises(TutorError):
        count({"position": "4HPwATDgc/ABMA", "dice": "6-5", "choices": "8; 9"}, Rules(), "en")


@pytest.mark.parametrize(("position", "expected"), [
    ("AAAADAcAAAAAAA", "single game"),     # five checkers left, ten borne off
    ("AAAAwP98AAAAAA", "gammon"),          # fifteen left, all out of the winner's home board
    ("AAAAwP8PAIAAAA", "backgammon"),      # one on the bar
    ("AAAAAP8/AAIAAA", "backgammon"),      # one on the winner's side of the board (the loser's 19-point)
])
def test_result_comes_from_scoring(position, expected):
    puzzle = result({"position": position}, Rules(), "en")
    assert puzzle.mode == "one" and puzzle.answer == (expected,)
    assert [c.key for c in puzzle.choices] == ["single game", "gammon", "backgammon"]


def test_result_follows_the_rules_in_force_and_speaks_the_page_language():
    three = {"position": "AAAAwP8DAAcAAA"}   # three stragglers in the winner's home board
    assert result(three, Rules(), "en").answer == ("backgammon",)
    literal = result(three, Rules(backgammon_checkers="one_or_two"), "en")
    assert literal.answer == ("gammon",) and "chapter's reading only one or two" in literal.choices[0].explanation
    assert result(three, Rules(), "ru").answer != ("backgammon",)   # the key is the translated name


def test_a_game_in_progress_is_not_a_result_puzzle():
    with pytest.raises(TutorError) as caught:
        result({"position": "4HPwATDgc/ABMA"}, Rules(), "en")
    assert caught.value.code == "backgammon.not-finished"


def test_stake_multiplies_the_result_by_the_cube():
    puzzle = stake({"position": "AAAAwP98AAAAAA", "cube": "4", "choices": "4; 6; 8"}, Rules(), "en")
    assert puzzle.answer == ("8",)
    assert puzzle.choices[2].explanation.endswith("; 2 × the cube's 4 = 8")
    # a wrong stake shows the line that was missed, not only the answer
    assert puzzle.choices[0].explanation == "not 4: " + puzzle.choices[2].explanation
    with pytest.raises(TutorError) as caught:
        stake({"position": "AAAAwP98AAAAAA", "cube": "3", "choices": "6"}, Rules(), "en")
    assert caught.value.code == "tutor.bad-option"


def test_every_legal_play_has_its_own_board_key_and_clicking_its_steps_makes_it():
    """The key a choice carries (from its notation) is the key its steps make on the board, and no two plays share one."""
    import random

    from tools.backgammon_positions import SHAPES, random_position, random_roll
    from tutor.backgammon import legal_plays
    from tutor.backgammon.puzzles import _PLACES, _moves
    from tutor.puzzles import move_key

    rng = random.Random(4)
    for i in range(400):
        position = random_position(rng, SHAPES[i % len(SHAPES)])
        found = legal_plays(position, random_roll(rng))
        keys = set()
        for p in found:
            if p.notation == "pass":
                continue
            steps = [(_PLACES[a], _PLACES[b]) for a, b in p.steps]
            captured = [_PLACES[b] for _, b in p.steps if b and position.opponent_point(b) == 1]
            assert _moves(p.notation) == move_key(steps, captured), (position, p)
            keys.add(_moves(p.notation))
        assert len(keys) == len([p for p in found if p.notation != "pass"])
