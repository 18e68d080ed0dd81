"""Geometry (spec §1): the track, the homes, the yards, each player's path."""

import pytest

from tutor.pachisi.board import CORNERS, SQUARE_ID, SQUARE_NAMES, TRACK, YARDS, path, square


def test_track_is_the_28_edge_squares_clockwise_from_a1():
    assert len(TRACK) == len(set(TRACK)) == 28
    assert TRACK[:9] == ("A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "B8")
    assert TRACK[13:16] == ("G8", "H8", "H7") and TRACK[-1] == "B1"
    edge = {f"{f}{r}" for f in "ABCDEFGH" for r in range(1, 9) if f in "AH" or r in (1, 8)}
    assert set(TRACK) == edge


def test_homes_are_the_corners_in_turn_order():
    assert CORNERS == ("A1", "A8", "H8", "H1")
    assert [TRACK.index(c) for c in CORNERS] == [0, 7, 14, 21]


@pytest.mark.parametrize("corner, yard", [
    ("A1", ("B2", "C3", "D4")), ("A8", ("B7", "C6", "D5")), ("H8", ("G7", "F6", "E5")), ("H1", ("G2", "F3", "E4")),
])
def test_yard_is_the_diagonal_from_the_home(corner, yard):
    assert YARDS[corner] == yard
    assert path(corner)[29:] == yard


def test_white_circles_path_into_the_yard():
    assert [square("A1", p) for p in range(23, 32)] == ["F1", "E1", "D1", "C1", "B1", "A1", "B2", "C3", "D4"]


@pytest.mark.parametrize("corner", CORNERS)
def test_path_is_home_lap_home_again_yard(corner):
    steps = path(corner)
    assert len(steps) == 32 and steps[0] == steps[28] == corner
    assert set(steps[:28]) == set(TRACK)
    assert steps[27] == TRACK[(TRACK.index(corner) - 1) % 28]  # the last track square before home


def test_square_ids_are_unique_off_the_home():
    assert len(SQUARE_NAMES) == 40 == len(set(SQUARE_NAMES))
    for seat in range(4):
        ids = SQUARE_ID[seat]
        assert ids[0] == ids[28] and len(set(ids)) == 31
