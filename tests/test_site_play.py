"""The play pages (issue 19) in Debian's Chromium: a whole game against the engine, in the page.

For every game (the three backgammon variants among them), in a language each, the
languages all covered: start a seeded game, make three legal decisions by clicking the
board (or from the list where no click makes one), try an illegal one and read the
engine's reason in the page's language, reload in the middle and continue, play to the
end with "to the end", and check the outcome shown against the engine's own outcome
for the same record, computed here in Python.  axe finds nothing in light and dark, and
the page in play fits a 390 px phone.  Every wait is on a condition.
"""

from __future__ import annotations

import json
import re

import pytest

import tutor.games
from tests.test_site_a11y import axe_light_and_dark
from tests.test_site_browser import browser, server  # noqa: F401 (fixtures)
from tests.test_site_mobile import PHONE
from tutor.games import state_class
from tutor.i18n import gettext
from tutor.sphinx.play import UI
from tutor.state import parse_record, replay

pytestmark = [pytest.mark.site, pytest.mark.browser]

LONG = 180_000  # ms: Pyodide's first load on a busy 2-core machine, and a whole game to the end
DIRS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}
SCRIPT = {"ru": re.compile("[а-яё]", re.I), "zh_CN": re.compile("[\u4e00-\u9fff]"), "en": re.compile("[a-z]")}
CASES = [  # (game, language, rule options set in the form)
    ("bagchen", "ru", {}),
    ("pachisi", "zh_CN", {}),
    ("mahjong", "en", {}),
    ("backgammon", "ru", {}),
    ("backgammon", "zh_CN", {"variant": "acey-deucey"}),
    ("backgammon", "en", {"variant": "russian"}),
]
SEED = 11


