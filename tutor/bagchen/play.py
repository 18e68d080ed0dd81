"""A hand of Bagchen as a value: the deal, then tricks, then the money (spec §1.4, §1.8–§1.11).

A :class:`Hand` is immutable; :meth:`Hand.play` returns the hand after one more
play.  A play is a :class:`Play`: tiles face up (a lead, or a beat), tiles face
down (a discard, or a charity lead, which may name a suit).  Every player answers
the lead in clockwise turn with as many tiles as were led; the player whose tiles
lie face up on top wins the trick and counts one trick per tile led, so every
hand has sixteen tricks.  Passport holders lead by the rules ``passport_rules``
chooses; point leads are paid at once; the last trick's winner settles with
everybody, multiplied by a jump.  A hand replays from its record of plays.

>>> from tutor.bagchen.play import Hand, Play
>>> hand = Hand.deal_from("[6-6]×4[1-1]×4[4-4]×4[3-1]×4 [5-5]×4[3-3]×4[2-2]×4[6-5]×4 "
...                       "[6-4]×4[6-1]×4[5-1]×4[6-3]×2[5-4]×2 [6-2]×2[5-3]×2[5-2]×2[4-3]×2[4-2]×2[4-1]×2[3-2]×2[2-1]×2",
...                       point="4-4", starter="E")
>>> hand.to_act, len(hand.hands["E"])
('E', 16)
>>> hand = hand.play(Play("E", "[6-6]×4")).play(Play("S", "[5-5]×4", face_up=False))
>>> hand = hand.play(Play("W", "[6-4]×4", face_up=False)).play(Play("N", "[6-2]×2[5-3]×2", face_up=False))
>>> hand.won, hand.to_act
({'E': 4, 'S': 0, 'W': 0, 'N': 0}, 'E')
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from itertools import compress, product
from operator import gt, itemgetter
from typing import Any, Generic, TypeVar, overload

from tutor.bagchen.leads import (
    NEVER_BEATEN,
    POINT_KINDS,
    Lead,
    LeadKind,
    beater_in,
    classify,
    classify_cached,
    judge,
    merged_lead,
)
from tutor.bagchen.notation import check_copies, format_tiles, parse_tiles
from tutor.bagchen.point import Point
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS, Payment, Settlement, jump_count, net_of, point_payments, settle
from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import TILE_TYPES, Rank, Suit, Tile, full_set, type_counts
from tutor.errors import IllegalPlayError, InvalidPositionError

_T = TypeVar("_T")
TILES_EACH = 16
CHIEFS = (Tile(6, 6), Tile(6, 3), Tile(5, 4))
MINISTERS = (Tile(1, 1), Tile(6, 2), Tile(5, 3))
HORSE_ORDER = (Tile(4, 3), Tile(4, 2), Tile(4, 1), Tile(2, 1))
EARTH_RANKS = tuple(r for r in Rank if r.suit is Suit.EARTH)
#: The ranks above each rank, in its suit, highest first.
HIGHER = {rank: tuple(r for r in Rank if r.suit is rank.suit and r.level > rank.level) for rank in Rank}


_NEXT_SEAT = {seat: SEATS[(i + 1) % 4] for i, seat in enumerate(SEATS)}


def next_seat(seat: str) -> str:
    return _NEXT_SEAT[seat] if seat in _NEXT_SEAT else SEATS[(SEATS.index(seat) + 1) % 4]


class _derived(Generic[_T]):
    """A value worked out once from an immutable object and kept in its ``__dict__`` (like
    :func:`functools.cached_property`, without its lock: random play reads these millions of times).
    :meth:`Hand.play` fills them in for the hand it returns."""

    def __init__(self, func: Callable[[Any], _T]) -> None:
        self.func, self.name = func, func.__name__
        self.__doc__ = func.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> _derived[_T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> _T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> _T | _derived[_T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


def _tiles(tiles: str | Iterable[Tile]) -> tuple[Tile, ...]:
    return parse_tiles(tiles) if isinstance(tiles, str) else tuple(tiles)


@dataclass(frozen=True)
class Play:
    """One seat's tiles in a trick.  ``face_up=False`` is a discard, or a charity when it leads.

    ``named`` is the suit a charity names (or ``None``); ``throw`` is the dice a
    passport holder threw to find the suit of his lead (rule R4).
    """

    seat: str
    tiles: tuple[Tile, ...]
    face_up: bool = True
    named: Suit | None = None
    throw: Point | None = None
    blind: bool = False  # Berkhin's blind pair: the first tile shown, the second not

    def __init__(self, seat: str, tiles: str | Iterable[Tile], face_up: bool = True, named: Suit | None = None,
                 throw: Point | str | None = None, blind: bool = False) -> None:
        self.__dict__.update(seat=seat, tiles=_tiles(tiles), face_up=face_up, named=named,  # frozen: set once
                             throw=Point.parse(throw) if isinstance(throw, str) else throw, blind=blind)

    def __str__(self) -> str:
        written = format_tiles(self.tiles) if self.face_up else f"({len(self.tiles)} face down)"
        return f"{self.seat} {written}"


@dataclass(frozen=True)
class Trick:
    """The plays of one trick, the lead first."""

    plays: tuple[Play, ...]
    lead: Lead | None  # None for a charity (a face-down lead)
    chips: tuple[Payment, ...] = ()  # paid at once for a point lead

    @property
    def leader(self) -> str:
        return self.plays[0].seat

    @property
    def size(self) -> int:
        return len(self.plays[0].tiles)

    @property
    def top(self) -> Play | None:
        """The play face up on top (None while a charity lies unbeaten)."""
        for p in reversed(self.plays):
            if p.face_up:
                return p
        return None

    @property
    def winner(self) -> str:
        top = self.top
        return top.seat if top else self.leader

    @property
    def done(self) -> bool:
        return len(self.plays) == 4


@dataclass(frozen=True)
class Hand:
    """A hand in progress or finished: the tiles each seat still holds, the tricks, the money."""

    point: Point
    starter: str
    hands: Mapping[str, tuple[Tile, ...]]
    rules: Rules = field(default_factory=Rules)
    tricks: tuple[Trick, ...] = ()

    @classmethod
    def deal_from(cls, hands: str, point: Point | str, starter: str = "E", rules: Rules | None = None) -> Hand:
        """A hand from four groups of 16 tiles, separated by spaces, in seat order E, S, W, N."""
        groups = hands.split()
        if len(groups) != 4:
            raise InvalidPositionError("bagchen.deal-size", count=len(groups))
        return cls.new({seat: parse_tiles(g) for seat, g in zip(SEATS, groups, strict=True)}, point, starter, rules)

    @classmethod
    def new(cls, hands: Mapping[str, Iterable[Tile]], point: Point | str, starter: str = "E",
            rules: Rules | None = None) -> Hand:
        dealt = {seat: tuple(sorted(hands[seat], key=lambda t: t.order)) for seat in SEATS}
        for seat, tiles in dealt.items():
            if len(tiles) != TILES_EACH:
                raise InvalidPositionError("bagchen.hand-size", seat=seat, count=len(tiles))
        if Counter(t for tiles in dealt.values() for t in tiles) != Counter(full_set()):
            raise InvalidPositionError("bagchen.not-the-set")
        if starter not in SEATS:
            raise IllegalPlayError("bagchen.unknown-seat", seat=starter)
        point = Point.parse(point) if isinstance(point, str) else point
        return cls(point, starter, dealt, rules or Rules())

    # --- what the hand shows ---

    @_derived
    def current(self) -> Trick | None:
        """The trick being played, if it is not complete."""
        return self.tricks[-1] if self.tricks and not self.tricks[-1].done else None

    @_derived
    def finished(self) -> bool:
        return all(not tiles for tiles in self.hands.values())

    @_derived
    def to_act(self) -> str:
        current = self.current
        if current:
            return next_seat(current.plays[-1].seat)
        return self.tricks[-1].winner if self.tricks else self.starter

    @_derived
    def won(self) -> dict[str, int]:
        """Tricks won so far by each seat (a trick of n tiles counts n)."""
        won = dict.fromkeys(SEATS, 0)
        for trick in self.tricks:
            if trick.done:
                won[trick.winner] += trick.size
        return won

    def has_passport(self, seat: str) -> bool:
        return self.won[seat] >= self.rules.passport_threshold

    @_derived
    def passport_memo(self) -> dict[str, tuple[list[Lead], bool]]:
        """What :func:`passport_leads` found for this hand (a hand is immutable, so it stays true)."""
        return {}

    @_derived
    def face_up(self) -> tuple[Tile, ...]:
        """Every tile played face up so far (what 'unbeatable' is judged from)."""
        return tuple(t for trick in self.tricks for p in trick.plays if p.face_up for t in p.tiles)

    # --- playing ---

    def play(self, play: Play) -> Hand:
        """The hand after ``play``; an illegal play is an :class:`IllegalPlayError` naming the rule."""
        if self.finished:
            raise IllegalPlayError("bagchen.hand-over")
        if play.seat != self.to_act:
            raise IllegalPlayError("bagchen.not-your-turn", seat=play.seat, turn=self.to_act)
        remaining = list(self.hands[play.seat])
        try:
            for tile in play.tiles:
                remaining.remove(tile)
        except ValueError:
            raise IllegalPlayError("bagchen.tiles-not-held", seat=play.seat,
                                   tiles=format_tiles(play.tiles)) from None
        if not play.tiles:
            raise IllegalPlayError("bagchen.tiles-not-held", seat=play.seat, tiles="—")
        current = self.current
        if current is None:
            trick = self._lead(play)
            tricks = (*self.tricks, trick)
        else:
            trick = self._follow(current, play)
            tricks = (*self.tricks[:-1], trick)
        hands = {**self.hands, play.seat: tuple(remaining)}
        after = object.__new__(Hand)  # Hand(self.point, self.starter, hands, self.rules, tricks), made faster
        known = after.__dict__
        known.update(point=self.point, starter=self.starter, hands=hands, rules=self.rules, tricks=tricks)
        # what the new hand shows, worked out from this one (the same values the _derived functions give)
        won = dict(self.won)
        if len(trick.plays) == 4:
            winner = trick.winner
            won[winner] += len(trick.plays[0].tiles)
            known["current"], known["to_act"] = None, winner
        else:
            known["current"], known["to_act"] = trick, next_seat(play.seat)
        known["won"] = won
        known["finished"] = not remaining and all(not tiles for tiles in hands.values())
        return after

    def _lead(self, play: Play) -> Trick:
        seat = play.seat
        if not play.face_up:  # a charity
            if len(play.tiles) != 1:
                raise IllegalPlayError("bagchen.charity-one-tile")
            if self.has_passport(seat):
                raise IllegalPlayError("bagchen.charity-with-passport")
            if play.named is not None and not self.rules.charity_named:
                raise IllegalPlayError("bagchen.charity-named-off")
            return Trick((play,), None)
        if play.named is not None:
            raise IllegalPlayError("bagchen.only-charity-names")
        if play.blind:
            return Trick((play,), self._blind_pair(play))
        lead = self._lead_of_tiles(play)
        if self.has_passport(seat) and lead.kind is not LeadKind.MERGED:  # merged leads are all unbeatable
            check_passport_lead(self, seat, lead, play.throw)
        passports = {s for s in SEATS if self.has_passport(s)}
        return Trick((play,), lead, point_payments(seat, lead, passports, self.rules))

    def _lead_of_tiles(self, play: Play) -> Lead:
        """The lead ``play`` makes; under ``merge_unbeatable_leads`` also several unbeatable leads at once."""
        key = tuple(sorted(play.tiles, key=lambda t: t.order))
        found = classify_cached(key, self.point, self.rules.double_mother_son, self.rules.mixed_ministers_max)
        if isinstance(found, Lead):
            return found  # what classify gives for tiles already in order
        try:
            return classify(key, self.point, self.rules)
        except IllegalPlayError:
            if not self.rules.merge_unbeatable_leads:
                raise
            own = list(self.hands[play.seat])
            for tile in play.tiles:
                own.remove(tile)
            merged = merged_lead(play.tiles, self.point, self.face_up, self.rules, own)
            if merged is None:
                raise
            return merged

    def _blind_pair(self, play: Play) -> Lead:
        """Berkhin's last two tiles, led together with the first one shown (``fourteen_trick_blind_pair``)."""
        if not self.rules.fourteen_trick_blind_pair:
            raise IllegalPlayError("bagchen.blind-pair-off")
        if self.won[play.seat] != 14 or len(play.tiles) != 2 or len(self.hands[play.seat]) != 2:
            raise IllegalPlayError("bagchen.blind-pair-when", seat=play.seat)
        if play.tiles[0] in self.point:
            raise IllegalPlayError("bagchen.blind-pair-point", tile=str(play.tiles[0]))
        return Lead(play.tiles, LeadKind.BLIND_PAIR, point=self.point)

    def _follow(self, trick: Trick, play: Play) -> Trick:
        if len(play.tiles) != trick.size:
            raise IllegalPlayError("bagchen.follow-count", count=len(play.tiles), size=trick.size)
        if not play.face_up:
            if self.rules.must_beat_if_able and self.beats_in_hand(play.seat):
                raise IllegalPlayError("bagchen.must-beat")
            return Trick((*trick.plays, play), trick.lead, trick.chips)
        if play.named is not None or play.throw is not None:
            raise IllegalPlayError("bagchen.only-charity-names")
        top = trick.top
        if top is None:  # beating a charity that still lies face down
            self._check_charity_beat(trick, play)
        elif top is trick.plays[0] and trick.lead is not None and trick.lead.kind is LeadKind.BLIND_PAIR:
            if not _beats_blind_pair(trick.lead, play.tiles, self.point, self.rules):
                raise IllegalPlayError("bagchen.blind-pair-beat", tiles=format_tiles(play.tiles),
                                       suit=GLOSSARY[trick.lead.tiles[0].suit.term_id].text)
        elif not _beats_top(self.point, self.rules, top.tiles, play.tiles):
            verdict = judge(_lead_of(top, self), play.tiles, self.point, self.rules)
            if not verdict:
                raise IllegalPlayError("bagchen.does-not-beat", tiles=format_tiles(play.tiles),
                                       top=format_tiles(top.tiles), reason=verdict.reason)
        return Trick((*trick.plays, play), trick.lead, trick.chips)

    def _check_charity_beat(self, trick: Trick, play: Play) -> None:
        tile = play.tiles[0]
        charity = trick.plays[0]
        if tile in self.point:
            raise IllegalPlayError("bagchen.point-never-beats", tile=str(tile))
        if charity.named is not None:
            if tile.suit is not charity.named:
                raise IllegalPlayError("bagchen.charity-wrong-suit", tile=str(tile),
                                       suit=GLOSSARY[charity.named.term_id].text)
        elif self.rules.charity_open_beat_scope == "next_player" and play.seat != next_seat(charity.seat):
            raise IllegalPlayError("bagchen.charity-next-only", seat=play.seat)

    def beats_in_hand(self, seat: str) -> bool:
        """Whether ``seat`` could beat the current top face up."""
        return any(True for _ in beating_plays(self, seat))

    @classmethod
    def around(cls, plays: Iterable[Play], point: Point | str, rules: Rules | None = None) -> Hand:
        """A hand dealt so that ``plays`` (one trick, or more, from the start) can be played, then played:
        every seat holds the tiles it plays, and the rest of the set is shared out to fill 16 each.

        >>> from tutor.bagchen.record import parse_record
        >>> hand = Hand.around(parse_record("E [3-1]; S [4-4]; W ~[2-1]; N [1-1]"), "6-6")
        >>> hand.tricks[0].winner
        'N'
        """
        plays = list(plays)
        held: dict[str, list[Tile]] = {seat: [] for seat in SEATS}
        for play in plays:
            held[play.seat].extend(play.tiles)
        spare = Counter(full_set())
        spare.subtract(Counter(t for tiles in held.values() for t in tiles))
        if -spare:
            raise InvalidPositionError("bagchen.not-the-set")
        pool = list(spare.elements())
        for seat in SEATS:
            while len(held[seat]) < TILES_EACH and pool:
                held[seat].append(pool.pop())
        if any(len(tiles) != TILES_EACH for tiles in held.values()):
            raise InvalidPositionError("bagchen.hand-size", seat=seat, count=len(held[seat]))
        hand = cls.new(held, point, plays[0].seat if plays else "E", rules)
        for play in plays:
            hand = hand.play(play)
        return hand

    # --- the end ---

    def _closing_run(self) -> tuple[Trick, ...]:
        """The last trick's winner's closing run of point leads (they won their tricks: points are unbeatable)."""
        winner = self.tricks[-1].winner
        run: list[Trick] = []
        for trick in reversed(self.tricks):
            if trick.winner != winner or trick.lead is None or not trick.lead.is_point_lead:
                break
            run.append(trick)
        return tuple(run[::-1])

    def settlement(self) -> Settlement:
        """The settlement after the last trick (spec §1.11); the hand must be finished."""
        if not self.finished:
            raise IllegalPlayError("bagchen.hand-not-over")
        winner = self.tricks[-1].winner
        jump = jump_count((winner, t.lead) for t in self._closing_run() if t.lead is not None)
        return settle(self.won, winner, jump, self.rules)

    def money(self) -> tuple[Payment, ...]:
        """Every payment of the hand so far: the chips for point leads, then (once it is over) the settlement.

        A jump replaces the chips of the closing run: those leads are paid through the multiplier instead.
        """
        closing = set(map(id, self._closing_run())) if self.finished else set()
        chips = tuple(p for t in self.tricks if id(t) not in closing for p in t.chips)
        return chips + (self.settlement().payments if self.finished else ())

    def net(self) -> dict[str, int]:
        """Each seat's balance for the hand so far; the balances sum to zero."""
        return net_of(self.money())

    def record(self) -> list[Play]:
        """Every play in order: the hand replays from its deal and this list."""
        return [p for trick in self.tricks for p in trick.plays]


