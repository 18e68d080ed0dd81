"""Completeness and the number of arrangements agree with the `mahjong` package (spec §7.1)."""

import random

import pytest

from benchmarks.mahjong import compare, our_verdict, random_hands
from tutor.mahjong import format_hand, parse_hand

mahjong = pytest.importorskip("mahjong", reason="the `mahjong` package (pip install mahjong==2.1.0) is the oracle")


def test_ten_thousand_random_hands_agree():
    result = compare(10000)
    assert 3000 < result["complete"] < 7000, result["complete"]
    assert [format_hand(h) for h in result["disagreements"]] == []


@pytest.mark.parametrize("text, complete", [
    ("1C 1C 2C 2C 3C 3C 4C 4C 5C 5C 6C 6C 7C 7C", True),  # also splits into sets
    ("1C 1C 3C 3C 5C 5C 7C 7C 9C 9C 1D 1D 2D 2D", False),  # seven pairs only: not a hand here
    ("1C 9C 1D 9D 1B 9B East South West North White Green Red Red", True),
    ("1C 2C 3C 4C 5C 6C 7C 8C 9C 1D East South West North", False),
])
def test_the_specs_recipe_cases(text, complete):
    assert our_verdict(parse_hand(text))[0] is complete


def test_the_generator_makes_kongs_and_broken_hands():
    hands = random_hands(random.Random(1), 300)
    assert any(h.kongs for h in hands) and len({h.size for h in hands}) == 1
