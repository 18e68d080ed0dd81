"""Pachisi on a chessboard (Пахиси на шахматной доске, 棋盘上的帕奇西) — engine.

The rules of ``shared/specs/pachisi.md``: four pieces per player, one die, a
28-square track round the edge of a chessboard, entering on a 1 or a 6, barriers
passed only with a 6, and a yard of three squares reached by exact count.  The
source's worked position, Figure 2, and its first scenario:

>>> from tutor import pachisi
>>> fig2 = pachisi.Position.parse(pachisi.FIGURE_2)
>>> [str(m) for m in pachisi.legal_moves(fig2, "H1", 6)]
['E1-A3', 'C1-A5']

A whole game, its throws drawn from a seed (:mod:`tutor.pachisi.state`):

>>> game = pachisi.start(seed=3)
>>> while not game.finished:
...     game = game.play(pachisi.suggest(game))
>>> game.first, game.order, game.outcome()
('H8', ('A8', 'H8', 'H1', 'A1'), {'A1': -1, 'A8': 1, 'H8': 0, 'H1': 0})

The lot chose white diamonds (H8) to throw first; black diamonds (A8) finished first and win,
white circles (A1), the last player left, lose.
"""

from tutor.pachisi import errors  # noqa: F401  (first: defines the codes the modules below raise)
from tutor.pachisi.board import CORNERS, TRACK, YARDS, path, square
from tutor.pachisi.figures import FIGURE_2
from tutor.pachisi.game import GAME
from tutor.pachisi.moves import (
    Move,
    legal_moves,
    next_player,
    play,
    start_position,
    throws_again,
)
from tutor.pachisi.notation import Position, format_position, parse_position
from tutor.pachisi.players import plan_move, random_move
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import pushups
from tutor.pachisi.state import PachisiState, replay, start, suggest
from tutor.pachisi.state import PachisiState as State

__all__ = [
    "CORNERS", "FIGURE_2", "GAME", "TRACK", "YARDS", "Move", "PachisiState", "Position", "Rules", "State",
    "format_position", "legal_moves", "next_player", "parse_position", "path", "plan_move", "play", "pushups",
    "random_move", "replay", "square", "start", "start_position", "suggest", "throws_again",
]
