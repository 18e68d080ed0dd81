"""Bagchen: random legal play (issue target: four random players finish ≥ 500 hands per second on one core).

Ten thousand hands, the three passport readings in turn; every hand is checked as it ends
(16 tricks won, the money and the settlement each summing to zero), so a benchmark run is
also the issue's 10,000-hand invariant run.
"""

from __future__ import annotations

import random
import time

from tutor.bagchen import start
from tutor.bagchen.players import random_hand
from tutor.bagchen.rules import Rules

READINGS = tuple(Rules(passport_rules=reading) for reading in ("pagat", "berkhin", "zh"))


def run(hands: int = 10_000) -> list[str]:
    rng = random.Random(2026)
    random_hand(rng)  # warm the caches once
    tricks = broken = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for number in range(hands):
        hand = random_hand(rng, READINGS[number % 3])
        tricks += len(hand.tricks)
        if (not hand.finished or sum(hand.won.values()) != 16 or sum(hand.net().values()) != 0
                or sum(hand.settlement().net.values()) != 0):
            broken += 1
    cpu_used, wall_used = time.process_time() - cpu, time.perf_counter() - wall
    return [
        f"bagchen random play: {hands / cpu_used:.0f} complete hands per CPU second "
        f"({hands} hands, {tricks / hands:.1f} tricks each, {cpu_used:.1f} s CPU, {wall_used:.1f} s wall; "
        f"the three passport readings in turn; {broken} hands broke an invariant)",
        *interface(max(30, hands // 20)),
    ]


def interface(hands: int) -> list[str]:
    """Hands per CPU second through the common interface (``start``, ``legal``, ``play``, ``outcome``), decisions
    drawn at random from ``legal()``, under each passport reading."""
    lines = []
    for reading in ("pagat", "berkhin", "zh"):
        rng = random.Random(2026)
        cpu = time.process_time()
        decisions = 0
        for seed in range(hands):
            state = start(seed=seed, passport_rules=reading)
            while not state.finished:
                state = state.play(rng.choice(state.legal()))
                decisions += 1
            assert sum(state.outcome().values()) == 0
        used = time.process_time() - cpu
        lines.append(f"bagchen through the interface ({reading}): {hands / used:.0f} hands per CPU second "
                     f"({hands} hands, {decisions / hands:.0f} decisions each, random choices from legal())")
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
