"""How well the backgammon players play (issue 29): checker plays judged by GNU Backgammon's network, and matches.

    python -m benchmarks.backgammon_strength [--games N] [--match N]

- **Checker plays.**  Each player plays seeded games of standard backgammon against
  itself through the state interface (``tutor.start`` ... ``state.play``, the cube as the
  player handles it).  At every play of a roll with more than one legal choice,
  ``gnubg-nn`` (the ``oracle`` extra: installed for the benchmark and the differential
  test only, never a dependency of the package or the site) evaluates the position after
  every legal play at 0-ply, and the player's play loses the difference between the best
  cubeless money equity and its own, in thousandths of a point (mEMG).  Reported: the
  mean loss per unforced play with its 95 % interval (the plays of a game are not
  independent, so the interval is the ratio estimator's over games), the share of
  blunders (a loss over 80 mEMG), and the player's processor time per decision.  The players:
  ``easy`` (the rules of thumb), ``strong`` (the network), and pubeval
  (:mod:`benchmarks.pubeval`, Tesauro's public-domain linear evaluator, a reference only).
- **Matches.**  ``strong`` against ``easy``, money games, seeds 0 .. N-1, the strong
  player light on even seeds and dark on odd ones: its mean points per game with the
  95 % interval, and its share of games won.  Three ways with the cube: never turned
  (the checker play alone), no double past 64 (the top face of the cube), and without
  limit.  The easy player doubles whenever it leads the race by a tenth and takes while
  it trails by at most a fifth, so against a player who doubles and redoubles by the
  chances the cube can climb to huge stakes in a few games and swamp the mean; the
  limited match is the measure (the unlimited one is played over fewer games).  The same
  (no double past 64) for the two variants over fewer games.

Results go to ``benchmarks/results/backgammon-strength.txt``; ``make bench`` runs a
shorter pass (:func:`run`).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import tutor
from benchmarks import pubeval
from tutor.backgammon.board import Position
from tutor.backgammon.moves import legal_plays
from tutor.backgammon.scoring import outcome
from tutor.backgammon.state import BackgammonState

RESULTS = Path(__file__).with_name("results")
BLUNDER = 0.080
Player = Callable[[BackgammonState, random.Random], str]


def _players() -> dict[str, Player]:
    from tutor.games import suggest

    def level(name: str) -> Player:
        return lambda state, rng: suggest(state, seed=rng.randrange(2**31), level=name)
    return {"easy": level("easy"), "strong": level("strong"), "pubeval": pubeval.player}


def gnubg_equity(after: Position) -> float:
    """The cubeless money equity, for the side that just played, of ``after`` (the other side on roll), by gnubg-nn
    at 0-ply; a finished game is worth what it wins."""
    import gnubg_nn  # type: ignore[import-untyped]

    done = outcome(after)
    if done is not None:
        return float(done.points)
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = gnubg_nn.probabilities(
        [list(after.opponent), list(after.mover)], 0)
    return -float(2 * win - 1 + win_gammon - lose_gammon + win_backgammon - lose_backgammon)


class Plays:
    """The losses of one player's unforced plays, game by game, and its time per decision."""

    def __init__(self) -> None:
        self.games: list[tuple[float, int, int]] = []  # (loss, plays, blunders) per game
        self.seconds: list[float] = []

    def mean(self) -> tuple[float, float]:
        """The mean loss per play and the half-width of its 95 % interval (ratio estimator over games)."""
        total = sum(g[0] for g in self.games)
        plays = sum(g[1] for g in self.games)
        mean = total / plays
        n = len(self.games)
        average = plays / n
        residuals = [(loss - mean * count) / average for loss, count, _ in self.games]
        spread = math.sqrt(sum(r * r for r in residuals) / (n - 1) / n)
        return mean, 1.96 * spread

    def line(self, name: str) -> str:
        mean, half = self.mean()
        plays = sum(g[1] for g in self.games)
        blunders = sum(g[2] for g in self.games)
        times = sorted(self.seconds)
        return (f"backgammon {name}: {1000 * mean:.1f} ± {1000 * half:.1f} mEMG per unforced play, "
                f"blunders (> 80 mEMG) "
                f"{100 * blunders / plays:.1f} % of {plays} plays in {len(self.games)} games; time per decision median "
                f"{1000 * statistics.median(times):.1f} ms, 95th {1000 * times[int(0.95 * (len(times) - 1))]:.1f} ms, "
                f"max {1000 * times[-1]:.0f} ms (native CPython, processor time)")


