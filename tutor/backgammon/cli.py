"""Backgammon's commands: ``tutor backgammon moves|draw --position PID …``.

>>> from tutor.backgammon.rules import Rules
>>> answer = moves({"position": "4HPwATDgc/ABMA", "dice": "6-5"}, Rules(), "en")
>>> answer.data
{'plays': ['13/2', '13/7 8/3', '13/8 13/7', '24/13', '24/18 13/8', '24/18 8/3', '8/3 8/2'], 'count': 7}

In the variants (``--variant acey-deucey`` or ``--variant russian``, short for
``--option variant=…``) the position
may carry waiting checkers (``ID:m:o``), a play covers the whole turn up to the next
roll, and ``then`` names the plays after which the same side rolls again or names a double:

>>> answer = moves({"position": "AAAAAAAAAAAAAA:15:15", "dice": "2-1"}, Rules(variant="acey-deucey"), "en")
>>> answer.data
{'plays': ['bar/22', 'bar/24 bar/23'], 'count': 2, 'then': {'bar/22': 'double', 'bar/24 bar/23': 'double'}}
>>> moves({"position": "AAAAAAAAAAAAAA:15:15", "dice": "2-1", "double": "6"}, Rules(variant="acey-deucey"), "en").data["count"]
35

``play`` lets the automatic players of :mod:`tutor.backgammon.players` play a whole game
from seeded dice: the opening throw and the turns in words, or as JSON the record (which
``{replay}`` and :func:`~tutor.backgammon.record.replay_record` read back, the opening throw
first), the result and the payments:

>>> played = play_command({"seed": "5"}, Rules(), "en")
>>> print(played.text.splitlines()[-1])
Turn 44: light rolls 3-1 and plays 1/off. Light has borne off the last checker. Light wins a gammon: 4 points.
>>> played.data["result"], played.data["winner"], played.data["points"], played.data["record"][:41]
('gammon', 'light', 4, 'light 5, dark 3; 5-3: 8/3 6/3; 6-3: 24/21')
>>> print(played.text.splitlines()[0])
The start of the game. To see who plays first, each side throws one die: light throws 5, dark throws 3. Light plays first, with the two numbers thrown: 5-3.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.backgammon.board import Position
from tutor.backgammon.moves import legal_plays
from tutor.backgammon.notation import parse_roll
from tutor.backgammon.record import replay_record
from tutor.backgammon.replays import captions, play_record, start_words
from tutor.backgammon.rules import Rules
from tutor.backgammon.svg import board_svg
from tutor.backgammon.turns import turn_plays
from tutor.errors import TutorError
from tutor.game import Answer, Argument, Command, parse_seed
from tutor.i18n import N_

_POSITION = Argument("position", N_("the position, as a gnubg Position ID like 4HPwATDgc/ABMA "
                                    "(in the variants ID:m:o, with the checkers still to enter)"),
                     kind="option", metavar="ID", required=True)


def _position(text: str, rules: Rules) -> Position:
    return Position.parse(text, same_direction=rules.same_direction)


def moves(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    position = _position(args["position"], rules)
    if rules.ordinary_turns and not args.get("double"):
        plays = [p.notation for p in legal_plays(position, args["dice"], rules)]
        return Answer("\n".join(plays), {"plays": plays, "count": len(plays)})
    double = args.get("double")
    if double is not None and double not in {"1", "2", "3", "4", "5", "6"}:
        raise TutorError("tutor.bad-option", option="double", value=double, choices="1, 2, 3, 4, 5, 6")
    found = turn_plays(position, args["dice"], rules, int(double) if double else None)
    plays = [p.notation for p in found]
    then = {p.notation: p.then for p in found if p.then}
    return Answer("\n".join(plays), {"plays": plays, "count": len(plays), "then": then})


def draw(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    dice = parse_roll(args["dice"]) if args.get("dice") else None
    drawing = board_svg(_position(args["position"], rules), dice=dice, language=language)
    return Answer(str(drawing), {"svg": str(drawing)})


def play_command(args: Mapping[str, Any], rules: Rules, language: str) -> Answer:
    seed = parse_seed(str(args["seed"]))
    record = play_record(seed, rules)
    game = replay_record(record, rules)
    assert game.opening is not None  # a seed's game always records its opening throw
    data = {"seed": seed, "record": record, "opening": {"light": game.opening[0], "dark": game.opening[1]},
            "turns": [{"player": t.player, "play": t.text, "hits": t.hits, "again": t.again} for t in game.turns],
            "result": game.result, "winner": game.winner, "points": game.points,
            "payments": {p.payee: p.amount for p in game.payments} | {p.payer: -p.amount for p in game.payments}}
    return Answer("\n".join([start_words(game, language), *captions(game, language)]), data)


_VARIANT = Argument("variant", N_("the game: standard, acey-deucey or russian (short for --option variant=…)"),
                    kind="rule", metavar="VARIANT")

COMMANDS = (
    Command("moves", N_("list every legal play of a roll, one per resulting position"), moves,
            (_POSITION, Argument("dice", N_("the roll, like 6-5"), kind="option", metavar="ROLL", required=True),
             Argument("double", N_("Acey-Deucey: the double named after a 1-2, from 1 to 6"), kind="option",
                      metavar="N"), _VARIANT)),
    Command("draw", N_("draw the board of a position as SVG"), draw,
            (_POSITION, Argument("dice", N_("a roll to show on the board, like 6-5"), kind="option",
                                       metavar="ROLL"), _VARIANT)),
    Command("play", N_("play a whole game with seeded dice, turn by turn, to its result"), play_command,
            (Argument("seed", N_("a whole number: the same seed plays the same game"), kind="option",
                      metavar="N", required=True), _VARIANT)),
)
