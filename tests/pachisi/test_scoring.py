"""Push-ups scoring (Note 1, spec §4.7)."""

import pytest

from tutor.pachisi import Position, Rules, pushups
from tutor.pachisi.scoring import brought_home, neighbourhood


def test_the_texts_example_is_45():
    # one piece home, sitting on the winner's right: 5 × 3 + 10 × 3
    after = Position.parse("A1:H3,B1,B1,C3 H8: H1:")
    assert pushups(after, "A8")["A1"] == 45


@pytest.mark.parametrize("winner, player, units", [
    ("A1", "A8", 1), ("A1", "H8", 2), ("A1", "H1", 3), ("H1", "A1", 1), ("H8", "A8", 3),
])
def test_neighbourhood_units(winner, player, units):
    assert neighbourhood(player, winner) == units


def test_which_pieces_count_as_brought_home():
    pieces = Position.parse("A1:H2,A1*,B2,C3").pieces("A1")
    assert brought_home(pieces) == 3
    assert brought_home(pieces, Rules(variant="pushups", pushups_brought_home="yard_only")) == 2
    after = Position.parse("A1:H2,A1*,B2,C3 H8:")
    assert pushups(after, "A8") == {"A1": 5 + 30, "H8": 20 + 10}
    assert pushups(after, "A8", Rules(variant="pushups", pushups_brought_home="yard_only")) == {"A1": 10 + 30, "H8": 20 + 10}
