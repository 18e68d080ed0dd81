"""The partners game (Note 2, spec §4.8): A1 with H8 against A8 with H1."""

import pytest

from tutor.errors import InvalidPositionError, TutorError
from tutor.pachisi import Position, Rules, legal_moves, play
from tutor.pachisi.explain import judge
from tutor.pachisi.svg import board_svg

PARTNERS = Rules(variant="partners")


def moves(text, player, roll, rules=PARTNERS):
    return {str(m) for m in legal_moves(Position.parse(text, rules), player, roll, rules)}


def test_partners_need_four_players():
    with pytest.raises(TutorError) as caught:
        Rules(variant="partners", corners=("A1", "A8", "H8"))
    assert caught.value.code == "pachisi.partners-need-four"


def test_notation_lets_partners_share_a_square_and_nobody_else():
    text = "A1:C1,C1,C1,C1 H8:C1,C1,C1,C1"
    assert str(Position.parse(text, PARTNERS)) == text  # eight pieces on one square
    with pytest.raises(InvalidPositionError) as caught:
        Position.parse(text)
    assert caught.value.code == "pachisi.mixed-square"
    with pytest.raises(InvalidPositionError) as caught:
        Position.parse("A1:C1 A8:C1", PARTNERS)
    assert caught.value.code == "pachisi.opponents-share-square" and caught.value.params["position"] == 10


def test_a_partners_piece_is_not_eaten_and_may_be_joined():
    assert moves("A1:A2 H8:A5", "A1", 3) == {"A2-A5"}
    after = play(Position.parse("A1:A2 H8:A5", PARTNERS), legal_moves(Position.parse("A1:A2 H8:A5", PARTNERS),
                                                                        "A1", 3, PARTNERS)[0], PARTNERS)
    assert str(after) == "A1:A5 H8:A5"
    assert moves("A1:A2 A8:A5", "A1", 3) == {"A2-A5x"}  # an opponent's single piece is eaten as usual


def test_a_mixed_barrier_is_never_passed_by_opponents():
    mixed = "A1:A4 A8:A2 H8:A4"
    assert moves(mixed, "A8", 6) == {"enter A8"}  # not A2-A8, home past the mixed barrier on A4
    assert "A2-A8" in moves("A1:A4,A4 A8:A2", "A8", 6)  # an unmixed barrier: a 6 passes it
    verdict = judge(Position.parse(mixed, PARTNERS), "A8", 6, "A2-A8", PARTNERS)
    assert verdict.reason == "passes-mixed-barrier"


def test_the_partners_pass_their_mixed_barrier_with_a_six():
    assert moves("A1:A2 A8:B8 H8:A4,A4", "A1", 6) == {"enter A1", "A2-A8"}
    assert moves("A1:A2,A4 H8:A4", "A1", 3) == {"A4-A7"}  # A2 may not pass its own pair's barrier
    assert moves("A1:A2,A4 H8:A4", "A1", 6) == {"enter A1", "A2-A8", "A4-C8"}


def test_one_piece_of_each_partner_as_no_barrier():
    rules = Rules(variant="partners", partners_mixed_pair_is_barrier=False)
    assert moves("A1:A4 A8:A2 H8:A4", "A8", 3, rules) == {"A2-A5"}
    assert moves("A1:A4 A8:A2 H8:A4", "A8", 2, rules) == set()  # two pieces: nothing to eat
    assert moves("A1:A4 A8:A2 H8:A4,A4", "A8", 6, rules) == {"enter A8"}


def test_a_partners_own_barrier():
    assert moves("A1:A2 H8:A4,A4", "A1", 3) == set()
    rules = Rules(variant="partners", partner_barrier_needs_six=False)
    assert moves("A1:A2 H8:A4,A4", "A1", 3, rules) == {"A2-A5"}
    assert moves("A1:A2 A8:A4,A4", "A1", 3, rules) == set()  # an opponent's barrier still needs a 6


def test_a_partners_pieces_on_your_home():
    assert moves("A1: H8:A1,A1", "A1", 1) == {"enter A1"}
    rules = Rules(variant="partners", partner_on_home_blocks_entry=True)
    assert moves("A1: H8:A1,A1", "A1", 1, rules) == set()
    assert moves("A1: H8:A1", "A1", 1, rules) == {"enter A1"}


def test_drawing_a_stack_of_eight():
    svg = board_svg(Position.parse("A1:C1,C1,C1,C1 H8:C1,C1,C1,C1", PARTNERS))
    assert 'data-square="C1" data-count="8"' in svg and svg.count('class="piece ') == 8
