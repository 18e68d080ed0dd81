"""End of game (spec §2.7): single, gammon, backgammon, the cube, and the source's "one or two" reading."""

import pytest

from tutor.backgammon import START, Outcome, Position, Rules, outcome, play
from tutor.backgammon.cube import CENTRE, Cube, Payment, can_double, drop, settle, take
from tutor.errors import IllegalPlayError


def finished(loser):
    """The side on roll has lost: the other side has just borne off its last checker."""
    return Position.from_points(loser, {})


def test_no_outcome_while_both_sides_have_checkers():
    assert outcome(START) is None


def test_single_game_when_the_loser_has_borne_off_a_checker():
    assert outcome(finished({6: 14})) == Outcome("opponent", "single", 1)


def test_gammon_when_the_loser_has_borne_off_none():
    assert outcome(finished({6: 10, 7: 5})) == Outcome("opponent", "gammon", 2)


@pytest.mark.parametrize("where", [25, 19, 24])
def test_backgammon_with_a_checker_on_the_bar_or_in_the_winners_home(where):
    assert outcome(finished({where: 1, 6: 14})) == Outcome("opponent", "backgammon", 3)


def test_the_cube_multiplies():
    payments = settle(outcome(finished({19: 1, 6: 14})), Cube(4, "light"), "light", "dark")
    assert payments == (Payment("dark", 12), Payment("light", -12))
    assert sum(p.points for p in payments) == 0


def test_a_double_may_be_offered_from_the_centre_or_by_the_owner_only():
    assert can_double(CENTRE, "light") and can_double(CENTRE, "dark")
    cube = take(CENTRE, "light", "dark")
    assert cube == Cube(2, "dark")
    cube = take(cube, "dark", "light")
    assert cube == Cube(4, "light")
    with pytest.raises(IllegalPlayError) as caught:
        take(cube, "dark", "light")
    assert caught.value.code == "backgammon.cannot-double"


def test_a_dropped_double_pays_the_stake_before_it_without_gammons():
    cube = take(CENTRE, "light", "dark")
    assert drop(cube, "dark", "light") == (Payment("dark", 2), Payment("light", -2))
    with pytest.raises(IllegalPlayError):
        drop(cube, "light", "dark")


def test_rule_option_backgammon_checkers_one_or_two():
    """The source's literal "one or two checkers": three stragglers make only a gammon."""
    three = finished({19: 3, 6: 12})
    assert outcome(three).result == "backgammon"
    assert outcome(three, Rules(backgammon_checkers="one_or_two")).result == "gammon"
    assert outcome(finished({19: 2, 6: 13}), Rules(backgammon_checkers="one_or_two")).result == "backgammon"


def test_the_last_checker_borne_off_ends_the_game():
    last = Position.from_points({2: 1}, {18: 2, 6: 11})
    after = play(last, "2-1", "2/off")
    assert outcome(after) == Outcome("opponent", "single", 1)
