"""The engine in the page (issue 18): every doctest fence runs in the reader's browser.

Debian's Chromium (through Playwright, never `playwright install`) opens the built site,
served on loopback as any static host would serve it, and presses the buttons: the
fences run inside the real Pyodide, with the engine's wheel from the same build, in
each language; an edited example fails with expected and got side by side; an engine
error comes back in the page's language; a loop that never ends is stopped; a shared
link waits for Run.  No request leaves the local server, and nothing of the engine is
fetched before the first press.  Every wait is on a condition (a busy CI machine takes
several seconds to load Pyodide).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from tests.conftest import IN_CI
from tests.test_site_a11y import axe_light_and_dark
from tests.test_site_browser import browser, server  # noqa: F401 (fixtures)
from tools import engine, weight
from tutor.errors import TutorError
from tutor.i18n import gettext
from tutor.sphinx.doctests import UI

pytestmark = pytest.mark.site

RANKING = "bagchen/tiles-and-ranking.html"
LONG = 120_000  # ms: loading Pyodide on a busy 2-core machine, with room to spare
FENCE = re.compile(r"^```\{(doctest|try-it)\}\n(.*?)^```$", re.S | re.M)


@pytest.fixture(autouse=True)
def _engine_shipped(built_site):
    """The engine ships with the site when npm is here (tools/engine.py); CI must have it."""
    if not (built_site / "_engine" / "engine.json").is_file():
        if IN_CI:
            pytest.fail("the engine did not ship with the site (npm and node_modules are required in CI)")
        pytest.skip("no npm or node_modules here: the site was built without the engine in the page")


def _words(lang: str) -> dict[str, str]:
    return {key: gettext(text, lang) for key, text in UI.items()}


def _engine_requests(urls: list[str]) -> list[str]:
    return [url for url in urls if "/_engine/" in url]


def _open(browser, server, path: str, requests: list[str]):  # noqa: F811
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{server}/{path}", wait_until="networkidle")
    page.wait_for_selector(".tutor-doctest .tutor-run-bar")
    return context, page


def _run(block) -> str:
    block.locator('button[data-act="run"]').click()
    return _wait(block)


def _wait(block) -> str:
    block.page.wait_for_function("b => b.hasAttribute('data-run')", arg=block.element_handle(), timeout=LONG)
    return block.get_attribute("data-run")


def _edit(block, text: str) -> None:
    block.locator('button[data-act="edit"]').click()
    area = block.locator("textarea")
    assert area.is_visible()
    area.fill(text)


# --- the built pages (no browser)

def test_every_doctest_fence_is_wrapped_once_with_its_text(built_site):
    source = Path(__file__).parent.parent / "content" / "bagchen" / "tiles-and-ranking.md"
    fences = [body for _, body in FENCE.findall(source.read_text(encoding="utf-8"))]
    for folder in weight.FOLDERS.values():
        page = (built_site / folder / RANKING).read_text(encoding="utf-8")
        codes = [html.unescape(c) for c in re.findall(r'class="tutor-run-source" hidden data-code="([^"]*)"', page)]
        assert codes == [f.rstrip() + "\n" for f in fences]
        assert page.count('id="tutor-run-words"') == 1 and "tutor-run.js" in page
        words = json.loads(re.search(r'id="tutor-run-words">(.*?)</script>', page).group(1))
        lang = {"en": "en", "ru": "ru", "zh-cn": "zh_CN"}[folder]
        assert words == _words(lang)
    for game in ("bagchen", "pachisi", "mahjong", "backgammon"):
        index = (built_site / "en" / game / "index.html").read_text(encoding="utf-8")
        assert "tutor-try" in index and "Try it yourself" in index, game
    glossary = (built_site / "en" / "glossary.html").read_text(encoding="utf-8")
    assert "tutor-run.js" not in glossary  # only pages with fences carry the script


def test_the_engine_ships_with_the_site(built_site):
    manifest = json.loads((built_site / "_engine" / "engine.json").read_text(encoding="utf-8"))
    assert manifest["wheel"] == f"tutor-{engine.source_digest()}/{engine.WHEEL}"  # the same checkout as the pages
    wheel = built_site / "_engine" / manifest["wheel"]
    for name in engine.PYODIDE_FILES:
        assert (built_site / "_engine" / "pyodide" / name).is_file()
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert "tutor/browser.py" in names and "tutor/locale/ru/LC_MESSAGES/tutor.mo" in names
    assert "tutor/__pycache__/browser.cpython-314.pyc" in names  # compiled for Pyodide's Python 3.14
    assert not [n for n in names if n.endswith((".c", ".so")) or n.startswith("tutor/sphinx/")]


# --- in the browser, inside the real Pyodide

@pytest.mark.browser
@pytest.mark.parametrize("lang", weight.FOLDERS)
def test_run_edit_fail_reset_and_engine_errors_in_each_language(browser, server, lang):  # noqa: F811
    words = _words(lang)
    requests: list[str] = []
    context, page = _open(browser, server, f"{weight.FOLDERS[lang]}/{RANKING}", requests)
    assert not _engine_requests(requests), "the engine was fetched before any press"
    blocks = page.locator(".tutor-doctest")
    assert blocks.count() >= 5
    assert blocks.first.locator('button[data-act="run"]').inner_text() == words["run"]
    assert blocks.first.locator('button[data-act="edit"]').inner_text() == words["edit"]

    # the second fence uses a name the first defines: the first runs first, quietly
    second = blocks.nth(1)
    original = second.locator(".tutor-run-source").get_attribute("data-code")
    total = original.count(">>> ")
    assert _run(second) == "passed"
    assert second.locator(".tutor-example").count() == total == 4
    assert second.locator(".tutor-example-passed").count() == total
    assert second.locator('[role="status"]').inner_text() == words["all-passed"].format(total=total)
    assert second.locator('[role="status"]').get_attribute("aria-live") == "polite"
    assert not blocks.first.locator(".tutor-example").count()  # the quiet run shows nothing
    assert _engine_requests(requests)

    # a wrong expected value fails and shows expected and got side by side (Ctrl+Enter runs)
    _edit(second, original.replace("(True, False)", "(True, True)"))
    second.locator("textarea").press("Control+Enter")
    assert _wait(second) == "failed"
    failed = second.locator(".tutor-example-failed")
    assert failed.count() == 1
    sides = failed.locator(".tutor-example-side")
    assert sides.nth(0).locator(".tutor-example-label").inner_text() == words["expected"]
    assert sides.nth(0).locator("pre").inner_text().strip() == "(True, True)"
    assert sides.nth(1).locator(".tutor-example-label").inner_text() == words["got"]
    assert sides.nth(1).locator("pre").inner_text().strip() == "(True, False)"
    assert second.locator('[role="status"]').inner_text() == words["some-failed"].format(failed=1, total=total)

    # Reset brings back the page's text, which passes again
    second.locator('button[data-act="reset"]').click()
    assert not second.locator("textarea").is_visible()
    assert second.get_attribute("data-run") is None
    assert _run(second) == "passed"

    # an engine error, in the page's language, with the traceback doctest would print
    third = blocks.nth(2)
    _edit(third, '>>> from tutor.bagchen import beats\n>>> beats("[3-3]", "[9-9]")\n')
    assert _run(third) == "error"
    with pytest.raises(TutorError) as raised:
        from tutor.bagchen import beats
        beats("[3-3]", "[9-9]")
    said = third.locator(".tutor-example-message").inner_text()
    assert said == f"{words['engine-said']}: {raised.value.message(lang)} ({raised.value.code})"
    got = third.locator(".tutor-example-error .tutor-example-side pre").nth(1).inner_text()
    assert got.startswith("Traceback (most recent call last):") and raised.value.code in got

    if lang == "en":  # the whole page, fence after fence, inside Pyodide
        third.locator('button[data-act="reset"]').click()
        for i in range(blocks.count()):
            assert _run(blocks.nth(i)) == "passed", blocks.nth(i).locator(".tutor-run-results").inner_text()

    context.close()
    outside = [url for url in requests if not url.startswith(server + "/") and not url.startswith("data:")]
    assert not outside, outside


@pytest.mark.browser
def test_a_loop_that_never_ends_is_stopped_and_the_next_run_works(browser, server):  # noqa: F811
    words = _words("en")
    requests: list[str] = []
    context, page = _open(browser, server, f"en/{RANKING}", requests)
    first = page.locator(".tutor-doctest").first
    _edit(first, ">>> while True:\n...     pass\n")
    first.locator('button[data-act="run"]').click()
    stop = first.locator('button[data-act="stop"]')
    stop.wait_for(state="visible", timeout=LONG)  # offered after 10 s
    assert first.locator('[role="status"]').inner_text() == words["slow"]
    stop.click()
    assert _wait(first) == "error"
    assert first.locator('[role="status"]').inner_text() == words["stopped"]
    first.locator('button[data-act="reset"]').click()
    assert _run(first) == "passed"  # a new worker, and the page still works
    assert _run(page.locator(".tutor-doctest").nth(1)) == "passed"
    context.close()


# where each worker of the page took its engine from ("memory" or "files", worker.mjs's "ready" message)
ENGINE_FROM = """window.tutorFrom = [];
const Original = window.Worker;
window.Worker = function (url, options) {
  const worker = new Original(url, options);
  worker.addEventListener("message", (e) => { if (e.data.stage === "ready") window.tutorFrom.push(e.data.from); });
  return worker;
};"""
KEPT = "caches.open('tutor-engine').then(c => c.keys()).then(keys => Promise.all(keys.map(" \
       "k => caches.match(k).then(r => r.arrayBuffer()).then(b => b.byteLength))))"


def _kept(page, least: int = 1) -> list[int]:
    """The sizes of the memory snapshots the worker kept, once there is one of at least ``least`` bytes
    (worker.mjs); waits on that condition (Cache Storage is asked every 250 ms), as long as a cold start may take."""
    page.evaluate(f"""() => {{ clearInterval(window.tutorKeptPoll); window.tutorKept = [];
        window.tutorKeptPoll = setInterval(() => {KEPT}.then(sizes => {{ window.tutorKept = sizes; }}), 250); }}""")
    page.wait_for_function(f"window.tutorKept.length > 0 && window.tutorKept.every(n => n >= {least})", timeout=LONG)
    return page.evaluate("window.tutorKept")


@pytest.mark.browser
def test_another_page_starts_from_the_kept_memory_and_a_damaged_one_is_replaced(browser, server):  # noqa: F811
    """The first page's worker keeps Pyodide's memory, engine imported, in Cache Storage; the next page
    restores it instead of starting Python again (another page's Run ≤ 3 s) and answers in its own
    language; a damaged snapshot is dropped: the engine loads from its files and keeps a new one."""
    requests: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(ENGINE_FROM)
    page = context.new_page()
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{server}/en/{RANKING}", wait_until="networkidle")
    assert _run(page.locator(".tutor-doctest").first) == "passed"
    assert page.evaluate("window.tutorFrom") == ["files"]
    [size] = _kept(page)
    assert size > 10_000_000  # the whole of Pyodide's memory

    page.goto(f"{server}/ru/{RANKING}", wait_until="networkidle")
    blocks = page.locator(".tutor-doctest")
    third = blocks.nth(2)
    _edit(third, '>>> from tutor.bagchen import beats\n>>> beats("[3-3]", "[9-9]")\n')
    assert _run(third) == "error"
    with pytest.raises(TutorError) as raised:
        from tutor.bagchen import beats
        beats("[3-3]", "[9-9]")
    assert raised.value.message("ru") in third.locator(".tutor-example-message").inner_text()
    assert page.evaluate("window.tutorFrom") == ["memory"]
    assert _run(blocks.nth(1)) == "passed"  # its earlier fence first, quietly, in the restored engine

    page.evaluate("caches.open('tutor-engine').then(async c => { for (const k of await c.keys()) "
                  "await c.put(k, new Response(new Uint8Array(65536).fill(7))); })")
    page.goto(f"{server}/zh-cn/pachisi/rules.html", wait_until="networkidle")
    assert _run(page.locator(".tutor-doctest").first) == "passed"
    assert page.evaluate("window.tutorFrom") == ["files"]
    kept = _kept(page, least=10_000_001)  # kept anew, in place of the damaged one
    assert len(kept) == 1 and kept[0] > 10_000_000
    context.close()
    outside = [url for url in requests if not url.startswith(server + "/") and not url.startswith("data:")]
    assert not outside, outside


@pytest.mark.browser
def test_a_shared_link_shows_the_code_and_runs_it_only_on_run(browser, server):  # noqa: F811
    words = _words("ru")
    requests: list[str] = []
    context, page = _open(browser, server, f"ru/{RANKING}", requests)
    block = page.locator(".tutor-doctest").nth(3)
    code = '>>> from tutor.bagchen import beats\n>>> beats("[3-3]", "[6-6]").explain("ru")\n\'…\'\n'
    _edit(block, code)
    block.locator('button[data-act="share"]').click()
    link = block.locator(".tutor-run-link input").input_value()
    assert "#tutor-code=tutor-doctest-4:" in link
    context.close()

    requests = []
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.on("request", lambda request: requests.append(request.url))
    page.goto(link, wait_until="networkidle")
    block = page.locator("#tutor-doctest-4")
    area = block.locator("textarea")
    area.wait_for(state="visible")
    assert area.input_value() == code
    assert block.locator(".tutor-run-note").inner_text() == words["from-link"]
    assert block.get_attribute("data-run") is None and not _engine_requests(requests)  # not run, not even loaded
    assert _run(block) == "failed"  # it runs when asked: '…' is not what the engine says
    got = block.locator(".tutor-example-side pre").nth(1).inner_text()
    assert "не бьёт" not in got and "бьёт" in got
    context.close()
    outside = [url for url in requests if not url.startswith(server + "/") and not url.startswith("data:")]
    assert not outside, outside


@pytest.mark.browser
def test_try_it_and_results_pass_axe_in_light_and_dark(browser, server):  # noqa: F811
    context = browser.new_context(color_scheme="light", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{server}/zh-cn/mahjong/index.html", wait_until="load")
    block = page.locator(".tutor-try .tutor-doctest")
    assert _run(block) == "passed"
    _edit(block, ">>> 1 + 1\n3\n>>> undefined_name\n")
    block.locator('button[data-act="run"]').click()
    assert _wait(block) == "error"
    block.locator('button[data-act="share"]').click()
    problems = axe_light_and_dark(page)
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_every_fence_of_the_site_passes_inside_pyodide(browser, server):  # noqa: F811
    """The engine runs unchanged on Pyodide's Python: every page's fences, through the site's worker."""
    content = Path(__file__).parent.parent / "content"
    pages = {}
    for md in sorted(content.rglob("*.md")):
        fences = [body for _, body in FENCE.findall(md.read_text(encoding="utf-8"))] if "_build" not in md.parts else []
        if fences:
            pages[md.relative_to(content).as_posix()] = fences
    assert sum(len(f) for f in pages.values()) > 250
    requests: list[str] = []
    context, page = _open(browser, server, f"en/{RANKING}", requests)
    replies = page.evaluate("""async (pages) => {
        const worker = new Worker(new URL("../../_engine/worker.mjs", location.href), { type: "module" });
        const replies = {};
        for (const [name, fences] of Object.entries(pages)) {
            replies[name] = await new Promise((resolve) => {
                worker.onmessage = (event) => { if (event.data.id === name) resolve(event.data); };
                worker.postMessage({ id: name, type: "run", ns: name, lang: "en",
                                     fences: fences.map((code, i) => ({ key: String(i), code: code })) });
            });
        }
        worker.terminate();
        return replies;
    }""", pages)
    problems = {}
    for name, reply in replies.items():
        assert reply["type"] == "result", (name, reply)
        for fence in reply["fences"]:
            if fence["status"] != "passed":
                problems[f"{name} fence {fence['key']}"] = fence["error"] or [
                    (e["source"], e["want"], e["got"]) for e in fence["examples"] if e["status"] != "passed"]
    context.close()
    assert not problems, problems
