"""Legal actions for one throw (spec §4, §4.11): the test vectors of spec §6 and one test per rule."""

import pytest

from tutor.errors import IllegalPlayError, TutorError
from tutor.pachisi import FIGURE_2, Move, Position, Rules, legal_moves, next_player, play, start_position, throws_again

F12 = "A1:A1,H2,A1* A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"
RULES_EXAMPLE = "H1:H2,G2,F3"
DEFAULT = Rules()


def moves(text, player, roll, rules=DEFAULT):
    return {str(m) for m in legal_moves(Position.parse(text), player, roll, rules)}


def after(text, player, roll, written, rules=DEFAULT):
    position = Position.parse(text)
    [move] = [m for m in legal_moves(position, player, roll, rules) if str(m) == written]
    return str(play(position, move, rules))


@pytest.mark.parametrize("name, text, player, roll, expected", [
    ("F1", FIGURE_2, "H1", 6, {"C1-A5", "E1-A3"}),
    ("F2", FIGURE_2, "H1", 3, set()),
    ("F3", FIGURE_2, "A1", 6, {"A1-A7", "enter A1"}),
    ("F4", FIGURE_2, "H8", 2, {"G1-E1x", "G8-G7", "H1-F1"}),
    ("F5", FIGURE_2, "H8", 5, set()),
    ("F6", FIGURE_2, "A8", 1, {"A8-B8", "B7-C6", "enter A8", "H4-H3"}),
    ("F7", FIGURE_2, "A8", 3, {"A8-D8"}),
    ("F8", FIGURE_2, "A8", 6, {"A8-G8x", "enter A8", "H4-E1x"}),
    ("F9", RULES_EXAMPLE, "H1", 4, {"H2-E4"}),
    ("F10", RULES_EXAMPLE, "H1", 3, set()),
    ("F11", RULES_EXAMPLE, "H1", 2, {"G2-E4"}),
    ("F12", F12, "A1", 6, {"A1-A7", "enter A1"}),
    ("F13", F12, "A1", 3, {"A1-A4", "A1-D4"}),
    ("F14", FIGURE_2, "A1", 3, {"A1-A4"}),
    ("F15", F12, "A1", 1, {"A1-A2", "A1-B2", "enter A1"}),
    ("F16", FIGURE_2, "A1", 1, {"A1-A2", "enter A1"}),
])
def test_spec_vectors(name, text, player, roll, expected):
    assert moves(text, player, roll) == expected


def test_json_form_of_a_move():
    found = legal_moves(Position.parse(FIGURE_2), "A8", 6)
    assert [m.to_json() for m in found] == [
        {"from": None, "to": "A8", "eats": None},
        {"from": "A8", "to": "G8", "eats": "H8"},
        {"from": "H4", "to": "E1", "eats": "H1"},
    ]


# entering
@pytest.mark.parametrize("roll", [2, 3, 4, 5])
def test_enter_only_on_one_or_six(roll):
    assert not any(m.startswith("enter") for m in moves("A1: A8:", "A1", roll))


def test_enter_on_one_or_six_is_optional():
    assert moves("A1:H1", "A1", 1) == {"enter A1", "H1-G1"}
    assert moves("A1:H1", "A1", 6) == {"enter A1", "H1-B1"}


def test_no_entering_with_every_piece_on_the_board():
    assert moves("A1:A2,A3,A4,A5", "A1", 1) == {"A2-A3", "A3-A4", "A4-A5", "A5-A6"}


def test_entering_eats_a_single_enemy_piece_on_the_home():
    assert moves("A1: A8:A1", "A1", 1) == {"enter A1x"}
    assert after("A1: A8:A1", "A1", 1, "enter A1x") == "A1:A1 A8:"


def test_enemy_barrier_on_the_home_blocks_entering():
    assert moves("A1: A8:A1,A1", "A1", 6) == set()


def test_entering_onto_own_pieces_grows_the_barrier():
    assert after(FIGURE_2, "A1", 6, "enter A1").startswith("A1:A1,A1,A1,H2 ")


