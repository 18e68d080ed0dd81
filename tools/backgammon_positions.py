"""Random backgammon positions of four shapes, for the oracle test, its frozen vectors and the benchmark.

Shapes (spec §6): ``contact`` (checkers anywhere), ``bar`` (the side on roll has
checkers on the bar), ``bearoff`` (the side on roll is all home) and ``sparse``
(a few checkers each, which stresses the larger-die rule).

>>> import random
>>> from tools.backgammon_positions import random_position
>>> p = random_position(random.Random(1), "bar")
>>> p.mover_point(25) > 0
True
"""

from __future__ import annotations

import random

from tutor.backgammon.board import Position

SHAPES = ("contact", "bar", "bearoff", "sparse")


def random_position(rng: random.Random, shape: str) -> Position:
    if shape == "sparse":
        mine, theirs = rng.randint(1, 4), rng.randint(1, 4)
    else:
        mine, theirs = 15 - rng.choice((0, 0, 0, 1, 3, 6)), 15 - rng.choice((0, 0, 0, 1, 3, 6))
    me = [0] * 25
    them = [0] * 25
    if shape == "bearoff":
        mine = rng.randint(1, 15)
        for _ in range(mine):
            me[rng.randrange(6)] += 1
    else:
        on_bar = rng.randint(1, 3) if shape == "bar" else int(rng.random() < 0.1)
        me[24] = min(on_bar, mine)
        for _ in range(mine - me[24]):
            me[_point(rng, shape)] += 1
    for _ in range(theirs):
        for _attempt in range(50):
            index = 24 if rng.random() < 0.05 else _point(rng, shape)
            if index == 24 or not me[23 - index]:
                them[index] += 1
                break
    return Position(tuple(me), tuple(them))


def _point(rng: random.Random, shape: str) -> int:
    # weighted towards home, as real games are
    if shape == "sparse" or rng.random() < 0.5:
        return rng.randrange(24)
    return min(rng.randrange(24), rng.randrange(24))


def random_roll(rng: random.Random) -> tuple[int, int]:
    return rng.randint(1, 6), rng.randint(1, 6)