# --- what a seat may play ---

def _beats_blind_pair(lead: Lead, tiles: tuple[Tile, ...], point: Point | None, rules: Rules) -> bool:
    """Any pair (an ordinary set of two) of the shown tile's suit beats a blind pair (spec §6 Q12)."""
    found = classify_cached(tuple(sorted(tiles, key=lambda t: t.order)), point, rules.double_mother_son,
                            rules.mixed_ministers_max)
    return (isinstance(found, Lead) and found.kind in (LeadKind.SKY_SET, LeadKind.EARTH_SET)
            and found.size == 2 and found.tiles[0].suit is lead.tiles[0].suit)


def _lead_of(play: Play, hand: Hand) -> Lead:
    """The lead a face-up play in a trick makes (it was checked when it was played)."""
    found = classify_cached(tuple(sorted(play.tiles, key=lambda t: t.order)), hand.point,
                            hand.rules.double_mother_son, hand.rules.mixed_ministers_max)
    assert isinstance(found, Lead)
    return found


def leads_in(tiles: Iterable[Tile], point: Point | None, rules: Rules) -> list[Lead]:
    """Every distinct legal lead the tiles hold (each multiset of tiles once).

    The candidates come in a fixed order (points, then each type's sets, the earth ranks' sets, chiefs,
    ministers, horses); each family's legal leads are worked out once per count of its tile types and
    remembered, so a hand costs a few look-ups.
    """
    tiles = tuple(tiles)
    counts = type_counts(tiles)
    if any(map(gt, counts, _COPIES)):
        check_copies(tiles)  # more copies than the set holds: a coded error
    return list(_leads_of_counts(counts, point, rules.double_mother_son, rules.mixed_ministers_max))


