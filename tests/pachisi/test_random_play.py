"""Random play (the throws drawn from the game's seed, the choices from a seeded RNG): every game ends
with a valid finishing order, and the invariants hold after every move."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.pachisi import (
    PachisiState,
    Position,
    Rules,
    legal_moves,
    next_player,
    play,
    pushups,
    random_move,
    start_position,
    throws_again,
)
from tutor.pachisi.board import CORNERS, OLD, SQUARE_ID

DEFAULT = Rules()
MAX_THROWS = 20_000  # far above any game seen (a four-player game takes about 350 throws)


def random_game(seed, rules=DEFAULT):
    """A game from ``seed`` with random moves (the state's engine moves, not its written decisions: fast)."""
    rng = random.Random(seed)
    state = PachisiState.start(rules, seed)
    for _ in range(MAX_THROWS):
        if state.finished:
            return state
        state = state.play(str(random_move(state.position, state.moves, rng)) if state.moves else "-")
    return state


def test_200_four_player_games_end_with_a_valid_finishing_order():
    throws = []
    for seed in range(200):
        outcome = random_game(seed)
        assert outcome.finished, seed
        assert sorted(outcome.order) == sorted(CORNERS) and len(outcome.position.players) == 1
        assert outcome.order[-1] == outcome.position.players[0]  # the last one left loses
        throws.append(len(outcome.decisions))
    assert 100 < sum(throws) / len(throws) < 1000


@pytest.mark.parametrize("corners", [("A1", "A8"), ("A1", "H8"), ("A8", "H8", "H1")])
def test_games_with_fewer_players_end(corners):
    rules = Rules(corners=corners)
    for seed in range(20):
        outcome = random_game(seed, rules)
        assert outcome.finished and sorted(outcome.order) == sorted(corners)


@pytest.mark.parametrize("entry", ["old_piece", "any_piece"])
def test_the_rejected_rules_still_give_games_that_end(entry):
    rules = Rules(extra_throw_on_eat=True, only_pairs_jumpable=True, extra_throw_on_yard=True,
                  extra_throw_on_yard_entry=entry, home_new_old_barrier=False)
    for seed in range(20):
        assert random_game(seed, rules).finished


def check_invariants(position: Position, rules: Rules = DEFAULT) -> None:
    on_square: dict[int, set[str]] = {}
    count: Counter[int] = Counter()
    for player in position.players:
        pieces = position.pieces(player)
        assert 0 <= len(pieces) <= 4 and position.off(player) == 4 - len(pieces)
        yard = [p for p in pieces if p > OLD]
        assert len(yard) == len(set(yard))  # one piece per yard square
        for p in pieces:
            square = SQUARE_ID[CORNERS.index(player)][p]
            on_square.setdefault(square, set()).add(player)
            count[square] += 1
    if rules.variant == "partners":  # only partners (opposite corners) share a square, up to eight pieces
        assert all(len({CORNERS.index(o) % 2 for o in owners}) == 1 for owners in on_square.values())
        assert all(n <= 8 for n in count.values())
    else:
        assert all(len(owners) == 1 for owners in on_square.values())  # no mixed squares
        assert all(n <= 4 for n in count.values())  # a barrier never exceeds four
    assert Position.parse(str(position), rules) == position


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([("A1", "A8", "H8", "H1"), ("A1", "H8"), ("A8", "H8", "H1"),
                                                   "partners"]))
def test_pieces_are_conserved_move_by_move(seed, corners):
    rng = random.Random(seed)
    rules = Rules(variant="partners") if corners == "partners" else Rules(corners=corners)
    corners = rules.corners
    position = start_position(rules)
    mover = corners[0]
    finished: list[str] = []
    for _ in range(MAX_THROWS):
        roll = rng.randint(1, 6)
        moves = legal_moves(position, mover, roll, rules)
        move = rng.choice(moves) if moves else None
        if move is not None:
            before = {p: len(position.pieces(p)) for p in position.players}
            position = play(position, move, rules)
            check_invariants(position, rules)
            for player, n in before.items():
                expected = n + (player == mover and move.start is None) - (player == move.eats)
                if player in position.players:
                    assert len(position.pieces(player)) == expected
                else:  # only the mover can finish, with his fourth piece
                    assert player == mover and expected == 4
                    finished.append(player)
        # on board + off + finished = 4 per player: every player is either still in or finished
        assert sorted((*position.players, *finished)) == sorted(corners)
        if rules.variant == "partners" and finished:
            break  # the first player to finish wins for his pair
        mover = next_player(position, mover, throws_again(move, roll, rules))
        if mover is None:
            break
    if rules.variant == "partners":
        assert len(finished) == 1
    else:
        assert len(position.players) == 1 and len(finished) == len(corners) - 1


def test_pushups_game_stops_at_the_first_finisher_and_scores_the_others():
    rules = Rules(variant="pushups")
    for seed in range(20):
        outcome = random_game(seed, rules)
        assert outcome.finished and len(outcome.order) == 1 and outcome.position is outcome.at_first_finish
        scores = pushups(outcome.position, outcome.order[0], rules)
        assert set(scores) == set(CORNERS) - {outcome.order[0]}
        assert all(n % 5 == 0 and 10 <= n <= 50 for n in scores.values())


def test_pushups_game_may_play_on():
    rules = Rules(variant="pushups", pushups_stop_at_first_finisher=False)
    outcome = random_game(3, rules)
    assert outcome.finished and len(outcome.order) == 4
    assert outcome.at_first_finish is not None and len(outcome.at_first_finish.players) == 3


def test_partners_games_end_when_one_player_finishes():
    rules = Rules(variant="partners")
    for seed in range(30):
        outcome = random_game(seed, rules)
        assert outcome.finished and len(outcome.order) == 1 and len(outcome.position.players) == 3
        check_invariants(outcome.position, rules)
