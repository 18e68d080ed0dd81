"""What a player may do with one throw, and what it does (spec §4, algorithm §4.11).

:func:`legal_moves` lists every distinct action for one throw of the die;
:func:`play` makes one of them and returns the new position; :func:`next_player`
says who throws next (again the mover after a 6).  A whole game, its throws drawn
from a seed, is a :class:`~tutor.pachisi.state.PachisiState`.  Scenario 2 of the source
(white circles throw a 6 in Figure 2):

>>> from tutor.pachisi.moves import legal_moves, play
>>> from tutor.pachisi.notation import Position
>>> fig2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")
>>> [str(m) for m in legal_moves(fig2, "A1", 6)]
['enter A1', 'A1-A7']
>>> str(play(fig2, legal_moves(fig2, "A1", 6)[0]))
'A1:A1,A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1'

A throw with no legal move is lost (scenario 1, black circles throw a 3):

>>> legal_moves(fig2, "H1", 3)
()
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

from tutor.errors import IllegalPlayError, TutorError
from tutor.pachisi.board import CORNERS, LAST, NEW, OLD, SQUARE_ID, SQUARE_NAMES
from tutor.pachisi.notation import FINISHED, Position
from tutor.pachisi.rules import Rules

DEFAULT = Rules()


class Move(NamedTuple):
    """One action: ``start`` is the moving piece's progress, ``None`` to enter a new piece;
    ``eats`` is the home corner of the eaten piece's owner, or ``None``."""

    player: str
    roll: int
    start: int | None
    target: int
    eats: str | None = None

    @property
    def source(self) -> str | None:
        """The square the piece leaves (``None`` when entering)."""
        return None if self.start is None else SQUARE_NAMES[SQUARE_ID[CORNERS.index(self.player)][self.start]]

    @property
    def destination(self) -> str:
        return SQUARE_NAMES[SQUARE_ID[CORNERS.index(self.player)][self.target]]

    def __str__(self) -> str:
        """The spec's move notation: ``E1-A3``, ``G1-E1x`` (eats), ``enter A8``, ``enter A8x``."""
        mark = "x" if self.eats else ""
        if self.start is None:
            return f"enter {self.destination}{mark}"
        return f"{self.source}-{self.destination}{mark}"

    def to_json(self) -> dict[str, str | None]:
        return {"from": self.source, "to": self.destination, "eats": self.eats}


def start_position(rules: Rules = DEFAULT) -> Position:
    """The position before the first throw: every piece off the board.

    >>> str(start_position()), str(start_position(Rules(corners=("A1", "H8"))))
    ('A1: A8: H8: H1:', 'A1: H8:')
    """
    return Position(tuple((CORNERS.index(c), ()) for c in rules.corners))


def check_player(position: Position, player: str) -> int:
    """The seat of ``player``, who must be in ``position`` (else a coded error)."""
    if player not in CORNERS:
        raise TutorError("pachisi.unknown-player", player=player)
    if player not in position.players:
        raise IllegalPlayError("pachisi.not-playing", player=player, players=", ".join(position.players))
    return CORNERS.index(player)


def occupancy(position: Position, rules: Rules) -> tuple[dict[int, tuple[int, int]], dict[int, int], set[int]]:
    """The occupied track squares (square id -> the seat of one owner and the number of pieces), the
    barriers (square id -> the number of pieces that count), and the squares where two partners'
    pieces stand together (only in the partners game)."""
    occupied: dict[int, tuple[int, int]] = {}
    mixed: set[int] = set()
    for seat, pieces in position.groups:
        ids = SQUARE_ID[seat]
        for p in pieces:
            if p <= OLD:
                s = ids[p]
                here = occupied.get(s)
                if here is None:
                    occupied[s] = (seat, 1)
                else:
                    if here[0] != seat:
                        mixed.add(s)
                    occupied[s] = (here[0], here[1] + 1)
    barriers = {s: n for s, (_, n) in occupied.items() if n >= 2}
    if not rules.partners_mixed_pair_is_barrier:
        for s in mixed:
            if occupied[s][1] == 2:
                del barriers[s]  # one piece of each partner: no barrier
    if not rules.home_new_old_barrier:
        # new and old pieces on their home are counted apart: only two of one kind are a barrier
        for seat, pieces in position.groups:
            s = SQUARE_ID[seat][NEW]
            if OLD in pieces and s not in mixed:
                kind = max(pieces.count(NEW), pieces.count(OLD))
                if kind >= 2:
                    barriers[s] = kind
                else:
                    barriers.pop(s, None)
    return occupied, barriers, mixed