@pytest.fixture(scope="module")
def reader(browser):  # noqa: F811
    """One browser profile for the module, as one reader's: the engine's memory, kept by the first page that
    loads it (worker.mjs), makes the next pages' engines ready in about a second."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    yield context
    context.close()


def _word(key: str, lang: str) -> str:
    return gettext(UI[key], lang)


def _last(page) -> dict:
    return page.evaluate("document.querySelector('.tutor-play').tutorLast")


def _decisions(page) -> int:
    return int(page.get_attribute(".tutor-play-table", "data-decisions") or 0)


def _wait_for_my_turn(page, seat: str) -> None:
    page.wait_for_function(
        f"""() => {{ const t = document.querySelector('.tutor-play-table');
                   return t.dataset.toMove === {json.dumps(seat)} || t.dataset.outcome !== ''; }}""", timeout=LONG)


def _decide_once(page, seat: str) -> str:
    """One legal decision of the reader: by clicking a path of it on the board if it has one (its last: a
    backgammon play's parts in another order than legal() writes them, where it has several), else from the
    list."""
    _wait_for_my_turn(page, seat)
    before = _decisions(page)
    last = _last(page)
    if last["finished"]:
        return "finished"
    paths = last["places"]
    if paths:
        decision = sorted(paths)[0]
        for token in paths[decision][-1]:  # places: {decision: [[token, ...], ...]}
            page.locator(f'.tutor-play-board [data-place="{token}"]').first.click()
        how = "click"
    else:
        page.locator(".tutor-play-decisions button").first.click()
        how = "list"
    page.wait_for_function(f"Number(document.querySelector('.tutor-play-table').dataset.decisions) > {before}",
                           timeout=LONG)
    return how


def _start(page, url: str, game: str, lang: str, options: dict[str, str]) -> str:
    page.goto(f"{url}/{DIRS[lang]}/{game}/play.html", wait_until="load")
    page.fill(".tutor-play-setup input[name=seed]", str(SEED))
    seat = page.eval_on_selector(".tutor-play-setup select[name=seat]", "s => s.value")
    if options:
        page.locator(".tutor-play-options summary").first.click()
        for name, value in options.items():
            page.select_option(f'.tutor-play-setup [data-option="{name}"]', value)
    page.click(".tutor-play-start")
    page.wait_for_function("document.querySelector('.tutor-play').tutorLast !== undefined", timeout=LONG)
    for _ in range(4):  # the others at the quickest pace
        page.click('.tutor-play-pace [data-act="faster"]')
    return seat


@pytest.mark.parametrize(("game", "lang", "options"), CASES, ids=[f"{g}-{lang}-{'-'.join(o.values()) or 'default'}"
                                                                  for g, lang, o in CASES])
def test_a_whole_game_against_the_engine(reader, server, game, lang, options):  # noqa: F811
    requests: list[str] = []
    page = reader.new_page()
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{server}/{DIRS[lang]}/{game}/play.html", wait_until="networkidle")
    assert not [url for url in requests if "/_engine/" in url], "the engine loaded before Start"

    seat = _start(page, server, game, lang, options)
    ways: list[str] = []
    while len(ways) < 3 or ("click" not in ways and len(ways) < 40):  # until one is made by clicking
        ways.append(_decide_once(page, seat))
        assert ways[-1] != "finished", f"seed {SEED} ended before three decisions: choose another"
    assert "click" in ways, f"no decision of {game} could be made by clicking the board in {len(ways)}"

    # an illegal click, where the board has a place no legal decision starts from
    _wait_for_my_turn(page, seat)
    last = _last(page)
    starts = {path[0].split("#")[0] for paths in last["places"].values() for path in paths}  # "#2": a second tile
    tokens = page.eval_on_selector_all(".tutor-play-board [data-place]:not([data-end])",
                                       "ps => ps.map(p => p.dataset.place)")
    ends = page.eval_on_selector_all(".tutor-play-board [data-end]", "ps => ps.map(p => p.dataset.place)")
    wrong = [t for t in tokens if t.split("#")[0] not in starts]
    if wrong and not last["finished"]:
        before = _decisions(page)
        page.locator(f'.tutor-play-board [data-place="{wrong[0]}"]').first.click()
        if ends:  # picked; the end place (how it is played) sends the choice
            page.locator(f'.tutor-play-board [data-place="{ends[0]}"]').first.click()
        page.wait_for_function(f"document.querySelector('.tutor-play-said').textContent.startsWith("
                               f"{json.dumps(_word('refused', lang).split('{')[0])})", timeout=LONG)
        said, prefix = page.text_content(".tutor-play-said"), _word("refused", lang).split("{")[0]
        assert said.startswith(prefix) and SCRIPT[lang].search(said[len(prefix):]), said
        assert _decisions(page) == before

    # an illegal decision, written in the notation: refused with the engine's reason in the page's language
    if not _last(page)["finished"]:
        before = _decisions(page)
        page.fill(".tutor-play-write input", "7/x")
        page.click(".tutor-play-write button")
        refused = _word("refused", lang).split("{")[0]
        page.wait_for_function(f"document.querySelector('.tutor-play-said').textContent.startsWith({json.dumps(refused)})",
                               timeout=LONG)
        said = page.text_content(".tutor-play-said")
        assert SCRIPT[lang].search(said[len(refused):]), said
        assert _decisions(page) == before

    # a reload in the middle: the game is offered again and goes on where it was
    made = _decisions(page)
    page.reload(wait_until="load")
    page.wait_for_selector('.tutor-play-notice [data-act="continue"]', timeout=LONG)
    page.click('.tutor-play-notice [data-act="continue"]')
    page.wait_for_function(f"Number(document.querySelector('.tutor-play-table').dataset.decisions) >= {made}",
                           timeout=LONG)
    log = page.locator(".tutor-play-log li").count()
    assert log >= made, "the log was not rebuilt from the start"

    # to the end: the outcome shown is the engine's for the same record
    page.click('.tutor-play-pace [data-act="to-end"]')
    page.wait_for_function("document.querySelector('.tutor-play-table').dataset.outcome !== ''", timeout=LONG)
    shown = json.loads(page.get_attribute(".tutor-play-table", "data-outcome"))
    last = _last(page)
    # the record read back (its chance steps as written, where the game writes them; the seed draws the rest)
    state = replay(state_class(game), tutor.games.game(game).rules.from_strings(last["options"]), SEED,
                   parse_record(last["record"]))
    assert state.finished
    assert shown == state.outcome()
    assert sum(shown.values()) == 0
    assert page.is_visible(".tutor-play-end")
    # who won and who lost, in words, where the game says it (Pachisi: the order of finishing too)
    result = state.outcome_words(lang)
    assert page.locator(".tutor-play-result").is_visible() == bool(result)
    if result:
        assert page.text_content(".tutor-play-result") == result
    assert page.locator(".tutor-play-outcome tr").count() == len(state.seats)
    for option in options.items():
        assert "=".join(option) in last["options"]
    page.close()


def test_play_page_axe_light_and_dark_and_a_phone(browser, server):  # noqa: F811
    """A game in progress (the board, the decisions, the log on screen): axe in both schemes; a phone's width."""
    context = browser.new_context(color_scheme="light", viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    seat = _start(page, server, "backgammon", "en", {})
    _decide_once(page, seat)
    _wait_for_my_turn(page, seat)
    page.locator(".tutor-play-options").first.evaluate("d => d.open = true")
    problems = axe_light_and_dark(page)
    assert not problems, problems
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    context.close()


@pytest.mark.parametrize("lang", DIRS)
def test_every_refusal_links_to_a_rule_that_is_there(built_site, lang):
    """The links a refused decision's reason carries (Game.rule_links) lead to an element of a built page."""
    from tutor.games import games

    for g in games():
        page = built_site / DIRS[lang] / g.id / "play.html"
        text = page.read_text(encoding="utf-8")
        links = json.loads(re.search(r'<script type="application/json" class="tutor-play-links">(.*?)</script>',
                                     text, re.S).group(1).replace("<\\/", "</"))
        assert set(links) == set(g.rule_links)
        for code, link in links.items():
            target, _, anchor = link.partition("#")
            html = (page.parent / target).resolve() if target else page  # "#…": a section of the play page
            assert html.is_file(), f"{g.id}: {code} links to {link}, no such page"
            if anchor:
                assert f'id="{anchor}"' in html.read_text(encoding="utf-8"), f"{g.id}: {code} links to {link}"