# moving
def test_a_piece_moves_exactly_the_throw_clockwise():
    assert moves("H8:G1", "H8", 4) == {"G1-C1"}
    assert moves("A1:A7", "A1", 3) == {"A7-C8"}


def test_passing_single_pieces_eats_nothing():
    assert after("A1:A2 A8:A3 H8:A4", "A1", 3, "A2-A5") == "A1:A5 A8:A3 H8:A4"


def test_landing_on_a_single_enemy_piece_eats_it():
    assert after("A1:A2 A8:A5", "A1", 3, "A2-A5x") == "A1:A5 A8:"


def test_landing_on_own_pieces_forms_a_barrier():
    assert after("A1:A2,A5", "A1", 3, "A2-A5") == "A1:A5,A5"


@pytest.mark.parametrize("barrier", ["A1:A2,A4,A4", "A1:A2 A8:A4,A4"])
def test_a_barrier_own_or_enemy_is_passed_only_with_a_six(barrier):
    for roll in (3, 4, 5):
        assert f"A2-A{2 + roll}" not in moves(barrier, "A1", roll)
    assert "A2-A8" in moves(barrier, "A1", 6)


def test_a_six_passes_several_barriers():
    assert moves("A1:A2 A8:A3,A3 H8:A5,A5,A5", "A1", 6) == {"A2-A8", "enter A1"}


def test_never_landing_on_an_enemy_barrier_even_with_a_six():
    assert moves("A1:A3 A8:B8,B8", "A1", 6) == {"enter A1"}
    assert moves("A1:A2 A8:A3,A3", "A1", 1) == {"enter A1"}


def test_a_single_old_piece_on_its_home_can_be_eaten():
    assert after("A1:A3 A8:A8*", "A1", 6, "A3-B8") == "A1:B8 A8:A8*"  # passed: nothing happens
    assert after("A1:A2 A8:A8*", "A1", 6, "A2-A8x") == "A1:A8 A8:"


def test_an_old_piece_makes_no_second_lap():
    assert moves("A1:A1*", "A1", 4) == set()
    assert moves("A1:A1*", "A1", 2) == {"A1-C3"}


def test_stopping_on_the_home_makes_a_piece_old():
    assert after("A1:C1", "A1", 2, "C1-A1") == "A1:A1*"


def test_passing_through_the_home_into_the_yard():
    assert after("A1:C1", "A1", 4, "C1-C3") == "A1:C3"


# the yard
def test_yard_needs_the_exact_count():
    assert moves("A1:C1", "A1", 6) == {"enter A1"}  # C1 + 6 would overshoot D4


def test_one_piece_per_yard_square():
    assert moves("A1:B1,C3", "A1", 3) == set()


def test_jumping_over_own_pieces_in_the_yard():
    assert moves("A1:B2,C3", "A1", 2) == {"B2-D4"}


def test_no_backward_and_no_overshoot_inside_the_yard():
    assert moves("A1:D4", "A1", 2) == set()


def test_enemy_barrier_on_the_home_blocks_the_way_into_the_yard_except_with_a_six():
    assert moves("A1:B1 A8:A1,A1", "A1", 2) == set()
    assert moves("A1:F1 A8:A1,A1", "A1", 6) == {"F1-B2"}


def test_own_barrier_on_the_home_blocks_passing_too():
    assert moves("A1:A1,A1,B1", "A1", 2) == {"A1-A3"}


# new and old pieces on one home (option home_new_old_barrier)
def test_new_and_old_piece_on_home_form_a_barrier_by_default():
    text = "A1:A1,A1* A8:B1,C1"
    assert moves(text, "A8", 2) == set()  # C1 would pass it, B1 would land on it
    assert moves(text, "A8", 6) == {"C1-A5", "B1-A6", "enter A8"}


