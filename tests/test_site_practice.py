"""The practice pages (issue 20) in Debian's Chromium: endless puzzles the engine makes in the page.

Per game in one language, every language at least once: the built-in puzzle is there
before any engine file is fetched; a wrong answer and a right one each show the
engine's reasons (a right answer missed is marked and says why it is right), and the
streak counts, in words that agree with the number; "Next puzzle" loads the engine and
shows the puzzle it made from a seed, which is the puzzle Python makes from that seed,
numbered from 1; a puzzle's link opens the same puzzle in a fresh page, showing nothing
but the loading state until it is there; damaged progress in localStorage gives a
notice, not a broken page.  axe finds nothing on a practice page.  Every wait is on a
condition.
"""

from __future__ import annotations

import pytest

from tests.test_site_a11y import axe_light_and_dark
from tests.test_site_browser import browser, server  # noqa: F401 (fixtures)
from tutor.games import make_exercise, themes
from tutor.i18n import gettext, plural_forms, plural_table
from tutor.puzzles import FORM_WORDS
from tutor.sphinx.practice import BUILT_IN, COUNTED, UI

pytestmark = [pytest.mark.site, pytest.mark.browser]

LONG = 180_000
DIRS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}
CASES = [("bagchen", "zh_CN"), ("pachisi", "ru"), ("mahjong", "ru"), ("backgammon", "en")]


@pytest.fixture(scope="module")
def reader(browser):  # noqa: F811
    """One browser profile for the module (the engine's kept memory makes the next pages' engines quick)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    yield context
    context.close()


def _fresh(page, url: str) -> None:
    """The page with no progress kept from an earlier test."""
    page.goto(url, wait_until="load")
    page.evaluate("localStorage.clear()")
    page.reload(wait_until="networkidle")


def _stage(page) -> tuple[str, int]:
    stage = page.locator(".tutor-practice-stage")
    return stage.get_attribute("data-theme"), int(stage.get_attribute("data-puzzle-seed"))


def _answer(page, right: bool) -> None:
    """Tick the right answers (or one wrong choice, or a wrong set) in the puzzle's form, then check."""
    form = page.locator(".tutor-practice-stage form.tutor-check")
    answer = form.get_attribute("data-answer").split("\n")
    inputs = form.locator("input[type=radio], input[type=checkbox]")
    values = [inputs.nth(i).get_attribute("value") for i in range(inputs.count())]
    mode = form.get_attribute("data-mode")
    if right:
        chosen = answer
    else:
        wrong = [v for v in values if v not in answer]
        chosen = wrong[:1] if wrong else answer[:-1]  # an "all" puzzle whose every choice is right: miss one
    for value in chosen:
        form.locator(f'input[value="{value}"]').check()
    if mode == "one":
        assert len(chosen) == 1
    form.locator("button.tutor-submit").click()


def _streak(page) -> int:
    return int(page.get_attribute(".tutor-practice", "data-streak") or 0)


def _streak_words(lang: str, count: int, best: int) -> str:
    return plural_forms(COUNTED["streak"], lang)[plural_table(lang)[count]].format(count=count, best=best)


