"""Acey-Deucey and Russian backgammon: entering from off the board, the 1-2, doubles with their complement."""

import json

import pytest

from tutor.backgammon import Position, Rules, legal_plays, play
from tutor.backgammon.board import VARIANT_START
from tutor.backgammon.turns import Turn, parts, turn_plays
from tutor.cli import main
from tutor.errors import IllegalPlayError, InvalidPositionError, NotationError

ACEY = Rules(variant="acey-deucey")
RUSSIAN = Rules(variant="russian")
RUSSIAN_START = Position.parse("AAAAAAAAAAAAAA:15:15", same_direction=True)


def names(plays):
    return [str(p) for p in plays]


# --- positions with waiting checkers


def test_waiting_checkers_are_written_after_the_position_id_and_round_trip():
    position = Position.from_points({19: 2}, {20: 2}, 13, 13)
    assert position.text.endswith(":13:13")
    assert Position.parse(position.text) == position
    assert Position.parse("4HPwATDgc/ABMA") == Position.parse("4HPwATDgc/ABMA:0:0")


def test_a_side_cannot_both_wait_to_enter_and_have_borne_off():
    with pytest.raises(InvalidPositionError) as error:
        Position.from_points({6: 2}, {}, 1, 15)
    assert error.value.code == "backgammon.waiting-and-off"


@pytest.mark.parametrize("text", ["AAAAAAAAAAAAAA:", "AAAAAAAAAAAAAA:1", "AAAAAAAAAAAAAA:a:1", "AAAAAAAAAAAAAA:1:2:3"])
def test_bad_waiting_suffixes_are_notation_errors(text):
    with pytest.raises(NotationError) as error:
        Position.parse(text)
    assert error.value.code == "backgammon.waiting-syntax"


def test_same_direction_puts_the_opponent_on_the_same_numbered_point():
    with pytest.raises(InvalidPositionError):
        Position.from_points({19: 2}, {19: 1}, 13, 14, same_direction=True)
    assert Position.from_points({18: 2}, {6: 1}, 13, 14).opponent_point(19) == 1


# --- Acey-Deucey


def test_all_checkers_start_off_the_board_and_enter_as_from_the_bar():
    assert VARIANT_START.borne_off() == (0, 0) and VARIANT_START.waiting() == (15, 15)
    assert names(legal_plays(VARIANT_START, "6-5", ACEY)) == ["bar/14", "bar/20 bar/19"]


def test_once_a_checker_is_in_each_die_may_enter_another_or_move_one():
    position = Position.from_points({20: 1}, {}, 14, 15)
    plays = names(legal_plays(position, "3-1", ACEY))
    assert "bar/24 bar/22" in plays and "bar/24 20/17" in plays and "20/16" in plays


def test_entering_from_off_the_board_hits_a_blot_and_is_blocked_by_a_point():
    position = Position.from_points({}, {5: 1, 6: 2}, 15, 12)  # opponent's 5 and 6 are my 20 and 19
    assert names(legal_plays(position, "6-5", ACEY)) == ["bar/20*/14"]


def test_no_bearing_off_while_checkers_wait_to_enter():
    position = Position.from_points({3: 14}, {}, 1, 15)
    assert all("off" not in p for p in names(legal_plays(position, "6-3", ACEY)))


def test_a_1_2_then_a_double_of_ones_choice_then_another_roll():
    assert parts(VARIANT_START, "1-2", ACEY) == Turn(((2, 1),), "double")
    plays = turn_plays(VARIANT_START, "1-2", ACEY, double=5)
    assert all(p.then == "roll" for p in plays)
    assert "bar/24 bar/23 bar/20(4)" in names(plays)
    assert plays[0].result.mover_waiting + sum(plays[0].result.mover) == 15  # the same side is still on roll


def test_the_source_style_gives_only_the_extra_roll():
    source = ACEY.replace(acey_deucey_style="source")
    assert parts(VARIANT_START, "2-1", source) == Turn(((2, 1),), "roll")
    with pytest.raises(IllegalPlayError) as error:
        turn_plays(VARIANT_START, "2-1", source, double=4)
    assert error.value.code == "backgammon.no-double-to-choose"


def test_a_1_2_that_cannot_be_played_in_full_loses_its_privileges():
    # the 23- and 24-points are closed: nothing enters
    blocked = Position.from_points({}, {1: 2, 2: 2}, 15, 11)  # my 24 and 23 closed
    plays = turn_plays(blocked, "2-1", ACEY)
    assert names(plays) == ["pass"] and plays[0].then == ""
    half = Position.from_points({}, {1: 2, 3: 2}, 15, 11)  # my 24 and 22 closed: the 2 enters, the 1 cannot be played
    plays = turn_plays(half, "2-1", ACEY)
    assert names(plays) == ["bar/23"] and plays[0].then == ""


