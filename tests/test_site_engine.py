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

import base64
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
from tutor.examples import parse
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


def _open(browser, server, path: str, requests: list[str], **options):  # noqa: F811
    context = browser.new_context(viewport={"width": 1280, "height": 900}, **options)
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

def _codes(page: str) -> list[tuple[str, str]]:
    """Each fence's label and text (what Run checks)."""
    return [(label, html.unescape(code)) for label, code in
            re.findall(r'class="tutor-run-source" hidden data-label="([^"]*)" data-code="([^"]*)"', page)]


def test_every_doctest_fence_is_wrapped_once_with_its_text(built_site):
    source = Path(__file__).parent.parent / "content" / "bagchen" / "tiles-and-ranking.md"
    fences = [body for _, body in FENCE.findall(source.read_text(encoding="utf-8"))]
    labels = None
    for folder in weight.FOLDERS.values():
        page = (built_site / folder / RANKING).read_text(encoding="utf-8")
        codes = [code for _, code in _codes(page)]
        if folder == "en":
            assert codes == [f.rstrip() + "\n" for f in fences]
        else:  # the same code, with the outputs the engine prints in the page's language
            assert [[e.source for e in parse(c).examples] for c in codes] == [
                [e.source for e in parse(f).examples] for f in fences]
        # the labels shared links name the fences by: the same in every language, one per fence
        assert labels is None or [label for label, _ in _codes(page)] == labels
        labels = [label for label, _ in _codes(page)]
        assert len(set(labels)) == len(labels) == len(fences)
        assert page.count('id="tutor-run-words"') == 1 and "tutor-run.js" in page
        words = json.loads(re.search(r'id="tutor-run-words">(.*?)</script>', page).group(1))
        lang = {"en": "en", "ru": "ru", "zh-cn": "zh_CN"}[folder]
        assert words == _words(lang)
    for game in ("bagchen", "pachisi", "mahjong", "backgammon"):
        index = (built_site / "en" / game / "index.html").read_text(encoding="utf-8")
        assert "tutor-try" in index and "Try it yourself" in index, game
    glossary = (built_site / "en" / "glossary.html").read_text(encoding="utf-8")
    assert "tutor-run.js" not in glossary  # only pages with fences carry the script


# three or more English words in a row (issue 28: no engine sentence in English on a ru or zh-cn page)
ENGLISH_WORDS = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*){2,}")
# notation: Mahjong writes its honour tiles as words (tutor.mahjong.notation)
NOTATION_WORDS = re.compile(r"\b(?:East|South|West|North|Red|Green|White)\b\*?")
TRACEBACK = "Traceback (most recent call last):"
ASKS_FOR_ENGLISH = re.compile(r"""(["'])en\1""")  # an example that asks for English shows English


def english_in_outputs(code: str) -> list[str]:
    """The outputs of a fence (as a page shows it) with three English words in a row, except the
    notation: doctest's traceback line, the reader's own text quoted back (the code's strings),
    Mahjong's honour tiles; and except the examples whose code asks for English."""
    found = []
    for example in parse(code).examples:
        if ASKS_FOR_ENGLISH.search(example.source):
            continue
        for line in example.want.splitlines():
            if line.strip() == TRACEBACK:
                continue
            for quoted in re.findall(r"'([^']*)'|\"([^\"]*)\"", line):
                text = quoted[0] or quoted[1]
                if text and text in example.source:  # the reader's input, quoted back
                    line = line.replace(text, "")
            line = NOTATION_WORDS.sub("", line)
            if ENGLISH_WORDS.search(line):
                found.append(f"{example.source.strip()} -> {line.strip()}")
    return found


def test_worked_examples_on_russian_and_chinese_pages_speak_their_language(built_site):
    """Every output of a worked example or starter on a ru or zh-cn page is the engine's words in the page's
    language: the build ran the page's fences in it (tutor.sphinx.doctests), and make test checked them
    against English (conftest.py)."""
    from tutor.bagchen import beats

    problems, fences = [], 0
    for folder in ("ru", "zh-cn"):
        for page in sorted((built_site / folder).rglob("*.html")):
            for _, code in _codes(page.read_text(encoding="utf-8")):
                fences += 1
                problems += [f"{page.relative_to(built_site)}: {line}" for line in english_in_outputs(code)]
        # the starter on Bagchen's first page, as the reader sees it and as Run checks it
        index = (built_site / folder / "bagchen" / "index.html").read_text(encoding="utf-8")
        explained = beats("[3-3]", "[6-6]").explain("ru" if folder == "ru" else "zh_CN")
        assert explained in _codes(index)[-1][1] and html.escape(explained) in index
    assert fences > 500
    assert not problems, "\n".join(problems)
    # the test finds what it looks for: the English page's explanation would fail it
    assert english_in_outputs('>>> print(verdict.explain())\n[6-6] beats [3-3]: higher rank (sky chief over sisters)\n')


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

