"""Legal plays for a roll, and playing one (spec §2.3–2.6).

A *play* is everything the side on roll does with one roll.  The rules:

- a checker on the bar must enter (die *d* → point 25 − *d*) before any other
  checker moves;
- a checker may land on any point except one held by two or more opposing
  checkers; landing on a single opposing checker (a blot) hits it to the bar;
- bearing off starts when all fifteen checkers are home (points 1–6): a die
  bears off from its own point, or from the highest occupied point when it is
  higher than that;
- both dice must be used if at all possible; if only one can be, the larger one
  where possible; a double is played as four moves;
- two plays are the same play when they leave the same position.

>>> from tutor.backgammon.board import START
>>> from tutor.backgammon.moves import legal_plays, play
>>> [str(p) for p in legal_plays(START, "6-5")]
['13/2', '13/7 8/3', '13/8 13/7', '24/13', '24/18 13/8', '24/18 8/3', '8/3 8/2']
>>> play(START, "3-1", "8/5 6/5")
Position.parse('sGfwATDgc/ABMA')

The play can be written in any order and with the steps of one checker apart;
what counts is the position it leaves.  A play the roll does not allow is refused,
with the legal ones listed:

>>> play(START, "3-1", "6/5 8/5") == play(START, "3-1", "8/5 6/5")
True
>>> play(START, "6-5", "13/8 13/8")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: backgammon.illegal-play: 13/8 13/8 is not a legal play of 6-5 here (the legal plays are: 13/2, 13/7 8/3, 13/8 13/7, 24/13, 24/18 13/8, 24/18 8/3, 8/3 8/2)
"""

from __future__ import annotations

import hashlib
import os
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Protocol

from tutor.backgammon.board import Position
from tutor.backgammon.counts import WAIT, Key, after, apply_chains, counts, hit_points, move
from tutor.backgammon.notation import BAR, OFF, Chain, Step, format_play, format_roll, parse_play, parse_roll
from tutor.backgammon.rules import Rules
from tutor.errors import IllegalPlayError

Roll = tuple[int, int]
#: The single steps one die allows a side (``me``, ``them``, the die): the rule a walk follows.
StepRule = Callable[[tuple[int, ...], tuple[int, ...], int], list[Step]]

_DEFAULT = Rules()


@dataclass(frozen=True)
class Play:
    """One legal play: its canonical notation, one list of single steps that makes it, and the result.

    ``result`` is the position after the play, with the opponent now on roll.
    """

    notation: str
    steps: tuple[Step, ...]
    result: Position
    then: str = ""  # in the variants: "roll" (the same side rolls again) or "double" (it names a double first)

    def __str__(self) -> str:
        return self.notation


class _CompiledPlays(Protocol):
    def standard_plays(self, position: Position, high: int, low: int, empty_entry: bool, /) -> tuple[Play, ...]:
        ...


def _accelerator() -> _CompiledPlays | None:
    """The standard game's generator in C (``_plays.c``), when it is built from the ``_plays.c`` beside it.

    Without it (no compiler at install time, ``TUTOR_PURE_PYTHON=1``, a build of an
    older ``_plays.c``, or the browser) the plays come from the general walk,
    :func:`generate`: the same plays, about ten times slower.
    """
    if os.environ.get("TUTOR_PURE_PYTHON"):
        return None
    try:
        from tutor.backgammon import _plays
    except ImportError:
        return None
    source = Path(__file__).with_name("_plays.c")
    if source.exists() and hashlib.sha256(source.read_bytes()).hexdigest() != _plays.SOURCE_SHA256:
        warnings.warn("tutor/backgammon/_plays.c changed after it was built, so the engine uses the "
                      "general walk; rebuild it with `make venv` or `pip install -e .`", stacklevel=2)
        return None
    _plays.bind(Play, Position)
    return _plays


ACCELERATOR = _accelerator()
"""The compiled generator in use for the standard game, or None (see ``_accelerator``)."""


