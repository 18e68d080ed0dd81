"""Pachisi on a chessboard (Пахиси на шахматной доске, 棋盘上的帕奇西) — engine.

The rules of ``shared/specs/pachisi.md``: four pieces per player, one die, a
28-square track round the edge of a chessboard, entering on a 1 or a 6, barriers
passed only with a 6, and a yard of three squares reached by exact count.  The
source's worked position, Figure 2, and its first scenario:

>>> from tutor import pachisi
>>> fig2 = pachisi.Position.parse(pachisi.FIGURE_2)
>>> [str(m) for m in pachisi.legal_moves(fig2, "H1", 6)]
['E1-A3', 'C1-A5']

A whole game, its lot and throws drawn from a seed and written in its record (:mod:`tutor.pachisi.state`):

>>> game = pachisi.start(seed=3)
>>> while not game.finished:
...     game = game.play(pachisi.suggest(game))
>>> game.decisions[:2], game.order, game.outcome()
(('lot H8', 'throw 2'), ('A8', 'H8', 'H1', 'A1'), {'A1': -1, 'A8': 1, 'H8': 0, 'H1': 0})
>>> pachisi.replay(game.record()) == game
True

The lot chose white diamonds (H8) to throw first; black diamonds (A8) finished first and win,
white circles (A1), the last player left, lose.
"""

from tutor.game import verbs
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
from tutor.pachisi.players import easy, plan_move, random_move
from tutor.pachisi.presentation import PachisiPresentation
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import pushups
from tutor.pachisi.state import PachisiState
from tutor.pachisi.state import PachisiState as State

#: ``start(seed=0, **options)``, ``replay(record, seed=None, **options)``, ``suggest(state, seed=0)``
start, replay, suggest = verbs(GAME)  # the same verbs as every game's (tutor.game.verbs)

__all__ = [
    "CORNERS", "FIGURE_2", "GAME", "TRACK", "YARDS", "Move", "PachisiPresentation", "PachisiState", "Position",
    "Rules", "State", "easy",
    "format_position", "legal_moves", "next_player", "parse_position", "path", "plan_move", "play", "pushups",
    "random_move", "replay", "square", "start", "start_position", "suggest", "throws_again",
]
