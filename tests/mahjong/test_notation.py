"""The hand notation: canonical round trips, and one test per error code."""

import pytest

from tutor.errors import InvalidPositionError, NotationError, TutorError
from tutor.mahjong import Tile, format_hand, full_set, parse_bonus, parse_hand, parse_tile
from tutor.mahjong.tiles import BONUS_TILES, counts


def test_the_set_has_136_playing_tiles_and_8_bonus_tiles():
    assert len(full_set()) == 136 and set(counts(full_set())) == {4}
    assert [str(b) for b in BONUS_TILES] == ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]
    assert [str(Tile(k)) for k in (0, 9, 18, 27, 30, 31, 33)] == ["1C", "1D", "1B", "East", "North", "White", "Red"]


@pytest.mark.parametrize("text", [
    "[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2",
    "[1B 2B* 3B] [9B 9B 9B] [5B 5B 5B 5B] {East East East} 7B 7B",
    "⟨6B 6B 6B 6B⟩ [North North North] 1C 5C 9D 2D 3B 7B 8C",
    "{1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C} 5C*",
])
def test_canonical_text_round_trips(text):
    assert format_hand(parse_hand(format_hand(parse_hand(text)))) == format_hand(parse_hand(text))
    assert parse_hand(format_hand(parse_hand(text))) == parse_hand(text)


def test_ascii_kong_brackets_and_chow_order_are_normalised():
    assert format_hand(parse_hand("<6B 6B 6B 6B> [3B 1B* 2B] 1C 1C 1C 2C 2C 2C 9D 9D")) == \
        "[1B* 2B 3B] ⟨6B 6B 6B 6B⟩ 1C 1C 1C 2C 2C 2C 9D 9D"


@pytest.mark.parametrize("text, code", [
    ("1C 1C 1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C", "mahjong.too-many-copies"),
    ("F1 F1 1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C", "mahjong.bonus-twice"),
    ("[East South West] 1C 1C 1C 2C 3C 4C 5C 6C 7C 8C", "mahjong.honour-chow"),
    ("{Red Green White} 1C 1C 1C 2C 3C 4C 5C 6C 7C 8C", "mahjong.honour-chow"),
    ("[8C 9C 1C] 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C", "mahjong.not-a-set"),
    ("{2C 4C 6C} 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C", "mahjong.not-a-set"),
    ("⟨6B 6B 6B⟩ 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C", "mahjong.not-a-kong"),
    ("1C 2C 3C", "mahjong.tile-count"),
    ("1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 2D 3D 4D 5D 6D", "mahjong.tile-count"),
    ("1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 2D 3D 4D*", "mahjong.winning-count"),
    ("[1C 2C* 3C] 4C 5C 6C 7C 8C 9C 1D 2D 3D 4D 4D*", "mahjong.two-winning-tiles"),
    ("[6B 6B 6B 6B*] 1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 1D", "mahjong.winning-tile-in-kong"),
])
def test_impossible_hands_are_coded_errors(text, code):
    with pytest.raises(InvalidPositionError) as error:
        parse_hand(text)
    assert error.value.code == code


@pytest.mark.parametrize("text, code, position", [
    ("1C  2C", "notation.expected", 4),
    ("1X", "notation.expected", 2),
    ("0C", "notation.out-of-range", 1),
    ("[1C 2C 3C", "notation.expected", 10),
    ("F5", "notation.out-of-range", 2),
    ("", "notation.empty", 1),
    ("[F1 1C 1C]", "notation.expected", 2),
])
def test_malformed_text_names_the_position(text, code, position):
    with pytest.raises(NotationError) as error:
        parse_hand(text)
    assert error.value.code == code
    assert error.value.params["index"] + 1 == position


def test_single_tiles_and_bonus_lists():
    assert parse_tile("Green") == Tile(32)
    with pytest.raises(NotationError):
        parse_tile("F1")
    assert [str(b) for b in parse_bonus("F2 S2")] == ["F2", "S2"] and parse_bonus("") == ()
    with pytest.raises(TutorError):
        parse_bonus("F2 5C")


def test_messages_are_translated():
    with pytest.raises(InvalidPositionError) as error:
        parse_hand("[East South West] 1C 1C 1C 2C 3C 4C 5C 6C 7C 8C")
    assert "чоу" in error.value.message("ru") and "顺子" in error.value.message("zh")