_COPIES = tuple(t.copies for t in TILE_TYPES)
_POSITIONS = range(len(TILE_TYPES))


def _pick_one(position: int) -> Callable[[list[int]], tuple[int, ...]]:
    return lambda counts: (counts[position],)


#: The families of candidate leads that may mix types, tried after the point tiles and after each
#: type's own sets: (tile types by position in :data:`TILE_TYPES`, fewest tiles, most tiles).
_FAMILIES: tuple[tuple[tuple[int, ...], int, int], ...] = (
    *((tuple(t.order for t in rank.tiles), 2, 4) for rank in EARTH_RANKS),
    (tuple(t.order for t in CHIEFS), 2, 8),
    (tuple(t.order for t in MINISTERS), 2, 8),
    (tuple(t.order for t in HORSE_ORDER), 2, 4),
)
_PICK: tuple[Callable[[list[int]], tuple[int, ...]], ...] = tuple(
    itemgetter(*family) if len(family) > 1 else _pick_one(family[0]) for family, _, _ in _FAMILIES)

_Found = tuple[tuple[int, Lead], ...]  # legal leads, each with a number naming its multiset of tiles


class _LeadTable:
    """The legal leads of each family of candidates, per count of its tile types, under one point and the
    two options that shape leads (filled as random play asks)."""

    def __init__(self, point: Point | None, double_mother_son: bool, mixed_ministers_max: int) -> None:
        self.options = (point, double_mother_son, mixed_ministers_max)
        self.point = point
        self.points = _point_positions(point)
        self.point_sets: dict[tuple[int, ...], _Found] = {}
        self.families: list[dict[tuple[int, ...], _Found]] = [{} for _ in _FAMILIES]
        self.singles = [[self.find((p,), (n,), 1, 4) if n else () for n in range(t.copies + 1)]
                        for p, t in enumerate(TILE_TYPES)]

    def find(self, family: tuple[int, ...], held: tuple[int, ...], low: int, high: int) -> _Found:
        """The legal leads among the sub-multisets of ``held`` tiles of the ``family`` types, in the order tried."""
        found: list[tuple[int, Lead]] = []
        counts = {TILE_TYPES[p]: n for p, n in zip(family, held, strict=True) if n}
        for group in _sub_multisets(counts, low, high):
            key = tuple(sorted(group, key=lambda t: t.order))
            lead = classify_cached(key, *self.options)
            if isinstance(lead, Lead):
                found.append((sum(1 << (3 * t.order) for t in key), lead))
        return tuple(found)


