"""Bagchen practice (issue 20): every theme makes a valid, non-trivial puzzle from each of the seeds 0–999,
each choice's verdict rechecked by the engine along another path than the theme's (the hand itself refusing
or taking the play, the legal leads of the tiles, the settlement of the finished hand), the same seed gives the
same puzzle, and the words come in the reader's language."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.bagchen import practice
from tutor.bagchen.hand import Hand, Play
from tutor.bagchen.leads import LeadKind, classify
from tutor.bagchen.legal import leads_in
from tutor.bagchen.notation import format_tiles, parse_tiles
from tutor.bagchen.players import easy
from tutor.bagchen.record import format_decision
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.state import BagchenState
from tutor.bagchen.tiles import Tile
from tutor.errors import IllegalPlayError, TutorError
from tutor.games import make_exercise, themes
from tutor.i18n import gettext
from tutor.practice import TRIES, draws
from tutor.puzzles import Puzzle, render
from tutor.state import CHANCE

RULES = Rules()
SEEDS = range(1000)
SAMPLE = range(0, 1000, 50)  # the seeds replayed through the state, and worded in every language
THEME_IDS = ("bagchen.beats", "bagchen.lead-kind", "bagchen.points", "bagchen.passport", "bagchen.settlement")


def check_valid(puzzle: Puzzle, kind: str) -> None:
    """A puzzle a page can show: its kind, a question, a figure, at least three choices, at least one right
    and (for "tick every one") one wrong."""
    assert puzzle.kind == kind
    assert puzzle.question and puzzle.figure.startswith("<svg") and puzzle.figure_label
    assert len(puzzle.choices) >= 3
    right = sum(c.correct for c in puzzle.choices)
    assert right >= 1 and (puzzle.mode == "one" or right < len(puzzle.choices))
    assert all(c.explanation for c in puzzle.choices)


def tiles_of(key: str) -> tuple[Tile, ...]:
    return tuple(sorted(parse_tiles(key), key=lambda t: t.order))


def takes(hand: Hand, group: tuple[Tile, ...]) -> bool:
    """Does the hand take ``group`` played face up by the player to act (the engine's own refusal, or not)?"""
    try:
        hand.play(Play(hand.to_act, group))
    except IllegalPlayError:
        return False
    return True


def replayed(start: BagchenState, hand: Hand, rules: Rules) -> BagchenState:
    """The state after the hand's record, played step by step through a state without a seed: the deal of
    ``start``, then the decisions, and the dice a passport holder threw for his suit as the chance step
    ``dice a-b`` (as the table threw them)."""
    plays = hand.record()
    state = BagchenState.start(rules, None)
    for step in start.decisions:  # the deal and the point, written out
        state = state.play(step)
    while state.before_play:  # the automatic players: no exchange, no redeal, no call
        state = state.play(easy(state, random.Random(0)))
    assert state.hand == start.hand
    for play in plays:
        if state.to_move == CHANCE:
            state = state.play(f"dice {play.throw}")
        state = state.play(format_decision(Play(play.seat, play.tiles, play.face_up, play.named)))
    assert [plays_of(t) for t in state.hand.tricks] == [plays_of(t) for t in hand.tricks]
    return state


def plays_of(trick) -> list[tuple[object, ...]]:
    """A trick's plays, each with its tiles in the order of the set (the state writes them so)."""
    return [(p.seat, tiles_of(format_tiles(p.tiles)), p.face_up, p.named, p.throw) for p in trick.plays]


def test_the_themes_in_the_registry():
    assert tuple(t.id for t in themes("bagchen")) == THEME_IDS == tuple(t.id for t in practice.THEMES)
    for theme in practice.THEMES:
        assert theme.title and theme.summary and gettext(theme.title, "ru") != theme.title
    puzzle = make_exercise("bagchen.points", 5, "zh-cn")
    assert puzzle == practice.THEMES[2].make(5, RULES, "zh-cn")
    assert 'data-kind="bagchen.points"' in render(puzzle, "p5", "zh-cn")


def check_beats(seed: int, rules: Rules, sizes: Counter[int]) -> None:
    position = practice.beats_position(seed, rules)
    puzzle = practice.beats_puzzle(position, rules, "en")
    check_valid(puzzle, "bagchen.beats")
    hand = position.hand
    trick = hand.current
    assert trick is not None and trick.top is not None and not hand.finished
    held = Counter(hand.hands[hand.to_act])
    for choice, group in zip(puzzle.choices, position.choices, strict=True):
        assert tiles_of(choice.key) == group and not Counter(group) - held  # his own tiles
        assert takes(hand, group) is choice.correct, (seed, choice)
        assert choice.explanation.startswith(f"{choice.key} {'beats' if choice.correct else 'does not beat'} ")
    assert format_tiles(trick.top.tiles) in puzzle.question
    sizes[trick.size] += 1
    if seed in SAMPLE:  # the position is reachable through the state, and the state agrees on each choice
        state = replayed(position.start, hand, rules)
        for choice in puzzle.choices:
            assert (f"{hand.to_act} {choice.key}" in state.legal()) is choice.correct


def test_beats():
    sizes: Counter[int] = Counter()
    for seed in SEEDS:
        check_beats(seed, RULES, sizes)
    assert sizes[1] > 300 and sizes[2] > 200  # not all singles


def check_lead_kind(seed: int, rules: Rules, kinds: Counter[LeadKind | None]) -> None:
    position = practice.kind_position(seed, rules)
    puzzle = practice.kind_puzzle(position, rules, "en")
    check_valid(puzzle, "bagchen.lead-kind")
    assert puzzle.mode == "one" and len(puzzle.choices) == 4 and puzzle.choices[-1].key == "not a lead"
    hand = position.start.hand
    tiles = position.tiles
    assert not Counter(tiles) - Counter(hand.hands[position.seat])
    # the leads the tiles hold, from the engine's tables: the whole group among them or not
    whole = [lead for lead in leads_in(tiles, hand.point, rules) if lead.size == len(tiles)]
    right = whole[0].kind.name_in("en") if whole else "not a lead"
    assert puzzle.answer == (right,), seed
    if whole:
        assert classify(tiles, hand.point, rules).kind is whole[0].kind
    else:
        with pytest.raises(IllegalPlayError):
            classify(tiles, hand.point, rules)
    kinds[whole[0].kind if whole else None] += 1


def test_lead_kind():
    kinds: Counter[LeadKind | None] = Counter()
    for seed in SEEDS:
        check_lead_kind(seed, RULES, kinds)
    assert kinds[None] > 100 and kinds[LeadKind.POINT_SET] > 50 and len(kinds) >= 8


def check_points(seed: int, rules: Rules) -> None:
    position = practice.points_position(seed, rules)
    puzzle = practice.points_puzzle(position, rules, "en")
    check_valid(puzzle, "bagchen.points")
    hand = position.start.hand
    point = hand.point
    assert f"The dice show {point}." in puzzle.question
    for choice in puzzle.choices:
        tile = Tile.parse(choice.key)
        assert tile in hand.hands[position.seat]
        lead = classify((tile,), point, rules)
        assert (lead.kind is LeadKind.POINT_SET and lead.points == 1) is choice.correct
        assert (tile in point.tiles) is choice.correct
    assert sum(not c.correct for c in puzzle.choices) >= 2


def test_points():
    for seed in SEEDS:
        check_points(seed, RULES)


def check_passport(seed: int, rules: Rules, verdicts: Counter[bool]) -> None:
    position = practice.passport_position(seed, rules)
    puzzle = practice.passport_puzzle(position, rules, "en")
    check_valid(puzzle, "bagchen.passport")
    hand = position.hand
    seat = hand.to_act
    assert hand.current is None and hand.won[seat] >= rules.passport_threshold
    for choice, group in zip(puzzle.choices, position.choices, strict=True):
        assert tiles_of(choice.key) == group
        classify(group, hand.point, rules)  # every choice is a lead his tiles hold: only the passport decides
        assert takes(hand, group) is choice.correct, (seed, choice)
        verdicts[choice.correct] += 1
    if seed in SAMPLE:
        state = replayed(position.start, hand, rules)
        for choice in puzzle.choices:
            assert (f"{seat} {choice.key}" in state.legal()) is choice.correct


def test_passport():
    verdicts: Counter[bool] = Counter()
    for seed in SEEDS:
        check_passport(seed, RULES, verdicts)
    assert verdicts[True] > 1000 and verdicts[False] > 1000


def closing_jump(hand: Hand) -> int:
    """J, worked out here from the tricks: the points of the point leads the last trick's winner led in a row
    at the end of the hand."""
    winner = hand.tricks[-1].winner
    total = 0
    for trick in reversed(hand.tricks):
        lead = trick.lead
        if trick.winner != winner or lead is None or lead.kind not in (
                LeadKind.POINT_SET, LeadKind.MOTHER_SON, LeadKind.DOUBLE_MOTHER_SON):
            break
        total += lead.points
    return total


def check_settlement(seed: int, rules: Rules, jumps: Counter[int]) -> None:
    position = practice.settlement_position(seed, rules)
    puzzle = practice.settlement_puzzle(position, rules, "en")
    check_valid(puzzle, "bagchen.settlement")
    hand = position.hand
    assert hand.finished and sum(hand.won.values()) == 16
    winner, won, seat = hand.tricks[-1].winner, hand.won, position.seat
    jump = closing_jump(hand)
    m = rules.jump_factor * jump if jump else 1
    if seat == winner:
        balance = sum(m * (6 - won[s]) for s in SEATS if s != seat)
    else:
        balance = m * (won[seat] - 6)
    # the settlement's payments, from the hand's money (the chips for point leads come first)
    money = hand.money()
    paid = money[len(money) - len(hand.settlement().payments):]
    assert balance == sum(p.amount for p in paid if p.payee == seat) - sum(p.amount for p in paid if p.payer == seat)
    assert puzzle.answer == (f"{balance:+d}",), seed
    assert f"F is {rules.jump_factor}" in puzzle.question and f"{winner} wins." in puzzle.question
    jumps[jump] += 1
    if seed in SAMPLE:
        state = replayed(position.start, hand, rules)
        assert state.finished and state.payments() == money


def test_settlement():
    jumps: Counter[int] = Counter()
    for seed in SEEDS:
        check_settlement(seed, RULES, jumps)
    assert jumps[0] > 300 and sum(n for j, n in jumps.items() if j) > 300  # jumps in a good share of hands


@pytest.mark.parametrize("options", [
    {"passport_rules": "berkhin", "double_mother_son": False, "mixed_ministers_max": 4},
    {"passport_rules": "zh", "merge_unbeatable_leads": True, "fourteen_trick_blind_pair": True, "jump_factor": 6},
    {"unbeatable_knowledge": "face_up_plus_own_hand", "must_beat_if_able": True, "charity_named": False,
     "point_payment": "per_lead", "passport_threshold": 4},
], ids=["berkhin", "zh", "others"])
def test_other_rules(options):
    """The rules in force shape every answer: the themes follow them (a sample of seeds)."""
    rules = Rules(**options)
    for seed in range(0, 1000, 50):
        check_beats(seed, rules, Counter())
        check_lead_kind(seed, rules, Counter())
        check_points(seed, rules)
        check_passport(seed, rules, Counter())
        check_settlement(seed, rules, Counter())


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**40), st.lists(st.integers(0, 2**40), max_size=3))
def test_the_same_seed_gives_the_same_puzzle(seed, others):
    """Whatever was made before (in the reader's browser, other puzzles), a seed gives its puzzle."""
    first = {theme.id: theme.make(seed, RULES, "en") for theme in practice.THEMES}
    for other in others:
        for theme in practice.THEMES:
            theme.make(other, RULES, "ru")
    for theme in practice.THEMES:
        assert theme.make(seed, RULES, "en") == first[theme.id]


