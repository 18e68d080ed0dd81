"""The game table of the play pages (issue 27) in Debian's Chromium, a whole game per game, in Russian or Chinese.

One page load per game, on a 390 px phone and then at 1280 px: the log tells how the game began before any
decision; the throw the reader plays is shown ([data-throw], backgammon and Pachisi) before the first decision;
every decision button says its decision in the page's language, the notation only beside it, and no more than
about a dozen choices show at once; a click the rules refuse is answered next to the board, inside the viewport,
at both widths; axe finds nothing on the table in play; "to the end" shows the end's calculation ([data-result]),
every line the engine gives for it (for Mahjong each scoring line of every hand, the winner's first); the pace
shows its speed and goes once the game is over; a reload after the end offers no game to continue.
And issue 26's own dice: a whole backgammon game and a whole Pachisi game with the dice the test throws, each
entered by its faces.  Every wait is on a condition.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import tutor.games
from tests.test_site_a11y import run_axe
from tests.test_site_browser import browser, server  # noqa: F401 (fixtures)
from tests.test_site_mobile import PHONE

pytestmark = [pytest.mark.site, pytest.mark.browser]

LONG = 180_000  # ms: Pyodide's first load on a busy 2-core machine, and a whole game to the end
DIRS = {"ru": "ru", "zh_CN": "zh-cn"}
SCRIPT = {"ru": re.compile("[а-яё]", re.I), "zh_CN": re.compile("[\u4e00-\u9fff]")}
DESKTOP = {"width": 1280, "height": 900}
CASES = [("backgammon", "ru"), ("pachisi", "zh_CN"), ("mahjong", "zh_CN"), ("bagchen", "ru")]
MOST_SHOWN = 14  # "about a dozen": what the decision list shows at once (buttons and groups)
SEED = 11


def _last(page) -> dict:
    return page.evaluate("document.querySelector('.tutor-play').tutorLast")


def _decisions(page) -> int:
    return int(page.get_attribute(".tutor-play-table", "data-decisions") or 0)


def _wait_for_my_turn(page, seat: str) -> None:
    page.wait_for_function(
        f"""() => {{ const t = document.querySelector('.tutor-play-table');
                   return t.dataset.toMove === {json.dumps(seat)} || t.dataset.outcome !== ''; }}""", timeout=LONG)


def _start(page, url: str, game: str, lang: str, own_dice: bool = False) -> str:
    page.goto(f"{url}/{DIRS[lang]}/{game}/play.html", wait_until="load")
    page.wait_for_selector(".tutor-play[data-ready]", state="attached", timeout=LONG)
    page.fill(".tutor-play-setup input[name=seed]", str(SEED))
    if own_dice:
        page.check(".tutor-play-setup input[name=own-dice]")
    seat = page.eval_on_selector(".tutor-play-setup select[name=seat]", "s => s.value")
    page.click(".tutor-play-start")
    page.wait_for_function("document.querySelector('.tutor-play').tutorLast !== undefined", timeout=LONG)
    return seat


def _fastest(page) -> None:
    speeds = []
    for _ in range(5):
        page.click('.tutor-play-pace [data-act="faster"]')
        speeds.append(page.text_content(".tutor-play-speed"))
    assert all(speeds) and len(set(speeds)) > 1, speeds  # the pace says its speed, and it changes


def _check_decisions(page, lang: str) -> None:
    """Every decision button: its words in the page's language, its notation apart; few choices at once."""
    buttons = page.eval_on_selector_all(".tutor-play-decisions button[data-decision]", """bs => bs.map(b => ({
        decision: b.dataset.decision,
        words: (b.querySelector('.tutor-decision-words') || {}).textContent || '',
        notation: (b.querySelector('.tutor-decision-notation') || {}).textContent || ''}))""")
    assert buttons
    for b in buttons:
        assert SCRIPT[lang].search(b["words"]) and b["words"] != b["decision"], b
        assert b["notation"] == b["decision"], b
    shown = page.eval_on_selector(".tutor-play-decisions", "l => l.children.length")
    assert shown <= MOST_SHOWN, f"{shown} choices at once"


def _decide_once(page, seat: str) -> None:
    """One legal decision of the reader, from the list (a group opened when it is folded)."""
    _wait_for_my_turn(page, seat)
    if _last(page)["finished"]:
        return
    before = _decisions(page)
    button = page.locator(".tutor-play-decisions button[data-decision]").first
    while not button.is_visible():  # folded: open the groups around it, one by one (a group within a group)
        page.locator(".tutor-play-decisions details:not([open]) > summary").first.click()
    button.click()
    page.wait_for_function(f"Number(document.querySelector('.tutor-play-table').dataset.decisions) > {before}",
                           timeout=LONG)


def _refusal_in_view(page, lang: str) -> None:
    page.wait_for_function("document.querySelector('[data-refusal]').textContent !== ''", timeout=LONG)
    refusal = page.locator("[data-refusal]")
    assert refusal.is_visible()
    assert SCRIPT[lang].search(refusal.text_content())
    assert refusal.get_attribute("role") == "alert"  # read out at once
    box, height = refusal.bounding_box(), page.evaluate("window.innerHeight")
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= height + 1, (box, height)  # +1: sub-pixels


