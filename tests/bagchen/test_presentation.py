"""Bagchen's presentation (issue 26): drawings, boards, words, clicks and the decisions in words, each made from a
view alone (a view read back from JSON gives the same), and none of them showing a seat what it did not see."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

import tutor
from tests.bagchen.test_state import public_tiles, tiles_in
from tests.click_contract import checked_paths
from tutor import games
from tutor.bagchen.presentation import BagchenPresentation
from tutor.bagchen.state import BagchenState
from tutor.state import ALL, CHANCE

SHOWN = BagchenPresentation()
LANGUAGES = ("en", "ru", "zh")
LATIN = re.compile(r"[A-Za-z]{2,}")


def steps(seeds: range, **options: object):
    """Every state of hands from ``seeds``, each step (chance too) a state of its own: the record read back without
    its seed.  Random legal decisions, preferring calls, answers and redeals now and then."""
    for seed in seeds:
        rng = random.Random(seed)
        end = tutor.start("bagchen", seed=seed, **options)
        while not end.finished:
            legal = end.legal()
            wanted = [d for d in legal if d.split()[1] in ("redeal", "unite", "swap", "accept", "exchange")]
            end = end.play(rng.choice(wanted) if wanted and rng.random() < 0.5 else rng.choice(legal))
        state = BagchenState.start(end.rules, None)
        yield state
        for step in end.decisions:
            state = state.play(step)
            yield state


def test_the_presentation_reads_nothing_but_the_view():
    for number, state in enumerate(steps(range(3), fourteen_trick_blind_pair=True)):
        for seat in (state.to_move if state.to_move != CHANCE else None, "S", None, ALL):
            view = state.view(seat)
            again = json.loads(json.dumps(view))
            language = LANGUAGES[number % 3]
            assert SHOWN.draw(again, language) == SHOWN.draw(view, language)
            assert SHOWN.board(again, language) == SHOWN.board(view, language)
            assert SHOWN.narrate(again, language) == SHOWN.narrate(view, language)
            assert SHOWN.click_paths(again) == SHOWN.click_paths(view)
            for decision in view["legal"][:5]:
                assert SHOWN.describe(again, decision, language) == SHOWN.describe(view, decision, language)
                path = next(iter(SHOWN.click_paths(view).get(decision, ())), None)
                if path:
                    assert SHOWN.clicked(again, path) == SHOWN.clicked(view, path) == decision


def _named(text: str) -> set[str]:
    return set(tiles_in(text))


@pytest.mark.parametrize("options", [{}, {"fourteen_trick_blind_pair": True, "passport_rules": "berkhin"}])
def test_no_drawing_board_sentence_or_button_shows_a_seat_what_it_did_not_see(options):
    """Over every step of many hands, for every seat: the tiles the drawing, the board, the narration of the step and
    the words of each decision name are tiles that seat sees (his own, the points, what lies face up, what was shown,
    a call's tile); the view itself is checked tile by tile (tests/bagchen/test_state.py)."""
    checked = Counter()
    for state in steps(range(8), **options):
        if not state.dealt or state.waiting in ("deal", "point", "starter"):
            for seat in state.seats:  # while the tiles are dealt, nobody sees any
                assert not _named(games.drawing(state, seat, "en")) and not _named(games.narration(state, seat, "en"))
            continue
        for seat in state.seats:
            seen = set(public_tiles(state, seat))
            for language in ("en", "zh"):
                for shown, what in ((games.drawing(state, seat, language), "drawing"),
                                    (games.drawing(state, seat, language, places=True), "board"),
                                    (games.narration(state, seat, language), "narration")):
                    assert _named(shown) <= seen, (what, seat, state.decisions[-1], _named(shown) - seen)
                    checked[what] += 1
            view = state.view(seat)
            for decision in view["legal"]:
                assert _named(SHOWN.describe(view, decision, "ru")) <= seen | _named(decision), decision
                checked["button"] += 1
        spectator = games.narration(state, None, "en")
        if not state.finished:
            public = set.intersection(*(set(public_tiles(state, seat)) for seat in state.seats))
            assert _named(spectator) <= public | _named(state.decisions[-1] if state.decisions[-1][0] in "ESWN"
                                                        and "~" not in state.decisions[-1] else ""), spectator
    assert min(checked.values()) > 500, checked


def test_the_redeal_round_is_drawn_and_told_alike_whoever_may_demand():
    exchanges = "E pass; S pass; W pass; N pass"
    told = {}
    for seed in range(30):
        state = tutor.replay("bagchen", exchanges, seed=seed)
        for seat in state.seats:
            view = state.view(seat)
            assert set(view) >= {"asking", "hand"} and "may_redeal" not in json.dumps(view)
        told[seed] = (games.narration(state, "S", "ru"), games.narration(state, None, "zh"))
    assert len(set(told.values())) == 1  # North may demand in hand 33 only: nobody can tell


def test_every_decision_in_words_in_three_languages():
    """The decision buttons' words: in Russian and Chinese no bare notation and no English word (the tiles and the
    dice are written in the notation); every kind of decision (and of chance step) is worded."""
    kinds = Counter()
    for state in steps(range(10), charity_named=True, fourteen_trick_blind_pair=True):
        seat = state.to_move
        if seat is None:
            continue
        view = state.view(seat if seat != CHANCE else ALL)
        decisions = state.legal() if seat != CHANCE else (state.decisions[-1],) if state.decisions else ()
        for decision in list(decisions)[:12]:
            words = {language: SHOWN.describe(view, decision, language) for language in LANGUAGES}
            assert len(set(words.values())) == 3, words
            for language in ("ru", "zh"):
                assert words[language] != decision and not LATIN.search(words[language]), (decision, words)
            if language == "zh":
                assert ". " not in words["zh"]
            kinds[decision.split()[1] if decision[0] in "ESWN" and decision.split()[1][0] not in "[~" else
                  "play" if decision[0] in "ESWN" else decision.split()[0]] += 1
    assert {"pass", "exchange", "accept", "decline", "keep", "unite", "play"} <= set(kinds), kinds


def test_a_chance_step_in_words():
    state = tutor.start("bagchen", seed=7)
    view = state.view(ALL)
    assert SHOWN.describe(view, state.decisions[1], "ru") == "Кости на очко: 3-3"
    assert SHOWN.describe(view, "dice 5 2 then 4-3 6-6", "zh").endswith("4-3，6-6")
    assert games.narration(tutor.replay("bagchen", state.decisions[0]), "E", "en") == \
        "The tiles are shuffled and dealt, 16 to each player."
    assert games.narration(BagchenState.start(state.rules, None), "E", "ru") != \
        games.narration(BagchenState.start(state.rules, None), "E", "en")


def test_a_view_of_everything_shows_every_hand():
    state = tutor.start("bagchen", seed=3)
    for decision in ("E pass", "S pass", "W pass", "N pass"):
        state = state.play(decision)
    every = games.drawing(state, ALL, "en")
    assert all(f"{seat} {state.view(ALL)['hands'][seat]}" in every for seat in state.seats)
    assert state.view(None)["hands"] is None and state.view("E")["hands"] is None
    assert "[" not in re.sub(r"<desc>.*?</desc>|<title>.*?</title>", "", games.drawing(state, None, "en"))


def test_the_click_contract_through_the_presentation():
    clicked = 0
    for state in steps(range(2)):
        if state.to_move in (None, CHANCE):
            assert games.click_paths(state) == {}
            continue
        paths = checked_paths(state)
        assert paths == SHOWN.click_paths(state.view(state.to_move))
        clicked += len(paths)
    assert clicked > 500


def test_a_lead_is_worded_with_its_kind():
    state = tutor.start("bagchen", seed=7)
    for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
                     "E pass", "S pass", "W pass", "N pass"):
        state = state.play(decision)
    view = state.view("E")
    assert SHOWN.describe(view, "E [4-4]×2", "en") == "Lead [4-4]×2 (sky set)"
    assert SHOWN.describe(view, "E [4-4]×2", "ru") == "Зайти: [4-4]×2 (комбинация неба)"
    assert SHOWN.describe(view, "E ~[3-1]", "zh") == "施舍：面朝下领出 [3-1]"
    after = state.play("E [4-4]×2")
    follow = after.view("S")
    assert SHOWN.describe(follow, "S ~[2-2][3-2]", "en") == "Play [2-2][3-2] face down"
    assert SHOWN.describe(state.view("S"), "E [4-4]×2", "en") == "Lead [4-4]×2"  # another seat's view has no kinds
