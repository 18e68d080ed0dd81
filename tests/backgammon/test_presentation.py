"""Issue 26: backgammon's board, words and clicks come from a view alone (tutor.backgammon.presentation).

Every method reads nothing but the view (the same answer from the view sent through JSON); the views hold
nothing of the dice to come (a seeded state and the same record read without its seed are shown alike, and
the seats' views differ only in whose they are); every step is told in the reader's language, and every
legal decision, the dice included, is worded in three languages.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import tutor
from tutor.backgammon.presentation import BackgammonPresentation
from tutor.games import click_paths, drawing, narration, presentation
from tutor.state import ALL, CHANCE

SHOWN = BackgammonPresentation()
VARIANTS = {"standard": {}, "acey-deucey": {"variant": "acey-deucey"}, "russian": {"variant": "russian"}}
SEATS = ("light", "dark", None, ALL)
ENGLISH = re.compile(r"\b(light|dark|rolls?|plays?|turn|throws?|dice|double|takes?|drops?|the|and|checkers?)\b", re.I)


def stepped(seed: int, options: dict[str, object]) -> list[tutor.state.AnyState]:
    """Every state of a seeded game read back one step at a time, without its seed: the chance nodes too."""
    end = tutor.start("backgammon", seed=seed, **options)
    rng = random.Random(seed)
    while not end.finished:
        end = end.play(rng.choice(end.legal()) if seed % 2 else tutor.suggest(end, seed=seed))
    states = [tutor.start("backgammon", seed=None, **options)]
    for step in end.decisions:
        states.append(states[-1].play(step))
    return states


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_presentation_reads_nothing_but_the_view(variant):
    for state in stepped(1, VARIANTS[variant])[::9]:
        for seat in SEATS:
            view = state.view(seat)
            sent = json.loads(json.dumps(view))
            for language in ("en", "zh"):
                assert SHOWN.draw(sent, language) == SHOWN.draw(view, language)
                assert SHOWN.board(sent, language) == SHOWN.board(view, language)
                assert SHOWN.narrate(sent, language) == SHOWN.narrate(view, language)
            for decision in state.legal()[:5]:
                assert SHOWN.describe(sent, decision, "ru") == SHOWN.describe(view, decision, "ru")
        if state.to_move not in (None, CHANCE):
            view = state.view(state.to_move)
            sent = json.loads(json.dumps(view))
            paths = SHOWN.click_paths(sent)
            assert paths == SHOWN.click_paths(view) == click_paths(state)
            for decision, its in paths.items():
                assert SHOWN.clicked(sent, its[-1]) == decision
            assert SHOWN.clicked(sent, ("24", "18")) == SHOWN.clicked(view, ("24", "18"))


def test_the_registry_uses_the_presentation():
    assert isinstance(presentation("backgammon"), BackgammonPresentation)
    state = tutor.start("backgammon", seed=7)
    assert drawing(state, "dark", "ru") == SHOWN.draw(state.view("dark"), "ru")
    assert narration(state, ALL, "zh") == SHOWN.narrate(state.view(ALL), "zh")
    for name in ("draw", "board", "narrate", "click_paths", "clicked", "suggest"):
        assert name not in type(state).__dict__, name


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_view_shows_the_dice_to_come(variant):
    """A seeded state and the same record read without its seed have the same views, drawings and words (the
    stream that throws the next dice is in neither); each seat's view differs from another's only in whose it is
    and in the decisions listed for the seat to move."""
    options = VARIANTS[variant]
    checked = 0
    for seed in range(4, 7):
        end, blind = tutor.start("backgammon", seed=seed, **options), tutor.start("backgammon", seed=None, **options)
        rng = random.Random(seed)
        while not end.finished:
            for step in end.decisions[len(blind.decisions):]:
                blind = blind.play(step)  # the same steps, read without the seed
            if rng.random() < 0.1:
                for seat in SEATS:
                    view = end.view(seat)
                    assert view == blind.view(seat)
                    assert "seed" not in view and "chance" not in view and "stream" not in json.dumps(view)
                    assert drawing(end, seat, "ru", places=True) == drawing(blind, seat, "ru", places=True)
                    assert narration(end, seat, "zh") == narration(blind, seat, "zh")
                light, dark = end.view("light"), end.view("dark")
                assert {key for key in light if light[key] != dark[key]} <= {"seat", "legal"}
                checked += 1
            end = end.play(rng.choice([d for d in end.legal() if d != "drop"] or end.legal()))  # a longer game
    assert checked > 10


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_step_is_told_in_the_readers_language(variant):
    told = set()
    for state in stepped(2, VARIANTS[variant]):
        for language, script in (("ru", "[а-яё]"), ("zh", "[\u4e00-\u9fff]")):
            for seat in ("dark", None):
                text = narration(state, seat, language)
                assert re.search(script, text) and not ENGLISH.search(text), (state.decisions[-1:], text)
        told.add(narration(state, None, "en"))
    assert any(text.endswith(" rolls 6-4.") or " rolls " in text for text in told)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_decision_is_worded_in_three_languages(variant):
    worded = 0
    for state in [state for seed in (3, 6) for state in stepped(seed, VARIANTS[variant])[::3]]:
        view = state.view(state.to_move) if state.to_move not in (None, CHANCE) else state.view(None)
        for decision in state.legal():
            words = {language: SHOWN.describe(view, decision, language) for language in ("en", "ru", "zh")}
            assert len(set(words.values())) == 3, words
            for language, script in (("ru", "[а-яё]"), ("zh", "[\u4e00-\u9fff]")):
                rest = words[language].replace(decision, "")  # a play's notation stays as written
                assert re.search(script, rest) and not re.search("[A-Za-z]{2,}", rest), words[language]
            worded += 1
    assert worded > 100


def test_the_decisions_in_words():
    state = tutor.replay("backgammon", "lot 3-1; 8/5 6/5; double")
    view = state.view("light")
    assert [SHOWN.describe(view, d, "en") for d in state.legal()] == [
        "Drop the double and lose 1 point", "Take the double and play on for 2"]
    rolled = tutor.replay("backgammon", "lot 3-1; 8/5 6/5; roll; dice 6-2", seed=None)
    view = rolled.view("dark")
    assert SHOWN.describe(view, "13/7*/5", "en") == "Play 13/7*/5: 1 checker is hit"
    assert SHOWN.describe(view, "24/18 13/11", "ru") == "Сыграть 24/18 13/11"
    assert SHOWN.describe(view, "pass", "en") == "No move possible: pass"
    assert SHOWN.describe(tutor.start("backgammon", seed=None).view(None), "lot 2-5", "zh") == "浅色掷出 2，深色掷出 5"
    assert SHOWN.describe(view, "dice 6-6", "ru") == "На костях выпало 6-6"
    reroll = tutor.start("backgammon", seed=3, variant="russian", russian_opening_reroll=True)
    assert SHOWN.describe(reroll.view("dark"), "reroll", "en") == "Throw both dice again instead of playing 5-2"
