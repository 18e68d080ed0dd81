"""Playing backgammon by clicking the board (the play pages, issue 19): every click path spells its play, no path
begins another, the board has every place a path clicks, and a wrong click is refused with the engine's reason,
coded and linked to the rule, in the reader's language; the log reads in each language."""

from __future__ import annotations

import os
import random
import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from itertools import permutations
from pathlib import Path

import pytest

import tutor
from tests.click_contract import checked_paths, every_path
from tutor.backgammon import presentation
from tutor.backgammon.errors import RULE_LINKS
from tutor.backgammon.notation import PASS, REROLL, parse_play
from tutor.backgammon.players import easy
from tutor.backgammon.presentation import MOST_PATHS, PLACES
from tutor.backgammon.state import BackgammonState
from tutor.errors import MESSAGES, TutorError
from tutor.games import click_paths, clicked, drawing, narration

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = {"standard": {}, "acey-deucey": {"variant": "acey-deucey"}, "russian": {"variant": "russian"}}
LANGUAGES = ("en", "ru", "zh")


def games(variant: str, seeds: range, every: int = 1) -> list[BackgammonState]:
    """The states of seeded automatic games where a side has a roll to play (every ``every``-th of them)."""
    found = []
    for seed in seeds:
        state = tutor.start("backgammon", seed=seed, **VARIANTS[variant])
        rng = random.Random(seed)
        count = 0
        while not state.finished:
            if state.view()["phase"] == "play":
                if count % every == 0:
                    found.append(state)
                count += 1
            state = state.play(easy(state, rng))
    return found


def checkers(text: str) -> list[tuple[str, ...]]:
    """The places each checker of a play is clicked on, read from its notation alone: where it starts, each
    hit on the way and where it ends (a repeated move once for each checker)."""
    names = ("off", *(str(p) for p in range(1, 25)), "bar")
    return [tuple(names[p] for p in (chain.start, *chain.hits, chain.end))
            for chain in parse_play(text) for _ in range(chain.count)]


def checkers_points(text: str) -> tuple[str, ...]:
    """A play's clicks, in the order its notation writes them."""
    return tuple(place for checker in checkers(text) for place in checker)


def places_on(svg: str) -> dict[str, list[ET.Element]]:
    found: dict[str, list[ET.Element]] = {}
    for element in ET.fromstring(svg).iter():
        if element.get("data-place") is not None:
            found.setdefault(element.get("data-place", ""), []).append(element)
    return found


def orders(text: str) -> dict[tuple[str, ...], str]:
    """A play's clicks with its checkers in every order, each with the play written in that order (the notation's
    own order first)."""
    parts = [(checkers(part)[0], part) for chain in parse_play(text) for part in [str(replace(chain, count=1))] * chain.count]
    found: dict[tuple[str, ...], str] = {}
    for order in permutations(parts):
        found.setdefault(tuple(place for names, _ in order for place in names), " ".join(w for _, w in order))
    return found


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_click_path_spells_its_play_and_none_begins_another(variant):
    rng = random.Random(19)
    states = games(variant, range(4), every=3)
    assert len(states) > 40
    omitted = listed = reordered = capped = 0
    for state in states:
        paths = checked_paths(state)  # keys are legal() decisions; each path spells its own; none begins another
        legal = set(state.legal())
        assert {PASS, REROLL}.isdisjoint(paths)
        total = sum(len(its) for its in paths.values())
        capped += total > MOST_PATHS
        assert total <= MOST_PATHS or all(len(its) == 1 for its in paths.values()), total
        many = []
        for decision, its in paths.items():
            own = checkers_points(decision)  # the clicks, read from the notation alone
            assert own not in its or its[0] == own, decision  # the notation's own order first
            assert set(its) <= set(orders(decision)), decision  # the same checkers, in another order
            if len(its) > 1:
                many.append(decision)
        # a play clicked in another order is the same play: the engine reads it so, written in that order
        for decision in rng.sample(many, min(3, len(many))):
            reordered += 1
            path = paths[decision][-1]
            written = orders(decision)[path]
            assert written != decision and state.play(written) == state.play(decision), (decision, written)
            assert state.play(written).decisions[len(state.decisions)] == decision  # the dice may follow
        # a play is left to the list only when each of its orders is clicked twice running, begins another
        # play's clicks (in some order), or is another's
        others = {d: orders(d) for d in legal - {PASS, REROLL}}
        for decision in legal - {PASS, REROLL}:
            listed += 1
            if decision in paths:
                continue
            omitted += 1
            own = checkers_points(decision)
            twice = any(a == b for a, b in zip(own, own[1:], strict=False))
            begins = any(path[:len(own)] == own and path != own for every in others.values() for path in every)
            same = any(own in every for other, every in others.items() if other != decision)
            assert twice or begins or same, decision
    assert reordered > 0 and omitted < listed / 10, (reordered, omitted, listed, capped)


