"""The ranking page in headless Chromium (Debian's, through Playwright; never `playwright install`).

In each language: answer a puzzle wrong, then right, with the mouse and with the
keyboard, see the feedback in that language, switch language, and prove that no
request leaves localhost.  Set TUTOR_SCREENSHOTS=dir to keep full-page screenshots.
"""

from __future__ import annotations

import functools
import http.server
import os
import threading
from pathlib import Path

import pytest

from tests.conftest import IN_CI, chromium_path
from tutor.backgammon.board import START
from tutor.backgammon.errors import MESSAGES
from tutor.backgammon.rules import Rules
from tutor.backgammon.steps import board_steps, look_up
from tutor.bagchen import beats
from tutor.i18n import gettext
from tutor.puzzles import move_key
from tutor.sphinx.puzzle import UI

pytestmark = [pytest.mark.site, pytest.mark.browser]

DIRS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}
EXPECTED_OK = {"en": "Correct!", "ru": "Верно!", "zh_CN": "正确！"}


def _require_browser() -> str:
    path = chromium_path()
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        path = None
    if path is None:
        if IN_CI:
            pytest.fail("Chromium and Playwright are required in CI (apt-get install chromium)")
        pytest.skip("no Chromium or Playwright here")
    return path


@pytest.fixture(scope="module")
def server(built_site: Path):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(built_site))
    handler.log_message = lambda *args: None  # type: ignore[assignment]
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


@pytest.fixture(scope="module")
def browser():
    executable = _require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run"])
        yield b
        b.close()


def _open(browser, url: str, requests: list[str], locale: str = "en-US"):
    context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.on("request", lambda request: requests.append(request.url))
    page.goto(url)
    return context, page


@pytest.mark.parametrize("lang", DIRS)
def test_puzzles_switcher_and_no_outside_requests(browser, server, lang):
    requests: list[str] = []
    context, page = _open(browser, f"{server}/{DIRS[lang]}/bagchen/tiles-and-ranking.html", requests)
    ok, bad = gettext(UI["ok"], lang), gettext(UI["bad"], lang)
    assert ok == EXPECTED_OK[lang]

    form = page.locator("form.tutor-check").first  # lead [3-3]
    # wrong: [5-5] ties with [3-3]
    form.locator('input[value="[5-5]"]').check()
    form.locator("button").click()
    assert form.locator("output").inner_text() == bad
    why = form.locator('input[value="[5-5]"] ~ .tutor-why')
    assert why.is_visible()
    assert why.inner_text() == beats("[3-3]", "[5-5]").explain(lang)

    assert not form.locator('input[value="[3-1]"] ~ .tutor-why').is_visible()  # a miss is not given away

    # half right: [6-6] only; on a rules page the missing ones stay hidden (one may try again), the right pick
    # says why it is right
    form.locator('input[value="[5-5]"]').uncheck()
    form.locator('input[value="[6-6]"]').check()
    form.locator("button").click()
    assert form.locator("output").inner_text() == gettext(UI["missed"], lang)
    assert not form.locator('input[value="[4-4]"] ~ .tutor-why').is_visible()
    assert form.locator('input[value="[6-6]"] ~ .tutor-why').is_visible()

    # right: [6-6], [3-1] and [4-4]; now every reason is shown
    for value in ("[3-1]", "[4-4]"):
        form.locator(f'input[value="{value}"]').check()
    form.locator("button").click()
    assert form.locator("output").inner_text() == ok
    assert form.locator('input[value="[6-3]"] ~ .tutor-why').is_visible()

    # on a desktop too, a worked example wraps its long lines instead of scrolling sideways
    from tests.test_site_mobile import WRAPPING
    listings = page.evaluate(WRAPPING)
    assert listings["wrapped"] and not listings["scrolling"] and not listings["flat"], listings

    # keyboard only: the one-answer puzzle ([4-4] ranks highest among [2-2] [3-1] [6-5] [4-4])
    radios = page.locator('form[data-mode="one"]').first
    radios.locator("input").first.focus()
    page.keyboard.press("Space")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    assert radios.locator('input[value="[4-4]"]').is_checked()
    page.keyboard.press("Enter")
    assert radios.locator("output").inner_text() == ok

    if os.environ.get("TUTOR_SCREENSHOTS"):
        target = Path(os.environ["TUTOR_SCREENSHOTS"])
        target.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(target / f"ranking-{DIRS[lang]}.png"), full_page=True)

    # the switcher keeps the page
    other = "ru" if lang != "ru" else "zh-cn"
    page.locator(f'nav.tutor-lang a[href*="/{other}/"]').first.click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/{other}/bagchen/tiles-and-ranking.html")

    context.close()
    outside = [url for url in requests if not url.startswith(server + "/") and not url.startswith("data:")]
    assert requests and not outside, outside


@pytest.mark.parametrize("locale, folder", [("ru-RU", "ru"), ("zh-CN", "zh-cn"), ("en-GB", "en"), ("de-DE", "en")])
def test_root_sends_the_browser_to_its_language(browser, server, locale, folder):
    requests: list[str] = []
    context, page = _open(browser, f"{server}/", requests, locale=locale)
    page.wait_for_url(f"{server}/{folder}/index.html")
    context.close()