_LEAD_TABLES: dict[tuple[Point | None, bool, int], _LeadTable] = {}
_LAST_LEAD_TABLE: list[_LeadTable | None] = [None]


def _leads_of_counts(counts: list[int], point: Point | None, double_mother_son: bool,
                     mixed_ministers_max: int) -> tuple[Lead, ...]:
    """:func:`leads_in` for the tiles held, counted by position in :data:`TILE_TYPES`."""
    table = _LAST_LEAD_TABLE[0]
    if table is None or table.point is not point or table.options[1:] != (double_mother_son, mixed_ministers_max):
        options = (point, double_mother_son, mixed_ministers_max)
        table = _LEAD_TABLES.get(options)
        if table is None:
            table = _LEAD_TABLES[options] = _LeadTable(*options)
        _LAST_LEAD_TABLE[0] = table  # random play asks under the same point many times in a row
    found: dict[int, Lead] = {}  # a multiset found again is the same lead: it keeps its first place
    if table.points:
        held = tuple(counts[p] for p in table.points)
        if any(held):
            leads = table.point_sets.get(held)
            if leads is None:
                leads = table.point_sets[held] = table.find(table.points, held, 1, 4)
            found.update(leads)
        counts = list(counts)
        for p in table.points:
            counts[p] = 0
    singles = table.singles
    for p in compress(_POSITIONS, counts):  # the types held
        found.update(singles[p][counts[p]])
    for i, pick in enumerate(_PICK):
        held = pick(counts)
        if any(held):
            known = table.families[i]
            leads = known.get(held)
            if leads is None:
                family, low, high = _FAMILIES[i]
                leads = known[held] = table.find(family, held, low, high)
            found.update(leads)
    return tuple(found.values())


