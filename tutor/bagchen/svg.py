"""Drawings of Bagchen tiles, generated from the engine (no hand-drawn images).

A tile is drawn upright, high half on top, as Chinese dominoes are: the 1 and 4
pips red, the [6-6] half red and half white (hence the Russian "motley"), twos side
by side at the tile's end, no dividing bar.  The ``<title>`` names the tile in
the reader's language; the ``<desc>`` holds its notation.

>>> from tutor.bagchen import Tile
>>> from tutor.bagchen.svg import tile_svg
>>> svg = tile_svg(Tile(4, 2), language="ru")
>>> svg.count('class="pip'), svg.count('pip red'), "<title>[4-2] мать</title>" in svg
(6, 4, True)
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence

from tutor.bagchen.notation import format_tiles
from tutor.bagchen.tiles import Tile
from tutor.svg import SvgImage, arrow, circle, finish, interactive, line, rect, svg_root, text

WIDTH, HEIGHT = 40.0, 80.0
GAP = 6.0
FACE = "#1d1d1b"      # the tile's face: dark, like bone-and-ebony sets
EDGE = "#000000"
WHITE = "#f4f1ea"
RED = "#d2352b"

# Pip centres in a 40×40 half, the far end of the half first.
_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((20, 20),),
    2: ((12, 10), (28, 10)),
    3: ((10, 10), (20, 20), (30, 30)),
    4: ((12, 12), (28, 12), (12, 28), (28, 28)),
    5: ((10, 10), (30, 10), (20, 20), (10, 30), (30, 30)),
    6: ((12, 8), (28, 8), (12, 20), (28, 20), (12, 32), (28, 32)),
}


def _pip_colour(pips: int, tile: Tile, x: float) -> str:
    if pips in (1, 4):
        return RED
    if tile == Tile(6, 6):
        return RED if x < 20 else WHITE  # the "motley" chief: one column of each six red
    return WHITE


def _draw_tile(parent: ET.Element, tile: Tile, x0: float) -> None:
    group = ET.SubElement(parent, "g", {
        "class": f"tile {tile.suit.value} {tile.rank.name.lower().replace('_', '-')}",
        "data-tile": str(tile),
    })
    rect(group, x0 + 1, 1, WIDTH - 2, HEIGHT - 2, css_class="face tutor-outline", rx=5, fill=FACE,
         stroke=EDGE, stroke_width=1.5)
    for half, pips in ((0, tile.high), (1, tile.low)):
        for px, py in _LAYOUT[pips]:
            if half == 1:
                py = 40 - py  # mirror, so twos sit at the bottom end
            r = 6.0 if pips == 1 else 3.6
            colour = _pip_colour(pips, tile, px)
            css = "pip red" if colour == RED else "pip"
            circle(group, x0 + px, half * 40 + py, r, css_class=css, fill=colour)
    line(group, x0 + 8, 40, x0 + WIDTH - 8, 40, css_class="waist", stroke="#3a3a36",
         stroke_width=0.6)


def tile_svg(tile: Tile, *, language: str = "en", size: float | None = None) -> SvgImage:
    """One tile."""
    title = f"{tile} {tile.name(language)}"
    root = svg_root(WIDTH, HEIGHT, css_class="bagchen-tiles", title=title, desc=str(tile),
                    size=size)
    _draw_tile(root, tile, 0)
    return finish(root)


def tiles_svg(tiles: Iterable[Tile], *, language: str = "en", size: float | None = None) -> SvgImage:
    """Several tiles side by side, as one lead or one hand is laid out.

    >>> from tutor.bagchen import parse_tiles
    >>> svg = tiles_svg(parse_tiles("[6-3][5-4]"))
    >>> svg.count('class="tile '), '<desc>[6-3][5-4]</desc>' in svg
    (2, True)
    """
    group = tuple(tiles)
    if not group:
        raise ValueError("nothing to draw")
    width = len(group) * WIDTH + (len(group) - 1) * GAP
    written = format_tiles(group)
    names = ", ".join(dict.fromkeys(t.name(language) for t in group))
    scale = None if size is None else size * width / WIDTH
    root = svg_root(width, HEIGHT, css_class="bagchen-tiles", title=f"{written} {names}",
                    desc=written, size=scale)
    for i, tile in enumerate(group):
        _draw_tile(root, tile, i * (WIDTH + GAP))
    return finish(root)


def trick_svg(plays: Iterable[tuple[str, Sequence[Tile | None], bool]], *, language: str = "en",
              size: float = 24) -> SvgImage:
    """A trick as it lies on the table: one row per play, ``(seat, tiles, face_up)``, the lead first;
    tiles played face down are drawn as backs, and so is a tile given as ``None`` in a row face up (the hidden
    tile of a blind pair, :meth:`~tutor.bagchen.hand.Play.as_seen`).

    >>> from tutor.bagchen import parse_tiles
    >>> svg = trick_svg([("E", parse_tiles("[3-1]×2"), True), ("S", parse_tiles("[5-5][2-2]"), False)])
    >>> svg.count('class="tile '), svg.count('class="back"'), "<desc>E [3-1]×2; S ~2</desc>" in svg
    (2, 2, True)
    >>> svg = trick_svg([("E", (parse_tiles("[5-5]")[0], None), True)])
    >>> svg.count('class="tile '), svg.count('class="back"'), "<desc>E [5-5] ~1</desc>" in svg
    (1, 1, True)
    """
    rows = list(plays)
    widest = max(len(tiles) for _, tiles, _ in rows)
    label = 60.0
    width = label + widest * WIDTH + (widest - 1) * GAP
    height = len(rows) * (HEIGHT + GAP)

    def written(tiles: Sequence[Tile | None], up: bool, down: str) -> str:
        shown = [t for t in tiles if t is not None] if up else []
        hidden = len(tiles) - len(shown)
        return " ".join(part for part in (format_tiles(shown) if shown else "",
                                          (down + str(hidden) if down == "~" else down) if hidden else "") if part)

    desc = "; ".join(f"{seat} {written(tiles, up, '~')}" for seat, tiles, up in rows)
    names = ", ".join(f"{seat} {written(tiles, up, '—')}" for seat, tiles, up in rows)
    root = svg_root(width, height, css_class="bagchen-trick", title=names, desc=desc, size=size * width / WIDTH)
    for i, (seat, tiles, face_up) in enumerate(rows):
        y = i * (HEIGHT + GAP)
        text(root, 0, y + HEIGHT / 2 + 12, seat, css_class="seat", size=36, weight="bold")
        for j, tile in enumerate(tiles):
            x = label + j * (WIDTH + GAP)
            if face_up and tile is not None:
                group = ET.SubElement(root, "g", {"transform": f"translate(0 {y:g})"})
                _draw_tile(group, tile, x)
            else:
                rect(root, x + 1, y + 1, WIDTH - 2, HEIGHT - 2, css_class="back", rx=5, fill="#6b4f2e",
                     stroke=EDGE, stroke_width=1.5)
    return finish(root)


#: Tiles in a row of a hand to click (the play page): eight rows of 46 units fit a phone's width at full size.
ROW = 8
BUTTON = 40.0


def hand_board_svg(tiles: Sequence[tuple[str, Tile, str]], actions: Sequence[tuple[str, str]], *, title: str,
                   language: str = "en") -> SvgImage:
    """A hand to play by clicking (:meth:`~tutor.bagchen.presentation.BagchenPresentation.board`): each tile, given as
    ``(token, tile, words)``, under a transparent place (``data-place`` the token, ``data-name`` the words), up
    to :data:`ROW` a row; below them, a button for each action ``(token, words)``.  The drawing is a group of
    places, named ``title``; a button carries ``data-end`` (it finishes a path: the page may let the tiles before it
    be picked in any order and ask the engine only then).

    >>> from tutor.bagchen import parse_tiles
    >>> a, b = parse_tiles("[6-6][6-6]")
    >>> svg = hand_board_svg([("[6-6]", a, "[6-6] heaven"), ("[6-6]#2", b, "[6-6] heaven")],
    ...                      [("up", "Lead the tiles picked")], title="E's tiles")
    >>> svg.count('data-place='), 'data-place="[6-6]#2" data-name="[6-6] heaven"' in svg, 'role="group"' in svg
    (3, True, True)
    """
    width = ROW * (WIDTH + GAP) - GAP
    rows = max(1, -(-len(tiles) // ROW))
    top = rows * (HEIGHT + GAP)
    height = top + len(actions) * (BUTTON + GAP)
    written = format_tiles(tuple(tile for _, tile, _ in tiles)) if tiles else "—"
    root = svg_root(width, height, css_class="bagchen-hand", title=title, desc=written)
    interactive(root, title)
    for i, (token, tile, words) in enumerate(tiles):
        x, y = (i % ROW) * (WIDTH + GAP), (i // ROW) * (HEIGHT + GAP)
        group = ET.SubElement(root, "g", {"transform": f"translate(0 {y:g})"})
        _draw_tile(group, tile, x)
        place = rect(group, x, 0, WIDTH, HEIGHT, css_class="place", rx=5, fill="transparent")
        place.set("data-place", token)
        place.set("data-name", words)
    for j, (token, words) in enumerate(actions):
        y = top + j * (BUTTON + GAP)
        button = rect(root, 1, y + 1, width - 2, BUTTON - 2, css_class="button", rx=8, fill="transparent",
                      stroke="currentColor", stroke_width=1.5)
        button.set("data-place", token)
        button.set("data-name", words)
        button.set("data-end", "")  # a button ends a decision: the tiles before it may be picked in any order
        size = min(16.0, (width - 20) / _text_width(words))
        label = text(root, width / 2, y + BUTTON / 2 + size * 0.35, words, css_class="button-label", size=size,
                     anchor="middle")
        label.set("pointer-events", "none")
    return finish(root)


def _text_width(words: str) -> float:
    """About how wide ``words`` are, in font sizes (a Chinese character is square, a Latin or Cyrillic letter
    narrower)."""
    return sum(1.0 if ord(c) >= 0x2E80 else 0.62 for c in words)


#: Where each seat sits in a settlement drawing: the table seen from above, North at the top.
_SEAT_XY = {"N": (160.0, 40.0), "E": (280.0, 130.0), "S": (160.0, 220.0), "W": (40.0, 130.0)}


def settlement_svg(tricks: Mapping[str, int], winner: str, payments: Iterable[tuple[str, str, int]], *,
                   title: str, size: float | None = None) -> SvgImage:
    """Who pays whom after a hand: the four seats with their tricks, an arrow from payer to payee for
    every payment, labelled with the amount; the winner's seat is marked.

    >>> svg = settlement_svg({"N": 5, "E": 2, "S": 8, "W": 1}, "N", [("E", "N", 4), ("N", "S", 2)], title="x")
    >>> svg.count('class="payment"'), "<desc>N 5 E 2 S 8 W 1; E→N 4; N→S 2</desc>" in svg
    (2, True)
    """
    flows = list(payments)
    desc = " ".join(f"{seat} {tricks[seat]}" for seat in _SEAT_XY) + "".join(
        f"; {payer}→{payee} {amount}" for payer, payee, amount in flows)
    root = svg_root(320, 260, css_class="bagchen-settlement", title=title, desc=desc, size=size)
    for seat, (x, y) in _SEAT_XY.items():
        css = "seat winner" if seat == winner else "seat"
        rect(root, x - 30, y - 18, 60, 36, css_class=css, rx=8, fill="none", stroke="currentColor",
             stroke_width=3 if seat == winner else 1.2)
        text(root, x, y + 6, f"{seat} · {tricks[seat]}", css_class="seat-label", size=16, anchor="middle",
             weight="bold" if seat == winner else "normal")
    for payer, payee, amount in flows:
        (x1, y1), (x2, y2) = _SEAT_XY[payer], _SEAT_XY[payee]
        # leave the boxes: start and end 36 units from the centres, shifted sideways so two-way flows part
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        ox, oy = -uy * 6, ux * 6
        arrow(root, x1 + ux * 36 + ox, y1 + uy * 24 + oy, x2 - ux * 36 + ox, y2 - uy * 24 + oy, css_class="payment")
        text(root, (x1 + x2) / 2 + ox * 2.5, (y1 + y2) / 2 + oy * 2.5 + 5, str(amount), css_class="amount", size=15,
             anchor="middle")
    return finish(root)
