"""The site as an app that works offline (issue 30): installable per language, a favicon on every
page, a service worker that keeps pages, assets and the engine, one cache per build.

The built files are checked first (manifests, icons, the list of files the service worker
keeps, the build id).  Then Debian's Chromium (through Playwright) opens the site, served on
loopback by a server that logs every request it gets: in each language the home page's "Save
for offline" keeps everything; with the browser offline (and any request to another host
failing) a play page starts a game and takes a decision, a practice page gets a new puzzle
from the engine, a rules page runs a worked example, and the server gets no request at all.
Without saving, the pages a reader has visited open offline, and one not visited says so in
its language.  A second build (the first with pages changed and tools/offline.py run again,
as tools/site.py does at the end of every build) is fetched before it takes over, the reader
is told, and after the reload its pages come from a cache that replaced the old one whole.
The browser's own installability check passes for each language's manifest, and no page
writes an error or a warning to the console.  Every wait is on a condition.
"""

from __future__ import annotations

import functools
import hashlib
import http.server
import json
import re
import shutil
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.test_site_a11y import axe_light_and_dark
from tests.test_site_browser import browser  # noqa: F401 (fixture)
from tests.test_site_play import _decide_once, _start
from tools import offline
from tutor.i18n import gettext
from tutor.sphinx import TITLES
from tutor.sphinx.offline import ICON_SVG, MANIFEST, NOT_SAVED, THEME_COLOURS, WORDS, web_manifest

pytestmark = pytest.mark.site

LONG = 180_000  # ms: Pyodide's first load on a busy 2-core machine
DIRS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}
RULES = {"en": "bagchen/tiles-and-ranking.html", "ru": "pachisi/rules.html", "zh_CN": "backgammon/moving.html"}
PLAY = {"en": "mahjong", "ru": "bagchen", "zh_CN": "backgammon"}
PRACTICE = {"en": "backgammon", "ru": "pachisi", "zh_CN": "bagchen"}
OFFLINE_CACHES = "caches.keys().then(names => names.filter(n => n.startsWith('tutor-offline-')))"


# --- the built files (no browser)

def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("lang", DIRS)
def test_each_language_is_an_installable_app_with_its_name_and_icons(built_site, lang):
    folder = built_site / DIRS[lang]
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest == web_manifest(lang)
    assert manifest["name"] == TITLES[lang] and manifest["lang"] == lang.replace("_", "-")
    assert 0 < len(manifest["short_name"]) <= 12 and manifest["display"] == "standalone"
    assert manifest["start_url"] == "index.html" and (folder / "index.html").is_file() and manifest["scope"] == "./"
    sizes = {}
    for icon in manifest["icons"]:
        file = folder / icon["src"]
        assert file.is_file(), icon
        if icon["type"] == "image/png":
            width, height = _png_size(file)
            assert icon["sizes"] == f"{width}x{height}", icon
            sizes.setdefault(icon.get("purpose", "any"), set()).add(width)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]
    assert (folder / "_static" / ICON_SVG).read_text(encoding="utf-8").startswith("<svg")


def test_every_page_has_its_icon_theme_colours_and_manifest_and_the_site_s_script(built_site):
    for lang, name in DIRS.items():
        for page in sorted((built_site / name).rglob("*.html")):
            if {"_static", "_sources"} & set(page.parts):
                continue
            html = page.read_text(encoding="utf-8")
            root = re.search(r'data-content_root="([^"]*)"', html).group(1)
            assert f'<link rel="icon" href="{root}_static/{ICON_SVG}" type="image/svg+xml">' in html, page
            assert f'<link rel="manifest" href="{root}{MANIFEST}">' in html, page
            for scheme, colour in THEME_COLOURS.items():
                assert f'<meta name="theme-color" content="{colour}" media="(prefers-color-scheme: {scheme})">' in html
            assert "tutor-offline.js" in html and 'id="tutor-offline-words"' in html, page
            assert 'name="tutor-engine"' not in html  # the site's engine is beside the language folders
        home = (built_site / name / "index.html").read_text(encoding="utf-8")
        assert home.count("data-offline-save") == 1 and home.count("data-offline-state") == 1
        assert f">{gettext(WORDS['save'], lang)}</button>" in home
        assert home.index('class="tutor-offline"') < home.index("data-offline-save")  # below the EPUB's line
    for page in ("index.html", "404.html"):  # outside the language folders: the icon is inside the page
        assert '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,' in (built_site / page).read_text()