@functools.lru_cache(maxsize=64)
def _point_positions(point: Point | None) -> tuple[int, ...]:
    return tuple(t.order for t in point.types) if point else ()


def _sub_multisets(counts: Mapping[Tile, int], low: int, high: int) -> Iterator[tuple[Tile, ...]]:
    """Every sub-multiset of ``counts`` with ``low`` to ``high`` tiles."""
    types = list(counts)
    for ks in product(*(range(counts[t] + 1) for t in types)):
        if low <= sum(ks) <= high:
            yield tuple(t for t, k in zip(types, ks, strict=True) for _ in range(k))


def beating_plays(hand: Hand, seat: str) -> Iterator[tuple[Tile, ...]]:
    """Every distinct set of ``seat``'s tiles that would beat the current top face up.

    Only the shapes that can beat the top are tried (spec §1.3, "beaten only by"):
    the same kind and size, or chiefs on ministers, the stallion on the mare.
    """
    current = hand.current
    assert current is not None
    top = current.top
    if top is None:
        held = Counter(t for t in hand.hands[seat] if t not in hand.point)  # points never beat
        charity = current.plays[0]
        if charity.named is None and hand.rules.charity_open_beat_scope == "next_player" \
                and seat != next_seat(charity.seat):
            return
        for tile in held:
            if charity.named is None or tile.suit is charity.named:
                yield (tile,)
        return
    yield from _beaters(hand.point, hand.rules, top.tiles, hand.hands[seat])


_Beaters = tuple[tuple[Tile, ...], ...]