def test_entry_options():
    late = ACEY.replace(acey_deucey_entry="after_double_or_acey_deucey")
    assert names(legal_plays(VARIANT_START, "6-5", late)) == ["pass"]
    assert "bar/19(4)" in names(legal_plays(VARIANT_START, "6-6", late))
    assert "bar/24 bar/23" in names(legal_plays(VARIANT_START, "2-1", late))
    again = ACEY.replace(acey_deucey_entry="after_double_or_acey_deucey_roll_again")
    assert names(legal_plays(VARIANT_START, "6-5", again)) == ["pass"]
    assert parts(VARIANT_START, "6-6", again) == Turn(((6, 6, 6, 6),), "roll")
    assert parts(VARIANT_START, "6-6", late) == Turn(((6, 6, 6, 6),))
    entered = Position.from_points({19: 4}, {}, 11, 15)
    assert parts(entered, "6-6", again) == Turn(((6, 6, 6, 6),))  # only the double that opens the entry
    assert {p.then for p in turn_plays(VARIANT_START, "6-6", again)} == {"roll"}
    all_first = ACEY.replace(acey_deucey_entry="all_before_moving")
    position = Position.from_points({20: 1}, {}, 14, 15)
    assert names(legal_plays(position, "3-1", all_first)) == ["bar/24 bar/22"]


def test_the_european_version_adds_the_complement_and_bears_off_by_exact_numbers_only():
    european = ACEY.replace(acey_deucey_european=True)
    assert parts(VARIANT_START, "5-5", european) == Turn(((5, 5, 5, 5), (2, 2, 2, 2)), "roll")
    home = Position.from_points({3: 1, 2: 1}, {})
    assert names(legal_plays(home, "6-5", ACEY)) == ["3/off 2/off"]
    assert names(legal_plays(home, "6-5", european)) == ["pass"]


# --- Russian backgammon


def test_both_sides_enter_on_the_same_table_and_block_each_other():
    position = Position.from_points({}, {19: 2, 20: 1}, 15, 12, same_direction=True)
    assert names(legal_plays(position, "6-5", RUSSIAN)) == ["bar/20*/14"]


def test_a_double_is_followed_by_its_complement_and_another_roll():
    entered = Position.from_points({19: 2}, {20: 2}, 13, 13, same_direction=True)
    assert parts(entered, "6-6", RUSSIAN) == Turn(((6,) * 4, (1,) * 4), "roll")
    assert parts(entered, "6-6", RUSSIAN.replace(russian_double_moves="2+2")) == Turn(((6, 6), (1, 1)), "roll")
    assert parts(entered, "6-5", RUSSIAN) == Turn(((6, 5),), "")
    plays = turn_plays(entered, "3-3", RUSSIAN.replace(russian_double_moves="2+2"))
    assert all(sum(s - (e if e else 0) for s, e in p.steps) == 3 * 2 + 4 * 2 for p in plays if "bar" not in str(p))


@pytest.mark.parametrize(("rule", "mover", "opponent", "exception"), [
    ("each_players_first_turn", 15, 13, True),
    ("each_players_first_turn", 13, 15, False),
    ("games_first_turn", 15, 13, False),
    ("games_first_turn", 15, 15, True),
    ("entering_phase", 3, 13, True),
    ("none", 15, 15, False),
])
def test_the_first_turn_exception(rule, mover, opponent, exception):
    position = Position.from_points({19: 15 - mover} if mover < 15 else {},
                                    {20: 15 - opponent} if opponent < 15 else {}, mover, opponent,
                                    same_direction=True)
    turn = parts(position, "4-4", RUSSIAN.replace(russian_first_turn_exception=rule))
    assert (turn == Turn(((4,) * 4,))) is exception


def test_a_partly_played_double_forfeits_the_complement_and_the_extra_roll():
    # the 19-point is blocked: no checker enters with a 6, and the one on 24 can go only three 6s
    # (no bearing off while checkers wait), so the four 1s and the extra roll are lost
    later = Position.from_points({24: 1}, {19: 2}, 14, 13, same_direction=True)
    plays = turn_plays(later, "6-6", RUSSIAN.replace(russian_first_turn_exception="none"))
    assert names(plays) == ["24/6"] and plays[0].then == ""


def test_the_cli_takes_the_variant_as_an_option(capsys):
    code = main(["backgammon", "moves", "--position", "AAAAAAAAAAAAAA:15:15", "--dice", "6-5",
                 "--option", "variant=acey-deucey", "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["plays"] == ["bar/14", "bar/20 bar/19"]
    code = main(["backgammon", "moves", "--position", "AAAAAAAAAAAAAA:15:15", "--dice", "6-5",
                 "--double", "7", "--option", "variant=acey-deucey", "--json"])
    assert code == 2 and json.loads(capsys.readouterr().out)["error"] == "tutor.bad-option"


def test_a_play_of_the_variants_is_checked_like_any_other():
    with pytest.raises(IllegalPlayError) as error:
        play(VARIANT_START, "6-5", "bar/19 bar/19", ACEY)
    assert error.value.code in ("backgammon.illegal-play", "backgammon.use-more-dice")
    after = play(VARIANT_START, "6-5", "bar/20 bar/19", ACEY)
    assert after.opponent_waiting == 13 and after.mover_waiting == 15


def test_a_variant_option_without_its_variant_is_an_error(capsys):
    from tutor.errors import TutorError
    with pytest.raises(TutorError) as error:
        Rules(acey_deucey_style="source")
    assert error.value.code == "backgammon.variant-option"
    code = main(["backgammon", "moves", "--position", "4HPwATDgc/ABMA", "--dice", "6-6",
                 "--option", "russian_gammons=true", "--json"])
    assert code == 2 and json.loads(capsys.readouterr().out)["error"] == "backgammon.variant-option"
