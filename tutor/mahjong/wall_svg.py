"""A drawing of the wall seen from above (the page "the wall and the deal" and the replay).

The four walls of 18 stacks make a square: East's wall at the bottom, South's on
the right (South sits on East's right), West's at the top, North's on the left.
The stack East took out is an empty dashed outline; the two loose tiles lie on the
head of the wall, on the right of the gap, framed in gold; an arrow shows where
the tiles are drawn, from the end of the wall.  After the deal, the stacks drawn
are empty outlines and a stack with one tile left is drawn lighter.

>>> from tutor.mahjong.wall import break_wall, build_wall
>>> svg = wall_svg(break_wall(build_wall(8), (3, 4)), language="en")
>>> svg.count('class="stack tutor-outline"'), svg.count('class="stack gap tutor-outline"'), svg.count('class="loose"')
(71, 1, 2)
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

from tutor.i18n import N_, gettext
from tutor.mahjong.wall import STACKS_PER_WALL, BrokenWall
from tutor.svg import SvgImage, arrow, circle, finish, rect, svg_root, text

S, D = 16.0, 12.0  # a stack's length along the wall and its depth
L = STACKS_PER_WALL * S
M = 46.0  # margin for the labels
X0, Y0 = M + D, M + D
IVORY, BACK, EDGE, GOLD = "#f7f3e8", "#3f7f6e", "#5b5346", "#e0a800"
_TITLE = N_("The wall seen from above after East's dice {dice}: the gap is stack {gap} of East's wall, counted "
            "from its right-hand end; {remaining} tiles are left")
_TITLE_SIDE = N_("The wall seen from above after East's dice {dice}: counted round the table from East, they "
                 "reach {side}'s wall, and the gap is its stack {gap}, counted from its right-hand end; {remaining} "
                 "tiles are left")
_HEAD = N_("head: loose tiles")
_END = N_("end: the tiles are drawn from here")


def _place(index: int) -> tuple[float, float, float, float]:
    """The rectangle (x, y, w, h) of stack ``index`` (0–17 East's wall from its right-hand end …)."""
    side, k = divmod(index, STACKS_PER_WALL)
    if side == 0:  # East, bottom, right to left
        return X0 + L - (k + 1) * S, Y0 + L, S, D
    if side == 1:  # North, left, bottom to top
        return X0 - D, Y0 + L - (k + 1) * S, D, S
    if side == 2:  # West, top, left to right
        return X0 + k * S, Y0 - D, S, D
    return X0 + L, Y0 + k * S, D, S  # South, right, top to bottom


def _states(wall: BrokenWall) -> dict[int, str]:
    """What is left of each stack: full, half (one tile), empty, or the gap."""
    used_loose = wall.loose_taken
    refills = max(0, math.ceil((used_loose - 2) / 2)) if used_loose > 2 else 0
    back = 2 * refills
    front = 142 - len(wall.tiles) - back
    gap = wall.position  # 0-based index of the stack taken out
    states = {gap: "gap"}
    for j in range(71):  # stacks after the gap, round the square to the head
        index = (gap + 1 + j) % 72
        first, last = 2 * j, 2 * j + 1  # their positions in the draw order
        taken_front = (first < front) + (last < front)
        taken_back = (first >= 142 - back) + (last >= 142 - back)
        left = 2 - taken_front - taken_back
        states[index] = {2: "full", 1: "half", 0: "empty"}[left]
    return states


def wall_svg(wall: BrokenWall, *, language: str = "en", size: float | None = None) -> SvgImage:
    """The broken wall ``wall`` (as broken, or as left after the deal or later draws)."""
    width, height = L + 2 * D + 2 * M, L + 2 * D + 2 * M + 20
    template = _TITLE if wall.side == "E" else _TITLE_SIDE  # (a literal inside gettext() would be extracted)
    title = gettext(template, language).format(
        dice=f"{wall.dice[0]} + {wall.dice[1]}", gap=wall.gap, side=wall.side, remaining=wall.remaining)
    root = svg_root(width, height, css_class="mahjong-wall", title=title,
                    desc=f"dice={wall.dice[0]}+{wall.dice[1]} gap={wall.gap} remaining={wall.remaining}", size=size)
    states = _states(wall)
    for index in range(72):
        x, y, w, h = _place(index)
        state = states[index]
        if state == "gap":
            ET.SubElement(root, "rect", {"x": f"{x + 1:g}", "y": f"{y + 1:g}", "width": f"{w - 2:g}",
                                         "height": f"{h - 2:g}", "class": "stack gap tutor-outline", "fill": "none",
                                         "stroke": EDGE, "stroke-width": "1", "stroke-dasharray": "2 2"})
            continue
        fill = {"full": BACK, "half": "#9cc3b8", "empty": "none"}[state]
        rect(root, x + 0.5, y + 0.5, w - 1, h - 1, css_class="stack tutor-outline", rx=1.5, fill=fill, stroke=EDGE,
             stroke_width=0.8)
    head = [(wall.position - 1 - i) % 72 for i in range(len(wall.loose))]  # on the right of the gap
    for index in head:
        x, y, w, h = _place(index)
        circle(root, x + w / 2, y + h / 2, 3.6, css_class="loose", fill=IVORY, stroke=GOLD, stroke_width=2)
    if wall.side == "E":  # the labels and the arrow fit below East's wall only; the title says the rest
        gx, _, _, _ = _place(wall.position)
        below = Y0 + L + D + 14
        arrow(root, gx, below, gx - 4 * S, below, css_class="draw-direction", stroke_width=1.5, head=7)
        middle = min(max(gx - 2 * S, 100.0), width - 100.0)
        text(root, middle, below + 16, gettext(_END, language), css_class="label", size=10, anchor="middle")
        head_x = min(gx + S + 4, width - 100.0)
        text(root, head_x, below + 4, gettext(_HEAD, language), css_class="label", size=10)
    centre = X0 + L / 2
    for seat, (x, y) in {"E": (centre, Y0 + L + D + 56), "S": (X0 + L + D + 16, Y0 + L / 2 + 4),
                         "W": (centre, Y0 - D - 14), "N": (X0 - D - 16, Y0 + L / 2 + 4)}.items():
        text(root, x, y, seat, css_class="seat", size=13, anchor="middle", weight="bold")
    return finish(root)
