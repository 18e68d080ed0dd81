"""Backgammon: legal plays per second on the same random positions, ours against gnubg-nn and the gnubg binding.

The positions are the oracle test's four shapes (contact, bar, bear-off, sparse),
each with a random roll; every generator gets the same list.  gnubg-nn's ``moves``
is the bare C generator; the ``gnubg`` binding (PyPI ``gnubg``) lists the plays
through ``findbestmoves``, its only call that returns every legal play, which also
scores each one at 0 ply.  Each is measured when it imports.
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
    return [*lines, *_gnubg_nn(cases, positions), *_gnubg(cases, positions)]


def _gnubg_nn(cases: list[tuple[Position, tuple[int, int]]], ours: float) -> list[str]:
    try:
        import gnubg_nn
    except ImportError:
        return ["backgammon gnubg-nn: not installed (pip install -e .[oracle]); no ratio"]
    boards = {id(p): [list(p.opponent), list(p.mover)] for p, _ in cases}
    peer, peer_plays = _rate(lambda p, d: len(gnubg_nn.moves(boards[id(p)], *d)), cases)
    return [f"backgammon gnubg-nn moves: {peer:,.0f} positions/s, {peer_plays:,.0f} plays/s; "
            f"ours/gnubg-nn = {ours / peer:.3f}"]


def _gnubg(cases: list[tuple[Position, tuple[int, int]]], ours: float) -> list[str]:
    try:
        import gnubg
    except ImportError:
        return ["backgammon gnubg binding: not installed (pip install gnubg); no ratio"]
    boards = {id(p): (tuple(p.opponent), tuple(p.mover)) for p, _ in cases}
    cube, context = gnubg.cubeinfo(), gnubg.evalcontext()
    peer, peer_plays = _rate(lambda p, d: len(gnubg.findbestmoves(boards[id(p)], cube, context, tuple(d))), cases)
    return [f"backgammon gnubg findbestmoves: {peer:,.0f} positions/s, {peer_plays:,.0f} plays/s; "
            f"ours/gnubg = {ours / peer:.3f}"]