@pytest.mark.parametrize("language", ["ru", "zh-cn"])
def test_every_word_is_translated(language):
    latin = re.compile(r"\b(?!F\b|J\b|m\b)[A-Za-z]{3,}\b")  # English words left (not tiles, seats, F × J)
    for seed in SAMPLE:
        for theme in practice.THEMES:
            english, translated = theme.make(seed, RULES, "en"), theme.make(seed, RULES, language)
            assert translated.answer == english.answer or theme.id == "bagchen.lead-kind"
            assert [c.correct for c in translated.choices] == [c.correct for c in english.choices]
            assert translated.question != english.question and translated.figure_label != english.figure_label
            assert not latin.search(translated.question.replace("pagat", "")), translated.question
            for mine, theirs in zip(translated.choices, english.choices, strict=True):
                assert mine.explanation != theirs.explanation
                assert not latin.search(mine.explanation.replace("pagat", "")), mine.explanation
                assert not latin.search(mine.key)


def test_a_seed_with_nothing_to_ask_is_a_coded_error(monkeypatch):
    """A theme tries the next draw of the same stream; after TRIES draws with nothing to ask, it says so."""
    calls = []

    def nothing(rng):
        calls.append(rng.random())
        return None

    with pytest.raises(TutorError) as error:
        practice.first_position("beats", 7, nothing)
    assert error.value.code == "bagchen.practice-nothing" and len(calls) == TRIES
    expected = draws(7, salt="beats")
    assert calls == [expected.random() for _ in range(TRIES)]  # one stream, the seed's
    assert "7" in error.value.message("ru")
