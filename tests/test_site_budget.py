"""Light pages (issue 10): what a first visit of any page downloads, as a host serves it.

Budget: 250 KiB in all (text gzip-compressed, fonts and images as they are), of which
80 KiB JavaScript; no script or font a page does not use.  Every page of the three
languages is opened in Chromium with an empty cache (tools/weight.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.test_site_browser import _require_browser
from tools import weight
from tutor.sphinx.light import FONT, ICON_CLASS, used_glyphs

pytestmark = pytest.mark.site

NEVER = ("fontawesome.js", "sphinx-thebe", "fa-brands", "fa-regular", "thebe")
# the engine in the page (issue 18): Pyodide, the wheel and the worker wait for the reader's first press
ENGINE = ("_engine/", "pyodide", "worker.mjs", ".whl")


@pytest.fixture(scope="module")
def weights(built_site: Path) -> list[weight.PageWeight]:
    executable = _require_browser()
    from playwright.sync_api import sync_playwright

    with weight.serve(built_site) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=weight.CHROMIUM_ARGS)
        try:
            yield weight.measure(built_site, browser, base, weight.pages(built_site))
        finally:
            browser.close()


@pytest.mark.browser
def test_every_page_is_within_the_budget(weights):
    assert len(weights) >= 3 * 6
    over = [f"{w.page}: {w.total} B (JS {w.js} B, search index {w.search_index} B)" for w in weights
            if w.total > weight.BUDGET_TOTAL or w.js > weight.BUDGET_JS
            or w.search_index > weight.BUDGET_SEARCH_INDEX]
    assert not over, over


@pytest.mark.browser
def test_no_page_loads_what_it_does_not_use(weights):
    for w in weights:
        assert not [name for name in w.assets if any(bad in name for bad in NEVER)], w.page
        assert not [name for name in w.assets if any(part in name for part in ENGINE)], w.page
        assert w.fonts in ([], [str(Path(w.page.split("/")[0]) / FONT)]), (w.page, w.fonts)
        if "search.html" not in w.page:
            assert not [name for name in w.assets if name.endswith("searchindex.js")], w.page


def test_the_icon_font_holds_every_icon_the_site_shows(built_site):
    import pydata_sphinx_theme
    from fontTools.ttLib import TTFont

    theme = Path(pydata_sphinx_theme.__file__).parent / "theme" / "pydata_sphinx_theme" / "static"
    solid = set(TTFont(str(theme / FONT.relative_to("_static"))).getBestCmap())  # the whole font
    for folder in weight.FOLDERS.values():
        font = built_site / folder / FONT
        assert font.stat().st_size < 16 * 1024, "the icon font was not cut down"
        cmap = set(TTFont(str(font)).getBestCmap())
        wanted = used_glyphs(built_site / folder) & solid  # brand icons live in another font
        assert wanted and wanted <= cmap, sorted(hex(c) for c in wanted - cmap)


def test_pages_use_no_icon_script_and_only_needed_extension_assets(built_site):
    for folder in weight.FOLDERS.values():
        for path in (built_site / folder).rglob("*.html"):
            if "_static" in path.parts:
                continue
            html = path.read_text(encoding="utf-8")
            assert "fontawesome.js" not in html and "thebe" not in html, path
            if not re.search(r'class="[^"]*\b(toggle|dropdown)\b', html):
                assert "togglebutton" not in html, path
            assert ICON_CLASS.search(html), path  # the theme's icons are still there, drawn by CSS
