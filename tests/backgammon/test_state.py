"""Backgammon through the common interface only (tutor.start, State.play/legal/outcome/record/view, tutor.replay,
tutor.suggest): random playouts of every variant, the automatic players' games, coded errors, and properties of
the transitions."""

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tutor
from tutor.errors import IllegalPlayError, NotationError
from tutor.games import clicked, drawing, narration

GAMES = 200
# Whole random games without the cube's early ends are long: 200 of each take 6 s (standard), 32 s
# (Acey-Deucey) and 21 s (Russian) on a quiet 2-core machine, two to five times that on a busy one, so
# CI plays 50 of each; TUTOR_BACKGAMMON_PLAYOUTS=200 plays the full count (all pass).
LONG_GAMES = int(os.environ.get("TUTOR_BACKGAMMON_PLAYOUTS", "50"))
# A generous bound on the lines of the game record (turns, and a double with its answer).  Backgammon has no
# rule that ends a game early, and hits can send checkers back, so in principle a game may go on for ever;
# random play finishes standard games in at most ~150 lines and Russian ones in ~250 (see the report).
MAX_LINES = 2000
CUBE_WORDS = {"double", "drop"}

# (variant, whether the cube's decisions are drawn at random too, or always "roll"/"take")
PLAYOUTS = [("standard", True), ("standard", False), ("acey-deucey", True), ("acey-deucey", False),
            ("russian", False)]


def random_game(seed, variant, cube):
    """A game with random legal decisions; without ``cube``, a double is never offered nor dropped."""
    rng = random.Random(seed)
    state = tutor.start("backgammon", seed=seed, variant=variant)
    longest = 0
    while not state.finished:
        legal = state.legal()
        assert legal and list(legal) == sorted(set(legal))
        if not cube and len(legal) == 2 and set(legal) & CUBE_WORDS:
            legal = tuple(d for d in legal if d not in CUBE_WORDS)
        state = state.play(rng.choice(legal))
        longest = max(longest, state.view()["turn"])
        assert longest <= MAX_LINES, f"seed {seed}: no end within {MAX_LINES} lines"
    return state, longest


@pytest.mark.parametrize(("variant", "cube"), PLAYOUTS)
def test_random_games_end_pay_zero_in_sum_and_read_back(variant, cube):
    longest = 0
    results = set()
    for seed in range(GAMES if cube else LONG_GAMES):
        final, lines = random_game(seed, variant, cube)
        longest = max(longest, lines)
        outcome = final.outcome()
        assert final.legal() == () and final.to_move is None
        assert set(outcome) == {"light", "dark"} and sum(outcome.values()) == 0 and max(outcome.values()) > 0
        (payment,) = final.payments()
        assert outcome[payment.payee] == payment.amount and payment.reason.startswith("backgammon.")
        results.add(payment.reason)
        if seed % 4 == 0:  # reading the record back plays the whole game again: every fourth one
            again = tutor.replay("backgammon", final.record(), variant=variant)  # the dice are in the record
            assert again == final and again.outcome() == outcome and again.payments() == final.payments()
        for seat in (None, "light", "dark"):
            assert json.loads(json.dumps(final.view(seat)))["outcome"] == outcome
    assert longest < MAX_LINES
    if variant == "russian":
        assert results == {"backgammon.single"}
    elif cube:
        assert "backgammon.drop" in results


#: Acey-Deucey's games since issue 25: the opening throw (one die each) comes before the first player's own
#: throw, so every later throw of a seed is another one
ACEY_DEUCEY_SINCE_ISSUE_25 = [["single", "light", 2, 98], ["drop", "light", 2, 67], ["drop", "dark", 2, 97],
                              ["drop", "dark", 1, 45], ["drop", "light", 1, 57], ["drop", "dark", 1, 14],
                              ["drop", "dark", 2, 69], ["gammon", "dark", 4, 71]]


