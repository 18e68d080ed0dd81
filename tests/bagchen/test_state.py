"""Bagchen through the common interface only (issue 17): seeded random playouts under each passport reading,
the automatic player against today's, hidden tiles, coded errors, and properties of the transitions."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor import bagchen
from tutor.bagchen.deal import shuffled_hands, throw_dice
from tutor.bagchen.hand import Play
from tutor.bagchen.players import easy, random_hand
from tutor.bagchen.point import MOTHER, SON, Point
from tutor.bagchen.record import format_decision, parse_decision
from tutor.bagchen.rules import Rules
from tutor.errors import IllegalPlayError, NotationError
from tutor.games import drawing, narration
from tutor.state import ALL, CHANCE

READINGS = ("pagat", "berkhin", "zh")
GAMES = 200
TILE = re.compile(r"\[([1-6])-([1-6])\](?:×([1-8]))?")


def tiles_in(text: str) -> Counter[str]:
    found: Counter[str] = Counter()
    for high, low, count in TILE.findall(text):
        found[f"[{high}-{low}]"] += int(count or 1)
    return found


def public_tiles(state: bagchen.State, seat: str) -> Counter[str]:
    """Every tile ``seat`` may see: his own (once the blind exchanges are over), the points, everything face up,
    his own face-down plays, the shown, and the tiles of a call for mother and son and of the unions made."""
    hand = state.hand
    seen = tiles_in(hand.point.tiles and bagchen.format_tiles(hand.point.tiles))
    if state.looked:
        seen += tiles_in(bagchen.format_tiles(hand.hands[seat]))
    for trick in hand.tricks:
        for play in trick.plays:
            if play.face_up or play.seat == seat:
                seen += tiles_in(bagchen.format_tiles(play.tiles))
    for shown in state.shown().values():
        seen += tiles_in(shown)
    if state.proposal is not None and state.proposal.tile is not None:
        seen[str(state.proposal.tile)] += 1
    for united in state.unions:
        seen += Counter((str(MOTHER), str(SON)) + ((str(united.union.gift),) if united.union else ()))
    return seen


def check_view(state: bagchen.State) -> None:
    for seat in state.seats:
        view = state.view(seat)
        last = view.pop("last")  # the last step, as the seat saw it: its tiles are seen too
        assert not tiles_in(json.dumps(last, ensure_ascii=False)) - public_tiles(state, seat), (seat, last)
        own = tiles_in(bagchen.format_tiles(state.hand.hands[seat]))
        assert all(not tiles_in(decision) - own for decision in view.pop("legal"))  # his own tiles only
        assert all(not tiles_in(decision) - own for decision in view.pop("lead_kinds", {}))  # his leads' kinds
        shown = tiles_in(json.dumps(view, ensure_ascii=False))
        assert not shown - public_tiles(state, seat), (seat, shown - public_tiles(state, seat))


def check_narration(state: bagchen.State, language: str = "en") -> None:
    """Told to a seat, the last decision names no tile he could not see."""
    for seat in state.seats:
        told = tiles_in(narration(state, seat, language))
        assert not told - public_tiles(state, seat), (seat, state.decisions[-1:], told - public_tiles(state, seat))


def plays_of(state: bagchen.State) -> list[str]:
    """The plays of the hand (not the steps before the first lead)."""
    return [d for d in state.decisions if not state.is_chance_step(d) and isinstance(parse_decision(d), Play)]


def to_the_lead(state: bagchen.State) -> bagchen.State:
    """Nobody proposes, calls or demands a redeal: the state at the first lead."""
    while state.before_play:
        state = state.play(easy(state, random.Random(0)))
    return state


def playout(seed: int, reading: str) -> tuple[bagchen.State, int]:
    rng = random.Random(seed)
    state = bagchen.start(seed=seed, passport_rules=reading)
    steps = 0
    while not state.finished:
        legal = state.legal()
        assert legal and list(legal) == sorted(set(legal))
        if steps % 23 == 0:
            check_view(state)
        if steps % 23 == 1:
            check_narration(state, "ru" if steps % 2 else "en")
        state = state.play(rng.choice(legal))
        steps += 1
    return state, steps


@pytest.mark.parametrize("reading", READINGS)
def test_random_legal_playouts(reading):
    for seed in range(GAMES):
        state, steps = playout(seed, reading)
        plays = plays_of(state)
        assert len(plays) <= 64 and sum(state.hand.won.values()) == 16  # every play takes at least one tile
        assert state.legal() == () and state.to_move is None
        outcome = state.outcome()
        assert set(outcome) == set(state.seats) and sum(outcome.values()) == 0
        assert outcome == state.hand.net()
        assert bagchen.replay(state.record(), seed=seed, passport_rules=reading) == state


def test_the_automatic_player_is_today_s_random_player():
    """Through ``suggest`` the hands are those of ``random_hand`` with the same seed, up to the first passport
    holder who throws for his suit (the dice now come from the hand's seed, not from the player's stream)."""
    same = 0
    for seed in range(60):
        rules = Rules(passport_rules=READINGS[seed % 3])
        today = random_hand(random.Random(seed), rules)
        rng = random.Random(seed)
        shuffled_hands(rng), throw_dice(rng)  # the deal, drawn by the state from the same seed
        state = bagchen.start(seed=seed, passport_rules=rules.passport_rules)
        while not state.finished:
            state = state.play(easy(state, rng))
        today_plays = [format_decision(play) for play in today.record()]
        plays = plays_of(state)  # today's player never exchanges, calls or asks for a redeal
        throws = [i for i, play in enumerate(today.record()) if play.throw is not None]
        if not throws:
            assert plays == today_plays and state.outcome() == today.net()
            same += 1
        else:
            assert plays[:throws[0]] == today_plays[:throws[0]]
    assert same > 20


def test_suggest_through_the_registry_is_legal():
    state = bagchen.start(seed=5)
    for seed in range(30):
        if state.finished:
            break
        decision = bagchen.suggest(state, seed)
        assert decision in state.legal()
        state = state.play(decision)


@pytest.mark.parametrize("text, error, code", [
    ("E [7-1]", NotationError, "notation.out-of-range"),
    ("X [6-6]", NotationError, "notation.expected"),
    ("E", NotationError, "notation.expected"),
    ("S [6-6]", IllegalPlayError, "bagchen.not-your-turn"),
    ("E [4-2]×2[2-1]×2", IllegalPlayError, "bagchen.tiles-not-held"),
    ("E redeal", IllegalPlayError, "bagchen.redeal-when"),
    ("E pass", IllegalPlayError, "bagchen.pass-when"),
    ("E exchange W", IllegalPlayError, "bagchen.exchange-when"),
    ("E accept", IllegalPlayError, "bagchen.answer-when"),
    ("E unite [6-6]", IllegalPlayError, "bagchen.unite-when"),
    ("E exchange", NotationError, "notation.expected"),
    ("E unite", NotationError, "notation.expected"),
])
def test_bad_decisions_are_coded_errors(text, error, code):
    state = to_the_lead(bagchen.start(seed=1))
    with pytest.raises(error) as caught:
        state.play(text)
    assert caught.value.code == code


def test_an_illegal_but_well_formed_lead_gives_the_engine_s_reason():
    state = to_the_lead(bagchen.start(seed=7))  # East holds [5-5]×2 and [3-3]×3, the 3-3 is the point
    with pytest.raises(IllegalPlayError) as caught:
        state.play("E [5-5][3-3]")
    assert caught.value.code == "bagchen.point-mixed"


def test_the_rule_options_are_the_registry_s():
    state = bagchen.start(seed=3, passport_rules="zh", charity_named=False)
    assert state.rules.passport_rules == "zh"
    assert not any(d.endswith((" sky", " earth")) for d in state.legal())


def test_a_redeal_is_asked_and_answered():
    """Every seat is asked in turn from the starter, so that nobody learns who was dealt none of the high tiles;
    only such a seat may demand a redeal, and a demand is public (issue 25, seed 33: only North could)."""
    state = bagchen.start(seed=33)
    for _ in range(4):
        state = state.play(f"{state.to_move} pass")
    assert state.asking == ("E", "S", "W", "N") and state.to_move == "E"
    told = {seat: narration(state, seat, "en") for seat in (None, *state.seats)}
    assert len(set(told.values())) == 1 and "North was dealt" not in told[None]
    assert told[None].endswith("Each player in turn from East keeps the deal, or, if he was dealt none of the high "
                               "tiles, may show his tiles and demand a redeal.")
    assert all(state.view(seat)["asking"] == ["E", "S", "W", "N"] for seat in state.seats)
    for seat in ("E", "S", "W"):
        assert state.legal() == (f"{seat} keep",)
        with pytest.raises(IllegalPlayError) as caught:
            state.play(f"{seat} redeal")
        assert caught.value.code == "bagchen.redeal-when"
        state = state.play(f"{seat} keep")
        assert narration(state, "N", "en") == f"{bagchen.State.seat_name(seat)} keeps the deal."
    assert state.legal() == ("N keep", "N redeal")
    with pytest.raises(IllegalPlayError) as caught:
        state.play("N ~[6-6]")
    assert caught.value.code == "bagchen.redeal-asked" and "keeps the deal" in caught.value.message()
    again = state.play("N redeal")
    assert again.redeals == 1 and again.hand.hands != state.hand.hands
    demanded = bagchen.replay(state.record() + "; N redeal")  # without the seed: the new deal is still to come
    assert narration(demanded, "E", "en") == "North shows his tiles and demands a redeal." and demanded.to_move == CHANCE
    assert narration(again, "E", "en").startswith("The deal. The dice show")
    assert bagchen.replay(again.record(), seed=33) == again
    kept = state.play("N keep")
    assert not kept.asking and kept.before_play == (kept.round == "unite")


def test_a_passport_holder_s_dice_are_chance_and_his_hand_is_shown():
    for seed in range(400):
        rng = random.Random(seed)
        state = bagchen.start(seed=seed)
        while not state.finished and state.throw is None:
            state = state.play(rng.choice(state.legal()))
        if state.throw is not None:
            break
    seat = state.to_move
    assert all(d.startswith(f"{seat} [") for d in state.legal())
    assert state.view("N" if seat != "N" else "E")["shown"][seat] == bagchen.format_tiles(state.hand.hands[seat])
    decision = state.legal()[0]
    wrong = "1-1" if str(state.throw) != "1-1" else "2-2"
    with pytest.raises(IllegalPlayError) as caught:
        state.play(f"{decision} @{wrong}")
    assert caught.value.code == "bagchen.passport-dice-shown"
    assert state.play(f"{decision} @{state.throw}") == state.play(decision)


def test_the_first_state_says_how_the_hand_begins_and_draws():
    state = bagchen.start(seed=2)
    assert narration(state, ALL, "en").startswith("The deal. The dice show")
    assert "<svg" in drawing(state, "E", "en") and narration(state, ALL, "ru") != narration(state, ALL, "en")


@pytest.mark.parametrize("options", [
    {"merge_unbeatable_leads": True}, {"fourteen_trick_blind_pair": True}, {"must_beat_if_able": True},
    {"charity_open_beat_scope": "next_player", "charity_named": False},
    {"first_starter": "dice_chain"}, {"redeal_new_point": False},
    {"unite_equal_substitution": False, "unite_stake_chip": True}, {"recheck_four_sky_chiefs_after_unite": False},
    {"unite_lone_tile": True}, {"merge_unbeatable_leads": True, "merged_lead_jump": "whole_lead"},
    {"sixteen_tricks": "times4", "table_chips": 6, "fourteen_trick_blind_pair": True, "passport_rules": "berkhin"},
])
def test_other_rule_options_play_out(options):
    for seed in range(15):
        rng = random.Random(seed)
        state = bagchen.start(seed=seed, **options)
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
        assert sum(state.outcome().values()) == 0
        assert bagchen.replay(state.record(), seed=seed, **options) == state


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 80), st.sampled_from(READINGS))
def test_transitions_keep_the_tiles_and_the_turn(seed, steps, reading):
    rng = random.Random(seed)
    state = bagchen.start(seed=seed, passport_rules=reading)
    for _ in range(steps):
        if state.finished:
            break
        before = state
        decision = rng.choice(state.legal())
        state = state.play(decision)
        assert before.play(decision) == state  # the state before is unchanged
        held = sum((Counter(tiles) for tiles in state.hand.hands.values()), Counter())
        played = sum((Counter(p.tiles) for trick in state.hand.tricks for p in trick.plays), Counter())
        assert sum((held + played).values()) == 64
        if not state.hand.tricks:  # a step before the first lead
            continue
        trick = state.hand.tricks[-1]
        if not trick.done:
            seats = [p.seat for p in trick.plays]
            assert state.to_move == bagchen.State.seats.fget(state)[(state.seats.index(seats[-1]) + 1) % 4]
        elif not state.finished:
            assert state.to_move == trick.winner


def test_the_steps_before_the_first_lead_come_in_order():
    """A round of blind exchanges (nobody has looked: no hand is shown), then the redeal, then a round of calls for
    mother and son; the automatic player passes and declines."""
    state = bagchen.start(seed=7)  # the point is 3-3: mother and son may seek each other
    assert state.round == "exchange" and state.legal() == ("E exchange N", "E exchange S", "E exchange W", "E pass")
    assert state.view("E")["hand"] is None and "Before anyone looks" in narration(state, ALL, "en")
    assert easy(state, random.Random(0)) == "E pass"
    state = state.play("E pass").play("S exchange N")
    assert state.to_move == "N" and state.legal() == ("N accept", "N decline")
    assert easy(state, random.Random(0)) == "N decline"
    before = state.hand.hands
    state = state.play("N accept")
    assert state.hand.hands["S"] == before["N"] and state.hand.hands["N"] == before["S"]
    assert narration(state, "W", "en") == "North accepts. South and North exchange their hands unseen."
    assert narration(state, "W", "ru") == "Север соглашается. Юг и Север меняются камнями не глядя."
    assert not tiles_in(narration(state, "S", "en")) and tiles_in(narration(state, ALL, "en"))  # told only to nobody at the table
    state = state.play("W pass").play("N pass")
    assert state.asking == ("E", "S", "W", "N") and state.view("E")["hand"] is not None
    for seat in state.asking:
        state = state.play(f"{seat} keep")
    assert state.round == "unite" and state.to_move == "E"
    assert state.legal() == ("E pass", "E unite [4-2]")
    with pytest.raises(IllegalPlayError) as caught:
        state.play("E [3-3]")
    assert caught.value.code == "bagchen.not-begun"
    with pytest.raises(IllegalPlayError) as caught:
        state.play("E unite [2-1]")
    assert caught.value.code == "bagchen.tiles-not-held"


def test_mother_seeks_son_through_the_state():
    """E calls with his mother; the others answer one at a time, out loud: an answer shows the son, a pass shows
    nothing, and the first to accept from E round (W, before N) unites with him by the dice drawn from the seed."""
    state = bagchen.start(seed=7)
    for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep", "E unite [4-2]"):
        state = state.play(decision)
    assert state.to_move == "S" and state.legal() == ("S decline",)  # S holds no son
    with pytest.raises(IllegalPlayError) as caught:
        state.play("S accept")
    assert caught.value.code == "bagchen.cannot-accept"
    state = state.play("S decline")
    assert narration(state, "N", "en") == "South passes: he does not answer the call."  # issue 25: not "answered"
    assert narration(state, "N", "ru") == "Юг пасует: не откликается на зов."
    state = state.play("W accept")
    assert narration(state, "N", "en") == "West accepts the call." == narration(state, "W", "en")
    assert state.view("N")["proposal"] == {"seat": "E", "kind": "unite", "other": None, "tile": "[4-2]",
                                           "answering": ["N"], "accepted": ["W"]}
    final = state.play("N accept")
    united = final.unions[0]
    assert (united.caller, united.acceptor) == ("E", "W") and united.union is not None
    assert {len(tiles) for tiles in final.hand.hands.values()} == {16}
    taker = united.union.taker
    assert Counter(final.hand.hands[taker])[MOTHER] >= 1 and Counter(final.hand.hands[taker])[SON] >= 1
    assert "West answers East's call." in narration(final, "S", "en") and final.to_move == "S"
    assert "Запад откликается на зов Востока." in narration(final, "S", "ru")
    assert bagchen.replay(final.record(), seed=7) == final
    check_view(final)
    check_narration(final)


def test_the_double_swap_and_the_point_that_forbids_uniting():
    """TV-U04: two mothers for two sons, one of each swapped without dice; TV-U02: not when they are the point."""
    for seed in range(2000):
        state = to_the_lead(bagchen.start(seed=seed))
        hands = state.hand.hands
        mothers = [s for s in state.seats if Counter(hands[s])[MOTHER] == 2]
        sons = [s for s in state.seats if Counter(hands[s])[SON] == 2]
        if mothers and sons and mothers != sons and not state.hand.point.mother_son_are_points:
            break
    state = bagchen.start(seed=seed)
    for word in ("pass",) * 4 + ("keep",) * 4:
        state = state.play(f"{state.to_move} {word}")
    while state.to_move != mothers[0]:
        state = state.play(easy(state, random.Random(0)))
    assert f"{mothers[0]} swap [4-2]" in state.legal()
    state = state.play(f"{mothers[0]} swap [4-2]")
    while state.proposal is not None:
        state = state.play(f"{state.to_move} {'accept' if state.to_move == sons[0] else 'decline'}")
    for seat in (mothers[0], sons[0]):
        assert Counter(state.hand.hands[seat])[MOTHER] == Counter(state.hand.hands[seat])[SON] == 1
    assert "without dice" in narration(state, ALL, "en") and state.unions[0].union is None

    for seed in range(3000):
        state = bagchen.start(seed=seed)
        if state.hand.point in (Point.parse("4-2"), Point.parse("2-1")):
            break
    state = to_the_lead(state)
    assert state.round == "" and not any(" unite " in d for d in state.decisions)


@pytest.mark.parametrize("reading", READINGS)
def test_narration_for_a_seat_names_no_hidden_tile(reading):
    """Every state of a few random hands, told to each seat, in two languages."""
    for seed in range(3):
        rng = random.Random(seed)
        state = bagchen.start(seed=seed, passport_rules=reading)
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
            check_narration(state, ("en", "ru", "zh")[seed % 3])
        hidden = [d for d in state.decisions if "~" in d]
        assert hidden and all(d.split(" ~")[1] not in narration(state, "E", "en") for d in hidden[-1:]
                              if not d.startswith("E"))


def test_seats_have_names():
    assert [bagchen.State.seat_name(s, "ru") for s in "ESWN"] == ["Восток", "Юг", "Запад", "Север"]
    assert bagchen.State.seat_name("E") == "East" and bagchen.State.seat_name("N", "zh") == "北家"
