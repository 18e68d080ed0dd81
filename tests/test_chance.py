"""Chance as steps of the record (issue 26), on the test's own coin game: a call, then a toss.

A seeded state takes its chance steps itself and writes them; a state without a seed waits
for them; a record read back needs no seed; a seed draws only what a record leaves out, and
goes on after a record as it went in the game that wrote it.
"""

import random

import pytest

import tutor
from tutor import games
from tutor.errors import IllegalPlayError, TutorError
from tutor.state import ALL, CHANCE, play_on


@pytest.fixture(autouse=True, scope="module")
def coin():
    games.register("tests.plugin.coin")
    yield
    games._registered.pop("coin", None)
    games._cache.clear()


def _played(seed: int) -> "tutor.state.AnyState":
    state = tutor.start("coin", seed=seed)
    while not state.finished:
        state = state.play(tutor.suggest(state, seed=len(state.decisions)))
    return state


def test_a_seeded_game_writes_its_chance_and_reads_back_without_the_seed():
    for seed in range(20):
        end = _played(seed)
        steps = end.record().split("; ")
        assert steps[1::2] == [f"toss {face}" for face in end.tosses]  # each call is followed by its toss
        assert CHANCE not in (end.to_move,)
        again = tutor.replay("coin", end.record())
        assert again == end and again.outcome() == end.outcome() and again.seed is None


def test_a_record_of_decisions_only_takes_its_chance_from_the_seed():
    for seed in range(20):
        end = _played(seed)
        calls = "; ".join(end.calls)
        assert tutor.replay("coin", calls, seed=seed) == end
        if len(end.calls) < 2:
            continue
        with pytest.raises(TutorError) as caught:
            tutor.replay("coin", calls)  # no seed, no tosses: the second step must be the toss
        assert caught.value.code == "tutor.record-step" and caught.value.params["error"] == "tutor.chance-expected"


def test_the_seed_goes_on_after_a_prefix_of_its_record_as_it_went():
    for seed in range(20):
        end = _played(seed)
        steps = end.decisions
        for cut in range(len(steps) + 1):
            state = tutor.replay("coin", "; ".join(steps[:cut]), seed=seed)
            assert state.decisions == steps[:len(state.decisions)]  # the seed took the toss due at the cut
            assert play_on(state, steps[len(state.decisions):]) == end


def test_a_written_toss_wins_over_the_seed_and_the_seed_goes_on():
    for seed in range(20):
        rng = random.Random(seed)
        draws = [rng.choice(("heads", "tails")) for _ in range(2)]
        state = tutor.replay("coin", "heads; toss tails", seed=seed)  # whatever the seed's first toss was
        assert state.decisions[:2] == ("heads", "toss tails") and state.to_move == "B"
        after = state.play("tails")
        assert after.decisions[3] == f"toss {draws[1]}"  # the seed's second toss, as in its own game


def test_without_a_seed_chance_waits_to_be_played():
    state = tutor.start("coin", seed=None)
    assert (state.to_move, state.seed, state.chance) == ("A", None, None)
    state = state.play("heads")
    assert state.to_move == CHANCE and state.legal() == ("toss heads", "toss tails")
    with pytest.raises(IllegalPlayError) as caught:
        state.play("tails")
    assert caught.value.code == "tutor.chance-expected" and "toss" in caught.value.message("zh")
    state = state.play("toss tails")
    assert state.to_move == "B"
    with pytest.raises(IllegalPlayError) as caught:
        state.play("toss heads")
    assert caught.value.code == "tutor.chance-not-now"
    with pytest.raises(TutorError):
        tutor.suggest(state.play("tails"), seed=0)  # the players never throw the dice for chance: no legal call


def test_views_and_the_presentation():
    end = _played(1)
    shown = games.presentation("coin")
    assert shown is not None
    assert games.narration(end, ALL, "en") == shown.narrate(end.view(ALL), "en")
    assert games.drawing(end, "A", "en") == shown.draw(end.view("A"), "en")
    assert end.view(ALL)["seat"] == ALL
    with pytest.raises(TutorError):
        end.view("C")


def test_random_coin_games_replay_from_their_records():
    rng = random.Random(5)
    for _ in range(50):
        state = tutor.start("coin", seed=rng.randrange(10**6))
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
        assert tutor.replay("coin", state.record()) == state
