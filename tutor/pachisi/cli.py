"""Pachisi's commands: ``tutor pachisi moves|draw --position POS …`` (the ``tutor`` command builds the parser).

>>> from tutor.pachisi.rules import Rules
>>> fig2 = "A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"
>>> answer = moves({"position": fig2, "player": "A8", "roll": "6"}, Rules(), "en")
>>> print(answer.text)
enter A8, A8-G8x, H4-E1x
>>> answer.data["moves"][1]
{'from': 'A8', 'to': 'G8', 'eats': 'H8'}
>>> print(moves({"position": fig2, "player": "H1", "roll": "3"}, Rules(), "ru").text)
ходов нет: бросок пропадает
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.game import Answer, Argument, Command
from tutor.i18n import N_, gettext
from tutor.notation import Scanner
from tutor.pachisi.moves import legal_moves
from tutor.pachisi.notation import parse_position
from tutor.pachisi.rules import Rules
from tutor.pachisi.svg import board_svg

_NO_MOVE = N_("no legal move: the throw is lost")


def read_roll(text: str) -> int:
    """A throw of the die, 1 to 6, as typed."""
    scan = Scanner(text, "pachisi.roll")
    roll = scan.digit(1, 6)
    scan.finish()
    return roll


def moves(args: Mapping[str, str], rules: Rules, language: str) -> Answer:
    found = legal_moves(parse_position(args["position"], rules), args["player"].upper(), read_roll(args["roll"]), rules)
    text = ", ".join(map(str, found)) or gettext(_NO_MOVE, language)
    return Answer(text, {"moves": [m.to_json() for m in found]})


def draw(args: Mapping[str, str], rules: Rules, language: str) -> Answer:
    drawing = board_svg(parse_position(args["position"], rules), language=language)
    return Answer(str(drawing), {"svg": str(drawing)})


_POSITION = Argument("position", N_("a position, like 'A1:A1,A1,H2 A8:A8,H4,B7'"), kind="option", required=True)

COMMANDS = (
    Command("moves", N_("the legal moves of PLAYER for one throw of the die"), moves,
            (_POSITION, Argument("player", N_("the player to move: his home corner A1, A8, H8 or H1"), kind="option",
                      required=True),
             Argument("roll", N_("the throw of the die, 1 to 6"), kind="option", required=True))),
    Command("draw", N_("draw a position as SVG"), draw, (_POSITION,)),
)