def legal_plays(position: Position, roll: str | Roll, rules: Rules = _DEFAULT) -> tuple[Play, ...]:
    """Every legal play of ``roll`` in ``position``, one per resulting position, sorted by notation.

    When nothing can be played, the only play is ``pass`` and the board stays as it is.

    >>> from tutor.backgammon.board import Position
    >>> closed = Position.from_points({25: 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2})
    >>> [str(p) for p in legal_plays(closed, "6-6")]
    ['pass']
    """
    dice = order_dice(roll)
    if rules.ordinary_turns and ACCELERATOR is not None:
        return ACCELERATOR.standard_plays(position, dice[0], dice[1], rules.bar_entry == "empty_point")
    me, them = counts(position)
    marked = hit_points(them)
    _, found = generate(me, them, ordinary_moves(dice), stepper(rules, dice, position))
    plays = [Play(format_play(steps, marked), steps, after(key, position)) for key, steps in found.items()]
    return tuple(sorted(plays, key=lambda p: p.notation))


def play(position: Position, roll: str | Roll, text: str, rules: Rules = _DEFAULT) -> Position:
    """The position after playing ``text`` (a play in notation), with the opponent on roll.

    Raises :class:`~tutor.errors.IllegalPlayError` when the roll does not allow it.
    """
    dice = order_dice(roll)
    key, _ = play_part(position, dice, ordinary_moves(dice), text, rules)
    return after(key, position)


def play_part(position: Position, roll: Roll, values: tuple[int, ...], text: str,
              rules: Rules) -> tuple[Key, bool]:
    """Play ``text`` as the moves ``values`` of ``roll`` (a whole roll, a double, a complement, a named double).

    Returns the position after it (internal form, the same side still to move) and
    whether every move of ``values`` was played.
    """
    chains = parse_play(text)
    me, them = counts(position)
    most, found = generate(me, them, values, stepper(rules, roll, position))
    left = apply_chains(me, them, chains)
    stop = blocked_stop(chains, them)
    if left in found and stop is not None:
        # the same checkers could reach the same points another way, but the path written stops on a block
        raise IllegalPlayError("backgammon.point-blocked", play=text, roll=_roll_text(values), point=stop,
                               count=them[stop])
    if left not in found:
        entry_closed = me[WAIT] == 15 and not may_enter(rules, roll)
        code, params = _why_illegal(me, them, chains, values, found, entry_closed)
        if code == "backgammon.illegal-play":
            marked = hit_points(them)
            params["legal"] = ", ".join(sorted(format_play(steps, marked) for steps in found.values()))
        raise IllegalPlayError(code, play=text, roll=_roll_text(values), **params)
    return left, most == len(values)


def blocked_stop(chains: tuple[Chain, ...], them: list[int] | tuple[int, ...]) -> int | None:
    """The first point where a written play stops on a point the opponent holds with two or more checkers
    (a chain's end: ``13/12 12/9`` stops on 12), or ``None``.

    A play is judged by the path written, not only by where its checkers end: ``13/12 12/9`` is refused
    when the 12-point is blocked, even though ``13/9`` by way of the 10-point is legal.
    """
    for chain in chains:
        if chain.end != OFF and them[chain.end] >= 2:
            return chain.end
    return None


def _roll_text(values: tuple[int, ...]) -> str:
    if len(values) == 2 or len(set(values)) != 1:
        return format_roll((values[0], values[-1]))
    return f"{values[0]}-{values[0]}"


def ordinary_moves(dice: Roll) -> tuple[int, ...]:
    """The moves a roll gives by the ordinary rules: both dice, or four of a double."""
    return (dice[0],) * 4 if dice[0] == dice[1] else dice


