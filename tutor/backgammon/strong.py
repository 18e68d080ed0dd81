"""The strong automatic player (level ``strong``): every decision by the evaluator's equity (issue 29).

Each legal decision gets a value for the side making it, in points per unit of the stake
(:func:`options`, best first); the player takes the best (:func:`play`):

- a play of the roll: the position it leaves, judged by the network of
  :mod:`tutor.backgammon.evaluator` with the other side about to roll (a play that wins
  the game is worth what it wins).  In standard backgammon the plays that come within
  :data:`PLY_MARGIN` of the best (:data:`PLY_TOP` at most) are judged again one roll
  deeper (:func:`one_ply`): the opponent's best answer to each of its 21 rolls.  Where
  the same side rolls again after it (Russian backgammon's doubles, Acey-Deucey's 1-2)
  the position is judged with that side on roll; where the turn goes on (a double's
  complement, the double named after a 1-2) each play is first judged as if its side
  were about to roll, and the :data:`LOOK` best are played out to the end of the turn;
- Acey-Deucey's named double: the double whose best play is best;
- Russian backgammon's opening ``reroll``: the average over the 36 rolls of the best play
  of each, against the best play of the roll in hand;
- the cube: ``double`` against ``roll`` and ``take`` against ``drop`` by the cubeful
  equities of :mod:`tutor.backgammon.evaluator` (Janowski's money-game model).

Checker plays are judged without the cube (cubeless equity), as most programs do at
this depth.

>>> import tutor
>>> state = tutor.start("backgammon", seed=7)
>>> state.view()["dice"]
[3, 2]
>>> best = options(state)[0]
>>> best.decision in state.legal(), best.decision == tutor.suggest(state, level="strong")
(True, True)
>>> [o.decision for o in options(state.play(best.decision))]
['roll', 'double']
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from tutor.backgammon.board import Position
from tutor.backgammon.counts import after as after_key
from tutor.backgammon.counts import counts, hit_points
from tutor.backgammon.counts import kept as kept_key
from tutor.backgammon.evaluator import (
    Chances,
    cubeful,
    double_value,
    equity,
    probabilities,
)
from tutor.backgammon.moves import ACCELERATOR, Roll, generate, legal_plays, stepper
from tutor.backgammon.notation import REROLL, format_named_double, format_play
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import outcome
from tutor.backgammon.sides import PLAYERS
from tutor.backgammon.state import ANSWER, CUBE, NAME, PLAY, BackgammonState
from tutor.backgammon.turns import parts as turn_parts

#: A turn that goes on after a play (a complement, a named double): how many of the plays judged best as if the
#: side were about to roll are played out to the end of the turn.
LOOK = 2
#: Standard backgammon: the plays within PLY_MARGIN of the best (PLY_TOP of them at most) are judged again one
#: roll deeper (:func:`one_ply`).
PLY_TOP = 3
PLY_MARGIN = 0.05
#: The 21 different rolls and how many of the 36 throws give each.
ROLLS = tuple(((high, low), 1 if high == low else 2) for high in range(1, 7) for low in range(1, high + 1))


@dataclass(frozen=True)
class Option:
    """A legal decision and what it is worth to the side making it (points per unit of the present stake).

    ``position``: for a play, the position it leaves, seen from the side then on roll,
    and ``again`` whether that is the same side (it rolls again or the turn goes on);
    ``None`` for the other decisions.  ``chances``: the chances behind the value, for the
    side making the decision (``None`` where it wins outright).  ``deeper``: the value
    looked one roll deeper (:func:`one_ply`).
    """

    decision: str
    equity: float
    position: Position | None = None
    again: bool = False
    chances: Chances | None = None
    deeper: bool = False


def play(state: BackgammonState, rng: random.Random) -> str:
    """The strong player's decision in ``state`` (the first of equal values: :func:`options` is in a fixed order)."""
    return options(state)[0].decision


