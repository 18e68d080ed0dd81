"""Drawings of Pachisi positions on the chessboard, generated from the engine.

The board is drawn as the source describes it: the 28 edge squares are the track
(arrows show the clockwise direction), each corner is a player's home, with a
double frame, and the three squares on the diagonal from it are his yard.  The
pieces keep the colours of the source's Figure 2: white circles (home A1), black
diamonds (A8), white diamonds (H8) and black circles (H1).  An old piece, back on
its home after a full lap, has a ring inside.  The ``<title>`` describes the
position in the reader's language; the ``<desc>`` holds its notation.  Each home is
labelled by its owner's piece, drawn small in the margin beside the corner, and
``legend=True`` adds a key under the board: whose home is which corner, the old
piece's ring, the barrier and the yard, in the reader's language.

>>> from tutor.pachisi.notation import Position
>>> from tutor.pachisi.svg import board_svg
>>> svg = board_svg(Position.parse("A1:A1,A1,H2 H1:E1"), language="ru")
>>> svg.count('class="piece '), svg.count('class="square track'), svg.count('class="square yard')
(4, 28, 12)
>>> "<desc>A1:A1,A1,H2 H1:E1</desc>" in svg, "белые кружки (A1): 3 на доске, 1 вне доски" in svg
(True, True)
>>> svg.count('class="home-owner '), "дом A8" in board_svg(Position.parse("A1:"), language="ru", legend=True)
(4, True)

A puzzle's board (``mover``) has a place for every square on the mover's path and one
for his pieces off the board, named as the notation names them (``off`` for entering);
``steps`` gives a place the engine's verdict on each step from it (see
:func:`tutor.pachisi.puzzles.board_steps`).

>>> board = board_svg(Position.parse("A1:A1,A1,H2 H1:E1"), mover="A1")
>>> board.count('class="tutor-place"'), 'data-place="A1" data-pieces="2"' in board, 'data-place="off" data-pieces="1"' in board
(32, True, True)

There the page moves the pieces as the learner makes a move: each piece says which place it
stands on (``data-at``) and whether it is new or old (``data-piece``), and each place how pieces
stack on it (``data-stack``).

>>> board.count('data-at="A1"'), board.count('data-at="off"'), board.count('data-at="H2"'), board.count("data-stack=")
(2, 1, 1, 35)
>>> home = board_svg(Position.parse("A1:A1,A1*"), mover="A1")  # a new and an old piece on A1, two off the board
>>> home.count('data-piece="new"'), home.count('data-piece="old"')
(3, 1)
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Collection, Mapping

from tutor.i18n import COMMA, N_, gettext, ngettext, normalize_language
from tutor.pachisi.board import CORNERS, OLD, SQUARE_ID, SQUARE_NAMES, TRACK, YARDS, path
from tutor.pachisi.notation import Position, format_position
from tutor.pachisi.words import PIECES, player_name
from tutor.svg import SvgImage, circle, finish, interactive, place, polygon, rect, svg_root, text

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
    "A1": (PIECES["A1"], WHITE, "circle"),
    "A8": (PIECES["A8"], BLACK, "diamond"),
    "H8": (PIECES["H8"], WHITE, "diamond"),
    "H1": (PIECES["H1"], BLACK, "circle"),
}
_PLAYER_LINE = N_("{pieces} ({corner}): {on} on the board, {off} off the board")
_TITLE = N_("Pachisi on a chessboard: {players}")
_EMPTY = N_("no players left")
_HOME = N_("{pieces}: home {corner}")
_OLD_KEY = N_("old piece, back home after a lap")
_BARRIER_KEY = N_("2 to 4 of one player: a barrier")
_FRAME_KEY = N_("framed corner: a home")
_YARD_KEY = N_("green: a yard")
_OFF = N_("off the board")
_OFF_PLACE = N_("{pieces} off the board: {count}")
#: a square in words, as the play page's board names it (``data-name``): empty, or with what stands there
_SQUARE = N_("square {square}")
_SQUARE_HOLDING = N_("square {square}: {pieces}")
#: the width of a puzzle's or a replay's board: a phone's whole line (390 px less the puzzle's padding)
BOARD_SIZE = 370.0
LEGEND_ROW = 21.0
OFF_STRIP = 48.0
#: a puzzle's board draws every piece the page may move at one size, stacked in a row across its square
MOVING = 10.0
STACK_FIRST, STACK_STEP = (-4.5, 0.0), (9.0, 0.0)
#: the strip under a puzzle's board: the mover's pieces off the board from the right, an eaten piece left of them
OFF_X, OFF_DX, EATEN_X = SIZE - MARGIN - 20, -30.0, 150.0

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


def _origin(name: str) -> tuple[float, float]:
    file, rank = "ABCDEFGH".index(name[0]), int(name[1])
    return MARGIN + file * CELL, MARGIN + (8 - rank) * CELL


def _piece(parent: ET.Element, corner: str, x: float, y: float, r: float, old: bool, css: str = "",
           at: str = "") -> None:
    """A player's piece centred on (x, y); ``at``: on a puzzle's board, the place it stands on, for the page
    to move it (its shape and its ring, in one group: ``data-at`` and its centre, ``data-xy``), and whether it
    is new or old (``data-piece``: a step from a home holding both names the one it moves)."""
    _, colour, shape = PLAYERS[corner]
    edge = BLACK if colour == WHITE else WHITE
    css = css or f"piece {corner.lower()}{' old' if old else ''}"
    if at:
        parent = ET.SubElement(parent, "g", {"class": "moving", "data-at": at, "data-xy": f"{x:g} {y:g}",
                                             "data-piece": piece_kind(old)})
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


def board_svg(position: Position, *, language: str = "en", size: float | None = None, legend: bool = False,
              mover: str | None = None, steps: Mapping[str, str] | None = None,
              captures: Collection[str] = (), names: bool = False) -> SvgImage:
    """The board with the track, the homes, the yards and the pieces of ``position``.

    ``legend``: a key under the board.  ``mover``: a puzzle's board, with places to move
    his pieces; ``steps``: per place, the ``data-steps`` the page's script reads; ``captures``: the
    squares where a piece arriving eats; ``names``: each place also says in words what it is and
    what stands on it (``data-name``, the play page's board:
    :meth:`~tutor.pachisi.presentation.PachisiPresentation.board`).
    """
    written = format_position(position)
    lines = [gettext(_PLAYER_LINE, language).format(pieces=player_name(c, language), corner=c,
                                                    on=len(position.pieces(c)), off=position.off(c))
             for c in position.players]
    title = gettext(_TITLE, language).format(players="; ".join(lines) or gettext(_EMPTY, language))
    height = SIZE + (5 * LEGEND_ROW + 8 if legend else 0) + (OFF_STRIP if mover else 0)
    root = svg_root(SIZE, height, css_class="pachisi-board", title=title, desc=written, size=size)
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
    for corner in CORNERS:  # each home labelled by its owner's piece, in the margin beside the corner
        x, y = _origin(corner)
        mx = MARGIN / 2 if corner[0] == "A" else SIZE - MARGIN / 2
        my = SIZE - MARGIN / 2 if corner[1] == "1" else MARGIN / 2
        _badge(root, mx, my, 8)  # a light ground, so that black pieces show in the dark scheme too
        _piece(root, corner, mx, my, 5.5, False, css=f"home-owner {corner.lower()}")
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
    # on a puzzle's board the mover's pieces are drawn last on their square: the page moves a square's top piece
    seats = sorted(position.groups, key=lambda g: CORNERS[g[0]] == mover)
    for seat, pieces in seats:
        for p in pieces:
            stacks.setdefault(SQUARE_NAMES[SQUARE_ID[seat][p]], []).append((CORNERS[seat], p == OLD))
    movable = set(path(mover)) if mover is not None else set()
    for name, stack in stacks.items():
        x, y = _origin(name)
        group = ET.SubElement(root, "g", {"class": "stack", "data-square": name, "data-count": str(len(stack))})
        if name in movable:  # drawn as the page stacks a piece that arrives (see _stacking)
            for i, (corner, old) in enumerate(stack):
                _piece(group, corner, *_stacked(name, i, len(stack)), MOVING, old, at=name)
            continue
        radius = 13.0 if len(stack) == 1 else 7.5 if len(stack) <= 4 else 5.0
        for (corner, old), (dx, dy) in zip(stack, _LAYOUT[len(stack)], strict=True):
            _piece(group, corner, x + CELL / 2 + dx, y + CELL / 2 + dy, radius, old, at=name if mover else "")
    bottom = SIZE
    if mover is not None:
        _places(root, position, mover, language, steps or {}, set(captures), names)
        interactive(root, title)
        root.set("data-turn-steps", "1")  # a turn is one action: a new move on the board replaces the last
        bottom += OFF_STRIP
    if legend:
        _legend(root, bottom, language)
    return finish(root)


def _places(root: ET.Element, position: Position, mover: str, language: str, steps: Mapping[str, str],
            captures: set[str], names: bool = False) -> None:
    """The places of a puzzle's board: every square on ``mover``'s path, and his pieces off the board."""
    pieces = player_name(mover, language)
    mine: dict[str, int] = {}
    for name in (SQUARE_NAMES[SQUARE_ID[CORNERS.index(mover)][p]] for p in position.pieces(mover)):
        mine[name] = mine.get(name, 0) + 1
    named = square_names(position, language) if names else {}
    for name in dict.fromkeys(path(mover)):
        x, y = _origin(name)
        count = mine.get(name, 0)
        label = ngettext("{square}: {count} piece of {pieces}", "{square}: {count} pieces of {pieces}", count,
                         language).format(square=name, count=count, pieces=pieces)
        element = place(root, x, y, CELL, CELL, name=name, label=label, pieces=count, capture=name in captures)
        element.set("data-stack", _stacking(name))
        if names:
            element.set("data-name", named[name])
        if name in steps:
            element.set("data-steps", steps[name])
    off = position.off(mover)
    y = SIZE + 4
    text(root, MARGIN + 4, y + 24, gettext(_OFF, language), css_class="off-label", size=12)
    for i in range(off):
        _piece(root, mover, OFF_X + OFF_DX * i, y + 20, MOVING, False, at="off")
    # where an eaten piece goes: off the board, in the strip, left of the mover's own
    for corner in CORNERS:
        if corner != mover:
            ET.SubElement(root, "g", {"data-stack": f"{EATEN_X:g} {y + 20:g} {OFF_DX:g} 0 3",
                                      "data-stack-name": eaten_place(corner), "aria-hidden": "true"})
    element = place(root, MARGIN, y, 8 * CELL, OFF_STRIP - 8, name="off", pieces=off,
                    label=gettext(_OFF_PLACE, language).format(pieces=pieces, count=off))
    element.set("data-name", element.get("aria-label", "") if names else gettext(_OFF, language))
    element.set("data-stack", f"{OFF_X:g} {y + 20:g} {OFF_DX:g} 0 4")
    if "off" in steps:
        element.set("data-steps", steps["off"])


def square_names(position: Position, language: str) -> dict[str, str]:
    """Every square of the track and the yards in words, with the pieces on it, player by player
    (an old piece said apart): what a reader who cannot see the board hears.

    >>> names = square_names(Position.parse("A1:A1,A1* A8:A4,A4"), "en")
    >>> names["A1"], names["A4"], names["A5"]
    ('square A1: 1 piece of white circles, 1 old piece of white circles', 'square A4: 2 pieces of black diamonds', 'square A5')
    >>> square_names(Position.parse("A1:A1,A1* A8:A4,A4"), "ru")["A4"]
    'поле A4: 2 шашки (чёрные ромбы)'
    """
    counts: dict[str, dict[tuple[str, bool], int]] = {}
    for seat, progresses in position.groups:
        for p in progresses:
            here = counts.setdefault(SQUARE_NAMES[SQUARE_ID[seat][p]], {})
            key = (CORNERS[seat], p == OLD)
            here[key] = here.get(key, 0) + 1
    comma = COMMA[normalize_language(language)]
    words = {}
    for name in SQUARE_NAMES:
        held = [_held(count, corner, old, language) for (corner, old), count in
                sorted(counts.get(name, {}).items(), key=lambda held: (CORNERS.index(held[0][0]), held[0][1]))]
        words[name] = (gettext(_SQUARE_HOLDING, language).format(square=name, pieces=comma.join(held)) if held
                       else gettext(_SQUARE, language).format(square=name))
    return words


def _held(count: int, corner: str, old: bool, language: str) -> str:
    pieces = player_name(corner, language)
    if old:
        return ngettext("{count} old piece of {pieces}", "{count} old pieces of {pieces}", count,
                        language).format(count=count, pieces=pieces)
    return ngettext("{count} piece of {pieces}", "{count} pieces of {pieces}", count, language).format(
        count=count, pieces=pieces)


def piece_kind(old: bool) -> str:
    """What a puzzle board's piece says it is (``data-piece``), and what a step that moves it names."""
    return "old" if old else "new"


