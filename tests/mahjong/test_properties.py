"""Properties: settlement sums to zero, the winner collects 6S as East and 4S otherwise, and the
notation round-trips."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.mahjong import random_hands
from tutor.mahjong import SEATS, format_hand, parse_hand, settle

scores = st.fixed_dictionaries({seat: st.integers(0, 500) for seat in SEATS})


@given(scores, st.sampled_from(SEATS), st.sampled_from(SEATS))
def test_settlement_sums_to_zero_and_pays_the_winner_6s_or_4s(table, winner, east):
    result = settle(table, winner=winner, east=east)
    assert sum(result.net.values()) == 0
    assert result.net[winner] == table[winner] * (6 if winner == east else 4)
    assert all(p.payer != winner and p.amount > 0 for p in result.payments)


@given(scores, st.sampled_from(SEATS))
def test_a_dead_game_pays_nothing(table, east):
    assert settle(table, winner=None, east=east).payments == ()


@settings(max_examples=200)
@given(st.integers(0, 2**32))
def test_parse_format_round_trip(seed):
    rng = random.Random(seed)
    for hand in random_hands(rng, 5):
        text = format_hand(hand)
        assert parse_hand(text) == hand and format_hand(parse_hand(text)) == text
