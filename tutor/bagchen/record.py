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

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from tutor.bagchen.hand import Hand, Play
from tutor.bagchen.notation import TIMES, format_tiles
from tutor.bagchen.point import Point
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.tiles import Suit, Tile, full_set, read_tile
from tutor.errors import InvalidPositionError
from tutor.notation import Scanner

#: The first word of each chance step (:func:`parse_chance`); a decision begins with a seat instead.
CHANCE_WORDS = ("deal", "point", "starter", "dice")
#: Tiles each seat is dealt.
DEALT = 16


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


# --- chance: what the tiles and the dice brought, as steps of the record (issue 26) ---

@dataclass(frozen=True)
class Deal:
    """The 64 tiles dealt, 16 to each seat (``deal E [6-6]… S … W … N …``): each hand in the order of the set."""

    hands: tuple[tuple[Tile, ...], ...]  # E, S, W, N

    def __str__(self) -> str:
        return "deal " + " ".join(f"{seat} {format_tiles(tiles)}" for seat, tiles in zip(SEATS, self.hands, strict=True))


@dataclass(frozen=True)
class PointThrow:
    """The throw of the two dice that fixes the point (``point 4-3``)."""

    throw: Point

    def __str__(self) -> str:
        return f"point {self.throw}"


@dataclass(frozen=True)
class StarterThrows:
    """The two throws counted round the table that choose the first hand's starter, under a dice chain
    (``starter 4-3 6-2``; rule option ``first_starter``)."""

    throws: tuple[Point, Point]

    def __str__(self) -> str:
        return f"starter {self.throws[0]} {self.throws[1]}"


@dataclass(frozen=True)
class SuitThrow:
    """The dice a passport holder throws for his suit when he may lead nothing but singles of both (rule R4):
    ``dice 6-1``."""

    throw: Point

    def __str__(self) -> str:
        return f"dice {self.throw}"


@dataclass(frozen=True)
class UniteDice:
    """Mother seeking son: the single dice of the caller and the player answering him, in that order (a tie is
    thrown again and not written), then the two dice the player left with 15 tiles throws until they name a tile
    the other can give (``dice 5 2 then 4-3 6-6 5-1``)."""

    dice: tuple[int, int]
    throws: tuple[Point, ...]

    def __str__(self) -> str:
        return f"dice {self.dice[0]} {self.dice[1]} then {' '.join(str(t) for t in self.throws)}"


#: A chance step of the record.
ChanceStep = Deal | PointThrow | StarterThrows | SuitThrow | UniteDice


def _read_throw(scan: Scanner) -> Point:
    first = scan.digit(1, 6)
    scan.expect("-")
    return Point(Tile(first, scan.digit(1, 6)))


def parse_chance(text: str) -> ChanceStep:
    """Read one chance step: a deal, the throw for the point, the starter's two throws, a passport holder's
    throw for his suit, or the dice of mother seeking son.  :func:`format_chance` writes it back canonically.

    >>> str(parse_chance("point 3-4")), str(parse_chance("starter 1-2 6-6")), str(parse_chance("dice 6-1"))
    ('point 4-3', 'starter 2-1 6-6', 'dice 6-1')
    >>> parse_chance("dice 5 2 then 1-3 6-6")
    UniteDice(dice=(5, 2), throws=(Point.parse('3-1'), Point.parse('6-6')))
    >>> parse_chance("point 7-1")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: notation.out-of-range: 7 at position 7 of 'point 7-1' is outside 1–6

    A deal names each seat once, in the order E, S, W, N, each with 16 tiles; together they are the 64 tiles:

    >>> parse_chance("deal E [6-6]×16 S [1-1] W [1-1] N [1-1]")
    Traceback (most recent call last):
      ...
    tutor.errors.InvalidPositionError: bagchen.too-many-copies: [6-6] appears 16 times, but the 64-tile set has only 4
    """
    scan = Scanner(text, "bagchen.chance")
    word = scan.expect(*CHANCE_WORDS)
    scan.expect(" ")
    step: ChanceStep
    if word == "deal":
        hands = []
        for number, seat in enumerate(SEATS):
            if number:
                scan.expect(" ")
            scan.expect(seat)
            scan.expect(" ")
            tiles: list[Tile] = []
            while scan.peek() == "[":
                tile = read_tile(scan)
                tiles.extend([tile] * (scan.number(1, DEALT) if scan.accept(TIMES, "x") else 1))
            if not tiles:
                raise scan.error("notation.expected", expected="[")
            hands.append(tuple(sorted(tiles, key=lambda t: t.order)))
        scan.finish()
        check_deal(hands)
        return Deal(tuple(hands))
    if word == "point":
        step = PointThrow(_read_throw(scan))
    elif word == "starter":
        first = _read_throw(scan)
        scan.expect(" ")
        step = StarterThrows((first, _read_throw(scan)))
    else:
        die = scan.digit(1, 6)
        if scan.accept("-"):
            step = SuitThrow(Point(Tile(die, scan.digit(1, 6))))
        else:
            scan.expect(" ")
            other = scan.digit(1, 6)
            scan.expect(" then ")
            throws = [_read_throw(scan)]
            while scan.accept(" "):
                throws.append(_read_throw(scan))
            step = UniteDice((die, other), tuple(throws))
    scan.finish()
    return step


def format_chance(step: ChanceStep) -> str:
    """Write a chance step canonically (the inverse of :func:`parse_chance`)."""
    return str(step)


def check_deal(hands: Iterable[Iterable[Tile]]) -> None:
    """A deal gives 16 tiles to each seat, and the four hands are the 64 tiles (a coded error says which fails)."""
    dealt = [tuple(tiles) for tiles in hands]
    every: Counter[Tile] = Counter()
    for seat, tiles in zip(SEATS, dealt, strict=True):
        for tile, count in Counter(tiles).items():
            if count > tile.copies:
                raise InvalidPositionError("bagchen.too-many-copies", tile=str(tile), count=count, copies=tile.copies)
        if len(tiles) != DEALT:
            raise InvalidPositionError("bagchen.hand-size", seat=seat, count=len(tiles))
        every.update(tiles)
    if every != Counter(full_set()):
        raise InvalidPositionError("bagchen.not-the-set")


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
