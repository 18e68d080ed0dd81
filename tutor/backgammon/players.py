"""The automatic players: simple rules of thumb that play any variant to its end.

They are not a strategy, only a way to make a plausible game for the tutor to
show (:meth:`~tutor.backgammon.state.BackgammonState.suggest` asks them; the sample
games of :mod:`tutor.backgammon.replays` are theirs).  Each part of a turn goes to
the play that leaves the best score: the pips the opponent still needs minus one's
own, less a penalty for each blot the opponent could hit, plus a little for each
point made in front of home.  After a 1-2 in Acey-Deucey a player names the double
that scores best.  Where the cube is in play, a player doubles at the start of his
turn when he leads the race by at least a tenth of his own pips, and the other side
takes while it trails by at most a fifth, else drops.

>>> from tutor.backgammon.board import START
>>> from tutor.backgammon.rules import Rules
>>> best_play(START, (5, 3), (5, 3), Rules())
'8/3 6/3'
>>> wants_double(START), takes(START)
(False, True)
"""

from __future__ import annotations

from tutor.backgammon.board import Position
from tutor.backgammon.counts import WAIT, Key, counts, hit_points
from tutor.backgammon.moves import Roll, StepRule, generate, stepper
from tutor.backgammon.notation import BAR, format_play
from tutor.backgammon.rules import Rules

DOUBLE_LEAD = 0.10  # double when ahead in the race by this share of one's own pips
TAKE_LIMIT = 0.20   # take while behind by at most this share of the doubler's pips


def best_play(position: Position, values: tuple[int, ...], roll: Roll, rules: Rules) -> str:
    """The best-scoring play of the moves ``values`` (a part of the turn ``roll`` starts), in notation."""
    me, them = counts(position)
    _, text = _best_part((tuple(me), tuple(them)), values, stepper(rules, roll), position)
    return text


def best_double(position: Position, roll: Roll, rules: Rules) -> int:
    """Acey-Deucey: the double to name after a fully played 1-2 (the one whose best play scores best)."""
    me, them = counts(position)
    key: Key = (tuple(me), tuple(them))
    step_rule = stepper(rules, roll)
    named = {d: _best_part(key, (d,) * 4, step_rule, position)[0] for d in range(1, 7)}
    return max(named, key=lambda d: score(named[d], position))


def _best_part(key: Key, values: tuple[int, ...], step_rule: StepRule, before: Position) -> tuple[Key, str]:
    """The best-scoring play of the moves ``values`` from ``key``: the key after it and its notation."""
    _, found = generate(list(key[0]), list(key[1]), values, step_rule)
    best = max(found, key=lambda k: score(k, before))  # the first of equal scores: the walk's order, fixed
    return best, format_play(found[best], hit_points(key[1]))


def score(key: Key, before: Position) -> float:
    """How good ``key`` looks to the side that just moved in it (higher is better)."""
    me, them = key
    same = before.same_direction
    mine = sum(p * me[p] for p in range(1, 25)) + BAR * (me[BAR] + me[WAIT])
    waiting = before.opponent_waiting
    theirs = sum((p if same else BAR - p) * them[p] for p in range(1, 25)) + BAR * (them[0] + waiting)
    # where the opponent's checkers come from, in the mover's numbering (his bar and waiting checkers enter
    # from beyond my 1-point, or in Russian backgammon from beyond my 24-point)
    sources = [p for p in range(1, 25) if them[p]] + ([BAR if same else 0] if them[0] or waiting else [])
    penalty = 0.0
    for point in range(1, 25):
        if me[point] != 1:
            continue
        distances = [(s - point) if same else (point - s) for s in sources]
        distances = [d for d in distances if d > 0]
        if distances:
            chance = 0.3 if min(distances) <= 6 else 0.1 if min(distances) <= 12 else 0.0
            penalty += chance * (BAR - point + 8)
    made = sum(2 for p in range(1, 10) if me[p] >= 2)
    return theirs - mine - penalty + made


def _race(position: Position) -> float:
    mine, theirs = position.pip_counts()
    return (theirs - mine) / max(mine, 1)


def wants_double(position: Position) -> bool:
    """Does the side on roll in ``position`` double before rolling?"""
    return _race(position) >= DOUBLE_LEAD


def takes(position: Position) -> bool:
    """Does the other side take a double offered by the side on roll in ``position``?"""
    return _race(position) <= TAKE_LIMIT


# --- the easy player (it was BackgammonState.suggest): the rules of thumb above, for any state ---------------

from typing import TYPE_CHECKING  # noqa: E402  (the easy player's own imports, kept with it)

from tutor.backgammon.notation import REROLL, format_named_double  # noqa: E402

if TYPE_CHECKING:  # the state imports no player: the registry hands it its players (tutor.backgammon.game)
    import random

    from tutor.backgammon.state import BackgammonState


def easy(state: BackgammonState, rng: random.Random) -> str:
    """The easy player's decision in ``state`` (not at a chance node): double and take by the race, each part to
    its best-scoring play, the best-scoring double named after a 1-2.  It draws nothing from ``rng``."""
    if state.phase == "cube":
        return "double" if wants_double(state.position) else "roll"
    if state.phase == "answer":
        return "take" if takes(state.position) else "drop"
    assert state.roll is not None
    if state.phase == "name":
        return format_named_double(best_double(state.position, state.roll, state.rules))
    chosen = best_play(state.position, state.parts[0], state.roll, state.rules)
    plays = [decision for decision in state.legal() if decision != REROLL]
    # the players walk the moves without the position the part starts from, so a rule that needs it
    # (russian_first_roll=enter: a first roll only enters) can make their choice illegal: then the first play
    return chosen if chosen in plays else min(plays)
