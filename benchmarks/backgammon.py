"""Backgammon: legal plays per second on the same random positions, ours against gnubg-nn when it is installed.

The positions are the oracle test's four shapes (contact, bar, bear-off, sparse),
each with a random roll; both generators get the same list.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from tools.backgammon_positions import SHAPES, random_position, random_roll
from tutor.backgammon import Position, legal_plays

POSITIONS = 4000


def _rate(generate: Callable[[Position, tuple[int, int]], int], cases: list[tuple[Position, tuple[int, int]]]
          ) -> tuple[float, float]:
    start = time.perf_counter()
    plays = sum(generate(p, d) for p, d in cases)
    seconds = time.perf_counter() - start
    return len(cases) / seconds, plays / seconds


def run() -> list[str]:
    rng = random.Random(2026)
    cases = [(random_position(rng, SHAPES[i % len(SHAPES)]), random_roll(rng)) for i in range(POSITIONS)]
    positions, plays = _rate(lambda p, d: len(legal_plays(p, d)), cases)
    lines = [f"backgammon legal_plays: {positions:,.0f} positions/s, {plays:,.0f} plays/s "
             f"({POSITIONS} random positions, one thread)"]
    try:
        import gnubg_nn
    except ImportError:
        return [*lines, "backgammon gnubg-nn: not installed (pip install -e .[oracle]); no ratio"]
    boards = {id(p): [list(p.opponent), list(p.mover)] for p, _ in cases}
    peer, peer_plays = _rate(lambda p, d: len(gnubg_nn.moves(boards[id(p)], *d)), cases)
    return [*lines, f"backgammon gnubg-nn moves: {peer:,.0f} positions/s, {peer_plays:,.0f} plays/s; "
                    f"ours/gnubg-nn = {positions / peer:.3f}"]
