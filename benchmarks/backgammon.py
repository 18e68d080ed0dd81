"""Backgammon: legal plays per second on the same random positions, ours against gnubg-nn and the gnubg binding.

The positions are the oracle test's four shapes (contact, bar, bear-off, sparse),
each with a random roll; every generator gets the same list.  gnubg-nn's ``moves``
is the bare C generator; the ``gnubg`` binding (PyPI ``gnubg``) lists the plays
through ``findbestmoves``, its only call that returns every legal play, which also
scores each one at 0 ply.  Each is measured when it imports.  Where the C generator
(``tutor/backgammon/_plays.c``) is built, ``legal_plays`` uses it, and the general
walk it replaces where C is missing (the browser) is measured beside it.

Whole games through the common interface (``tutor.start`` … ``state.play``, random
legal decisions, the cube where it is in play) are measured per variant, and the practice
themes' puzzles per theme, with the part the board's step verdicts take
(:mod:`tutor.backgammon.steps`).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from unittest import mock

import tutor
from tools.backgammon_positions import SHAPES, random_position, random_roll
from tutor.backgammon import Position, legal_plays, moves, puzzles
from tutor.backgammon.counts import after, counts, hit_points
from tutor.backgammon.notation import format_play
from tutor.backgammon.practice import MOST_PLAYS, THEMES
from tutor.backgammon.steps import steps_json

POSITIONS = 4000
PASSES = 5

Generator = Callable[[Position, tuple[int, int]], int]  # a position and a roll -> the number of plays


def _rates(generators: dict[str, Generator], cases: list[tuple[Position, tuple[int, int]]]
           ) -> dict[str, tuple[float, float]]:
    """Positions and plays per second for each generator: the best of ``PASSES`` passes.

    The passes alternate between the generators, so a busy spell on the shared
    machine slows all of them alike rather than one.
    """
    best = dict.fromkeys(generators, float("inf"))
    plays = dict.fromkeys(generators, 0)
    for _ in range(PASSES):
        for name, generate in generators.items():
            start = time.perf_counter()
            plays[name] = sum(generate(p, d) for p, d in cases)
            best[name] = min(best[name], time.perf_counter() - start)
    return {name: (len(cases) / best[name], plays[name] / best[name]) for name in generators}


def run() -> list[str]:
    rng = random.Random(2026)
    cases = [(random_position(rng, SHAPES[i % len(SHAPES)]), random_roll(rng)) for i in range(POSITIONS)]
    generators: dict[str, Generator] = {"ours": lambda p, d: len(legal_plays(p, d))}
    if moves.ACCELERATOR is not None:  # the same plays from the general walk, for comparison
        rules = tutor.backgammon.Rules()

        def python(p: Position, d: tuple[int, int]) -> int:
            dice = moves.order_dice(d)
            me, them = counts(p)
            marked = hit_points(them)
            _, found = moves.generate(me, them, moves.ordinary_moves(dice), moves.stepper(rules, dice))
            plays = [moves.Play(format_play(steps, marked), steps, after(key, p)) for key, steps in found.items()]
            return len(sorted(plays, key=lambda play: play.notation))
        generators["python"] = python
    missing = []
    try:
        import gnubg_nn
    except ImportError:
        missing.append("backgammon gnubg-nn: not installed (pip install -e .[oracle]); no ratio")
    else:
        nn_boards = {id(p): [list(p.opponent), list(p.mover)] for p, _ in cases}
        generators["gnubg-nn moves"] = lambda p, d: len(gnubg_nn.moves(nn_boards[id(p)], *d))
    try:
        import gnubg
    except ImportError:
        missing.append("backgammon gnubg binding: not installed (pip install -e .[oracle]); no ratio")
    else:
        boards = {id(p): (tuple(p.opponent), tuple(p.mover)) for p, _ in cases}
        cube, context = gnubg.cubeinfo(), gnubg.evalcontext()
        generators["gnubg findbestmoves"] = lambda p, d: len(gnubg.findbestmoves(boards[id(p)], cube, context,
                                                                                   tuple(d)))
    rates = _rates(generators, cases)
    positions, plays = rates.pop("ours")
    engine = "the C generator, _plays.c" if moves.ACCELERATOR is not None else "the Python generator"
    lines = [f"backgammon legal_plays ({engine}): {positions:,.0f} positions/s, {plays:,.0f} plays/s "
             f"({POSITIONS} random positions, one thread, best of {PASSES} alternating passes)"]
    if "python" in rates:
        slow, _ = rates.pop("python")
        lines.append(f"backgammon legal_plays (the general walk, its fallback): {slow:,.0f} positions/s; "
                     f"C/walk = {positions / slow:.1f}")
    for name, (peer, peer_plays) in rates.items():
        lines.append(f"backgammon {name}: {peer:,.0f} positions/s, {peer_plays:,.0f} plays/s; "
                     f"ours/{name.split()[0]} = {positions / peer:.3f}")
    return [*lines, *missing, *games(), *practice()]


GAMES = 40


def games() -> list[str]:
    """Whole games per second through the interface, with random legal decisions (the cube where it is in play)."""
    lines = []
    for variant in ("standard", "acey-deucey", "russian"):
        start = time.perf_counter()
        decisions = 0
        for seed in range(GAMES):
            rng = random.Random(seed)
            state = tutor.start("backgammon", seed=seed, variant=variant)
            while not state.finished:
                state = state.play(rng.choice(state.legal()))
                decisions += 1
        seconds = time.perf_counter() - start
        lines.append(f"backgammon games through the interface ({variant}, random legal decisions): "
                     f"{GAMES / seconds:,.1f} games/s, {decisions / seconds:,.0f} decisions/s")
    return lines


SEEDS = 200


def practice() -> list[str]:
    """CPU milliseconds per practice puzzle, per theme (seeds 0–199, English), and per board's step verdicts."""
    spent: list[float] = []

    def timed(position: Position, dice: tuple[int, int], rules: tutor.backgammon.Rules, language: str) -> str:
        start = time.process_time()
        text = steps_json(position, dice, rules, language)
        spent.append(time.process_time() - start)
        return text
    lines = []
    with mock.patch.object(puzzles, "steps_json", timed):
        THEMES[0].make(0, tutor.backgammon.Rules(), "en")  # the catalogs and imports, not measured
        for theme in THEMES:
            made, steps = [], []
            for seed in range(SEEDS):
                spent.clear()
                start = time.process_time()
                theme.make(seed, tutor.backgammon.Rules(), "en")
                made.append((time.process_time() - start) * 1000)
                steps.append(sum(spent) * 1000)
            made.sort()
            line = (f"backgammon practice {theme.name}: median {statistics.median(made):.1f} ms CPU per puzzle, "
                    f"90th {made[SEEDS * 9 // 10]:.1f}, max {made[-1]:.1f}")
            if any(steps):
                line += f"; the board's step verdicts median {statistics.median(steps):.1f} ms, max {max(steps):.1f}"
            lines.append(line + (f" (at most {MOST_PLAYS} legal plays)" if theme.name != "result" else ""))
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
