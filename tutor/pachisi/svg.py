"""Drawings of Pachisi positions on the chessboard, generated from the engine.

The board is drawn as the source describes it: the 28 edge squares are the track
(arrows show the clockwise direction), each corner is a player's home, with a
double frame, and the three squares on the diagonal from it are his yard.  The
pieces keep the colours of the source's Figure 2: white circles (home A1), black
diamonds (A8), white diamonds (H8) and black circles (H1).  An old piece, back on
its home after a full lap, has a ring inside.  The ``<title>`` describes the
position in the reader's language; the ``<desc>`` holds its notation.

>>> from tutor.pachisi.notation import Position
>>> from tutor.pachisi.svg import board_svg
>>> svg = board_svg(Position.parse("A1:A1,A1,H2 H1:E1"), language="ru")
>>> svg.count('class="piece '), svg.count('class="square track'), svg.count('class="square yard')
(4, 28, 12)
>>> "<desc>A1:A1,A1,H2 H1:E1</desc>" in svg, "белые кружки (A1): 3 на доске, 1 вне доски" in svg
(True, True)
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tutor.i18n import N_, gettext
from tutor.pachisi.board import CORNERS, OLD, SQUARE_ID, SQUARE_NAMES, TRACK, YARDS
from tutor.pachisi.notation import Position, format_position
from tutor.svg import SvgImage, circle, finish, polygon, rect, svg_root, text

CELL = 40.0
MARGIN = 18.0
SIZE = 8 * CELL + 2 * MARGIN
LIGHT, DARK = "#f0d9b5", "#b58863"  # the chessboard's squares on the track
INNER_LIGHT, INNER_DARK = "#f4f1ea", "#e3ddd0"  # the centre, not played on: faded
YARD = "#9cc3a4"
HOME_FRAME = "#7a1f1f"
WHITE, BLACK = "#ffffff", "#222222"

#: per corner: (the source's name of the player's pieces, colour, shape)
PLAYERS: dict[str, tuple[str, str, str]] = {
    "A1": (N_("white circles"), WHITE, "circle"),
    "A8": (N_("black diamonds"), BLACK, "diamond"),
    "H8": (N_("white diamonds"), WHITE, "diamond"),
    "H1": (N_("black circles"), BLACK, "circle"),
}
_PLAYER_LINE = N_("{pieces} ({corner}): {on} on the board, {off} off the board")
_TITLE = N_("Pachisi on a chessboard: {players}")
_EMPTY = N_("no players left")

# where the pieces of a stack stand inside a square (offsets from its centre), by stack size;
# partners may share a square, up to eight pieces, in rows of three
_GRID = tuple((dx, dy) for dy in (-11.0, 0.0, 11.0) for dx in (-11.0, 0.0, 11.0))
_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-9, 0), (9, 0)),
    3: ((-9, 7), (9, 7), (0, -8)),
    4: ((-9, -9), (9, -9), (-9, 9), (9, 9)),
    **{n: _GRID[:n] for n in range(5, 9)},
}


def player_name(corner: str, language: str) -> str:
    """The source's name of a player's pieces: ``white circles`` for A1 …"""
    return gettext(PLAYERS[corner][0], language)


def _origin(name: str) -> tuple[float, float]:
    file, rank = "ABCDEFGH".index(name[0]), int(name[1])
    return MARGIN + file * CELL, MARGIN + (8 - rank) * CELL


def _piece(parent: ET.Element, corner: str, x: float, y: float, r: float, old: bool) -> None:
    _, colour, shape = PLAYERS[corner]
    edge = BLACK if colour == WHITE else WHITE
    css = f"piece {corner.lower()}{' old' if old else ''}"
    if shape == "circle":
        circle(parent, x, y, r, css_class=css, fill=colour, stroke=BLACK, stroke_width=1.2)
    else:
        d = r * 1.25
        polygon(parent, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)], css_class=css, fill=colour,
                stroke=BLACK, stroke_width=1.2)
    if old:
        circle(parent, x, y, r * 0.45, css_class="old-mark", fill="none", stroke=edge, stroke_width=1.2)


def _arrow(parent: ET.Element, x: float, y: float, dx: float, dy: float) -> None:
    """A small arrowhead at (x, y) pointing along (dx, dy)."""
    px, py = -dy, dx
    polygon(parent, [(x + 6 * dx, y + 6 * dy), (x - 4 * dx + 5 * px, y - 4 * dy + 5 * py),
                     (x - 4 * dx - 5 * px, y - 4 * dy - 5 * py)], css_class="direction", fill="#555555")


def board_svg(position: Position, *, language: str = "en", size: float | None = None) -> SvgImage:
    """The board with the track, the homes, the yards and the pieces of ``position``."""
    written = format_position(position)
    lines = [gettext(_PLAYER_LINE, language).format(pieces=player_name(c, language), corner=c,
                                                    on=len(position.pieces(c)), off=position.off(c))
             for c in position.players]
    title = gettext(_TITLE, language).format(players="; ".join(lines) or gettext(_EMPTY, language))
    root = svg_root(SIZE, SIZE, css_class="pachisi-board", title=title, desc=written, size=size)
    yard_owner = {s: c for c in CORNERS for s in YARDS[c]}
    for rank in range(8, 0, -1):
        for file in "ABCDEFGH":
            name = f"{file}{rank}"
            x, y = _origin(name)
            dark = ("ABCDEFGH".index(file) + rank) % 2 == 1
            if name in TRACK:
                kind, fill = "track", DARK if dark else LIGHT
            elif name in yard_owner:
                kind, fill = "yard", YARD
            else:
                kind, fill = "inner", INNER_DARK if dark else INNER_LIGHT
            home = " home" if name in CORNERS else ""
            rect(root, x, y, CELL, CELL, css_class=f"square {kind}{home}", fill=fill)
            if home:
                rect(root, x + 3, y + 3, CELL - 6, CELL - 6, css_class="home-frame", fill="none",
                     stroke=HOME_FRAME, stroke_width=2)
    rect(root, MARGIN, MARGIN, 8 * CELL, 8 * CELL, css_class="edge", fill="none", stroke=BLACK, stroke_width=1)
    for i, file in enumerate("abcdefgh"):
        text(root, MARGIN + (i + 0.5) * CELL, SIZE - MARGIN / 2 + 4, file, css_class="coordinate", size=11,
             anchor="middle")
    for rank in range(1, 9):
        text(root, MARGIN / 2, MARGIN + (8.5 - rank) * CELL + 4, str(rank), css_class="coordinate", size=11,
             anchor="middle")
    middle = MARGIN + 4 * CELL
    _arrow(root, MARGIN / 2, middle, 0, -1)           # up the a-file
    _arrow(root, middle, MARGIN / 2, 1, 0)            # along the 8th rank
    _arrow(root, SIZE - MARGIN / 2, middle, 0, 1)     # down the h-file
    _arrow(root, middle, SIZE - MARGIN / 2, -1, 0)    # back along the 1st rank
    stacks: dict[str, list[tuple[str, bool]]] = {}
    for seat, pieces in position.groups:
        for p in pieces:
            stacks.setdefault(SQUARE_NAMES[SQUARE_ID[seat][p]], []).append((CORNERS[seat], p == OLD))
    for name, stack in stacks.items():
        x, y = _origin(name)
        group = ET.SubElement(root, "g", {"class": "stack", "data-square": name, "data-count": str(len(stack))})
        radius = 13.0 if len(stack) == 1 else 7.5 if len(stack) <= 4 else 5.0
        for (corner, old), (dx, dy) in zip(stack, _LAYOUT[len(stack)], strict=True):
            _piece(group, corner, x + CELL / 2 + dx, y + CELL / 2 + dy, radius, old)
    return finish(root)
