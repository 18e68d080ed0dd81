"""The author's push-ups scoring (his Note 1, spec §4.7; rule option ``variant='pushups'``).

When the first player has brought his pieces home, every other player does 5
push-ups for each piece not brought home, plus 10 for each unit of
"neighbourhood": 1 sitting on the winner's left (the next corner clockwise),
2 opposite, 3 on his right (the corner before his).  The text's example: a player
who brought only one piece home, on the winner's right, does 5 × 3 + 10 × 3 = 45.

>>> from tutor.pachisi.notation import Position
>>> from tutor.pachisi.scoring import pushups
>>> after = Position.parse("A1:H3,B1,B1,C3 H8:G8,G8,G7,F6 H1:E1,F3,E4,H1*")  # A8 has just finished
>>> pushups(after, "A8")
{'A1': 45, 'H8': 20, 'H1': 25}

Each player "answers for his left neighbour", as the text says: A1 sits to the
right of A8, so A8's win costs A1 the most.
"""

from __future__ import annotations

from tutor.pachisi.board import CORNERS, OLD
from tutor.pachisi.moves import DEFAULT
from tutor.pachisi.notation import Position
from tutor.pachisi.rules import Rules

PER_PIECE = 5
PER_UNIT = 10


def brought_home(pieces: tuple[int, ...], rules: Rules = DEFAULT) -> int:
    """How many of these pieces count as brought home (rule option ``pushups_brought_home``)."""
    lowest = OLD if rules.pushups_brought_home == "yard_and_old" else OLD + 1
    return sum(p >= lowest for p in pieces)


def neighbourhood(player: str, winner: str) -> int:
    """1 for the next corner clockwise from the winner's, 2 for the opposite corner, 3 for the one before.

    >>> [neighbourhood(c, "A1") for c in ("A8", "H8", "H1")]
    [1, 2, 3]
    """
    return (CORNERS.index(player) - CORNERS.index(winner)) % 4


def pushups(position: Position, winner: str, rules: Rules = DEFAULT) -> dict[str, int]:
    """The push-ups each player still in ``position`` (the position just after ``winner`` finished) does."""
    return {p: PER_PIECE * (4 - brought_home(position.pieces(p), rules)) + PER_UNIT * neighbourhood(p, winner)
            for p in position.players}
