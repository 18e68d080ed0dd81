"""Claiming a discard: who takes it when several players want it (SEED "Порядок игры", "Предупреждение").

A claim for mah jong comes first, then a pung or a kong, then a chow; only the next
player in turn (the one on the discarder's right) may claim for a chow; of two claims
of the same rank, the player nearer in turn takes the tile.

>>> winning_claim("E", [Claim("S", "chow"), Claim("N", "pung")])
Claim(seat='N', kind='pung')
>>> winning_claim("E", [Claim("N", "mahjong"), Claim("W", "mahjong")]).seat
'W'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from tutor.errors import IllegalPlayError, NotationError, TutorError
from tutor.mahjong.tiles import SEATS, Seat
from tutor.notation import Scanner

KINDS = ("mahjong", "kong", "pung", "chow")
_RANK = {"mahjong": 0, "kong": 1, "pung": 1, "chow": 2}


@dataclass(frozen=True)
class Claim:
    seat: Seat
    kind: str  # one of KINDS


def next_seat(seat: Seat) -> Seat:
    """Whose turn follows ``seat``'s: the player on his right (play runs counter-clockwise)."""
    return SEATS[(SEATS.index(seat) + 1) % len(SEATS)]


def turns_after(discarder: Seat, seat: Seat) -> int:
    """How many turns after the discarder's ``seat`` comes: 1 for the next player, 3 for the one before."""
    return (SEATS.index(seat) - SEATS.index(discarder)) % len(SEATS)


def winning_claim(discarder: str, claims: Sequence[Claim]) -> Claim:
    """The claim that takes the discard; an impossible set of claims is a coded error."""
    if discarder not in SEATS:
        raise TutorError("mahjong.bad-seat", seat=discarder)
    if not claims:
        raise IllegalPlayError("mahjong.no-claims")
    seen: set[str] = set()
    for claim in claims:
        if claim.seat not in SEATS:
            raise TutorError("mahjong.bad-seat", seat=claim.seat)
        if claim.kind not in KINDS:
            raise TutorError("mahjong.bad-claim", kind=claim.kind)
        if claim.seat == discarder:
            raise IllegalPlayError("mahjong.own-discard", seat=claim.seat)
        if claim.seat in seen:
            raise IllegalPlayError("mahjong.two-claims", seat=claim.seat)
        seen.add(claim.seat)
        if claim.kind == "chow" and claim.seat != next_seat(discarder):
            raise IllegalPlayError("mahjong.chow-not-next", seat=claim.seat, discarder=discarder)
    return min(claims, key=lambda c: (_RANK[c.kind], turns_after(discarder, c.seat)))


def next_turn(discarder: str, claims: Sequence[Claim] = ()) -> Seat:
    """Who plays after ``discarder``'s discard: the player whose claim takes it, or, when
    nobody claims it, the next player in turn, who draws from the wall.  A claim skips the
    players between: they lose their turns (the source's «игрок 1 … игрок 4»).

    >>> next_turn("E", [Claim("N", "pung")]), next_turn("N")
    ('N', 'E')
    """
    if not claims:
        if discarder not in SEATS:
            raise TutorError("mahjong.bad-seat", seat=discarder)
        return next_seat(discarder)
    return winning_claim(discarder, claims).seat


def parse_claims(text: str) -> list[Claim]:
    """Claims written ``S:chow N:pung`` (the pages' form): a seat, a colon and a kind, separated by
    single spaces, each seat once; the inverse of :func:`format_claims`.

    >>> parse_claims("S:chow N:pung")
    [Claim(seat='S', kind='chow'), Claim(seat='N', kind='pung')]
    >>> parse_claims("S:steal")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.expected: expected 'mahjong' at position 3 of 'S:steal', found 's'
    """
    scan = Scanner(text, "mahjong.claims")
    claims: list[Claim] = []
    while True:
        start = scan.index
        seat = scan.expect(*SEATS)
        if any(c.seat == seat for c in claims):
            raise NotationError("tutor.seat-twice", seat=seat, text=text, index=start)
        scan.expect(":")
        claims.append(Claim(cast(Seat, seat), scan.expect(*KINDS)))
        if scan.at_end():
            return claims
        scan.expect(" ")


def format_claims(claims: Sequence[Claim]) -> str:
    """The text of ``claims``, as :func:`parse_claims` reads it.

    >>> format_claims([Claim("W", "mahjong"), Claim("N", "pung")])
    'W:mahjong N:pung'
    """
    return " ".join(f"{c.seat}:{c.kind}" for c in claims)
