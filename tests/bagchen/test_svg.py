"""Tile drawings: deterministic, one pip circle per pip, Chinese-domino colours."""

import xml.etree.ElementTree as ET

import pytest

from tutor.bagchen import TILE_TYPES, Tile, parse_tiles
from tutor.bagchen.svg import RED, tile_svg, tiles_svg

NS = {"svg": "http://www.w3.org/2000/svg"}


@pytest.mark.parametrize("tile", TILE_TYPES, ids=str)
def test_one_circle_per_pip_and_red_ones_and_fours(tile):
    root = ET.fromstring(tile_svg(tile))
    pips = root.findall(".//svg:circle", NS)
    assert len(pips) == tile.pips
    red = sum(1 for p in pips if p.get("fill") == RED)
    expected = sum(n for n in (tile.high, tile.low) if n in (1, 4))
    if tile == Tile(6, 6):
        expected = 6  # half of the twelve pips
    assert red == expected
    assert root.find("svg:desc", NS).text == str(tile)


def test_deterministic_and_titled_in_the_reader_language():
    assert tile_svg(Tile(6, 6)) == tile_svg(Tile(6, 6))
    assert "<title>[6-6] 天皇</title>" in tile_svg(Tile(6, 6), language="zh_CN")
    assert "<title>[6-6] шеф неба</title>" in tile_svg(Tile(6, 6), language="ru")


def test_several_tiles_side_by_side():
    svg = tiles_svg(parse_tiles("[6-3][5-4]"), size=30)
    root = ET.fromstring(svg)
    groups = root.findall("svg:g", NS)
    assert [g.get("data-tile") for g in groups] == ["[6-3]", "[5-4]"]
    assert "earth" in groups[0].get("class") and "earth-chief" in groups[0].get("class")
    assert root.get("width") == "64.5" and root.get("viewBox") == "0 0 86 80"


def test_nothing_to_draw():
    with pytest.raises(ValueError):
        tiles_svg(())


def test_notebook_display():
    assert Tile(4, 2)._repr_svg_().startswith("<svg")