def test_the_parts_of_a_play_may_be_clicked_in_any_order():
    """The opening 3-2: each play's parts in either order make that play, written as legal() writes it; the
    worker gets the decision itself, never another spelling of it."""
    state = tutor.start("backgammon", seed=7)
    paths = click_paths(state)
    assert paths["24/21 13/11"] == (("24", "21", "13", "11"), ("13", "11", "24", "21"))
    assert paths["13/8"] == (("13", "8"),) and "13/11 24/21" not in paths
    assert all(len(its) == 2 for decision, its in paths.items() if " " in decision)
    for decision, its in paths.items():
        assert all(clicked(state, path) == decision for path in its)
    assert clicked(state, ("13", "10", "8")) == "13/8"  # a checker clicked on from where it stopped


def test_beyond_the_most_paths_each_play_has_its_own_order_and_the_others_are_read(monkeypatch):
    """Over :data:`MOST_PATHS` paths in all, each play keeps the path of its notation's order; a path in another
    order is then no listed path, and the engine reads it as the same play, written as legal() writes it."""
    monkeypatch.setattr("tutor.backgammon.presentation.MOST_PATHS", 3)
    monkeypatch.setattr(presentation, "_CLICKS", {})  # the paths already read under the full number
    state = tutor.start("backgammon", seed=7)
    paths = checked_paths(state)
    assert paths["24/21 13/11"] == (("24", "21", "13", "11"),)
    assert all(its == (checkers_points(decision),) for decision, its in paths.items())
    assert clicked(state, ("13", "11", "24", "21")) == "24/21 13/11"


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_board_has_a_named_place_for_every_click(variant):
    for state in games(variant, range(2), every=5):
        seat = state.to_move
        other = "dark" if seat == "light" else "light"
        svg = drawing(state, seat, "ru", places=True)
        root = ET.fromstring(svg)
        assert root.get("role") == "group" and root.get("aria-label")
        places = places_on(svg)
        assert set(places) <= set(PLACES)
        for _, path in every_path(click_paths(state)):
            assert set(path) <= set(places), path
        for elements in places.values():
            for element in elements:
                name = element.get("data-name", "")
                assert name and re.search("[а-я]", name), name  # in the reader's language
        assert drawing(state, other, "ru", places=True) == drawing(state, other, "ru")
        assert drawing(state, None, "en", places=True) == drawing(state, None, "en")
        # the board as the side on roll sees it: its own colour at the bottom, the others' words say so
        words = ET.fromstring(drawing(state, seat, "en", places=True)).get("aria-label", "")
        assert words.startswith(f"Backgammon board: {seat} has")


def refusal(state: BackgammonState, clicks: tuple[str, ...]) -> TutorError:
    decision = clicked(state, clicks)
    assert decision is not None, clicks
    with pytest.raises(TutorError) as caught:
        state.play(decision)
    return caught.value


def translated(error: TutorError) -> None:
    """The reason in three languages, each in its own words, with a link to its rule."""
    english, russian, chinese = (error.message(language) for language in LANGUAGES)
    assert re.search("[а-яё]", russian) and re.search("[\u4e00-\u9fff]", chinese), (russian, chinese)
    assert not re.search(r"\b(the|and|checker|point|numbers?)\b", russian + chinese), (russian, chinese)
    assert english != russian != chinese
    assert error.code in RULE_LINKS, error.code


def test_a_wrong_click_is_refused_with_its_reason_in_three_languages():
    state = tutor.start("backgammon", seed=7)  # light to play 3-2 from the start
    cases = {
        ("24", "18"): "backgammon.wrong-distance",        # no number of 3-2 moves 6
        ("24", "21", "13", "10"): "backgammon.wrong-distances",  # the 3 twice
        ("5",): "backgammon.no-checker",                   # a point without a light checker
        ("19",): "backgammon.no-checker",                  # dark's checkers are not light's to move
        ("6", "off"): "backgammon.bear-off-outside",
        ("6", "12"): "backgammon.backwards",
        ("bar",): "backgammon.none-to-enter",
    }
    for clicks, code in cases.items():
        error = refusal(state, clicks)
        assert error.code == code, (clicks, error)
        translated(error)
    assert refusal(state, ("24", "18")).message("ru") == (
        "24/18 передвинул бы шашку на 6, а числа хода (3, 2) передвигают одну шашку на 2, 3 или 5")
    assert clicked(state, ("off",)) is None and clicked(state, ("x",)) is None and clicked(state, ("13", "bar")) is None


