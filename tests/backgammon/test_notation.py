"""Notations: the gnubg Position ID (spec §5.3), plays (spec §5.2) and rolls; one test per error code."""

import pytest

from tutor.backgammon import START, Position, decode_position_id, encode_position_id, format_play, parse_play
from tutor.backgammon.notation import Chain, parse_roll
from tutor.errors import InvalidPositionError, NotationError


def side(points):
    counts = [0] * 25
    for point, count in points.items():
        counts[point - 1] = count
    return tuple(counts)


STANDARD = {24: 2, 13: 5, 8: 3, 6: 5}

# spec §5.3 and §2.4: each vector's position, given as (side on roll, side not on roll)
VECTORS = {
    "4HPwATDgc/ABMA": (STANDARD, STANDARD),
    "sGfwATDgc/ABMA": (STANDARD, {24: 2, 13: 5, 8: 2, 6: 4, 5: 2}),
    "AADAAIAAAAAAAA": ({13: 1}, {23: 2}),
    "22YAAACA/x8AAg": ({25: 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 6: 2}),
    "AACAkQEAAAAAAA": ({2: 1, 4: 2}, {24: 2}),
    "0OfBBwDgfw4AYA": ({25: 2, 8: 3, 6: 10}, {5: 1, 6: 5, 8: 4, 13: 5}),
    "4P8jCADg/weAAA": ({18: 1, 6: 14}, {9: 1, 14: 1, 6: 13}),
}


@pytest.mark.parametrize("position_id", VECTORS)
def test_position_id_vectors(position_id):
    on_roll, waiting = (side(s) for s in VECTORS[position_id])
    assert decode_position_id(position_id) == (waiting, on_roll)
    assert encode_position_id(waiting, on_roll) == position_id
    assert Position.parse(position_id) == Position(on_roll, waiting)
    assert Position.parse(position_id).position_id == position_id


def test_the_side_not_on_roll_comes_first():
    """gnubg after 3-1 played 8/5 6/5: the side that moved is waiting and is encoded first."""
    position = Position.parse("sGfwATDgc/ABMA")
    assert position.mover == START.mover
    assert position.opponent == side({24: 2, 13: 5, 8: 2, 6: 4, 5: 2})


def test_repr_evaluates_back():
    position = Position.parse("0OfBBwDgfw4AYA")
    assert eval(repr(position)) == position


@pytest.mark.parametrize("text, code, index", [
    ("4HPwATDgc/AB-A", "notation.expected", 12),
    ("4HPwATDgc/ABM", "backgammon.position-id-length", 0),
    ("4HPwATDgc/ABMB", "backgammon.position-id-noncanonical", 13),
    ("", "notation.empty", 0),
])
def test_position_id_notation_errors(text, code, index):
    with pytest.raises(NotationError) as caught:
        decode_position_id(text)
    assert caught.value.code == code
    assert caught.value.params["index"] == index


def test_position_id_overflow():
    with pytest.raises(InvalidPositionError) as caught:
        decode_position_id("//////////////")
    assert caught.value.code == "backgammon.position-id-overflow"


@pytest.mark.parametrize("text", [
    "13/2", "13/7*/5", "bar/20*/15 bar/20", "24/18(2) 13/7(2)", "6/off", "6/2 2/off", "8/4*", "18/16*/11*",
    "bar/22", "13/3(2)", "bar/20*(2) 6/1(2)", "pass",
])
def test_plays_round_trip(text):
    assert " ".join(str(c) for c in parse_play(text)) == ("" if text == "pass" else text)


def test_a_play_reads_its_hits():
    assert parse_play("13/7*/5*") == (Chain(13, (7,), 5, 1, hits_end=True),)


@pytest.mark.parametrize("text, code, index", [
    ("13/7 8/9", "backgammon.point-order", 7),
    ("off/3", "notation.expected", 0),
    ("13/7/5", "notation.expected", 4),
    ("13", "notation.expected", 2),
    ("13/8(1)", "backgammon.repeated-count", 5),
    ("13/8(5)", "notation.out-of-range", 5),
    ("13/25", "notation.out-of-range", 3),
    ("13/8  8/3", "notation.expected", 5),
    ("13/8 ", "notation.expected", 5),
    ("6/off*", "notation.expected", 5),
    ("pass 6/1", "notation.trailing", 4),
    ("bar/off/3", "notation.expected", 7),
])
def test_play_notation_errors(text, code, index):
    with pytest.raises(NotationError) as caught:
        parse_play(text)
    assert (caught.value.code, caught.value.params["index"]) == (code, index)


def test_error_names_the_character_and_position():
    with pytest.raises(NotationError) as caught:
        parse_play("13/7/5")
    assert str(caught.value) == "notation.expected: expected '*' at position 5 of '13/7/5', found '/'"


@pytest.mark.parametrize("steps, hits, expected", [
    ([(13, 8), (8, 2)], set(), "13/2"),                             # G2: joined, not 13/8 8/2
    ([(13, 8), (13, 8), (8, 3), (8, 3)], set(), "13/3(2)"),         # G4
    ([(25, 20), (20, 15), (25, 20)], {20}, "bar/20*/15 bar/20"),    # G9: the * once
    ([(25, 20), (25, 20)], {20}, "bar/20*(2)"),
    ([(18, 16), (16, 11)], {16, 11}, "18/16*/11*"),                 # G10
    ([(6, 0), (6, 0)], set(), "6/off(2)"),
    ([(4, 3), (4, 0)], set(), "4/3 4/off"),                         # G8
])
def test_canonical_play_strings(steps, hits, expected):
    assert format_play(steps, frozenset(hits)) == expected
    assert format_play(reversed(steps), frozenset(hits)) == expected


def test_rolls():
    assert parse_roll("6-5") == (6, 5)
    with pytest.raises(NotationError) as caught:
        parse_roll("7-1")
    assert caught.value.code == "notation.out-of-range"
