"""Issue 26: the dice are steps of backgammon's record (``lot L-D``, ``dice A-B``).

A seeded game throws the same dice as before, drawn from the seed in the same order, and only writes
them; its record replays without the seed in every variant; a game without a seed waits for the dice
and takes them from outside (the command line's ``--play "dice 3-1"``); a malformed or impossible
throw is a coded, translated error; the traditional game record is read through the state.
"""

from __future__ import annotations

import json
import random

import pytest

import tutor
from tutor.backgammon.notation import DICE, LOT, ChanceStep, format_chance, parse_chance
from tutor.backgammon.record import replay_record
from tutor.backgammon.replays import play_record
from tutor.backgammon.rules import Rules
from tutor.cli import main
from tutor.errors import IllegalPlayError, NotationError, TutorError
from tutor.state import CHANCE, play_on

VARIANTS = {"standard": {}, "acey-deucey": {"variant": "acey-deucey"}, "russian": {"variant": "russian"},
            "russian-reroll": {"variant": "russian", "russian_opening_reroll": True},
            "acey-literal": {"variant": "acey-deucey", "acey_deucey_opening": "opening_throw"}}


def played(seed: int, options: dict[str, object], players: bool = True) -> tutor.state.AnyState:
    """A whole seeded game: the automatic players' (``players``) or random legal decisions."""
    rng = random.Random(seed)
    state = tutor.start("backgammon", seed=seed, **options)
    while not state.finished:
        state = state.play(tutor.suggest(state, seed=seed) if players else rng.choice(state.legal()))
    return state


def test_the_chance_steps_round_trip():
    for light in range(1, 7):
        for dark in range(1, 7):
            lot = f"lot {light}-{dark}"
            assert format_chance(parse_chance(lot)) == lot and parse_chance(lot) == ChanceStep(LOT, (light, dark))
            dice = parse_chance(f"dice {light}-{dark}")
            assert dice.kind == DICE and format_chance(dice) == f"dice {max(light, dark)}-{min(light, dark)}"
    for text, code in (("dice 7-1", "notation.out-of-range"), ("dice 0-1", "notation.out-of-range"),
                       ("dice 6", "notation.expected"), ("dice 6-4 ", "notation.trailing"), ("roll 3-1", "notation.expected"),
                       ("lot 5-3-1", "notation.trailing"), ("dice  6-4", "notation.expected"), ("", "notation.empty")):
        with pytest.raises(NotationError) as caught:
            parse_chance(text)
        assert caught.value.code == code, text
        assert caught.value.message("ru") != caught.value.message("en")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_seeded_game_throws_the_dice_it_always_threw(variant):
    """The seed's stream is drawn as before issue 26: the opening lot two dice at a time (light's first) until
    they differ, then each roll as two dice, the higher first; the record only writes them down."""
    for seed in range(6):
        end = played(seed, VARIANTS[variant])
        rng = random.Random(seed)
        for step in end.decisions:
            if step.startswith("lot "):
                assert step == f"lot {rng.randint(1, 6)}-{rng.randint(1, 6)}"
            elif step.startswith("dice "):
                first, second = rng.randint(1, 6), rng.randint(1, 6)
                assert step == f"dice {max(first, second)}-{min(first, second)}"


def test_the_players_games_are_the_games_before_issue_26():
    """The traditional record of the players' game of a seed, before issue 26 (seed 5, each variant)."""
    assert play_record(5).startswith("light 5, dark 3; 5-3: 8/3 6/3; 6-3: 24/21 24/18; 6-6: 24/18(2) 13/7*(2); ")
    assert play_record(5).endswith("; 4-4: 1/off(4); 6-2: 9/7 9/3; 3-1: 1/off")
    assert play_record(5, Rules(variant="russian")).startswith(
        "light 5, dark 3; 5-3: bar/17; 6-3: bar/16; 6-6: bar/19(4) | 1-1: 19/16* 17/16; 6-5: 19/8; ")
    assert play_record(5, Rules(variant="acey-deucey")).startswith(
        "light 5, dark 3; 6-3: bar/22 bar/19; 6-6: bar/19(4); 6-5: bar/20 bar/19; ")
    assert play_record(5, Rules(variant="acey-deucey")).endswith("; 4-3: bar/22 19/15; double, drop")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_game_replays_from_its_record_alone(variant):
    options = VARIANTS[variant]
    for seed in range(8):
        end = played(seed, options, players=seed % 2 == 0)
        again = tutor.replay("backgammon", end.record(), **options)
        assert again == end and again.seed is None and again.outcome() == end.outcome()
        assert again.payments() == end.payments() and again.game_record() == end.game_record()
        # the decisions alone, as records were written before issue 26: the seed throws the dice
        decisions = "; ".join(step for step in end.decisions if not end.is_chance_step(step))
        assert tutor.replay("backgammon", decisions, seed=seed, **options) == end


def test_the_seed_goes_on_after_a_prefix_of_its_record():
    end = played(3, {})
    for cut in range(0, len(end.decisions), 7):
        state = tutor.replay("backgammon", "; ".join(end.decisions[:cut]), seed=3)
        assert state.decisions[:cut] == end.decisions[:cut]
        assert play_on(state, end.decisions[len(state.decisions):]) == end