def test_the_list_holds_every_page_and_the_files_they_use_and_the_worker_its_build(built_site):
    listing = json.loads((built_site / offline.LIST).read_text(encoding="utf-8"))
    assert set(listing["parts"]) == {"root", *DIRS.values(), "engine"}
    files = {path: (size, digest) for entries in listing["parts"].values() for path, size, digest in entries}
    for path, (size, digest) in files.items():
        data = (built_site / path).read_bytes()
        assert len(data) == size and hashlib.sha256(data).hexdigest()[:16] == digest, path
    for folder in DIRS.values():
        part = {path for path, _, _ in listing["parts"][folder]}
        pages = {p.relative_to(built_site).as_posix() for p in (built_site / folder).rglob("*.html")
                 if not {"_static", "_sources"} & set(p.parts)}
        assert pages <= part
        for wanted in ("_static/tutor-run.js", "_static/tutor-play.js", "_static/styles/pydata-sphinx-theme.css",
                       "_static/vendor/fontawesome/webfonts/fa-solid-900.woff2", "searchindex.js", MANIFEST,
                       "_static/tutor-icon-512.png"):
            assert f"{folder}/{wanted}" in part, wanted
        # what no page asks for stays out: source maps, the unused icon script, sources, the EPUB
        assert not [p for p in part if p.endswith((".map", ".epub", "fontawesome.js", ".ttf")) or "/_sources/" in p]
    engine = {path for path, _, _ in listing["parts"]["engine"]}
    assert engine == {p.relative_to(built_site).as_posix() for p in (built_site / "_engine").rglob("*") if p.is_file()}
    worker = (built_site / offline.WORKER).read_text(encoding="utf-8")
    assert f'const BUILD = "{listing["build"]}", PARTS = ' in worker and offline.PLACEHOLDER not in worker
    parts = json.loads(re.search(r"PARTS = (\{.*?\}\}), WORDS", worker).group(1))
    for name, entries in listing["parts"].items():
        assert parts[name]["bytes"] == sum(size for _, size, _ in entries) and parts[name]["files"] == len(entries)
        assert 0 < parts[name]["wire"] <= parts[name]["bytes"]
    assert gettext(NOT_SAVED["title"], "zh_CN") in worker and gettext(NOT_SAVED["text"], "ru") in worker


def test_the_build_id_follows_the_files(tmp_path):
    """The same files give the same id (a rebuild keeps the readers' copies); any change, a new one."""
    site = tmp_path / "html"
    (site / "en" / "_static").mkdir(parents=True)
    (site / "_engine").mkdir()
    (site / "en" / "index.html").write_text('<link rel="stylesheet" href="_static/a.css"><img src="i.png">')
    (site / "en" / "_static" / "a.css").write_text('@font-face{src:url(f.woff2),url(f.ttf)} b{background:url(b.png)}')
    for name in ("f.woff2", "f.ttf", "b.png", "unused.js"):
        (site / "en" / "_static" / name).write_bytes(b"x")
    (site / "en" / "i.png").write_bytes(b"png")
    (site / "_engine" / "worker.mjs").write_text("//")
    first, sizes = offline.write(site)
    assert [p for p, _, _ in first["parts"]["en"]] == ["en/_static/a.css", "en/_static/b.png", "en/_static/f.woff2",
                                                       "en/i.png", "en/index.html"]
    assert sizes["engine"] == {"files": 1, "bytes": 2, "wire": len(__import__("gzip").compress(b"//", 6, mtime=0))}
    assert offline.write(site)[0]["build"] == first["build"]
    (site / "en" / "_static" / "b.png").write_bytes(b"y")
    assert offline.write(site)[0]["build"] != first["build"]
    assert f'"{offline.write(site)[0]["build"]}"' in (site / offline.WORKER).read_text(encoding="utf-8")


# --- in the browser