@pytest.mark.parametrize("lang", DIRS)
def test_the_replay_steps_with_buttons_and_arrow_keys(browser, server, lang):
    from tutor.sphinx.replay import UI as REPLAY

    requests: list[str] = []
    context, page = _open(browser, f"{server}/{DIRS[lang]}/bagchen/sample-hand.html", requests)
    box = page.locator(".tutor-replay").first
    total = int(box.get_attribute("data-total"))
    position = box.locator(".tutor-replay-position")
    template = gettext(REPLAY["position"], lang)
    assert position.inner_text() == template.format(n=1, total=total)
    assert box.locator(".tutor-replay-frame:visible").count() == 1
    assert box.locator(".tutor-replay-back").is_disabled()
    box.locator(".tutor-replay-forward").click()
    assert position.inner_text() == template.format(n=2, total=total)
    assert box.locator(".tutor-replay-frame[data-step='2']").is_visible()
    box.focus()
    for _ in range(total + 3):  # past the end: it stops at the last frame
        page.keyboard.press("ArrowRight")
    assert position.inner_text() == template.format(n=total, total=total)
    assert box.locator(".tutor-replay-forward").is_disabled()
    page.keyboard.press("ArrowLeft")
    assert position.inner_text() == template.format(n=total - 1, total=total)
    # back to the first frame with the button: the button is disabled under the focus, which stays
    # in the replay, so the arrow keys go on working
    box.focus()
    for _ in range(total - 3):
        page.keyboard.press("ArrowLeft")
    assert position.inner_text() == template.format(n=2, total=total)
    box.locator(".tutor-replay-back").click()
    assert position.inner_text() == template.format(n=1, total=total)
    assert page.evaluate("document.activeElement.classList.contains('tutor-replay')")
    page.keyboard.press("ArrowRight")
    assert position.inner_text() == template.format(n=2, total=total)
    context.close()


@pytest.mark.parametrize("lang", DIRS)
def test_a_move_made_on_the_board_is_marked_in_the_list(browser, server, lang):
    """Click-to-move: the page keeps count of the checkers and looks the moves up among the choices."""
    requests: list[str] = []
    context, page = _open(browser, f"{server}/{DIRS[lang]}/backgammon/moving.html", requests)
    box = page.locator(".tutor-puzzle").filter(has=page.locator(".tutor-board-moves")).first
    said = box.locator(".tutor-board-said")

    def move(*places: str) -> None:
        for name in places:
            box.locator(f'[data-place="{name}"]').first.click()

    from playwright.sync_api import expect

    # the clicks: 24/18, then 24/19 onto dark's five checkers, refused at once with the engine's reason
    table = board_steps(START, (6, 5), Rules(), lang)
    why = look_up(table, move_key([("24", "18")]), "24", "19")[1]
    assert why == gettext(MESSAGES["backgammon.point-blocked"], lang).format(play="24/19", point=19, count=5)
    assert lang == "en" or why != look_up(board_steps(START, (6, 5), Rules(), "en"), "18:1,24:-1|", "24", "19")[1]
    drawn = {name: box.locator(f'[data-at="{name}"]') for name in ("24", "18")}
    assert (drawn["24"].count(), drawn["18"].count()) == (2, 0)
    move("24", "18")
    expect(drawn["18"]).to_have_count(1, timeout=60_000)  # the checker moves on the drawing as it is clicked
    assert drawn["24"].count() == 1
    checker, point = drawn["18"].first.bounding_box(), box.locator('[data-place="18"]').first.bounding_box()
    assert point["x"] <= checker["x"] + checker["width"] / 2 <= point["x"] + point["width"]
    assert point["y"] <= checker["y"] + checker["height"] / 2 <= point["y"] + point["height"]
    move("24", "19")
    expect(said).to_have_text(why, timeout=60_000)
    assert box.locator(".tutor-moves").inner_text() == "24/18"  # refused: nothing changed
    assert box.locator(".tutor-moves").get_attribute("aria-live") == "polite"  # each step is read out as made
    assert (drawn["24"].count(), drawn["18"].count()) == (1, 1)
    move("6", "12")  # backwards: the rule, not "not among the choices"
    expect(said).to_have_text(look_up(table, "18:1,24:-1|", "6", "12")[1], timeout=60_000)
    box.locator('[data-act="undo"]').click()  # takes the checker back
    expect(drawn["18"]).to_have_count(0, timeout=60_000)
    assert drawn["24"].count() == 2 and box.locator(".tutor-moves").inner_text() == ""
    move("24", "18", "18", "13")  # one checker, two steps: the choice 24/13
    assert box.locator(".tutor-moves").inner_text() == "24/18 18/13"
    box.locator('[data-act="mark"]').click()
    assert said.inner_text() == gettext(UI["marked"], lang).format(moves="24/18 18/13")
    assert box.locator('input[value="24/13"]').is_checked()
    move("24", "18", "13", "8")  # legal, but not among the choices
    box.locator('[data-act="mark"]').click()
    assert said.inner_text() == gettext(UI["unlisted"], lang).format(moves="24/18 13/8")
    box.locator('[data-act="undo"]').click()
    assert box.locator(".tutor-moves").inner_text() == "24/18"
    box.locator('[data-act="restart"]').click()
    move("5")  # no light checker there
    assert said.inner_text() == gettext(UI["no-piece"], lang)
    box.locator('[data-place="13"]').first.focus()  # the keyboard picks places too
    page.keyboard.press("Enter")
    box.locator('[data-place="2"]').first.focus()
    page.keyboard.press(" ")
    box.locator('[data-act="mark"]').click()
    assert box.locator('input[value="13/2"]').is_checked()
    box.locator("button.tutor-submit").click()
    assert box.locator("output.tutor-verdict").inner_text() == gettext(UI["missed"], lang)
    context.close()
