"""The engine in the page (issue 18): what the reader waits for and downloads.

    python -m benchmarks.in_page [SITE_HTML]   # a built site (python -m tools.site build); builds one without

Headless Debian Chromium (Playwright, never `playwright install`) against the site served
by ``python -m http.server`` on loopback, five rounds; the medians go to
``benchmarks/results/engine-in-page.txt``.  Each round measures, in one browser:

- cold Run: a fresh browser profile (empty disk cache) opens the ranking page; from pressing Run on
  its first fence to the fence's result (``data-run`` set), and every byte fetched
  from the press on (as served, and as a host would compress it: tools/weight.py);
- Pyodide alone: another fresh profile loads Pyodide's five files in a module worker,
  nothing else (the floor of this design);
- second Run: Run on another fence of the same page;
- warm other page: in the first profile (its disk cache now warm, as a reader's browser
  keeps it; a private window's memory cache does not keep Pyodide's 9.6 MB wasm), another page
  (Pachisi's rules), Run on its first fence.  Before leaving the first page the round waits
  until the worker has kept its memory snapshot (Cache Storage, worker.mjs; it is written
  within a second or so of the first result), as a reader who reads the page would; the line
  says how many rounds the other page's engine came from that memory.

The worker's progress messages, time-stamped in the page, split the cold Run and the other
page's Run: the worker's start (press to its first message), Pyodide (``loadPyodide``, or its
restoration from the kept memory), the engine (wheel unpacked, ``import tutor.browser``) and
the fences (the page's earlier ones quietly, then the pressed one).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import unquote, urlsplit

from tools import site, weight

RESULTS = Path(__file__).with_name("results")
FIRST = "en/bagchen/tiles-and-ranking.html"
OTHER = "en/pachisi/rules.html"
ROUNDS = 5
LONG = 180_000
ALONE_PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pyodide alone</title></head>
<body><script>
window.start = function () {
  return new Promise(function (resolve) {
    var t0 = performance.now();
    var w = new Worker("alone.mjs", { type: "module" });
    w.onmessage = function () { resolve(performance.now() - t0); };
  });
};
</script></body></html>
"""
ALONE_WORKER = """import { loadPyodide } from "../_engine/pyodide/pyodide.mjs";
await loadPyodide({ indexURL: new URL("../_engine/pyodide/", import.meta.url).href });
self.postMessage("loaded");
"""


# every worker's progress messages, time-stamped as the page receives them
STAGES = """(() => {
  const Original = window.Worker;
  window.tutorStages = [];
  window.Worker = function (url, options) {
    const worker = new Original(url, options);
    worker.addEventListener("message", (event) => {
      if (event.data.type === "progress") window.tutorStages.push([event.data.stage, performance.now(), event.data.from]);
    });
    return worker;
  };
})();"""
PARTS = ("worker start", "Pyodide", "engine", "fences")


def _timed_run(page, selector: str) -> tuple[float, list[float], str | None]:
    """Seconds from pressing Run on the block to its result (measured inside the page), the parts
    of it (PARTS: all zero but the fences when the engine was already loaded) and where the engine
    came from ("memory", "files", or None when it was loaded already)."""
    return page.evaluate("""async (selector) => {
        const box = document.querySelector(selector);
        box.removeAttribute("data-run");
        window.tutorStages = [];
        const t0 = performance.now();
        box.querySelector('button[data-act="run"]').click();
        while (!box.hasAttribute("data-run")) await new Promise(r => setTimeout(r, 5));
        if (box.getAttribute("data-run") !== "passed") throw new Error("not passed: " + box.textContent);
        const end = performance.now();
        const at = Object.fromEntries(window.tutorStages.map(([stage, t]) => [stage, t]));
        const ready = window.tutorStages.find(([stage]) => stage === "ready");
        const marks = "ready" in at ? [t0, at.pyodide, at.engine, at.ready, end] : [t0, t0, t0, t0, end];
        return [(end - t0) / 1000, marks.slice(1).map((t, i) => (t - marks[i]) / 1000), ready ? ready[2] : null];
    }""", selector)


def _memory_kept(page, timeout: float = 60) -> None:
    """Wait until the worker has kept its memory snapshot in Cache Storage (worker.mjs)."""
    deadline = time.monotonic() + timeout
    while not page.evaluate("self.caches ? caches.open('tutor-engine').then(c => c.keys()).then(k => k.length) : 1"):
        if time.monotonic() > deadline:
            return
        time.sleep(0.1)


def _bytes(html_root: Path, base: str, urls: list[str]) -> tuple[int, int, list[str]]:
    raw = wire = 0
    names = []
    for url in urls:
        if not url.startswith(base + "/"):
            raise RuntimeError(f"a request left the local server: {url}")
        file = html_root / unquote(urlsplit(url).path).lstrip("/")
        if file.is_file():
            raw += file.stat().st_size
            wire += weight.wire_size(file)
            names.append(str(file.relative_to(html_root)))
    return raw, wire, names