def test_new_and_old_piece_on_home_as_no_barrier():
    rules = Rules(home_new_old_barrier=False)
    text = "A1:A1,A1* A8:B1,C1"
    assert moves(text, "A8", 2, rules) == {"B1-A2"}  # B1 passes the pair; C1 may not land on two pieces
    assert moves("A1:A1,A1,A1* A8:B1", "A8", 2, rules) == set()  # two new pieces are still a barrier


# the rejected rules of Note 3
def test_only_pairs_jumpable():
    rules = Rules(only_pairs_jumpable=True)
    assert moves("A1:A2 A8:A4,A4", "A1", 6, rules) == {"A2-A8", "enter A1"}
    assert moves("A1:A2 A8:A4,A4,A4", "A1", 6, rules) == {"enter A1"}
    assert moves("A1:A2 A8:A4,A4,A4", "A1", 6) == {"A2-A8", "enter A1"}


def test_extra_throws():
    position = Position.parse("A1:A2,A1* A8:A5")
    eat, = [m for m in legal_moves(position, "A1", 3) if m.eats]
    yard, = [m for m in legal_moves(position, "A1", 2) if m.start == 28]
    assert throws_again(None, 6) and not throws_again(None, 5)
    assert not throws_again(eat, 3) and throws_again(eat, 3, Rules(extra_throw_on_eat=True))
    assert not throws_again(yard, 2) and throws_again(yard, 2, Rules(extra_throw_on_yard=True))
    step = legal_moves(Position.parse("A1:B2"), "A1", 2)[0]  # B2-D4, inside the yard
    assert str(step) == "B2-D4" and throws_again(step, 2, Rules(extra_throw_on_yard=True))
    passing = legal_moves(Position.parse("A1:C1"), "A1", 4)[0]  # straight past the home: not an old piece
    assert not throws_again(passing, 4, Rules(extra_throw_on_yard=True))


# rule (c), the two readings of «завел «старую» шашку во «двор»»
@pytest.mark.parametrize("text, roll, move, old_piece, any_piece", [
    ("A1:C1", 3, "C1-B2", False, True),     # passes its home straight into the yard
    ("A1:E1", 5, "E1-B2", False, True),     # the same from further back
    ("A1:A1*", 1, "A1-B2", True, True),     # an old piece steps off its home
    ("A1:B2", 2, "B2-D4", True, True),      # a step inside the yard
    ("A1:C3", 1, "C3-D4", True, True),
    ("A1:C1", 2, "C1-A1", False, False),    # stops on its home: «не в «дом»!»
    ("A1:A2", 3, "A2-A5", False, False),    # an ordinary move
    ("A1:", 1, "enter A1", False, False),
])
def test_extra_throw_on_yard_readings(text, roll, move, old_piece, any_piece):
    [found] = [m for m in legal_moves(Position.parse(text), "A1", roll) if str(m) == move]
    for entry, expected in (("old_piece", old_piece), ("any_piece", any_piece)):
        assert throws_again(found, roll, Rules(extra_throw_on_yard=True, extra_throw_on_yard_entry=entry)) \
            is (expected or roll == 6)
    assert throws_again(found, roll, Rules()) is (roll == 6)  # rule (c) off


def test_extra_throw_on_yard_entry_option():
    assert Rules().extra_throw_on_yard_entry == "old_piece"
    rules = Rules.from_strings(["extra_throw_on_yard=true", "extra_throw_on_yard_entry=any_piece"])
    assert rules.extra_throw_on_yard and rules.extra_throw_on_yard_entry == "any_piece"
    with pytest.raises(TutorError) as caught:
        Rules.from_strings(["extra_throw_on_yard_entry=old"])
    assert caught.value.code == "rules.bad-choice"
    # rule (c)'s reading without rule (c) would be ignored: refused, saying what it needs (issue 25, item 10)
    with pytest.raises(TutorError) as caught:
        Rules.from_strings(["extra_throw_on_yard_entry=any_piece"])
    assert caught.value.code == "rules.requires-option"
    assert caught.value.params["requires"] == "extra_throw_on_yard=true"
    assert "extra_throw_on_yard=true" in caught.value.message("zh")
    assert Rules(extra_throw_on_yard_entry="old_piece") == Rules()  # its default is no change


