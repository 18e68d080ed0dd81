"""Mobile (issues 10 and 16): every page on a 390×844 phone screen, in each language.

The page itself never scrolls sideways; puzzles fit the screen with their boards at full
width; tap targets are at least 24 × 24 px (a replay's buttons 44 px tall); a worked example
wraps its long lines inside the screen, each continuation indented (issue 25), never scrolling sideways.  Set TUTOR_SCREENSHOTS=dir to keep screenshots
of the home and ranking pages.
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


# what a phone reader taps or reads inside a puzzle or a replay, measured on the page as laid out
PHONE_PROBLEMS = """() => {
  const problems = [], seen = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const size = e => { const r = e.getBoundingClientRect(); return `${r.width.toFixed(1)}×${r.height.toFixed(1)}`; };
  for (const e of document.querySelectorAll('.tutor-puzzle :is(input, button, .tutor-place), .tutor-replay button')) {
    const r = e.getBoundingClientRect();
    if (seen(e) && (r.width < 24 || r.height < 24)) problems.push(`tap target ${e.tagName}.${e.getAttribute('class')} ${size(e)}`);
  }
  for (const e of document.querySelectorAll('.tutor-replay-controls button'))
    if (seen(e) && e.getBoundingClientRect().height < 44) problems.push(`replay button ${size(e)}`);
  // a drawing meant to be wide (a board, a hand) gets the whole width it can have, not a strip beside its label
  for (const svg of document.querySelectorAll('.tutor-puzzle svg[width], .tutor-replay svg[width]')) {
    const natural = parseFloat(svg.getAttribute('width')), box = svg.parentElement.getBoundingClientRect();
    if (natural >= 300 && svg.getBoundingClientRect().width < Math.min(natural, box.width) - 2)
      problems.push(`drawing ${svg.getAttribute('class')} at ${size(svg)}, ${natural} wanted, ${box.width.toFixed(0)} there`);
  }
  // a tile or a play written in code is never split across lines ("[6-" / "1]×2")
  for (const e of document.querySelectorAll('span.pre.tutor-whole'))
    if (seen(e) && e.getClientRects().length > 1) problems.push(`split across lines: ${e.textContent}`);
  for (const e of document.querySelectorAll('.tutor-puzzle :is(.tutor-figure-label, legend, p)')) {
    const r = e.getBoundingClientRect(), line = parseFloat(getComputedStyle(e).lineHeight) || 24;
    if (seen(e) && r.width < 100 && r.height > 2.5 * line) problems.push(`text squeezed to ${size(e)}: ${e.textContent.slice(0, 30)}`);
  }
  return problems;
}"""


# the console listings of the worked examples (one span per line, tutor/sphinx/listings.py): those that scroll
# sideways; the lines that wrap; those of them whose continuation does not start further in than the line itself
WRAPPING = """() => {
  const pres = [...document.querySelectorAll('div.highlight-pycon pre')].filter(p => p.getClientRects().length);
  const lines = pres.flatMap(p => [...p.querySelectorAll(':scope > span[id^="tutor-line-"]')]);
  const wrapped = [], flat = [];
  for (const line of lines) {
    const range = document.createRange();
    range.selectNodeContents(line);
    const rects = [...range.getClientRects()].filter(r => r.width > 0);
    const tops = [...new Set(rects.map(r => Math.round(r.top)))];
    if (tops.length < 2) continue;
    const left = top => Math.min(...rects.filter(r => Math.round(r.top) === top).map(r => r.left));
    wrapped.push(line.id);
    if (!tops.slice(1).every(top => left(top) > left(tops[0]) + 8)) flat.push(line.id);
  }
  return {lines: lines.length, wrapped: wrapped.length, flat,
          scrolling: pres.filter(p => p.scrollWidth > p.clientWidth + 1).map(p => p.textContent.slice(0, 40))};
}"""


@pytest.mark.parametrize("lang", weight.FOLDERS)
def test_every_page_fits_a_phone(browser, server, built_site, lang):  # noqa: F811
    folder = weight.FOLDERS[lang]
    names = [name for name in weight.pages(built_site) if name.startswith(f"{folder}/")
             and not name.endswith(("/genindex.html", "/search.html"))]
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    problems = []
    for name in names:
        page.goto(f"{server}/{name}", wait_until="load")
        wide = page.evaluate("document.documentElement.scrollWidth")
        if wide > PHONE["width"]:
            problems.append(f"{name}: the page is {wide} px wide")
        problems += [f"{name}: cut off {e}" for e in page.evaluate(CUT_OFF)]
        problems += [f"{name}: {e}" for e in page.evaluate(PHONE_PROBLEMS)]
        problems += [f"{name}: a worked example scrolls sideways: {t}" for t in page.evaluate(WRAPPING)["scrolling"]]
    context.close()
    assert len(names) == len(list(Path(__file__).parent.parent.glob('content/**/*.md')))
    assert not problems, "\n".join(problems)


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

    # worked examples wrap inside the screen instead of scrolling sideways: no listing is wider than its box,
    # and a long line (both pages hold lines longer than a phone's) continues indented under its code
    listings = page.evaluate(WRAPPING)
    assert listings["lines"] and not listings["scrolling"], listings
    assert listings["wrapped"] and not listings["flat"], listings

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
