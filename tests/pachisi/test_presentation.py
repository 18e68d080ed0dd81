"""Pachisi's presentation (issue 26): the drawings, the narration, the clicks and the decisions in words are made
from the view alone (a JSON round trip of the view changes nothing), show a seat nothing it does not see (in
Pachisi: nothing of the throws to come), and word every decision and every step in three languages."""

from __future__ import annotations

import json
import re

import pytest

import tutor
from tests.click_contract import checked_paths
from tutor.games import click_paths, clicked, drawing, narration, presentation
from tutor.pachisi import PachisiPresentation, replay, start, suggest
from tutor.state import ALL, CHANCE

SHOWN = PachisiPresentation()
LANGUAGES = ("en", "ru", "zh")
CYRILLIC, CJK = re.compile("[а-яё]", re.I), re.compile("[\u4e00-\u9fff]")
#: English words that would be left untranslated in a Russian or Chinese sentence
ENGLISH = re.compile(r"\b(the|a|piece|pieces|throw|throws|enter|move|moves|lot|die|shows|on|to|and|eat|first|"
                     r"no|is|possible|lost)\b")
SETUPS: tuple[dict[str, object], ...] = ({}, {"variant": "partners"}, {"variant": "pushups"},
                                         {"corners": ("A1", "H8")}, {"home_new_old_barrier": False})


def _steps(seed: int, options: dict[str, object], every: int = 1):
    """Every ``every``-th state of a seeded game, step by step (each chance step a state of its own)."""
    end = start(seed=seed, **options)
    while not end.finished:
        end = end.play(suggest(end, seed=len(end.decisions)))
    state = start(seed=None, **options)
    yield state
    for number, step in enumerate(end.decisions, 1):
        state = state.play(step)
        if number % every == 0 or state.finished:
            yield state


def _views(state):
    for seat in (*state.seats, None, ALL):
        yield seat, state.view(seat)


def test_the_registry_shows_pachisi_through_its_presentation():
    assert isinstance(presentation("pachisi"), PachisiPresentation)
    state = tutor.start("pachisi", seed=8)
    assert drawing(state, "A1", "ru") == SHOWN.draw(state.view("A1"), "ru")
    assert narration(state, ALL, "zh") == SHOWN.narrate(state.view(ALL), "zh")
    for name in ("draw", "board", "narrate", "click_paths", "clicked", "suggest"):
        assert name not in vars(type(state)), f"the rules state still has {name}"


def test_everything_shown_comes_from_the_view_alone():
    """(a) Each method gives the same for the view and for the view read back from JSON: it reads nothing else."""
    for seed, options in enumerate(SETUPS):
        for state in _steps(seed, options, every=23):
            for _seat, view in _views(state):
                again = json.loads(json.dumps(view))
                language = LANGUAGES[seed % 3]
                assert SHOWN.draw(again, language) == SHOWN.draw(view, language)
                assert SHOWN.board(again, language) == SHOWN.board(view, language)
                assert SHOWN.narrate(again, language) == SHOWN.narrate(view, language)
                assert SHOWN.click_paths(again) == SHOWN.click_paths(view)
                for decision in view["legal"]:
                    assert SHOWN.describe(again, decision, language) == SHOWN.describe(view, decision, language)
                    paths = SHOWN.click_paths(view).get(decision, ())
                    assert all(SHOWN.clicked(again, path) == SHOWN.clicked(view, path) == decision for path in paths)