def checksum(text: str) -> str:
    """A shared link's checksum of its code (FNV-1a over UTF-8, as tutor-run.js makes it)."""
    value = 0x811C9DC5
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{value:08x}"


def shared(label: str, code: str) -> str:
    """The fragment of a link Share makes for ``code`` in the fence ``label``."""
    encoded = base64.urlsafe_b64encode(code.encode("utf-8")).decode("ascii").rstrip("=")
    return f"#tutor-code={label}:{checksum(code)}:{encoded}"


@pytest.mark.browser
@pytest.mark.parametrize("lang", weight.FOLDERS)
def test_run_edit_fail_reset_and_engine_errors_in_each_language(browser, server, built_site, lang):  # noqa: F811
    words = _words(lang)
    requests: list[str] = []
    path = f"{weight.FOLDERS[lang]}/{RANKING}"
    code = '>>> from tutor.bagchen import beats\n>>> beats("[3-3]", "[6-6]")\n'
    # ru opens from a cut-off link to a fence of the page, zh-cn from a link to a fence that is gone
    label = _codes((built_site / path).read_text(encoding="utf-8"))[1][0]
    link = {"en": "", "ru": shared(label, code)[:-6], "zh_CN": shared("0123456789", code)}[lang]
    context, page = _open(browser, server, path + link, requests, permissions=["clipboard-read", "clipboard-write"])
    assert not _engine_requests(requests), "the engine was fetched before any press"
    notice = page.locator(".tutor-run-notice")
    if lang == "en":
        assert not notice.count()
    else:  # said at the top of the page; nothing is loaded into a fence (a cut-off link loads no cut-off code)
        assert notice.locator("p").inner_text() == words["link-damaged" if lang == "ru" else "link-gone"]
        assert notice.locator("pre").count() == (lang != "ru")
        assert lang == "ru" or notice.locator("pre").inner_text() == code
        assert not page.locator(".tutor-doctest textarea:visible").count()
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
    assert said == words["engine-said"].format(message=raised.value.message(lang), code=raised.value.code)
    got = third.locator(".tutor-example-error .tutor-example-answer").inner_text()  # nothing was expected
    assert got.startswith("Traceback (most recent call last):") and raised.value.code in got
    assert raised.value.message(lang) in got and 'File "' not in got  # its words, not the interpreter's paths

    if lang != "en":  # a reader's questions (issue 28) and the command line's help (issue 31)
        from tutor.bagchen import beats
        area = third.locator("textarea")
        area.fill(code)  # a question without an expected output: answered, with the engine's explanation
        assert _run(third) == "answered"
        answer = third.locator(".tutor-example-answered")
        assert answer.count() == 1 and not third.locator(".tutor-example-failed, .tutor-example-error").count()
        assert answer.locator(".tutor-example-answer").inner_text().strip() == repr(beats("[3-3]", "[6-6]"))
        explained = answer.locator(".tutor-example-explanation").inner_text()
        assert explained == words["explains"].format(text=beats("[3-3]", "[6-6]").explain(lang))
        status = third.locator(".tutor-run-status")
        assert status.inner_text() == words["some-answered"].format(answered=1, passed=1, total=1)

        area.fill('>>> from tutor.cli import main\n>>> main(["--help"])\n')
        assert _run(third) == "answered"
        shown = third.locator(".tutor-example-answered .tutor-example-answer").inner_text()
        assert shown.startswith(gettext("usage: ", lang)) and "SystemExit" not in shown and "bagchen" in shown

        # Share: the copy is confirmed beside the link, in the text's colour; the result and its status stay
        results = third.locator(".tutor-run-results").inner_text()
        said = status.inner_text()
        third.locator('button[data-act="share"]').click()
        copied = third.locator(".tutor-run-copied")
        page.wait_for_function("e => e.textContent !== ''", arg=copied.element_handle(), timeout=LONG)
        assert copied.inner_text() == words["copied"]
        assert third.locator(".tutor-run-results").inner_text() == results and status.inner_text() == said
        assert third.get_attribute("data-run") == "answered"
        colours = page.evaluate("""e => [getComputedStyle(e).color,
            getComputedStyle(e.closest('.tutor-doctest').querySelector('.tutor-example-head')).color]""",
                                copied.element_handle())
        assert colours[0] == colours[1], colours  # neutral: the colour of the text around it

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
    label = block.locator(".tutor-run-source").get_attribute("data-label")
    assert f"#tutor-code={label}:" in link and len(label) == 10  # the fence's code names it, not its place
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
