"""Tile drawings: geometric faces (no text glyphs), a title in the reader's language, the notation in desc."""

import pytest

from tutor.games import make_figure
from tutor.mahjong import parse_hand
from tutor.mahjong.svg import hand_svg

EVERY_TILE = ("{1C 2C 3C 4C 5C 6C 7C 8C 9C} {1D 2D 3D 4D 5D 6D 7D 8D 9D} {1B 2B 3B 4B 5B 6B 7B 8B 9B} "
              "{East South West North Red Green White} F1 F2 F3 F4 S1 S2 S3 S4")


def test_every_tile_is_drawn_without_text_on_its_face():
    svg = make_figure("mahjong.tiles", {"tiles": EVERY_TILE}, "en")
    assert svg.count('class="tile') == 42 and "<text" not in svg
    assert svg.count('class="dot"') == 45 and svg.count('class="mark"') == 45
    assert svg.count('class="stick"') == 44 and svg.count('class="bird"') == 1


@pytest.mark.parametrize("language, name", [("en", "South wind"), ("ru", "южный ветер"), ("zh", "南风")])
def test_title_in_the_readers_language_and_notation_in_desc(language, name):
    hand = parse_hand("[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2")
    svg = hand_svg(hand, language=language)
    assert name in svg.split("</title>")[0]
    assert "<desc>[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2</desc>" in svg
    assert svg.count("tile winning") == 1 and svg.count('class="exposed"') == 2
