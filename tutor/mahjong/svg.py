"""Drawings of Mahjong tiles and hands, generated from the engine (no font needed on the reader's side).

Faces are drawn as on a real set: a character tile shows its number (一 … 九) above 萬 in
red; dots are blue and green rings, bamboo green sticks (the 1 of bamboo a bird); a wind
shows 東 南 西 北, the Red dragon a red 中, the Green dragon a green 發, the White dragon an
empty blue frame; a flower shows 梅 蘭 菊 竹, a season 春 夏 秋 冬, each with its number.  The
characters are paths (:mod:`tutor.mahjong.glyphs`), so no CJK font is needed.  A declared
concealed kong shows its two outer tiles face down; exposed sets are underlined in the
page's text colour.  The ``<title>`` names the tiles in the reader's language; the
``<desc>`` holds the notation.

>>> from tutor.mahjong.notation import parse_hand
>>> svg = hand_svg(parse_hand("[2D 3D 4D] [Red Red Red] {7B 7B 7B} {6C 7C 8C} South South* F2"), language="ru")
>>> svg.count('class="tile'), svg.count('class="dot"'), svg.count("winning"), "<desc>[2D 3D 4D]" in svg
(15, 9, 1, True)
>>> "южный ветер" in svg, svg.count('class="glyph'), svg.count('class="back"')
(True, 12, 0)
>>> hand_svg(parse_hand("[North North North] ⟨6B 6B 6B 6B⟩ 1C 5C 9D 2D 3B 7B 8C")).count('class="back"')
2
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from functools import cache

from tutor.i18n import N_, gettext
from tutor.mahjong.glyphs import PATHS
from tutor.mahjong.hands import Hand
from tutor.mahjong.notation import format_hand
from tutor.mahjong.tiles import Bonus, Tile
from tutor.svg import SvgImage, circle, finish, line, rect, svg_root

WIDTH, HEIGHT = 30.0, 40.0
GAP, GROUP_GAP = 2.0, 8.0
IVORY, EDGE, GOLD = "#f7f3e8", "#5b5346", "#e0a800"
BLUE, GREEN, RED, ORANGE, INK, BACK = "#1f5fa8", "#2e7d32", "#b3261e", "#e08a00", "#1d2a44", "#2f7a5f"

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
_TITLE = N_("Mahjong hand: {tiles}")


def _glyph(group: ET.Element, char: str, x: float, y: float, size: float, colour: str) -> None:
    """A character drawn as a path, its 100 × 100 box placed at (x, y) with side ``size``."""
    ET.SubElement(group, "path", {"class": "glyph", "d": PATHS[char], "fill": colour,
                                  "transform": f"translate({_n(x)} {_n(y)}) scale({_n(size / 100)})"})


def _n(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _face(group: ET.Element, tile: Tile | Bonus, x: float) -> None:
    if isinstance(tile, Bonus):
        char = ("梅蘭菊竹" if tile.group == "F" else "春夏秋冬")[tile.number - 1]
        _glyph(group, char, x + 6, 15, 18, GREEN if tile.group == "F" else BLUE)
        for i in range(tile.number):
            circle(group, x + 6 + i * 4, 7, 1.6, css_class="number", fill=RED)
        return
    if tile.is_wind:
        _glyph(group, "東南西北"["ESWN".index(tile.wind or "E")], x + 4, 9, 22, INK)
        return
    if tile.is_dragon:
        if tile.kind == 31:  # White: an empty frame
            rect(group, x + 7, 8, 16, 24, css_class="dragon", fill="none", stroke=BLUE, stroke_width=2.5)
        else:
            _glyph(group, "發" if tile.kind == 32 else "中", x + 3, 8, 24, GREEN if tile.kind == 32 else RED)
        return
    number = tile.number or 1
    if tile.suit == "C":
        _glyph(group, "一二三四五六七八九"[number - 1], x + 7, 3, 16, INK)
        _glyph(group, "萬", x + 6, 18, 18, RED)
        return
    for i, (cx, cy) in enumerate(_LAYOUT[number]):
        if tile.suit == "D":
            r = 8.0 if number == 1 else 3.4
            colour = RED if number == 1 or (number in (5, 9) and i == len(_LAYOUT[number]) // 2) else (
                GREEN if number in (3, 6) and i % 2 else BLUE)
            circle(group, x + cx, cy, r, css_class="dot", fill=colour)
            circle(group, x + cx, cy, r * 0.45, css_class="dot-eye", fill=IVORY)
        elif tile.suit == "B" and number == 1:  # the bird
            circle(group, x + 15, 24, 7, css_class="bird", fill=GREEN)
            circle(group, x + 19, 14, 3.5, css_class="bird-head", fill=RED)
            line(group, x + 22, 14, x + 25, 15, css_class="bird-beak", stroke=ORANGE, stroke_width=1.5)
        else:
            colour = RED if (number in (5, 7, 9) and i == (0 if number == 7 else len(_LAYOUT[number]) // 2)) else GREEN
            rect(group, x + cx - 1.6, cy - 4.2, 3.2, 8.4, css_class="stick", rx=1.2, fill=colour)
            line(group, x + cx - 1.6, cy, x + cx + 1.6, cy, css_class="stick-node", stroke=IVORY, stroke_width=0.6)


def draw_tile(parent: ET.Element, tile: Tile | Bonus | None, x: float, *, winning: bool = False,
              face_down: bool = False, marked: bool = False) -> ET.Element:
    """One tile, 30 × 40, its left edge at ``x`` in ``parent`` (a group that places and scales it):
    framed in gold if it is the ``winning`` tile, in orange if ``marked`` (the discard the others are
    asked about), its back if ``face_down`` (an unknown tile, ``None``, is only a back)."""
    css = "tile winning" if winning else "tile marked" if marked else "tile"
    group = ET.SubElement(parent, "g", {"class": css} if tile is None else {"class": css, "data-tile": str(tile)})
    if tile is None:
        face_down = True
    if face_down:
        rect(group, x + 0.75, 0.75, WIDTH - 1.5, HEIGHT - 1.5, css_class="back", rx=3, fill=BACK, stroke=EDGE,
             stroke_width=1)
        return group
    frame = GOLD if winning else ORANGE if marked else EDGE
    rect(group, x + 0.75, 0.75, WIDTH - 1.5, HEIGHT - 1.5, css_class="face", rx=3, fill=IVORY,
         stroke=frame, stroke_width=2.5 if winning or marked else 1)
    assert tile is not None
    _face(group, tile, x)
    return group


@cache
def tile_markup(tile: Tile | Bonus | None, *, winning: bool = False, face_down: bool = False,
                marked: bool = False) -> str:
    """:func:`draw_tile`'s markup at ``x = 0``, made once per kind of tile (a table draws a hundred)."""
    holder = ET.Element("g")
    draw_tile(holder, tile, 0, winning=winning, face_down=face_down, marked=marked)
    return ET.tostring(holder[0], encoding="unicode", short_empty_elements=True)


