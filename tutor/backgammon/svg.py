"""Backgammon boards drawn from engine positions (no hand-drawn images).

The side on roll (``position.mover``) plays the light checkers from the bottom: its home board (points
1–6) is bottom right, its outer board bottom left, and it moves counter-clockwise
from its 24-point (top right) home.  The points carry the numbers of the side on
roll; the checkers on the bar sit on the middle bar, those borne off in the tray
on the right (in the variants, the checkers still to enter wait there, drawn
as small discs).  In Russian backgammon (``same_direction``) both sides number the
points alike, so the dark checkers on a point carry that point's own number.
The ``<title>`` describes the position in the reader's language; the
``<desc>`` holds its Position ID.

>>> from tutor.backgammon.board import START
>>> from tutor.backgammon.svg import board_svg
>>> svg = board_svg(START, language="ru")
>>> svg.count('class="checker mover'), svg.count('class="checker opponent'), "<desc>4HPwATDgc/ABMA</desc>" in svg
(15, 15, True)
>>> from tutor.backgammon.board import VARIANT_START
>>> board_svg(VARIANT_START).count('class="waiting')
30
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tutor.backgammon.board import Position
from tutor.backgammon.notation import BAR, format_roll
from tutor.i18n import N_, gettext, ngettext
from tutor.svg import SvgImage, circle, finish, interactive, place, rect, svg_root

POINT = 30          # width of a point
DEPTH = 130         # length of a point's triangle
RADIUS = 13
TOP, BOTTOM = 24, 324   # the playing surface, between the rows of numbers
LEFT = 10
BAR_X = LEFT + 6 * POINT          # the bar, one point wide
TRAY_X = BAR_X + 7 * POINT + 10   # the bear-off tray
WIDTH, HEIGHT = TRAY_X + 40, BOTTOM + 24
MAX_DRAWN = 5       # checkers drawn per point; more are shown by a number

FELT, DARK, LIGHT = "#2f5d3a", "#7a3b1d", "#e3cfa0"
MOVER, OPPONENT = "#f4f1ea", "#1d1d1b"

_TITLE = N_("Backgammon board: light has {mover} pips to go, dark {opponent}")
_TITLE_ROLL = N_("Backgammon board: light has {mover} pips to go, dark {opponent}; light rolled {roll}")
# the same board seen by dark (a play page's reader who plays dark): dark's checkers at the bottom
_TITLE_DARK = N_("Backgammon board: dark has {mover} pips to go, light {opponent}")
_TITLE_ROLL_DARK = N_("Backgammon board: dark has {mover} pips to go, light {opponent}; dark rolled {roll}")
_OFF = N_("off the board")
_EMPTY = N_("point {point}: empty")
_CUBE_MIDDLE = N_("{board}; the doubling cube is in the middle")
_OPENING = N_("{board}; the opening throw, one die each: light {light}, dark {dark}")
_LEGEND = {"light-home": N_("light's home board"), "light-outer": N_("light's outer board"),
           "dark-home": N_("dark's home board"), "dark-outer": N_("dark's outer board")}
_LEGEND_TITLE = N_("{board}; the arrows show each side's way round the board, to its home board")
BAND = 22           # the legend's band above and below the board
_CUBE_OWNED = {"mover": N_("{board}; the doubling cube is at {value}, owned by light"),
               "opponent": N_("{board}; the doubling cube is at {value}, owned by dark")}
_SIDES = ("light", "dark")


def _column(point: int) -> tuple[int, bool]:
    """Left x of the mover's ``point`` and whether it is in the bottom row."""
    if point <= 6:
        return BAR_X + POINT + (6 - point) * POINT, True
    if point <= 12:
        return LEFT + (12 - point) * POINT, True
    if point <= 18:
        return LEFT + (point - 13) * POINT, False
    return BAR_X + POINT + (point - 19) * POINT, False


def _text(parent: ET.Element, x: float, y: float, text: str, css_class: str, fill: str, size: int = 11) -> None:
    ET.SubElement(parent, "text", {
        "x": f"{x:g}", "y": f"{y:g}", "class": css_class, "fill": fill, "text-anchor": "middle",
        "font-size": str(size), "font-family": "sans-serif",
    }).text = text


