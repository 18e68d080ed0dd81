"""Pachisi's puzzles on the board, in headless Chromium: pick a piece's square, then where it goes.

The shared puzzle script only displays and looks up; every verdict it shows was computed by the
engine at build time (tutor.pachisi.puzzles.board_steps), so an illegal step is refused at once
with the engine's reason, in the page's language, and a legal one is marked in the list.
"""

from __future__ import annotations

import pytest

from tests.test_site_browser import DIRS, _open, browser, server  # noqa: F401  (fixtures)
from tutor.i18n import gettext
from tutor.pachisi import Position
from tutor.pachisi.explain import judge, move_words
from tutor.sphinx.puzzle import UI

pytestmark = [pytest.mark.site, pytest.mark.browser]


def _puzzle(page, position: str):
    """The puzzle whose board shows ``position`` (its written form under the board)."""
    return page.locator(".tutor-puzzle").filter(
        has=page.locator(".tutor-puzzle-figure .tutor-notation", has_text=position)).first


@pytest.mark.parametrize("lang", DIRS)
def test_a_pachisi_move_made_on_the_board(browser, server, lang):  # noqa: F811
    requests: list[str] = []
    context, page = _open(browser, f"{server}/{DIRS[lang]}/pachisi/puzzles.html", requests)
    box = _puzzle(page, "A1:A1* A8:A8")  # an old piece on its home, a throw of 3
    said, record = box.locator(".tutor-board-said"), box.locator(".tutor-moves")

    box.locator('[data-place="A1"]').click()
    assert said.inner_text() == gettext(UI["picked"], lang).format(place="A1")
    box.locator('[data-place="A4"]').click()  # a new piece's three squares: refused, because the piece is old
    why = judge(Position.parse("A1:A1* A8:A8"), "A1", 3, "A1-A4").explain(lang)
    assert said.inner_text() == why and record.inner_text() == ""
    box.locator('[data-place="A1"]').click()
    box.locator('[data-place="D4"]').click()  # into the yard
    assert said.inner_text() == "" and record.inner_text() == "A1-D4"
    box.locator('[data-act="mark"]').click()
    assert box.locator('input[value="A1-D4"]').is_checked()
    assert said.inner_text() == gettext(UI["marked"], lang).format(moves="A1-D4")
    box.locator('[data-place="B1"]').click()  # no piece of the mover there
    assert said.inner_text() == gettext(UI["no-piece"], lang)
    box.locator("button.tutor-submit").click()
    assert "ok" in (box.locator("output.tutor-verdict").get_attribute("class") or "")

    # the keyboard: enter a piece from the strip under the board, eating the lone piece on the home
    box = _puzzle(page, "A1: A8:A1")
    box.locator('[data-place="off"]').focus()
    page.keyboard.press("Enter")
    box.locator('[data-place="B1"]').focus()
    page.keyboard.press(" ")  # a piece enters only on its own home
    assert box.locator(".tutor-board-said").inner_text() == judge(
        Position.parse("A1: A8:A1"), "A1", 6, "enter B1").explain(lang)
    box.locator('[data-place="off"]').focus()
    page.keyboard.press("Enter")
    box.locator('[data-place="A1"]').focus()
    page.keyboard.press("Enter")
    box.locator('[data-act="mark"]').focus()
    page.keyboard.press("Enter")
    assert box.locator(f'input[value="{move_words("enter A1x", lang)}"]').is_checked()
    assert not [r for r in requests if not r.startswith(server)]
    context.close()


def _drawn(box) -> list[tuple[str, str]]:
    """Each piece on the puzzle's board: the place it is drawn on, and how the page moved it there."""
    return [tuple(p) for p in box.locator("[data-at]").evaluate_all(
        "els => els.map(e => [e.getAttribute('data-at'), e.getAttribute('transform') || ''])")]


def test_a_pachisi_piece_moves_on_the_board(browser, server):  # noqa: F811
    """The drawing follows the steps: the piece picked goes where it was sent, the piece it eats goes off the
    board; a refused step changes nothing; Undo puts them back."""
    context, page = _open(browser, f"{server}/en/pachisi/puzzles.html", [])
    box = _puzzle(page, "A1: A8:A1")  # four white circles to enter, a black diamond alone on their home, a 6
    before = _drawn(box)
    assert sorted(at for at, _ in before) == ["A1", "off", "off", "off", "off"] and not any(t for _, t in before)
    box.locator('[data-place="off"]').click()
    box.locator('[data-place="B1"]').click()  # refused: a piece enters only on its own home
    assert _drawn(box) == before
    box.locator('[data-place="off"]').click()
    box.locator('[data-place="A1"]').click()
    after = _drawn(box)
    assert sorted(at for at, _ in after) == ["A1", "off", "off", "off", "off-A8"]
    entered = box.locator('[data-at="A1"]')
    assert entered.locator(".piece.a1").count() == 1 and entered.get_attribute("transform")
    eaten = box.locator('[data-at="off-A8"]')
    assert eaten.locator(".piece.a8").count() == 1 and eaten.get_attribute("transform")
    # drawn where the square is, and the eaten piece under the board
    square = box.locator('[data-place="A1"]').bounding_box()
    piece = entered.bounding_box()
    assert square["x"] <= piece["x"] and piece["x"] + piece["width"] <= square["x"] + square["width"]
    assert square["y"] <= piece["y"] and piece["y"] + piece["height"] <= square["y"] + square["height"]
    assert eaten.bounding_box()["y"] > square["y"] + square["height"]  # below the board's last rank
    box.locator('[data-act="undo"]').click()
    assert _drawn(box) == before

    box = _puzzle(page, "A1:A1* A8:A8")  # an old piece on its home goes into the yard with a 3
    box.locator('[data-place="A1"]').click()
    box.locator('[data-place="D4"]').click()
    assert box.locator('[data-at="D4"]').count() == 1 and box.locator('[data-at="D4"] .old').count() == 1
    assert box.locator('[data-at="D4"]').get_attribute("transform")
    box.locator('[data-act="restart"]').click()
    assert box.locator('[data-at="D4"]').count() == 0 and box.locator('[data-at="A1"]').count() == 1
    context.close()


def test_pachisi_board_places_are_big_enough_on_a_phone(browser, server):  # noqa: F811
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    page.goto(f"{server}/ru/pachisi/puzzles.html")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    sizes = page.eval_on_selector_all(".tutor-puzzle [data-place]", "els => els.map(e => {"
                                      "const r = e.getBoundingClientRect(); return [r.width, r.height]; })")
    assert len(sizes) > 400 and min(min(s) for s in sizes) >= 24, min(min(s) for s in sizes)
    context.close()
