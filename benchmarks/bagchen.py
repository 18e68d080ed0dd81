"""Bagchen: random legal play (issue target: four random players finish ≥ 500 hands per second on one core)."""

from __future__ import annotations

import random
import time

from tutor.bagchen.players import random_hand
from tutor.bagchen.rules import Rules


def run(seconds: float = 5.0) -> list[str]:
    rng = random.Random(2026)
    random_hand(rng)  # warm the caches once
    hands = tricks = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while time.process_time() - cpu < seconds:
        hand = random_hand(rng, Rules(passport_rules=("pagat", "berkhin", "zh")[hands % 3]))
        hands += 1
        tricks += len(hand.tricks)
    cpu_used, wall_used = time.process_time() - cpu, time.perf_counter() - wall
    return [
        f"bagchen random play: {hands / cpu_used:.0f} complete hands per CPU second "
        f"({hands} hands, {tricks / hands:.1f} tricks each, {cpu_used:.1f} s CPU, {wall_used:.1f} s wall; "
        f"the three passport readings in turn)",
    ]


if __name__ == "__main__":
    print("\n".join(run()))
