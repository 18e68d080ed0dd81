"""The record of a hand: every play in order, as a strict parse/format pair (written spec:
``content/bagchen/notation.md``).

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

from tutor.bagchen.hand import Hand, Play
from tutor.bagchen.notation import TIMES, format_tiles
from tutor.bagchen.point import Point
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.tiles import Suit, Tile, read_tile
from tutor.notation import Scanner


def parse_record(text: str) -> list[Play]:
    """Read a hand's record (see the module's docstring)."""
    scan = Scanner(text, "bagchen.record")
    plays = []
    while True:
        seat = scan.expect(*SEATS)
        scan.expect(" ")
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
        plays.append(Play(seat, tuple(tiles), face_up, named, throw, blind))
        if scan.at_end():
            return plays
        scan.expect("; ")


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