def eaten_place(corner: str) -> str:
    """The name of the place in a puzzle board's strip where an eaten piece of ``corner`` goes."""
    return f"off-{corner}"


def _stacking(name: str) -> str:
    """How the page stacks a square's pieces (``data-stack``: first centre, offset, how many fit at that offset).

    In a row across the square: one piece near the middle, two side by side overlapping a little (the
    notches between them show how many even of one colour), three or four closer together.
    """
    x, y = _origin(name)
    return f"{x + CELL / 2 + STACK_FIRST[0]:g} {y + CELL / 2 + STACK_FIRST[1]:g} {STACK_STEP[0]:g} {STACK_STEP[1]:g} 2"


def _stacked(name: str, i: int, count: int) -> tuple[float, float]:
    """The centre of the ``i``-th of ``count`` pieces on a square, as tutor-puzzle.js stacks them."""
    x, y, dx, dy, room = (float(v) for v in _stacking(name).split())
    k = (room - 1) / (count - 1) if count > room else 1.0
    return x + i * dx * k, y + i * dy * k


def _badge(root: ET.Element, x: float, y: float, half: float) -> None:
    """A light square under a piece drawn off the board (a home's label, the legend)."""
    rect(root, x - half, y - half, 2 * half, 2 * half, css_class="badge", rx=3, fill=LIGHT)


