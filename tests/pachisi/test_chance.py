"""Pachisi's chance as steps of the record (issue 26): the lot (``lot A1``) and every throw of the die
(``throw 4``), drawn from the seed exactly as before, written into the record, read back without a seed,
played from outside at a real table, and refused with coded errors when they cannot come."""

from __future__ import annotations

import dataclasses
import inspect
import json
import random

import pytest

import tutor
from tutor.cli import main
from tutor.errors import IllegalPlayError, NotationError, TutorError
from tutor.pachisi import PachisiState, Rules, replay, start, suggest
from tutor.pachisi.notation import THROWS, format_lot, format_throw, parse_chance
from tutor.state import CHANCE

LANGUAGES = ("en", "ru", "zh")
SETUPS: tuple[dict[str, object], ...] = (
    {}, {"variant": "pushups"}, {"variant": "partners"}, {"corners": ("A1", "H8")}, {"corners": ("A8", "H8", "H1")},
    {"variant": "pushups", "pushups_stop_at_first_finisher": False}, {"extra_throw_on_eat": True},
)


def _played(seed: int, options: dict[str, object], by_suggest: bool) -> PachisiState:
    state, rng = start(seed=seed, **options), random.Random(seed)
    while not state.finished:
        state = state.play(suggest(state, seed) if by_suggest else rng.choice(state.legal()))
    return state


def test_the_chance_steps_read_back_as_written():
    for corner in ("A1", "A8", "H8", "H1"):
        assert parse_chance(format_lot(corner)) == corner and format_lot(parse_chance(f"lot {corner.lower()}")) \
            == f"lot {corner}"
    for roll in range(1, 7):
        assert parse_chance(format_throw(roll)) == roll and THROWS[format_throw(roll)] == roll
    for text, code in (("throw 7", "notation.out-of-range"), ("throw 0", "notation.out-of-range"),
                       ("throw  4", "notation.expected"), ("throw 4 ", "notation.trailing"),
                       ("throw 44", "notation.trailing"), ("lot B2", "pachisi.not-a-corner"),
                       ("lot A1x", "notation.trailing"), ("lot", "notation.expected"), ("dice 4", "notation.expected"),
                       ("lot Z1", "notation.expected"), ("", "notation.empty")):
        with pytest.raises(NotationError) as caught:
            parse_chance(text)
        assert caught.value.code == code, text
        assert all(caught.value.message(language) for language in LANGUAGES)


def test_the_seed_draws_the_same_lot_and_throws_as_before():
    """The lot from its own stream under the seed (``random.Random(f"lot {seed}")``), the throws from the seed's
    (``random.Random(seed)``, one after another): every seeded game, page and practice puzzle is the same game."""
    for seed in range(40):
        options = SETUPS[seed % len(SETUPS)]
        rules = Rules(**options)
        state = _played(seed, options, by_suggest=seed % 2 == 1)
        assert state.decisions[0] == f"lot {random.Random(f'lot {seed}').choice(rules.corners)}"
        dice = random.Random(seed)
        thrown = [int(step.split()[1]) for step in state.decisions if step.startswith("throw ")]
        assert thrown == [dice.randint(1, 6) for _ in thrown]
        # a throw before every decision, and nothing after the last
        assert [state.is_chance_step(step) for step in state.decisions[1:]] == [True, False] * state.made


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: "-".join(map(str, o.values())) or "default")
def test_a_game_replays_from_its_record_alone(options):
    """Issue 26: no seed needed; and a seed passes every chance node in step, so a seeded game read back from a
    prefix of its record (or from its decisions alone, an old record) goes on exactly as it went."""
    for seed in range(6):
        state = _played(seed, options, by_suggest=seed % 2 == 0)
        again = replay(state.record(), **options)
        assert again == state and again.outcome() == state.outcome() and again.seed is None and again.finished
        assert again.payments() == state.payments() and again.order == state.order
        cut = len(state.decisions) // 3
        resumed = replay("; ".join(state.decisions[:cut]), seed=seed, **options)
        assert state.decisions[:len(resumed.decisions)] == resumed.decisions
        old = replay("; ".join(d for d in state.decisions if not state.is_chance_step(d)), seed=seed, **options)
        assert old == state


