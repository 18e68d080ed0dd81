"""What a position is worth: the strong player's own network, trained here by self-play (issue 29).

A network of one hidden layer judges a position with one side about to roll, from
that side's point of view: its chances to win, to win a gammon or a backgammon, to lose
a gammon or a backgammon, and (for Acey-Deucey scored per checker) how many checkers
the loser can expect to leave.  Each variant has its own network, because Acey-Deucey
and Russian backgammon start and move differently; all three were trained from random
weights by temporal differences over their own games, as Tesauro's TD-Gammon was
(``tools/train_backgammon.py``; nothing learnt from another program).  They ship as
``nets.bin`` beside this module, in half-precision floats.

>>> from tutor.backgammon.board import START
>>> from tutor.backgammon.rules import Rules
>>> chances = probabilities(START, Rules())
>>> 0.45 < chances.win < 0.60, chances.win_gammon < 0.35
(True, True)
>>> abs(equity(chances, Rules())) < 0.2
True

The network: 209 inputs, one hidden layer of rectified linear units (80 for the
standard game, 48 for each variant), seven sigmoid outputs (the fields of
:class:`Chances`).  The inputs are what a player sees: for each side in its own
numbering, the checkers on each point (one, two, three, and half of each beyond three:
TD-Gammon's encoding), on the bar, waiting to enter, borne off, its pip count, and
whether the two sides can still meet (:func:`contact`).

``nets.bin``: ``TUTORBG1``, the number of networks (2 bytes), then for each its variant's
name (1 byte of length, ASCII), its inputs, hidden units and outputs (2 bytes each), and
its weights as little-endian half floats in the trainer's order: the first layer input by
input, its biases, the output layer output by output, their biases.

Money equity (what a position is worth in points per unit of the cube) comes from the
chances by the rules' scoring: ``2 win - 1 + gammons won - gammons lost + backgammons
won - backgammons lost`` where gammons count, ``2 win - 1`` where every game is single,
and the expected checkers left where Acey-Deucey is scored per checker.

**Cube decisions** follow the money-game reasoning of Janowski's model: the cubeless
chances give the average value of a game won (``W``, with its gammons) and lost (``L``);
a fully live cube makes the equity linear in the winning chances between the take point
``(L - 1/2) / (W + L + 1/2)`` and the cash point ``(L + 1) / (W + L + 1/2)``; the truth
lies between that live cube and a dead one, weighted by the cube's efficiency
(:data:`CUBE_LIFE`).  A player doubles when doubling (the opponent's best answer) is worth
more than not doubling, and takes when owning the cube at twice the stake loses less than
the point a drop pays.

>>> cube_action(Chances(0.75, 0.10, 0.0, 0.02, 0.0, 0.0, 0.0), "centre")
'double, take'
>>> cube_action(Chances(0.88, 0.05, 0.0, 0.01, 0.0, 0.0, 0.0), "centre")
'double, drop'
>>> cube_action(Chances(0.55, 0.10, 0.0, 0.08, 0.0, 0.0, 0.0), "centre")
'no double'
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from functools import cache
from operator import mul
from pathlib import Path
from typing import NamedTuple

from tutor.backgammon.board import Position
from tutor.backgammon.rules import Rules

NETS = Path(__file__).with_name("nets.bin")
MAGIC = b"TUTORBG1"
INPUTS, OUTPUTS = 209, 7
SIDE_INPUTS = 104
CHECKERS = 15

#: Janowski's cube life: 0 is a dead cube (never turned again), 1 a fully live one (turned at exactly the right
#: moment); real games lie between, about two thirds of the way.
CUBE_LIFE = 0.68


class Chances(NamedTuple):
    """The side on roll's chances (each from 0 to 1); gammons include backgammons."""

    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float
    #: Acey-Deucey per checker: (games won x the loser's checkers left) / 15, and the same for games lost
    win_checkers: float
    lose_checkers: float

    def flipped(self) -> Chances:
        """The same chances from the other side's point of view."""
        return Chances(1.0 - self.win, self.lose_gammon, self.lose_backgammon, self.win_gammon,
                       self.win_backgammon, self.lose_checkers, self.win_checkers)


