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
from operator import attrgetter
from pathlib import Path
from typing import Protocol

from tutor.backgammon.board import Position
from tutor.backgammon.notation import BAR, OFF, Chain, Step, format_play, format_roll, parse_play, parse_roll
from tutor.backgammon.rules import Rules
from tutor.errors import IllegalPlayError

Roll = tuple[int, int]
# Internal working form, all in the mover's numbering: ``me[p]`` for points 1..24 and
# ``me[25]`` for the bar, ``me[26]`` for the checkers waiting to enter (the variants);
# ``them[p]`` the opponent's checkers on my point p and ``them[0]`` the opponent's bar.  Tuples of these are the dictionary keys of positions.
_Key = tuple[tuple[int, ...], tuple[int, ...]]

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
    """The C port of ``_standard_plays`` (``_plays.c``), when it is built from the ``_plays.c`` beside it.

    Without it (no compiler at install time, ``TUTOR_PURE_PYTHON=1``, or a build of an
    older ``_plays.c``) the standard game's plays come from ``_standard_plays``: the
    same plays, about six times slower.
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
                      "Python generator; rebuild it with `make venv` or `pip install -e .`", stacklevel=2)
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
    dice = _dice(roll)
    if rules.variant == "standard" and ACCELERATOR is not None:
        return ACCELERATOR.standard_plays(position, dice[0], dice[1], rules.bar_entry == "empty_point")
    me, them = _internal(position)
    hit_points = frozenset(p for p in range(1, 25) if them[p])
    if rules.variant == "standard":
        return _standard_plays(position, me, them, dice, rules.bar_entry == "empty_point", hit_points)
    _, found = _generate(me, them, _part(dice), _stepper(rules, dice))
    plays = [Play(format_play(steps, hit_points), steps, _result(key, position)) for key, steps in found.items()]
    return tuple(sorted(plays, key=lambda p: p.notation))


def play(position: Position, roll: str | Roll, text: str, rules: Rules = _DEFAULT) -> Position:
    """The position after playing ``text`` (a play in notation), with the opponent on roll.

    Raises :class:`~tutor.errors.IllegalPlayError` when the roll does not allow it.
    """
    dice = _dice(roll)
    after, _ = play_part(position, dice, _part(dice), text, rules)
    return _result(after, position)


def play_part(position: Position, roll: Roll, values: tuple[int, ...], text: str,
              rules: Rules) -> tuple[_Key, bool]:
    """Play ``text`` as the moves ``values`` of ``roll`` (a whole roll, a double, a complement, a named double).

    Returns the position after it (internal form, the same side still to move) and
    whether every move of ``values`` was played.
    """
    chains = parse_play(text)
    me, them = _internal(position)
    most, found = _generate(me, them, values, _stepper(rules, roll))
    after = _apply_chains(me, them, chains)
    if after not in found:
        entry_closed = (rules.variant == "acey-deucey" and me[WAIT] == 15 and not may_enter(rules, roll))
        code, params = _why_illegal(me, them, chains, values, found, entry_closed)
        if code == "backgammon.illegal-play":
            hit_points = frozenset(p for p in range(1, 25) if them[p])
            params["legal"] = ", ".join(sorted(format_play(steps, hit_points) for steps in found.values()))
        raise IllegalPlayError(code, play=text, roll=_roll_text(values), **params)
    return after, most == len(values)


def _roll_text(values: tuple[int, ...]) -> str:
    if len(values) == 2 or len(set(values)) != 1:
        return format_roll((values[0], values[-1]))
    return f"{values[0]}-{values[0]}"


def _part(dice: Roll) -> tuple[int, ...]:
    """The moves a roll gives by the ordinary rules: both dice, or four of a double."""
    return (dice[0],) * 4 if dice[0] == dice[1] else dice


def _why_illegal(me: list[int], them: list[int], chains: tuple[Chain, ...], values: tuple[int, ...],
                 found: dict[_Key, tuple[Step, ...]], entry_closed: bool = False) -> tuple[str, dict[str, object]]:
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


def _dice(roll: str | Roll) -> Roll:
    """The dice, higher first: a play that two step lists make is written the same for 5-1 and 1-5."""
    if isinstance(roll, str):
        roll = parse_roll(roll)
    if len(roll) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in roll):
        raise ValueError(f"a roll is two dice from 1 to 6, not {roll!r}")
    return max(roll), min(roll)


WAIT = 26


def _internal(position: Position) -> tuple[list[int], list[int]]:
    me = [0, *position.mover, position.mover_waiting]
    points = position.opponent[:24] if position.same_direction else reversed(position.opponent[:24])
    them = [position.opponent[24], *points, 0]
    return me, them


def _result(key: _Key, before: Position) -> Position:
    """The position after a play from ``before``, the opponent now on roll."""
    me, them = key
    points = them[1:25] if before.same_direction else tuple(reversed(them[1:25]))
    return Position.unchecked((*points, them[0]), me[1:26], before.opponent_waiting, me[WAIT],
                              before.same_direction)


def _kept(key: _Key, before: Position) -> Position:
    """The position after a play from ``before``, the same side still on roll (it rolls again)."""
    return _result(key, before).swapped()


def _apply_chains(me: list[int], them: list[int], chains: tuple[Chain, ...]) -> _Key | None:
    """The position the written play leaves, if it can be read as moves at all (else None)."""
    mine, theirs = list(me), list(them)
    hits: set[int] = set()
    entering = sum(c.count for c in chains if c.start == BAR)
    if entering > mine[BAR]:  # checkers enter from the bar first, then from off the board (the variants)
        mine[WAIT] -= entering - mine[BAR]
        mine[BAR] = entering
    for chain in chains:
        start, end, count = chain.start, chain.end, chain.count
        mine[start] -= count
        if end != OFF:
            mine[end] += count
        hits.update(chain.hits)
        if chain.hits_end:
            hits.add(end)
    for point in hits:
        if theirs[point] != 1:
            return None
        theirs[point] = 0
        theirs[0] += 1
    if min(mine) < 0:
        return None
    return tuple(mine), tuple(theirs)


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
    return not (rules.variant == "acey-deucey" and rules.acey_deucey_entry.startswith("after_double_or_acey_deucey")
                and roll[0] != roll[1] and sorted(roll) != [1, 2])


def _stepper(rules: Rules, roll: Roll) -> Callable[[tuple[int, ...], tuple[int, ...], int], list[Step]]:
    """The single-step rule in force for ``roll`` under ``rules``."""
    if rules.variant == "standard":
        return partial(_steps, rules=rules)
    acey = rules.variant == "acey-deucey"
    entry_open = may_enter(rules, roll)
    all_first = acey and rules.acey_deucey_entry == "all_before_moving"
    exact = acey and rules.acey_deucey_european

    def steps(me: tuple[int, ...], them: tuple[int, ...], die: int) -> list[Step]:
        # "no checker enters before a double or a 1-2" binds only while none has entered
        enter = entry_open or me[WAIT] < 15
        return _variant_steps(me, them, die, rules, enter, all_first, exact)
    return steps


def _move(me: tuple[int, ...], them: tuple[int, ...], step: Step) -> _Key:
    start, end = step
    mine = list(me)
    if start == BAR and not mine[BAR]:
        start = WAIT  # entering from off the board
    mine[start] -= 1
    if end == OFF:
        return tuple(mine), them
    mine[end] += 1
    if them[end] != 1:
        return tuple(mine), them
    theirs = list(them)
    theirs[end] = 0
    theirs[0] += 1
    return tuple(mine), tuple(theirs)


def _generate(me_list: list[int], them_list: list[int], values: tuple[int, ...],
              step_rule: Callable[[tuple[int, ...], tuple[int, ...], int], list[Step]],
              ) -> tuple[int, dict[_Key, tuple[Step, ...]]]:
    """The most moves of ``values`` that can be played, and the resulting positions (before the turn passes) →
    one step list, by spec §2.4.  ``values``: two different dice (played in either order) or moves of one number."""
    first, second = values[0], values[-1]
    orders = [values] if first == second else [values, values[::-1]]
    dice = (max(values), min(values))
    leaves: dict[_Key, tuple[int, int, tuple[Step, ...]]] = {}  # key -> (dice used, largest die used, steps)

    def walk(me: tuple[int, ...], them: tuple[int, ...], order: tuple[int, ...], seen: list[set[_Key]],
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
            after = _move(me, them, step)
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
                me1, them1 = _move(me0, them0, step)
                seconds = step_rule(me1, them1, two)
                if not seconds:
                    old1 = leaves.get((me1, them1))
                    if old1 is None or (1, one) > old1[:2]:
                        leaves[me1, them1] = (1, one, (step,))
                    continue
                for other in seconds:
                    key = _move(me1, them1, other)
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


# The standard game's plays, generated fast (the same plays, steps and order as ``_generate``).
# _plays.c is a port of this part to C, used where it is built: change the two together
# (tests/backgammon/test_moves.py holds both to ``_generate``).
# A side's checkers are coded as one int, 4 bits a point (at most 15 checkers), and the
# opponent's blots hit as bits above them: two plays leave the same position exactly when
# they leave the same code.  The opponent's checkers only matter where they block a point
# or are hit, and a hit blot leaves an empty point, so blocking never changes during a play.
_WEIGHT = (0, *(1 << (4 * p) for p in range(1, 26)))  # point 0 (off) is not counted
_HIT_SHIFT = 4 * 27
_Found = dict[int, tuple[tuple[Step, ...], tuple[int, ...]]]  # code -> (the first steps found, my side after)


def _standard_plays(position: Position, me: list[int], them: list[int], dice: Roll, empty_entry: bool,
                    hit_points: frozenset[int]) -> tuple[Play, ...]:
    found = _standard_generate(me, them, dice, empty_entry)
    # the plays of a double that cannot bear off are steps of one length, highest point first
    double = dice[0] if dice[0] == dice[1] and sum(me[7:26]) >= 4 else 0
    plays = []
    new = object.__new__  # with a dict literal: the fastest way to fill a frozen dataclass
    waiting, same = position.opponent_waiting, position.same_direction
    mover_waiting = me[WAIT]
    names = _NAMES
    points = them[1:25] if same else them[24:0:-1]
    untouched = (*points, them[0])  # the opponent's side when nothing is hit
    for key, (steps, mine) in found.items():
        if key >> _HIT_SHIFT:
            theirs = list(them)
            for _, end in steps:
                if theirs[end] == 1:
                    theirs[end] = 0
                    theirs[0] += 1
            points = theirs[1:25] if same else theirs[24:0:-1]
            mover = (*points, theirs[0])
        else:
            mover = untouched
        result = new(Position)
        result.__dict__.update({"mover": mover, "opponent": mine, "mover_waiting": waiting,
                                "opponent_waiting": mover_waiting, "same_direction": same})
        count = len(steps)
        if count == 2:  # format_play's two-step case, inline
            (start, end), (start2, end2) = steps if steps[0] >= steps[1] else steps[::-1]
            if start2 == end:  # one checker, two steps
                text = f"{names[start]}/{end}*/{names[end2]}" if end in hit_points else \
                    f"{names[start]}/{names[end2]}"
                if end2 in hit_points:
                    text += "*"
            else:
                text = f"{names[start]}/{names[end]}*" if end in hit_points else f"{names[start]}/{names[end]}"
                if start2 == start and end2 == end:
                    text += "(2)"
                else:
                    text += f" {names[start2]}/{names[end2]}*" if end2 in hit_points and end2 != end else \
                        f" {names[start2]}/{names[end2]}"
        elif double and count:
            text = _format_double(steps, double, hit_points)
        else:
            text = format_play(steps, hit_points)
        made = new(Play)
        made.__dict__.update({"notation": text, "steps": steps, "result": result, "then": ""})
        plays.append(made)
    plays.sort(key=_NOTATION)
    return tuple(plays)


_NAMES = ("off", *(str(p) for p in range(1, 25)), "bar")


def _format_double(steps: tuple[Step, ...], die: int, hit_points: frozenset[int]) -> str:
    """``format_play`` for steps of one length ``die``, none off, given highest point first.

    The general join takes, for each checker from the highest point down, the next step
    from where it stands; with one length the steps from a point all follow those into
    it, so counting the steps by point gives the same chains, equal ones side by side.
    """
    left: dict[int, int] = {}
    for start, _ in steps:
        left[start] = left.get(start, 0) + 1
    names = _NAMES
    parts: list[str] = []
    starred: set[int] = set()
    previous: tuple[int, tuple[int, ...], int] = (0, (), 0)
    repeats = 0
    for start in left:  # highest first, as given
        while left[start]:
            left[start] -= 1
            end = start - die
            inner: tuple[int, ...] = ()
            while left.get(end):
                left[end] -= 1
                if end in hit_points:
                    inner += (end,)
                end -= die
            chain = (start, inner, end)
            if chain == previous:
                repeats += 1
                continue
            if repeats:
                parts.append(_chain_text(previous, repeats, hit_points, starred, names))
            previous, repeats = chain, 1
    parts.append(_chain_text(previous, repeats, hit_points, starred, names))
    return " ".join(parts)


def _chain_text(chain: tuple[int, tuple[int, ...], int], repeats: int, hit_points: frozenset[int],
                starred: set[int], names: tuple[str, ...]) -> str:
    start, inner, end = chain
    if inner:
        text = names[start] + "".join(f"/{p}*" for p in inner) + "/" + names[end]
        starred.update(inner)
    else:
        text = names[start] + "/" + names[end]
    if end in hit_points and end not in starred:
        text += "*"
        starred.add(end)
    return text if repeats == 1 else f"{text}({repeats})"
_NOTATION = attrgetter("notation")


def _standard_generate(me: list[int], them: list[int], dice: Roll, empty_entry: bool) -> _Found:
    """``_generate`` for the standard rules: the resulting positions, each with the first steps found and my side after."""
    weight = _WEIGHT
    hit = [0] * 26
    for point in range(1, 25):
        if them[point] == 1:
            hit[point] = 1 << (_HIT_SHIFT + point)
    movers = {die: [p for p in range(24, die, -1) if them[p - die] <= 1] for die in set(dice)}
    me = list(me)  # moved in place and restored

    def options(die: int, outside: int) -> list[Step]:
        """``_steps`` for ``me``: ``outside`` is the number of checkers off the home board (points 7 to 25)."""
        if me[BAR]:
            target = BAR - die
            if them[target] > 1 or (empty_entry and (them[target] or me[target])):
                return []
            return [(BAR, target)]
        found = [(p, p - die) for p in movers[die] if me[p]]
        if not outside:
            if me[die]:
                found.append((die, OFF))
            else:
                highest = 6
                while highest and not me[highest]:
                    highest -= 1
                if highest and highest < die:
                    found.append((highest, OFF))
        return found

    code0 = sum(me[p] * weight[p] for p in range(1, 26))
    outside0 = sum(me[7:26])
    high, low = dice
    if high != low:
        two: _Found = {}
        one: dict[int, tuple[int, Step, tuple[int, ...]]] = {}  # -> (the die used, the step, my side after)
        for first, second in ((high, low), (low, high)):
            for a, b in options(first, outside0):
                me[a] -= 1
                me[b] += 1
                code1 = code0 - weight[a] + weight[b]
                mask1 = hit[b]
                seconds = options(second, outside0 - (a > 6) + (b > 6))
                if seconds:
                    for c, d in seconds:
                        key = (code1 - weight[c] + weight[d]) | mask1 | hit[d]
                        if key not in two:
                            me[c] -= 1
                            me[d] += 1
                            two[key] = (((a, b), (c, d)), tuple(me[1:26]))
                            me[c] += 1
                            me[d] -= 1
                else:
                    key = code1 | mask1
                    old = one.get(key)
                    if old is None or old[0] < first:
                        one[key] = (first, (a, b), tuple(me[1:26]))
                me[a] += 1
                me[b] -= 1
        if two:
            return two
        if one:
            larger: _Found = {key: ((step,), mine) for key, (die, step, mine) in one.items() if die == high}
            return larger or {key: ((step,), mine) for key, (_, step, mine) in one.items()}
        return {code0: ((), tuple(me[1:26]))}

    leaves: dict[int, tuple[int, tuple[Step, ...], tuple[int, ...]]] = {}
    if outside0 >= 4:
        # no checker can bear off during these four moves, so a play is a multiset of steps and
        # the positions it leaves differ: walk each multiset once, in its steps' order from the
        # highest point down, which is the order ``_generate`` finds it in first
        sources = movers[high]
        below = [len([p for p in sources if p > limit]) for limit in range(26)]  # sources[below[l]:] are <= l

        def multisets(depth: int, code: int, mask: int, limit: int, steps: tuple[Step, ...]) -> None:
            if depth == 4:
                leaves[code | mask] = (depth, steps, tuple(me[1:26]))
                return
            if me[BAR]:
                moves = options(high, 1)
                if not moves:
                    leaves[code | mask] = (depth, steps, tuple(me[1:26]))
                    return
            else:
                moves = [(p, p - high) for p in sources[below[limit]:] if me[p]]
                if not moves:
                    if not any(me[p] for p in sources[:below[limit]]):
                        leaves[code | mask] = (depth, steps, tuple(me[1:26]))
                    return
            for a, b in moves:
                me[a] -= 1
                me[b] += 1
                multisets(depth + 1, code - weight[a] + weight[b], mask | hit[b], a, (*steps, (a, b)))
                me[a] += 1
                me[b] -= 1

        multisets(0, code0, 0, BAR, ())
        most = max(depth for depth, _, _ in leaves.values())
        return {key: (steps, mine) for key, (depth, steps, mine) in leaves.items() if depth == most}
    seen: list[set[int]] = [set() for _ in range(5)]

    def walk(depth: int, code: int, mask: int, outside: int, steps: tuple[Step, ...]) -> None:
        moves = options(high, outside) if depth < 4 else ()
        if not moves:
            key = code | mask
            if key not in leaves:
                leaves[key] = (depth, steps, tuple(me[1:26]))
            return
        marks = seen[depth + 1]
        for a, b in moves:
            after = code - weight[a] + weight[b]
            hits = mask | hit[b]
            key = after | hits
            if key in marks:
                continue
            marks.add(key)
            me[a] -= 1
            me[b] += 1
            walk(depth + 1, after, hits, outside - (a > 6) + (b > 6), (*steps, (a, b)))
            me[a] += 1
            me[b] -= 1

    walk(0, code0, 0, outside0, ())
    most = max(depth for depth, _, _ in leaves.values())
    return {key: (steps, mine) for key, (depth, steps, mine) in leaves.items() if depth == most}
