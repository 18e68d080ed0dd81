"""Mobile (issue 10): the home and ranking pages on a 390×844 phone screen, in each language.

The page itself never scrolls sideways; puzzles fit the screen; a doctest wider than the
screen scrolls inside its own box.  Set TUTOR_SCREENSHOTS=dir to keep the screenshots.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.test_site_browser import browser, server  # noqa: F401 (fixtures)
from tools import weight

pytestmark = [pytest.mark.site, pytest.mark.browser]

PHONE = {"width": 390, "height": 844}
# visible elements reaching past the right edge of the screen without a scrolling box around them
CUT_OFF = """() => [...document.querySelectorAll('body *')].filter(e => {
  const r = e.getBoundingClientRect(), s = getComputedStyle(e);
  if (r.right <= window.innerWidth + 1 || r.width === 0 || s.visibility === 'hidden' || e.closest('dialog, [hidden]')) return false;
  for (let a = e.parentElement; a; a = a.parentElement) {
    const o = getComputedStyle(a);
    if (['auto', 'scroll', 'hidden', 'clip'].includes(o.overflowX) && a.getBoundingClientRect().right <= window.innerWidth + 1) return false;
    if (o.visibility === 'hidden' || o.display === 'none') return false;
  }
  return true;
}).map(e => `${e.tagName}.${e.className} right=${Math.round(e.getBoundingClientRect().right)}`)"""


@pytest.mark.parametrize("lang", weight.FOLDERS)
@pytest.mark.parametrize("name", ["index", "bagchen/tiles-and-ranking"])
def test_phone_screen(browser, server, lang, name):  # noqa: F811
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    folder = weight.FOLDERS[lang]
    page.goto(f"{server}/{folder}/{name}.html", wait_until="networkidle")

    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.evaluate("window.scrollTo(300, 0)")
    assert page.evaluate("window.scrollX") == 0, "the page scrolls sideways"
    assert page.evaluate(CUT_OFF) == []

    for box in page.locator(".tutor-puzzle").all():
        right = box.evaluate("e => e.getBoundingClientRect().right")
        assert right <= PHONE["width"], f"a puzzle is wider than the screen ({right})"

    # the widest doctest: wider than the screen, so it must scroll within its own box
    widest = page.evaluate("""() => {
      const pres = [...document.querySelectorAll('div.highlight pre')];
      pres.sort((a, b) => b.scrollWidth - a.scrollWidth);
      const p = pres[0];
      return p && {scroll: p.scrollWidth, client: p.clientWidth, overflow: getComputedStyle(p).overflowX,
                   right: p.getBoundingClientRect().right};
    }""")
    assert widest and widest["scroll"] > widest["client"]  # both pages hold a doctest wider than a phone
    assert widest["overflow"] in ("auto", "scroll") and widest["right"] <= PHONE["width"]

    if os.environ.get("TUTOR_SCREENSHOTS"):
        target = Path(os.environ["TUTOR_SCREENSHOTS"])
        target.mkdir(parents=True, exist_ok=True)
        stem = f"phone-{folder}-{name.replace('/', '-')}"
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(target / f"{stem}.png"))
        if page.locator(".tutor-puzzle").count():
            page.locator(".tutor-puzzle").first.scroll_into_view_if_needed()
            page.screenshot(path=str(target / f"{stem}-puzzle.png"))
    context.close()