class _BeaterTable:
    """What beats what under one point and the two options that shape leads (filled as random play asks).

    For each face-up top: its lead and the families of tile types that could beat it (the chiefs, the
    stallion, or each rank above it, each type for sky ranks; never point tiles).  The beaters are
    remembered per count of the types of all those families, and of each family.
    """

    def __init__(self, point: Point | None, rules: Rules) -> None:
        self.point, self.rules = point, rules
        self.points = frozenset(_point_positions(point))
        self.tops: dict[tuple[Tile, ...], tuple[int, Lead, Callable[[list[int]], tuple[int, ...]],
                                               tuple[tuple[int, ...], ...]]] = {}
        self.every: dict[tuple[int, tuple[int, ...]], _Beaters] = {}
        self.each: dict[tuple[int, int, tuple[int, ...]], _Beaters] = {}
        self.judged: dict[tuple[tuple[Tile, ...], tuple[Tile, ...]], bool] = {}

    def top(self, tiles: tuple[Tile, ...]) -> tuple[int, Lead, Callable[[list[int]], tuple[int, ...]],
                                                    tuple[tuple[int, ...], ...]]:
        top_lead, families = _top_and_beater_families(tiles, self.point, self.rules)
        families = tuple(f for f in (tuple(p for p in family if p not in self.points) for family in families) if f)
        positions = [p for family in families for p in family]
        pick = itemgetter(*positions) if len(positions) > 1 else _pick_one(positions[0]) if positions else _none
        if len(self.tops) > 4096:
            self.tops.clear()
        found = self.tops[tiles] = (next(_TOP_NUMBERS), top_lead, pick, families)
        return found

    def beaters(self, number: int, top_lead: Lead, families: tuple[tuple[int, ...], ...],
                counts: list[int]) -> _Beaters:
        groups: list[tuple[Tile, ...]] = []
        for i, family in enumerate(families):
            held = tuple(counts[p] for p in family)
            if not any(held):
                continue
            beaters = self.each.get((number, i, held))
            if beaters is None:
                if len(self.each) > 65536:
                    self.each.clear()
                types = {TILE_TYPES[p]: n for p, n in zip(family, held, strict=True) if n}
                beaters = self.each[(number, i, held)] = tuple(
                    g for g in _beater_groups(top_lead, types) if judge(top_lead, g, self.point, self.rules))
            groups += beaters
        return tuple(groups)


_TOP_NUMBERS = itertools.count()
_BEATER_TABLES: dict[tuple[Point | None, bool, int], _BeaterTable] = {}
_LAST_BEATER_TABLE: list[tuple[Point | None, Rules, _BeaterTable] | None] = [None]


def _beats_top(point: Point | None, rules: Rules, top: tuple[Tile, ...], tiles: tuple[Tile, ...]) -> bool:
    """Whether ``tiles`` played face up beat the face-up ``top`` (:func:`judge`'s verdict, remembered)."""
    table = _beater_table(point, rules)
    key = (top, tiles)
    found = table.judged.get(key)
    if found is None:
        if len(table.judged) > 65536:
            table.judged.clear()
        found = table.judged[key] = bool(judge(_top_lead(top, point, rules), tiles, point, rules))
    return found


def _top_lead(top: tuple[Tile, ...], point: Point | None, rules: Rules) -> Lead:
    found = classify_cached(tuple(sorted(top, key=lambda t: t.order)), point, rules.double_mother_son,
                            rules.mixed_ministers_max)
    assert isinstance(found, Lead)
    return found


def _beater_table(point: Point | None, rules: Rules) -> _BeaterTable:
    last = _LAST_BEATER_TABLE[0]
    if last is not None and last[0] is point and last[1] is rules:
        return last[2]  # random play asks under the same point and rules many times in a row
    options = (point, rules.double_mother_son, rules.mixed_ministers_max)
    table = _BEATER_TABLES.get(options)
    if table is None:
        table = _BEATER_TABLES[options] = _BeaterTable(point, rules)
    _LAST_BEATER_TABLE[0] = (point, rules, table)
    return table


def _none(counts: list[int]) -> tuple[int, ...]:
    return ()


def _beaters(point: Point | None, rules: Rules, top: tuple[Tile, ...], tiles: tuple[Tile, ...]) -> _Beaters:
    """The groups of ``tiles`` that beat the face-up ``top``, in the order :func:`beating_plays` gives them."""
    table = _beater_table(point, rules)
    found = table.tops.get(top)
    if found is None:
        found = table.top(top)
    number, top_lead, pick, families = found
    if not families:
        return ()
    counts = type_counts(tiles)
    key = (number, pick(counts))
    groups = table.every.get(key)
    if groups is None:
        if len(table.every) > 65536:
            table.every.clear()
        groups = table.every[key] = table.beaters(number, top_lead, families, counts)
    return groups


def _top_and_beater_families(top: tuple[Tile, ...], point: Point | None,
                             rules: Rules) -> tuple[Lead, tuple[tuple[int, ...], ...]]:
    """The lead a face-up play makes, and the families of tile types (by position) that could beat it,
    in the order they are tried: the chiefs, the stallion, or each rank above it (each type for sky ranks)."""
    found = classify_cached(tuple(sorted(top, key=lambda t: t.order)), point, rules.double_mother_son,
                            rules.mixed_ministers_max)
    assert isinstance(found, Lead)
    if found.kind is LeadKind.MIXED_MINISTERS:
        families: tuple[tuple[Tile, ...], ...] = (CHIEFS,)
    elif found.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE):
        families = (STALLION_TILES,)
    elif found.kind in (LeadKind.SINGLE, LeadKind.SKY_SET, LeadKind.EARTH_SET):
        assert found.rank is not None
        higher = HIGHER[found.rank]
        if found.rank.suit is Suit.SKY:
            families = tuple((t,) for r in higher for t in r.tiles)
        else:
            families = tuple(r.tiles for r in higher)
    else:
        families = ()  # nothing beats the other kinds
    return found, tuple(tuple(t.order for t in family) for family in families)


