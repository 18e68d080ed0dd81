"""Chance as steps of a Bagchen record (issue 26): the deal, the point, the starter's dice, the dice of mother
seeking son and a passport holder's dice are written in the record; a seeded hand is the hand it always was; a
record replays without its seed; a hand played at a real table is entered step by step; a step that does not fit
is a coded error in three languages."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import tutor
from tutor.bagchen.record import (
    CHANCE_WORDS,
    Deal,
    PointThrow,
    StarterThrows,
    SuitThrow,
    UniteDice,
    format_chance,
    parse_chance,
)
from tutor.bagchen.state import BagchenState
from tutor.cli import main
from tutor.errors import TutorError
from tutor.state import CHANCE

#: Fingerprints of seeded hands as the engine played them before chance was written in the record (main at
#: f42c6fc): the decisions (not the chance steps), the outcome, the point and the starter, under random legal play
#: that prefers calls, answers and redeals, so that every kind of chance is drawn.
BEFORE = {
    "berkhin/0": "7ded40c372", "berkhin/1": "bc43cd3037", "berkhin/2": "b5df992c3e",
    "chain-west/0": "a6193dbc7f", "chain-west/1": "60af948fb2", "chain-west/2": "03f06dcad8",
    "chain/0": "f66e6a5c3d", "chain/1": "9867d0ef36", "chain/2": "c96d9546f5",
    "default/0": "813978459e", "default/1": "bc43cd3037", "default/2": "b5df992c3e",
    "west/0": "1234183f19", "west/1": "751490a51b", "west/2": "a33306b225",
}
VARIANTS = {"default": {}, "chain": {"first_starter": "dice_chain"},
            "chain-west": {"first_starter": "dice_chain_from_west"}, "west": {"first_starter": "west"},
            "berkhin": {"passport_rules": "berkhin", "unite_stake_chip": True}}
#: The same, for hands in which a player demands a redeal (twice at most), with and without a new point.
REDEALS = {"141/False": "aefb9b1268", "141/True": "1f98f63a78", "33/False": "cc3af74832", "33/True": "a1a224ee39",
           "61/False": "b1ef3fe2d1", "61/True": "b32172bb17", "387/False": "421b02efb4", "387/True": "008d604ed2"}


def _fingerprint(state: BagchenState) -> str:
    words = [d for d in state.decisions if not state.is_chance_step(d)]
    text = json.dumps([words, state.outcome(), state.hand.point.named.order, state.hand.starter])
    return hashlib.sha1(text.encode()).hexdigest()[:10]


def _random_hand(seed: int, **options: object) -> BagchenState:
    rng = random.Random(seed * 7 + 1)
    state = tutor.start("bagchen", seed=seed, **options)
    while not state.finished:
        legal = state.legal()
        wanted = [d for d in legal if d.split()[1] in ("redeal", "unite", "accept")]
        state = state.play(rng.choice(wanted) if wanted and rng.random() < 0.7 else rng.choice(legal))
    assert isinstance(state, BagchenState)
    return state


def test_a_seeded_hand_is_the_hand_it_always_was():
    for key, before in BEFORE.items():
        name, seed = key.split("/")
        state = _random_hand(int(seed), **VARIANTS[name])
        assert _fingerprint(state) == before, key
        assert tutor.replay("bagchen", state.record(), **VARIANTS[name]) == state
    for key, before in REDEALS.items():
        seed, same = key.split("/")
        state = tutor.start("bagchen", seed=int(seed), redeal_new_point=same == "False")
        for decision in ("E pass", "S pass", "W pass", "N pass"):
            state = state.play(decision)
        rng, redealt = random.Random(int(seed)), 0
        while not state.finished:
            redeals = [d for d in state.legal() if d.endswith(" redeal")]
            if redeals and redealt < 2:
                redealt += 1
                state = state.play(redeals[0])
                continue
            state = state.play(rng.choice(state.legal()))
        assert redealt and _fingerprint(state) == before, key
        assert sum(step.startswith("deal ") for step in state.decisions) == redealt + 1
        points = sum(step.startswith("point ") for step in state.decisions)
        assert points == (redealt + 1 if same == "False" else 1), "a kept point is not thrown again"
        assert tutor.replay("bagchen", state.record(), redeal_new_point=same == "False") == state


def test_every_kind_of_chance_step_reads_back_as_it_is_written():
    kinds = set()
    for seed in range(30):
        state = _random_hand(seed, **VARIANTS["chain" if seed % 2 else "default"])
        for step in state.decisions:
            if state.is_chance_step(step):
                read = parse_chance(step)
                kinds.add(type(read))
                assert format_chance(read) == step and parse_chance(format_chance(read)) == read
    assert kinds == {Deal, PointThrow, StarterThrows, SuitThrow, UniteDice}
    assert BagchenState.chance_words == CHANCE_WORDS


def test_a_chance_step_may_be_written_loosely_and_is_written_back_canonically():
    deal = tutor.start("bagchen", seed=4).decisions[0]
    read = parse_chance(deal)
    assert isinstance(read, Deal)
    loose = "deal " + " ".join(f"{seat} " + "".join(f"[{t.low}-{t.high}]" for t in reversed(tiles))
                               for seat, tiles in zip("ESWN", read.hands, strict=True))
    assert str(parse_chance(loose)) == deal and str(parse_chance(deal.replace("×", "x"))) == deal
    assert str(parse_chance("point 1-2")) == "point 2-1" and str(parse_chance("dice 3 4 then 1-6")) == "dice 3 4 then 6-1"


@pytest.mark.parametrize("text, code", [
    ("deal", "notation.expected"),
    ("deal E [6-6]×4", "notation.expected"),
    ("deal S [6-6]", "notation.expected"),
    ("deal E [6-6]×5 S [1-1] W [1-1] N [1-1]", "bagchen.too-many-copies"),
    ("point 7-1", "notation.out-of-range"),
    ("point 6-6 ", "notation.trailing"),
    ("point 6", "notation.expected"),
    ("starter 4-3", "notation.expected"),
    ("dice 5 2 then", "notation.expected"),
    ("dice 5 2 4-3", "notation.expected"),
    ("throw 6-1", "notation.expected"),
])
def test_a_malformed_chance_step_is_a_coded_error_in_three_languages(text, code):
    with pytest.raises(TutorError) as caught:
        parse_chance(text)
    error = caught.value
    assert error.code == code
    assert len({error.message(language) for language in ("en", "ru", "zh")}) == 3


def test_a_hand_at_a_real_table_is_entered_step_by_step():
    seeded = tutor.start("bagchen", seed=7)  # its deal, and the point 3-3
    table = tutor.start("bagchen", seed=None)
    assert table.to_move == CHANCE and table.legal() == () and table.seed is None
    with pytest.raises(TutorError) as caught:
        table.play("deal " + " ".join(f"{seat} [6-6]×4[5-5]×4[4-4]×4[3-3]×4" for seat in "ESWN"))
    assert caught.value.code == "bagchen.not-the-set"
    table = table.play(seeded.decisions[0])
    assert table.to_move == CHANCE and len(table.legal()) == 21 and table.legal()[0] == "point 1-1"
    table = table.play(seeded.decisions[1])
    assert table == seeded and table.to_move == "E"
    # mother seeks son: East calls, West answers, and the dice are written
    for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
                     "E unite [4-2]", "S decline", "W accept", "N decline"):
        table = table.play(decision)
    assert table.to_move == CHANCE and table.legal() == ()
    for wrong, code in (("dice 3 3 then 6-6", "bagchen.unite-tie"), ("dice 6-1", "bagchen.chance-other"),
                        ("dice 6 2 then 6-6 6-6", "bagchen.unite-throws-after")):
        with pytest.raises(TutorError) as caught:
            table.play(wrong)
        assert caught.value.code == code, wrong
        assert caught.value.message("ru") != caught.value.message("en")
    drawn = tutor.replay("bagchen", table.record(), seed=7)  # what the seed throws here
    step = drawn.decisions[len(table.decisions)]
    assert step.startswith("dice ") and " then " in step
    united = table.play(step)
    assert united == drawn and united.to_move == "S" and united.unions[0].union is not None


def test_a_passport_holder_s_dice_are_a_step_of_their_own():
    for seed in range(40):
        state = _random_hand(seed)
        throws = [i for i, step in enumerate(state.decisions) if step.startswith("dice ") and " then " not in step]
        for i in throws:
            lead = state.decisions[i + 1]
            after = tutor.replay("bagchen", "; ".join(state.decisions[:i]))
            assert after.to_move == CHANCE and len(after.legal()) == 21
            assert after.view(None)["shown"], "he shows his tiles before he throws"
            other = next(d for d in after.legal() if d != state.decisions[i])
            thrown = after.play(other)  # another throw: another suit may be his
            assert thrown.throw is not None and str(thrown.throw) == other.split()[1]
            assert after.play(state.decisions[i]).play(lead).decisions[-1] == lead
        if throws:
            return
    raise AssertionError("no passport holder threw the dice in 40 hands")


def test_an_old_record_of_decisions_only_replays_with_its_seed():
    for seed in range(6):
        state = _random_hand(seed)
        decisions = "; ".join(d for d in state.decisions if not state.is_chance_step(d))
        assert tutor.replay("bagchen", decisions, seed=seed) == state
        with pytest.raises(TutorError) as caught:
            tutor.replay("bagchen", decisions)
        assert caught.value.params["error"] == "tutor.chance-expected"


def test_random_rule_options_replay_from_the_record_alone():
    rng = random.Random(26)
    options_of = tutor.games.game("bagchen").rules.options()
    for seed in range(30):
        options = {o.name: rng.choice(o.kind.alternatives()) for o in options_of
                   if o.kind.alternatives() and rng.random() < 0.3}
        try:
            state = tutor.start("bagchen", seed=seed, **options)
        except TutorError:
            continue
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
        again = tutor.replay("bagchen", state.record(), **options)
        assert again == state and again.outcome() == state.outcome(), options


def test_the_command_line_waits_for_chance_without_a_seed(capsys):
    assert main(["bagchen", "step", "--json"]) == 0
    waiting = json.loads(capsys.readouterr().out)
    assert waiting["to_move"] == CHANCE and waiting["record"] == ""
    deal = tutor.start("bagchen", seed=7).decisions[0]
    assert main(["bagchen", "step", "--record", deal, "--play", "point 3-3", "--json"]) == 0
    dealt = json.loads(capsys.readouterr().out)
    assert dealt["to_move"] == "E" and dealt["record"] == tutor.start("bagchen", seed=7).record()
    assert main(["bagchen", "step", "--record", deal, "--play", "point 0-3", "--lang", "ru"]) == 2
    assert "[notation.out-of-range]" in capsys.readouterr().err
