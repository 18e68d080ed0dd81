"""End of game (spec §2.7): single, gammon, backgammon, the cube, and the source's "one or two" reading."""

import pytest

from tutor.backgammon import START, Outcome, Position, Rules, outcome, play, play_game
from tutor.backgammon.cube import CENTRE, Cube, can_double, drop, settle, take
from tutor.backgammon.scoring import explain
from tutor.errors import IllegalPlayError
from tutor.payments import Payment, net


def finished(loser):
    """The side on roll has lost: the other side has just borne off its last checker."""
    return Position.from_points(loser, {})


def test_no_outcome_while_both_sides_have_checkers():
    assert outcome(START) is None


def test_single_game_when_the_loser_has_borne_off_a_checker():
    assert outcome(finished({6: 14})) == Outcome("opponent", "single", 1)


def test_gammon_when_the_loser_has_borne_off_none():
    assert outcome(finished({6: 10, 7: 5})) == Outcome("opponent", "gammon", 2)


@pytest.mark.parametrize("where", [25, 19, 24])
def test_backgammon_with_a_checker_on_the_bar_or_in_the_winners_home(where):
    assert outcome(finished({where: 1, 6: 14})) == Outcome("opponent", "backgammon", 3)


def test_the_cube_multiplies():
    payment = settle(outcome(finished({19: 1, 6: 14})), Cube(4, "light"), "light", "dark")
    assert payment == Payment("light", "dark", 12, "backgammon.backgammon")
    assert net((payment,), ("light", "dark")) == {"light": -12, "dark": 12}


def test_a_double_may_be_offered_from_the_centre_or_by_the_owner_only():
    assert can_double(CENTRE, "light") and can_double(CENTRE, "dark")
    cube = take(CENTRE, "light", "dark")
    assert cube == Cube(2, "dark")
    cube = take(cube, "dark", "light")
    assert cube == Cube(4, "light")
    with pytest.raises(IllegalPlayError) as caught:
        take(cube, "dark", "light")
    assert caught.value.code == "backgammon.cannot-double"
    assert caught.value.message("en") == "dark may not double: the cube belongs to light"
    # the sides are named in the reader's language, not as the engine's codes
    assert caught.value.message("ru").startswith("тёмные не могут удвоить") and "(светлые)" in caught.value.message("ru")
    assert caught.value.message("zh").startswith("深色不能加倍") and "浅色" in caught.value.message("zh")


def test_a_dropped_double_pays_the_stake_before_it_without_gammons():
    cube = take(CENTRE, "light", "dark")
    assert drop(cube, "dark", "light") == Payment("light", "dark", 2, "backgammon.drop")
    with pytest.raises(IllegalPlayError):
        drop(cube, "light", "dark")


def test_rule_option_backgammon_checkers_one_or_two():
    """The source's literal "one or two checkers": three stragglers make only a gammon."""
    three = finished({19: 3, 6: 12})
    assert outcome(three).result == "backgammon"
    assert outcome(three, Rules(backgammon_checkers="one_or_two")).result == "gammon"
    assert outcome(finished({19: 2, 6: 13}), Rules(backgammon_checkers="one_or_two")).result == "backgammon"


def test_the_last_checker_borne_off_ends_the_game():
    last = Position.from_points({2: 1}, {18: 2, 6: 11})
    after = play(last, "2-1", "2/off")
    assert outcome(after) == Outcome("opponent", "single", 1)


# --- Russian backgammon with russian_gammons=True (spec §4): both sides bear off from the same home
# table (1-6) and start from the same entry table (19-24); the backgammon's stragglers are counted
# where the loser's course began, as in the standard game, not in the shared home table.

RUSSIAN = Rules(variant="russian", russian_gammons=True)


def russian_finished(loser, waiting=0):
    """Russian backgammon, the side on roll has lost (the other side has borne off all fifteen)."""
    return Position.from_points(loser, {}, waiting, 0, same_direction=True)


def test_russian_loser_about_to_bear_off_is_gammoned_not_backgammoned():
    position = russian_finished({6: 15})
    assert outcome(position, RUSSIAN) == Outcome("opponent", "gammon", 2)
    assert explain(position, RUSSIAN).startswith("a gammon: ")
    assert "entry table" in explain(position, RUSSIAN)


@pytest.mark.parametrize("loser, waiting", [
    ({24: 15}, 0),            # all fifteen still on the entry point
    ({19: 1, 6: 14}, 0),      # one in the entry table
    ({25: 1, 6: 14}, 0),      # one on the bar
    ({6: 14}, 1),             # one that never entered
])
def test_russian_backgammon_from_the_bar_the_waiting_checkers_or_the_entry_table(loser, waiting):
    position = russian_finished(loser, waiting)
    assert outcome(position, RUSSIAN) == Outcome("opponent", "backgammon", 3)
    assert explain(position, RUSSIAN).startswith("a backgammon: ")


def test_russian_the_point_before_the_entry_table_is_a_gammon():
    assert outcome(russian_finished({18: 1, 6: 14}), RUSSIAN).result == "gammon"
    assert outcome(russian_finished({18: 1, 6: 13}), RUSSIAN).result == "single"


def test_russian_without_the_option_every_game_is_single():
    assert outcome(russian_finished({24: 15}), Rules(variant="russian")).result == "single"


def test_russian_one_or_two_reading_counts_the_entry_table():
    three = russian_finished({20: 3, 6: 12})
    assert outcome(three, RUSSIAN.replace(backgammon_checkers="one_or_two")).result == "gammon"
    assert "only one or two such checkers" in explain(three, RUSSIAN.replace(backgammon_checkers="one_or_two"))
    assert outcome(russian_finished({20: 2, 6: 13}), RUSSIAN.replace(backgammon_checkers="one_or_two")).result \
        == "backgammon"


def _expected(board, winner):
    """The result of a finished game counted afresh from its board (seen from light)."""
    loser, waiting = (board.opponent, board.opponent_waiting) if winner == "light" else (board.mover, board.mover_waiting)
    if sum(loser) + waiting < 15:
        return "single"
    return "backgammon" if sum(loser[18:25]) + waiting else "gammon"


def test_russian_automatic_games_and_their_explanations_agree_with_the_count():
    results = set()
    for seed in range(40):
        game = play_game(seed, RUSSIAN)
        results.add(game.result)
        assert game.result == _expected(game.board, game.winner)
        assert explain(game.board, RUSSIAN).startswith(f"a {game.result if game.result != 'single' else 'single game'}")
    assert "single" in results and len(results) > 1