def test_suggest_plays_todays_automatic_players_games():
    """The players' games through the interface: the results and lengths of the games before issue 17.

    (Russian backgammon's records once went on after the last checker was off, with a part of 'pass': the
    game now ends there, within the same line, so the results and the number of lines are the same.)
    Since issue 25 the opening throw decides who plays first.  In backgammon and Russian backgammon its two
    dice are the first throw, the dice as they always were: a seed whose opening dark wins plays the same
    game with the sides' names exchanged, so the other side is paid.
    """
    before = json.loads((Path(__file__).parent / "data" / "players_before_issue_17.json").read_text())
    before["acey-deucey"] = ACEY_DEUCEY_SINCE_ISSUE_25
    other = {"light": "dark", "dark": "light"}
    for variant, games in before.items():
        for seed, expected in enumerate(games[:8]):  # (the file has 20 a variant)
            state = tutor.start("backgammon", seed=seed, variant=variant)
            if variant != "acey-deucey" and state.to_move == "dark":
                expected = [expected[0], other[expected[1]], *expected[2:]]
            while not state.finished:
                state = state.play(tutor.suggest(state, seed=seed))
            (payment,) = state.payments()
            result = payment.reason.removeprefix("backgammon.")
            assert [result, payment.payee, payment.amount, len(state.lines)] == expected, (variant, seed)


@pytest.mark.parametrize(("decision", "code"), [
    ("24/18 13/", "notation.expected"), ("double!", "notation.expected"), ("5-4", "backgammon.named-double"),
    ("7-7", "notation.out-of-range"), ("", "notation.empty"),
])
def test_an_undecodable_decision_is_a_notation_error(decision, code):
    with pytest.raises(NotationError) as caught:
        tutor.start("backgammon", seed=7).play(decision)
    assert caught.value.code == code


def test_an_illegal_decision_is_refused_with_the_engines_reason():
    state = tutor.start("backgammon", seed=7)  # light to play 3-2
    for decision, code in (("24/10", "backgammon.wrong-distance"), ("13/10 13/10", "backgammon.wrong-distances"),
                           ("6/3 6/4*", "backgammon.no-blot"), ("double", "backgammon.play-the-roll"),
                           ("reroll", "backgammon.no-reroll"), ("5-5", "backgammon.play-the-roll")):
        with pytest.raises(IllegalPlayError) as caught:
            state.play(decision)
        assert caught.value.code == code, decision
    cube = state.play("24/21 13/11")  # dark may double
    for decision, code in (("take", "backgammon.double-or-roll"), ("24/18", "backgammon.double-or-roll")):
        with pytest.raises(IllegalPlayError) as caught:
            cube.play(decision)
        assert caught.value.code == code
    with pytest.raises(IllegalPlayError) as caught:
        cube.play("double").play("roll")
    assert caught.value.code == "backgammon.take-or-drop"
    assert "светлые" in caught.value.message("ru")
    russian = tutor.start("backgammon", seed=7, variant="russian")
    with pytest.raises(IllegalPlayError) as caught:
        russian.play("double")
    assert caught.value.code == "backgammon.play-the-roll"


def test_a_play_in_any_spelling_is_recorded_canonically():
    state = tutor.start("backgammon", seed=7)
    assert state.play("13/11 24/21").record() == "lot 3-2; 24/21 13/11"


def test_acey_deucey_names_a_double_after_a_1_2():
    for seed in range(200):
        state = tutor.start("backgammon", seed=seed, variant="acey-deucey")
        if state.view()["dice"] == [2, 1]:
            break
    state = state.play(state.legal()[0])
    assert state.legal() == ("1-1", "2-2", "3-3", "4-4", "5-5", "6-6") and state.view()["phase"] == "name"
    named = state.play("6-6")
    assert named.view()["parts"] == [[6, 6, 6, 6]] and "names the double 6-6" in narration(named, None, "en")
    after = named.play(named.legal()[0])
    assert after.to_move == "light" and after.lines[-1].again  # light rolls again


