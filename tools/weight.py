"""What a first visit of each page downloads, counted as a static host serves it.

    python -m tools.weight [_build/html]      # the heaviest page per language, and its assets

Debian's Chromium (through Playwright, never `playwright install`) opens every page
with an empty cache and records each request; text assets are counted gzip-compressed
(as GitHub Pages and most hosts send them), fonts and images as they are.  The budget
test (tests/test_site_budget.py) and ``make bench`` both use it.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import shutil
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}
BUDGET_TOTAL = 250 * 1024  # bytes on the wire for a first visit, everything included
BUDGET_JS = 80 * 1024  # of which JavaScript code
# The search page's index (searchindex.js) is data that grows with the pages, not code:
# it has a budget of its own, inside the total.
BUDGET_SEARCH_INDEX = 100 * 1024
SEARCH_INDEX = "searchindex.js"
# already compressed: a host sends them as they are
AS_IS = {".woff2", ".woff", ".ttf", ".otf", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".ico", ".epub", ".zip"}
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def wire_size(path: Path) -> int:
    data = path.read_bytes()
    if path.suffix.lower() in AS_IS:
        return len(data)
    return len(gzip.compress(data, compresslevel=9, mtime=0))


@dataclass
class PageWeight:
    page: str  # e.g. ru/bagchen/tiles-and-ranking.html
    assets: dict[str, int] = field(default_factory=dict)  # site path -> bytes on the wire

    @property
    def total(self) -> int:
        return sum(self.assets.values())

    @property
    def js(self) -> int:
        """JavaScript code: every script but the search index."""
        return sum(size for name, size in self.assets.items() if name.endswith(".js") and
                   not name.endswith(SEARCH_INDEX))

    @property
    def search_index(self) -> int:
        return sum(size for name, size in self.assets.items() if name.endswith(SEARCH_INDEX))

    @property
    def fonts(self) -> list[str]:
        return [name for name in self.assets if Path(name).suffix in {".woff2", ".woff", ".ttf", ".otf"}]


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve(site: Path) -> Iterator[str]:
    """A static server on loopback for the built site (what any host would do)."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def pages(site: Path) -> list[str]:
    """Every HTML page of the three languages (site paths)."""
    found = []
    for folder in FOLDERS.values():
        found += sorted(str(p.relative_to(site)) for p in (site / folder).rglob("*.html")
                        if "_static" not in p.parts and "_sources" not in p.parts)
    return found


#: pages opened at once, each in a context of its own (its own empty cache)
AT_ONCE = 3


def measure(site: Path, browser: object, base: str, names: list[str]) -> list[PageWeight]:
    """Open each page in a fresh context (empty cache) and weigh what it requested.

    A page is weighed once it has loaded, its fonts are ready and no request of it is still
    under way (conditions, not a quiet half-second per page: a few pages at a time)."""
    results: dict[str, PageWeight] = {}
    for first in range(0, len(names), AT_ONCE):
        opened = []
        for name in names[first:first + AT_ONCE]:
            context = browser.new_context(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
            page = context.new_page()
            requested: list[str] = []
            pending: set[object] = set()
            page.on("request", lambda request, into=requested, busy=pending: (into.append(request.url),
                                                                              busy.add(request)))
            page.on("requestfinished", lambda request, busy=pending: busy.discard(request))
            page.on("requestfailed", lambda request, busy=pending: busy.discard(request))
            page.goto(f"{base}/{name}", wait_until="commit")
            opened.append((name, context, page, requested, pending))
        for name, context, page, requested, pending in opened:
            page.wait_for_load_state("load")
            page.evaluate("document.fonts.ready.then(() => true)")
            deadline = time.monotonic() + 60
            while pending:  # polled: the events come in while Playwright waits
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{name}: requests still under way after a minute: {len(pending)}")
                page.wait_for_timeout(20)
            weight = PageWeight(name)
            for url in requested:
                if not url.startswith(base + "/"):
                    continue  # data: URLs are inside a file already counted; nothing else may be asked
                path = unquote(urlsplit(url).path).lstrip("/")
                file = site / path
                if file.is_dir():
                    file = file / "index.html"
                if file.is_file():
                    weight.assets[path or "index.html"] = wire_size(file)
            context.close()
            results[name] = weight
    return [results[name] for name in names]


def measure_site(site: Path) -> list[PageWeight]:
    executable = chromium()
    if executable is None:
        raise RuntimeError("weight: no Chromium here (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with serve(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            return measure(site, browser, base, pages(site))
        finally:
            browser.close()


def heaviest(weights: list[PageWeight]) -> dict[str, PageWeight]:
    """The heaviest page of each language."""
    result: dict[str, PageWeight] = {}
    for lang, folder in FOLDERS.items():
        mine = [w for w in weights if w.page.startswith(folder + "/")]
        if mine:
            result[lang] = max(mine, key=lambda w: w.total)
    return result


def summary(weights: list[PageWeight]) -> list[str]:
    lines = []
    for lang, w in heaviest(weights).items():
        index = f", search index {w.search_index / 1024:.1f} KiB" if w.search_index else ""
        lines.append(f"heaviest page, {lang}: {w.total / 1024:.1f} KiB on the wire, JS {w.js / 1024:.1f} KiB{index} "
                     f"({w.page}, {len(w.assets)} files; budget {BUDGET_TOTAL // 1024} / {BUDGET_JS // 1024} / "
                     f"index {BUDGET_SEARCH_INDEX // 1024} KiB)")
    return lines


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    site = Path(args[0]) if args else ROOT / "_build" / "html"
    weights = measure_site(site)
    for line in summary(weights):
        print(line)
    for w in heaviest(weights).values():
        print(f"\n{w.page}:")
        for name, size in sorted(w.assets.items(), key=lambda item: -item[1]):
            print(f"  {size / 1024:8.1f} KiB  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