def options(state: BackgammonState, also: tuple[str, ...] = ()) -> list[Option]:
    """Every legal decision of ``state`` with its value for the side to decide, best first.

    ``also``: plays to judge as deeply as the best ones even if they are not among them (the
    coach's question about a reader's play, the choices of a practice puzzle).
    """
    rules = state.rules
    if state.phase == CUBE:
        chances = probabilities(state.position, rules)
        own = "own" if state.cube.owner == PLAYERS[state.player] else "centre"
        found = [Option("roll", cubeful(chances, own), chances=chances),
                 Option("double", double_value(chances), chances=chances)]
    elif state.phase == ANSWER:
        theirs = probabilities(state.position, rules)  # the doubler's, on roll
        mine = theirs.flipped()
        found = [Option("take", 2.0 * cubeful(mine, "own"), chances=mine), Option("drop", -1.0, chances=mine)]
    elif state.phase == NAME:
        assert state.roll is not None
        found = [Option(format_named_double(n), *_rest(state.position, ((n,) * 4,), "roll", state.roll, rules))
                 for n in range(1, 7)]
    elif state.phase == PLAY:
        assert state.roll is not None
        found = ranked(state.position, state.roll, state.parts, state.then, rules, also=also)
        if REROLL in state.legal():
            found.append(Option(REROLL, _reroll_value(state.position, rules)))
    else:
        return []
    found.sort(key=lambda o: -o.equity)  # stable: equal values keep the order they were listed in
    return found


# --- plays -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Play:
    notation: str
    full: bool  # every move of the part was played
    kept: Position | None  # the position, the same side still on roll (None: the C generator's plays)
    after: Position  # the position, the other side on roll


def _plays(position: Position, roll: Roll, values: tuple[int, ...], rules: Rules) -> Iterator[_Play]:
    """The legal plays of the part ``values`` (as ``BackgammonState.legal`` lists them)."""
    if ACCELERATOR is not None and rules.ordinary_turns:
        for p in legal_plays(position, roll, rules):
            yield _Play(p.notation, True, None, p.result)
        return
    me, them = counts(position)
    most, found = generate(me, them, values, stepper(rules, roll))
    marked = hit_points(them)
    full = most == len(values)
    for key, steps in found.items():
        yield _Play(format_play(steps, marked), full, kept_key(key, position), after_key(key, position))


def _final(after: Position, rules: Rules) -> tuple[float, Chances | None]:
    """The value of a turn ended in ``after`` (the other side on roll) for the side that played it."""
    done = outcome(after, rules)
    if done is not None:
        return float(done.points), None
    chances = probabilities(after, rules).flipped()
    return equity(chances, rules), chances


def _judge(play: _Play, goes_on: bool, rolls_again: bool, rules: Rules) -> Option:
    """A play's value: the turn ended, the same side rolling again, or (``goes_on``) a first judgement."""
    if play.full and (goes_on or rolls_again):
        assert play.kept is not None
        if outcome(play.after, rules) is None:
            mine = probabilities(play.kept, rules)
            return Option(play.notation, equity(mine, rules), play.kept, True, mine)
    value, chances = _final(play.after, rules)
    return Option(play.notation, value, play.after, False, chances)


def ranked(position: Position, roll: Roll, parts: tuple[tuple[int, ...], ...], then: str, rules: Rules,
           look: int = LOOK, also: tuple[str, ...] = ()) -> list[Option]:
    """The plays of the first of ``parts`` (the turn's parts still to play, ``then`` what follows them), valued.

    ``look``: how many plays are looked at more deeply (0: none; see :data:`LOOK` and
    :data:`PLY_TOP`); ``also``: more to look at so.
    """
    goes_on = len(parts) > 1 or then == "double"
    judged = [_judge(p, goes_on, then == "roll", rules) for p in _plays(position, roll, parts[0], rules)]
    if rules.ordinary_turns and look > 0 and len(judged) > 1:
        return _deeper(judged, rules, also)
    going = sorted((o for o in judged if o.again and goes_on), key=lambda o: -o.equity)
    if not going or look <= 0:
        return judged
    # the best few played out to the end of the turn; the others keep their first judgement, shifted by how much
    # playing out changed the best few and never above the worst of them
    ends = {o.decision: _rest(o.position, parts[1:], then, roll, rules)[0] for o in going[:look] if o.position}
    shift = sum(ends[o.decision] - o.equity for o in going[:look]) / len(ends)
    lowest = min(ends.values())
    return [Option(o.decision, ends[o.decision], o.position, o.again, o.chances) if o.decision in ends
            else Option(o.decision, min(o.equity + shift, lowest), o.position, o.again, o.chances)
            if o.again and goes_on else o for o in judged]