def _beater_groups(top_lead: Lead, held: Mapping[Tile, int]) -> Iterable[tuple[Tile, ...]]:
    """The groups of ``held`` tiles (no points) of a shape that might beat ``top_lead``, in the order tried."""
    n = top_lead.size
    if top_lead.kind is LeadKind.MIXED_MINISTERS:
        return _sub_multisets({t: held[t] for t in CHIEFS if t in held}, n, n)
    if top_lead.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE):
        return [STALLION_TILES * (n // 2)] if all(held.get(t, 0) >= n // 2 for t in STALLION_TILES) else []
    if top_lead.kind in (LeadKind.SINGLE, LeadKind.SKY_SET, LeadKind.EARTH_SET):
        assert top_lead.rank is not None
        higher = HIGHER[top_lead.rank]
        if top_lead.rank.suit is Suit.SKY:
            return [(t,) * n for r in higher for t in r.tiles if held.get(t, 0) >= n]
        return [g for r in higher for g in _sub_multisets({t: held[t] for t in r.tiles if t in held}, n, n)]
    return []


SPECIAL = frozenset({LeadKind.MARE, LeadKind.DOUBLE_MARE, LeadKind.STALLION, LeadKind.DOUBLE_STALLION,
                     LeadKind.COMPLETE_HORSE, LeadKind.MOTHER_SON, LeadKind.DOUBLE_MOTHER_SON})
HORSE_TILES = frozenset(HORSE_ORDER)
STALLION_TILES = (Tile(4, 3), Tile(4, 2))


class _Holder:
    """What the passport rules look at: the holder's tiles, every lead they hold, and (asked lazily, it
    costs a search of the unseen tiles) which of those leads nothing unseen can beat."""

    def __init__(self, tiles: tuple[Tile, ...], point: Point | None, face_up: tuple[Tile, ...],
                 rules: Rules) -> None:
        self.tiles, self.point, self.face_up, self.rules = tiles, point, face_up, rules
        self.every = tuple(leads_in(tiles, point, rules))
        self._unbeatable: dict[int, bool] = {}
        self.memo: dict[str, bool | int | None] = {}  # what a passport rule found for every lead at once

    @cached_property
    def rest(self) -> list[Tile]:
        return [t for t in self.tiles if not (self.point and t in self.point)]

    @cached_property
    def has_chiefs(self) -> bool:
        return any(t in CHIEFS for t in self.rest)

    @cached_property
    def unseen(self) -> dict[Tile, int]:
        """How many of each type are not among the tiles played face up (nor, if the rules count them,
        the holder's own), every type listed."""
        pool = {t: t.copies for t in TILE_TYPES}
        seen = self.face_up + self.tiles if self.rules.unbeatable_knowledge == "face_up_plus_own_hand" \
            else self.face_up
        for tile in seen:
            pool[tile] -= 1
        return pool

    def is_unbeatable(self, lead: Lead) -> bool:
        if id(lead) not in self._unbeatable:
            # a_beater(lead, point, face_up, rules, own tiles less the lead), with the unseen tiles counted once
            if lead.kind in NEVER_BEATEN:
                self._unbeatable[id(lead)] = True
            else:
                pool = dict(self.unseen)
                if self.rules.unbeatable_knowledge != "face_up_plus_own_hand":
                    for tile in lead.tiles:  # else the lead is among the holder's own tiles, already counted
                        pool[tile] -= 1
                self._unbeatable[id(lead)] = beater_in(lead, self.point, pool) is None
        return self._unbeatable[id(lead)]

    @cached_property
    def any_unbeatable(self) -> bool:
        return any(self.is_unbeatable(x) for x in self.every)

    def remainder(self, lead: Lead) -> list[Tile]:
        rest = list(self.tiles)
        for t in lead.tiles:
            rest.remove(t)
        return rest


def _sky_set(lead: Lead, lowest: int = 1) -> bool:
    """A sky set whose rank is above level ``lowest - 1`` (level 1 is the people)."""
    return lead.kind is LeadKind.SKY_SET and lead.rank is not None and lead.rank.level >= lowest


def _pagat(h: _Holder, lead: Lead) -> bool:
    if h.is_unbeatable(lead) or lead.kind is LeadKind.MIXED_MINISTERS or _sky_set(lead, 2):
        return True  # R1a, R1b, R1c
    if len(h.rest) < len(h.tiles) and sorted(h.rest, key=lambda t: t.order) == list(lead.tiles):
        return True  # R1d: only points plus exactly this one tile or combination
    if not h.has_chiefs and (lead.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE) or _sky_set(lead)):
        return True  # R2
    if lead.kind is not LeadKind.EARTH_SET:
        return False
    if "pagat" not in h.memo:  # the same for every lead of this holder: asked once
        h.memo["pagat"] = (not any(x.kind in SPECIAL or x.kind is LeadKind.SKY_SET for x in h.every)
                           and not h.any_unbeatable)
    return bool(h.memo["pagat"])


def _berkhin(h: _Holder, lead: Lead) -> bool:
    def listed(x: Lead) -> bool:
        sky_pair = x.size == 2 and _sky_set(x, 2 if h.has_chiefs else 1)  # with chiefs: from sisters up
        return (h.is_unbeatable(x) or x.kind in SPECIAL or x.kind is LeadKind.MIXED_MINISTERS
                or x.size in (3, 4) or sky_pair)
    if listed(lead):
        return True
    if h.has_chiefs:
        return False  # "he must lead his chiefs": they are unbeatable, so listed
    if "berkhin" not in h.memo:  # the same for every lead of this holder: asked once
        h.memo["berkhin"] = any(listed(x) for x in h.every)
    return not h.memo["berkhin"] and lead.kind is LeadKind.EARTH_SET and lead.size == 2


#: The Chinese article's 至尊 (a point set, mother and son, the double) and 马 (every horse): its second tier.
SUPREMES_AND_HORSES = POINT_KINDS | SPECIAL


def _supremes_and_horses(h: _Holder, tiles: tuple[Tile, ...]) -> bool:
    """Whether ``tiles`` (in display order, at least one) split wholly into 至尊 and 马 leads."""
    if not tiles or not all((h.point and t in h.point) or t in HORSE_TILES for t in tiles):
        return False  # the quick answer for nearly every hand: some tile is neither a point nor a horse's
    key = "zh:" + format_tiles(tiles)
    if key not in h.memo:
        h.memo[key] = False
        for x in leads_in(tiles, h.point, h.rules):
            if x.kind in SUPREMES_AND_HORSES and tiles[0] in x.tiles:  # the lead that holds the first tile
                rest = list(tiles)
                for t in x.tiles:
                    rest.remove(t)
                if not rest or _supremes_and_horses(h, tuple(rest)):
                    h.memo[key] = True
                    break
    return bool(h.memo[key])


def _zh(h: _Holder, lead: Lead) -> bool:
    """The Chinese article's four tiers (通行证规则): the first tier the hand can play is the one he must
    play from.  (1) 大牌: whatever the face-up tiles show nothing can beat (明面最大), but not a 至尊 or a
    马, which the article lists in (2); sky sets above the people; mixed ministers.  (2) people sets,
    any 至尊 (point sets, mother and son) or 马 (horses), and, when all he holds besides is 至尊 or 马,
    his one remaining tile or combination, whatever its size.  (3) earth sets.  (4) the hand shown,
    and a single (see :func:`passport_options`)."""
    tiers: tuple[Callable[[Lead], bool], ...] = (
        lambda x: ((x.kind not in SUPREMES_AND_HORSES and h.is_unbeatable(x)) or _sky_set(x, 2)
                   or x.kind is LeadKind.MIXED_MINISTERS),
        lambda x: (x.kind is LeadKind.SKY_SET or x.kind in SUPREMES_AND_HORSES
                   or _supremes_and_horses(h, tuple(h.remainder(x)))),
        lambda x: x.kind is LeadKind.EARTH_SET,
    )
    if "zh" not in h.memo:  # the first tier the hand can play is the one he must play from (asked once)
        h.memo["zh"] = next((i for i, tier in enumerate(tiers) if any(tier(x) for x in h.every)), None)
    first = h.memo["zh"]
    return first is not None and tiers[first](lead)


_PASSPORT_RULES = {"pagat": _pagat, "berkhin": _berkhin, "zh": _zh}


def passport_leads(hand: Hand, seat: str) -> tuple[list[Lead], bool]:
    """The leads a passport holder may make in this hand (spec §1.8, D20–D22), and whether he must first
    throw the dice for the suit of a single (rule R4)."""
    memo = hand.passport_memo
    if seat not in memo:
        memo[seat] = passport_options(hand.hands[seat], hand.point, hand.face_up, hand.rules)
    return memo[seat]


def passport_options(tiles: str | Iterable[Tile], point: Point | str | None = None, face_up: str | Iterable[Tile] = (),
                     rules: Rules | None = None) -> tuple[list[Lead], bool]:
    """The leads a passport holder with ``tiles`` may make, with ``face_up`` tiles played, under ``rules``
    (``passport_rules`` picks pagat's, Berkhin's or the Chinese article's), and whether he must first throw
    the dice for the suit of a single (rule R4: nothing else allowed, and tiles of both suits).

    >>> leads, must_throw = passport_options("[6-6][6-5][6-5][2-1]")  # TV-PP06
    >>> [str(lead) for lead in leads], must_throw
    (['[6-6]'], False)
    >>> passport_options("[3-1][5-2]")[1]  # TV-PP05: expose the hand and throw for the suit
    True
    """
    held = tuple(sorted(_tiles(tiles), key=lambda t: t.order))
    point = Point.parse(point) if isinstance(point, str) else point
    holder = _Holder(held, point, _tiles(face_up), rules or Rules())
    allows = _PASSPORT_RULES[holder.rules.passport_rules]
    allowed = [lead for lead in holder.every if allows(holder, lead)]
    if allowed:
        return allowed, False
    if len({t.suit for t in held}) == 1 and holder.rules.passport_rules == "berkhin":
        return list(holder.every), False  # Berkhin: all of one suit, "any lead he likes"
    singles = [lead for lead in holder.every if lead.kind is LeadKind.SINGLE]
    return singles, len({t.suit for t in held}) > 1


def check_passport_lead(hand: Hand, seat: str, lead: Lead, throw: Point | None) -> None:
    allowed, must_throw = passport_leads(hand, seat)
    if lead.tiles not in {a.tiles for a in allowed}:
        raise IllegalPlayError("bagchen.passport-lead", tiles=str(lead), rules=hand.rules.passport_rules)
    if must_throw:
        if throw is None:
            raise IllegalPlayError("bagchen.passport-throw")
        if lead.tiles[0].suit is not throw.named.suit:
            raise IllegalPlayError("bagchen.passport-suit", tiles=str(lead), suit=GLOSSARY[throw.named.suit.term_id].text)