def _why_illegal(me: list[int], them: list[int], chains: tuple[Chain, ...], values: tuple[int, ...],
                 found: dict[Key, tuple[Step, ...]], entry_closed: bool = False) -> tuple[str, dict[str, object]]:
    """The rule a written play breaks, as an error code, when one can be named from the text alone."""
    entering = sum(c.count for c in chains if c.start == BAR)
    if entry_closed and entering:
        return "backgammon.entry-not-yet", {}
    ends = {c.end for c in chains}
    for chain in chains:
        if chain.start != BAR and not me[chain.start] and chain.start not in ends:
            return "backgammon.no-checker", {"point": chain.start}
    if me[BAR] > entering and any(c.start != BAR for c in chains):
        return "backgammon.bar-first", {}
    for chain in chains:
        for point in (*chain.hits, chain.end):
            if point != OFF and them[point] >= 2:
                return "backgammon.point-blocked", {"point": point, "count": them[point]}
    starred = {p for c in chains for p in (*c.hits, *((c.end,) if c.hits_end else ()))}
    for point in sorted(starred):
        if them[point] != 1:
            return "backgammon.no-blot", {"point": point}
    for chain in chains:
        if chain.end != OFF and them[chain.end] == 1 and chain.end not in starred:
            return "backgammon.hit-not-written", {"point": chain.end}
    most = len(next(iter(found.values())))
    if all(c.end != OFF for c in chains) and len(set(values)) <= 2:
        pips = sum((c.start - c.end) * c.count for c in chains)
        larger, smaller = max(values), min(values)
        if larger == smaller:
            if pips % larger == 0 and pips // larger < most:
                return "backgammon.use-more-dice", {}
        elif pips in (larger, smaller) and most == 2:
            return "backgammon.use-more-dice", {}
        elif pips == smaller and most == 1:
            return "backgammon.larger-die", {}
    return "backgammon.illegal-play", {}


def order_dice(roll: str | Roll) -> Roll:
    """The dice, higher first: a play that two step lists make is written the same for 5-1 and 1-5."""
    if isinstance(roll, str):
        roll = parse_roll(roll)
    if len(roll) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in roll):
        raise ValueError(f"a roll is two dice from 1 to 6, not {roll!r}")
    return max(roll), min(roll)


def _steps(me: tuple[int, ...], them: tuple[int, ...], die: int, rules: Rules) -> list[Step]:
    """The single steps one die allows (spec §2.3)."""
    if me[BAR]:
        target = BAR - die
        if rules.bar_entry == "empty_point":
            return [(BAR, target)] if not them[target] and not me[target] else []
        return [(BAR, target)] if them[target] <= 1 else []
    steps: list[Step] = []
    highest = 24
    while highest and not me[highest]:
        highest -= 1
    home = highest <= 6
    for point in range(highest, 0, -1):
        if not me[point]:
            continue
        target = point - die
        if target >= 1:
            if them[target] <= 1:
                steps.append((point, target))
        elif home and (target == 0 or point == highest):
            steps.append((point, OFF))
    return steps


def _variant_steps(me: tuple[int, ...], them: tuple[int, ...], die: int, rules: Rules, may_enter: bool,
                   all_before_moving: bool, exact_off: bool) -> list[Step]:
    """The single steps one die allows when checkers may still wait off the board (Acey-Deucey, Russian)."""
    if me[BAR] or not me[WAIT]:
        steps = _steps(me, them, die, rules)
        if exact_off and not me[BAR]:
            steps = [(p, t) for p, t in steps if t != OFF or p == die]
        return steps
    steps = []
    target = BAR - die
    if may_enter and them[target] <= 1 and (rules.bar_entry == "standard" or not them[target]):
        steps.append((BAR, target))  # a waiting checker enters as from the bar (the mover has none there)
    if all_before_moving:
        return steps
    for point in range(24, 0, -1):  # no bearing off while checkers wait
        if me[point] and point - die >= 1 and them[point - die] <= 1:
            steps.append((point, point - die))
    return steps


def may_enter(rules: Rules, roll: Roll) -> bool:
    """Acey-Deucey: may ``roll`` bring in a side's first checker?  (Only a double or a 1-2, by some readings.)"""
    return not (rules.entry_needs_double_or_acey_deucey and roll[0] != roll[1] and sorted(roll) != [1, 2])