def test_a_game_at_a_real_table_is_refereed_as_usual():
    """Without a seed the game waits at every chance node for the step to be played: the lot, then each throw."""
    state = start(seed=None, corners=("A1", "H8"))
    assert state.to_move == CHANCE and state.legal() == ("lot A1", "lot H8") and not state.finished
    assert state.payments() == () and state.outcome() is None
    with pytest.raises(TutorError) as caught:
        suggest(state)  # no player throws the dice for chance
    assert caught.value.code == "tutor.chance-no-player"
    rng = random.Random(5)
    state = state.play("lot H8")
    while not state.finished:
        if state.to_move == CHANCE:
            assert state.legal() == tuple(f"throw {n}" for n in range(1, 7))
            state = state.play(f"throw {rng.randint(1, 6)}")
        else:
            state = state.play(suggest(state))
    seeded = replay(state.record(), seed=123, corners=("A1", "H8"))  # the written steps win over any seed
    assert seeded == state and seeded.outcome() == state.outcome() and sum(state.outcome().values()) == 0


@pytest.mark.parametrize("record, step, code", [
    ("", "throw 4", "pachisi.lot-expected"),
    ("", "enter A1", "tutor.chance-expected"),
    ("lot A1", "lot H8", "pachisi.throw-expected"),
    ("lot A1", "-", "tutor.chance-expected"),
    ("lot A1; throw 6", "throw 6", "tutor.chance-not-now"),
    ("lot A1; throw 6", "lot A1", "tutor.chance-not-now"),
    ("", "lot A8", "pachisi.lot-not-playing"),
])
def test_a_chance_step_that_cannot_come_is_a_coded_error(record, step, code):
    state = replay(record, corners=("A1", "H8"))
    with pytest.raises(IllegalPlayError) as caught:
        state.play(step)
    words = {language: caught.value.message(language) for language in LANGUAGES}
    assert caught.value.code == code and len(set(words.values())) == 3, words
    with pytest.raises(NotationError) as caught:  # malformed: the notation says where
        state.play("throw 9" if state.to_move == CHANCE and state.first else "lot C3" if state.to_move == CHANCE
                   else "A9-A1")


def test_the_command_line_waits_for_chance_and_takes_it(capsys):
    """``tutor pachisi step`` without ``--seed``: the chance steps are played as the reader writes them."""
    assert main(["pachisi", "step", "--option", "corners=A1,H8", "--record", "lot A1; throw 6", "--play", "enter A1",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["to_move"] == CHANCE and data["legal"] == [f"throw {n}" for n in range(1, 7)] and data["seed"] is None
    assert main(["pachisi", "step", "--option", "corners=A1,H8", "--record", "lot A1; throw 6; enter A1",
                 "--play", "throw 4", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "выпало 4" in out and "A1-A5" in out
    assert main(["pachisi", "step", "--record", "lot A1", "--play", "throw 7", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "notation.out-of-range"
    assert main(["pachisi", "step", "--play", "throw 2", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "pachisi.lot-expected"


def test_the_registry_and_the_package_verbs_agree():
    state = tutor.start("pachisi", seed=4)
    assert start(seed=4) == state and tutor.replay("pachisi", state.record()) == state
    assert tutor.suggest(state, seed=2) == suggest(state, seed=2)
    # the state's own __init__ takes its fields in order (dataclasses keeps it: replace() goes through it)
    fields = [f.name for f in dataclasses.fields(PachisiState)]
    assert fields == list(inspect.signature(PachisiState.__init__).parameters)[1:]
    assert dataclasses.replace(state, seed=None) == state
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.roll = 3  # type: ignore[misc]
