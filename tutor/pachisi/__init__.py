"""Pachisi on a chessboard (Пахиси на шахматной доске, 棋盘上的帕奇西) — engine.

The rules of ``shared/specs/pachisi.md``: four pieces per player, one die, a
28-square track round the edge of a chessboard, entering on a 1 or a 6, barriers
passed only with a 6, and a yard of three squares reached by exact count.  The
source's worked position, Figure 2, and its first scenario:

>>> from tutor import pachisi
>>> fig2 = pachisi.Position.parse(pachisi.FIGURE_2)
>>> [str(m) for m in pachisi.legal_moves(fig2, "H1", 6)]
['E1-A3', 'C1-A5']
"""

from tutor.pachisi import errors  # noqa: F401  (first: defines the codes the modules below raise)
from tutor.pachisi.board import CORNERS, TRACK, YARDS, path, square
from tutor.pachisi.figures import FIGURE_2
from tutor.pachisi.game import GAME
from tutor.pachisi.moves import (
    Move,
    Outcome,
    legal_moves,
    next_player,
    play,
    play_game,
    start,
    throws_again,
)
from tutor.pachisi.notation import Position, format_position, parse_position
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import pushups

__all__ = [
    "CORNERS", "FIGURE_2", "GAME", "TRACK", "YARDS", "Move", "Outcome", "Position", "Rules", "format_position",
    "legal_moves", "next_player", "parse_position", "path", "play", "play_game", "pushups", "square", "start",
    "throws_again",
]
