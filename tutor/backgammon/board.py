"""Backgammon positions as immutable values, always seen from the side on roll.

Each side counts the points from its own home: 1 is its ace point, 24 its
farthest point, 25 its bar; whatever is not on the board is borne off.  My point
*p* is the opponent's point 25 − *p*.  A position is the two sides' checkers and
who is on roll, exactly what a gnubg Position ID holds.

>>> from tutor.backgammon.board import START, Position
>>> START
Position.parse('4HPwATDgc/ABMA')
>>> START.mover_point(13), START.opponent_point(13), START.borne_off()
(5, 0, (0, 0))
>>> p = Position.from_points({13: 1}, {23: 2})
>>> p.position_id, p.borne_off()
('AADAAIAAAAAAAA', (14, 13))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tutor.backgammon.notation import BAR, CHECKERS, Side, decode_position_id, encode_position_id
from tutor.errors import InvalidPositionError


@dataclass(frozen=True)
class Position:
    """``mover``: the side on roll; ``opponent``: the other side; each 25 counts in its own numbering."""

    mover: Side
    opponent: Side

    def __post_init__(self) -> None:
        for side in (self.mover, self.opponent):
            if len(side) != 25:
                raise ValueError("a side has 25 slots: points 1..24 and the bar")
            if min(side) < 0:
                raise InvalidPositionError("backgammon.negative-count", count=min(side))
            if sum(side) > CHECKERS:
                raise InvalidPositionError("backgammon.too-many-checkers", count=sum(side))
        for point, (mine, theirs) in enumerate(zip(self.mover[:24], reversed(self.opponent[:24]), strict=True), 1):
            if mine and theirs:
                raise InvalidPositionError("backgammon.shared-point", point=point)

    @classmethod
    def unchecked(cls, mover: Side, opponent: Side) -> Position:
        """A position the engine made by legal moves from a valid one: skips the checks (for speed)."""
        position = object.__new__(cls)
        object.__setattr__(position, "mover", mover)
        object.__setattr__(position, "opponent", opponent)
        return position

    @classmethod
    def parse(cls, position_id: str) -> Position:
        """The position a gnubg Position ID describes (spec §5.3)."""
        waiting, on_roll = decode_position_id(position_id)
        return cls(on_roll, waiting)

    @classmethod
    def from_points(cls, mover: Mapping[int, int], opponent: Mapping[int, int]) -> Position:
        """Build a position from ``{point: checkers}`` for each side in its own numbering (25 = bar).

        >>> Position.from_points({25: 1, 13: 14}, {1: 2, 2: 2}).mover_point(25)
        1
        """
        return cls(_side(mover), _side(opponent))

    @property
    def position_id(self) -> str:
        return encode_position_id(self.opponent, self.mover)

    def __repr__(self) -> str:
        return f"Position.parse({self.position_id!r})"

    def mover_point(self, point: int) -> int:
        """The mover's checkers on its point ``point`` (25 = its bar)."""
        return self.mover[point - 1]

    def opponent_point(self, point: int) -> int:
        """The opponent's checkers on the *mover's* point ``point`` (25 = the opponent's bar)."""
        return self.opponent[24] if point == BAR else self.opponent[24 - point]

    def borne_off(self) -> tuple[int, int]:
        """Checkers borne off: ``(mover, opponent)``."""
        return CHECKERS - sum(self.mover), CHECKERS - sum(self.opponent)

    def swapped(self) -> Position:
        """The same board with the other side on roll."""
        return Position(self.opponent, self.mover)

    def pip_counts(self) -> tuple[int, int]:
        """Each side's pips to bear off everything: ``(mover, opponent)``.

        >>> START.pip_counts()
        (167, 167)
        """
        def pips(side: Side) -> int:
            return sum(count * (index + 1) for index, count in enumerate(side))
        return pips(self.mover), pips(self.opponent)


def _side(points: Mapping[int, int]) -> Side:
    counts = [0] * 25
    for point, count in points.items():
        if not 1 <= point <= BAR:
            raise InvalidPositionError("backgammon.bad-point", point=point)
        counts[point - 1] = count
    return tuple(counts)


START = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5})
"""The standard starting position (spec §2.2)."""
