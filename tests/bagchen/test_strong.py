"""Bagchen's strong player and its coach (issue 29): legal under every passport reading, deciding from what its seat
has seen (the hidden tiles dealt at random, never read), the jump kept for the end, and advice that follows its own
count."""

import random
from collections import Counter

import pytest

import tutor
from tutor.bagchen import start
from tutor.bagchen.coach import SCALE, advise
from tutor.bagchen.hand import Hand
from tutor.bagchen.notation import parse_tiles
from tutor.bagchen.players import easy
from tutor.bagchen.strategy import deals, look, strong, sure_run, weigh
from tutor.errors import IllegalPlayError
from tutor.games import levels


def playing(seed, **options):
    """A hand of ``seed`` once the steps before the first lead are over (every seat strong)."""
    state = start(seed=seed, **options)
    while state.before_play:
        state = state.play(tutor.suggest(state, level="strong"))
    return state


def test_levels_offer_strong():
    assert levels("bagchen") == ("easy", "strong")
    state = playing(7)
    assert tutor.suggest(state, level="strong") in state.legal()


@pytest.mark.parametrize("reading", ["pagat", "berkhin", "zh"])
def test_strong_plays_whole_hands_legally(reading):
    for seed in range(3):
        state = start(seed=seed, passport_rules=reading)
        seat = state.seats[seed]
        rng = random.Random(seed)
        while not state.finished:
            decision = strong(state, rng) if state.to_move == seat else easy(state, rng)
            assert decision in state.legal()
            state = state.play(decision)
        assert sum(state.outcome().values()) == 0


def _swap_hidden(state, seat):
    """The same table for ``seat``: two other seats exchange a tile each that ``seat`` has not seen."""
    a, b = [s for s in state.seats if s != seat][:2]
    hands = {s: list(t) for s, t in state.hand.hands.items()}
    x, y = next((x, y) for x in hands[a] for y in hands[b] if x != y)
    hands[a].remove(x)
    hands[a].append(y)
    hands[b].remove(y)
    hands[b].append(x)
    hand = Hand(state.hand.point, state.hand.starter, {s: tuple(sorted(t, key=lambda t: t.order))
                                                        for s, t in hands.items()}, state.rules, state.hand.tricks)
    return state._evolve(hand=hand)


def test_the_player_decides_from_what_its_seat_has_seen():
    state = playing(5)
    rng = random.Random(2)
    checked = 0
    while not state.finished and checked < 20:
        seat = state.to_move
        if all(len(state.hand.hands[s]) for s in state.seats):
            other = _swap_hidden(state, seat)
            assert other.view(seat) == state.view(seat) and other.hand.hands != state.hand.hands
            assert strong(other, random.Random(9)) == strong(state, random.Random(9))
            checked += 1
        state = state.play(easy(state, rng))
    assert checked == 20


def test_deals_are_consistent_with_what_was_seen():
    state = playing(3)
    rng = random.Random(1)
    for _ in range(9):
        state = state.play(easy(state, rng))
    table = look(state)
    for hands in deals(table, random.Random(4)).hands:
        assert {s: len(t) for s, t in hands.items()} == {s: n for s, n in table.counts.items() if s != table.seat}
        dealt = Counter(t for tiles in hands.values() for t in tiles)
        assert not dealt - table.unseen  # only tiles the seat has not seen
        assert not dealt & Counter(table.hand) - table.unseen  # none of its own tiles


def test_sure_run_keeps_the_points_for_a_jump():
    state = playing(7)  # the point is 3-3
    table = look(state)
    chiefs_and_points = parse_tiles("[6-6][6-6][3-3][3-3]")
    assert sure_run(chiefs_and_points, table) == 2  # two chiefs win the lead back twice, then the points
    assert sure_run(parse_tiles("[6-5][3-3][3-3]"), table) == 0  # a beatable tile before the points: no sure run
    assert sure_run(parse_tiles("[6-6][6-5]"), table) == 0  # no points


def test_advice_follows_the_count():
    state = playing(7)
    advice = advise(state)
    assert advice.decision == tutor.suggest(state, level="strong") and advice.verdict == "best"
    ranked = {o.decision: o for o in weigh(state, random.Random(0))}
    best = ranked[advice.decision]
    for decision in list(ranked)[:6]:
        other = advise(state, decision)
        assert other.cost == pytest.approx(max(0.0, best.value - ranked[decision].value))
        if decision != advice.decision:
            assert other.verdict == next((w for bound, w in SCALE if other.cost < bound), "blunder")
    face_down = next(d for d in state.legal() if " ~" in d)
    assert advise(state, face_down).cost >= 0
    with pytest.raises(IllegalPlayError):
        advise(state, "E [5-5]×3")


def test_advice_before_play():
    state = start(seed=7)
    assert advise(state).decision == "E pass"
    assert advise(state, "E exchange W").verdict == "fine"