def _stack(parent: ET.Element, x: float, base: float, step: float, count: int, side: str, at: str = "",
           dark: bool = False) -> None:
    """A point's checkers; ``at``: a puzzle's board, where each checker can move (see :func:`_places`).

    There every checker is drawn, closer together when more than ``MAX_DRAWN`` stand on
    the point (as the page stacks them when a checker arrives); elsewhere the fifth
    carries the count.  ``dark``: the side on roll plays the dark checkers (the board as dark sees it).
    """
    fill, ink = (MOVER, OPPONENT) if (side == "mover") != dark else (OPPONENT, MOVER)
    if at:
        gap = step * (MAX_DRAWN - 1) / (count - 1) if count > MAX_DRAWN else step
        for i in range(count):
            piece = circle(parent, x, base + gap * i, RADIUS, css_class=f"checker {side}", fill=fill,
                           stroke="#000000", stroke_width=1)
            piece.set("data-at", at)
        return
    for i in range(min(count, MAX_DRAWN)):
        circle(parent, x, base + step * i, RADIUS, css_class=f"checker {side}", fill=fill,
               stroke="#000000", stroke_width=1)
    if count > MAX_DRAWN:
        _text(parent, x, base + step * (MAX_DRAWN - 1) + 4, str(count), "count", ink)


def _stacking(x: float, base: float, step: float) -> str:
    """Where a place's checkers stand, for the page to stack one that arrives: first centre, offset, room, size."""
    return f"{x:g} {base:g} 0 {step:g} {MAX_DRAWN} {RADIUS}"


