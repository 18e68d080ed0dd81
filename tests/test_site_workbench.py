"""The rules lawyer's workbench on the built site (issue 31): the Engine page's entries, sources that open, options in words.

Without a browser: every name the Engine page lists has its anchor in each language, its
option lists link to rows that exist, its entries cite no file the site does not publish;
every citation of a source text on an interpretations page opens to a quote, which links to
its place on the sources page.  In Chromium (the site as a static host serves it), at 390 px:
a citation opens by tap and by keyboard and shuts with Escape, and the options call of an
interpretations page, pressed Run on a Russian and a Chinese page, passes in the page's
language.
"""

from __future__ import annotations

import html
import re

import pytest

from tests.conftest import IN_CI
from tests.test_site_browser import browser, server  # noqa: F401 (fixtures)
from tools import examples, weight
from tutor.games import games
from tutor.games import quotes as all_quotes
from tutor.sphinx.sources import quote_anchor

pytestmark = pytest.mark.site

LONG = 120_000  # ms: loading Pyodide on a busy 2-core machine, with room to spare
ENTRY = re.compile(r'<dt class="sig[^"]*" id="([^"]+)"')
BUTTON = re.compile(r'<button type="button" class="tutor-source[^"]*" popovertarget="([^"]+)">')
BOX = re.compile(r'<span class="tutor-quote" id="([^"]+)" popover="auto" role="dialog" aria-label="[^"]*">(.*?)'
                 r'<a class="reference internal" href="([^"]+)"', re.S)


def _page(built_site, folder: str, path: str) -> str:
    return (built_site / folder / path).read_text(encoding="utf-8")


@pytest.mark.parametrize("folder", weight.FOLDERS.values())
def test_every_name_the_engine_page_lists_has_its_entry_and_no_unpublished_file(built_site, folder):
    page = _page(built_site, folder, "engine.html")
    anchors = set(ENTRY.findall(page))
    listed = examples.entries().names
    assert len(listed) >= 150
    assert [name for name in listed if name not in anchors] == []
    article = page[page.index('<article class="bd-article"'):page.index("</article>")]
    text = html.unescape(re.sub(r"<[^>]+>", " ", article))
    cited = re.search(r".{0,60}(\bspec\b|§|shared/specs|\.md\b).{0,20}", text)
    assert cited is None, cited
    # each option an answer depends on links to its row on the game's interpretations page
    for game, option in re.findall(r'href="(\w+)/interpretations\.html#option-\w+-(\w+)"', page):
        row = _page(built_site, folder, f"{game}/interpretations.html")
        assert f'id="option-{game}-{option}"' in row
    assert page.count("/interpretations.html#option-") >= 60
    assert 'lang="en" class="tutor-reference' in page  # the entries stay English, and say so


@pytest.mark.parametrize("folder", weight.FOLDERS.values())
def test_every_citation_on_the_interpretations_pages_opens_to_a_quote(built_site, folder):
    sources_page = _page(built_site, folder, "sources.html")
    for q in all_quotes():
        assert f'id="{quote_anchor(q)}"' in sources_page
    for g in games():
        page = _page(built_site, folder, f"{g.id}/interpretations.html")
        # a citation no quote holds would be a plain link to a source text's entry
        assert not re.search(r'href="[^"]*sources\.html#source-\d{3}"><span class="tutor-source', page)
        buttons, boxes = BUTTON.findall(page), BOX.findall(page)
        assert len(buttons) == len(boxes) >= 5
        assert {b for b in buttons} == {ident for ident, _, _ in boxes}
        for _, inside, href in boxes:
            assert re.search(r'<q class="tutor-quote-passage" lang="(ru|zh-CN)">[^<]{10,}', inside), inside[:200]
            assert re.fullmatch(r"\.\./sources\.html#quote-\d{3}-\d+", href), href
            if folder == "en":
                assert 'class="tutor-quote-gloss"' in inside  # an English reader gets the passage's meaning


