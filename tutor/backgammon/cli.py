"""Backgammon's commands: ``tutor backgammon moves|draw --position PID …``.

>>> from tutor.backgammon.rules import Rules
>>> answer = moves({"position": "4HPwATDgc/ABMA", "dice": "6-5"}, Rules(), "en")
>>> answer.data
{'plays': ['13/2', '13/7 8/3', '13/8 13/7', '24/13', '24/18 13/8', '24/18 8/3', '8/3 8/2'], 'count': 7}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.backgammon.board import Position
from tutor.backgammon.moves import legal_plays
from tutor.backgammon.notation import parse_roll
from tutor.backgammon.rules import Rules
from tutor.backgammon.svg import board_svg
from tutor.game import Answer, Argument, Command
from tutor.i18n import N_

_POSITION = Argument("position", N_("the position, as a gnubg Position ID like 4HPwATDgc/ABMA"),
                     kind="option", metavar="ID", required=True)


def moves(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    plays = [p.notation for p in legal_plays(Position.parse(args["position"]), args["dice"], rules)]
    return Answer("\n".join(plays), {"plays": plays, "count": len(plays)})


def draw(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    dice = parse_roll(args["dice"]) if args.get("dice") else None
    drawing = board_svg(Position.parse(args["position"]), dice=dice, language=language)
    return Answer(str(drawing), {"svg": str(drawing)})


COMMANDS = (
    Command("moves", N_("list every legal play of a roll, one per resulting position"), moves,
            (_POSITION, Argument("dice", N_("the roll, like 6-5"), kind="option", metavar="ROLL", required=True))),
    Command("draw", N_("draw the board of a position as SVG"), draw,
            (_POSITION, Argument("dice", N_("a roll to show on the board, like 6-5"), kind="option",
                                       metavar="ROLL"))),
)