def partner_seat(seat: int, rules: Rules) -> int:
    """The seat of ``seat``'s partner in the partners game (partners sit opposite); else ``seat`` itself."""
    return (seat + 2) % 4 if rules.partners else seat


def blocking(seat: int, roll: int, occupied: dict[int, tuple[int, int]], barriers: dict[int, int],
             mixed: set[int], rules: Rules) -> Collection[int]:
    """The squares that ``seat``'s pieces may not pass with ``roll``."""
    if not rules.partners:
        # every barrier, or with a 6 none (three or four under rule (b))
        return barriers if roll != 6 else {s for s, n in barriers.items() if n > 2} \
            if rules.only_pairs_jumpable else ()
    friend = partner_seat(seat, rules)
    squares = set()
    for s, n in barriers.items():
        owner = occupied[s][0]
        if s in mixed and owner not in (seat, friend):
            squares.add(s)  # an enemy pair's mixed barrier: never, not even with a 6
        elif roll == 6:
            if rules.only_pairs_jumpable and n > 2:
                squares.add(s)
        elif rules.partner_barrier_needs_six or owner != friend or s in mixed:
            squares.add(s)
    return squares


def legal_moves(position: Position, player: str, roll: int, rules: Rules = DEFAULT) -> tuple[Move, ...]:
    """Every distinct action ``player`` may take with ``roll`` (empty: the throw is lost), entering first,
    then the pieces from the least advanced."""
    check_player(position, player)
    if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= 6:
        raise TutorError("pachisi.bad-roll", roll=roll)
    return unchecked_legal_moves(position, player, roll, rules)


def unchecked_legal_moves(position: Position, player: str, roll: int, rules: Rules) -> tuple[Move, ...]:
    """:func:`legal_moves` without checking its arguments (the hot path: ``player`` is in ``position``,
    ``roll`` is 1 to 6)."""
    seat = CORNERS.index(player)
    friend = partner_seat(seat, rules)
    occupied, barriers, mixed = occupancy(position, rules)
    pieces = next(p for s, p in position.groups if s == seat)  # (not position.pieces: this is the hot path)
    ids = SQUARE_ID[seat]
    moves: list[Move] = []
    if roll in (1, 6) and len(pieces) < 4:
        home = ids[NEW]
        here = occupied.get(home)
        if here is None or here[0] in (seat, friend):
            if not (here and here[0] != seat and home in barriers and home not in mixed
                    and rules.partner_on_home_blocks_entry):
                moves.append(Move(player, roll, None, NEW))
        elif here[1] == 1:
            moves.append(Move(player, roll, None, NEW, CORNERS[here[0]]))
    blocked = blocking(seat, roll, occupied, barriers, mixed, rules)
    for p in sorted(set(pieces)):
        t = p + roll
        if t > LAST or p == OLD and t <= OLD:
            continue
        if blocked and any(ids[q] in blocked for q in range(p + 1, min(t, OLD + 1))):
            continue
        if t > OLD:
            if t not in pieces:
                moves.append(Move(player, roll, p, t))
            continue
        here = occupied.get(ids[t])
        if here is None or here[0] in (seat, friend):
            moves.append(Move(player, roll, p, t))
        elif here[1] == 1:
            moves.append(Move(player, roll, p, t, CORNERS[here[0]]))
    return tuple(moves)


