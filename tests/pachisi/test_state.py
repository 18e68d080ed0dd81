"""Pachisi through the common interface only (``start``, ``legal``, ``play``, ``outcome``, ``record``,
``replay``, ``view``, ``suggest``): random playouts of every variant, the automatic players, the coded
errors, and properties of the transitions.  Chance steps (the lot, the throws): ``test_chance.py``."""

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.errors import IllegalPlayError, NotationError
from tutor.games import drawing, narration
from tutor.pachisi import PachisiState, Rules, random_move, replay, start, start_position, suggest
from tutor.pachisi.moves import apply, next_player, throws_again, unchecked_legal_moves
from tutor.state import ALL, CHANCE

#: The rules give no bound on the number of throws (sixes chain without limit and eaten pieces come
#: back); this one is far above any game seen (four players take about 350 throws).
MAX_THROWS = 20_000
GAMES = 200
VARIANTS = ("basic", "pushups", "partners")


def playout(rules: Rules, seed: int) -> PachisiState:
    rng = random.Random(seed)
    state = PachisiState.start(rules, seed)
    for _ in range(MAX_THROWS):
        if state.finished:
            return state
        state = state.play(rng.choice(state.legal()))
    raise AssertionError(f"game {seed} did not end in {MAX_THROWS} throws")


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_end_and_read_back(variant):
    rules = Rules(variant=variant)
    for seed in range(GAMES):
        state = playout(rules, seed)
        outcome = state.outcome()
        assert sum(outcome.values()) == 0 and set(outcome) == set(rules.corners), seed
        assert state.legal() == () and state.to_move is None
        if variant == "basic":  # the winner, the first to finish, +1; the loser, the last player left, -1
            assert len(state.order) == 4 and sorted(outcome.values()) == [-1, 0, 0, 1]
            assert outcome[state.order[0]] == 1 and outcome[state.order[-1]] == -1
        elif variant == "partners":
            assert sorted(outcome.values()) == [-2, -2, 2, 2] and len(state.order) == 1
        else:
            assert outcome[state.order[0]] == -sum(v for s, v in outcome.items() if s != state.order[0]) > 0
        if seed % 4 == 0:  # reading the record back costs a playout: a quarter of the games
            assert replay(state.record(), seed=seed, variant=variant) == state
            again = replay(state.record(), variant=variant)  # the record holds the chance: no seed needed
            assert again == state and again.outcome() == outcome and again.seed is None
        # nothing is hidden: every seat sees the same position
        views = [state.view(seat) for seat in rules.corners]
        assert all({k: v for k, v in view.items() if k != "seat"} == {k: v for k, v in views[0].items() if k != "seat"}
                   for view in views)


def test_games_of_two_and_three_players_and_play_on_push_ups():
    for options in ({"corners": ("A1", "H8")}, {"corners": ("A8", "H8", "H1")},
                    {"variant": "pushups", "pushups_stop_at_first_finisher": False}):
        rules = Rules(**options)
        for seed in range(20):
            state = playout(rules, seed)
            assert sum(state.outcome().values()) == 0 and sorted(state.order) == sorted(rules.corners)


def reference_game(rules: Rules, seed: int) -> tuple[tuple[str, ...], int]:
    """Today's random automatic player, as the engine loop played it (what ``play_game`` did): the throws
    from ``Random(seed)``, the moves from another ``Random(seed)``."""
    dice, choices = random.Random(seed), random.Random(seed)
    lot = random.Random(f"lot {seed}")  # the lot's own stream: the throws are the seed's whoever it chooses
    position, mover, order = start_position(rules), lot.choice(rules.corners), []
    stop_at_first = rules.variant == "partners" or rules.variant == "pushups" and rules.pushups_stop_at_first_finisher
    for throws in range(1, MAX_THROWS):
        roll = dice.randint(1, 6)
        moves = unchecked_legal_moves(position, mover, roll, rules)
        move = choices.choice(moves) if moves else None
        before = len(position.groups)
        if move is not None:
            position = apply(position, move)
            if len(position.groups) < before:
                order.append(mover)
                if stop_at_first:
                    return tuple(order), throws
        mover = next_player(position, mover, throws_again(move, roll, rules))
        if mover is None:
            return (*order, position.players[0]), throws
    raise AssertionError("no end")


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_random_player_plays_the_same_games_through_the_interface(variant):
    rules = Rules(variant=variant)
    for seed in range(10):
        rng = random.Random(seed)
        state = PachisiState.start(rules, seed)
        while not state.finished:
            state = state.play(str(random_move(state.position, state.moves, rng)) if state.moves else "-")
        made = [d for d in state.decisions if not state.is_chance_step(d)]
        assert (state.order, len(made)) == reference_game(rules, seed)
        assert len(state.decisions) == 1 + 2 * len(made)  # the lot, then a throw before every move