def _legend(root: ET.Element, top: float, language: str) -> None:
    """The key: each player's pieces and home, the old piece's ring, the barrier, the home frame, the yard."""
    half = 8 * CELL / 2
    rows: list[list[tuple[str, str]]] = [[("A1", ""), ("A8", "")], [("H8", ""), ("H1", "")], [("old", _OLD_KEY)],
                                         [("barrier", _BARRIER_KEY)], [("frame", _FRAME_KEY), ("yard", _YARD_KEY)]]
    for r, row in enumerate(rows):
        y = top + 4 + (r + 0.5) * LEGEND_ROW
        for c, (what, words) in enumerate(row):
            x = MARGIN + c * (half + 6) + 9
            if what in ("A1", "A8", "H8", "H1", "old", "barrier"):
                _badge(root, x, y, 9.5)
            if what in CORNERS:
                _piece(root, what, x, y, 6.5, False, css=f"legend {what.lower()}")
                words = gettext(_HOME, language).format(pieces=player_name(what, language), corner=what)
            elif what == "old":
                _piece(root, "A1", x, y, 6.5, True, css="legend old")
                words = gettext(words, language)
            elif what == "frame":
                rect(root, x - 8, y - 8, 16, 16, css_class="legend home", fill=LIGHT)
                rect(root, x - 6, y - 6, 12, 12, css_class="legend home-frame", fill="none", stroke=HOME_FRAME,
                     stroke_width=2)
                words = gettext(words, language)
            elif what == "yard":
                rect(root, x - 8, y - 8, 16, 16, css_class="legend yard", fill=YARD)
                words = gettext(words, language)
            else:
                _piece(root, "H1", x - 4, y, 5, False, css="legend barrier")
                _piece(root, "H1", x + 4, y, 5, False, css="legend barrier")
                words = gettext(words, language)
            text(root, x + 14, y + 4, words, css_class="legend-text", size=11.5)
