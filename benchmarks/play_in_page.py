"""The play pages and practice in the page (issues 19 and 20): how long the reader waits for the engine.

    python -m benchmarks.play_in_page [SITE_HTML]   # a built site (python -m tools.site build); builds one without

Headless Debian Chromium (Playwright, never `playwright install`) against the site served on
loopback.  On each game's play page the engine is loaded once (not timed: that is
``benchmarks/in_page.py``'s cold Run), then whole seeded games are played through the page's
own worker (``tutorEngine.send``, the messages ``tutor-play.js`` sends): the reader's seat
answers with a legal decision drawn from the list, every other seat with an ``auto`` message.
Each message is timed inside the page, from sending to the answer (the engine's step, the
drawing, the log, the JSON both ways).  On each practice page, every theme makes puzzles from
seeds 1, 2, …  The medians and 95th percentiles per game (per variant) and per theme go to
``benchmarks/results/play-and-practice.txt``.  Budgets: a decision ≤ 150 ms median and ≤ 500 ms
at the 95th percentile; a puzzle ≤ 100 ms median.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from tools import site, weight
from tutor.games import games

RESULTS = Path(__file__).with_name("results")
LONG = 600_000
GAMES_PER_CASE = 3
PUZZLES_PER_THEME = 30
CASES = [("bagchen", []), ("pachisi", []), ("mahjong", []), ("backgammon", []),
         ("backgammon", ["variant=acey-deucey"]), ("backgammon", ["variant=russian"])]

PLAY = """async ([game, options, seed, games, rng]) => {
  const times = { reader: [], auto: [] };
  let random = rng;
  const pick = (n) => { random = (random * 1103515245 + 12345) % 2147483648; return random % n; };
  for (let g = 0; g < games; g++) {
    const first = await tutorEngine.send({ type: "game", game, seed: seed + g, options, record: "", lang: "en" });
    const seat = first.names ? Object.keys(first.names)[0] : null;
    let record = "", state = first;
    for (let n = 0; n < 3000 && !state.finished; n++) {
      const message = { type: "game", game, seed: seed + g, options, record, seat, lang: "en" };
      const mine = state.to_move === seat;
      if (mine) message.play = state.legal[pick(state.legal.length)]; else message.auto = true;
      const t0 = performance.now();
      const answer = await tutorEngine.send(message);
      times[mine ? "reader" : "auto"].push(performance.now() - t0);
      if (answer.type !== "state") throw new Error(JSON.stringify(answer));
      // the seat's view lists its legal decisions only on its turn: ask as a spectator too when needed
      state = answer;
      record = answer.record;
      if (!answer.finished && answer.to_move === seat && !answer.legal.length) throw new Error("no legal list");
    }
  }
  return times;
}"""

PRACTICE = """async ([theme, count]) => {
  const times = [];
  for (let seed = 1; seed <= count; seed++) {
    const t0 = performance.now();
    const answer = await tutorEngine.send({ type: "practice", theme, seed, lang: "en" });
    times.push(performance.now() - t0);
    if (answer.type !== "puzzle") throw new Error(JSON.stringify(answer));
  }
  return times;
}"""


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _line(label: str, values: list[float], budget: str) -> str:
    return (f"  {label}: median {statistics.median(values):.0f} ms, 95th percentile {_percentile(values, .95):.0f} ms, "
            f"max {max(values):.0f} ms over {len(values)} ({budget})")


def measure(html_root: Path) -> list[str]:
    from playwright.sync_api import sync_playwright

    executable = weight.chromium()
    if executable is None:
        return ["play and practice in the page: no Chromium here (apt-get install chromium)"]
    server = subprocess.Popen([sys.executable, "-m", "http.server", "0", "--bind", "127.0.0.1",
                               "--directory", str(html_root)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True)
    lines = [f"play and practice in the page (headless Chromium, Pyodide; {GAMES_PER_CASE} seeded games per case, "
             f"{PUZZLES_PER_THEME} puzzles per theme):"]
    try:
        line = server.stdout.readline()
        port = int(line.split(" port ")[1].split()[0])
        base = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/index.html", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        with sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
            context = p.chromium.launch_persistent_context(profile, executable_path=executable,
                                                           args=weight.CHROMIUM_ARGS)
            page = context.new_page()
            page.set_default_timeout(LONG)
            lines.append("decisions (each message: the reader's decision answered, or one automatic decision):")
            for game, options in CASES:
                page.goto(f"{base}/en/{game}/play.html", wait_until="load")
                page.evaluate("tutorEngine.send({type: 'load'})")
                times = page.evaluate(PLAY, [game, options, 1, GAMES_PER_CASE, 7])
                label = game + (f" ({' '.join(options)})" if options else "")
                lines.append(_line(f"{label}, the reader's decisions", times["reader"], "budget 150 / 500 ms"))
                lines.append(_line(f"{label}, automatic decisions", times["auto"], "budget 150 / 500 ms"))
            lines.append("practice puzzles (each made by the engine in the page from a seed):")
            for g in games():
                page.goto(f"{base}/en/{g.id}/practice.html", wait_until="load")
                page.evaluate("tutorEngine.send({type: 'load'})")
                for theme in g.themes:
                    times = page.evaluate(PRACTICE, [theme.id, PUZZLES_PER_THEME])
                    lines.append(_line(theme.id, times, "budget: median 100 ms"))
            context.close()
    finally:
        server.terminate()
        server.wait()
    return lines


def main() -> None:
    if len(sys.argv) > 1:
        html_root = Path(sys.argv[1])
        lines = measure(html_root)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            site.build(Path(tmp))
            lines = measure(Path(tmp) / "html")
    RESULTS.mkdir(exist_ok=True)
    text = "\n".join(lines) + "\n"
    (RESULTS / "play-and-practice.txt").write_text(text, encoding="utf-8")
    print(text, end="")


if __name__ == "__main__":
    main()