def _deeper(judged: list[Option], rules: Rules, also: tuple[str, ...]) -> list[Option]:
    """The plays close to the best (and ``also``) valued one roll deeper; the others below the least of them."""
    best = max(o.equity for o in judged)
    close = sorted((o for o in judged if best - o.equity <= PLY_MARGIN), key=lambda o: -o.equity)[:PLY_TOP]
    chosen = {o.decision for o in close} | set(also)
    if len(chosen) < 2:
        return judged
    deeper = {}
    for o in judged:
        if o.decision in chosen and o.position is not None and o.chances is not None:  # not a play that wins
            deeper[o.decision] = Option(o.decision, *one_ply(o.position, rules), deeper=True)
    if not deeper:
        return judged
    lowest = min(d.equity for d in deeper.values())
    return [deeper.get(o.decision) or (o if o.chances is None else
                                       Option(o.decision, min(o.equity, lowest), o.position, o.again, o.chances))
            for o in judged]


def one_ply(after: Position, rules: Rules) -> tuple[float, Position, bool, Chances]:
    """The value of ``after`` (the other side on roll) for the side that played, one roll deeper: each of the
    opponent's 21 rolls answered by its best play by the network, the values and chances averaged over the 36
    throws.  (The fields of :class:`Option` after its ``decision``.)"""
    total = 0.0
    sums = [0.0] * 7
    for roll, weight in ROLLS:
        worst = float("inf")
        kept: Chances | None = None
        for reply in _replies(after, roll, rules):
            done = outcome(reply, rules)
            if done is not None:  # the opponent bore off its last checker
                points = done.points
                chances = Chances(0.0, 0.0, 0.0, float(points >= 2), float(points >= 3), 0.0, points / 15.0)
                value = -float(points)
            else:
                chances = probabilities(reply, rules)  # the side that played, on roll again
                value = equity(chances, rules)
            if value < worst:
                worst, kept = value, chances
        assert kept is not None
        total += weight * worst
        sums = [s + weight * c for s, c in zip(sums, kept, strict=True)]
    return total / 36, after, False, Chances(*(s / 36 for s in sums))


def _replies(after: Position, roll: Roll, rules: Rules) -> list[Position]:
    """The positions the side on roll in ``after`` can leave with ``roll`` (the other side then on roll)."""
    if ACCELERATOR is not None and rules.ordinary_turns:
        return [p.result for p in legal_plays(after, roll, rules)]
    me, them = counts(after)
    _, found = generate(me, them, (roll[0],) * 4 if roll[0] == roll[1] else roll, stepper(rules, roll))
    return [after_key(key, after) for key in found]


def _rest(position: Position | None, parts: tuple[tuple[int, ...], ...], then: str, roll: Roll,
          rules: Rules) -> tuple[float, Position | None, bool, Chances | None]:
    """The best the rest of a turn can do from ``position`` (the side still on roll): its value and where it ends
    (as :class:`Option`'s fields), each later part judged as if the side were about to roll."""
    assert position is not None
    if not parts:  # Acey-Deucey: a double of the player's choice, played out
        best = max((_rest(position, ((n,) * 4,), "roll", roll, rules) for n in range(1, 7)), key=lambda r: r[0])
        return best
    options = ranked(position, roll, parts, then, rules, look=0)
    top = max(options, key=lambda o: o.equity)
    return top.equity, top.position, top.again, top.chances


def _reroll_value(position: Position, rules: Rules) -> float:
    """Russian backgammon's opening reroll: the best play of each of the 36 rolls, averaged."""
    total = 0.0
    for first, second in product(range(1, 7), repeat=2):
        if first < second:
            continue
        roll = (first, second)
        turn = turn_parts(position, roll, rules)
        best = max(o.equity for o in ranked(position, roll, turn.parts, turn.then, rules, look=0))
        total += best * (1 if first == second else 2)
    return total / 36
