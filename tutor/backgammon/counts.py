"""The engine's working form of a position: two lists of counts, both in the mover's numbering.

The move generators, the turns of the variants and the automatic players all work
on this form rather than on :class:`~tutor.backgammon.board.Position`, because a
checker moves by changing two counts:

- ``me[p]``: the mover's checkers on its point *p* (1–24), ``me[BAR]`` (25) on its
  bar, ``me[WAIT]`` (26) still waiting to enter (the variants);
- ``them[p]``: the opponent's checkers on the *mover's* point *p*, ``them[0]`` on the
  opponent's bar.

A :data:`Key` is the pair as tuples: the dictionary key of a position during a walk.

>>> from tutor.backgammon.board import START
>>> me, them = counts(START)
>>> me[24], me[13], them[1], them[12]
(2, 5, 2, 5)
>>> key = move(tuple(me), tuple(them), (24, 18))
>>> after(key, START)
Position.parse('4HPwQSDgc/ABMA')
>>> kept(key, START) == after(key, START).swapped()
True
"""

from __future__ import annotations

from tutor.backgammon.board import Position
from tutor.backgammon.notation import BAR, OFF, Chain, Step

#: Where ``me`` keeps the checkers still waiting to enter (the variants).
WAIT = 26

#: A position in the working form, as a dictionary key: ``(me, them)``.
Key = tuple[tuple[int, ...], tuple[int, ...]]


def counts(position: Position) -> tuple[list[int], list[int]]:
    """``(me, them)`` for ``position``, the side on roll as ``me``."""
    me = [0, *position.mover, position.mover_waiting]
    points = position.opponent[:24] if position.same_direction else reversed(position.opponent[:24])
    them = [position.opponent[24], *points, 0]
    return me, them


def after(key: Key, before: Position) -> Position:
    """The position after a play from ``before`` that left ``key``, the opponent now on roll."""
    me, them = key
    points = them[1:25] if before.same_direction else tuple(reversed(them[1:25]))
    return Position.unchecked((*points, them[0]), me[1:26], before.opponent_waiting, me[WAIT],
                              before.same_direction)


def kept(key: Key, before: Position) -> Position:
    """The position after a play from ``before`` that left ``key``, the same side still on roll (it rolls again)."""
    return after(key, before).swapped()


def move(me: tuple[int, ...], them: tuple[int, ...], step: Step) -> Key:
    """One checker's single step (a waiting checker enters as from the bar); a blot where it lands is hit."""
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


def apply_chains(me: list[int], them: list[int], chains: tuple[Chain, ...]) -> Key | None:
    """The position a written play leaves, if it can be read as moves at all (else None); not checked by the rules."""
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


def hit_points(them: tuple[int, ...] | list[int]) -> frozenset[int]:
    """The mover's points where the opponent has checkers (where a landing would be written ``*``)."""
    return frozenset(p for p in range(1, 25) if them[p])