def equity(chances: Chances, rules: Rules) -> float:
    """Points per unit of the stake the side of ``chances`` can expect, under ``rules``' scoring (no cube)."""
    if rules.scoring == "single":
        return 2.0 * chances.win - 1.0
    if rules.scoring == "checkers":
        return CHECKERS * (chances.win_checkers - chances.lose_checkers)
    return (2.0 * chances.win - 1.0 + chances.win_gammon - chances.lose_gammon + chances.win_backgammon
            - chances.lose_backgammon)


class Net:
    """One variant's network: one hidden layer of rectified linear units, seven sigmoid outputs.

    Most inputs are zero, so the first layer is folded into one row per (side, point,
    checkers on it), made when first needed: a position costs a row added per occupied
    point, not a multiplication per input.  The rows of the side on roll are summed once
    per board of that side and kept (:data:`KEPT` of them): the plays of one roll leave
    the side about to roll the same checkers, unless they hit.
    """

    def __init__(self, weights: tuple[float, ...], hidden: int):
        self.hidden = hidden
        self.rows = [weights[i * hidden:(i + 1) * hidden] for i in range(INPUTS)]
        at = INPUTS * hidden
        self.bias = weights[at:at + hidden]
        at += hidden
        self.out = tuple(weights[at + k * hidden:at + (k + 1) * hidden] for k in range(OUTPUTS))
        self.out_bias = weights[at + OUTPUTS * hidden:at + OUTPUTS * hidden + OUTPUTS]
        # [side][point 0..23][checkers 1..15], then [side][checkers]: None until folded
        self.points: list[list[list[tuple[float, ...] | None]]] = [[[None] * 16 for _ in range(24)]
                                                                   for _ in range(2)]
        self.others: dict[tuple[int, int, int], tuple[float, ...]] = {}  # (side, what, count) -> row
        self.kept: dict[tuple[tuple[int, ...], int], tuple[float, ...]] = {}

    def _combine(self, terms: list[tuple[int, float]]) -> tuple[float, ...]:
        total = [0.0] * self.hidden
        for index, weight in terms:
            if weight:
                total = [t + weight * r for t, r in zip(total, self.rows[index], strict=True)]
        return tuple(total)

    def _point(self, side: int, index: int, n: int) -> tuple[float, ...]:
        """The row of ``n`` checkers of ``side`` on its point ``index + 1``: one, two, three, and beyond three."""
        base = side * SIDE_INPUTS + index * 4
        row = self._combine([(base, 1.0), (base + 1, float(n >= 2)), (base + 2, float(n >= 3)),
                             (base + 3, (n - 3) / 2.0 if n > 3 else 0.0)])
        self.points[side][index][n] = row
        return row

    def _other(self, side: int, what: int, n: int) -> tuple[float, ...]:
        """The row of ``n`` checkers of ``side`` on the bar (``what`` 0), waiting (1) or borne off (2), or of its
        pip count ``n`` (3)."""
        key = (side, what, n)
        row = self.others.get(key)
        if row is None:
            b = side * SIDE_INPUTS
            terms = ([(b + 96, 1.0), (b + 97, float(n >= 2)), (b + 98, (n - 2) / 2.0 if n > 2 else 0.0)],
                     [(b + 99, 1.0), (b + 100, n / 15.0)], [(b + 101, 1.0), (b + 102, n / 15.0)],
                     [(b + 103, n / 200.0)])[what]
            row = self.others[key] = self._combine(terms)
        return row

    def _rows(self, side: int, checkers: tuple[int, ...], waiting: int) -> list[tuple[float, ...]]:
        """The rows of one side's checkers (its own numbering)."""
        table = self.points[side]
        rows = []
        count = pips = 0
        for index in range(24):
            n = checkers[index]
            if n:
                rows.append(table[index][n] or self._point(side, index, n))
                count += n
                pips += (index + 1) * n
        bar = checkers[24]
        if bar:
            rows.append(self._other(side, 0, bar))
        if waiting:
            rows.append(self._other(side, 1, waiting))
        off = CHECKERS - count - bar - waiting
        if off:
            rows.append(self._other(side, 2, off))
        pips += 25 * (bar + waiting)
        if pips:
            rows.append(self._other(side, 3, pips))
        return rows

    def chances(self, position: Position, outputs: int = OUTPUTS) -> Chances:
        """The chances of the side on roll in ``position``, about to roll (the first ``outputs`` computed)."""
        return _consistent(self.outputs(position, outputs), position)

    def outputs(self, position: Position, outputs: int = OUTPUTS) -> list[float]:
        """The network's outputs for ``position`` as they come (:meth:`chances` makes them consistent); only the
        first ``outputs`` are computed, the others are 0."""
        key = (position.mover, position.mover_waiting)
        base = self.kept.get(key)
        if base is None:
            if len(self.kept) >= KEPT:
                self.kept.clear()
            base = self.kept[key] = tuple(map(sum, zip(self.bias, *self._rows(0, *key), strict=True)))
        rows = self._rows(1, position.opponent, position.opponent_waiting)
        if contact(position):
            rows.append(self.rows[2 * SIDE_INPUTS])
        # each hidden unit's total over the rows at once (zip(*rows): twice as fast as adding row by row)
        hidden = [total if total > 0.0 else 0.0 for total in map(sum, zip(base, *rows, strict=True))]
        values = [_sigmoid(_dot(hidden, weights) + b) for weights, b in zip(self.out[:outputs],
                                                                            self.out_bias[:outputs], strict=True)]
        return values + [0.0] * (OUTPUTS - outputs)