def test_russian_opening_reroll_is_a_choice():
    state = tutor.start("backgammon", seed=3, variant="russian", russian_opening_reroll=True)
    assert state.to_move == "dark" and "reroll" in state.legal()  # seed 3: light throws 2, dark 5
    assert narration(state, None, "en").endswith("Dark plays first: he may play the two numbers thrown, 5-2, or "
                                                 "throw both dice again.")
    again = state.play("reroll")
    assert "reroll" not in again.legal() and again.to_move == "dark" and again.decisions[:2] == ("lot 2-5", "reroll")
    assert narration(again, None, "en") == f"Dark rolls {again.decisions[-1].split()[1]}."  # the seed threw
    table = tutor.replay("backgammon", "lot 2-5; reroll", variant="russian", russian_opening_reroll=True)
    assert table.to_move == "chance" and narration(table, "light", "en") == (
        "Turn 1: dark throws both dice again instead of playing the opening roll.")


def invariant(state):
    view = state.view()
    for seat in ("light", "dark"):
        on_board = sum(view["points"][seat])
        assert on_board + view["waiting"][seat] + view["borne_off"][seat] == 15
    return view


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["standard", "acey-deucey", "russian"]),
       steps=st.integers(1, 60))
def test_transitions_conserve_checkers_and_keep_the_turn_order(seed, variant, steps):
    rng = random.Random(seed)
    state = tutor.start("backgammon", seed=seed, variant=variant)
    before = invariant(state)
    for _ in range(steps):
        if state.finished:
            break
        legal = state.legal()
        decision = rng.choice(legal)
        after = state.play(decision)
        assert state.legal() == legal  # the state itself never changes
        view = invariant(after)
        line_ended = after.line_ended and not after.finished
        if line_ended and after.lines[-1].parts and not after.lines[-1].again:
            assert view["on_roll"] != before["on_roll"]  # a turn played out passes the dice
        elif not line_ended:
            assert view["on_roll"] == before["on_roll"]  # within a turn (or a double's answer) nobody else rolls
        if view["to_move"] is not None:
            assert view["to_move"] == (view["on_roll"] if view["phase"] != "answer" else
                                       {"light": "dark", "dark": "light"}[view["on_roll"]])
        state, before = after, view


# --- issue 25: the opening throw decides who plays first -------------------------------------------------

@pytest.mark.parametrize("variant", ["standard", "acey-deucey", "russian"])
def test_the_opening_throw_draws_the_first_player_from_the_seed(variant):
    """004: «Каждый игрок бросает одну кость… Игрок, выбросивший большее число, играет первым»: each side throws
    one die, a tie is thrown again, the higher begins; over many seeds each side begins about half the time."""
    firsts = {"light": 0, "dark": 0}
    ties = 0
    for seed in range(200):
        state = tutor.start("backgammon", seed=seed, variant=variant)
        opening = state.view()["opening"]
        light, dark = opening["light"], opening["dark"]
        assert light != dark and all(a == b for a, b in opening["ties"])
        assert state.to_move == ("light" if light > dark else "dark")
        ties += bool(opening["ties"])
        firsts[state.to_move] += 1
        if variant != "acey-deucey":  # the winner plays the two numbers thrown: never a double
            assert state.view(state.to_move)["dice"] == [max(light, dark), min(light, dark)]
    assert 70 < firsts["dark"] < 130 and ties > 10, (firsts, ties)


def test_the_opening_throw_is_told_drawn_and_recorded():
    state = tutor.start("backgammon", seed=0)  # a tie (4 and 4), then light 1, dark 3
    assert state.to_move == "dark"
    for language, words in (("en", "light throws 1, dark throws 3"), ("ru", "у светлых выпало 1, у тёмных 3"),
                            ("zh", "浅色掷出 1，深色掷出 3")):
        assert words in narration(state, None, language)
    for seat in (None, "light", "dark"):  # both dice, in their sides' colours, on every seat's board
        board = drawing(state, seat, "en")
        assert board.count('class="die opening') == 2 and "light 1, dark 3" in board
    after = state.play("13/10 6/5")
    assert 'class="die opening' not in drawing(after, "light", "en")  # gone once the first player has played
    assert after.game_record() == "light 1, dark 3; 3-1: 13/10 6/5"
    assert after.record() == "lot 4-4; lot 1-3; 13/10 6/5"  # the tie is a throw of its own
    assert narration(after, "dark", "en") == "Turn 1: dark plays the opening throw 3-1: 13/10 6/5."
    assert tutor.replay("backgammon", after.record()) == after