def test_the_sources_page_numbers_the_sources_and_the_readings_name_them_by_number(built_site):
    sources_page = _page(built_site, "ru", "sources.html")
    assert '<dt id="source-000">[1] Берхин, «Бакчен»</dt>' in sources_page
    page = _page(built_site, "ru", "backgammon/interpretations.html")
    # the rule first, then the source's number: "… → да [13]"
    assert re.search(r'class="tutor-source tutor-source-number" popovertarget="[^"]+">\[\d+\]</button>', page)


def test_the_options_call_on_an_interpretations_page_answers_in_the_page_language(built_site):
    for folder, word in (("en", "value: "), ("ru", "значение: "), ("zh-cn", "取值：")):
        page = _page(built_site, folder, "backgammon/interpretations.html")
        codes = [html.unescape(c) for c in re.findall(r'data-code="([^"]*options_text[^"]*)"', page)]
        assert len(codes) == 1 and word in codes[0], (folder, codes)


# --- in the browser

def _phone(browser, server, path: str):  # noqa: F811
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    page.goto(f"{server}/{path}", wait_until="networkidle")
    return context, page


@pytest.mark.browser
@pytest.mark.parametrize("folder", ["ru", "zh-cn"])
def test_a_citation_opens_by_tap_and_keyboard_and_shuts_with_escape(browser, server, folder):  # noqa: F811
    context, page = _phone(browser, server, f"{folder}/backgammon/russian.html")
    button = page.locator("button.tutor-source").first
    box = page.locator(f'[id="{button.get_attribute("popovertarget")}"]')
    assert not box.is_visible()
    button.tap()
    box.wait_for(state="visible", timeout=10_000)
    assert box.locator("q.tutor-quote-passage").get_attribute("lang") == "ru"
    words = box.inner_text()
    assert "В РУССКОМ БЭКГАММОНЕ" in words or "Во всех случаях" in words or len(words) > 40
    if folder == "zh-cn":  # a Chinese reader gets the gloss in Chinese
        assert re.search(r"[\u4e00-\u9fff]", box.locator(".tutor-quote-gloss").inner_text())
    inside = box.bounding_box()
    assert inside and inside["x"] >= 0 and inside["x"] + inside["width"] <= 390  # fits the phone
    page.keyboard.press("Escape")
    box.wait_for(state="hidden", timeout=10_000)
    button.focus()
    page.keyboard.press("Enter")
    box.wait_for(state="visible", timeout=10_000)
    box.locator("button.tutor-quote-close").click()
    box.wait_for(state="hidden", timeout=10_000)
    # the link leads to the passage's place on the sources page
    button.tap()
    box.locator("a").click()
    page.wait_for_url(re.compile(r"sources\.html#quote-004-\d+$"), timeout=30_000)
    target = page.url.split("#")[1]
    assert page.locator(f'[id="{target}"] q.tutor-quote-passage').is_visible()
    context.close()


@pytest.mark.browser
@pytest.mark.parametrize("folder", ["ru", "zh-cn"])
def test_run_the_options_call_on_a_russian_and_a_chinese_page(browser, server, built_site, folder):  # noqa: F811
    if not (built_site / "_engine" / "engine.json").is_file():
        if IN_CI:
            pytest.fail("the engine did not ship with the site (npm and node_modules are required in CI)")
        pytest.skip("no npm or node_modules here: the site was built without the engine in the page")
    context, page = _phone(browser, server, f"{folder}/backgammon/interpretations.html")
    block = page.locator(".tutor-doctest", has=page.locator('.tutor-run-source[data-code*="options_text"]'))
    assert block.count() == 1
    listing = block.locator("pre").first.inner_text()
    assert ("значение: первый ход каждого игрока" if folder == "ru" else "取值：每位玩家的第一轮") in listing
    block.locator('button[data-act="run"]').click()
    page.wait_for_function("b => b.hasAttribute('data-run')", arg=block.element_handle(), timeout=LONG)
    assert block.get_attribute("data-run") == "passed", block.locator(".tutor-run-results").inner_text()
    context.close()
