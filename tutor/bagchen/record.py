"""The record of a hand: every play in order, as a strict parse/format pair (written spec:
``content/bagchen/notation.md``); one decision of a hand (:func:`parse_decision`), the same way.

A play is a seat (``E``, ``S``, ``W``, ``N``), a space and tiles; ``~`` before the
tiles means face down (a discard, or a charity when it leads); a charity may name
its suit (`` sky`` or `` earth``); a passport holder who had to throw the dice for
his suit writes the throw after ``@``.  Plays are separated by ``;`` and a space.

>>> from tutor.bagchen.record import format_record, parse_record
>>> plays = parse_record("E [6-6]×4; S ~[5-5]×4; W ~[6-4]×4; N ~[6-2]×2[5-3]×2; E ~[2-2] earth")
>>> plays[1].face_up, plays[4].named
(False, Suit.EARTH)
>>> format_record(plays)
'E [6-6]×4; S ~[5-5]×4; W ~[6-4]×4; N ~[6-2]×2[5-3]×2; E ~[2-2] earth'
>>> parse_record("E [6-6]×4; X [1-1]")
Traceback (most recent call last):
  ...
tutor.errors.NotationError: notation.expected: expected 'E' at position 12 of 'E [6-6]×4; X [1-1]', found 'X'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from tutor.bagchen.hand import Hand, Play
from tutor.bagchen.notation import TIMES, format_tiles
from tutor.bagchen.point import Point
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.tiles import Suit, Tile, read_tile
from tutor.notation import Scanner


@dataclass(frozen=True)
class Answer:
    """A seat's answer before the first lead, when its hand holds none of the high tiles (spec §1.7): it
    demands a redeal (``E redeal``: a new deal and, by default, a new throw for the point) or keeps the
    deal (``E keep``)."""

    seat: str
    redeal: bool

    def __str__(self) -> str:
        return f"{self.seat} {'redeal' if self.redeal else 'keep'}"


@dataclass(frozen=True)
class Pass:
    """A seat asked in turn before the first lead that proposes no blind exchange, or makes no call for mother and
    son (``E pass``)."""

    seat: str

    def __str__(self) -> str:
        return f"{self.seat} pass"


@dataclass(frozen=True)
class Exchange:
    """A seat proposing to ``other``, before anyone has looked at his tiles, that they swap their whole hands
    unseen (``E exchange W``; spec §1.7, D29)."""

    seat: str
    other: str

    def __str__(self) -> str:
        return f"{self.seat} exchange {self.other}"


@dataclass(frozen=True)
class Call:
    """A seat showing a mother [4-2] or a son [2-1] and calling for the other (``S unite [2-1]``: "son seeks
    mother", settled by the dice), or offering one of his two mothers for one of another's two sons, or the other
    way round, without dice (``S swap [4-2]``; spec §1.7, D9, TV-U04)."""

    seat: str
    tile: Tile
    swap: bool = False

    def __str__(self) -> str:
        return f"{self.seat} {'swap' if self.swap else 'unite'} {self.tile}"


@dataclass(frozen=True)
class Reply:
    """A seat's answer to a proposed blind exchange or to a call for mother and son (``W accept``,
    ``W decline``)."""

    seat: str
    accept: bool

    def __str__(self) -> str:
        return f"{self.seat} {'accept' if self.accept else 'decline'}"


#: A decision that is not a play: the steps before the first lead.
PrePlay = Answer | Pass | Exchange | Call | Reply


def parse_decision(text: str) -> Play | PrePlay:
    """Read one decision of a hand: a play (as in a record), or a step before the first lead: an answer about the
    redeal, a blind exchange proposed, a call for mother and son, an answer to either, or a pass.

    >>> parse_decision("W redeal"), parse_decision("S keep")
    (Answer(seat='W', redeal=True), Answer(seat='S', redeal=False))
    >>> parse_decision("E exchange W"), parse_decision("W accept"), parse_decision("N pass")
    (Exchange(seat='E', other='W'), Reply(seat='W', accept=True), Pass(seat='N'))
    >>> str(parse_decision("S unite [1-2]")), str(parse_decision("S swap [4-2]"))
    ('S unite [2-1]', 'S swap [4-2]')
    >>> format_decision(parse_decision("N ~[6-2][5-3][6-2]"))
    'N ~[6-2]×2[5-3]'
    >>> parse_decision("E exchange")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.expected: expected ' ' at position 11 of 'E exchange', found the end of the text
    """
    scan = Scanner(text, "bagchen.decision")
    seat = scan.expect(*SEATS)
    scan.expect(" ")
    word = scan.accept("redeal", "keep", "pass", "accept", "decline", "exchange", "unite", "swap")
    decision: Play | PrePlay
    if word is None:
        decision = _read_play(scan, seat)
    elif word in ("redeal", "keep"):
        decision = Answer(seat, word == "redeal")
    elif word == "pass":
        decision = Pass(seat)
    elif word in ("accept", "decline"):
        decision = Reply(seat, word == "accept")
    elif word == "exchange":
        scan.expect(" ")
        decision = Exchange(seat, scan.expect(*SEATS))
    else:
        scan.expect(" ")
        decision = Call(seat, read_tile(scan), word == "swap")
    scan.finish()
    return decision


def format_decision(decision: Play | PrePlay) -> str:
    """Write a decision canonically: a play's tiles in the order of the set (a blind pair's shown tile
    first), runs compressed; a step before the first lead as :func:`parse_decision` reads it."""
    if not isinstance(decision, Play):
        return str(decision)
    if not decision.blind:
        decision = replace(decision, tiles=tuple(sorted(decision.tiles, key=lambda t: t.order)))
    return format_record([decision])


def parse_record(text: str) -> list[Play]:
    """Read a hand's record (see the module's docstring)."""
    scan = Scanner(text, "bagchen.record")
    plays = []
    while True:
        seat = scan.expect(*SEATS)
        scan.expect(" ")
        plays.append(_read_play(scan, seat))
        if scan.at_end():
            return plays
        scan.expect("; ")


def _read_play(scan: Scanner, seat: str) -> Play:
    """One play after its seat and the space: ``~`` for face down, the tiles, then at most one of `` blind``, `` sky``, `` earth`` or `` @a-b``."""
    face_up = scan.accept("~") is None
    tiles: list[Tile] = []
    while scan.peek() == "[":
        tile = read_tile(scan)
        count = scan.number(1, 8) if scan.accept(TIMES, "x") else 1
        tiles.extend([tile] * count)
    if not tiles:
        raise scan.error("notation.expected", expected="[")
    named = None
    throw = None
    blind = False
    if scan.accept(" blind"):
        blind = True
    elif scan.accept(" sky"):
        named = Suit.SKY
    elif scan.accept(" earth"):
        named = Suit.EARTH
    elif scan.accept(" @"):
        first = scan.digit(1, 6)
        scan.expect("-")
        throw = Point(Tile(first, scan.digit(1, 6)))
    return Play(seat, tuple(tiles), face_up, named, throw, blind)


def format_record(plays: Iterable[Play]) -> str:
    """Write a record canonically: runs compressed, ``; `` between plays."""
    parts = []
    for p in plays:
        text = f"{p.seat} {'' if p.face_up else '~'}{format_tiles(p.tiles)}"
        if p.named is not None:
            text += f" {p.named.value}"
        if p.throw is not None:
            text += f" @{p.throw}"
        if p.blind:
            text += " blind"
        parts.append(text)
    return "; ".join(parts)


def replay(hand: Hand, plays: Iterable[Play]) -> list[Hand]:
    """The hand after each play, the dealt hand first: every state a page or a test may show."""
    states = [hand]
    for play in plays:
        states.append(states[-1].play(play))
    return states