def board_svg(position: Position, *, dice: tuple[int, int] | None = None, language: str = "en",
              size: float | None = None, places: bool = False, cube: tuple[int, str] | None = None,
              legend: bool = False, steps: str = "", mover_colour: str = "light",
              opening: tuple[int, int] | None = None) -> SvgImage:
    """The whole board for ``position``; ``dice`` (if given) are shown in the side on roll's half.


    ``places``: a puzzle's board, whose points, bar and tray the learner can pick to
    move light's checkers (:func:`tutor.svg.place`); the places use the notation's names.

    >>> from tutor.backgammon.board import START
    >>> board = board_svg(START, places=True)
    >>> board.count('class="tutor-place"'), 'data-place="13" data-pieces="5"' in board
    (26, True)

    There every checker light can move, and each dark blot, is drawn with the place it
    stands on (``data-at``), and ``steps`` (:func:`tutor.backgammon.steps.steps_json`) is
    the engine's verdict on each step, so that the page moves the checkers as the learner
    makes the play and refuses a wrong step with its reason.

    ``cube``: the doubling cube as ``(value, owner)``, the owner ``'mover'``,
    ``'opponent'`` or ``''`` (in the middle).  It lies on the bar: in the middle,
    showing 64, until someone takes a double; then at the owner's edge, showing the stake.

    >>> owned = board_svg(START, cube=(2, "opponent"))
    >>> "owned by dark" in owned, owned.split('class="cube opponent"')[1].split("</text>")[0][-2:]
    (True, '>2')
    >>> board_svg(START, cube=(1, "")).split('class="cube middle"')[1].split("</text>")[0][-3:]
    '>64'

    ``legend``: a band above and below the board names the four quarters (each side's
    home and outer board), and two arrows in the middle show each side's way round:
    light's from its 24-point along the top and back along the bottom to its home
    board, dark's the other way.

    >>> key = board_svg(START, legend=True, language="zh_CN")
    >>> key.count('class="course '), key.count('class="legend"')
    (2, 4)

    ``mover_colour``: the colour of the side on roll, drawn at the bottom: ``'light'``, or
    ``'dark'`` for the board as dark sees it on a play page (its own checkers at the
    bottom, numbered from its home; the words name the colours as they are drawn).

    >>> seen_by_dark = board_svg(START, dice=(3, 1), mover_colour="dark", places=True)
    >>> "dark has 167 pips to go, light 167; dark rolled 3-1" in seen_by_dark
    True
    >>> 'data-place="13" data-pieces="5"' in seen_by_dark, 'data-name="point 13: 5 dark checkers"' in seen_by_dark
    (True, True)

    ``opening``: the opening throw that decides who plays first, ``(the bottom side's die, the top side's die)``,
    each die drawn in its side's colour in the left half of the board.

    >>> thrown = board_svg(START, opening=(2, 5))
    >>> thrown.count('class="die opening'), "the opening throw, one die each: light 2, dark 5" in thrown
    (2, True)
    >>> "light 5, dark 2" in board_svg(START, opening=(2, 5), mover_colour="dark")
    True
    """
    if mover_colour not in _SIDES or (legend and mover_colour != "light"):
        raise ValueError(f"the side on roll is 'light' or 'dark' (with a legend 'light'), not {mover_colour!r}")
    dark = mover_colour == "dark"
    pips = position.pip_counts()
    if dice is None:
        title = gettext(_TITLE_DARK if dark else _TITLE, language).format(mover=pips[0], opponent=pips[1])
    else:
        title = gettext(_TITLE_ROLL_DARK if dark else _TITLE_ROLL, language).format(
            mover=pips[0], opponent=pips[1], roll=format_roll(dice))
    if cube is not None:
        value, owner = cube
        if owner not in ("", *_CUBE_OWNED):
            raise ValueError(f"the cube's owner is 'mover', 'opponent' or '', not {owner!r}")
        if owner:
            owned = {"mover": "opponent", "opponent": "mover"}[owner] if dark else owner  # the words say colours
            title = gettext(_CUBE_OWNED[owned], language).format(board=title, value=value)
        else:
            title = gettext(_CUBE_MIDDLE, language).format(board=title)
    if opening is not None:
        light, dark_die = opening[::-1] if dark else opening
        title = gettext(_OPENING, language).format(board=title, light=light, dark=dark_die)
    if legend:
        title = gettext(_LEGEND_TITLE, language).format(board=title)
    band = BAND if legend else 0
    svg = svg_root(WIDTH, HEIGHT + 2 * band, css_class="backgammon-board", title=title, desc=position.position_id,
                   size=size)
    rect(svg, 0, 0, WIDTH, HEIGHT + 2 * band, css_class="frame", fill=DARK)
    root = ET.SubElement(svg, "g", {"transform": f"translate(0,{band})"}) if legend else svg
    rect(root, LEFT, TOP, 6 * POINT, BOTTOM - TOP, css_class="half", fill=FELT)
    rect(root, BAR_X + POINT, TOP, 6 * POINT, BOTTOM - TOP, css_class="half", fill=FELT)
    rect(root, TRAY_X, TOP, 30, BOTTOM - TOP, css_class="tray", fill=FELT)
    for point in range(1, 25):
        x, bottom = _column(point)
        tip = BOTTOM - DEPTH if bottom else TOP + DEPTH
        base = BOTTOM if bottom else TOP
        colour = LIGHT if point % 2 else "#b0563a"
        ET.SubElement(root, "polygon", {
            "points": f"{x},{base} {x + POINT},{base} {x + POINT / 2:g},{tip}",
            "class": f"point p{point}", "fill": colour,
        })
        _text(root, x + POINT / 2, HEIGHT - 8 if bottom else 16, str(point), "label", LIGHT)
        centre = x + POINT / 2
        first = base - RADIUS - 1 if bottom else base + RADIUS + 1
        step = -2 * RADIUS if bottom else 2 * RADIUS
        blot = places and position.opponent_point(point) == 1
        _stack(root, centre, first, step, position.mover_point(point), "mover", str(point) if places else "",
               dark)
        _stack(root, centre, first, step, position.opponent_point(point), "opponent", f"o{point}" if blot else "",
               dark)
    middle = (TOP + BOTTOM) / 2
    _stack(root, BAR_X + POINT / 2, middle + 2 * RADIUS, 2 * RADIUS, position.mover_point(BAR), "mover",
           "bar" if places else "", dark)
    _stack(root, BAR_X + POINT / 2, middle - 2 * RADIUS, -2 * RADIUS, position.opponent_point(BAR), "opponent",
           "obar" if places else "", dark)
    mine, theirs = (OPPONENT, MOVER) if dark else (MOVER, OPPONENT)  # the fills of the bottom and top sides
    off_mover, off_opponent = position.borne_off()
    # a dark checker borne off has a light edge, to show on the felt
    mine_edge, theirs_edge = (MOVER, None) if dark else (None, MOVER)
    for i in range(off_mover):
        rect(root, TRAY_X + 3, BOTTOM - 8 - 9 * i, 24, 7, css_class="off mover", fill=mine, stroke=mine_edge,
             stroke_width=0.5 if dark else None)
    for i in range(off_opponent):
        rect(root, TRAY_X + 3, TOP + 1 + 9 * i, 24, 7, css_class="off opponent", fill=theirs, stroke=theirs_edge,
             stroke_width=None if dark else 0.5)
    # the variants: checkers still to enter wait in the tray (a side never has both these and borne-off ones)
    for i in range(position.mover_waiting):
        waiting = circle(root, TRAY_X + 15, BOTTOM - 9 - 9 * i, 6, css_class="waiting mover", fill=mine,
                         stroke="#000000" if not dark else MOVER, stroke_width=1)
        if places:
            waiting.set("data-at", "bar")
    for i in range(position.opponent_waiting):
        circle(root, TRAY_X + 15, TOP + 9 + 9 * i, 6, css_class="waiting opponent", fill=theirs,
               stroke=mine if not dark else "#000000", stroke_width=1)
    if legend:
        _legend(root, language)
    if cube is not None:
        _cube(root, *cube)
    if places:
        _places(root, position, language, dark)
        interactive(svg, title)
        if steps:
            svg.set("data-play-steps", steps)
    if opening is not None:
        # each side's die in its own colour, in the left half: the top side's on the left, the bottom side's right
        for i, (die, side, fill, ink) in enumerate(((opening[1], "opponent", theirs, mine),
                                                    (opening[0], "mover", mine, theirs))):
            x = LEFT + 3 * POINT - 34 + 40 * i
            rect(root, x, middle - 14, 28, 28, css_class=f"die opening {side}", rx=4, fill=fill, stroke="#000000",
                 stroke_width=1)
            _text(root, x + 14, middle + 5, str(die), "pips", ink)
    if dice is not None:
        for i, die in enumerate(dice):
            x = BAR_X + POINT + 60 + 40 * i
            rect(root, x, middle - 14, 28, 28, css_class="die", rx=4, fill=MOVER, stroke="#000000",
                 stroke_width=1)
            _text(root, x + 14, middle + 5, str(die), "pips", OPPONENT)
    return finish(svg)


