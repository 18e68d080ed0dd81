"""Drawings of Mahjong tiles and hands, generated from the engine (no font glyphs on the faces).

Faces are geometric: dots are blue circles, bamboo green sticks (the 1 of bamboo a
bird), characters red squares, each laid out like the tile's number; a wind is an
arrow to its point of the compass; the Red and Green dragons are filled panels,
the White dragon an empty blue frame; a flower is a blossom and a season a sun,
with the bonus tile's number as dots.  The ``<title>`` names the tiles in the
reader's language; the ``<desc>`` holds the notation.

>>> from tutor.mahjong.notation import parse_hand
>>> svg = hand_svg(parse_hand("[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2"), language="ru")
>>> svg.count('class="tile'), svg.count('class="dot"'), svg.count("winning"), "<desc>[2D 3D 4D]" in svg
(15, 9, 1, True)
>>> "южный ветер" in svg
True
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from tutor.i18n import N_, gettext
from tutor.mahjong.hands import Hand
from tutor.mahjong.notation import format_hand
from tutor.mahjong.tiles import Bonus, Tile
from tutor.svg import SvgImage, circle, finish, line, rect, svg_root

WIDTH, HEIGHT = 30.0, 40.0
GAP, GROUP_GAP = 2.0, 8.0
IVORY, EDGE, GOLD = "#f7f3e8", "#5b5346", "#e0a800"
BLUE, GREEN, RED, PINK, ORANGE = "#1f5fa8", "#2e7d32", "#b3261e", "#d2527f", "#e08a00"

# Centres of 1 to 9 marks on a 30×40 face.
_LAYOUT: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((15, 20),),
    2: ((15, 11), (15, 29)),
    3: ((8, 9), (15, 20), (22, 31)),
    4: ((9, 11), (21, 11), (9, 29), (21, 29)),
    5: ((9, 10), (21, 10), (15, 20), (9, 30), (21, 30)),
    6: ((9, 9), (21, 9), (9, 20), (21, 20), (9, 31), (21, 31)),
    7: ((7, 8), (15, 11), (23, 14), (9, 24), (21, 24), (9, 33), (21, 33)),
    8: ((9, 7), (21, 7), (9, 16), (21, 16), (9, 25), (21, 25), (9, 34), (21, 34)),
    9: ((7, 9), (15, 9), (23, 9), (7, 20), (15, 20), (23, 20), (7, 31), (15, 31), (23, 31)),
}
# arrow tips for East, South, West, North (map orientation: North up)
_ARROWS = {"E": (1, 0), "S": (0, 1), "W": (-1, 0), "N": (0, -1)}
_TITLE = N_("Mahjong hand: {tiles}")


def _face(group: ET.Element, tile: Tile | Bonus, x: float) -> None:
    if isinstance(tile, Bonus):
        if tile.group == "F":
            for dx, dy in ((0, -5), (5, -1), (3, 5), (-3, 5), (-5, -1)):
                circle(group, x + 15 + dx, 22 + dy, 3.5, css_class="petal", fill=PINK)
            circle(group, x + 15, 22, 2.5, css_class="heart", fill=ORANGE)
        else:
            circle(group, x + 15, 22, 6, css_class="sun", fill=ORANGE)
            for dx, dy in ((0, -10), (10, 0), (0, 10), (-10, 0)):
                line(group, x + 15 + dx * 0.75, 22 + dy * 0.75, x + 15 + dx, 22 + dy, css_class="ray",
                     stroke=ORANGE, stroke_width=1.5)
        for i in range(tile.number):
            circle(group, x + 6 + i * 4, 6, 1.4, css_class="number", fill=EDGE)
        return
    if tile.is_wind:
        dx, dy = _ARROWS[tile.wind or "E"]
        cx, cy = x + 15, 20
        line(group, cx - dx * 9, cy - dy * 9, cx + dx * 9, cy + dy * 9, css_class="arrow", stroke=EDGE,
             stroke_width=2.2)
        for side in (1, -1):  # the two strokes of the arrow's head
            line(group, cx + dx * 9, cy + dy * 9, cx + dx * 4 + dy * 4 * side, cy + dy * 4 + dx * 4 * side,
                 css_class="arrow", stroke=EDGE, stroke_width=2.2)
        return
    if tile.is_dragon:
        colour = {31: None, 32: GREEN, 33: RED}[tile.kind]
        rect(group, x + 7, 9, 16, 22, css_class="dragon", fill=colour or "none", stroke=colour or BLUE,
             stroke_width=2.5)
        return
    number = tile.number or 1
    for cx, cy in _LAYOUT[number]:
        if tile.suit == "D":
            circle(group, x + cx, cy, 8.0 if number == 1 else 3.2, css_class="dot", fill=BLUE)
        elif tile.suit == "B" and number == 1:  # the bird
            circle(group, x + 15, 23, 7, css_class="bird", fill=GREEN)
            circle(group, x + 19, 13, 3.5, css_class="bird-head", fill=RED)
        elif tile.suit == "B":
            rect(group, x + cx - 1.5, cy - 4, 3, 8, css_class="stick", rx=1, fill=GREEN)
        else:
            half = 6.0 if number == 1 else 2.6
            rect(group, x + cx - half, cy - half, 2 * half, 2 * half, css_class="mark", fill=RED)


def _tile(parent: ET.Element, tile: Tile | Bonus, x: float, *, winning: bool = False) -> None:
    css = "tile winning" if winning else "tile"
    group = ET.SubElement(parent, "g", {"class": css, "data-tile": str(tile)})
    rect(group, x + 0.75, 0.75, WIDTH - 1.5, HEIGHT - 1.5, css_class="face", rx=3, fill=IVORY,
         stroke=GOLD if winning else EDGE, stroke_width=2.5 if winning else 1)
    _face(group, tile, x)


def tiles_svg(groups: Sequence[Sequence[Tile | Bonus]], *, title: str, desc: str, stars: frozenset[tuple[int, int]]
              = frozenset(), exposed: frozenset[int] = frozenset(), size: float | None = None,
              stacked: bool = False) -> SvgImage:
    """Groups of tiles side by side (or one group per row if ``stacked``); ``stars`` (group, position)
    are framed in gold, ``exposed`` groups are underlined."""
    widths = [len(g) * WIDTH + (len(g) - 1) * GAP for g in groups]
    row_height = HEIGHT + 4
    if stacked:
        width, height = max(widths), len(groups) * row_height + (len(groups) - 1) * GAP
    else:
        width, height = sum(widths) + GROUP_GAP * (len(groups) - 1), row_height
    root = svg_root(width, height, css_class="mahjong-tiles", title=title, desc=desc,
                    size=None if size is None else size * width / WIDTH)
    x = y = 0.0
    for g, (tiles, span) in enumerate(zip(groups, widths, strict=True)):
        row = ET.SubElement(root, "g", {"transform": f"translate({x:g} {y:g})"}) if x or y else root
        for i, tile in enumerate(tiles):
            _tile(row, tile, i * (WIDTH + GAP), winning=(g, i) in stars)
        if g in exposed:
            line(row, 0, HEIGHT + 2.5, span, HEIGHT + 2.5, css_class="exposed", stroke=EDGE, stroke_width=1.5)
        if stacked:
            y += row_height + GAP
        else:
            x += span + GROUP_GAP
    return finish(root)


def hand_svg(hand: Hand, *, language: str = "en", size: float | None = None, stacked: bool = False) -> SvgImage:
    """A hand as the notation writes it: exposed sets (underlined), declared kongs, concealed tiles,
    bonus tiles; the winning tile framed in gold."""
    groups: list[Sequence[Tile | Bonus]] = [b.tiles for b in hand.melds]
    groups += hand.groups
    if hand.loose:
        groups.append(hand.loose)
    if hand.bonus:
        groups.append(hand.bonus)
    starts = {"exposed": 0, "kongs": len(hand.exposed), "groups": len(hand.melds),
              "loose": len(hand.melds) + len(hand.groups)}
    stars = frozenset() if hand.star is None else frozenset({(starts[hand.star[0]] + hand.star[1], hand.star[2])})
    names = ", ".join(dict.fromkeys(t.name(language) for g in groups for t in g))
    return tiles_svg(groups, title=gettext(_TITLE, language).format(tiles=names), desc=format_hand(hand),
                     stars=stars, exposed=frozenset(range(len(hand.exposed))), size=size, stacked=stacked)