# what a page shows while it waits, recorded when the page is parsed (before the page's scripts run)
# and when it is ready (after them): the engine's puzzle cannot be there yet at either moment
RECORD_WAITING = """() => {
  window.tutorSeen = [];
  const record = when => {
    const box = document.querySelector('.tutor-practice'), stage = box.querySelector('.tutor-practice-stage');
    const shown = e => e.getClientRects().length > 0;
    window.tutorSeen.push({when, stage: shown(stage), title: shown(box.querySelector('.tutor-practice-title'))
      ? box.querySelector('.tutor-practice-title').textContent : '',
      clickable: [...stage.querySelectorAll('input, button, [data-place]')].filter(shown).length,
      status: box.querySelector('.tutor-practice-status').textContent});
  };
  document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') record('parsed'); });
  document.addEventListener('DOMContentLoaded', () => record('ready'));
}"""


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_practice_in_the_page(reader, server, game, lang):  # noqa: F811
    requests: list[str] = []
    page = reader.new_page()
    url = f"{server}/{DIRS[lang]}/{game}/practice.html"
    _fresh(page, url)
    page.on("request", lambda request: requests.append(request.url))
    page.reload(wait_until="networkidle")
    assert not [u for u in requests if "/_engine/" in u], "the engine loaded before the reader asked"

    # the built-in puzzle is Python's seed-0 puzzle of the first theme, in the page's language
    theme, seed = _stage(page)
    first = themes(game)[0]
    assert (theme, seed) == (first.name, BUILT_IN)
    puzzle = make_exercise(first.id, BUILT_IN, lang)
    assert page.get_attribute(".tutor-practice-stage form.tutor-check", "data-answer") == "\n".join(puzzle.answer)
    assert puzzle.question in page.text_content(".tutor-practice-stage")

    title = page.text_content(".tutor-practice-title")
    assert title == gettext(UI["puzzle"], lang).format(theme=gettext(first.title, lang), number=1)  # seed 0: 1
    _answer(page, right=False)
    page.wait_for_selector(".tutor-practice-stage output.tutor-verdict.bad")
    assert _streak(page) == 0
    assert page.locator(".tutor-practice-stage .tutor-why:visible").count() >= 1  # the reason under the wrong pick
    # every right answer missed is marked, with the engine's reason why it is right; the verdict says so
    form = page.locator(".tutor-practice-stage form.tutor-check")
    for choice in puzzle.choices:
        label = form.locator("label.tutor-choice", has=page.locator(f'input[value="{choice.key}"]'))
        if choice.correct and not label.locator("input").is_checked():
            assert "tutor-missed" in label.get_attribute("class")
            assert label.locator(".tutor-why").is_visible()
            assert label.locator(".tutor-why").text_content() == choice.explanation
    missed_words = {gettext(FORM_WORDS[key], lang) for key in ("shown", "shown-bad")}
    assert form.locator("output.tutor-verdict").text_content() in missed_words

    # the next puzzle comes from the engine in the page: the one Python makes from its seed
    page.click('.tutor-practice [data-act="next"]')
    page.wait_for_function("document.querySelector('.tutor-practice-stage').dataset.puzzleSeed !== '0'",
                           timeout=LONG)
    theme, seed = _stage(page)
    made = make_exercise(f"{game}.{theme}", seed, lang)
    assert page.get_attribute(".tutor-practice-stage form.tutor-check", "data-answer") == "\n".join(made.answer)
    assert made.question in page.text_content(".tutor-practice-stage")
    _answer(page, right=True)
    page.wait_for_selector(".tutor-practice-stage output.tutor-verdict.ok")
    assert _streak(page) == 1
    assert page.locator(".tutor-practice-stage .tutor-why:visible").count() == len(made.choices)
    line = page.text_content(".tutor-practice-progress")
    assert _streak_words(lang, 1, 1) in line  # «Серия: 1 верный подряд», not «1 верных»
    assert page.text_content(".tutor-practice-title") == gettext(UI["puzzle"], lang).format(
        theme=gettext(next(t for t in themes(game) if t.name == theme).title, lang), number=seed + 1)

    # its link opens exactly that puzzle, in a fresh page
    link = page.get_attribute(".tutor-practice-link", "href")
    assert link == f"#theme={theme}&seed={seed}"
    other = reader.new_page()
    other.add_init_script(f"({RECORD_WAITING})()")
    other.goto(url + link, wait_until="load")
    other.wait_for_function(f"document.querySelector('.tutor-practice-stage').dataset.puzzleSeed === '{seed}'",
                            timeout=LONG)
    assert other.get_attribute(".tutor-practice-stage form.tutor-check", "data-answer") == "\n".join(made.answer)
    # until it came, only the loading state: no built-in puzzle to see or to click, not even before the scripts ran
    seen = other.evaluate("window.tutorSeen")
    assert [s["when"] for s in seen] == ["parsed", "ready"], seen
    assert all(not s["stage"] and not s["clickable"] for s in seen), seen
    assert all(s["status"] in (gettext(UI["loading"], lang), gettext(UI["making"], lang)) for s in seen), seen
    assert seen[0]["title"] == "" and seen[1]["title"] == page.text_content(".tutor-practice-title"), seen
    assert other.is_visible(".tutor-practice-stage form.tutor-check")
    other.close()

    # every theme's link shows its built-in puzzle at once
    for t in themes(game)[1:]:
        page.click(f'.tutor-practice-themes a[data-theme="{t.name}"]')
        page.wait_for_function(f"document.querySelector('.tutor-practice-stage').dataset.theme === '{t.name}'",
                               timeout=10_000)

    # damaged progress: a notice, and the page still works
    page.evaluate(f"localStorage.setItem('tutor-practice:{game}', '{{not json')")
    page.reload(wait_until="load")
    notice = page.locator(".tutor-practice-notice")
    notice.wait_for(state="visible")
    assert notice.text_content() == gettext(UI["corrupt"], lang)
    assert page.is_visible(".tutor-practice-stage form.tutor-check")
    page.close()


def test_a_missed_puzzle_comes_back(reader, server):  # noqa: F811
    """Missed, then three other puzzles, and the missed one is offered again."""
    page = reader.new_page()
    _fresh(page, f"{server}/en/backgammon/practice.html")
    _answer(page, right=False)
    missed = _stage(page)
    for count in range(3):
        # the seed shown before the click: read after it, a quick engine may already have changed it
        before = _stage(page)[1]
        page.click('.tutor-practice [data-act="next"]')
        page.wait_for_function(f"document.querySelector('.tutor-practice-stage').dataset.puzzleSeed !== "
                               f"'{before}'", timeout=LONG)
        _answer(page, right=True)
        page.wait_for_selector(".tutor-practice-stage output.tutor-verdict.ok")
        assert _streak(page) == count + 1
    page.click('.tutor-practice [data-act="next"]')
    page.wait_for_function(f"document.querySelector('.tutor-practice-stage').dataset.puzzleSeed === '{missed[1]}'",
                           timeout=LONG)
    assert page.text_content(".tutor-practice-notice") == gettext(UI["due"], "en")
    page.click('.tutor-practice [data-act="reset"]')
    assert _streak(page) == 0
    page.close()


def test_practice_page_axe(browser, server):  # noqa: F811
    context = browser.new_context(color_scheme="light", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{server}/zh-cn/mahjong/practice.html", wait_until="load")
    _answer(page, right=False)
    problems = axe_light_and_dark(page)
    assert not problems, problems
    context.close()
