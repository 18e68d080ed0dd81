"""Pachisi's strong automatic player: one ply of expectation over the next throws (issue 29).

For each legal move with the throw, :func:`weigh` looks at the position the move leaves and
values it from what every player sees on the board:

- **progress**: how far each piece has come (a piece entered is worth :data:`ENTERED` more
  than one off the board, a piece safe in its yard :data:`SAFE` more than its squares);
- **exposure**: each of the mover's single pieces on the track that another player could
  eat with his next throw, and with how many of the six numbers; the chance that it is eaten
  before the mover throws again, times what it would lose (:data:`EATEN_COST` on top of its
  progress);
- **the others' progress**: what a piece eaten costs its owner counts for the mover too,
  the more the nearer that player is to finishing (:data:`OTHERS`);
- **barriers**: a barrier of the mover with other players' pieces close behind it, which
  they can pass only with a 6 (:data:`BLOCKING` each).

Moving the last piece home wins outright.  The player asks nothing it could not see: the
position and the throw come from the seat's :meth:`~tutor.pachisi.state.PachisiState.view`,
the moves from the rules (:func:`~tutor.pachisi.moves.legal_moves`).  It draws nothing from
the stream it is given: the best move by its value, ties by the engine's order.

>>> import random
>>> import tutor
>>> state = tutor.start("pachisi", seed=5)
>>> while state.roll not in (1, 6) or len(state.legal()) < 2:
...     state = state.play(tutor.suggest(state, seed=0))
>>> strong(state, random.Random(0)) in state.legal()
True

In Figure 2 white diamonds (H8) throw a 2.  The source's author ranks the moves: G8-G7 into the
yard is the best, G1-E1x (eating a black circle) next, H1-F1 the worst.  The strong player
agrees: G8-G7 puts the piece one step from home safe in the yard, eating leaves G8 and E1
exposed to black diamonds' 6, and H1-F1 breaks the barrier into four single pieces:

>>> from tutor.pachisi.notation import Position
>>> fig2 = Position.parse("A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1")
>>> ranked = weigh_position(fig2, "H8", 2)
>>> [w.move for w in ranked]
['G8-G7', 'G1-E1x', 'H1-F1']
>>> [(e.square, e.throws) for e in ranked[1].exposed]
[('G8', (('A8', (6,)),)), ('E1', (('A8', (6,)),))]

Black diamonds throwing a 1 (scenario 4): the author's best is entering a piece, and so is the
strong player's:

>>> weigh_position(fig2, "A8", 1)[0].move
'enter A8'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tutor.pachisi.board import CORNERS, OLD, SQUARE_ID, SQUARE_NAMES
from tutor.pachisi.moves import Move, apply, occupancy, partner_seat, unchecked_legal_moves
from tutor.pachisi.notation import Position
from tutor.pachisi.rules import Rules
from tutor.state import AnyState

#: what a piece on the board is worth over one off it (entering needs a 1 or a 6: about three throws)
ENTERED = 6.0
#: what a piece in its yard, where nobody can eat it, is worth over its squares
SAFE = 4.0
#: what a piece eaten loses besides its progress: it must wait for a 1 or a 6 to come back
EATEN_COST = 4.0
#: how much another player's loss is worth to the mover: at least the first, up to the second for the leader
OTHERS = (0.25, 0.6)
#: what a barrier is worth for each other player's piece one to six squares behind it
BLOCKING = 0.8
#: the throws (of six) an exposed piece is counted against: the other players throw before the mover again
SIDES = 6


@dataclass(frozen=True)
class Exposed:
    """A single piece of the mover on a track square after the move, and who can eat it next: ``throws`` is, for
    each player who could, the numbers of his throw that eat it; ``chance`` the chance it is eaten before the
    mover throws again; ``progress`` what its owner would lose."""

    square: str
    progress: int
    throws: tuple[tuple[str, tuple[int, ...]], ...]
    chance: float


@dataclass(frozen=True)
class Weighed:
    """One legal move as the strong player weighed it: its ``value`` (higher is better, in squares of progress),
    and what went into it."""

    move: str
    value: float
    finishes: bool
    gain: float  # the mover's progress gained (its value of the pieces, before exposure)
    eats: str | None  # the corner of the player whose piece it eats
    eaten_progress: int  # the eaten piece's progress
    exposed: tuple[Exposed, ...]  # the mover's pieces that can be eaten next, after the move
    exposed_before: tuple[Exposed, ...]  # the same before the move
    risk: float  # the progress the mover may expect to lose to the next throws
    blocking: int  # other players' pieces held behind the mover's barriers
    blocking_before: int  # the same before the move
    into_yard: bool
    enters: bool


def piece_value(progress: int) -> float:
    """What one piece is worth by its progress (0 a new piece on its home … 28 old, 29–31 in the yard)."""
    return ENTERED + progress + (SAFE if progress > OLD else 0.0)


def race(pieces: Sequence[int]) -> float:
    """A player's progress: his pieces' values (pieces off the board are worth nothing)."""
    return sum(piece_value(p) for p in pieces)


def _opponents(position: Position, seat: int, rules: Rules) -> list[int]:
    friend = partner_seat(seat, rules)
    return [s for s, _ in position.groups if s not in (seat, friend)]


def exposure(position: Position, player: str, rules: Rules) -> tuple[Exposed, ...]:
    """``player``'s pieces that another player could eat with his next throw (the rules' own moves: barriers,
    a 6 passing them, entering on a home), each with the throws that do it."""
    seat = CORNERS.index(player)
    if seat not in {s for s, _ in position.groups}:
        return ()
    pieces = position.pieces(player)
    occupied, _, _ = occupancy(position, rules)
    singles = {SQUARE_ID[seat][p]: p for p in pieces if p <= OLD and occupied[SQUARE_ID[seat][p]][1] == 1}
    if not singles:
        return ()
    hits: dict[int, list[tuple[str, tuple[int, ...]]]] = {s: [] for s in singles}  # square -> (player, throws)
    for other in _opponents(position, seat, rules):
        corner = CORNERS[other]
        by_square: dict[int, list[int]] = {}  # square -> the throws that eat there
        for roll in range(1, 7):
            for move in unchecked_legal_moves(position, corner, roll, rules):
                if move.eats == player:
                    target = SQUARE_ID[other][move.target]
                    rolls = by_square.setdefault(target, [])
                    if roll not in rolls:
                        rolls.append(roll)
        for square, rolls in by_square.items():
            if square in hits:
                hits[square].append((corner, tuple(rolls)))
    found = []
    for square, progress in sorted(singles.items(), key=lambda item: -item[1]):
        spare = 1.0
        for _, throws in hits[square]:
            spare *= 1 - len(throws) / SIDES
        found.append(Exposed(SQUARE_NAMES[square], progress, tuple(hits[square]), 1 - spare))
    return tuple(e for e in found if e.throws)


def _risk(exposed: Sequence[Exposed]) -> float:
    return sum(e.chance * (piece_value(e.progress) + EATEN_COST) for e in exposed)


def _blocking(position: Position, seat: int, rules: Rules) -> int:
    """Other players' pieces one to six squares behind one of ``seat``'s barriers."""
    _, barriers, _ = occupancy(position, rules)
    mine = {SQUARE_ID[seat][p] for p in position.pieces(CORNERS[seat]) if p <= OLD} & set(barriers)
    if not mine:
        return 0
    held = 0
    for other in _opponents(position, seat, rules):
        ids = SQUARE_ID[other]
        for p in position.pieces(CORNERS[other]):
            if p < OLD and any(ids[q] in mine for q in range(p + 1, min(p + 6, OLD) + 1)):
                held += 1
    return held


def _weight(position: Position, seat: int, rules: Rules) -> dict[int, float]:
    """How much each other player's progress counts against the mover: more for the one nearest to finishing."""
    others = _opponents(position, seat, rules)
    if not others:
        return {}
    races = {s: race(position.pieces(CORNERS[s])) for s in others}
    top = max(races.values()) or 1.0
    low, high = OTHERS
    return {s: low + (high - low) * races[s] / top for s in others}


