"""Tournaments of the automatic players (issue 29): one ``strong`` seat among ``easy`` ones, through the common
interface (``tutor.start``, ``legal``, ``play``, ``outcome``, the registry's players by level).

The strong seat moves round the table game by game (game ``g`` gives it seat ``g mod 4``), so each seat has it
equally often and a seat's advantage cancels.  Every game is seeded (the seed is the game's number): the same
tournament gives the same numbers.  Each decision of the strong seat is timed (CPU time of this process).

    python -m benchmarks.tournament pachisi 200     # a game and the number of games
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tutor.games import game, start
from tutor.state import AnyState


@dataclass
class Result:
    """A tournament's games: for each, the strong seat's net points and whether it won (and whether the game had
    a winner at all), and the strong seat's decision times in seconds."""

    game: str
    games: int = 0
    nets: list[float] = field(default_factory=list)
    wins: int = 0
    decided: int = 0  # games with a winner
    times: list[float] = field(default_factory=list)

    def mean_interval(self) -> tuple[float, float, float]:
        """The strong seat's mean net points per game, with a 95 % interval (normal approximation)."""
        mean = statistics.fmean(self.nets)
        half = 1.96 * statistics.stdev(self.nets) / math.sqrt(len(self.nets)) if len(self.nets) > 1 else math.inf
        return mean, mean - half, mean + half

    def share_interval(self) -> tuple[float, float, float]:
        """The strong seat's share of the games with a winner that it won, with a 95 % Wilson interval."""
        return wilson(self.wins, self.decided)

    def timing(self) -> str:
        ms = sorted(t * 1000 for t in self.times)
        if not ms:
            return "no decisions"
        p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
        return (f"{statistics.median(ms):.1f} ms median, {p95:.1f} ms 95th percentile, {ms[-1]:.0f} ms at most "
                f"per decision ({len(ms)} decisions, native CPython)")


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float, float]:
    """A share ``k / n`` with its Wilson score interval.

    >>> [round(x, 3) for x in wilson(40, 100)]
    [0.4, 0.309, 0.498]
    """
    if n == 0:
        return 0.0, 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, centre - half, centre + half


#: Whether a finished game has a winner, and who (``None``: none, a dead hand).
Winner = Callable[[AnyState], str | None]


def by_outcome(state: AnyState) -> str | None:
    """The seat with the most points, if it is alone at the top and above zero."""
    outcome = state.outcome() or {}
    best = max(outcome.values(), default=0)
    top = [s for s, v in outcome.items() if v == best]
    return top[0] if best > 0 and len(top) == 1 else None


def play(game_id: str, games: int, winner: Winner = by_outcome, first: int = 0, options: dict[str, Any] | None = None,
         progress: bool = False) -> Result:
    """``games`` seeded games of ``game_id`` (seeds ``first`` …), one strong seat among easy ones."""
    players = game(game_id).players
    easy, strong = players["easy"], players["strong"]
    result = Result(game_id)
    for number in range(first, first + games):
        state = start(game_id, seed=number, **(options or {}))
        seat = state.seats[number % len(state.seats)]
        rng = random.Random(number)
        while not state.finished:
            if state.to_move == seat:
                began = time.process_time()
                decision = strong(state, rng)
                result.times.append(time.process_time() - began)
            else:
                decision = easy(state, rng)
            state = state.play(decision)
        outcome = state.outcome() or {}
        result.games += 1
        result.nets.append(outcome.get(seat, 0))
        won = winner(state)
        if won is not None:
            result.decided += 1
            result.wins += won == seat
        if progress and result.games % 50 == 0:
            print(f"  {game_id}: {result.games} games, {summary(result)}", file=sys.stderr, flush=True)
    return result


def summary(result: Result) -> str:
    share, low, high = result.share_interval()
    mean, mlow, mhigh = result.mean_interval()
    return (f"strong won {result.wins} of {result.decided} games with a winner ({100 * share:.1f} %, 95 % interval "
            f"{100 * low:.1f}–{100 * high:.1f} %); net {mean:+.3f} points per game (95 % interval {mlow:+.3f} to "
            f"{mhigh:+.3f}); {result.timing()}")


if __name__ == "__main__":
    played = play(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 100,
                  first=int(sys.argv[3]) if len(sys.argv) > 3 else 0, progress=True)
    print(summary(played))
