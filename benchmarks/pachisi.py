"""Pachisi: random four-player games per second on one core (target: at least 200), and 10,000 games that
must all end with a valid finishing order.  Dice and choices come from a seeded RNG (here only).

The first line measures the engine's move generator and moves (the loop a game is made of, with the
moves as the engine's values); the second plays whole games through the common interface
(:class:`tutor.pachisi.state.PachisiState`: ``start``, ``legal()``, ``play(text)``), with random legal
decisions, for each variant (each game's record holds its lot and throws as steps, issue 26); the third reads the
basic games' records back without their seeds (``tutor.state.replay``: every throw a step played from the record)."""

from __future__ import annotations

import random
import time

from tutor.pachisi import CORNERS, PachisiState, Rules, start_position
from tutor.pachisi.moves import apply, next_player, throws_again, unchecked_legal_moves
from tutor.state import replay

GAMES = 10_000
INTERFACE_GAMES = 300
MAX_THROWS = 20_000


def engine_game(rules: Rules, rng: random.Random) -> tuple[list[str], int]:
    """One random game, dice and choices from ``rng``: the finishing order (the loser last) and the throws."""
    position = start_position(rules)
    mover: str | None = rules.corners[0]
    order: list[str] = []
    players = len(position.groups)
    for throws in range(1, MAX_THROWS + 1):
        assert mover is not None
        roll = rng.randint(1, 6)
        legal = unchecked_legal_moves(position, mover, roll, rules)
        move = rng.choice(legal) if legal else None
        if move is not None:
            position = apply(position, move)
            if len(position.groups) < players:  # the mover has finished
                players -= 1
                order.append(mover)
        mover = next_player(position, mover, throws_again(move, roll, rules))
        if mover is None:
            order.append(position.players[0])  # the last player left loses
            return order, throws
    raise AssertionError(f"a random game did not end in {MAX_THROWS} throws")


def interface_games(rules: Rules, games: int, records: list[str] | None = None) -> tuple[float, int]:
    """``games`` games through the interface, random legal decisions: CPU seconds and throws (each game's record
    is added to ``records``)."""
    throws = 0
    started = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        state = PachisiState.start(rules, seed)
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
        if sum(state.outcome().values()) != 0:
            raise AssertionError(f"the outcome of game {seed} does not sum to zero")
        throws += state.made
        if records is not None:
            records.append(state.record())
    return time.process_time() - started, throws


def read_back(rules: Rules, records: list[str]) -> float:
    """Read each record back without a seed (its lot and throws are steps of it): CPU seconds."""
    started = time.process_time()
    for record in records:
        if not replay(PachisiState, rules, None, record).finished:
            raise AssertionError("a finished game's record read back to an unfinished game")
    return time.process_time() - started


def run() -> list[str]:
    rules = Rules()
    rng = random.Random(2026)
    throws = 0
    started = time.process_time()  # CPU time of this process: one core
    for _ in range(GAMES):
        order, made = engine_game(rules, rng)
        if sorted(order) != sorted(CORNERS):
            raise AssertionError(f"a random game did not end properly: {order}")
        throws += made
    seconds = time.process_time() - started
    lines = [
        f"pachisi random play: {GAMES / seconds:.0f} four-player games/s on one core ({GAMES} games, "
        f"{throws / GAMES:.0f} throws per game, {throws / seconds / 1000:.0f}k throws/s; all ended properly)",
    ]
    figures: list[str] = []
    records: list[str] = []
    for variant in ("basic", "pushups", "partners"):
        seconds, throws = interface_games(Rules(variant=variant), INTERFACE_GAMES,
                                          records if variant == "basic" else None)
        figures.append(f"{variant} {INTERFACE_GAMES / seconds:.0f} games/s ({throws / INTERFACE_GAMES:.0f} throws "
                       f"per game)")
    lines.append(f"pachisi through the interface, random legal decisions, four players: {'; '.join(figures)}")
    seconds = read_back(Rules(), records)
    lines.append(f"pachisi records read back without their seeds (basic): {len(records) / seconds:.0f} games/s")
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
