"""The chessboard as Pachisi uses it: the track, the homes, the yards and each player's path.

Squares are written as in chess (``A1`` … ``H8``, capitals as the source writes
them).  The track is the 28 edge squares, travelled clockwise from a1:
a1 → a8 → h8 → h1 → b1.  Each player is named by his home corner; the players
move in the order A1, A8, H8, H1 (clockwise).  A player's *yard* is the three
squares on the diagonal from his home towards the centre.

A piece's place is its *progress*: 0 is a new piece on its home, 1–27 the track,
28 an old piece back on its home (:data:`OLD`), 29–31 the three yard squares.

>>> from tutor.pachisi.board import TRACK, YARDS, square
>>> TRACK[:9], TRACK[13:16], TRACK[-1]
(('A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'B8'), ('G8', 'H8', 'H7'), 'B1')
>>> YARDS["H1"], YARDS["H8"]
(('G2', 'F3', 'E4'), ('G7', 'F6', 'E5'))
>>> [square("A1", p) for p in (23, 24, 25, 26, 27, 28, 29, 30, 31)]
['F1', 'E1', 'D1', 'C1', 'B1', 'A1', 'B2', 'C3', 'D4']
"""

from __future__ import annotations

#: The players' home corners in turn (and seat) order: clockwise.
CORNERS: tuple[str, ...] = ("A1", "A8", "H8", "H1")

NEW, OLD, LAST = 0, 28, 31  # progress: new piece on its home; old piece back home; deepest yard square
LAP = 28  # track squares


def _track() -> tuple[str, ...]:
    up = [f"A{r}" for r in range(1, 9)]
    right = [f"{f}8" for f in "BCDEFGH"]
    down = [f"H{r}" for r in range(7, 0, -1)]
    left = [f"{f}1" for f in "GFEDCB"]
    return (*up, *right, *down, *left)


TRACK: tuple[str, ...] = _track()
HOME_INDEX: tuple[int, ...] = tuple(TRACK.index(c) for c in CORNERS)  # 0, 7, 14, 21
YARDS: dict[str, tuple[str, str, str]] = {
    "A1": ("B2", "C3", "D4"), "A8": ("B7", "C6", "D5"), "H8": ("G7", "F6", "E5"), "H1": ("G2", "F3", "E4"),
}

# Square ids, for speed: 0..27 the track (index in TRACK), 28 + 3 * seat + k the yard squares.
SQUARE_NAMES: tuple[str, ...] = (*TRACK, *(s for c in CORNERS for s in YARDS[c]))
#: SQUARE_ID[seat][progress] -> square id
SQUARE_ID: tuple[tuple[int, ...], ...] = tuple(
    tuple((HOME_INDEX[seat] + p) % LAP if p <= OLD else LAP + 3 * seat + p - OLD - 1 for p in range(LAST + 1))
    for seat in range(4)
)


def seat(player: str) -> int:
    """0..3 for ``A1``, ``A8``, ``H8``, ``H1`` (callers check the name first)."""
    return CORNERS.index(player)


def square(player: str, progress: int) -> str:
    """The square of ``player``'s piece at ``progress``."""
    return SQUARE_NAMES[SQUARE_ID[seat(player)][progress]]


def path(player: str) -> tuple[str, ...]:
    """Every square ``player``'s pieces visit, by progress 0..31 (the home twice: new, then old).

    >>> path("H1")[:3], path("H1")[26:]
    (('H1', 'G1', 'F1'), ('H3', 'H2', 'H1', 'G2', 'F3', 'E4'))
    """
    return tuple(square(player, p) for p in range(LAST + 1))