def test_real_dice_from_outside():
    table = tutor.start("backgammon", seed=None)
    assert table.to_move == CHANCE and len(table.legal()) == 36 and table.record() == ""
    with pytest.raises(IllegalPlayError) as caught:
        table.play("dice 3-1")
    assert caught.value.code == "backgammon.lot-expected" and "lot 5-3" in caught.value.message("zh")
    with pytest.raises(IllegalPlayError) as caught:
        table.play("24/21")
    assert caught.value.code == "tutor.chance-expected"
    table = table.play("lot 6-6")  # a tie: they throw again
    assert table.to_move == CHANCE and table.view()["opening"] == {"light": None, "dark": None, "ties": [[6, 6]]}
    table = table.play("lot 1-3").play("13/10 6/5")
    assert table.to_move == "light" and table.legal() == ("double", "roll")
    with pytest.raises(IllegalPlayError) as caught:
        table.play("dice 6-4")
    assert caught.value.code == "tutor.chance-not-now"
    rolled = table.play("roll")
    assert rolled.to_move == CHANCE and len(rolled.legal()) == 21 and rolled.view()["dice"] is None
    with pytest.raises(IllegalPlayError) as caught:
        rolled.play("lot 3-1")
    assert caught.value.code == "backgammon.dice-expected"
    assert all(caught.value.message(language) for language in ("en", "ru", "zh"))
    with pytest.raises(TutorError) as caught:
        tutor.suggest(rolled)
    assert caught.value.code == "tutor.chance-no-player"
    thrown = rolled.play("dice 4-6")  # either order; written the higher first
    assert thrown.record() == "lot 6-6; lot 1-3; 13/10 6/5; roll; dice 6-4" and thrown.view("light")["dice"] == [6, 4]
    assert thrown.to_move == "light" and "24/18 13/9" in thrown.legal()


def test_the_dice_steps_of_every_kind_of_turn():
    """The dice after a take, after an extra roll (Acey-Deucey's 1-2 and named double), after a reroll, and at the
    start of a turn without a cube decision (Russian backgammon)."""
    taken = tutor.replay("backgammon", "lot 3-1; 8/5 6/5; double; take")
    assert taken.to_move == CHANCE and taken.view()["cube"] == {"value": 2, "owner": "light"}  # dark doubled
    assert taken.play("dice 6-4").to_move == "dark"  # and rolls
    acey = tutor.replay("backgammon", "lot 5-3; dice 2-1; bar/24 bar/23; 6-6; bar/19(2) 24/18 23/17",
                        variant="acey-deucey")
    assert acey.to_move == CHANCE and acey.view()["on_roll"] == "light"  # light rolls again
    russian = tutor.replay("backgammon", "lot 5-3; bar/22 bar/20", variant="russian")
    assert russian.to_move == CHANCE and russian.view()["on_roll"] == "dark"
    reroll = tutor.replay("backgammon", "lot 5-3; reroll", variant="russian", russian_opening_reroll=True)
    assert reroll.to_move == CHANCE and reroll.play("dice 6-6").view("dark")["dice"] == [6, 6]


def test_the_command_line_takes_the_dice_without_a_seed(capsys):
    assert main(["backgammon", "step", "--record", "lot 5-3; 8/3 6/3; roll", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seed"] is None and data["to_move"] == CHANCE and len(data["legal"]) == 21
    assert main(["backgammon", "step", "--record", "lot 5-3; 8/3 6/3; roll", "--play", "dice 3-1", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Тёмные бросают 3-1." in out and "24/23 24/21" in out
    assert main(["backgammon", "step", "--record", "lot 5-3; 8/3 6/3; roll", "--play", "dice 7-1"]) == 2
    assert "[notation.out-of-range]" in capsys.readouterr().err


def test_the_traditional_record_is_read_through_the_state():
    record = play_record(5)
    game = replay_record(record, Rules())
    end = played(5, {})
    assert game.steps == end.decisions  # the same steps: the lot, each roll, the cube, the plays
    assert tutor.replay("backgammon", "; ".join(game.steps)) == end
    acey = replay_record("light 2, dark 6; 5-5: bar/20(4); 2-1: bar/24 bar/23 | 6-6: bar/19(4)",
                         Rules(variant="acey-deucey"))
    assert acey.steps == ("lot 2-6", "dice 5-5", "bar/20(4)", "roll", "dice 2-1", "bar/24 bar/23", "6-6", "bar/19(4)")
    assert acey.turns[-1].again and acey.turns[0].player == "dark"
    for text, code in (("light 3, dark 3; 3-3: 24/21(2) 13/10(2)", "backgammon.opening-tie"),
                       ("light 7, dark 3; 3-3: 24/21(2) 13/10(2)", "notation.out-of-range"),
                       ("3-1: 8/5 6/5; 2-1: 24/23 24/22 | 1-1: 23/22", "backgammon.record-part")):
        with pytest.raises(TutorError) as caught:
            replay_record(text, Rules())
        assert caught.value.code == code, text
