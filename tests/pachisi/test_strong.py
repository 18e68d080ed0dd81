"""Pachisi's strong player and its coach (issue 29): legal in every variant, offered as a level, deciding from what
the board shows, and advice whose verdicts follow its own measure."""

import random

import pytest

import tutor
from tutor.errors import IllegalPlayError
from tutor.games import levels
from tutor.pachisi import start
from tutor.pachisi.coach import SCALE, advise, advise_position
from tutor.pachisi.moves import apply, legal_moves
from tutor.pachisi.notation import Position
from tutor.pachisi.players import easy
from tutor.pachisi.rules import Rules
from tutor.pachisi.state import PASS
from tutor.pachisi.strategy import exposure, strong, weigh, weigh_position

FIG2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")


def test_levels_offer_strong():
    assert levels("pachisi") == ("easy", "strong")
    state = start(seed=3)
    assert tutor.suggest(state, level="strong") in state.legal()


@pytest.mark.parametrize("variant", ["basic", "pushups", "partners"])
def test_strong_plays_whole_games_legally(variant):
    for seed in range(3):
        state = start(seed=seed, variant=variant)
        rng = random.Random(seed)
        while not state.finished:
            decision = strong(state, rng) if state.to_move == state.seats[seed % 4] else easy(state, rng)
            assert decision in state.legal()
            state = state.play(decision)


def test_the_source_ranks_its_scenarios_as_the_strong_player_does():
    # scenario 3: "G8→G7 into the yard (best), G1→E1 eating, H1→F1 (worst)"
    assert [w.move for w in weigh_position(FIG2, "H8", 2)] == ["G8-G7", "G1-E1x", "H1-F1"]
    # scenario 4: black diamonds throw a 1: "enter on A8 (best) … B7→C6 in the yard (pointless)"
    ranked = [w.move for w in weigh_position(FIG2, "A8", 1)]
    assert ranked[0] == "enter A8"
    # scenario 1: black circles throw a 6; C1→A5 "breaks our barrier, leaving two unprotected pieces"
    assert [w.move for w in weigh_position(FIG2, "H1", 6)] == ["E1-A3", "C1-A5"]


def test_exposure_counts_the_throws_that_eat():
    # behind the barrier on H1 the white diamond on G1 is safe: H2 and H4 would have to pass the barrier with a 2, a 4
    assert "G1" not in {e.square for e in exposure(FIG2, "H8", Rules())}
    after = apply(FIG2, next(m for m in legal_moves(FIG2, "H8", 2) if str(m) == "H1-F1"))
    exposed = {e.square: e.throws for e in exposure(after, "H8", Rules())}
    # broken, it lets white circles' H2 eat G1 with a 2 and black diamonds' H4 with a 4
    assert exposed["G1"] == (("A1", (2,)), ("A8", (4,)))


def test_a_move_that_finishes_is_the_best():
    position = Position.parse("A1:B1,B2,C3,D4 A8:A2")
    [ranked] = weigh_position(position, "A1", 1)
    assert ranked.finishes and ranked.move == "B1-A1" and ranked.value == float("inf")
    assert "white circles (A1) finish" in advise_position(position, "A1", 1).reason("en")


def test_advice_follows_the_measure():
    advice = advise_position(FIG2, "H8", 2)
    assert (advice.decision, advice.asked, advice.cost, advice.verdict) == ("G8-G7", "G8-G7", 0.0, "best")
    ranked = weigh_position(FIG2, "H8", 2)
    for weighed in ranked[1:]:
        other = advise_position(FIG2, "H8", 2, weighed.move)
        assert other.cost == pytest.approx(ranked[0].value - weighed.value)
        assert other.verdict == next((word for bound, word in SCALE if other.cost < bound), "blunder")
    assert "G8-G7" in advice.reason("ru") and "G8-G7" in advice.reason("zh")


def test_advice_through_the_state_checks_the_decision():
    state = start(seed=5)
    while len(state.legal()) < 2:
        state = state.play(state.legal()[0])
    advice = advise(state)
    assert advice.decision == tutor.suggest(state, level="strong")
    with pytest.raises(IllegalPlayError):
        advise(state, "A1-H8")
    lost = start(seed=19, corners=("A1", "H8")).play("enter A1").play("A1-A2")
    assert lost.legal() == (PASS,) and advise(lost, PASS).verdict == "best"


def test_the_player_reads_only_the_view():
    state = start(seed=11)
    for _ in range(40):
        state = state.play(easy(state, random.Random(0)))
    seen = []
    original = type(state).view

    def spy(self, seat=None):
        seen.append(seat)
        return original(self, seat)

    type(state).view = spy
    try:
        weigh(state)
    finally:
        type(state).view = original
    assert seen == [state.to_move]
