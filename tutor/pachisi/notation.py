"""Pachisi positions and their notation: a strict parse/format pair (spec §5; written spec:
``content/pachisi/notation.md``).

A position lists, in turn order, one group per player still in the game: the
home corner, a colon, and the squares of that player's pieces on the board.  An
old piece (back on its home after a full lap) is marked ``*``; pieces not listed
are off the board.  Figure 2 of the source:

>>> from tutor.pachisi.notation import Position
>>> fig2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:C1,C1,E1")
>>> str(fig2)
'A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1'
>>> fig2.players, fig2.pieces("H8"), fig2.off("A1")
(('A1', 'A8', 'H8', 'H1'), (7, 7, 8, 27), 1)
>>> Position.parse("A1:a1,H2,A1*").pieces("A1")
(0, 20, 28)

Errors name the character and its position:

>>> Position.parse("A1:A1,C4")
Traceback (most recent call last):
  ...
tutor.errors.NotationError: pachisi.off-path: C4 at position 7 of 'A1:A1,C4' is not on the path of A1: it is neither a track square nor one of the yard squares B2, C3, D4
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tutor.errors import InvalidPositionError
from tutor.notation import Scanner
from tutor.pachisi.board import CORNERS, LAST, OLD, SQUARE_ID, SQUARE_NAMES, YARDS, path
from tutor.pachisi.rules import Rules

FILES = "ABCDEFGH"
NOTATION = "pachisi.position"
FINISHED: tuple[int, ...] = (OLD, OLD + 1, OLD + 2, LAST)  # three in the yard, the fourth old on its home


@dataclass(frozen=True)
class Position:
    """The pieces on the board: per player still in the game (seat 0..3 = A1, A8, H8, H1, in turn
    order), the progress of each piece on the board, least advanced first.  Build one with
    :meth:`parse` or :func:`tutor.pachisi.moves.start`; :func:`tutor.pachisi.moves.play` makes the next."""

    groups: tuple[tuple[int, tuple[int, ...]], ...]

    @classmethod
    def parse(cls, text: str, rules: Rules | None = None) -> Position:
        return parse_position(text, rules)

    @cached_property
    def players(self) -> tuple[str, ...]:
        """The players still in the game, in turn order."""
        return tuple(CORNERS[seat] for seat, _ in self.groups)

    @cached_property
    def _by_player(self) -> dict[str, tuple[int, ...]]:
        return {CORNERS[seat]: pieces for seat, pieces in self.groups}

    def pieces(self, player: str) -> tuple[int, ...]:
        """The progress values of ``player``'s pieces on the board (0 new on home … 28 old, 29–31 yard)."""
        return self._by_player[player]

    def off(self, player: str) -> int:
        """How many of ``player``'s pieces are off the board (not yet entered, or eaten)."""
        return 4 - len(self.pieces(player))

    def squares(self, player: str) -> tuple[str, ...]:
        """``player``'s pieces as squares, least advanced first (``*`` marks an old piece)."""
        seat = CORNERS.index(player)
        return tuple(SQUARE_NAMES[SQUARE_ID[seat][p]] + ("*" if p == OLD else "") for p in self.pieces(player))

    def __str__(self) -> str:
        return format_position(self)

    def __repr__(self) -> str:
        return f"Position.parse({format_position(self)!r})"


def format_position(position: Position) -> str:
    """The canonical form: groups in turn order, pieces least advanced first, capitals."""
    return " ".join(f"{p}:{','.join(position.squares(p))}" for p in position.players)


def read_square(scan: Scanner) -> str:
    """One square, ``A1`` … ``H8`` (either case), written back in capitals."""
    letter = scan.peek().upper()
    if not letter or letter not in FILES:
        raise scan.error("notation.expected", expected="A–H")
    scan.skip(1)
    return f"{letter}{scan.digit(1, 8)}"


def parse_position(text: str, rules: Rules | None = None) -> Position:
    """Read a position; anything the notation or the rules do not allow is a coded error (spec §5).
    In the partners game (``rules.partners``) partners' pieces may share a square.

    >>> from tutor.pachisi.rules import Rules
    >>> str(parse_position("a1:c1 h8:c1,C1", Rules(variant="partners")))
    'A1:C1 H8:C1,C1'
    """
    partners = rules is not None and rules.partners
    scan = Scanner(text, NOTATION)
    groups: list[tuple[int, tuple[int, ...]]] = []
    owner: dict[str, str] = {}  # track square -> the player whose pieces stand there
    while True:
        start = scan.index
        corner = read_square(scan)
        if corner not in CORNERS:
            raise scan.error("pachisi.not-a-corner", index=start, square=corner)
        seat = CORNERS.index(corner)
        if any(s == seat for s, _ in groups):
            raise scan.error("pachisi.repeated-corner", index=start, corner=corner)
        if groups and groups[-1][0] > seat:
            raise scan.error("pachisi.corner-order", index=start, corner=corner)
        scan.expect(":")
        progress = _group(scan, corner, owner, partners)
        if tuple(sorted(progress)) == FINISHED:
            raise InvalidPositionError("pachisi.finished-player", text=text, position=start + 1, corner=corner)
        groups.append((seat, tuple(sorted(progress))))
        if scan.at_end():
            return Position(tuple(groups))
        scan.expect(" ")


