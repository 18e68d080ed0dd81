"""The game's log names the seats in words in the reader's language, never by the record's letters (E, S, W, N),
and a Russian or Chinese line has no English word in it; Russian declines the names as each sentence needs."""

import random
import re

import pytest

from tutor import bagchen
from tutor.bagchen.narration import DATIVE, GENITIVE, NAMES
from tutor.bagchen.state import BagchenState
from tutor.games import narration
from tutor.state import ALL

LETTER = re.compile(r"(?<![A-Za-z])[ESWN](?![A-Za-z])")  # a seat written as the record writes it
LATIN = re.compile(r"[A-Za-z]+")  # the notation (tiles, dice, arrows) has no letters


def _games():
    """Whole hands: a few played by suggest() (they pass and decline before play), and a few by a random legal
    decision (blind exchanges, calls for mother and son, their answers, redeals), every state after a step: the
    record read back without the seed, so that each chance step (the deal, the dice) is a state of its own."""
    ends = []
    for seed in (1, 2, 5):
        state, n = bagchen.start(seed=seed), 0
        while not state.finished:
            state = state.play(bagchen.suggest(state, seed + n))
            n += 1
        ends.append(state)
    for seed in (0, 3, 15, 33):  # among them a swap without dice, a passport, sky chiefs, a redeal
        rng, state = random.Random(seed), bagchen.start(seed=seed)
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
        ends.append(state)
    for end in ends:
        state = BagchenState.start(end.rules, None)
        yield state
        for step in end.decisions:
            state = state.play(step)
            yield state


STATES = list(_games())


@pytest.mark.parametrize("language", ["en", "ru", "zh_CN"])
def test_no_line_names_a_seat_by_its_letter(language):
    for state in STATES:
        for hearer in (None, *state.seats):
            line = narration(state, hearer, language)
            assert not LETTER.search(line), (state.decisions[-1:], line)


@pytest.mark.parametrize("language", ["ru", "zh_CN"])
def test_a_translated_line_has_no_english_word(language):
    for state in STATES:
        for hearer in (None, "S"):
            line = narration(state, hearer, language)
            assert not LATIN.search(line), (state.decisions[-1:], line)


def test_the_random_hands_reach_the_steps_before_play():
    """The hands above tell what every step before play may tell (so the tests above read those lines too)."""
    told = " ".join(narration(state, ALL, "en") + " " + narration(state, "S", "en") for state in STATES)
    for said in ("proposes to", "exchange their hands unseen", "calls:", "passes: he does not answer the call",
                 "Each player in turn from", "keeps the deal", "call. The single dice",
                 "Nobody answers", "without dice", "demands a redeal", "sky chiefs", "passport", "For the point"):
        assert said in told, said


def test_the_names_are_the_seat_names_and_russian_declines_them():
    for seat in ("E", "S", "W", "N"):
        for language in ("en", "ru", "zh_CN"):
            assert NAMES[seat].get(language) == BagchenState.seat_name(seat, language)
            if language != "ru":  # English and Chinese say every case alike
                assert GENITIVE[seat].get(language) == DATIVE[seat].get(language) == NAMES[seat].get(language)
    state = bagchen.start(seed=7)
    assert narration(state.play("E pass"), ALL, "ru") == "Восток не предлагает обмена."
    assert narration(state.play("E exchange S"), ALL, "ru") == "Восток предлагает Югу обменяться камнями не глядя."
    assert narration(state.play("E exchange S"), ALL, "zh") == "东家提议与南家不看牌交换整手牌。"
    chips = next(narration(s, ALL, "ru") for s in STATES if "За очко" in narration(s, ALL, "ru"))
    assert re.search(r"За очко (Восток|Юг|Запад|Север)(, (Восток|Юг|Запад|Север))* плат(ит|ят) "
                     r"(Востоку|Югу|Западу|Северу) ", chips), chips