def _refuse(page, seat: str, lang: str) -> None:
    """Click a place of the board that no legal decision starts from, or, where this turn's board has none (a
    Mahjong discard: every tile in hand is one), write a decision the rules refuse; the refusal must show inside
    the viewport, and nothing is played."""
    _wait_for_my_turn(page, seat)
    last = _last(page)
    assert not last["finished"], "the game ended before a refusal could be tried"
    starts = {path[0].split("#")[0] for paths in last["places"].values() for path in paths}  # "#2": a second tile
    tokens = page.eval_on_selector_all(".tutor-play-board [data-place]:not([data-end])",
                                       "ps => ps.map(p => p.dataset.place)")
    ends = page.eval_on_selector_all(".tutor-play-board [data-end]", "ps => ps.map(p => p.dataset.place)")
    wrong = [t for t in tokens if t.split("#")[0] not in starts]
    before = _decisions(page)
    page.evaluate("document.querySelector('[data-refusal]').textContent = ''")
    if wrong:
        page.locator(f'.tutor-play-board [data-place="{wrong[0]}"]').first.click()
        if ends:  # picked; the end place (how the tiles are played) sends the choice
            page.locator(f'.tutor-play-board [data-place="{ends[0]}"]').first.click()
    else:
        page.fill(".tutor-play-write input", "7/x")
        page.click(".tutor-play-write button")
    _refusal_in_view(page, lang)
    assert _decisions(page) == before


@pytest.mark.parametrize(("game", "lang"), CASES, ids=[f"{g}-{lang}" for g, lang in CASES])
def test_a_whole_game_at_the_table(browser, server, game, lang):  # noqa: F811
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    seat = _start(page, server, game, lang)
    assert page.locator(".tutor-play-log li").count() >= 1, "the log is empty before the first decision"
    assert page.locator("[data-table]").is_visible()
    _fastest(page)
    _wait_for_my_turn(page, seat)
    last = _last(page)
    if game == "backgammon" and last["view"]["dice"] is None:  # first the cube's question: double, or roll
        _check_decisions(page, lang)
        _decide_once(page, seat)
        _wait_for_my_turn(page, seat)
        last = _last(page)
    if game in ("backgammon", "pachisi"):  # the throw the reader plays, before his first decision
        throw = page.get_attribute("[data-throw]", "data-throw")
        view = last["view"]
        assert throw == "-".join(str(n) for n in (view["dice"] if game == "backgammon" else [view["roll"]]))
        assert page.locator("[data-throw]").is_visible()
    _check_decisions(page, lang)
    _refuse(page, seat, lang)
    _decide_once(page, seat)
    _wait_for_my_turn(page, seat)
    if not _last(page)["finished"]:
        _check_decisions(page, lang)
        problems = [f'{v["id"]}: {[n["target"] for n in v["nodes"]][:3]}' for v in run_axe(page)]
        assert not problems, problems
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    page.set_viewport_size(DESKTOP)  # the same game on a desktop's screen
    _refuse(page, seat, lang)

    page.click('.tutor-play-pace [data-act="to-end"]')
    page.wait_for_function("document.querySelector('.tutor-play-table').dataset.outcome !== ''", timeout=LONG)
    last = _last(page)
    state = tutor.games.replay(game, last["record"])
    assert state.finished and json.loads(page.get_attribute(".tutor-play-table", "data-outcome")) == state.outcome()
    shown = page.locator("[data-result]")
    assert shown.is_visible()
    text = shown.text_content()
    sections = tutor.games.result(state, lang)
    assert sections
    for section in sections:  # each line of the calculation, the engine's own words
        assert section["title"] in text
        for line in section["lines"]:
            assert line in text, line
    assert page.locator(".tutor-play-pace").is_hidden()

    page.reload(wait_until="load")  # a finished game is not offered again
    page.wait_for_selector(".tutor-play[data-ready]", state="attached", timeout=LONG)
    assert page.locator('.tutor-play-notice [data-act="continue"]').count() == 0
    assert page.locator(".tutor-play-notice").is_hidden()
    context.close()


@pytest.mark.parametrize(("game", "lang"), [("backgammon", "zh_CN"), ("pachisi", "ru")])
def test_a_whole_game_with_the_readers_own_dice(browser, server, game, lang):  # noqa: F811
    """Issue 26: "I throw my own dice": every throw of the game, for every player, is entered on the page by the
    faces of its dice; the engine referees as usual and plays none itself."""
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    seat = _start(page, server, game, lang, own_dice=True)
    _fastest(page)
    chosen = random.Random(SEED)
    thrown: list[str] = []
    for _ in range(3000):
        page.wait_for_function(f"""() => {{ const p = document.querySelector('.tutor-play'), m = p.tutorLast;
            return m && (m.finished || m.to_move === 'chance' || m.to_move === {json.dumps(seat)}); }}""",
                               timeout=LONG)
        last = _last(page)
        if last["finished"]:
            break
        before = _decisions(page)
        if last["to_move"] == "chance":
            dice = last["dice"]
            if dice:  # the faces of each die, then "enter"
                step = chosen.choice(sorted(dice))
                for row, face in enumerate(dice[step]):
                    page.locator(".tutor-die-row").nth(row).locator(f'[data-face="{face}"]').click()
                page.locator(".tutor-play-enter").click()
            else:  # a lot of seats: its words
                step = chosen.choice(sorted(last["legal"]))
                page.locator(f'.tutor-play-decisions button[data-decision="{step}"]').click()
            thrown.append(step)
        else:
            _decide_once(page, seat)
            continue
        page.wait_for_function(f"Number(document.querySelector('.tutor-play-table').dataset.decisions) > {before}",
                               timeout=LONG)
        assert _last(page)["record"].split("; ")[before] == step  # the throw entered is the step recorded
    last = _last(page)
    assert last["finished"], f"not over after {len(thrown)} throws"
    state = tutor.games.replay(game, last["record"])  # the record alone, no seed: the same game
    assert state.finished and state.outcome() == last["outcome"]
    assert [s for s in state.decisions if s.split()[0] in ("lot", "dice", "throw")] == thrown
    assert page.locator("[data-result]").is_visible()
    context.close()
