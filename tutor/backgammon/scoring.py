"""The end of a game: single game, gammon or backgammon (spec §2.7).

The first side to bear off all fifteen checkers wins.  The loser pays the stake
once, twice for a *gammon* (he has borne off none), three times for a
*backgammon* (none borne off and a checker still on the bar or in the winner's
home board); :func:`tutor.backgammon.cube.settle` multiplies by the cube.

>>> from tutor.backgammon.board import Position
>>> from tutor.backgammon.scoring import outcome
>>> finished = Position.from_points({19: 1, 6: 14}, {})   # the side not on roll has just borne off its last checker
>>> outcome(finished)
Outcome(winner='opponent', result='backgammon', points=3)
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.backgammon.board import Position
from tutor.backgammon.notation import CHECKERS, Side
from tutor.backgammon.rules import Rules
from tutor.errors import TutorError
from tutor.i18n import N_, gettext

_DEFAULT = Rules()
_MULTIPLIER = {"single": 1, "gammon": 2, "backgammon": 3}


@dataclass(frozen=True)
class Outcome:
    """``winner``: ``'mover'`` (the side on roll) or ``'opponent'``; ``points``: stakes the loser pays (1, 2 or 3)."""

    winner: str
    result: str
    points: int


def outcome(position: Position, rules: Rules = _DEFAULT) -> Outcome | None:
    """How the game ended, or ``None`` while both sides still have checkers on the board.

    >>> from tutor.backgammon.board import START
    >>> outcome(START) is None
    True
    """
    for winner, won, lost in (("opponent", position.opponent, position.mover),
                              ("mover", position.mover, position.opponent)):
        if sum(won) == 0:
            result = _result(lost, rules)
            return Outcome(winner, result, _MULTIPLIER[result])
    return None


def _result(loser: Side, rules: Rules) -> str:
    if sum(loser) < CHECKERS:
        return "single"
    # the winner's home board is the loser's points 19–24; index 24 is the loser's bar
    stragglers = sum(loser[18:25])
    if stragglers and (rules.backgammon_checkers == "one_or_more" or stragglers <= 2):
        return "backgammon"
    return "gammon"


RESULT_NAMES = {"single": N_("single game"), "gammon": N_("gammon"), "backgammon": N_("backgammon")}
_WHY = {
    "single": N_("a single game: the loser has already borne off checkers ({off})"),
    "gammon": N_("a gammon: the loser has borne off no checker, and none of his checkers is on the bar "
                 "or in the winner's home board"),
    "gammon-two": N_("a gammon: the loser has borne off no checker; he has checkers on the bar or in the "
                     "winner's home board ({count}), but under the reading one_or_two only one or two make "
                     "a backgammon"),
    "backgammon": N_("a backgammon: the loser has borne off no checker and still has checkers on the bar "
                     "or in the winner's home board ({count})"),
}


def explain(position: Position, rules: Rules = _DEFAULT, language: str = "en") -> str:
    """Why a finished game is a single game, a gammon or a backgammon, in ``language``.

    >>> explain(Position.from_points({20: 1, 8: 14}, {}))
    "a backgammon: the loser has borne off no checker and still has checkers on the bar or in the winner's home board (1)"
    >>> explain(Position.from_points({6: 14}, {}))
    'a single game: the loser has already borne off checkers (1)'
    """
    found = outcome(position, rules)
    if found is None:
        raise TutorError("backgammon.not-finished")
    loser = position.mover if found.winner == "opponent" else position.opponent
    stragglers = sum(loser[18:25])
    key = "gammon-two" if found.result == "gammon" and stragglers else found.result
    return gettext(_WHY[key], language).format(off=CHECKERS - sum(loser), count=stragglers)
