"""Positions: the start, the counts, and one test per invalid-position code."""

import pytest

from tutor.backgammon import START, Position
from tutor.errors import InvalidPositionError


def test_standard_start():
    assert START.position_id == "4HPwATDgc/ABMA"
    for point, count in {24: 2, 13: 5, 8: 3, 6: 5}.items():
        assert START.mover_point(point) == count
        assert START.opponent_point(25 - point) == count
    assert START.borne_off() == (0, 0)
    assert START.pip_counts() == (167, 167)


def test_swapped_gives_the_other_side_the_roll():
    position = Position.parse("0OfBBwDgfw4AYA")
    assert position.swapped().swapped() == position
    assert position.swapped().mover == position.opponent


@pytest.mark.parametrize("mover, opponent, code", [
    ({6: 16}, {}, "backgammon.too-many-checkers"),
    ({6: 2}, {19: 1}, "backgammon.shared-point"),
    ({6: -1}, {}, "backgammon.negative-count"),
    ({26: 1}, {}, "backgammon.bad-point"),
])
def test_invalid_positions(mover, opponent, code):
    with pytest.raises(InvalidPositionError) as caught:
        Position.from_points(mover, opponent)
    assert caught.value.code == code


def test_a_position_id_with_too_many_checkers_for_one_side():
    with pytest.raises(InvalidPositionError) as caught:
        Position.parse("//8AAAAAAAAAAA")
    assert caught.value.code == "backgammon.too-many-checkers"
