"""A hand of Bagchen as a value: the deal, then tricks, then the money (spec §1.4, §1.8–§1.11).

A :class:`Hand` is immutable; :meth:`Hand.play` returns the hand after one more
play.  A play is a :class:`Play`: tiles face up (a lead, or a beat), tiles face
down (a discard, or a charity lead, which may name a suit).  Every player answers
the lead in clockwise turn with as many tiles as were led; the player whose tiles
lie face up on top wins the trick and counts one trick per tile led, so every
hand has sixteen tricks.  Passport holders lead by the rules ``passport_rules``
chooses; point leads are paid at once; the last trick's winner settles with
everybody, multiplied by a jump.  A hand replays from its record of plays.

>>> from tutor.bagchen.hand import Hand, Play
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

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, overload

from tutor.bagchen.leads import Lead, LeadKind, classify, classify_cached, judge, merged_lead
from tutor.bagchen.legal import beaters, beats_blind_pair, beats_top, face_up_lead, leads_in
from tutor.bagchen.notation import format_tiles, parse_tiles
from tutor.bagchen.passport import check_passport_lead, passport_options
from tutor.bagchen.point import Point
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS, Settlement, in_closing_run, point_payments, settle
from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import Suit, Tile, full_set
from tutor.errors import IllegalPlayError, InvalidPositionError
from tutor.payments import Payment, net

_T = TypeVar("_T")
TILES_EACH = 16
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
        self.__dict__.update(seat=seat, tiles=parse_tiles(tiles) if isinstance(tiles, str) else tuple(tiles), face_up=face_up, named=named,  # frozen: set once
                             throw=Point.parse(throw) if isinstance(throw, str) else throw, blind=blind)

    @property
    def shown(self) -> tuple[Tile, ...]:
        """The tiles everybody sees: all of a play face up but a blind pair's hidden tile, none face down."""
        return self.tiles[:1] if self.blind else self.tiles if self.face_up else ()

    def as_seen(self, seat: str | None = None) -> tuple[str, tuple[Tile | None, ...], bool]:
        """The play as ``seat`` sees it on the table (``None``: a spectator), as :func:`~tutor.bagchen.svg.trick_svg`
        draws a row: tiles face down are drawn as backs, and so is a blind pair's hidden tile (``None``), to all
        but its own player.

        >>> Play("E", "[5-5][2-1]", blind=True).as_seen("S")
        ('E', (Tile.parse('[5-5]'), None), True)
        """
        if self.blind and seat != self.seat:
            return self.seat, (self.tiles[0], None), True
        return self.seat, self.tiles, self.face_up

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
        """Every tile played face up so far (what 'unbeatable' is judged from), a blind pair's hidden tile not."""
        return tuple(t for trick in self.tricks for p in trick.plays for t in p.shown)

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
            check_passport_lead(*passport_leads(self, seat), lead, play.throw, self.rules)
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
            if play.named is not None or play.blind:  # written after a follow, as after a charity or a blind pair
                raise IllegalPlayError("bagchen.follow-suffix", tiles=format_tiles(play.tiles),
                                       suffix="blind" if play.blind else play.named.value if play.named else "")
            if self.rules.must_beat_if_able and self.beats_in_hand(play.seat):
                raise IllegalPlayError("bagchen.must-beat")
            return Trick((*trick.plays, play), trick.lead, trick.chips)
        if play.named is not None or play.throw is not None:
            raise IllegalPlayError("bagchen.only-charity-names")
        top = trick.top
        if top is None:  # beating a charity that still lies face down
            self._check_charity_beat(trick, play)
        elif top is trick.plays[0] and trick.lead is not None and trick.lead.kind is LeadKind.BLIND_PAIR:
            if not beats_blind_pair(trick.lead, play.tiles, self.point, self.rules):
                raise IllegalPlayError("bagchen.blind-pair-beat", tiles=format_tiles(play.tiles),
                                       suit=GLOSSARY[trick.lead.tiles[0].suit.term_id].text)
        elif top is trick.plays[0] and trick.lead is not None and trick.lead.kind is LeadKind.MERGED:
            raise IllegalPlayError("bagchen.does-not-beat", tiles=format_tiles(play.tiles),  # all unbeatable
                                   top=format_tiles(top.tiles))
        elif not beats_top(self.point, self.rules, top.tiles, play.tiles):
            verdict = judge(face_up_lead(top.tiles, self.point, self.rules), play.tiles, self.point, self.rules)
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

    def closing_run(self) -> tuple[Trick, ...]:
        """The last trick's winner's closing run of point leads (they won their tricks: points are unbeatable),
        a merged lead with points at its start under ``merged_lead_jump=points_last``
        (:func:`~tutor.bagchen.settlement.in_closing_run`)."""
        winner = self.tricks[-1].winner
        run: list[Trick] = []
        for trick in reversed(self.tricks):
            if trick.winner != winner or trick.lead is None:
                break
            counts, goes_on = in_closing_run(trick.lead, self.rules)
            if not counts:
                break
            run.append(trick)
            if not goes_on:
                break
        return tuple(run[::-1])

    def settlement(self) -> Settlement:
        """The settlement after the last trick (spec §1.11); the hand must be finished."""
        if not self.finished:
            raise IllegalPlayError("bagchen.hand-not-over")
        winner = self.tricks[-1].winner
        jump = sum(t.lead.points for t in self.closing_run() if t.lead is not None)
        return settle(self.won, winner, jump, self.rules, chips=net(self.point_chips(), SEATS))

    def point_chips(self) -> tuple[Payment, ...]:
        """The chips paid for point leads so far; once the hand is over, not those of the closing run (a jump)."""
        closing = set(map(id, self.closing_run())) if self.finished else set()
        return tuple(p for t in self.tricks if id(t) not in closing for p in t.chips)

    def money(self) -> tuple[Payment, ...]:
        """Every payment of the hand so far: the chips for point leads, then (once it is over) the settlement.

        A jump replaces the chips of the closing run: those leads are paid through the multiplier instead.
        All sixteen tricks under ``sixteen_tricks=take_all_end`` take what each other player has left of his
        chips on the table (``table_chips``): he loses them all.
        """
        chips = self.point_chips()
        return chips + (self.settlement().payments if self.finished else ())

    def net(self) -> dict[str, int]:
        """Each seat's balance for the hand so far; the balances sum to zero."""
        return net(self.money(), SEATS)

    def record(self) -> list[Play]:
        """Every play in order: the hand replays from its deal and this list."""
        return [p for trick in self.tricks for p in trick.plays]



# --- what a seat may play ---

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
    if top is current.plays[0] and current.lead is not None and current.lead.kind is LeadKind.MERGED:
        return  # several unbeatable leads at once: nothing beats them
    if top is current.plays[0] and current.lead is not None and current.lead.kind is LeadKind.BLIND_PAIR:
        for lead in leads_in(hand.hands[seat], hand.point, hand.rules):  # any pair of the shown tile's suit
            if beats_blind_pair(current.lead, lead.tiles, hand.point, hand.rules):
                yield lead.tiles
        return
    yield from beaters(hand.point, hand.rules, top.tiles, hand.hands[seat])



def passport_leads(hand: Hand, seat: str) -> tuple[list[Lead], bool]:
    """The leads a passport holder may make in this hand (spec §1.8, D20–D22), and whether he must first
    throw the dice for the suit of a single (rule R4)."""
    memo = hand.passport_memo
    if seat not in memo:
        memo[seat] = passport_options(hand.hands[seat], hand.point, hand.face_up, hand.rules)
    return memo[seat]
