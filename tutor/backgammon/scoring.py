"""The end of a game: single game, gammon or backgammon (spec §2.7).

The first side to bear off all fifteen checkers wins.  The loser pays the stake
once, twice for a *gammon* (he has borne off none), three times for a
*backgammon* (none borne off and a checker still on the bar or in the winner's
home board, that is where the loser's own course began);
:func:`tutor.backgammon.cube.settle` multiplies by the cube.

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
from tutor.i18n import N_, gettext, reader_language

_DEFAULT = Rules()


@dataclass(frozen=True)
class Outcome:
    """``winner``: ``'mover'`` (the side on roll) or ``'opponent'``; ``points``: stakes the loser pays.

    ``result``: ``'single'``, ``'gammon'``, ``'backgammon'`` (1, 2, 3 points) or, in
    Acey-Deucey scored per checker, ``'checkers'`` (one point per checker not borne off).
    """

    winner: str
    result: str
    points: int


def outcome(position: Position, rules: Rules = _DEFAULT) -> Outcome | None:
    """How the game ended, or ``None`` while both sides still have checkers to bear off.

    >>> from tutor.backgammon.board import START, VARIANT_START
    >>> outcome(START) is None, outcome(VARIANT_START) is None
    (True, True)

    In the variants, checkers that never entered count as on the bar.  Acey-Deucey
    is scored as backgammon unless ``acey_deucey_scoring`` says otherwise; Russian
    backgammon counts single games only unless ``russian_gammons=True``:

    >>> late = Position.from_points({}, {3: 2}, 0, 13)
    >>> outcome(late, Rules(variant="acey-deucey")), outcome(late, Rules(variant="acey-deucey", acey_deucey_scoring="per_checker"))
    (Outcome(winner='mover', result='backgammon', points=3), Outcome(winner='mover', result='checkers', points=15))
    >>> russian = Position.from_points({}, {3: 2}, 0, 13, same_direction=True)
    >>> outcome(russian, Rules(variant="russian")), outcome(russian, Rules(variant="russian", russian_gammons=True))
    (Outcome(winner='mover', result='single', points=1), Outcome(winner='mover', result='backgammon', points=3))

    In Russian backgammon both sides start in the entry table (points 19–24) and bear
    off from the same home table (1–6), so the backgammon's stragglers are checkers on
    the bar, still waiting, or in the entry table; a loser about to bear off has a gammon:

    >>> about_to_bear_off = Position.from_points({}, {6: 15}, same_direction=True)
    >>> outcome(about_to_bear_off, Rules(variant="russian", russian_gammons=True)).result
    'gammon'
    """
    off = position.borne_off()
    for winner, won, lost, lost_waiting, lost_off in (
            ("opponent", off[1], position.mover, position.mover_waiting, off[0]),
            ("mover", off[0], position.opponent, position.opponent_waiting, off[1])):
        if won == CHECKERS:
            result, points = _result(lost, lost_waiting, lost_off, rules)
            return Outcome(winner, result, points)
    return None


def _stragglers(loser: Side, waiting: int) -> int:
    """The loser's checkers on the bar, not yet entered, or in the table where his course began.

    That is his points 19–24 (index 24 is his bar): the winner's home board in the standard
    game and Acey-Deucey; in Russian backgammon, where both sides bear off from the same home
    table (1–6), the entry table both start from (spec §4: by meaning, not word for word).
    """
    return sum(loser[18:24]) + loser[24] + waiting


def _result(loser: Side, waiting: int, off: int, rules: Rules) -> tuple[str, int]:
    if rules.scoring == "checkers":
        return "checkers", CHECKERS - off
    if rules.scoring == "single" or off:
        return "single", 1
    stragglers = _stragglers(loser, waiting)
    if stragglers and (rules.backgammon_checkers == "one_or_more" or stragglers <= 2):
        return "backgammon", 3
    return "gammon", 2


RESULT_NAMES = {"single": N_("single game"), "gammon": N_("gammon"), "backgammon": N_("backgammon")}
_WHY = {
    "single": N_("a single game: the loser has already borne off checkers ({off})"),
    "gammon": N_("a gammon: the loser has borne off no checker, and none of his checkers is on the bar "
                 "or in the winner's home board"),
    "gammon-two": N_("a gammon: the loser has borne off no checker; he has checkers on the bar or in the "
                     "winner's home board ({count}), but in the chapter's reading only one or two such "
                     "checkers make a backgammon"),
    "backgammon": N_("a backgammon: the loser has borne off no checker and still has checkers on the bar "
                     "or in the winner's home board ({count})"),
    # Russian backgammon: both sides bear off from one home table, so the stragglers are counted
    # where the loser's course began (see _stragglers)
    "gammon-entry": N_("a gammon: the loser has borne off no checker, and none of his checkers is on the bar, "
                       "waiting to enter or in the entry table"),
    "gammon-two-entry": N_("a gammon: the loser has borne off no checker; he has checkers on the bar, waiting "
                           "to enter or in the entry table ({count}), but in the chapter's reading only one "
                           "or two such checkers make a backgammon"),
    "backgammon-entry": N_("a backgammon: the loser has borne off no checker and still has checkers on the "
                           "bar, waiting to enter or in the entry table ({count})"),
    "single-only": N_("a single game: under the rules in force every game won counts as a single game"),
    "checkers": N_("{points} points: one for each checker the loser has not borne off"),
}


def explain(position: Position, rules: Rules = _DEFAULT, language: str | None = None) -> str:
    """Why a finished game is a single game, a gammon or a backgammon, in ``language``.

    >>> explain(Position.from_points({20: 1, 8: 14}, {}))
    "a backgammon: the loser has borne off no checker and still has checkers on the bar or in the winner's home board (1)"
    >>> explain(Position.from_points({6: 14}, {}))
    'a single game: the loser has already borne off checkers (1)'

    In Russian backgammon the stragglers are counted where the loser's course began:

    >>> russian = Rules(variant="russian", russian_gammons=True)
    >>> explain(Position.from_points({}, {24: 15}, same_direction=True), russian)
    'a backgammon: the loser has borne off no checker and still has checkers on the bar, waiting to enter or in the entry table (15)'
    """
    language = reader_language(language)
    found = outcome(position, rules)
    if found is None:
        raise TutorError("backgammon.not-finished")
    if found.result == "checkers":  # Acey-Deucey scored per checker
        return gettext(_WHY["checkers"], language).format(points=found.points)
    loser, waiting = ((position.mover, position.mover_waiting) if found.winner == "opponent"
                      else (position.opponent, position.opponent_waiting))
    off = CHECKERS - sum(loser) - waiting
    if found.result == "single" and not off:  # a variant whose rules in force count no gammons
        return gettext(_WHY["single-only"], language)
    stragglers = _stragglers(loser, waiting)
    key = "gammon-two" if found.result == "gammon" and stragglers else found.result
    if position.same_direction and key != "single":
        key += "-entry"
    return gettext(_WHY[key], language).format(off=off, count=stragglers)