def test_suggest_plays_the_sample_game():
    """Both players of the sample game follow the automatic player's plan: at every decision of its record,
    the automatic player makes the decision written there."""
    page = Path(__file__).resolve().parents[2] / "content" / "pachisi" / "sample-game.md"
    record = re.search(r"^:record: (.*)$", page.read_text(encoding="utf-8"), re.MULTILINE).group(1)
    state = start(seed=None, corners=("A1", "H8"))
    decisions = 0
    for step in record.split("; "):
        if state.to_move != CHANCE:
            assert suggest(state) == step, (len(state.decisions), step)
            decisions += 1
        state = state.play(step)
    assert decisions == 67 and state.finished and state.outcome() == {"A1": 1, "H8": -1}
    assert [p.to_json() for p in state.payments()] == [{"from": "H8", "to": "A1", "amount": 1,
                                                        "reason": "pachisi.won"}]


def test_suggested_games_end():
    for seed in range(5):
        state = start(seed=seed)
        while not state.finished:
            decision = suggest(state, seed)
            assert decision in state.legal()
            state = state.play(decision)
        assert sum(state.outcome().values()) == 0


def test_decisions_are_checked_with_coded_errors():
    state = start(seed=19, corners=("A1", "H8"))  # A1 throws a 6, then a 1
    assert state.legal() == ("enter A1",)
    for text, code in (("A9-A1", "notation.out-of-range"), ("enter", "notation.expected"),
                       ("A1-A2y", "notation.trailing"), ("none", "notation.expected")):
        with pytest.raises(NotationError) as caught:
            state.play(text)
        assert caught.value.code == code, text
    with pytest.raises(NotationError) as caught:
        state.play("enter A1; -")
    assert caught.value.code == "tutor.decision-separator"
    for text, rule, code in (("-", "a throw is lost only when no move is possible", "pachisi.illegal-play"),
                             ("A1-A7", "there is no piece of A1 on A1", "pachisi.no-such-piece"),
                             ("enter H8", "a piece enters only on its own home", "pachisi.cannot-enter")):
        with pytest.raises(IllegalPlayError) as caught:
            state.play(text)
        assert caught.value.code == code and rule in caught.value.message("en"), text
        assert "A1" in caught.value.message("ru") and caught.value.message("zh") != caught.value.message("en")
    with pytest.raises(IllegalPlayError) as caught:
        state.play("enter A1x")
    assert caught.value.code == "pachisi.eat-mark"
    after = state.play("enter a1")  # squares in either case; the record keeps the canonical form
    assert after.decisions == ("lot A1", "throw 6", "enter A1", "throw 1") and after.to_move == "A1"
    assert after.roll == 1 and state.decisions == ("lot A1", "throw 6")  # the state itself is unchanged
    with pytest.raises(IllegalPlayError) as caught:
        after.play("enter A1").play("-").play("A1-A5")  # H8 throws a 5 with no piece: only '-'
    assert caught.value.code == "pachisi.wrong-count"
    over = playout(Rules(corners=("A1", "H8")), 0)
    with pytest.raises(IllegalPlayError) as caught:
        over.play("-")
    assert caught.value.code == "tutor.game-over"