def test_no_seat_is_shown_the_throws_to_come():
    """(b) Pachisi hides nothing on the board, but the seed's throws to come are not the seats' to see: what each
    seat is shown (drawing, board, narration, the decisions' words) is the same for the seeded game and for the
    same record read back without a seed, which knows no throw to come; and every seat is shown the same board."""
    for seed, options in enumerate(SETUPS):
        seeded = start(seed=seed, **options)
        while not seeded.finished:
            written = replay(seeded.record(), **options)
            assert written.chance is None and seeded.chance is not None
            for seat in (*seeded.seats, None, ALL):
                view = seeded.view(seat)
                assert view == written.view(seat)
                assert "chance" not in json.dumps(view).replace('"to_move": "chance"', "")
                assert SHOWN.board(view, "en") == SHOWN.board(written.view(seat), "en")
                assert SHOWN.narrate(view, "ru") == SHOWN.narrate(written.view(seat), "ru")
            drawings = {SHOWN.draw(seeded.view(seat), "zh") for seat in (*seeded.seats, None, ALL)}
            assert len(drawings) == 1  # nothing is hidden from any seat
            seeded = seeded.play(suggest(seeded, seed=len(seeded.decisions)))
            for _ in range(30):  # a few decisions at a time: the game is long
                if seeded.finished:
                    break
                seeded = seeded.play(suggest(seeded, seed=len(seeded.decisions)))
    waiting = replay("lot A1", corners=("A1", "H8"))  # the die not thrown yet: no number in sight
    assert waiting.view("A1")["roll"] is None and waiting.view("A1")["legal"] == []
    assert SHOWN.board(waiting.view("A1"), "en") == SHOWN.draw(waiting.view("A1"), "en")  # nothing to click


def test_the_click_contract_through_the_presentation():
    """(c) The one board protocol: every legal move has a path that spells it back (tests/click_contract.py),
    through the registry's helpers, which ask the presentation with the view of the seat to move."""
    checked = 0
    for seed, options in enumerate(SETUPS):
        for state in _steps(seed, options, every=5):
            if state.to_move in (None, CHANCE):
                assert click_paths(state) == {} and clicked(state, ("off", "A1")) is None
                continue
            paths = checked_paths(state)
            assert set(paths) == set(state.legal()) - {"-"}
            checked += 1
    assert checked > 200


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: "-".join(map(str, o.values())) or "default")
def test_every_decision_and_every_step_in_words(options):
    """Every legal decision of many states (and every chance step) in words, in three languages: never the bare
    notation, no English word left in Russian or Chinese; every step narrated, differently in each language."""
    said = set()
    for seed in range(3):
        for state in _steps(seed, options, every=3 if seed else 1):
            view = state.view(state.to_move if state.to_move != CHANCE else None)
            for decision in state.legal():
                words = {language: SHOWN.describe(view, decision, language) for language in LANGUAGES}
                assert all(words[language] != decision for language in LANGUAGES), words
                assert len(set(words.values())) == 3, words
                assert CYRILLIC.search(words["ru"]) and not ENGLISH.search(words["ru"]), words["ru"]
                assert CJK.search(words["zh"]) and not ENGLISH.search(words["zh"]), words["zh"]
                said.add(decision.split()[0] if " " in decision and not decision.startswith("enter") else decision[:1])
            told = {language: narration(state, ALL, language) for language in LANGUAGES}
            assert len(set(told.values())) == 3, told
            assert CYRILLIC.search(told["ru"]) and not ENGLISH.search(told["ru"]), told["ru"]
            assert CJK.search(told["zh"]) and not ENGLISH.search(told["zh"]), told["zh"]
    assert {"lot", "throw", "-", "e"} <= said  # the lot, the throws, a lost throw, entering were all worded


def test_a_move_that_eats_names_its_victim():
    """The words of a move that eats name whose piece it eats (the lone enemy piece on the square it goes to)."""
    found = 0
    for seed in range(6):
        state = start(seed=seed)
        while not state.finished and found < 12:
            view = state.view(state.to_move)
            for decision in (d for d in state.legal() if d.endswith("x")):
                target = decision[-3:-1]
                victims = [c for c, squares in view["squares"].items()
                           if c != state.to_move and target in (s.rstrip("*") for s in squares)]
                assert len(victims) == 1, (state.record(), decision)
                names = {language: tutor.games.seat_name("pachisi", victims[0], language).split(" (")[0]
                         .split("（")[0] for language in LANGUAGES}
                words = {language: SHOWN.describe(view, decision, language) for language in LANGUAGES}
                assert all(names[language] in words[language] for language in LANGUAGES), words
                assert words["en"].endswith(f"and eat the piece of {names['en']} there")
                found += 1
            state = state.play(suggest(state, seed=len(state.decisions)))
    assert found >= 12
