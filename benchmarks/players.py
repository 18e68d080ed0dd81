"""The strong players of Pachisi, Mahjong and Bagchen against the easy ones (issue 29), and their time per decision.

    python -m benchmarks.players [--games-scale 0.1] [--in-page]

Three tournaments (:mod:`benchmarks.tournament`), one strong seat among three easy ones, the
strong seat moving round the table game by game:

- Pachisi, 1,000 seeded four-player games: the strong seat's share of first places (target: at
  least 40 %; a quarter by chance);
- Mahjong, 1,000 seeded hands: its share of the hands that have a winner (target: at least 40 %),
  and its net points per hand (target: above zero);
- Bagchen, 2,000 seeded hands: its net chips per hand (target: the 95 % interval above zero).

Each with its 95 % interval and the strong player's time per decision, natively (CPU time); with
``--in-page`` also in Pyodide in headless Chromium, the engine shipped as the site ships it (the
budgets: median ≤ 150 ms, 95th percentile ≤ 500 ms per decision).  Results:
``benchmarks/results/players.txt``.
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks import tournament
from tutor.state import AnyState

RESULTS = Path(__file__).with_name("results")
LONG = 3_600_000


def _pachisi_winner(state: AnyState) -> str | None:
    return str(state.view(None)["order"][0])


def _mahjong_winner(state: AnyState) -> str | None:
    return state.view(None)["winner"]  # type: ignore[no-any-return]


def _bagchen_winner(state: AnyState) -> str | None:
    """The winner of the last trick: he settles with everybody."""
    return state.view(None)["tricks"][-1]["winner"]  # type: ignore[no-any-return]


#: (game, games, who won a finished game, what the share counts)
TOURNAMENTS = (
    ("pachisi", 1000, _pachisi_winner, "finished first"),
    ("mahjong", 1000, _mahjong_winner, "went mah jong"),
    ("bagchen", 2000, _bagchen_winner, "won the last trick"),
)


def lines(result: tournament.Result, won: str) -> list[str]:
    share, low, high = result.share_interval()
    mean, mlow, mhigh = result.mean_interval()
    return [
        f"{result.game}: one strong seat among three easy ones, {result.games} seeded games, the strong seat moving "
        f"round the table:",
        f"  the strong seat {won} in {result.wins} of the {result.decided} games that had a winner: "
        f"{100 * share:.1f} % (95 % interval {100 * low:.1f}–{100 * high:.1f} %; a quarter by chance)",
        f"  its net per game: {mean:+.3f} (95 % interval {mlow:+.3f} to {mhigh:+.3f})",
        f"  time per decision: {result.timing()}",
    ]


CODE = '''
import json, time, random
import tutor

def timed(game, games):
    times = []
    for seed in range(games):
        state = tutor.start(game, seed=seed)
        seat = state.seats[seed % len(state.seats)]
        while not state.finished:
            level = "strong" if state.to_move == seat else "easy"
            start = time.perf_counter()
            decision = tutor.suggest(state, seed=len(state.decisions), level=level)
            if level == "strong":
                times.append(time.perf_counter() - start)
            state = state.play(decision)
    return times
'''


def _timing(label: str, seconds: list[float]) -> str:
    ms = sorted(1000 * s for s in seconds)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    return (f"  {label}: median {statistics.median(ms):.1f} ms, 95th percentile {p95:.1f} ms, max {ms[-1]:.0f} ms "
            f"over {len(ms)} decisions (budget 150 / 500 ms)")


def in_page(games: dict[str, int]) -> list[str]:
    """The strong players' time per decision in Pyodide (headless Chromium), in seeded games against easy ones."""
    from playwright.sync_api import sync_playwright

    from tools import engine, weight

    executable = weight.chromium()
    if executable is None:
        return ["strong players in the page: no Chromium here (apt-get install chromium)"]
    found: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        engine.ship(root)
        (root / "index.html").write_text(PAGE, encoding="utf-8")
        program = CODE + f"\nprint(json.dumps({{g: timed(g, n) for g, n in {games!r}.items()}}))\n"
        encoded = base64.b64encode(program.encode()).decode()
        fence = f'>>> import base64; exec(base64.b64decode("{encoded}").decode())\n'
        with weight.serve(root) as base, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=executable, args=weight.CHROMIUM_ARGS)
            page = browser.new_page()
            page.set_default_timeout(LONG)
            page.goto(f"{base}/index.html", wait_until="load")
            answer = page.evaluate("(fence) => send({type: 'run', ns: 'bench', lang: 'en', "
                                   "fences: [{key: 'bench', code: fence}]})", fence)
            browser.close()
        example = answer["fences"][0]["examples"][0]
        if example["status"] == "error":
            raise RuntimeError(example["got"])
        found = json.loads(example["got"])
    return ["strong players in Pyodide (headless Chromium), the engine's own time inside Python, games against easy "
            "ones:", *(_timing(f"{game} ({games[game]} games)", seconds) for game, seconds in found.items())]


PAGE = """<!doctype html><meta charset="utf-8"><title>strong players</title>
<script type="module">
const worker = new Worker("_engine/worker.mjs", { type: "module" });
let next = 1;
const waiting = new Map();
worker.onmessage = (event) => {
  const message = event.data;
  if (message.id && waiting.has(message.id)) { waiting.get(message.id)(message); waiting.delete(message.id); }
};
window.send = (message) => new Promise((resolve) => {
  message.id = next++;
  waiting.set(message.id, resolve);
  worker.postMessage(message);
});
</script>"""


def run(scale: float = 1.0, page: bool = True, only: str | None = None) -> list[str]:
    """The three tournaments (``scale`` times their sizes), and with ``page`` the time per decision in Pyodide;
    ``only``: one game's tournament alone (its results in ``players-<game>.txt``: run the three side by side on a
    machine with cores to spare)."""
    found = [f"# {time.strftime('%Y-%m-%d %H:%M')}: strong players against easy ones (issue 29)"]
    for game, games, winner, won in TOURNAMENTS:
        if only is None or game == only:
            played = tournament.play(game, max(4, round(games * scale)), winner=winner)
            found += lines(played, won)
    if page:
        found += in_page({"pachisi": 2, "mahjong": 4, "bagchen": 4})
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / ("players.txt" if only is None else f"players-{only}.txt")).write_text("\n".join(found) + "\n",
                                                                                    encoding="utf-8")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games-scale", type=float, default=1.0, help="a share of the tournaments' sizes")
    parser.add_argument("--in-page", action="store_true", help="also time the players in Pyodide")
    parser.add_argument("--only", choices=[t[0] for t in TOURNAMENTS], help="one game's tournament alone")
    args = parser.parse_args()
    print("\n".join(run(args.games_scale, args.in_page, args.only)))


if __name__ == "__main__":
    main()