def test_moving_while_on_the_bar_and_onto_a_blocked_point_is_refused():
    seen = {}
    for state in games("standard", range(6)):
        me = state.view(state.to_move)
        seat = state.to_move
        position = state.position  # the side on roll's numbering, the board's places
        on_bar = position.mover_point(25)
        mine = [p for p in range(1, 25) if position.mover_point(p)]
        if on_bar and mine and "bar-first" not in seen:
            for point in mine:
                clicks = (str(point),)
                if clicked(state, clicks) is not None:
                    error = refusal(state, clicks)
                    assert error.code == "backgammon.bar-first", error
                    seen["bar-first"] = error
                    break
        if not on_bar and "blocked" not in seen:
            for die in set(me["dice"] or ()):
                for point in mine:
                    target = point - die
                    if target >= 1 and position.opponent_point(target) >= 2:
                        error = refusal(state, (str(point), str(target)))
                        assert error.code == "backgammon.point-blocked", error
                        seen["blocked"] = error
                        break
        if len(seen) == 2:
            break
        assert seat in ("light", "dark")
    assert set(seen) == {"bar-first", "blocked"}
    for error in seen.values():
        translated(error)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_refused_click_has_a_coded_reason_with_a_rule_link(variant):
    rng = random.Random(5)
    codes: dict[str, int] = {}
    for state in games(variant, range(2), every=3):
        paths = [path for _, path in every_path(click_paths(state))]
        for _ in range(6):
            start = rng.choice(PLACES[1:])
            clicks = (start,) if rng.random() < 0.3 else (start, rng.choice(PLACES[:-1]))
            if any(path[:len(clicks)] == clicks for path in paths):
                continue  # the page waits for more clicks
            decision = clicked(state, clicks)
            if decision is None:
                continue
            try:
                state.play(decision)
            except TutorError as error:
                codes[error.code] = codes.get(error.code, 0) + 1
                assert error.code in RULE_LINKS or error.code == "tutor.not-legal", (decision, error)
                if error.code != "tutor.not-legal":
                    assert error.message("ru") != error.message("en")
    assert len(codes) >= 4, codes


def test_rule_links_point_at_sections_of_the_site():
    slug = re.compile(r"[^\w]+")
    for code, link in RULE_LINKS.items():
        page, anchor = link.split("#")
        text = (ROOT / "content" / f"{page}.md").read_text(encoding="utf-8")
        labels = set(re.findall(r"^\((\S+)\)=$", text, re.M))
        headings = {slug.sub("-", h.lower()).strip("-") for h in re.findall(r"^#+ (.+)$", text, re.M)}
        assert anchor in labels | headings, (code, link)
        assert code in MESSAGES, code
    built = os.environ.get("TUTOR_BUILT_SITE")
    if built:  # the ids in the built pages, in every language
        for link in set(RULE_LINKS.values()):
            page, anchor = link.split("#")
            for language in ("en", "ru", "zh-cn"):
                html = (Path(built) / language / f"{page}.html").read_text(encoding="utf-8")
                assert f'id="{anchor}"' in html, (language, link)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_log_reads_in_each_language(variant):
    for seed in range(2):
        state = tutor.start("backgammon", seed=seed, **VARIANTS[variant])
        rng = random.Random(seed)
        lines = {language: [narration(state, "dark", language)] for language in LANGUAGES}
        while not state.finished:
            state = state.play(easy(state, rng))
            for language in LANGUAGES:
                lines[language].append(narration(state, "dark", language))
        points = str(max(state.outcome().values()))
        for language, script in (("ru", "[а-яё]"), ("zh", "[\u4e00-\u9fff]")):
            for line in lines[language]:
                assert re.search(script, line) and not re.search(r"\b(light|dark|rolls|plays|turn)\b", line, re.I), line
            assert points in lines[language][-1]
        assert len(set(lines["en"])) > 10