class _Logged(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        self.server.paths.append(self.path)  # type: ignore[attr-defined]


@contextmanager
def _serve(folder: Path) -> Iterator[tuple[str, list[str]]]:
    """The site on loopback, as a static host serves it; yields its address and every path it was asked."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Logged, directory=str(folder)))
    httpd.paths = []  # type: ignore[attr-defined]
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", httpd.paths  # type: ignore[attr-defined]
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(scope="module")
def logged(built_site):
    with _serve(built_site) as served:
        yield served


def _reader(browser, base: str, route: bool = True):  # noqa: F811
    """A fresh profile whose requests are all recorded, and (``route``) any request to another host fails
    (Playwright's routing turns the browser's HTTP cache off)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    if route:
        context.route(lambda url: not url.startswith(base + "/"), lambda route: route.abort())
    return context, requests


def _watch_console(page, said: list[str]) -> None:
    page.on("console", lambda m: said.append(f"{page.url} {m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: said.append(f"{page.url} pageerror: {e}"))


def _saved(page) -> None:
    """Press "Save for offline" once the service worker answers, and wait until it says everything is kept."""
    button = page.locator("[data-offline-save]")
    button.wait_for(state="visible", timeout=LONG)
    assert re.search(r"\d", page.text_content(".tutor-offline-size"))  # the size, before the press
    button.click()
    page.wait_for_function("['ready', 'failed'].includes(document.querySelector('[data-offline-state]')"
                           ".dataset.offlineState)", timeout=LONG)
    assert page.get_attribute("[data-offline-state]", "data-offline-state") == "ready", \
        page.text_content("[data-offline-state]")


def _run_passes(page, url: str) -> None:
    page.goto(url, wait_until="load")
    block = page.locator(".tutor-doctest").first
    block.locator('button[data-act="run"]').wait_for(timeout=LONG)
    block.locator('button[data-act="run"]').click()
    page.wait_for_function("b => b.hasAttribute('data-run')", arg=block.element_handle(), timeout=LONG)
    assert block.get_attribute("data-run") == "passed", block.inner_text()


def _new_puzzle(page, url: str) -> None:
    page.goto(url, wait_until="load")
    page.click('.tutor-practice [data-act="next"]')
    page.wait_for_function("document.querySelector('.tutor-practice-stage').dataset.puzzleSeed !== '0'",
                           timeout=LONG)
    assert page.locator(".tutor-practice-stage form.tutor-check").count() == 1


@pytest.mark.browser
def test_saved_in_each_language_then_play_practice_and_run_work_with_no_network(browser, logged):  # noqa: F811
    """One reader, the three languages in turn (Save keeps its own language's pages and the engine: the
    second and third find the engine kept, and their engines start from the kept memory, which keeps CI
    short); in each, offline, pages of that language never opened before."""
    base, asked = logged
    context, requests = _reader(browser, base)
    said: list[str] = []
    page = context.new_page()
    _watch_console(page, said)
    for lang in ("ru", "zh_CN", "en"):
        folder = DIRS[lang]
        context.set_offline(False)
        first = len(requests)
        page.goto(f"{base}/{folder}/index.html", wait_until="load")
        assert not [url for url in requests[first:] if "/_engine/" in url]  # nothing of the engine before a press
        _saved(page)
        if lang == "zh_CN":  # the home page with its button in the "ready" state: axe, light and dark
            assert not axe_light_and_dark(page)

        context.set_offline(True)
        before = len(asked)
        seat = _start(page, base, PLAY[lang], lang, {})
        _decide_once(page, seat)
        _new_puzzle(page, f"{base}/{folder}/{PRACTICE[lang]}/practice.html")
        _run_passes(page, f"{base}/{folder}/{RULES[lang]}")
        # the server heard nothing while the browser was offline but the browser's own checks for a new
        # service worker (made outside the page's network, which Playwright's offline mode does not
        # cover; with no network they fail and nothing changes)
        assert [path for path in asked[before:] if path != "/service-worker.js"] == [], lang
    context.close()
    outside = [url for url in requests if not url.startswith(base + "/") and not url.startswith("data:")]
    assert not outside, outside
    assert not said, said


KEPT = f"""async () => {{ const found = [];
    for (const name of await {OFFLINE_CACHES}) for (const r of await (await caches.open(name)).keys())
        found.push(new URL(r.url).pathname.slice(1));
    return found; }}"""


def _kept_paths(page, wanted: tuple[str, ...] = ()) -> list[str]:
    """The site paths in the service worker's caches (one per build), once they hold ``wanted``:
    Cache Storage is asked every 250 ms (a condition on an asynchronous answer)."""
    page.evaluate(f"""() => {{ clearInterval(window.tutorKeptPoll); window.tutorKept = null;
        window.tutorKeptPoll = setInterval(() => ({KEPT})().then(found => {{ window.tutorKept = found; }}), 250); }}""")
    page.wait_for_function(f"window.tutorKept !== null && {json.dumps(list(wanted))}.every(p => window.tutorKept.includes(p))",
                           timeout=LONG)
    return page.evaluate("clearInterval(window.tutorKeptPoll) || window.tutorKept")


@pytest.mark.browser
def test_visited_pages_open_offline_without_saving_and_others_say_they_are_not_kept(browser, logged):  # noqa: F811
    base, asked = logged
    context, requests = _reader(browser, base, route=False)  # the first page is kept from the HTTP cache
    page = context.new_page()
    start = len(asked)
    page.goto(f"{base}/en/bagchen/index.html", wait_until="load")
    page.evaluate("() => { navigator.serviceWorker.ready.then(() => { window.tutorReady = true; }); }")
    page.wait_for_function("window.tutorReady === true", timeout=LONG)  # the worker is active
    # the first visit fetches the service worker and nothing else of its own (no list, no engine), and
    # the worker leaves the page it did not load alone
    page.wait_for_load_state("networkidle")
    first = asked[start:]
    assert "/service-worker.js" in first and f"/{offline.LIST}" not in first
    assert not [path for path in first if "/_engine/" in path]
    assert page.evaluate("navigator.serviceWorker.controller") is None

    page.goto(f"{base}/ru/glossary.html", wait_until="load")  # through the worker: kept, and the first page too
    kept = _kept_paths(page, ("en/bagchen/index.html", "en/_static/tutor.css", "ru/glossary.html",
                              "ru/_static/tutor.css"))
    assert not [path for path in kept if "_engine/" in path]  # only what the pages asked for

    context.set_offline(True)
    for path, title in (("en/bagchen/index.html", "Bagchen"), ("ru/glossary.html", "Глоссарий")):
        page.goto(f"{base}/{path}", wait_until="load")
        assert title in page.title() and page.locator(".bd-sidebar-primary").count() == 1, path
        assert page.evaluate("getComputedStyle(document.body).fontFamily") != ""  # its style sheets too
    for folder, lang in (("ru", "ru"), ("zh-cn", "zh_CN")):
        page.goto(f"{base}/{folder}/mahjong/scoring.html", wait_until="load")
        assert page.text_content("h1") == gettext(NOT_SAVED["title"], lang)
        assert page.get_attribute("a", "href").endswith(f"/{folder}/index.html")
    context.close()
    assert not [url for url in requests if not url.startswith(base + "/") and not url.startswith("data:")]


def _change(site: Path, marker: str) -> None:
    """A second build: the glossary's heading and the site's style sheet in English changed."""
    glossary = site / "en" / "glossary.html"
    glossary.write_text(glossary.read_text(encoding="utf-8").replace("Glossary</h1>", f"Glossary {marker}</h1>", 1),
                        encoding="utf-8")
    with (site / "en" / "_static" / "tutor.css").open("a", encoding="utf-8") as css:
        css.write(f"\n/* {marker} */\n")
    offline.write(site)  # as tools/site.py does at the end of every build


@pytest.mark.browser
def test_a_new_build_replaces_the_old_cache_whole_and_the_reader_is_told(browser, built_site, tmp_path):  # noqa: F811
    site = tmp_path / "html"
    shutil.copytree(built_site, site, ignore=shutil.ignore_patterns("*.epub", "_sources"))
    old = json.loads((site / offline.LIST).read_text(encoding="utf-8"))["build"]
    with _serve(site) as (base, asked):
        context, requests = _reader(browser, base)
        said: list[str] = []
        page = context.new_page()
        _watch_console(page, said)
        page.goto(f"{base}/en/index.html", wait_until="load")
        _saved(page)
        page.goto(f"{base}/en/glossary.html", wait_until="load")
        assert page.text_content("h1").startswith("Glossary") and "second build" not in page.text_content("h1")
        assert page.evaluate(OFFLINE_CACHES) == [f"tutor-offline-{old}"]

        _change(site, "second build")
        new = json.loads((site / offline.LIST).read_text(encoding="utf-8"))["build"]
        assert new != old
        start = len(asked)
        page.reload(wait_until="load")  # the browser checks the worker on each visit and finds the new one
        notice = page.locator('.tutor-offline-notice[data-offline-update="ready"]')
        notice.wait_for(timeout=LONG)
        assert notice.locator('[role="status"]').inner_text() == gettext(WORDS["update"], "en")
        # until the reader reloads, the old build's pages, whole
        assert "second build" not in page.text_content("h1")
        assert sorted(page.evaluate(OFFLINE_CACHES)) == sorted([f"tutor-offline-{old}", f"tutor-offline-{new}"])
        # the new build's copy took from the network only what changed: the rest was copied
        fetched = {path for path in asked[start:]}
        assert {"/en/glossary.html", "/en/_static/tutor.css"} <= fetched
        assert not [path for path in fetched if "/_engine/" in path or path.endswith(".js") and "worker" not in path]

        notice.locator("button").click()  # Reload: the new worker takes over, the page reloads
        page.wait_for_function("document.querySelector('h1').textContent.includes('second build')", timeout=LONG)
        assert page.evaluate(OFFLINE_CACHES) == [f"tutor-offline-{new}"]  # the old one, deleted whole
        context.set_offline(True)
        page.goto(f"{base}/en/index.html", wait_until="load")
        state = page.locator("[data-offline-state]")
        page.wait_for_function("document.querySelector('[data-offline-state]').dataset.offlineState === 'ready'",
                               timeout=LONG)  # still saved: the new build's copy is whole
        assert state.inner_text() == gettext(WORDS["ready"], "en")
        page.goto(f"{base}/en/glossary.html", wait_until="load")
        assert "second build" in page.text_content("h1")
        assert "second build" in page.evaluate("fetch('_static/tutor.css').then(r => r.text())")
        context.close()
    assert not said, said


# every kind of page in English (home, a game's front door, rules with puzzles and fences, a replay,
# play, practice, the glossary, search with a query, the engine page), three of them in the other two
# languages (the same templates and scripts), the root page and 404
CONSOLE_SAMPLE = {"en": ["index.html", "bagchen/index.html", "bagchen/tiles-and-ranking.html", "pachisi/sample-game.html",
                         "mahjong/play.html", "backgammon/practice.html", "glossary.html", "search.html?q=tile",
                         "engine.html"],
                  "ru": ["index.html", "bagchen/play.html", "search.html?q=%D1%88%D0%B5%D1%84"],
                  "zh-cn": ["index.html", "pachisi/practice.html", "mahjong/scoring.html"]}


@pytest.mark.browser
def test_no_page_writes_an_error_or_a_warning_to_the_console(browser, logged):  # noqa: F811
    base, _ = logged
    context, _ = _reader(browser, base)
    context.add_init_script("try { localStorage.clear(); } catch (e) {}")  # every page as on a first visit
    said: list[str] = []
    paths = [f"{folder}/{name}" for folder, names in CONSOLE_SAMPLE.items() for name in names]
    for path in [*paths, "index.html", "404.html", "no/such/page.html"]:
        page = context.new_page()
        _watch_console(page, said if path != "no/such/page.html" else [])  # a missing page: its 404 is the point
        page.goto(f"{base}/{path}", wait_until="networkidle")
        page.close()
    context.close()
    assert not said, said


@pytest.mark.browser
def test_the_browser_finds_each_language_installable(browser, logged, tmp_path):  # noqa: F811
    """Chromium's own check (name, icons, start URL, display); a profile on disk, as installing needs one.
    Chromium asks no service worker of an app: none here, so the control below can change the manifest."""
    from tests.test_site_browser import _require_browser
    from tools.weight import CHROMIUM_ARGS

    base, _ = logged
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=_require_browser(), args=CHROMIUM_ARGS, service_workers="block")
    try:
        for folder in DIRS.values():
            page = context.new_page()
            page.goto(f"{base}/{folder}/index.html", wait_until="load")
            session = context.new_cdp_session(page)
            assert session.send("Page.getInstallabilityErrors")["installabilityErrors"] == [], folder
            manifest = session.send("Page.getAppManifest")
            assert manifest["url"] == f"{base}/{folder}/{MANIFEST}" and manifest["errors"] == []
        # the check can fail: a manifest without icons is refused
        page = context.new_page()
        page.route("**/manifest.webmanifest", lambda route: route.fulfill(
            content_type="application/manifest+json",
            body=json.dumps({"name": "x", "start_url": "index.html", "display": "standalone"})))
        page.goto(f"{base}/ru/index.html", wait_until="load")
        errors = context.new_cdp_session(page).send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert "manifest-missing-suitable-icon" in [e["errorId"] for e in errors]
    finally:
        context.close()