def stepper(rules: Rules, roll: Roll, position: Position | None = None) -> StepRule:
    """The single-step rule in force for ``roll`` under ``rules``; ``position``: where the part of the turn starts
    (Russian backgammon with ``russian_first_roll=enter``: a side with all fifteen checkers still waiting, on its
    first roll, may only bring checkers in; without ``position`` that reading is not applied).

    >>> from tutor.backgammon.board import VARIANT_START
    >>> me, them = (tuple(side) for side in counts(VARIANT_START))
    >>> literal = Rules(variant="russian", russian_first_roll="enter")
    >>> entered = move(me, them, (BAR, 20))
    >>> stepper(literal, (5, 4))(*entered, 4), stepper(literal, (5, 4), VARIANT_START)(*entered, 4)
    ([(25, 21), (20, 16)], [(25, 21)])
    """
    if not rules.starts_off_board:
        return partial(_steps, rules=rules)
    entry_open = may_enter(rules, roll)
    all_first = rules.all_enter_before_moving or (
        position is not None and rules.first_roll_enters_only and position.mover_waiting == 15)
    exact = rules.exact_bear_off

    def steps(me: tuple[int, ...], them: tuple[int, ...], die: int) -> list[Step]:
        # "no checker enters before a double or a 1-2" binds only while none has entered
        enter = entry_open or me[WAIT] < 15
        return _variant_steps(me, them, die, rules, enter, all_first, exact)
    return steps


def generate(me_list: list[int], them_list: list[int], values: tuple[int, ...],
             step_rule: StepRule) -> tuple[int, dict[Key, tuple[Step, ...]]]:
    """The general walk: the most moves of ``values`` that can be played, and the resulting positions (before
    the turn passes) → one step list, by spec §2.4.  ``values``: two different dice (played in either order) or
    moves of one number.  Every variant's plays come from here; the C generator (``_plays.c``) is held to it."""
    first, second = values[0], values[-1]
    orders = [values] if first == second else [values, values[::-1]]
    dice = (max(values), min(values))
    leaves: dict[Key, tuple[int, int, tuple[Step, ...]]] = {}  # key -> (dice used, largest die used, steps)

    def walk(me: tuple[int, ...], them: tuple[int, ...], order: tuple[int, ...], seen: list[set[Key]],
             depth: int, steps: tuple[Step, ...], largest: int) -> None:
        options = step_rule(me, them, order[depth]) if depth < len(order) else ()
        if not options:
            key = (me, them)
            old = leaves.get(key)
            if old is None or (depth, largest) > old[:2]:
                leaves[key] = (depth, largest, steps)
            return
        die = order[depth]
        deeper = depth + 1
        bigger = largest if largest > die else die
        marks = seen[deeper]
        for step in options:
            after = move(me, them, step)
            # the same board with the same dice left always ends the same ways: walk it once
            if after in marks:
                continue
            marks.add(after)
            walk(after[0], after[1], order, seen, deeper, (*steps, step), bigger)

    me0, them0 = tuple(me_list), tuple(them_list)
    if len(values) == 2 and first != second:
        # two different dice: the same depth-first walk, unrolled (the usual case, so worth the speed)
        for low_first in (False, True):
            one, two = (second, first) if low_first else (first, second)
            both = one if one > two else two
            firsts = step_rule(me0, them0, one)
            if not firsts and (me0, them0) not in leaves:
                leaves[me0, them0] = (0, 0, ())
            for step in firsts:
                me1, them1 = move(me0, them0, step)
                seconds = step_rule(me1, them1, two)
                if not seconds:
                    old1 = leaves.get((me1, them1))
                    if old1 is None or (1, one) > old1[:2]:
                        leaves[me1, them1] = (1, one, (step,))
                    continue
                for other in seconds:
                    key = move(me1, them1, other)
                    old2 = leaves.get(key)
                    if old2 is None or (2, both) > old2[:2]:
                        leaves[key] = (2, both, (step, other))
    else:
        for order in orders:
            walk(me0, them0, order, [set() for _ in range(len(order) + 1)], 0, (), 0)
    most = max(used for used, _, _ in leaves.values())
    kept = {key: leaf for key, leaf in leaves.items() if leaf[0] == most}
    if most == 1 and first != second:
        larger = {key: leaf for key, leaf in kept.items() if leaf[1] == max(dice)}
        kept = larger or kept
    return most, {key: steps for key, (_, _, steps) in kept.items()}
