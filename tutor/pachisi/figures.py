"""Pachisi figures for pages (see :mod:`tutor.figures`).

- ``pachisi.board`` (option ``position``, in the notation of :mod:`tutor.pachisi.notation`;
  ``legend: yes`` adds the key under the board): the chessboard with the track, the homes,
  the yards and the pieces.

:data:`FIGURE_2` is the source's lost Figure 2, reconstructed from its four scenarios (eight throws)
(spec §2; the reasoning is on the page ``content/pachisi/figure-2.md``).

>>> from tutor.pachisi.figures import FIGURE_2, board
>>> from tutor.pachisi.rules import Rules
>>> drawing = board({"position": FIGURE_2}, Rules(), "zh_CN")
>>> drawing.count('class="piece '), "<desc>" + FIGURE_2 + "</desc>" in drawing
(13, True)
>>> "白圆的家：A1" in board({"position": "A1:", "legend": "yes"}, Rules(), "zh_CN")
True
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.errors import TutorError
from tutor.figures import Figure
from tutor.makers import Maker
from tutor.pachisi.notation import parse_position
from tutor.pachisi.rules import Rules
from tutor.pachisi.svg import board_svg
from tutor.puzzles import option
from tutor.svg import SvgImage

FIGURE_2 = "A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"


def board(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    legend = options.get("legend", "no").strip()
    if legend not in ("yes", "no"):
        raise TutorError("tutor.bad-option", option="legend", value=legend, choices="yes, no")
    return board_svg(parse_position(option(options, "position"), rules), language=language, size=360,
                     legend=legend == "yes")


KINDS: dict[str, Maker[Figure]] = {
    "pachisi.board": Maker(board, ("position", "legend")),
}