def play(position: Position, move: Move, rules: Rules = DEFAULT) -> Position:
    """The position after ``move``, which must be legal; a player who finishes leaves the position.

    >>> from tutor.pachisi.notation import Position
    >>> pos = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")
    >>> eat = [m for m in legal_moves(pos, "A8", 6) if str(m) == "A8-G8x"][0]
    >>> after = play(pos, eat)
    >>> str(after), after.off("H8")
    ('A1:A1,A1,H2 A8:G8,H4,B7 H8:H1,H1,G1 H1:E1,C1,C1', 1)
    """
    legal = legal_moves(position, move.player, move.roll, rules)
    if move not in legal:
        raise IllegalPlayError("pachisi.illegal-move", move=str(move), player=move.player, roll=move.roll,
                               legal=", ".join(map(str, legal)) or "—")
    return apply(position, move)


def apply(position: Position, move: Move) -> Position:
    """The position after ``move``, which the caller took from :func:`legal_moves` (not checked again)."""
    seat = CORNERS.index(move.player)
    victim = -1 if move.eats is None else CORNERS.index(move.eats)
    square = SQUARE_ID[seat][move.target]
    groups = []
    for s, pieces in position.groups:
        if s == seat:
            moved = list(pieces)
            if move.start is not None:
                moved.remove(move.start)
            moved.append(move.target)
            pieces = tuple(sorted(moved))
            if pieces == FINISHED:
                continue  # all home: the player leaves the board
        elif s == victim:
            ids = SQUARE_ID[s]
            eaten = next(p for p in pieces if p <= OLD and ids[p] == square)
            rest = list(pieces)
            rest.remove(eaten)
            pieces = tuple(rest)
        groups.append((s, pieces))
    return Position(tuple(groups))


def throws_again(move: Move | None, roll: int, rules: Rules = DEFAULT) -> bool:
    """Whether the mover throws again: after every 6, used or not; and under the rejected rules of
    Note 3, after eating or after an old piece's step into (or a step inside) the yard.

    Under rule (c) a piece that passes its home straight into the yard throws again only with
    ``extra_throw_on_yard_entry='any_piece'``:

    >>> from tutor.pachisi.notation import Position
    >>> [straight] = legal_moves(Position.parse("A1:C1"), "A1", 3)
    >>> str(straight), throws_again(straight, 3, Rules(extra_throw_on_yard=True))
    ('C1-B2', False)
    >>> throws_again(straight, 3, Rules(extra_throw_on_yard=True, extra_throw_on_yard_entry="any_piece"))
    True
    """
    if roll == 6:
        return True
    if move is None:
        return False
    if rules.extra_throw_on_eat and move.eats is not None:
        return True
    if not rules.extra_throw_on_yard or move.start is None or move.target <= OLD:
        return False
    # an old piece stepping off its home, or a step inside the yard; under the wider reading of
    # "old" (extra_throw_on_yard_entry='any_piece') also a piece that passes its home straight in
    return move.start >= OLD or rules.extra_throw_on_yard_entry == "any_piece"


def next_player(position: Position, mover: str, again: bool) -> str | None:
    """Who throws next in ``position`` (after the mover's throw): the mover again if ``again`` and he is
    still playing, else the next player clockwise; ``None`` once only the loser is left.

    >>> from tutor.pachisi.notation import Position
    >>> next_player(Position.parse("A1: H8: H1:"), "H8", False), next_player(Position.parse("A1: H1:"), "H8", True)
    ('H1', 'H1')
    """
    seats = [s for s, _ in position.groups]  # (not position.players: this is the hot path)
    if len(seats) < 2:
        return None
    seat = CORNERS.index(mover)
    if again and seat in seats:
        return mover
    for step in range(1, 5):
        candidate = (seat + step) % 4
        if candidate in seats:
            return CORNERS[candidate]
    raise AssertionError("unreachable: two players are left")
