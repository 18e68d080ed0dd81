"""Search in each language (issue 10), as a reader does it: on the home page press Ctrl+K,
type a word, press Enter, and find the ranking page among the results, titled in the
page's language.  Russian needs stemming (an inflected form), Chinese needs jieba's
word segmentation (a two-character term).
"""

from __future__ import annotations

import pytest

from tests.test_site_browser import browser, server  # noqa: F401 (fixtures)
from tools import weight

pytestmark = [pytest.mark.site, pytest.mark.browser]

TITLES = {"en": "Bagchen: tiles and ranking", "ru": "Бакчен: камни и их старшинство", "zh_CN": "巴尘：牌与等级"}
RANKING = "bagchen/tiles-and-ranking.html"


@pytest.mark.parametrize("lang, query", [
    ("ru", "сестрами"), ("ru", "камней"), ("zh_CN", "天皇"), ("zh_CN", "等级"), ("en", "sisters"),
])
def test_search_finds_the_ranking_page(browser, server, lang, query):  # noqa: F811
    folder = weight.FOLDERS[lang]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{server}/{folder}/index.html", wait_until="networkidle")
    page.keyboard.press("Control+k")  # the theme's search dialog
    field = page.locator("#pst-search-dialog input[name=q]")
    field.wait_for(state="visible")
    field.fill(query)
    field.press("Enter")
    page.wait_for_url(f"{server}/{folder}/search.html?q=*")
    hit = page.locator(f'#search-results ul.search li a[href="{RANKING}"]')
    hit.first.wait_for(timeout=15_000)
    assert hit.first.inner_text().strip() == TITLES[lang]
    context.close()


@pytest.mark.parametrize("query, target", [
    ("番", "mahjong/scoring.html"), ("碰", "mahjong/claims.html"), ("胡", "glossary.html"),
    ("吃", "mahjong/claims.html"),
])
def test_one_chinese_character_finds_the_pages_that_use_it(browser, server, query, target):  # noqa: F811
    """Sphinx's Chinese search drops one-character words; tutor.sphinx.search indexes them."""
    folder = weight.FOLDERS["zh_CN"]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{server}/{folder}/search.html?q={query}", wait_until="networkidle")
    page.locator(f'#search-results ul.search li a[href="{target}"]').first.wait_for(timeout=60_000)
    context.close()