def test_acey_deucey_throws_afresh_unless_the_option_plays_the_opening_throw():
    fresh = tutor.start("backgammon", seed=5, variant="acey-deucey")
    assert fresh.view()["opening"] == {"light": 5, "dark": 3, "ties": []} and fresh.roll == (6, 3)
    assert narration(fresh, None, "en").endswith("Light plays first and throws both dice: 6-3.")
    assert fresh.record() == "lot 5-3; dice 6-3"
    literal = tutor.start("backgammon", seed=5, variant="acey-deucey", acey_deucey_opening="opening_throw")
    assert literal.roll == (5, 3) and narration(literal, None, "en").endswith("with the two numbers thrown: 5-3.")
    assert literal.record() == "lot 5-3"
    with pytest.raises(tutor.errors.TutorError) as error:
        tutor.start("backgammon", seed=5, acey_deucey_opening="opening_throw")
    assert error.value.code == "backgammon.variant-option"


def test_a_record_names_its_opening_throw():
    from tutor.backgammon.record import replay_record
    from tutor.backgammon.rules import Rules

    game = replay_record("light 2, dark 6; 6-2: 24/18 13/11; 3-1: 8/5 6/5", Rules())
    assert game.opening == (2, 6) and [t.player for t in game.turns] == ["dark", "light"]
    for record, code in (("light 2, dark 6; 5-1: 13/8 6/5", "backgammon.opening-roll"),
                         ("light 3, dark 3; 3-3: 24/21(2) 13/10(2)", "backgammon.opening-tie")):
        with pytest.raises(IllegalPlayError) as error:
            replay_record(record, Rules())
        assert error.value.code == code
    # Acey-Deucey throws both dice afresh: the first throw need not be the opening one
    assert replay_record("light 2, dark 6; 5-5: bar/20(4)", Rules(variant="acey-deucey")).turns[0].player == "dark"


def test_a_path_through_a_blocked_point_is_refused_in_a_game():
    """Issue 25 item 7: seed 0 opens with 3-1 (dark to play, from the start), and 13/12 12/9 stops on the 12-point,
    where light has five checkers; 13/9 by way of the 10-point is legal."""
    state = tutor.start("backgammon", seed=0)
    assert state.roll == (3, 1) and "13/9" in state.legal()
    with pytest.raises(IllegalPlayError) as error:
        state.play("13/12 12/9")
    assert error.value.code == "backgammon.point-blocked"
    assert state.play("13/10 10/9").decisions == ("lot 4-4", "lot 1-3", "13/9")
    assert clicked(state, ("13", "12", "9")) == "13/12 12/9"  # clicked, it is read as written, and refused


def test_russian_first_roll_enters_only_under_the_literal_reading():
    free = tutor.start("backgammon", seed=5, variant="russian")
    literal = tutor.start("backgammon", seed=5, variant="russian", russian_first_roll="enter")
    assert free.legal() == ("bar/17", "bar/22 bar/20") and literal.legal() == ("bar/22 bar/20",)
    with pytest.raises(IllegalPlayError):
        literal.play("bar/17")
    # the literal reading binds each player's first roll only; the automatic players keep to it
    state = literal
    while not state.finished and len(state.lines) < 6:
        state = state.play(tutor.suggest(state, seed=1))
    first_turns = {}
    for line in state.lines:
        first_turns.setdefault(line.player, line)
    assert all(all(p.startswith("bar/") for p in line.parts[0][1].split()) for line in first_turns.values())