def _value(position: Position, seat: int, rules: Rules, weights: dict[int, float]) -> tuple[float, float, int]:
    """The value of ``position`` for ``seat`` (still playing), its progress part and the pieces it blocks."""
    player = CORNERS[seat]
    own = race(position.pieces(player))
    friend = partner_seat(seat, rules)
    if friend != seat and friend in {s for s, _ in position.groups}:
        own += 0.5 * race(position.pieces(CORNERS[friend]))
    held = _blocking(position, seat, rules)
    theirs = sum(w * race(position.pieces(CORNERS[s])) for s, w in weights.items() if s in
                 {g for g, _ in position.groups})
    return own - theirs + BLOCKING * held, own, held


def weigh_position(position: Position, player: str, roll: int, rules: Rules | None = None) -> list[Weighed]:
    """Every legal move of ``player`` with ``roll`` in ``position``, weighed, the best first (ties in the engine's
    order); empty when the throw is lost."""
    rules = rules or Rules()
    seat = CORNERS.index(player)
    moves = unchecked_legal_moves(position, player, roll, rules)
    weights = _weight(position, seat, rules)
    before = exposure(position, player, rules)
    _, own_before, held_before = _value(position, seat, rules, weights)
    found = []
    for order, move in enumerate(moves):
        after = apply(position, move)
        finishes = seat not in {s for s, _ in after.groups}
        eaten = _eaten_progress(position, move)
        if finishes:
            weighed = Weighed(str(move), float("inf"), True, 0.0, move.eats, eaten, (), before, 0.0, 0,
                              held_before, move.target > OLD, move.start is None)
        else:
            value, own, held = _value(after, seat, rules, weights)
            exposed = exposure(after, player, rules)
            risk = _risk(exposed)
            weighed = Weighed(str(move), value - risk, False, own - own_before, move.eats, eaten, exposed, before,
                              risk, held, held_before, move.target > OLD and (move.start or 0) <= OLD,
                              move.start is None)
        found.append((order, weighed))
    found.sort(key=lambda item: (-item[1].value, item[0]))
    return [w for _, w in found]


def _eaten_progress(position: Position, move: Move) -> int:
    if move.eats is None:
        return 0
    victim = CORNERS.index(move.eats)
    square = SQUARE_ID[CORNERS.index(move.player)][move.target]
    return next(p for p in position.pieces(move.eats) if p <= OLD and SQUARE_ID[victim][p] == square)


def weigh(state: AnyState) -> list[Weighed]:
    """:func:`weigh_position` for the player to throw in ``state``, from what his seat sees (its view)."""
    player = state.to_move
    if player is None:
        return []
    view = state.view(player)
    position = Position.parse(view["position"], state.rules)
    return weigh_position(position, player, view["roll"], state.rules)


def strong(state: AnyState, rng: random.Random) -> str:
    """The strong player's decision: the best move by :func:`weigh` (``-`` when the throw is lost)."""
    ranked = weigh(state)
    if not ranked:
        return state.legal()[0]
    return ranked[0].move




__all__ = ["ENTERED", "EATEN_COST", "Exposed", "OTHERS", "SAFE", "Weighed", "exposure", "piece_value", "race",
           "strong", "weigh", "weigh_position"]
