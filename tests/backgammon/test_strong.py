"""The strong player (tutor.backgammon.strong), its evaluator (tutor.backgammon.evaluator) and the coach
(tutor.backgammon.coach): every decision kind of every variant and reading, the networks' file, the cube's
money-game arithmetic, the shots counted, and the advice in three languages.

How well it plays is measured in benchmarks/backgammon_strength.py, not here."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import product

import pytest

import tutor
from tools import engine
from tutor.backgammon.board import START, Position
from tutor.backgammon.coach import advise, hitting_throws, verdict
from tutor.backgammon.evaluator import (
    NETS,
    Chances,
    _networks,
    contact,
    cube_action,
    cubeful,
    equity,
    probabilities,
    takes,
)
from tutor.backgammon.moves import legal_plays
from tutor.backgammon.rules import Rules
from tutor.backgammon.state import ANSWER, CUBE, BackgammonState
from tutor.backgammon.strong import options
from tutor.errors import IllegalPlayError
from tutor.games import levels, suggest

# each reading that brings a kind of decision or of scoring the others do not
READINGS = (
    {"bar_entry": "empty_point"},
    {"variant": "acey-deucey"},
    {"variant": "acey-deucey", "acey_deucey_entry": "after_double_or_acey_deucey_roll_again",
     "acey_deucey_scoring": "per_checker"},
    {"variant": "acey-deucey", "acey_deucey_european": True, "acey_deucey_scoring": "single"},
    {"variant": "russian", "russian_double_moves": "2+2", "russian_gammons": True},
    {"variant": "russian", "russian_first_turn_exception": "entering_phase", "russian_opening_reroll": True},
)


def test_backgammon_offers_both_levels():
    assert levels("backgammon") == ("easy", "strong")


@pytest.mark.parametrize("reading", READINGS, ids=repr)
def test_strong_decides_every_kind_of_decision_legally(reading):
    """Strong against easy to the end: each decision strong makes is legal, and the variants' own kinds come up."""
    kinds = set()
    state = tutor.start("backgammon", seed=0, **reading)
    while not state.finished:
        level = "strong" if state.to_move == "light" else "easy"
        decision = suggest(state, level=level)
        assert decision in state.legal()
        if level == "strong":
            kinds.add(state.phase if decision != "reroll" else "reroll")
            assert decision == options(state)[0].decision
        state = state.play(decision)
    assert "play" in kinds
    rules = Rules(**reading)
    if rules.cube_in_play:
        assert "cube" in kinds


def test_the_named_double_and_the_reroll_are_chosen_by_value():
    acey = tutor.start("backgammon", seed=0, variant="acey-deucey")
    rng = random.Random(4)
    while acey.phase != "name":  # a 1-2 played in full
        acey = acey.play(suggest(acey, seed=rng.randrange(99)))
    named = options(acey)
    assert sorted(o.decision for o in named) == [f"{n}-{n}" for n in range(1, 7)]
    assert named[0].equity == max(o.equity for o in named)
    russian = tutor.start("backgammon", seed=3, variant="russian", russian_opening_reroll=True)
    values = {o.decision: o.equity for o in options(russian)}
    assert "reroll" in values and len(values) == len(russian.legal())
    assert -1.0 <= values["reroll"] <= 1.0


def test_the_networks_ship_in_the_package_and_in_the_browsers_wheel():
    assert set(_networks()) == {"standard", "acey-deucey", "russian"}
    assert NETS.stat().st_size < 200_000
    assert "tutor/backgammon/nets.bin" in {name for name, _ in engine.wheel_files()}


def test_the_chances_are_consistent_and_see_the_board():
    rules = Rules()
    start = probabilities(START, rules)
    assert 0.45 < start.win < 0.62 and start.win_gammon <= start.win
    assert abs(equity(start, rules)) < 0.25
    # one checker left to bear off, on the ace point: the side on roll has won
    almost = Position.from_points({1: 1}, {6: 5, 13: 5, 20: 5})
    assert probabilities(almost, rules).win > 0.97
    # the same board with the other side on roll: it loses, very likely a gammon
    lost = probabilities(almost.swapped(), rules)
    assert lost.win < 0.03 and lost.lose_gammon > 0.5
    # no gammon against a side that has borne off
    assert probabilities(Position.from_points({1: 2, 2: 3}, {6: 5, 13: 5, 20: 3}), rules).lose_gammon == 0.0
    for variant in ("acey-deucey", "russian"):
        variant_rules = Rules(variant=variant)
        chances = probabilities(variant_rules.start, variant_rules)
        assert 0.35 < chances.win < 0.75, variant


def test_contact_in_both_geometries():
    assert contact(START)
    race = Position.from_points({6: 5, 5: 5, 4: 5}, {6: 5, 5: 5, 4: 5})
    assert not contact(race)
    assert contact(Position.from_points({25: 1, 6: 14}, {6: 15}))  # a checker on the bar meets the home board
    # one direction (Russian backgammon): checkers behind the other side's can still hit them
    assert contact(Position.from_points({3: 15}, {20: 15}, same_direction=True))
    assert contact(Position.from_points({20: 15}, {3: 15}, same_direction=True))