def _group(scan: Scanner, corner: str, owner: dict[str, str], partners: bool) -> list[int]:
    squares = path(corner)
    yard = YARDS[corner]
    progress: list[int] = []
    if scan.at_end() or scan.peek() == " ":
        return progress  # a player with no piece on the board
    while True:
        at = scan.index
        name = read_square(scan)
        old = scan.accept("*") is not None
        if name not in squares:
            raise scan.error("pachisi.off-path", index=at, square=name, corner=corner, yard=", ".join(yard))
        if old and name != corner:
            raise scan.error("pachisi.old-off-home", index=scan.index - 1, square=name, corner=corner)
        if len(progress) == 4:
            raise InvalidPositionError("pachisi.too-many-pieces", text=scan.text, position=at + 1, corner=corner)
        if name in yard:
            if yard.index(name) + OLD + 1 in progress:
                raise InvalidPositionError("pachisi.yard-square-shared", text=scan.text, position=at + 1,
                                           square=name)
            progress.append(yard.index(name) + OLD + 1)
        else:
            other = owner.setdefault(name, corner)
            if other != corner and not partners:
                raise InvalidPositionError("pachisi.mixed-square", text=scan.text, position=at + 1, square=name,
                                           other=other)
            if other != corner and CORNERS.index(other) % 2 != CORNERS.index(corner) % 2:  # partners sit opposite
                raise InvalidPositionError("pachisi.opponents-share-square", text=scan.text, position=at + 1,
                                           square=name, other=other, corner=corner)
            progress.append(OLD if old else squares.index(name))
        if not scan.accept(","):
            return progress


# --- chance steps -----------------------------------------------------------------------------------

#: The decision "no move is possible: the throw is lost".
PASS = "-"

#: The first words of Pachisi's two chance steps: the lot for who throws first, and a throw of the die.
LOT, THROW = "lot", "throw"
CHANCE_NOTATION = "pachisi.chance"


def format_lot(corner: str) -> str:
    """The lot's step: the home corner of the player who throws first (``lot A8``)."""
    return f"{LOT} {corner}"


def format_throw(roll: int) -> str:
    """A throw's step: the number the die shows (``throw 4``)."""
    return f"{THROW} {roll}"


#: every throw's step, by its number: a throw is read back by looking it up (the stream writes many)
THROWS: dict[str, int] = {format_throw(roll): roll for roll in range(1, 7)}


def parse_chance(text: str) -> str | int:
    """A chance step of a record: the lot's corner (``lot A8``; a square in either case, written back in
    capitals) or the number a throw shows (``throw 4``).  Strict, like every notation of the game: one space,
    nothing after.

    >>> parse_chance("lot h8"), parse_chance("throw 6"), format_lot(parse_chance("lot a1")), format_throw(3)
    ('H8', 6, 'lot A1', 'throw 3')
    >>> parse_chance("throw 7")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.out-of-range: 7 at position 7 of 'throw 7' is outside 1–6
    >>> parse_chance("lot B2")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: pachisi.not-a-corner: B2 at position 5 of 'lot B2' is not a home corner: the players are A1, A8, H8 and H1
    """
    roll = THROWS.get(text)
    if roll is not None:
        return roll
    scan = Scanner(text, CHANCE_NOTATION)
    if scan.expect(f"{LOT} ", f"{THROW} ") == f"{THROW} ":
        roll = scan.digit(1, 6)
        scan.finish()
        return roll
    start = scan.index
    corner = read_square(scan)
    if corner not in CORNERS:
        raise scan.error("pachisi.not-a-corner", index=start, square=corner)
    scan.finish()
    return corner


__all__ = ["CHANCE_NOTATION", "FINISHED", "LOT", "PASS", "THROW", "THROWS", "Position", "format_lot", "format_position",
           "format_throw", "parse_chance", "parse_position", "read_square"]