@pytest.mark.parametrize("option, value, requires", [
    ("partner_barrier_needs_six", False, "variant=partners"),
    ("partners_mixed_pair_is_barrier", False, "variant=partners"),
    ("partner_on_home_blocks_entry", True, "variant=partners"),
    ("pushups_stop_at_first_finisher", False, "variant=pushups"),
    ("pushups_brought_home", "yard_only", "variant=pushups"),
    ("basic_stakes", "loser_pays_each", "variant=basic"),
])
def test_a_variant_option_needs_its_variant(option, value, requires):
    variant = requires.split("=")[1]
    others = [v for v in ("basic", "pushups", "partners") if v != variant]
    for other in others:
        with pytest.raises(TutorError) as caught:
            Rules(variant=other, **{option: value})
        assert caught.value.code == "rules.requires-option" and caught.value.params["requires"] == requires
    assert getattr(Rules(variant=variant, **{option: value}), option) == value
    # the play page sends every option; the defaults of another variant's options are no change
    assert Rules.from_strings([f"variant={others[0]}", f"{option}={Rules.option(option).kind.format(Rules.option(option).default)}"]).variant == others[0]
    # switching the variant drops the other variant's options
    assert Rules(variant=variant, **{option: value}).switched(variant=others[0]) == Rules(variant=others[0])


# turns and finishing
def test_turn_order_is_clockwise_over_the_players_left():
    position = Position.parse("A1: A8: H8: H1:")
    assert [next_player(position, c, False) for c in ("A1", "A8", "H8", "H1")] == ["A8", "H8", "H1", "A1"]
    assert next_player(position, "A8", True) == "A8"
    assert next_player(Position.parse("A1: H1:"), "A1", False) == "H1"
    assert next_player(Position.parse("H8:"), "A1", False) is None


def test_start_uses_the_corners_in_force():
    assert str(start_position()) == "A1: A8: H8: H1:"
    assert str(start_position(Rules(corners=("A8", "H1")))) == "A8: H1:"
    assert str(start_position(Rules.from_strings(["corners=H8,A1,H1"]))) == "A1: H8: H1:"


def test_finishing_takes_the_player_off_the_board():
    position = Position.parse("A1:B1,B2,C3,D4 A8:A5 H8:")
    [home] = legal_moves(position, "A1", 1)
    finished = play(position, home)
    assert str(finished) == "A8:A5 H8:"
    assert next_player(finished, "A1", False) == "A8"
    assert next_player(finished, "A1", True) == "A8"  # a 6 does not bring a finished player back


# errors
def test_play_refuses_an_illegal_move():
    with pytest.raises(IllegalPlayError) as caught:
        play(Position.parse(FIGURE_2), Move("H1", 3, 3, 6))
    assert caught.value.code == "pachisi.illegal-move" and caught.value.params["legal"] == "—"


def test_play_checks_under_the_rules_in_force():
    position = Position.parse("A1:A1,A1* A8:D1")
    past = Move("A8", 4, 18, 22)  # D1-A2, past the new and old piece on A1
    assert str(play(position, past, Rules(home_new_old_barrier=False))) == "A1:A1,A1* A8:A2"
    with pytest.raises(IllegalPlayError):
        play(position, past)


@pytest.mark.parametrize("player, roll, code", [
    ("Z9", 3, "pachisi.unknown-player"),
    ("H8", 3, "pachisi.not-playing"),
    ("A1", 7, "pachisi.bad-roll"),
    ("A1", 0, "pachisi.bad-roll"),
    ("A1", True, "pachisi.bad-roll"),
])
def test_bad_requests(player, roll, code):
    with pytest.raises(TutorError) as caught:
        legal_moves(Position.parse("A1: A8:"), player, roll)
    assert caught.value.code == code
