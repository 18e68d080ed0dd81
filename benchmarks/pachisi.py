"""Pachisi: random four-player games per second on one core (target: at least 200), and 10,000 games that
must all end with a valid finishing order.  Dice and choices come from a seeded RNG (here only)."""

from __future__ import annotations

import random
import time
from itertools import islice

from tutor.pachisi import CORNERS, Rules, play_game, start

GAMES = 10_000
MAX_THROWS = 20_000


def run() -> list[str]:
    rules = Rules()
    rng = random.Random(2026)
    throws = 0
    started = time.process_time()  # CPU time of this process: one core
    for _ in range(GAMES):
        dice = islice(iter(lambda: rng.randint(1, 6), 0), MAX_THROWS)
        outcome = play_game(start(rules), "A1", dice, lambda position, moves: rng.choice(moves), rules)
        if not outcome.over or sorted(outcome.order) != sorted(CORNERS):
            raise AssertionError(f"a random game did not end properly: {outcome}")
        throws += outcome.throws
    seconds = time.process_time() - started
    return [
        f"pachisi random play: {GAMES / seconds:.0f} four-player games/s on one core ({GAMES} games, "
        f"{throws / GAMES:.0f} throws per game, {throws / seconds / 1000:.0f}k throws/s; all ended properly)",
    ]


if __name__ == "__main__":
    print("\n".join(run()))