#: How many boards of the side on roll a network keeps summed.
KEPT = 256


def _dot_fallback(xs: list[float], ys: tuple[float, ...]) -> float:
    return float(sum(map(mul, xs, ys)))


#: the dot product: math.sumprod where Python has it (3.12+, as in the browser's Pyodide)
_dot: Callable[[list[float], tuple[float, ...]], float] = getattr(math, "sumprod", _dot_fallback)


def _sigmoid(z: float) -> float:
    if z < -40.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def _consistent(values: list[float], position: Position) -> Chances:
    """The outputs made consistent: a gammon is a win, a backgammon a gammon; no gammon against a side that
    has borne off a checker."""
    win, wg, wb, lg, lb, wc, lc = values
    mine_off, theirs_off = position.borne_off()
    wg = 0.0 if theirs_off else min(wg, win)
    wb = min(wb, wg)
    lg = 0.0 if mine_off else min(lg, 1.0 - win)
    lb = min(lb, lg)
    return Chances(win, wg, wb, lg, lb, min(wc, win), min(lc, 1.0 - win))


def contact(position: Position) -> bool:
    """Can a checker of one side still meet one of the other's?  (The trainer's ``contact``.)"""
    def back(side: tuple[int, ...], waiting: int) -> int:  # the rearmost checker, in the side's own numbering
        if side[24] or waiting:
            return 25
        return next((i + 1 for i in range(23, -1, -1) if side[i]), 0)

    def front(side: tuple[int, ...], waiting: int) -> int:  # the foremost
        found = next((i + 1 for i in range(24) if side[i]), 0)
        return found or (25 if side[24] or waiting else 26)

    mover, opponent = position.mover, position.opponent
    my_back, their_back = back(mover, position.mover_waiting), back(opponent, position.opponent_waiting)
    if not position.same_direction:
        # in my numbering the opponent's rearmost checker is at 25 minus its own point
        return my_back > 25 - their_back
    return my_back > front(opponent, position.opponent_waiting) or their_back > front(mover, position.mover_waiting)