def tiles_svg(groups: Sequence[Sequence[Tile | Bonus]], *, title: str, desc: str, stars: frozenset[tuple[int, int]]
              = frozenset(), exposed: frozenset[int] = frozenset(), size: float | None = None,
              stacked: bool = False, concealed_kongs: frozenset[int] = frozenset(),
              wrap: int | None = None, keep: float | None = None) -> SvgImage:
    """Groups of tiles side by side (or one group per row if ``stacked``, or in rows at most ``wrap``
    tiles wide, a set never split, so that a long hand stays legible in a narrow column); ``stars``
    (group, position) are framed in gold, ``exposed`` groups are underlined, ``concealed_kongs`` show
    their outer tiles face down.  ``keep`` is the least width in CSS pixels the drawing keeps in a
    table whose other column would otherwise squeeze it (a phone).

    >>> from tutor.mahjong.notation import parse_hand
    >>> svg = hand_svg(parse_hand("1B 9B 1C 9C 1D 9D East South West North Red Green White White*"), wrap=8)
    >>> svg.split('viewBox="')[1].split('"')[0]
    '0 0 254 92'
    """
    step = WIDTH + GAP
    row_height = HEIGHT + 5
    # (group, its first tile's index, the tiles, x, y)
    placed: list[tuple[int, int, Sequence[Tile | Bonus], float, float]] = []
    x = y = 0.0
    for g, tiles in enumerate(groups):
        chunks = [(0, tiles)]
        if wrap and len(tiles) > wrap:  # loose tiles, not a set: split them between rows
            chunks = [(k, tiles[k:k + wrap]) for k in range(0, len(tiles), wrap)]
        for start, chunk in chunks:
            span = len(chunk) * step - GAP
            if placed and (stacked or (wrap and x + span > wrap * step - GAP + 0.01)):
                x, y = 0.0, y + row_height + GAP
            placed.append((g, start, chunk, x, y))
            x += span + GROUP_GAP
    width = max(x0 + len(chunk) * step - GAP for _, _, chunk, x0, _ in placed)
    height = y + row_height
    root = svg_root(width, height, css_class="mahjong-tiles", title=title, desc=desc,
                    size=None if size is None else size * width / WIDTH)
    if keep:
        root.set("style", f"min-width:{keep:g}px")
    for g, start, chunk, x0, y0 in placed:
        row = ET.SubElement(root, "g", {"transform": f"translate({x0:g} {y0:g})"}) if x0 or y0 else root
        whole = len(groups[g])
        for i, tile in enumerate(chunk, start):
            draw_tile(row, tile, (i - start) * step, winning=(g, i) in stars,
                      face_down=g in concealed_kongs and i in (0, whole - 1))
        if g in exposed:  # the page's text colour: visible in the light and the dark scheme
            line(row, 0, HEIGHT + 3.5, len(chunk) * step - GAP, HEIGHT + 3.5, css_class="exposed",
                 stroke="currentColor", stroke_width=2.5)
    return finish(root)


def hand_svg(hand: Hand, *, language: str = "en", size: float | None = None, stacked: bool = False,
             wrap: int | None = None, keep: float | None = None) -> SvgImage:
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
                     stars=stars, exposed=frozenset(range(len(hand.exposed))), size=size, stacked=stacked,
                     concealed_kongs=frozenset(range(len(hand.exposed), len(hand.melds))), wrap=wrap,
                     keep=keep)
