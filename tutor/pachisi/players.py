"""Pachisi's automatic players: for one throw, given the position and the legal moves (in the engine's
order, :func:`~tutor.pachisi.moves.legal_moves`), the move to make.

A player is a function ``(position, moves, rng) -> move``; it is asked only when there is a move
(a throw with none is lost).  Two players:

- :func:`plan_move`, the plan of the game's automatic player (:func:`easy`, the registry's ``easy``
  level: ``tutor.suggest(state)``): eat a piece when possible, otherwise move the most advanced piece
  (entering a new piece counts as the least advanced).  Both players of the sample game follow it.
- :func:`random_move`, any legal move at random: the player of the benchmarks and the random tests.

Figure 2, white diamonds throw a 2: G1-E1 eats a black circle, so the plan takes it:

>>> import random
>>> from tutor.pachisi.moves import legal_moves
>>> from tutor.pachisi.notation import Position
>>> fig2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")
>>> moves = legal_moves(fig2, "H8", 2)
>>> [str(m) for m in moves], str(plan_move(fig2, moves, random.Random(0)))
(['H1-F1', 'G1-E1x', 'G8-G7'], 'G1-E1x')
>>> str(plan_move(fig2, legal_moves(fig2, "A1", 6), random.Random(0)))
'A1-A7'
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tutor.pachisi.moves import Move
from tutor.pachisi.notation import Position
from tutor.pachisi.state import PASS, PachisiState
from tutor.state import AnyState

#: ``(position, legal moves in the engine's order, rng) -> the move made``
Player = Callable[[Position, tuple[Move, ...], random.Random], Move]


def random_move(position: Position, moves: tuple[Move, ...], rng: random.Random) -> Move:
    """Any of ``moves``, drawn from ``rng`` (one draw per throw with a move)."""
    return rng.choice(moves)


def _advance(move: Move) -> int:
    return -1 if move.start is None else move.start


def plan_move(position: Position, moves: tuple[Move, ...], rng: random.Random) -> Move:
    """Eat when possible (with the most advanced piece that can), else move the most advanced piece.

    It never draws from ``rng``: the plan is deterministic (the moves' pieces differ in progress).
    """
    eats = [m for m in moves if m.eats is not None]
    return max(eats or moves, key=_advance)


def easy(state: AnyState, rng: random.Random) -> str:
    """The game's automatic player (level ``easy``): the move of :func:`plan_move` for the throw, or ``-`` when
    no move is possible.

    >>> import tutor
    >>> state = tutor.start("pachisi", seed=19, corners=("A1", "H8")).play("enter A1")  # A1 throws a 1
    >>> easy(state, random.Random(0)), tutor.suggest(state)
    ('A1-A2', 'A1-A2')
    """
    assert isinstance(state, PachisiState)
    if not state.moves:
        return PASS
    return str(plan_move(state.position, state.moves, rng))


PLAYERS: dict[str, Player] = {"plan": plan_move, "random": random_move}

__all__ = ["PLAYERS", "Player", "easy", "plan_move", "random_move"]
