"""Whole games by the automatic players (tutor.backgammon.players): every variant and reading plays to a
result the record checker accepts, the same seed plays the same game, and the sample-game page's
replay is the game of its seed."""

import pytest

from tutor.backgammon import Rules, play_game, play_record
from tutor.backgammon.record import replay_record
from tutor.backgammon.replays import game_replay
from tutor.errors import TutorError

RULES = (
    Rules(), Rules(bar_entry="empty_point"), Rules(backgammon_checkers="one_or_two"),
    Rules(variant="acey-deucey"), Rules(variant="acey-deucey", acey_deucey_style="source"),
    Rules(variant="acey-deucey", acey_deucey_entry="after_double_or_acey_deucey"),
    Rules(variant="acey-deucey", acey_deucey_entry="after_double_or_acey_deucey_roll_again"),
    Rules(variant="acey-deucey", acey_deucey_entry="all_before_moving", acey_deucey_scoring="per_checker"),
    Rules(variant="acey-deucey", acey_deucey_european=True, acey_deucey_scoring="single"),
    Rules(variant="russian"), Rules(variant="russian", russian_double_moves="2+2", russian_gammons=True),
    Rules(variant="russian", russian_first_turn_exception="entering_phase", russian_opening_reroll=True),
    Rules(variant="russian", russian_first_turn_exception="none"),
)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: repr(r))
def test_games_of_every_reading_end_with_a_result_that_sums_to_zero(rules):
    for seed in range(6):
        game = play_game(seed, rules)
        assert game.result and game.winner in ("light", "dark")
        assert len(game.payments) == 1 and game.payments[0].amount == game.points > 0
        if game.result != "drop":  # the winner bore off all fifteen; the last turn was his
            assert game.turns[-1].player == game.winner
            assert max(game.board.borne_off()) == 15 and min(game.board.borne_off()) < 15
        for turn in game.turns:
            board = turn.board
            assert sum(board.mover) + board.mover_waiting + board.borne_off()[0] == 15
            assert sum(board.opponent) + board.opponent_waiting + board.borne_off()[1] == 15
        doubled = [t for t in game.turns if not t.parts]
        assert rules.cube_in_play or not doubled
        assert game.points % game.turns[-1].cube.value == 0


def test_the_same_seed_plays_the_same_game_and_another_seed_another():
    assert play_record(11) == play_record(11)
    assert play_record(11) != play_record(12)
    assert play_record(11, Rules(variant="russian")) != play_record(11)


def test_the_games_use_the_variants_extra_parts():
    acey = [play_game(seed, Rules(variant="acey-deucey")) for seed in range(4)]
    named = [t for game in acey for t in game.turns if t.text.startswith("2-1:") and "|" in t.text]
    assert named and all(t.again for t in named)
    russian = [play_game(seed, Rules(variant="russian")) for seed in range(4)]
    complements = [t.parts for game in russian for t in game.turns if len(t.parts) == 2]
    assert complements and all(int(dice[0]) + int(first[0]) == 7 for (first, _), (dice, _) in complements)


def test_a_replay_takes_a_seed_or_a_record_but_not_both():
    by_seed = game_replay({"seed": "5"}, Rules(), "en")
    by_record = game_replay({"record": play_record(5)}, Rules(), "en")
    assert [f.caption for f in by_seed.frames] == [f.caption for f in by_record.frames]
    assert by_seed.frames[-1].caption.endswith("Light wins a gammon: 4 points.")
    for options, code in (({"seed": "5", "record": "3-1: 8/5 6/5"}, "backgammon.record-or-seed"),
                          ({"seed": "five"}, "tutor.bad-option"), ({}, "tutor.puzzle-option-missing")):
        with pytest.raises(TutorError) as error:
            game_replay(options, Rules(), "en")
        assert error.value.code == code


def test_the_players_game_is_checked_like_a_written_one():
    record = play_record(5)
    assert replay_record(record, Rules()).points == 4
    with pytest.raises(TutorError):  # the same dice under another rule set are not the same game
        replay_record(record, Rules(variant="acey-deucey"))


def test_the_replay_draws_the_cube_where_it_is_in_play():
    frames = game_replay({"seed": "5"}, Rules(), "en").frames
    assert 'class="cube middle"' in frames[0].figure and ">64</text>" in frames[0].figure
    after_take = frames[5]  # turn 5: light doubles, dark takes; every frame is seen from light
    assert after_take.caption.startswith("Turn 5: light doubles and dark takes")
    assert 'class="cube opponent"' in after_take.figure and "owned by dark" in after_take.figure
    russian = game_replay({"seed": "5"}, Rules(variant="russian"), "en").frames
    assert not any('class="cube' in frame.figure for frame in russian)


def test_the_turn_that_bears_off_the_last_checker_never_rolls_again():
    """A double (Russian backgammon's chain, Acey-Deucey's named double) that ends the game ends the turn too."""
    from tutor.backgammon.captions import describe
    ended_on_a_chain = 0
    for seed in range(8):
        game = play_game(seed, Rules(variant="russian"))
        last = game.turns[-1]
        assert not last.again and "rolls again" not in describe(last.words(), len(game.turns), "en")
        ended_on_a_chain += len(last.parts) > 1
    assert ended_on_a_chain  # the case arises: a double and its complement bear off the last checkers
