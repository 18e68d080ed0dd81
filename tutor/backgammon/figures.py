"""Backgammon figures for pages (see :mod:`tutor.figures`).

- ``backgammon.board``: the board of a position.  Options: ``position`` (a Position
  ID; the starting position when absent), ``dice`` (a roll such as ``6-5``, drawn
  on the board) and ``play`` (a play of those dice: the board is drawn *after* it,
  still from the side that played, so the two boards of a page compare directly).
  Under ``:rules: variant=…`` the position may carry waiting checkers (``ID:m:o``),
  the default is the variant's start, and Russian backgammon's boards share one direction.

>>> from tutor.backgammon.figures import board
>>> from tutor.backgammon.rules import Rules
>>> after = board({"dice": "3-1", "play": "8/5 6/5"}, Rules(), "en")
>>> "<title>Backgammon board: light has 163 pips to go, dark 167</title>" in after
True
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.backgammon.board import START, Position
from tutor.backgammon.moves import play
from tutor.backgammon.notation import parse_roll
from tutor.backgammon.record import start_position
from tutor.backgammon.rules import Rules
from tutor.backgammon.svg import board_svg
from tutor.figures import FigureKind
from tutor.puzzles import option
from tutor.svg import SvgImage


def board(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    """The board of the figure's position, or of the game's start.

    >>> board({"position": "AAAAAAAAAAAAAA:15:15"}, Rules(variant="russian"), "en").count('class="waiting')
    30
    """
    if options.get("position"):
        position = Position.parse(options["position"], same_direction=rules.variant == "russian")
    else:
        position = START if rules.variant == "standard" else start_position(rules)
    dice = parse_roll(options["dice"]) if options.get("dice") else None
    if options.get("play"):
        roll = parse_roll(option(options, "dice"))
        return board_svg(play(position, roll, options["play"], rules).swapped(), language=language, size=420)
    return board_svg(position, dice=dice, language=language, size=420)


KINDS: dict[str, FigureKind] = {
    "backgammon.board": FigureKind(board, ("position", "dice", "play")),
}