def test_the_first_player_is_drawn_by_lot():
    """Issue 25, item 6: «жребием определяют, кто будет первым ходить» (001); issue 26: the lot is the record's
    first step, ``lot H8``, drawn from a stream of its own under the seed, so that the throws are the seed's
    whoever it chooses."""
    firsts = {seed: start(seed=seed).first for seed in range(200)}
    assert set(firsts.values()) == {"A1", "A8", "H8", "H1"}
    assert all(40 <= list(firsts.values()).count(c) <= 60 for c in ("A1", "A8", "H8", "H1"))
    assert all(start(seed=seed).decisions[0] == f"lot {first}" for seed, first in firsts.items())
    for seed in (0, 3):
        state = start(seed=seed)
        assert state.to_move == state.first and start(seed=seed) == state
        lot = replay(state.decisions[0])  # the lot alone: the state waits for the first throw
        assert lot.to_move == CHANCE and lot.first == state.first
        words = {lang: narration(lot, ALL, lang) for lang in ("en", "ru", "zh")}
        assert words["en"] == "The lot decides who throws first: " + state.seat_name(state.first) + "."
        assert "жребий" in words["ru"].lower() and "抽签" in words["zh"], words
        assert state.seat_name(state.first, "ru") in words["ru"]
    # two and three players: the lot is among the corners in play
    assert {start(seed=s, corners=("A8", "H1")).first for s in range(30)} == {"A8", "H1"}
    # a record that writes the lot gives the first player; the seed's throws are the same
    drawn = start(seed=3)
    given = replay("lot A1", seed=3)
    assert given.first == "A1" and given.roll == drawn.roll and given != drawn
    assert given.record() == "lot A1; throw 2" and drawn.record() == "lot H8; throw 2"
    with pytest.raises(IllegalPlayError) as caught:
        replay("lot A8", seed=3, corners=("A1", "H8"))
    assert caught.value.code == "tutor.record-step" and caught.value.params["error"] == "pachisi.lot-not-playing"
    assert given.legal() == ("-",) and replay("lot A1; throw 2; -", seed=3) == given.play("-")


def test_the_view_and_the_first_state():
    state = replay("lot A1", seed=19)
    view = state.view("A1")
    assert view["legal"] == ["enter A1"] and state.view("A8")["legal"] == [] and view["roll"] == 6
    assert view["position"] == "A1: A8: H8: H1:" and view["off"] == {"A1": 4, "A8": 4, "H8": 4, "H1": 4}
    assert view["last"] == {"step": "throw", "player": "A1", "roll": 6} and view["mover"] == "A1"
    first = start(seed=None)
    assert first.view(None)["last"] is None and first.to_move == CHANCE and first.first is None
    assert narration(first, None, "ru").startswith("Начало")
    assert drawing(state, "H8", "zh").startswith("<svg") and state.seat_name("H8") == "white diamonds (H8)"
    assert replay("lot A1", seed=19) == state and replay("lot A1", seed=18) != state
    assert hash(replay("lot A1", seed=19)) == hash(state) and start(seed=19) != state  # the lot chose A8
    # equal states are the same steps, whatever the seed: a record that writes the throws is the game
    assert replay("lot A1; throw 6") == state and replay("lot A1; throw 5") != state
    assert repr(state) == "<pachisi seed=19 after 2 decisions, to move: A1>"


# --- properties of the transitions ---------------------------------------------------------------

@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["A1,A8,H8,H1", "A1,H8", "A8,H8,H1", "partners", "pushups"]),
       st.integers(1, 300))
def test_pieces_are_conserved_and_turns_go_clockwise(seed, setup, length):
    rules = Rules(variant=setup) if setup in VARIANTS else Rules.from_strings([f"corners={setup}"])
    rng = random.Random(seed)
    state = PachisiState.start(rules, seed)
    finished: set[str] = set()
    for _ in range(length):
        if state.finished:
            break
        mover, roll = state.to_move, state.roll
        after = state.play(rng.choice(state.legal()))
        view = after.view()
        # every player's four pieces are on the board, off it, or home with a finished player
        for seat in rules.corners:
            on = len(view["squares"].get(seat, ()))
            assert (on + view["off"][seat] == 4) if seat in view["off"] else seat in after.order
        finished |= set(after.order)
        if after.finished:
            break
        in_play = [c for c in rules.corners if c in view["off"]]
        again = after.to_move == mover
        assert not again or roll == 6 or rules.extra_throw_on_eat or rules.extra_throw_on_yard
        if not again:  # the next player clockwise still in the game
            seat = rules.corners.index(mover) if mover in rules.corners else 0
            following = [c for c in rules.corners[seat + 1:] + rules.corners[:seat + 1] if c in in_play]
            assert after.to_move == following[0]
        if roll == 6 and mover not in after.order:
            assert again  # a 6 throws again, used or not
        state = after
