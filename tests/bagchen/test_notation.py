"""The strict tile notation: round trips and one test per error code."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.bagchen import TILE_TYPES, Tile, format_tiles, parse_tiles
from tutor.errors import InvalidPositionError, NotationError

tile_lists = st.lists(st.sampled_from(TILE_TYPES), min_size=1, max_size=16).filter(
    lambda ts: all(ts.count(t) <= t.copies for t in set(ts)))


@given(tile_lists)
def test_format_then_parse_round_trips(tiles):
    assert parse_tiles(format_tiles(tiles)) == tuple(tiles)


@given(st.sampled_from(TILE_TYPES))
def test_single_tile_round_trips_both_ways(tile):
    assert Tile.parse(str(tile)) == tile
    assert Tile.parse(f"[{tile.low}-{tile.high}]") == tile


def test_canonical_form_is_a_fixed_point():
    for text in ("[6-6]×2[6-3][5-4]", "[2-2]×3", "[4-2][2-1]", "[3-3]×2[2-2]"):
        assert format_tiles(parse_tiles(text)) == text


def test_accepted_spellings():
    assert parse_tiles("[6-4]x3") == parse_tiles("[6-4]×3") == parse_tiles("[6-4][6-4][6-4]")
    assert parse_tiles("[6-3] [5-4]") == parse_tiles("[6-3][5-4]")


@pytest.mark.parametrize("text, code, index", [
    ("", "notation.empty", 0),
    ("   ", "notation.empty", 0),
    ("banana", "notation.expected", 0),
    ("[6-6", "notation.expected", 4),
    ("[66]", "notation.expected", 2),
    ("(6-6)", "notation.expected", 0),
    ("[6-a]", "notation.expected", 3),
    ("[7-1]", "notation.out-of-range", 1),
    ("[0-1]", "notation.out-of-range", 1),
    ("[6-6] ", "notation.trailing", 5),
    (" [6-6]", "notation.expected", 0),
    ("[6-6]]", "notation.trailing", 5),
])
def test_single_tile_errors(text, code, index):
    with pytest.raises(NotationError) as caught:
        Tile.parse(text)
    assert caught.value.code == code
    assert caught.value.params["index"] == index
    assert str(caught.value).startswith(code + ": ")


@pytest.mark.parametrize("text, code", [
    ("[6-6]×", "notation.expected"),
    ("[6-6]×0", "notation.out-of-range"),
    ("[6-6]×02", "notation.out-of-range"),
    ("[6-6],[5-5]", "notation.expected"),
    ("[6-6]  [5-5]", "notation.expected"),
    ("[6-6] ", "notation.expected"),
])
def test_list_errors(text, code):
    with pytest.raises(NotationError) as caught:
        parse_tiles(text)
    assert caught.value.code == code


@pytest.mark.parametrize("text", ["[6-6]×5", "[4-2]×3", "[2-1][2-1][2-1]"])
def test_more_copies_than_the_set_holds(text):
    with pytest.raises(InvalidPositionError) as caught:
        parse_tiles(text)
    assert caught.value.code == "bagchen.too-many-copies"


def test_full_hand_of_maximum_copies_is_accepted():
    assert len(parse_tiles("[6-6]×4[1-1]×4[6-3]×2[5-4]×2[4-2]×2[2-1]×2")) == 16


def test_non_string_input_is_a_type_error():
    with pytest.raises(TypeError):
        Tile.parse(66)  # type: ignore[arg-type]
