"""A hand of Bagchen through the common interface (:mod:`tutor.state`): from the deal to the settlement.

Chance comes from the seed: the shuffle and the throw that fixes the point (as
:func:`~tutor.bagchen.players.random_deal` draws them), the first starter's dice
where the rules throw for him, a new deal when a player demands one, the dice of
mother seeking son, and the dice a passport holder throws for his suit (rule R4).
Every decision is one of :meth:`BagchenState.legal`, written as the record writes a
play (:mod:`tutor.bagchen.record`): a lead, a beat, tiles played face down, a charity
(``~`` and a tile, maybe naming a suit), a blind pair.  Before the first lead come,
in the order of spec §1.6: a round in which each seat from the starter may propose a
blind exchange of hands (``E exchange W``, answered ``W accept`` or ``W decline``) or
``pass``, before anyone has looked; a round in which each seat keeps the deal (``keep``)
or, dealt none of the high tiles, demands a redeal (``redeal``); four sky chiefs shown; and, unless
mother and son are the point, a round of calls for mother and son (``E unite [4-2]``,
or ``E swap [4-2]`` for two mothers against two sons), each answered by the three
others in turn.

>>> from tutor import bagchen
>>> state = bagchen.start(seed=7)
>>> state.to_move, state.legal(), state.view("E")["hand"]  # nobody has looked yet
('E', ('E exchange N', 'E exchange S', 'E exchange W', 'E pass'), None)
>>> for decision in ("E pass", "S pass", "W pass", "N pass"):
...     state = state.play(decision)
>>> state.narrate()
'North proposes no exchange. Each player in turn from East keeps the deal, or, if he was dealt none of the high tiles, may show his tiles and demand a redeal.'
>>> state.to_move, state.legal()  # East was dealt high tiles: he may only keep the deal, but he is asked too
('E', ('E keep',))
>>> for decision in ("E keep", "S keep", "W keep", "N keep"):
...     state = state.play(decision)
>>> state.narrate()
'North keeps the deal. Mother and son are not the point: each player in turn may call for mother and son.'
>>> state.to_move, state.legal(), state.view("E")["hand"]
('E', ('E pass', 'E unite [4-2]'), '[6-6]×2[4-4]×2[3-1][5-5]×2[3-3]×3[6-5][5-1][6-3][5-3][4-3][4-2]')
>>> for decision in ("E pass", "S pass", "W pass", "N pass"):
...     state = state.play(decision)
>>> state.legal()[:4]
('E [3-1]', 'E [3-3]', 'E [3-3]×2', 'E [3-3]×3')
>>> state.view("E")["point"], state.view("E")["points"]
('3-3', '[3-3]×4')
>>> after = state.play("E [4-4]×2")
>>> after.to_move, after.narrate()
('S', 'Trick 1: East leads [4-4]×2 (sky set).')
>>> after.legal()[:3]
('S ~[2-2][3-2]', 'S ~[2-2][4-3]', 'S ~[2-2][5-1]')
>>> after.play("S [5-5]")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: bagchen.follow-count: 1 tiles played to a lead of 2: play as many as were led
>>> after.play("S [6-6]×2")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: bagchen.tiles-not-held: S does not hold [6-6]×2
>>> bagchen.replay(after.record(), seed=7) == after
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from functools import cached_property
from typing import Any

from tutor.bagchen import narration
from tutor.bagchen.deal import (
    SKY_CHIEF,
    Union,
    count_from,
    may_demand_redeal,
    may_unite,
    must_expose_chiefs,
    shuffled_hands,
    throw_dice,
    unite,
    unite_gift,
)
from tutor.bagchen.hand import Hand, Play, beating_plays, passport_leads
from tutor.bagchen.leads import NEVER_BEATEN, LeadKind, is_unbeatable, judge, merged_lead
from tutor.bagchen.legal import face_up_lead, leads_in
from tutor.bagchen.narration import NAMES
from tutor.bagchen.notation import format_tiles
from tutor.bagchen.players import random_play
from tutor.bagchen.point import MOTHER, SON, Point
from tutor.bagchen.record import Answer, Call, Exchange, Pass, PrePlay, Reply, format_decision, parse_decision
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.svg import hand_board_svg, tiles_svg, trick_svg
from tutor.bagchen.tiles import Suit, Tile
from tutor.catalog import Text
from tutor.errors import IllegalPlayError, TutorError
from tutor.i18n import N_, gettext, reader_language
from tutor.payments import Payment
from tutor.state import Chance, State
from tutor.state import replay as read_record

#: The play page's board (:meth:`BagchenState.board`): besides the tiles of the hand, whose places are the tiles
#: (a second copy ``[6-6]#2``, a third ``#3``), the buttons ending a decision: the tiles picked face up (a lead or
#: a beat), face down (a charity or tiles played face down), or face down naming a suit (a named charity).
UP, DOWN = "up", "~"
NAMING = {"~ sky": Suit.SKY, "~ earth": Suit.EARTH}
_LEAD_UP = N_("Lead the tiles picked")
_BEAT_UP = N_("Beat with the tiles picked")
_CHARITY_DOWN = N_("Charity: the tile picked face down")
_FOLLOW_DOWN = N_("Play the tiles picked face down")
_CHARITY_NAMING = N_("Charity naming {suit}")
_HAND = N_("Your tiles ({seat}): pick tiles, then a button")


def _ORDER(tile: Tile) -> int:
    return tile.order


_TEXTS: dict[tuple[Tile, ...], str] = {}


def _text(tiles: tuple[Tile, ...]) -> str:
    """:func:`format_tiles` of tiles already in the order of the set, remembered (legal() writes thousands)."""
    found = _TEXTS.get(tiles)
    if found is None:
        if len(_TEXTS) > 200_000:
            _TEXTS.clear()
        found = _TEXTS[tiles] = format_tiles(tiles)
    return found


def _sub_multisets(counts: list[tuple[Tile, int]], size: int, start: int = 0) -> Iterator[tuple[Tile, ...]]:
    """Every distinct multiset of ``size`` tiles from ``counts`` (tile, copies held), in the order of the set."""
    if size == 0:
        yield ()
        return
    for i in range(start, len(counts)):
        tile, held = counts[i]
        for k in range(min(held, size), 0, -1):
            for rest in _sub_multisets(counts, size - k, i + 1):
                yield (tile,) * k + rest


_PARSED: dict[str, Play | PrePlay] = {}  # decisions read before (a decision read is an immutable value)


@dataclass(frozen=True)
class Proposal:
    """A blind exchange proposed, or a call for mother and son, waiting for its answers: ``answering`` are the
    seats still to answer, in order; ``accepted`` those who accepted (out loud: an answer to a call shows the
    tile, as a pass shows nothing)."""

    seat: str
    kind: str  # "exchange", "unite" (settled by the dice) or "swap" (two mothers for two sons, no dice)
    answering: tuple[str, ...]
    other: str | None = None  # the seat a blind exchange is proposed to
    tile: Tile | None = None  # the tile a call shows
    accepted: tuple[str, ...] = ()


@dataclass(frozen=True)
class United:
    """Mother and son united before play: who called with which tile, who answered, and (with the dice) how."""

    caller: str
    acceptor: str
    tile: Tile
    union: Union | None = None  # None: a swap without dice
    dice: tuple[int, int] = (0, 0)  # the single dice of caller and acceptor

    def public(self) -> dict[str, Any]:
        union = self.union
        return {"caller": self.caller, "acceptor": self.acceptor, "tile": str(self.tile),
                "swap": union is None, "dice": list(self.dice) if union else None,
                "taker": union.taker if union else None,
                "throws": [str(throw) for throw, _ in union.throws] if union else None,
                "gift": str(union.gift) if union else None, "stakes": union.stakes if union else 0}


def _round_from(seat: str) -> tuple[str, ...]:
    i = SEATS.index(seat)
    return SEATS[i:] + SEATS[:i]


def _other(tile: Tile) -> Tile:
    return SON if tile == MOTHER else MOTHER


def _tile_of(token: str) -> Tile | None:
    """The tile a place of the hand stands for (``[6-6]``, or ``[6-6]#2`` for a second copy); ``None``: no tile."""
    written, _, copy = token.partition("#")
    if copy and copy not in ("2", "3", "4"):
        return None
    try:
        return Tile.parse(written)
    except TutorError:
        return None


@dataclass(frozen=True, eq=False)
class BagchenState(State[Rules]):
    """A hand of Bagchen in progress or finished: the :class:`~tutor.bagchen.hand.Hand`, the chance still to
    come, the steps before the first lead (spec §1.6, in order: a round of blind exchanges, the redeal, four sky
    chiefs shown, a round of calls for mother and son), and the dice a passport holder has thrown for his suit."""

    game = "bagchen"
    rules: Rules
    seed: int
    decisions: tuple[str, ...]
    hand: Hand
    chance: Chance
    asking: tuple[str, ...] = ()  # seats still to say whether they keep the deal or demand a redeal, in turn
    throw: Point | None = None  # the dice of the passport holder who is to lead a single of their suit (R4)
    redeals: int = 0
    dice: tuple[Point, ...] = ()  # passport dice the table already threw (a sample hand's record), used first
    round: str = ""  # "exchange" or "unite": the round before play in which each seat in turn may propose or call
    offering: tuple[str, ...] = ()  # the seats still to propose or call in that round, in turn
    proposal: Proposal | None = None  # a blind exchange or a call waiting for its answers
    chiefs: tuple[str, ...] = ()  # seats who had to show four sky chiefs
    exchanges: tuple[tuple[str, str], ...] = ()  # blind exchanges made (the hands are not shown)
    unions: tuple[United, ...] = ()  # mother and son united (shown to all)
    happened: tuple[tuple[Any, ...], ...] = ()  # what the last decision before play did, for its narration

    # --- chance ---

    @classmethod
    def start(cls, rules: Rules, seed: int) -> BagchenState:  # type: ignore[override]  # chance steps: issue 26
        chance = Chance.seeded(seed)
        (hands, point), chance = chance.draw(lambda rng: (shuffled_hands(rng), throw_dice(rng)))
        if rules.first_starter in ("east", "west"):
            starter = "E" if rules.first_starter == "east" else "W"
        else:  # the dice chain: two throws counted round the table (from East, or from West)
            totals, chance = chance.draw(lambda rng: [throw_dice(rng).named.pips for _ in range(2)])
            first = "W" if rules.first_starter == "dice_chain_from_west" else "E"
            starter = count_from(count_from(first, totals[0]), totals[1])
        return cls(rules, seed, (), Hand.new(hands, point, starter, rules), chance)._begin()

    @classmethod
    def with_dice(cls, rules: Rules, seed: int, dice: tuple[Point, ...]) -> BagchenState:
        """The hand ``seed`` deals, in which the passport holders' throws for their suit (rule R4) are ``dice``,
        in order, before the seed's own: a hand recorded at a table (or by today's random players, who threw
        those dice themselves) replays so.  Such a state equals only states with the same dice."""
        return replace(cls.start(rules, seed), dice=tuple(dice))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, BagchenState) and self.dice != other.dice:
            return False
        return super().__eq__(other)

    def __hash__(self) -> int:
        return super().__hash__()

    def _begin(self) -> BagchenState:
        """The state after a deal: before anyone looks, each seat in turn from the starter may propose a blind
        exchange."""
        return self._evolve(round="exchange", offering=_round_from(self.hand.starter), proposal=None, asking=())

    def _asking(self) -> BagchenState:
        """After the blind exchanges: every seat in turn from the starter says whether he keeps the deal or, dealt
        none of the high tiles, demands a redeal.  All are asked, so that nobody learns who could demand one;
        only a demand is public."""
        return self._evolve(asking=_round_from(self.hand.starter), happened=(*self.happened, ("redeal-round",)))

    def _may_redeal(self, seat: str) -> bool:
        return may_demand_redeal(self.hand.hands[seat], self.hand.point, self.rules)

    def _chiefs_and_unite(self) -> BagchenState:
        """After the redeal: four sky chiefs are shown; then, unless mother and son are the point, each seat in
        turn from the starter may call for mother and son."""
        hand = self.hand
        chiefs = tuple(s for s in SEATS if must_expose_chiefs(hand.hands[s], hand.point))
        happened = self.happened + tuple(("chiefs", s) for s in chiefs)
        if not may_unite(hand.point):
            return self._evolve(chiefs=chiefs, happened=happened, asking=())
        return self._evolve(chiefs=chiefs, asking=(), round="unite", offering=_round_from(hand.starter),
                            happened=(*happened, ("unite-round",)))

    def _next_in_round(self) -> BagchenState:
        """The next seat's turn to propose or call; after the last, the next step before play."""
        offering = self.offering[1:]
        if offering:
            return self._evolve(offering=offering)
        if self.round == "exchange":
            return self._evolve(round="", offering=())._asking()
        return self._evolve(round="", offering=())

    def _redeal(self) -> BagchenState:
        (hands, throw), chance = self.chance.draw(lambda rng: (shuffled_hands(rng), throw_dice(rng)))
        point = throw if self.rules.redeal_new_point else self.hand.point
        hand = Hand.new(hands, point, self.hand.starter, self.rules)
        return self._evolve(hand=hand, chance=chance, redeals=self.redeals + 1, chiefs=())._begin()

    def _with_hands(self, hands: dict[str, Any]) -> BagchenState:
        hand = self.hand
        return self._evolve(hand=Hand.new(hands, hand.point, hand.starter, self.rules))

    def _may_call(self, held: Counter[Tile], tile: Tile) -> bool:
        """May a seat holding ``held`` call for mother and son with ``tile``?  Under ``unite_lone_tile`` (Berkhin:
        «отдельные мать или сын») only if his ``tile`` is alone, without the other tile."""
        return not self.rules.unite_lone_tile or not held[_other(tile)]

    def _may_accept(self, seat: str, proposal: Proposal) -> bool:
        if proposal.kind == "exchange":
            return True
        assert proposal.tile is not None
        return Counter(self.hand.hands[seat])[_other(proposal.tile)] >= (2 if proposal.kind == "swap" else 1)

    def _resolve(self, proposal: Proposal) -> BagchenState:
        """Every seat asked has answered: the exchange is made, or the first to accept (from the caller round)
        unites mother and son with him, by the dice or by a swap; then the next seat's turn."""
        accepted, seat = proposal.accepted, proposal.seat
        hands = {s: list(tiles) for s, tiles in self.hand.hands.items()}
        state = self._evolve(proposal=None)
        if proposal.kind == "exchange":
            if accepted:
                other = accepted[0]
                hands[seat], hands[other] = hands[other], hands[seat]
                state = state._with_hands(hands)._evolve(exchanges=(*self.exchanges, (seat, other)),
                                                         happened=(*self.happened, ("exchanged", seat, other)))
            return state._next_in_round()
        if not accepted:
            return state._evolve(happened=(*self.happened, ("unanswered", seat)))._next_in_round()
        acceptor, tile = accepted[0], proposal.tile
        assert tile is not None
        if proposal.kind == "swap":
            hands[seat].remove(tile)
            hands[acceptor].append(tile)
            hands[acceptor].remove(_other(tile))
            hands[seat].append(_other(tile))
            united = United(seat, acceptor, tile)
            state = state._with_hands(hands)
        else:
            (dice, throws), chance = self.chance.draw(lambda rng: self._unite_dice(rng, seat, acceptor, tile))
            union = unite(hands, seat, acceptor, dice, throws, self.hand.point, self.rules, called=tile)
            united = United(seat, acceptor, tile, union, dice)
            state = state._with_hands(dict(union.hands))._evolve(chance=chance)
        happened = (*self.happened, ("united", len(self.unions)))
        chiefs = self.chiefs
        if united.union is not None:
            more = tuple(s for s in united.union.exposes if s not in chiefs)
            chiefs += more
            happened += tuple(("chiefs", s) for s in more)
        return state._evolve(unions=(*self.unions, united), chiefs=chiefs, happened=happened)._next_in_round()

    def _unite_dice(self, rng: random.Random, caller: str, acceptor: str, tile: Tile) -> tuple[tuple[int, int],
                                                                                               list[Point]]:
        """One die each (a tie is thrown again), then the loser's two dice until they name a tile the winner,
        holding both mother and son, can give (spec §1.7)."""
        while True:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            if dice[0] != dice[1]:
                break
        taker, thrower = (caller, acceptor) if dice[0] > dice[1] else (acceptor, caller)
        taken = tile if thrower == caller else _other(tile)
        held = [*self.hand.hands[taker], taken]
        throws = []
        for _ in range(10_000):
            throws.append(throw_dice(rng))
            if unite_gift(held, throws[-1], self.hand.point, self.rules) is not None:
                return dice, throws
        raise IllegalPlayError("bagchen.unite-more-throws")  # pragma: no cover (the taker holds 13 tiles to give)

    def _throw_if_needed(self) -> BagchenState:
        """A passport holder about to lead with nothing allowed but singles of both suits throws the dice now."""
        hand = self.hand
        if hand.finished or hand.current is not None or not hand.has_passport(hand.to_act):
            return self
        if not passport_leads(hand, hand.to_act)[1]:
            return self
        if self.dice:
            return self._evolve(throw=self.dice[0], dice=self.dice[1:])
        throw, chance = self.chance.draw(throw_dice)
        return self._evolve(throw=throw, chance=chance)

    # --- whose turn, and what he may do ---

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    @property
    def to_move(self) -> str | None:
        if self.proposal is not None:
            return self.proposal.answering[0]
        if self.offering:
            return self.offering[0]
        if self.asking:
            return self.asking[0]
        return None if self.hand.finished else self.hand.to_act

    @property
    def before_play(self) -> bool:
        """Are the steps before the first lead still going on (a round of proposals or calls, the redeal)?"""
        return bool(self.proposal or self.offering or self.asking)

    @property
    def looked(self) -> bool:
        """Have the players looked at their tiles (not during the round of blind exchanges)?"""
        return self.round != "exchange"

    def legal(self) -> tuple[str, ...]:
        return self._legal

    @cached_property
    def _legal(self) -> tuple[str, ...]:
        if self.proposal is not None:
            seat = self.proposal.answering[0]
            if self._may_accept(seat, self.proposal):
                return (f"{seat} accept", f"{seat} decline")
            return (f"{seat} decline",)
        if self.round == "exchange":
            seat = self.offering[0]
            return tuple(sorted([f"{seat} pass", *(f"{seat} exchange {other}" for other in SEATS if other != seat)]))
        if self.round == "unite":
            seat = self.offering[0]
            held = Counter(self.hand.hands[seat])
            calls = [f"{seat} pass"]
            for tile in (MOTHER, SON):
                if held[tile] and self._may_call(held, tile):
                    calls.append(f"{seat} unite {tile}")
                if held[tile] >= 2:
                    calls.append(f"{seat} swap {tile}")
            return tuple(sorted(calls))
        if self.asking:
            seat = self.asking[0]
            return (f"{seat} keep", f"{seat} redeal") if self._may_redeal(seat) else (f"{seat} keep",)
        hand = self.hand
        if hand.finished:
            return ()
        seat = hand.to_act
        return tuple(sorted(set(self._leads(seat) if hand.current is None else self._follows(seat))))

    @cached_property
    def _legal_set(self) -> frozenset[str]:
        return frozenset(self._legal)

    def _leads(self, seat: str) -> Iterator[str]:
        hand, rules = self.hand, self.rules
        held = hand.hands[seat]
        if hand.has_passport(seat):
            allowed, must_throw = passport_leads(hand, seat)
            for lead in allowed:
                if not must_throw or (self.throw is not None and lead.tiles[0].suit is self.throw.named.suit):
                    yield f"{seat} {_text(lead.tiles)}"
        else:
            for lead in leads_in(held, hand.point, rules):
                yield f"{seat} {_text(lead.tiles)}"
            for tile in set(held):
                yield f"{seat} ~{tile}"
                if rules.charity_named:
                    yield f"{seat} ~{tile} sky"
                    yield f"{seat} ~{tile} earth"
        if rules.merge_unbeatable_leads:
            yield from (format_decision(play) for play in self._merged(seat))
        if rules.fourteen_trick_blind_pair and hand.won[seat] == 14 and len(held) == 2:
            for shown, hidden in (held, held[::-1]):
                if shown not in hand.point:
                    yield format_decision(Play(seat, (shown, hidden), blind=True))

    def _merged(self, seat: str) -> Iterator[Play]:
        """Several unbeatable leads led at once (``merge_unbeatable_leads``): every distinct union."""
        hand = self.hand
        held = hand.hands[seat]
        unbeatable = [lead for lead in leads_in(held, hand.point, self.rules)
                      if lead.kind in NEVER_BEATEN or lead.kind is LeadKind.POINT_SET
                      or is_unbeatable(lead, hand.point, hand.face_up, self.rules, held)]
        available = Counter(held)
        seen: set[tuple[Tile, ...]] = set()
        ordinary = {tuple(lead.tiles) for lead in leads_in(held, hand.point, self.rules)}

        def grow(tiles: Counter[Tile], start: int, parts: int) -> Iterator[tuple[Tile, ...]]:
            for i in range(start, len(unbeatable)):
                more = tiles + Counter(unbeatable[i].tiles)
                if any(more[t] > available[t] for t in more):
                    continue
                key = tuple(sorted(more.elements(), key=lambda t: t.order))
                if parts >= 1 and key not in seen and key not in ordinary:
                    seen.add(key)
                    yield key
                yield from grow(more, i, parts + 1)

        for key in grow(Counter(), 0, 0):
            own = list(held)
            for t in key:
                own.remove(t)
            if merged_lead(key, hand.point, hand.face_up, self.rules, own) is not None:
                yield Play(seat, key)

    @cached_property
    def _beats(self) -> frozenset[str]:
        """The legal plays face up to the trick on the table."""
        seat = self.hand.to_act
        return frozenset(f"{seat} {_text(tuple(sorted(tiles, key=_ORDER)))}" for tiles in beating_plays(self.hand, seat))

    def _follows(self, seat: str) -> Iterator[str]:
        hand = self.hand
        current = hand.current
        assert current is not None
        beats = self._beats
        yield from beats
        if beats and self.rules.must_beat_if_able:
            return
        counts = sorted(Counter(hand.hands[seat]).items(), key=lambda item: item[0].order)
        for tiles in _sub_multisets(counts, current.size):
            yield f"{seat} ~{_text(tiles)}"

    # --- deciding ---

    def _evolve(self, **changes: Any) -> BagchenState:
        """This state with ``changes`` (as :func:`dataclasses.replace`, without its cost: random play makes
        millions), and nothing remembered from this one."""
        after = object.__new__(BagchenState)
        known = after.__dict__
        for name in _FIELDS:
            known[name] = self.__dict__[name]
        known.update(changes)
        return after

    def _decide(self, text: str) -> BagchenState:
        decision = _PARSED.get(text)
        if decision is None:
            decision = parse_decision(text)
            if len(_PARSED) > 100_000:
                _PARSED.clear()
            _PARSED[text] = decision
        seat = self.to_move
        if decision.seat != seat:
            raise IllegalPlayError("bagchen.not-your-turn", seat=decision.seat, turn=seat)
        if not isinstance(decision, Play):
            return self._before_play(decision)
        if self.asking:
            raise IllegalPlayError("bagchen.redeal-asked", seat=seat)
        if self.before_play:
            raise IllegalPlayError("bagchen.not-begun", seat=seat, legal=", ".join(self.legal()))
        play = decision
        if decision.throw is not None:
            if self.throw is None:
                raise IllegalPlayError("bagchen.only-charity-names")
            if decision.throw != self.throw:
                raise IllegalPlayError("bagchen.passport-dice-shown", throw=str(self.throw), written=str(decision.throw))
            canonical = format_decision(replace(decision, throw=None))
        else:
            canonical = text if text in self.__dict__.get("_legal_set", ()) else format_decision(decision)
            if self.throw is not None:
                play = replace(decision, throw=self.throw)
        try:
            hand = self.hand.play(play)  # the engine's own reason for an illegal play
        except IllegalPlayError as error:
            raise self._why(error, play) from None
        if self.hand.current is None or play.face_up:
            legal = self._legal_set if self.hand.current is None else self._beats
            if canonical not in legal:
                raise self.refuse(canonical)
        # (a play face down to a lead is legal once the hand takes it: as many tiles as were led, held, and
        # no duty to beat that the hand would not have refused)
        return self._evolve(decisions=(*self.decisions, canonical), hand=hand, throw=None,
                            happened=())._throw_if_needed()

    def _why(self, error: IllegalPlayError, play: Play) -> IllegalPlayError:
        """``error`` with the reason a face-up play does not beat the top of the trick, when it has one (``equal
        rank``, ``other suit``): the ranking's verdict, in every language."""
        current = self.hand.current
        if error.code != "bagchen.does-not-beat" or "reason" not in error.params or current is None \
                or current.top is None:
            return error
        point, rules = self.hand.point, self.rules
        verdict = judge(face_up_lead(current.top.tiles, point, rules), tuple(sorted(play.tiles, key=_ORDER)),
                        point, rules)
        return IllegalPlayError("bagchen.does-not-beat-because", tiles=error.params["tiles"],
                                top=error.params["top"], why=Text(*(verdict.reason_text(language)
                                                                    for language in ("en", "ru", "zh"))))

    def _before_play(self, decision: PrePlay) -> BagchenState:
        """A step before the first lead: a redeal answer, a blind exchange, a call for mother and son, an answer,
        or a pass."""
        seat = decision.seat
        after = self._evolve(decisions=(*self.decisions, str(decision)), happened=())
        if isinstance(decision, Answer):
            if not self.asking or (decision.redeal and not self._may_redeal(seat)):
                raise IllegalPlayError("bagchen.redeal-when")
            if decision.redeal:
                return after._redeal()
            after = after._evolve(asking=self.asking[1:])
            return after if after.asking else after._chiefs_and_unite()
        if self.asking:
            raise IllegalPlayError("bagchen.redeal-asked", seat=seat)
        proposal = self.proposal
        if isinstance(decision, Reply):
            if proposal is None:
                raise IllegalPlayError("bagchen.answer-when", seat=seat)
            if decision.accept and not self._may_accept(seat, proposal):
                assert proposal.tile is not None
                raise IllegalPlayError("bagchen.cannot-accept", seat=seat, tiles=format_tiles(
                    (_other(proposal.tile),) * (2 if proposal.kind == "swap" else 1)))
            accepted = (*proposal.accepted, seat) if decision.accept else proposal.accepted
            after = after._evolve(happened=(("reply", seat, decision.accept, proposal.kind != "exchange"),))
            if len(proposal.answering) > 1:
                return after._evolve(proposal=replace(proposal, answering=proposal.answering[1:], accepted=accepted))
            return after._resolve(replace(proposal, answering=(), accepted=accepted))
        if proposal is not None:
            raise IllegalPlayError("bagchen.answer-first", seat=seat, caller=proposal.seat)
        if isinstance(decision, Pass):
            if not self.round:
                raise IllegalPlayError("bagchen.pass-when", seat=seat)
            return after._evolve(happened=(("pass", seat, self.round),))._next_in_round()
        if isinstance(decision, Exchange):
            if self.round != "exchange":
                raise IllegalPlayError("bagchen.exchange-when")
            if decision.other == seat:
                raise IllegalPlayError("bagchen.exchange-self", seat=seat)
            return after._evolve(proposal=Proposal(seat, "exchange", (decision.other,), other=decision.other),
                                 happened=(("propose", seat, decision.other),))
        assert isinstance(decision, Call)
        if self.round != "unite":
            if not may_unite(self.hand.point):
                raise IllegalPlayError("bagchen.unite-points")
            raise IllegalPlayError("bagchen.unite-when")
        tile = decision.tile
        if tile not in (MOTHER, SON):
            raise IllegalPlayError("bagchen.unite-call-tile", tile=str(tile))
        needed = 2 if decision.swap else 1
        held = Counter(self.hand.hands[seat])
        if held[tile] < needed:
            raise IllegalPlayError("bagchen.tiles-not-held", seat=seat, tiles=format_tiles((tile,) * needed))
        if not decision.swap and not self._may_call(held, tile):
            raise IllegalPlayError("bagchen.unite-not-lone", seat=seat, tile=str(tile), other=str(_other(tile)))
        kind = "swap" if decision.swap else "unite"
        return after._evolve(proposal=Proposal(seat, kind, _round_from(seat)[1:], tile=tile),
                             happened=(("call", seat, tile, decision.swap),))

    # --- the end ---

    def payments(self) -> tuple[Payment, ...]:
        """The chips for point leads (less those of a closing run) and the settlement, once the hand is over."""
        return self.hand.money() if self.finished else ()

    # --- what a seat sees ---

    def shown(self) -> dict[str, str]:
        """Tiles a seat must show everybody: four sky chiefs that are not the point (once the redeal is settled,
        while he holds all four), and the whole hand of a passport holder who has to throw the dice for his suit."""
        hand = self.hand
        found = {}
        for seat in SEATS:
            if self.throw is not None and seat == hand.to_act:
                found[seat] = format_tiles(hand.hands[seat])
            elif seat in self.chiefs and must_expose_chiefs(hand.hands[seat], hand.point):
                found[seat] = format_tiles((SKY_CHIEF,) * 4)
        return found

    def view(self, seat: str | None = None) -> dict[str, Any]:
        view = self.common_view(seat)
        hand = self.hand
        tricks = []
        for trick in hand.tricks:
            plays = []
            for play in trick.plays:
                tiles = play.tiles if play.seat == seat else play.shown  # a blind pair's second tile stays hidden
                plays.append({"seat": play.seat, "face_up": play.face_up, "count": len(play.tiles),
                              "tiles": format_tiles(tiles) if tiles else None, "hidden": len(play.tiles) - len(tiles),
                              "named": play.named.value if play.named else None,
                              "throw": str(play.throw) if play.throw else None, "blind": play.blind})
            tricks.append({"plays": plays, "winner": trick.winner if trick.done else None})
        view.update({
            "point": str(hand.point), "points": format_tiles(hand.point.tiles), "starter": hand.starter,
            "hand": format_tiles(hand.hands[seat]) if seat is not None and self.looked else None,
            "counts": {s: len(hand.hands[s]) for s in SEATS},
            "shown": self.shown(),
            "tricks": tricks,
            "won": dict(hand.won),
            "passports": [s for s in SEATS if hand.has_passport(s)],
            "chips": hand.net(),
            "throw": str(self.throw) if self.throw else None,
            "asking": list(self.asking),
            "redeals": self.redeals,
            "round": self.round or None,
            "offering": list(self.offering),
            "proposal": None if self.proposal is None else {
                "seat": self.proposal.seat, "kind": self.proposal.kind, "other": self.proposal.other,
                "tile": str(self.proposal.tile) if self.proposal.tile else None,
                "answering": list(self.proposal.answering), "accepted": list(self.proposal.accepted)},
            "exchanges": [list(pair) for pair in self.exchanges],
            "unions": [united.public() for united in self.unions],
        })
        return view

    def draw(self, seat: str | None = None, language: str | None = None) -> str:
        """The trick on the table (or the last one), tiles face down drawn as backs, and ``seat``'s own tiles
        (backs too while nobody has looked at them)."""
        language = reader_language(language)
        hand = self.hand
        parts = []
        if hand.tricks:
            parts.append(self._trick_drawing(seat, language))
        if seat is not None and hand.hands[seat] and self.looked:
            parts.append(str(tiles_svg(hand.hands[seat], language=language)))
        elif seat is not None:  # before anyone has looked (the blind exchanges): his tiles stand unseen
            parts.append(str(trick_svg([(seat, hand.hands[seat], False)], language=language)))
        return "\n".join(parts)

    # --- playing by clicking the tiles (the play page) ---

    def _clickable(self, seat: str | None) -> bool:
        return seat is not None and seat == self.to_move and not self.before_play

    def _tokens(self, seat: str) -> list[tuple[str, Tile]]:
        """``seat``'s tiles in the order of the set, each with its place: the tile, ``#2`` after a second copy."""
        tokens = []
        seen: Counter[Tile] = Counter()
        for tile in sorted(self.hand.hands[seat], key=_ORDER):
            seen[tile] += 1
            tokens.append((f"{tile}#{seen[tile]}" if seen[tile] > 1 else str(tile), tile))
        return tokens

    def board(self, seat: str | None = None, language: str | None = None) -> str:
        """:meth:`draw`, and when ``seat`` is to lead or follow, his tiles to click with the buttons that end a
        decision (:data:`UP`, :data:`DOWN`, and :data:`NAMING` when charity names a suit and he leads).

        >>> state = start(seed=7)
        >>> for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
        ...                  "E pass", "S pass", "W pass", "N pass"):
        ...     state = state.play(decision)
        >>> board = state.board("E", "ru")
        >>> board.count("data-place="), 'data-place="[6-6]#2" data-name="[6-6] шеф неба"' in board  # 16 tiles, 4 buttons
        (20, True)
        >>> 'data-name="Зайти выбранными камнями"' in board, state.board("S") == state.draw("S")
        (True, True)
        """
        language = reader_language(language)
        if not self._clickable(seat):
            return self.draw(seat, language)
        assert seat is not None
        hand = self.hand
        tiles = [(token, tile, f"{tile} {tile.name(language)}") for token, tile in self._tokens(seat)]
        if hand.current is None:
            actions = [(UP, gettext(_LEAD_UP, language)), (DOWN, gettext(_CHARITY_DOWN, language))]
            if self.rules.charity_named:
                actions += [(token, gettext(_CHARITY_NAMING, language).format(suit=suit.name_in(language)))
                            for token, suit in NAMING.items()]
        else:
            actions = [(UP, gettext(_BEAT_UP, language)), (DOWN, gettext(_FOLLOW_DOWN, language))]
        title = gettext(_HAND, language).format(seat=self.seat_name(seat, language))
        mine = str(hand_board_svg(tiles, actions, title=title, language=language))
        return "\n".join((self._trick_drawing(seat, language), mine)) if hand.tricks else mine

    def click_paths(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each lead, beat, charity and play face down with its one path of clicks: the tiles, in the order of the
        hand (the first copies first), then the button (:data:`UP`, :data:`DOWN`, one of :data:`NAMING`).  The page
        lets the tiles be picked in any order and sends another order to :meth:`clicked`.  A blind pair (which of
        its tiles is shown matters) and the steps before the first lead are made from the list.

        >>> from tutor.bagchen.hand import Hand
        >>> state = start(seed=7)
        >>> for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
        ...                  "E pass", "S pass", "W pass", "N pass"):
        ...     state = state.play(decision)
        >>> paths = state.click_paths()
        >>> paths["E [6-6]"], paths["E [6-6]×2"], paths["E ~[3-1]"]
        ((('[6-6]', 'up'),), (('[6-6]', '[6-6]#2', 'up'),), (('[3-1]', '~'),))
        >>> after = state.play("E [4-4]×2")
        >>> after.click_paths()["S ~[2-2][3-2]"], len(after.click_paths()) == len(after.legal())
        ((('[2-2]', '[3-2]', '~'),), True)
        """
        seat = self.to_move
        if seat is None or not self._clickable(seat):
            return {}
        places: dict[Tile, list[str]] = {}
        for token, tile in self._tokens(seat):
            places.setdefault(tile, []).append(token)
        paths: dict[str, tuple[tuple[str, ...], ...]] = {}
        for decision in self.legal():
            play = _PARSED.get(decision) or parse_decision(decision)
            if not isinstance(play, Play) or play.blind:
                continue
            used: Counter[Tile] = Counter()
            path = []
            for tile in play.tiles:  # (a decision of legal() has its tiles in the order of the set)
                path.append(places[tile][used[tile]])
                used[tile] += 1
            end = UP if play.face_up else DOWN if play.named is None else f"~ {play.named.value}"
            paths[decision] = ((*path, end),)
        return paths

    def clicked(self, places: tuple[str, ...]) -> str | None:
        """The play a path of clicks spells out, legal or not: the tiles picked (in any order), played as the
        last place, a button, says.  A path without its button spells the tiles played face up when that is
        not legal, so that :meth:`play` says why (the reader picked a tile no legal decision goes on with); when
        it is legal, the reader may not have finished (he picked the tiles in another order), so it spells
        nothing.  A place that is no tile of the board spells nothing either.

        >>> state = start(seed=7)
        >>> for decision in ("E pass", "S pass", "W pass", "N pass", "E keep", "S keep", "W keep", "N keep",
        ...                  "E pass", "S pass", "W pass", "N pass"):
        ...     state = state.play(decision)
        >>> state.clicked(("[6-6]#2", "[6-6]", "up")), state.clicked(("[3-1]", "~")), state.clicked(("[6-6]#2",))
        ('E [6-6]×2', 'E ~[3-1]', None)
        >>> state.clicked(("[6-6]", "[5-3]")), state.clicked(("up",)), state.clicked(("[7-7]", "up"))
        ('E [6-6][5-3]', None, None)
        >>> state.play(state.clicked(("[6-6]", "[5-3]")))
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: bagchen.set-mixes-suits: [6-6][5-3] is not an ordinary set: sky and earth tiles do not mix
        """
        seat = self.to_move
        if seat is None or not self._clickable(seat) or not places or len(set(places)) != len(places):
            return None
        end = places[-1] if places[-1] in (UP, DOWN, *NAMING) else None
        tiles = []
        for token in places[:-1] if end else places:
            tile = _tile_of(token)
            if tile is None:
                return None
            tiles.append(tile)
        if not tiles:
            return None
        if end is None:
            text = format_decision(Play(seat, tiles))
            return None if text in self._legal_set else text
        return format_decision(Play(seat, tiles, face_up=end == UP, named=NAMING.get(end)))

    def _trick_drawing(self, seat: str | None, language: str) -> str:
        """The last trick as it lies on the table: what ``seat`` did not see face down drawn as backs."""
        trick = self.hand.tricks[-1]
        return str(trick_svg([p.as_seen(seat) for p in trick.plays], language=language))

    def suggest(self, rng: random.Random) -> str:
        """Today's random legal player (:func:`~tutor.bagchen.players.random_play`); before the first lead it
        proposes no blind exchange and makes no call for mother and son (``pass``), declines every proposal and
        call (``decline``), and keeps the deal; none of these draws on ``rng``, so its hands are today's."""
        if self.proposal is not None:
            return f"{self.to_move} decline"
        if self.offering:
            return f"{self.to_move} pass"
        if self.asking:
            return f"{self.asking[0]} keep"
        play = random_play(self.hand, rng, self.throw)
        return format_decision(replace(play, throw=None))

    # --- in words (:mod:`tutor.bagchen.narration`) ---

    def trick_caption(self, number: int, language: str | None = None, seat: str | None = None) -> str:
        """Trick ``number`` (from 1) in words, as the replay's captions say it (``seat``: as he heard it, his own
        tiles face down named)."""
        language = reader_language(language)
        return narration.trick_caption(self, number, language, seat)

    def settlement_caption(self, language: str | None = None) -> str:
        """The settlement of a finished hand in words."""
        language = reader_language(language)
        return narration.settlement_caption(self, language)

    def deal_caption(self, language: str | None = None) -> str:
        language = reader_language(language)
        return narration.deal_caption(self, language)

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        """East, South, West or North, in ``language`` (the pages write them E, S, W and N)."""
        language = reader_language(language)
        return NAMES[seat].get(language) if seat in NAMES else seat

    def narrate(self, language: str | None = None, seat: str | None = None) -> str:
        """What the last decision did, every seat named in ``language``.  With ``seat``, no tile he could not
        see is named: another seat's tiles face down, a blind pair's hidden tile, the hands exchanged blind.

        >>> state = start(seed=7).play("E exchange W")
        >>> state.narrate("ru"), state.narrate("zh")
        ('Восток предлагает Западу обменяться камнями не глядя.', '东家提议与西家不看牌交换整手牌。')
        """
        language = reader_language(language)
        return narration.narrate(self, language, seat)


def start(seed: int = 0, **options: Any) -> BagchenState:
    """A new hand under the rule ``options``, its deal and dice drawn from ``seed``."""
    return BagchenState.start(Rules(**options), seed)


def replay(record: str, seed: int = 0, **options: Any) -> BagchenState:
    """The hand after the decisions of ``record``, from ``seed`` under ``options``."""
    state = read_record(BagchenState, Rules(**options), seed, record)
    assert isinstance(state, BagchenState)
    return state


def suggest(state: BagchenState, seed: int = 0) -> str:
    """The automatic player's decision in ``state``."""
    return state.suggest(random.Random(seed))



_FIELDS = tuple(f.name for f in fields(BagchenState))
