"""The strong backgammon player in the browser (issue 29): its time per decision in Pyodide, in headless Chromium.

    python -m benchmarks.backgammon_in_page [--games N]

The engine ships as the site ships it (``tools/engine.py``: Pyodide from ``node_modules``,
the engine's wheel with ``nets.bin``, the page's worker) into a temporary folder with one
bare page, served on loopback.  Chromium (Debian's, through Playwright) loads the worker
and sends it one ``run`` message whose code plays seeded games of each variant with the
strong player on both sides, timing every decision inside Python (``tutor.suggest(...,
level="strong")``): the engine's own time, without the page's drawing and messages (the
play pages add a few milliseconds: ``benchmarks/results/play-and-practice.txt``).  The
first decision (the network read from ``nets.bin`` and folded for speed) is reported on
its own.  Budgets: median ≤ 150 ms, 95th percentile ≤ 500 ms per decision.  The page's
clock is the wall's, which the shared machine's load inflates, so the same games are also
timed in Pyodide under Node (the same V8) by the processor time Node reports, and natively.
Results: ``benchmarks/results/backgammon-in-page.txt``.
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import tempfile
import time
from pathlib import Path

from tools import engine, weight

RESULTS = Path(__file__).with_name("results")
LONG = 1_800_000

PAGE = """<!doctype html><meta charset="utf-8"><title>strong player</title>
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

CODE = '''
import json, statistics, time
import tutor

def timed(games, variants, clock=time.perf_counter):
    found = {}
    first = None
    for variant in variants:
        times, plays = [], []
        for seed in range(games):
            state = tutor.start("backgammon", seed=seed, variant=variant)
            while not state.finished:
                start = clock()
                decision = tutor.suggest(state, seed=len(state.decisions), level="strong")
                spent = clock() - start
                if first is None:
                    first = spent
                else:
                    times.append(spent)
                    if state.phase == "play" and len(state.legal()) > 1:
                        plays.append(spent)
                state = state.play(decision)
        found[variant] = times
        found[variant + ", unforced plays only"] = plays
    return first, found
'''

VARIANTS = ("standard", "acey-deucey", "russian")


def _line(label: str, seconds: list[float]) -> str:
    ordered = sorted(seconds)
    ms = [1000 * s for s in ordered]
    return (f"  {label}: median {statistics.median(ms):.0f} ms, 95th percentile {ms[int(0.95 * (len(ms) - 1))]:.0f} "
            f"ms, max {ms[-1]:.0f} ms over {len(ms)} decisions (budget 150 / 500 ms)")


def native(games: int) -> list[str]:
    namespace: dict[str, object] = {}
    exec(CODE, namespace)
    first, found = namespace["timed"](games, VARIANTS, time.process_time)  # type: ignore[operator]
    return [f"native CPython, processor time: first decision (networks loaded) {1000 * first:.0f} ms",
            *(_line(variant, times) for variant, times in found.items())]


NODE = """import { readFileSync } from "node:fs";
import { loadPyodide } from "%(pyodide)s";
const pyodide = await loadPyodide({ indexURL: "%(index)s" });
const purelib = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
pyodide.unpackArchive(new Uint8Array(readFileSync("%(wheel)s")), "wheel", { extractDir: purelib });
pyodide.runPython(readFileSync("%(program)s", "utf8"));
"""


def node_cpu(games: int) -> list[str]:
    """The same games in Pyodide under Node (V8, as in Chromium), timed by the processor time Node reports, so
    that the shared machine's load does not count."""
    import shutil
    import subprocess

    node = shutil.which("node")
    if node is None:
        return ["Pyodide under Node: no node here"]
    index = engine.ensure_pyodide()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "tutor.whl").write_bytes(engine.wheel_bytes())
        clock = "import js\ndef cpu():\n    used = js.process.cpuUsage()\n    return (used.user + used.system) / 1e6\n"
        (root / "program.py").write_text(
            CODE + clock + f"first, found = timed({games}, {VARIANTS!r}, cpu)\nprint(json.dumps([first, found]))\n",
            encoding="utf-8")
        (root / "run.mjs").write_text(NODE % {"pyodide": index / "pyodide.mjs", "index": f"{index}/",
                                              "wheel": root / "tutor.whl", "program": root / "program.py"},
                                      encoding="utf-8")
        result = subprocess.run([node, str(root / "run.mjs")], capture_output=True, text=True, check=True)
    first, found = json.loads(result.stdout.strip().splitlines()[-1])
    return [f"Pyodide under Node, processor time: first decision (networks loaded) {1000 * first:.0f} ms",
            *(_line(variant, times) for variant, times in found.items())]


def in_page(games: int) -> list[str]:
    from playwright.sync_api import sync_playwright

    executable = weight.chromium()
    if executable is None:
        return ["strong player in the page: no Chromium here (apt-get install chromium)"]
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        engine.ship(root)
        (root / "index.html").write_text(PAGE, encoding="utf-8")
        program = CODE + f"\nfirst, found = timed({games}, {VARIANTS!r})\nprint(json.dumps([first, found]))\n"
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
    first, found = json.loads(example["got"])
    return [f"Pyodide in headless Chromium: first decision (networks loaded) {1000 * first:.0f} ms",
            *(_line(variant, times) for variant, times in found.items())]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="seeded games per variant, strong on both sides")
    args = parser.parse_args()
    lines = [f"# {time.strftime('%Y-%m-%d %H:%M')}",
             f"strong backgammon player, time per decision ({args.games} seeded games per variant, both sides "
             f"strong; the engine's time, inside Python):",
             *in_page(args.games), *node_cpu(args.games), *native(args.games)]
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "backgammon-in-page.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
