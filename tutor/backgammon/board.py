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

The variants (Acey-Deucey, Russian backgammon) start with every checker off the
board, *waiting* to enter.  A Position ID cannot tell waiting checkers from borne-off
ones, so a variant position is written ``ID:m:o``, with the mover's and the
opponent's waiting checkers after the ID.  In Russian backgammon both sides count
the points the same way (one shared direction): ``same_direction=True``.

>>> VARIANT_START
Position.parse('AAAAAAAAAAAAAA:15:15')
>>> VARIANT_START.borne_off(), VARIANT_START.waiting()
((0, 0), (15, 15))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tutor.backgammon.notation import BAR, CHECKERS, Side, decode_position_id, encode_position_id
from tutor.errors import InvalidPositionError, NotationError


@dataclass(frozen=True)
class Position:
    """``mover``: the side on roll; ``opponent``: the other side; each 25 counts in its own numbering.

    ``mover_waiting`` and ``opponent_waiting``: checkers not yet entered (the variants);
    ``same_direction``: both sides number the points alike (Russian backgammon), so
    the opponent's point *p* is the mover's point *p* rather than 25 − *p*.
    """

    mover: Side
    opponent: Side
    mover_waiting: int = 0
    opponent_waiting: int = 0
    same_direction: bool = False

    def __post_init__(self) -> None:
        for side, waiting in ((self.mover, self.mover_waiting), (self.opponent, self.opponent_waiting)):
            if len(side) != 25:
                raise ValueError("a side has 25 slots: points 1..24 and the bar")
            if min(side) < 0 or waiting < 0:
                raise InvalidPositionError("backgammon.negative-count", count=min(*side, waiting))
            if sum(side) + waiting > CHECKERS:
                raise InvalidPositionError("backgammon.too-many-checkers", count=sum(side) + waiting)
            if waiting and sum(side) + waiting < CHECKERS:
                # bearing off needs all fifteen entered, so a side never has both
                raise InvalidPositionError("backgammon.waiting-and-off", waiting=waiting,
                                           off=CHECKERS - sum(side) - waiting)
        theirs_on = self.opponent[:24] if self.same_direction else tuple(reversed(self.opponent[:24]))
        for point, (mine, theirs) in enumerate(zip(self.mover[:24], theirs_on, strict=True), 1):
            if mine and theirs:
                raise InvalidPositionError("backgammon.shared-point", point=point)

    @classmethod
    def unchecked(cls, mover: Side, opponent: Side, mover_waiting: int = 0, opponent_waiting: int = 0,
                  same_direction: bool = False) -> Position:
        """A position the engine made by legal moves from a valid one: skips the checks (for speed)."""
        position = object.__new__(cls)
        position.__dict__.update(mover=mover, opponent=opponent, mover_waiting=mover_waiting,
                                 opponent_waiting=opponent_waiting, same_direction=same_direction)
        return position

    @classmethod
    def parse(cls, text: str, same_direction: bool = False) -> Position:
        """The position a gnubg Position ID describes (spec §5.3), with ``:m:o`` waiting checkers if written.

        >>> Position.parse("AAAAAAAAAAAAAA:15")
        Traceback (most recent call last):
          ...
        tutor.errors.NotationError: backgammon.waiting-syntax: 'AAAAAAAAAAAAAA:15' should be a Position ID, or a Position ID followed by :m:o (the waiting checkers of the side on roll and of the other side)
        """
        position_id, colon, rest = text.partition(":")
        waiting, on_roll = decode_position_id(position_id)
        if not colon:
            return cls(on_roll, waiting, same_direction=same_direction)
        parts = rest.split(":")
        if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 2 for p in parts):
            raise NotationError("backgammon.waiting-syntax", text=text, index=len(position_id),
                                notation="backgammon.position-id")
        return cls(on_roll, waiting, int(parts[0]), int(parts[1]), same_direction)

    @classmethod
    def from_points(cls, mover: Mapping[int, int], opponent: Mapping[int, int], mover_waiting: int = 0,
                    opponent_waiting: int = 0, same_direction: bool = False) -> Position:
        """Build a position from ``{point: checkers}`` for each side in its own numbering (25 = bar).

        >>> Position.from_points({25: 1, 13: 14}, {1: 2, 2: 2}).mover_point(25)
        1
        >>> Position.from_points({19: 2}, {20: 2}, 13, 13, same_direction=True).opponent_point(20)
        2
        """
        return cls(_side(mover), _side(opponent), mover_waiting, opponent_waiting, same_direction)

    @property
    def position_id(self) -> str:
        """The gnubg Position ID of the checkers on the board."""
        return encode_position_id(self.opponent, self.mover)

    @property
    def text(self) -> str:
        """The Position ID, followed by ``:m:o`` when either side has checkers waiting to enter."""
        if self.mover_waiting or self.opponent_waiting:
            return f"{self.position_id}:{self.mover_waiting}:{self.opponent_waiting}"
        return self.position_id

    def __repr__(self) -> str:
        direction = ", same_direction=True" if self.same_direction else ""
        return f"Position.parse({self.text!r}{direction})"

    def mover_point(self, point: int) -> int:
        """The mover's checkers on its point ``point`` (25 = its bar)."""
        return self.mover[point - 1]

    def opponent_point(self, point: int) -> int:
        """The opponent's checkers on the *mover's* point ``point`` (25 = the opponent's bar)."""
        if point == BAR:
            return self.opponent[24]
        return self.opponent[point - 1] if self.same_direction else self.opponent[24 - point]

    def borne_off(self) -> tuple[int, int]:
        """Checkers borne off: ``(mover, opponent)``."""
        return (CHECKERS - sum(self.mover) - self.mover_waiting,
                CHECKERS - sum(self.opponent) - self.opponent_waiting)

    def waiting(self) -> tuple[int, int]:
        """Checkers still to enter (the variants): ``(mover, opponent)``."""
        return self.mover_waiting, self.opponent_waiting

    def swapped(self) -> Position:
        """The same board with the other side on roll."""
        return Position(self.opponent, self.mover, self.opponent_waiting, self.mover_waiting, self.same_direction)

    def pip_counts(self) -> tuple[int, int]:
        """Each side's pips to bear off everything: ``(mover, opponent)``.

        >>> START.pip_counts()
        (167, 167)
        """
        def pips(side: Side, waiting: int) -> int:
            return sum(count * (index + 1) for index, count in enumerate(side)) + 25 * waiting
        return pips(self.mover, self.mover_waiting), pips(self.opponent, self.opponent_waiting)


def _side(points: Mapping[int, int]) -> Side:
    counts = [0] * 25
    for point, count in points.items():
        if not 1 <= point <= BAR:
            raise InvalidPositionError("backgammon.bad-point", point=point)
        counts[point - 1] = count
    return tuple(counts)


START = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5})
"""The standard starting position (spec §2.2)."""

VARIANT_START = Position((0,) * 25, (0,) * 25, CHECKERS, CHECKERS)
"""The start of Acey-Deucey: every checker waiting to enter (Russian backgammon: ``same_direction=True``)."""