def _legend(root: ET.Element, language: str) -> None:
    """The quarters' names in the bands outside the board, and each side's course in the middle."""
    words = {key: gettext(text, language) for key, text in _LEGEND.items()}
    for key, x, y in (("dark-outer", LEFT + 3 * POINT, -6), ("dark-home", BAR_X + 4 * POINT, -6),
                      ("light-outer", LEFT + 3 * POINT, HEIGHT + 16), ("light-home", BAR_X + 4 * POINT, HEIGHT + 16)):
        _text(root, x, y, words[key], "legend", LIGHT, size=12)
    right, left = BAR_X + 7 * POINT - 6, LEFT + 8
    middle = (TOP + BOTTOM) / 2
    # light: from the top right, along the top to the left, down, and along the bottom to its home board
    # dark: the same way back, from the bottom right to its home board at the top right
    for side, colour, lane, turn in (("mover", MOVER, 15, left), ("opponent", OPPONENT, 5, left + 12)):
        top, bottom = middle - lane, middle + lane
        ET.SubElement(root, "polyline", {
            "points": f"{right},{top} {turn},{top} {turn},{bottom} {right},{bottom}", "class": f"course {side}",
            "fill": "none", "stroke": colour, "stroke-width": "2.5",
        })
        end = bottom if side == "mover" else top
        ET.SubElement(root, "polygon", {
            "points": f"{right + 9},{end} {right},{end - 5} {right},{end + 5}", "class": f"course-head {side}",
            "fill": colour,
        })