def judge(player: Player, games: int, first_seed: int = 0) -> Plays:
    """``player`` against itself over ``games`` seeded games, each unforced play judged by gnubg-nn."""
    found = Plays()
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(seed)
        state = tutor.start("backgammon", seed=seed)
        loss, plays, blunders = 0.0, 0, 0
        while not state.finished:
            assert isinstance(state, BackgammonState)
            start = time.process_time()  # this process's own time: the shared machine's load does not count
            decision = player(state, rng)
            found.seconds.append(time.process_time() - start)
            if state.phase == "play" and state.roll is not None:
                options = legal_plays(state.position, state.roll)
                if len(options) > 1:
                    values = {p.notation: gnubg_equity(p.result) for p in options}
                    lost = max(values.values()) - values[decision]
                    loss += lost
                    plays += 1
                    blunders += lost > BLUNDER
            state = state.play(decision)
        found.games.append((loss, plays, blunders))
    return found


def match(strong: Player, easy: Player, games: int, limit: int | None = None,
          **options: str) -> tuple[float, float, list[int]]:
    """``strong`` against ``easy`` over seeds 0 .. games-1 (strong light on even seeds): its mean points per game,
    the half-width of the 95 % interval, and the points of each game.  ``limit``: no double is offered once the
    cube is at that value (1: the cube is never turned)."""
    points = []
    for seed in range(games):
        rng = random.Random(seed)
        state = tutor.start("backgammon", seed=seed, **options)
        mine = "light" if seed % 2 == 0 else "dark"
        while not state.finished:
            assert isinstance(state, BackgammonState)
            if state.phase == "cube" and limit is not None and state.cube.value >= limit:
                decision = "roll"
            else:
                decision = (strong if state.to_move == mine else easy)(state, rng)
            state = state.play(decision)
        result = state.outcome()
        assert result is not None
        points.append(result[mine])
    mean = statistics.fmean(points)
    half = 1.96 * statistics.stdev(points) / math.sqrt(games)
    return mean, half, points


def _match_line(label: str, games: int, found: tuple[float, float, list[int]]) -> str:
    mean, half, points = found
    won = sum(p > 0 for p in points)
    share = won / games
    share_half = 1.96 * math.sqrt(share * (1 - share) / games)
    return (f"{label}: {mean:+.3f} ± {half:.3f} points per game for strong; won {won} of {games} "
            f"({100 * share:.1f} ± {100 * share_half:.1f} %)")


def report(games: int, matches: int, variants: int) -> list[str]:
    players = _players()
    lines: list[str] = []

    def say(line: str) -> None:
        lines.append(line)
        print(line, flush=True)  # a long run shows its progress

    say(f"backgammon players judged by gnubg-nn 0-ply, self-play, seeds 0-{games - 1} (cubeless equity of the "
        f"position after each legal play; loss = best minus chosen):")
    for name, player in players.items():
        say("  " + judge(player, games).line(name))
    strong, easy = players["strong"], players["easy"]
    head = f"backgammon strong vs easy, {matches} money games (seeds 0-{matches - 1}, sides alternating)"
    say(_match_line(f"{head}, no double past 64 (the cube's top face)", matches,
                    match(strong, easy, matches, limit=64)))
    say(_match_line(f"{head}, the cube never turned", matches, match(strong, easy, matches, limit=1)))
    say(_match_line(f"backgammon strong vs easy, {variants} money games (seeds 0-{variants - 1}), the cube "
                    f"without limit (easy takes and redoubles freely, so a few games reach huge stakes)",
                    variants, match(strong, easy, variants)))
    for variant in ("acey-deucey", "russian"):
        say(_match_line(f"backgammon ({variant}) strong vs easy, {variants} games (seeds 0-{variants - 1}"
                        f"{'; no double past 64' if variant == 'acey-deucey' else ''})", variants,
                        match(strong, easy, variants, limit=64, variant=variant)))
    return lines


def run() -> list[str]:
    """The pass ``make bench`` runs (see :func:`main` for the full one)."""
    try:
        import gnubg_nn  # noqa: F401
    except ImportError:
        return ["backgammon strength: gnubg-nn is not installed (pip install -e .[oracle]); not measured"]
    return report(games=60, matches=300, variants=60)  # the full run (main): 300 judged games, 1,000 matched


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="self-play games per player, judged by gnubg-nn")
    parser.add_argument("--match", type=int, default=1000, help="strong vs easy money games")
    parser.add_argument("--variants", type=int, default=400, help="strong vs easy games in each variant")
    args = parser.parse_args()
    lines = [f"# {time.strftime('%Y-%m-%d %H:%M')}", *report(args.games, args.match, args.variants)]
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "backgammon-strength.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
