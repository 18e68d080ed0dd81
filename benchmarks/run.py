"""Benchmarks, run on demand (``make bench``); results go to benchmarks/results/latest.txt.

- engine: how fast ``beats`` answers over every single-tile pair, and parsing;
- site: the three-language build, cold (empty output), with no change, and after
  touching one Bagchen engine file (only the pages drawing from Bagchen are rebuilt);
- weight: the heaviest page per language on a first visit, as a host serves it
  (tools/weight.py; the budget itself is a test, tests/test_site_budget.py);
- the strong players of Pachisi, Mahjong and Bagchen against the easy ones, with their time per decision natively
  and in the page (benchmarks/players.py, also in results/players.txt);
- the engine in the page: cold Run, Pyodide alone, second Run, another page with a warm
  cache, bytes fetched (benchmarks/in_page.py, also in results/engine-in-page.txt);
- backgammon's players judged by GNU Backgammon's network, and strong against easy
  (benchmarks/backgammon_strength.py; the full run writes results/backgammon-strength.txt).
"""

from __future__ import annotations

import os
import platform
import tempfile
import time
import timeit
import tracemalloc
from pathlib import Path

from benchmarks import backgammon, backgammon_strength, bagchen, in_page, mahjong, pachisi, players
from tools import site, weight
from tutor.bagchen import TILE_TYPES, beats, format_tiles, parse_tiles

RESULTS = Path(__file__).with_name("results")
ROOT = Path(__file__).resolve().parent.parent
ENGINE_FILE = ROOT / "tutor" / "bagchen" / "ranking.py"


def engine() -> list[str]:
    pairs = [(a, b) for a in TILE_TYPES for b in TILE_TYPES]
    runs = 20
    seconds = timeit.timeit(lambda: [beats(a, b) for a, b in pairs], number=runs)
    per = seconds / (runs * len(pairs)) * 1e6
    hand = "[6-6]×4[1-1]×4[6-3]×2[5-4]×2[4-2]×2[2-1]×2"
    parse_us = timeit.timeit(lambda: parse_tiles(hand), number=2000) / 2000 * 1e6
    tracemalloc.start()
    verdicts = [beats(a, b) for a, b in pairs]
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert format_tiles(parse_tiles(hand)) == hand and len(verdicts) == 441
    return [
        f"beats(), single tiles: {per:.1f} µs per call over {len(pairs)} pairs × {runs}",
        f"parse_tiles(16-tile hand): {parse_us:.1f} µs per call",
        f"peak memory for 441 verdicts: {peak / 1024:.0f} KiB",
    ]


def build() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        start = time.perf_counter()
        cold = site.build(out)
        cold_total = time.perf_counter() - start
        start = time.perf_counter()
        warm = site.build(out)
        warm_total = time.perf_counter() - start
        pages = sorted((out / "html").rglob("*.html"))
        before = {p: p.stat().st_mtime_ns for p in pages}
        os.utime(ENGINE_FILE)  # as if one Bagchen engine file had been edited
        start = time.perf_counter()
        touched = site.build(out)
        touched_total = time.perf_counter() - start
        rewritten = [p for p in pages if p.stat().st_mtime_ns != before[p]]
        try:
            weights = weight.summary(weight.measure_site(out / "html"))
        except RuntimeError as error:  # no Chromium: say so instead of a number
            weights = [str(error)]
        in_page_lines = in_page.measure(out / "html")
        (RESULTS / "engine-in-page.txt").write_text(
            "\n".join([f"# {time.strftime('%Y-%m-%d %H:%M')}", *in_page_lines]) + "\n", encoding="utf-8")
    fmt = lambda t: ", ".join(f"{k} {v:.1f} s" for k, v in t.items())  # noqa: E731
    return [
        f"site build, cold: {cold_total:.1f} s wall ({fmt(cold)}; languages built in parallel)",
        f"site build, no change: {warm_total:.1f} s wall ({fmt(warm)})",
        f"site build after touching {ENGINE_FILE.relative_to(ROOT)}: {touched_total:.1f} s wall "
        f"({fmt(touched)}); {len(rewritten)} of {len(pages)} pages rewritten "
        f"({len(rewritten) // 3} per language: the pages that draw from Bagchen)",
        *weights,
        *in_page_lines,
    ]


def main() -> None:
    lines = [f"# {time.strftime('%Y-%m-%d %H:%M')} on {platform.machine()}, Python {platform.python_version()}"]
    lines += engine()
    lines += bagchen.run()
    lines += pachisi.run()
    lines += mahjong.run()
    lines += backgammon.run()
    lines += players.run()
    lines += backgammon_strength.run()
    lines += build()
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "latest.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