def test_cube_money_game_arithmetic():
    no_gammons = Chances(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    # the take point with a cube two thirds live and no gammons: about 21.5 %
    take_at = [p / 1000 for p in range(150, 300) if takes(no_gammons._replace(win=1 - p / 1000))]
    assert 0.205 < min(take_at) < 0.225
    # a position too good to double: play on for the gammon
    assert cube_action(Chances(0.95, 0.70, 0.05, 0.0, 0.0, 0.0, 0.0), "centre") == "no double"
    assert cube_action(Chances(0.75, 0.10, 0.0, 0.02, 0.0, 0.0, 0.0), "centre") == "double, take"
    assert cube_action(Chances(0.80, 0.10, 0.0, 0.02, 0.0, 0.0, 0.0), "centre") == "double, drop"
    # owning the cube is worth more than the centre, which is worth more than the opponent's cube
    even = Chances(0.6, 0.1, 0.0, 0.1, 0.0, 0.0, 0.0)
    assert cubeful(even, "own") > cubeful(even, "centre") > cubeful(even, "theirs")


def _at_cube(position: Position, phase: str = CUBE) -> BackgammonState:
    state = tutor.start("backgammon", seed=1)
    assert isinstance(state, BackgammonState)
    return replace(state, position=position, phase=phase, roll=None, parts=())


def test_strong_doubles_a_won_race_and_the_other_side_drops():
    race = Position.from_points({1: 2, 2: 2, 3: 3, 4: 3, 5: 2, 6: 3}, {6: 15})  # 55 pips against 90, no gammon
    assert suggest(_at_cube(race), level="strong") == "double"
    assert suggest(_at_cube(race, ANSWER), level="strong") == "drop"
    assert suggest(_at_cube(START), level="strong") == "roll"
    assert suggest(_at_cube(START, ANSWER), level="strong") == "take"


def test_the_shots_counted_are_the_legal_plays_that_hit():
    """hitting_throws skips throws that cannot reach a blot by their numbers: it counts as asking every throw."""
    rng = random.Random(29)
    from tools.backgammon_positions import SHAPES, random_position
    for i in range(60):
        after = random_position(rng, SHAPES[i % 2])
        if not any(c == 1 for c in after.opponent[:24]):
            continue
        blots, throws = hitting_throws(after, Rules())
        count = 0
        for first, second in product(range(1, 7), repeat=2):
            hit = any(p.result.mover[24] > after.opponent[24] for p in legal_plays(after, (first, second)))
            count += hit
        assert throws == count, after


def test_advice_names_the_strong_choice_and_prices_another():
    state = tutor.start("backgammon", seed=7)
    best = advise(state)
    assert best.decision == suggest(state, level="strong") and best.cost == 0 and best.verdict == "best"
    worst = min(options(state), key=lambda o: o.equity)
    other = advise(state, worst.decision, "zh_CN")
    assert other.asked == worst.decision and other.cost > 0 and other.verdict == verdict(other.cost)
    assert "。" in other.text and worst.decision in other.text
    assert other.as_dict()["decision"] == best.decision
    with pytest.raises(IllegalPlayError):
        advise(state, "24/14")


@pytest.mark.parametrize("language", ["en", "ru", "zh_CN"])
def test_advice_speaks_each_language_in_every_phase(language):
    """Advice for each kind of decision in a game, with no placeholder left and no English in ru or zh."""
    for reading in ({}, {"variant": "acey-deucey"}, {"variant": "russian", "russian_opening_reroll": True}):
        state = tutor.start("backgammon", seed=2, **reading)
        for _ in range(16):
            if state.finished:
                break
            advice = advise(state, state.legal()[-1], language)
            assert advice.text and "{" not in advice.text
            if language != "en":
                assert " the " not in advice.text and " wins " not in advice.text
            state = state.play(suggest(state, seed=1))


def test_one_roll_deeper_against_a_side_that_cannot_move_is_the_same_board_on_roll_again():
    """Against a closed board every roll of the side on the bar passes, so the deeper value is the plain one of the
    same board with the player on roll again."""
    from tutor.backgammon.strong import one_ply
    rules = Rules()
    closed = Position.from_points({25: 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 8: 3})
    value, _, again, chances = one_ply(closed, rules)
    plain = probabilities(closed.swapped(), rules)
    assert not again and value == pytest.approx(equity(plain, rules)) and chances.win == pytest.approx(plain.win)


def test_close_plays_are_looked_at_one_roll_deeper():
    state = tutor.start("backgammon", seed=7)
    ranked = options(state)
    deeper = [o for o in ranked if o.deeper]
    assert 2 <= len(deeper) <= 3 and ranked[0].deeper
    # the coach's question is looked at as deeply, even when it is far from the best
    worst = ranked[-1].decision
    assert next(o for o in options(state, also=(worst,)) if o.decision == worst).deeper
