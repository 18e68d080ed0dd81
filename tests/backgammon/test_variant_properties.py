"""Hypothesis properties of the variants, over positions reached by random play from their start."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.backgammon import Position, Rules, turn_plays

VARIANTS = (Rules(variant="acey-deucey"), Rules(variant="russian"),
            Rules(variant="russian", russian_double_moves="2+2", russian_first_turn_exception="none"),
            Rules(variant="acey-deucey", acey_deucey_european=True, acey_deucey_entry="all_before_moving"))


def reached(rng: random.Random, rules: Rules, turns: int) -> Position:
    position = rules.start
    for _ in range(turns):
        plays = turn_plays(position, (rng.randint(1, 6), rng.randint(1, 6)), rules)
        position = rng.choice(plays).result
        if 15 in position.borne_off():
            break
    return position


games = st.builds(lambda rng, rules, turns: (reached(rng, rules, turns), rules),
                  st.randoms(use_true_random=False), st.sampled_from(VARIANTS), st.integers(0, 15))
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


def fifteen(position):
    off = position.borne_off()
    return (sum(position.mover) + position.mover_waiting + off[0],
            sum(position.opponent) + position.opponent_waiting + off[1])


@settings(max_examples=25, deadline=None)
@given(games, dice)
def test_checkers_are_conserved_and_never_land_on_a_held_point(game, roll):
    position, rules = game
    for p in turn_plays(position, roll, rules):
        assert fifteen(p.result) == (15, 15)
        assert p.result.same_direction == (rules.variant == "russian")
        if not p.then:
            for _start, end in p.steps[:2]:  # the first part's steps start from this very position
                assert end == 0 or position.opponent_point(end) <= 1


@settings(max_examples=25, deadline=None)
@given(games, dice)
def test_results_round_trip_through_their_text(game, roll):
    position, rules = game
    for p in turn_plays(position, roll, rules):
        assert Position.parse(p.result.text, same_direction=p.result.same_direction) == p.result