@cache
def _networks() -> dict[str, tuple[int, tuple[float, ...]]]:
    """The weights in ``nets.bin``: variant -> (hidden units, weights)."""
    data = NETS.read_bytes()
    if data[:8] != MAGIC:
        raise ValueError(f"{NETS} is not a network file")
    (count,) = struct.unpack_from("<H", data, 8)
    at = 10
    found = {}
    for _ in range(count):
        length = data[at]
        name = data[at + 1:at + 1 + length].decode()
        at += 1 + length
        inputs, hidden, outputs = struct.unpack_from("<HHH", data, at)
        at += 6
        size = inputs * hidden + hidden + outputs * hidden + outputs
        if (inputs, outputs) != (INPUTS, OUTPUTS):
            raise ValueError(f"{NETS}: network {name!r} has {inputs} inputs and {outputs} outputs")
        found[name] = (hidden, struct.unpack_from(f"<{size}e", data, at))
        at += 2 * size
    return found


@cache
def network(variant: str) -> Net:
    """The network of ``variant`` (``'standard'``, ``'acey-deucey'``, ``'russian'``), built on first use."""
    hidden, weights = _networks()[variant]
    return Net(weights, hidden)


#: the outputs each scoring needs (the network's are in the order of :class:`Chances`)
_NEEDED = {"single": 1, "gammons": 5, "checkers": OUTPUTS}


def probabilities(position: Position, rules: Rules) -> Chances:
    """The chances of the side on roll in ``position`` (before it rolls) under ``rules`` (only what its scoring
    needs: no gammons where every game is single)."""
    return network(rules.variant).chances(position, _NEEDED[rules.scoring])


# --- the cube --------------------------------------------------------------------------------------------------

def _values(chances: Chances) -> tuple[float, float, float]:
    """(p, W, L): the winning chance and the average value of a game won and of one lost."""
    p = min(max(chances.win, 1e-6), 1 - 1e-6)
    won = (chances.win + chances.win_gammon + chances.win_backgammon) / p if chances.win > 1e-6 else 1.0
    lost = ((1 - chances.win) + chances.lose_gammon + chances.lose_backgammon) / (1 - p) \
        if chances.win < 1 - 1e-6 else 1.0
    return p, won, lost


def cubeful(chances: Chances, cube: str, life: float = CUBE_LIFE) -> float:
    """The side's equity per unit of the present stake with the cube ``'centre'``, ``'own'`` (it may double
    next) or ``'theirs'`` (only the opponent may), by Janowski's mix of a live and a dead cube."""
    p, won, lost = _values(chances)
    dead = p * (won + lost) - lost
    low, high = min(-1.0, dead), max(1.0, dead)  # a side too good to double plays on for the gammon
    width = won + lost + 0.5
    if cube == "own":
        live = p * width - lost
    elif cube == "theirs":
        live = p * width - lost - 0.5
    else:
        take_point, cash_point = (lost - 0.5) / width, (lost + 1.0) / width
        live = -1.0 + 2.0 * (p - take_point) / (cash_point - take_point)
    live = min(max(live, low), high)
    return life * live + (1.0 - life) * dead


def double_value(chances: Chances) -> float:
    """What doubling is worth to the side on roll, per unit of the present stake: the opponent takes (and owns
    the cube at twice the stake) or drops (one unit), whichever is better for him."""
    return min(2.0 * cubeful(chances, "theirs"), 1.0)


def takes(chances: Chances) -> bool:
    """Does the opponent of the side on roll (whose ``chances`` these are) take its double?"""
    return 2.0 * cubeful(chances.flipped(), "own") >= -1.0


def doubles(chances: Chances, cube: str) -> bool:
    """Does the side on roll double, the cube ``'centre'`` or ``'own'``?"""
    return double_value(chances) > cubeful(chances, cube)


def cube_action(chances: Chances, cube: str) -> str:
    """The money-game action in words: ``'no double'``, ``'double, take'`` or ``'double, drop'``."""
    if not doubles(chances, cube):
        return "no double"
    return "double, take" if takes(chances) else "double, drop"
