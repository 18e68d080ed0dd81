"""The doubling cube and what a game pays (spec §2.7, §2.8).

One cube for both players starts in the middle at 1.  At the start of his turn,
before rolling, a player may double while the cube is in the middle or his own.
The opponent either takes (the stake doubles and the cube becomes the taker's) or
drops (and pays the stake before the double; gammons do not count).  Players are
named by the caller (here ``light`` and ``dark``); what a game pays is one
:class:`~tutor.payments.Payment` from the loser to the winner, with the reason's
code (``backgammon.drop``, or the result: ``backgammon.single``, ``backgammon.gammon``,
``backgammon.backgammon``, ``backgammon.checkers``).

>>> from tutor.backgammon.cube import CENTRE, can_double, drop, take
>>> cube = take(CENTRE, "light", "dark")
>>> cube
Cube(value=2, owner='dark')
>>> can_double(cube, "light"), can_double(cube, "dark")
(False, True)
>>> drop(cube, "dark", "light")
Payment(payer='light', payee='dark', amount=2, reason='backgammon.drop')
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.backgammon.scoring import Outcome
from tutor.catalog import Text
from tutor.errors import IllegalPlayError
from tutor.i18n import N_
from tutor.payments import Payment, define_reasons

define_reasons({
    "backgammon.drop": N_("the doubled cube is dropped: the game is lost at the cube's value before the double"),
    "backgammon.single": N_("a single game: the cube's value"),
    "backgammon.gammon": N_("a gammon: twice the cube's value"),
    "backgammon.backgammon": N_("a backgammon: three times the cube's value"),
    "backgammon.checkers": N_("one point for each checker the loser has not borne off"),
})

# the sides' names in the three languages, for messages (other names are shown as given)
_SIDES = {"light": Text("light", "светлые", "浅色"), "dark": Text("dark", "тёмные", "深色")}


@dataclass(frozen=True)
class Cube:
    """``value``: the stake; ``owner``: the player who may double next, or ``""`` while it is in the middle."""

    value: int = 1
    owner: str = ""


CENTRE = Cube()


def can_double(cube: Cube, player: str) -> bool:
    """May ``player`` offer a double now (at the start of his turn, before rolling)?"""
    return cube.owner in ("", player)


def _check(cube: Cube, doubler: str, opponent: str) -> None:
    if doubler == opponent:
        raise ValueError("a player cannot answer his own double")
    if not can_double(cube, doubler):
        raise IllegalPlayError("backgammon.cannot-double", player=_SIDES.get(doubler, doubler),
                               owner=_SIDES.get(cube.owner, cube.owner))


def take(cube: Cube, doubler: str, taker: str) -> Cube:
    """The cube after ``taker`` accepts ``doubler``'s double: twice the stake, owned by the taker."""
    _check(cube, doubler, taker)
    return Cube(cube.value * 2, taker)


def drop(cube: Cube, doubler: str, dropper: str) -> Payment:
    """The game ends: ``dropper`` pays the stake before the double."""
    _check(cube, doubler, dropper)
    return Payment(dropper, doubler, cube.value, "backgammon.drop")


def settle(outcome: Outcome, cube: Cube, mover: str, opponent: str) -> Payment:
    """The payments of a finished game: the loser pays the outcome's points times the stake.

    ``mover`` and ``opponent`` name the side on roll and the other side of the final position.

    >>> from tutor.backgammon.scoring import outcome
    >>> from tutor.backgammon.board import Position
    >>> settle(outcome(Position.from_points({8: 15}, {})), Cube(4, "light"), "light", "dark")
    Payment(payer='light', payee='dark', amount=8, reason='backgammon.gammon')
    """
    winner, loser = (opponent, mover) if outcome.winner == "opponent" else (mover, opponent)
    return Payment(loser, winner, outcome.points * cube.value, f"backgammon.{outcome.result}")