def measure(html_root: Path) -> list[str]:
    from playwright.sync_api import sync_playwright

    executable = weight.chromium()
    if executable is None:
        return ["engine in the page: no Chromium here (apt-get install chromium)"]
    probe = html_root / "_bench"
    probe.mkdir(exist_ok=True)
    (probe / "alone.html").write_text(ALONE_PAGE, encoding="utf-8")
    (probe / "alone.mjs").write_text(ALONE_WORKER, encoding="utf-8")
    server = subprocess.Popen([sys.executable, "-m", "http.server", "0", "--bind", "127.0.0.1",
                               "--directory", str(html_root)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True)
    try:
        line = server.stdout.readline()  # "Serving HTTP on 127.0.0.1 port N (http://127.0.0.1:N/) ..."
        port = int(line.split(" port ")[1].split()[0])
        base = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/index.html", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        cold, alone, second, other, fetched = [], [], [], [], []
        cold_parts, other_parts, other_from = [], [], []
        with sync_playwright() as p, tempfile.TemporaryDirectory() as profiles:
            def profile(name: str):  # a browser with an empty disk cache of its own
                return p.chromium.launch_persistent_context(str(Path(profiles) / name), executable_path=executable,
                                                            args=weight.CHROMIUM_ARGS)
            for round_ in range(ROUNDS):
                context = profile(f"reader-{round_}")
                context.add_init_script(STAGES)
                page = context.new_page()
                page.set_default_timeout(LONG)
                page.goto(f"{base}/{FIRST}", wait_until="networkidle")
                page.wait_for_selector(".tutor-doctest .tutor-run-bar")
                urls: list[str] = []
                page.on("request", lambda request, into=urls: into.append(request.url))
                seconds, parts, _ = _timed_run(page, "#tutor-doctest-1")
                cold.append(seconds)
                cold_parts.append(parts)
                fetched.append(_bytes(html_root, base, urls))
                second.append(_timed_run(page, "#tutor-doctest-3")[0])
                _memory_kept(page)

                fresh = profile(f"alone-{round_}")
                alone_page = fresh.new_page()
                alone_page.set_default_timeout(LONG)
                alone_page.goto(f"{base}/_bench/alone.html", wait_until="load")
                alone.append(alone_page.evaluate("window.start()") / 1000)
                fresh.close()

                page.goto(f"{base}/{OTHER}", wait_until="networkidle")
                page.wait_for_selector(".tutor-doctest .tutor-run-bar")
                seconds, parts, came_from = _timed_run(page, "#tutor-doctest-1")
                other.append(seconds)
                other_parts.append(parts)
                other_from.append(came_from)
                context.close()
    finally:
        server.terminate()
        server.wait()
        for path in probe.iterdir():
            path.unlink()
        probe.rmdir()
    med = statistics.median
    raw, wire, names = fetched[0]
    ratio = med(cold) / med(alone)
    per = lambda values: ", ".join(f"{v:.2f}" for v in values)  # noqa: E731
    split = lambda parts: ", ".join(f"{name} {med(p[i] for p in parts):.2f}"  # noqa: E731
                                    for i, name in enumerate(PARTS))
    return [
        f"engine in the page ({ROUNDS} rounds, medians; headless Chromium, python -m http.server on loopback):",
        f"  cold Run to first result ({FIRST}): {med(cold):.2f} s (budget 6 s) [{per(cold)}]",
        f"    split (medians, s): {split(cold_parts)}",
        f"  Pyodide alone, cold: {med(alone):.2f} s [{per(alone)}]; cold Run / Pyodide alone = {ratio:.2f} (budget 1.5)",
        f"  second Run on the same page: {med(second) * 1000:.0f} ms (budget 300 ms) [{per(second)}]",
        f"  Run on another page, warm cache ({OTHER}): {med(other):.2f} s (budget 3 s) [{per(other)}]",
        f"    split (medians, s): {split(other_parts)}; the engine came from the kept memory in "
        f"{other_from.count('memory')} of {ROUNDS} rounds",
        f"  fetched by the first Run, cold cache: {len(names)} files, {raw / 1e6:.2f} MB as served, "
        f"{wire / 1e6:.2f} MB compressed as a host sends it ({', '.join(sorted(names))})",
    ]


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


LOAD_BEFORE = _load()


def main(argv: list[str] | None = None) -> int:
    global LOAD_BEFORE
    LOAD_BEFORE = _load()
    args = argv if argv is not None else sys.argv[1:]
    if args:
        lines = measure(Path(args[0]))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            site.build(Path(tmp))
            lines = measure(Path(tmp) / "html")
    RESULTS.mkdir(exist_ok=True)
    stamp = f"# {time.strftime('%Y-%m-%d %H:%M')}, load average before {LOAD_BEFORE}, after {_load()} (2 cores shared)"
    (RESULTS / "engine-in-page.txt").write_text("\n".join([stamp, *lines]) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