def _cube(root: ET.Element, value: int, owner: str) -> None:
    """The doubling cube on the bar, between the two sides' hit checkers or at its owner's edge."""
    side = 24
    y = {"": (TOP + BOTTOM - side) / 2, "opponent": TOP + 2, "mover": BOTTOM - side - 2}[owner]
    x = BAR_X + (POINT - side) / 2
    rect(root, x, y, side, side, css_class=f"cube {owner or 'middle'}", rx=3, fill=MOVER, stroke="#000000",
         stroke_width=1.5)
    _text(root, x + side / 2, y + side / 2 + 4, str(value if owner else 64), "pips", OPPONENT)


def _places(root: ET.Element, position: Position, language: str, dark: bool = False) -> None:
    """The places of a puzzle's (or a play page's) board: each point's whole half column, the bar, and the tray.

    Each carries its name in words (``data-name``, the same as its ``aria-label``): the
    point and the checkers on it, in their colours.
    """
    middle = (TOP + BOTTOM) / 2
    for point in range(1, 25):
        x, bottom = _column(point)
        count = position.mover_point(point)
        label = _point_words(point, count, position.opponent_point(point), dark, language)
        spot = place(root, x, middle if bottom else TOP, POINT, (BOTTOM - TOP) / 2, name=str(point),
                     label=label, pieces=count, capture=position.opponent_point(point) == 1)
        spot.set("data-name", label)
        first = BOTTOM - RADIUS - 1 if bottom else TOP + RADIUS + 1
        spot.set("data-stack", _stacking(x + POINT / 2, first, -2 * RADIUS if bottom else 2 * RADIUS))
    # checkers waiting off the board (the variants) enter like those on the bar, from the bar or the tray
    entering = position.mover_point(BAR) + position.mover_waiting
    if dark:
        bar_label = ngettext("the bar: {count} dark checker to enter", "the bar: {count} dark checkers to enter",
                             entering, language).format(count=entering)
    else:
        bar_label = ngettext("the bar: {count} light checker to enter", "the bar: {count} light checkers to enter",
                             entering, language).format(count=entering)
    place(root, BAR_X, TOP, POINT, BOTTOM - TOP, name="bar", label=bar_label, pieces=entering).set(
        "data-name", bar_label)
    if position.mover_waiting:
        place(root, TRAY_X, TOP, 30, BOTTOM - TOP, name="bar", label=bar_label, pieces=entering).set(
            "data-name", bar_label)
    else:
        # a checker borne off lies in the tray, above those already off
        tray = place(root, TRAY_X, TOP, 30, BOTTOM - TOP, name="off", label=gettext(_OFF, language))
        tray.set("data-name", gettext(_OFF, language))
        tray.set("data-stack", f"{TRAY_X + 15} {BOTTOM - 14 - 9 * position.borne_off()[0]} 0 -9 15 {RADIUS}")
    # where a hit checker goes: dark's side of the bar
    hit = ET.SubElement(root, "g", {"data-stack": _stacking(BAR_X + POINT / 2, middle - 2 * RADIUS, -2 * RADIUS),
                                    "data-stack-name": "obar"})
    hit.set("aria-hidden", "true")


def _point_words(point: int, mine: int, theirs: int, dark: bool, language: str) -> str:
    """A point in words: its number and the checkers on it, in their colour (the side on roll's is ``dark``?).

    >>> _point_words(6, 0, 2, False, "en"), _point_words(6, 5, 0, True, "en"), _point_words(7, 0, 0, False, "en")
    ('point 6: 2 dark checkers', 'point 6: 5 dark checkers', 'point 7: empty')
    """
    if not mine and not theirs:
        return gettext(_EMPTY, language).format(point=point)
    count = mine or theirs
    if (mine > 0) == dark:  # the checkers there are dark
        return ngettext("point {point}: {count} dark checker", "point {point}: {count} dark checkers", count,
                        language).format(point=point, count=count)
    return ngettext("point {point}: {count} light checker", "point {point}: {count} light checkers", count,
                    language).format(point=point, count=count)
