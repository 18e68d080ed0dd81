"""Mahjong's rule options: every knob of spec §3.11 (and §2's dead_waits_count) with its default."""

import pytest

from tutor.errors import TutorError
from tutor.mahjong import Rules
from tutor.mahjong.settlement import next_deal, winds_for_next_hand
from tutor.mahjong.sources import RULES_TEXT

SPEC = {
    "limit": 500, "mahjong_bonus": 20, "bonus_style": "doubles", "own_bonus_doubles": "flower_and_season",
    "bonus_set_doubles": 1, "loser_pairs_score": False, "standing_hand_reward": "points100",
    "east_streak_limit": 13, "non_winner_limit_value": 100, "extra_limit_hands": (), "special_hands": True,
    "claimed_kong_concealed": False, "false_mahjong_penalty": "double_limit", "broken_standing_hand": "no_win",
    "standing_hand_win_on_discard": True, "dead_game_breaks_east_streak": False,
    "pass_deal_after_streak_limit": True, "heavens_blessing_allows_bonus_replacement": True,
    "earths_blessing_self_draw": False, "earths_blessing_after_east_kong": True, "orphans_rob_concealed_kong": True, "wall_side": "east", "dead_waits_count": False,
}


def test_every_knob_of_the_spec_with_its_default():
    assert Rules().values() == SPEC


@pytest.mark.parametrize("name", SPEC)
def test_every_option_has_readings_in_three_languages(name):
    declared = Rules.option(name)
    assert declared.readings and declared.ref
    for reading in declared.readings:
        assert all(reading.says) and (bool(reading.locator) == (reading.source is RULES_TEXT))


def test_bad_values_are_coded_errors():
    with pytest.raises(TutorError) as error:
        Rules(bonus_style="fans")
    assert error.value.code == "rules.bad-choice"
    with pytest.raises(TutorError):
        Rules.from_strings(["extra_limit_hands=four_kongs,dragons"])
    assert Rules.from_strings(["extra_limit_hands=imperial_jade,four_kongs"]).extra_limit_hands == \
        ("four_kongs", "imperial_jade")


def test_east_streak_options_govern_the_next_deal():
    assert next_deal("E", "E", 12).passes
    assert not next_deal("E", "E", 12, Rules(pass_deal_after_streak_limit=False)).passes
    assert next_deal("E", "E", 12, Rules(pass_deal_after_streak_limit=False)).east_streak == 13
    assert next_deal("E", "E", 8, Rules(east_streak_limit=9)).passes
    assert next_deal(None, "E", 4).east_streak == 4
    assert next_deal(None, "E", 4, Rules(dead_game_breaks_east_streak=True)).east_streak == 0


WINDS = {"Ann": "E", "Bob": "S", "Cy": "W", "Di": "N"}


def test_east_keeps_the_deal_and_the_winds_when_he_wins_or_nobody_does():
    assert winds_for_next_hand(WINDS, "Ann") == WINDS
    assert winds_for_next_hand(WINDS, None) == WINDS


@pytest.mark.parametrize("winner", ["Bob", "Cy", "Di"])
def test_otherwise_the_winds_move_counter_clockwise(winner):
    # source: «ветра перемещаются вокруг стола против часовой стрелки»: South's player deals next
    assert winds_for_next_hand(WINDS, winner) == {"Ann": "N", "Bob": "E", "Cy": "S", "Di": "W"}


def test_four_passes_bring_the_deal_back_and_the_streak_limit_passes_it():
    winds = dict(WINDS)
    for winner in ("Bob", "Cy", "Di", "Ann"):  # a non-East winner each time
        east = next(p for p, w in winds.items() if w == "E")
        assert winner != east
        winds = winds_for_next_hand(winds, winner)
    assert winds == WINDS
    assert winds_for_next_hand(WINDS, "Ann", east_streak=12)["Bob"] == "E"  # the 13th win in a row passes it
    assert winds_for_next_hand(WINDS, "Ann", east_streak=12, rules=Rules(pass_deal_after_streak_limit=False)) == WINDS


@pytest.mark.parametrize("winds, winner, code", [
    ({"Ann": "E", "Bob": "S", "Cy": "W"}, "Ann", "mahjong.winds"),
    ({"Ann": "E", "Bob": "E", "Cy": "W", "Di": "N"}, "Ann", "mahjong.winds"),
    (WINDS, "Eve", "mahjong.not-a-player"),
])
def test_bad_winds(winds, winner, code):
    with pytest.raises(TutorError) as error:
        winds_for_next_hand(winds, winner)
    assert error.value.code == code
