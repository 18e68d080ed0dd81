"""Tile drawings: faces as on a real set, characters drawn as paths (no text, no font needed), a title in the
reader's language, the notation in desc."""

import pytest

from tutor.games import make_figure
from tutor.mahjong import parse_hand
from tutor.mahjong.svg import hand_svg

EVERY_TILE = ("{1C 2C 3C 4C 5C 6C 7C 8C 9C} {1D 2D 3D 4D 5D 6D 7D 8D 9D} {1B 2B 3B 4B 5B 6B 7B 8B 9B} "
              "{East South West North Red Green White} F1 F2 F3 F4 S1 S2 S3 S4")


def test_every_tile_is_drawn_without_text_on_its_face():
    svg = make_figure("mahjong.tiles", {"tiles": EVERY_TILE}, "en")
    assert svg.count('class="tile') == 42 and "<text" not in svg
    assert svg.count('class="dot"') == 45 and svg.count('class="stick"') == 44 and svg.count('class="bird"') == 1
    # the number and 萬 on each character, 東南西北, 中 and 發, and 梅蘭菊竹 春夏秋冬: 18 + 4 + 2 + 8 paths
    assert svg.count('class="glyph"') == 32


def test_a_declared_concealed_kong_does_not_look_like_four_loose_tiles():
    declared = hand_svg(parse_hand("[North North North] ⟨6B 6B 6B 6B⟩ 1C 5C 9D 2D 3B 7B 8C"))
    held = hand_svg(parse_hand("[North North North] 6B 6B 6B 6B 1C 5C 9D 2D 3B 7B"))
    assert declared.count('class="back"') == 2 and held.count('class="back"') == 0


def test_the_exposed_underline_follows_the_pages_text_colour():
    """Light on the dark scheme, dark on the light one (a fixed dark grey vanished on the dark page)."""
    svg = hand_svg(parse_hand("[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2"))
    assert svg.count('class="exposed" stroke="currentColor"') == 2


@pytest.mark.parametrize("language, name", [("en", "South wind"), ("ru", "южный ветер"), ("zh", "南风")])
def test_title_in_the_readers_language_and_notation_in_desc(language, name):
    hand = parse_hand("[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2")
    svg = hand_svg(hand, language=language)
    assert name in svg.split("</title>")[0]
    assert "<desc>[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2 S2</desc>" in svg
    assert svg.count("tile winning") == 1 and svg.count('class="exposed"') == 2
