"""A hand of Bagchen through the common interface (:mod:`tutor.state`): from the deal to the settlement.

Chance is a step of the record (:data:`~tutor.bagchen.record.CHANCE_WORDS`): the deal (``deal E … S … W … N …``),
the throw that fixes the point (``point 4-3``), the first starter's dice where the rules throw for him
(``starter 4-3 6-2``), a new deal (and point) when a player demands one, the dice of mother seeking son (``dice 5 2
then 4-3 6-6 5-1``) and the dice a passport holder throws for his suit (rule R4, ``dice 6-1``).  A state started from
a seed draws them as :func:`~tutor.bagchen.players.random_deal` always did and writes them; without a seed it waits
for them (:data:`~tutor.state.CHANCE` to move).  Every decision is one of :meth:`BagchenState.legal`, written as the
record writes a play (:mod:`tutor.bagchen.record`): a lead, a beat, tiles played face down, a charity (``~`` and a
tile, maybe naming a suit), a blind pair.  Before the first lead come, in the order of spec §1.6: a round in which
each seat from the starter may propose a blind exchange of hands (``E exchange W``, answered ``W accept`` or ``W
decline``) or ``pass``, before anyone has looked; a round in which each seat keeps the deal (``keep``) or, dealt none
of the high tiles, demands a redeal (``redeal``); four sky chiefs shown; and, unless mother and son are the point, a
round of calls for mother and son (``E unite [4-2]``, or ``E swap [4-2]`` for two mothers against two sons), each
answered by the three others in turn.  What a seat sees is :meth:`BagchenState.view`; the drawings and the words are
made from it (:mod:`tutor.bagchen.presentation`).

>>> from tutor import bagchen
>>> state = bagchen.start(seed=7)
>>> state.record()[:22], state.decisions[1:]  # the seed dealt the tiles and threw the dice for the point
('deal E [6-6]×2[4-4]×2[', ('point 3-3',))
>>> state.to_move, state.legal(), state.view("E")["hand"]  # nobody has looked yet
('E', ('E exchange N', 'E exchange S', 'E exchange W', 'E pass'), None)
>>> for decision in ("E pass", "S pass", "W pass", "N pass"):
...     state = state.play(decision)
>>> state.to_move, state.legal()  # East was dealt high tiles: he may only keep the deal, but he is asked too
('E', ('E keep',))
>>> for decision in ("E keep", "S keep", "W keep", "N keep"):
...     state = state.play(decision)
>>> state.to_move, state.legal(), state.view("E")["hand"]
('E', ('E pass', 'E unite [4-2]'), '[6-6]×2[4-4]×2[3-1][5-5]×2[3-3]×3[6-5][5-1][6-3][5-3][4-3][4-2]')
>>> for decision in ("E pass", "S pass", "W pass", "N pass"):
...     state = state.play(decision)
>>> state.legal()[:4]
('E [3-1]', 'E [3-3]', 'E [3-3]×2', 'E [3-3]×3')
>>> state.view("E")["point"], state.view("E")["points"]
('3-3', '[3-3]×4')
>>> after = state.play("E [4-4]×2")
>>> after.to_move, after.legal()[:3]
('S', ('S ~[2-2][3-2]', 'S ~[2-2][4-3]', 'S ~[2-2][5-1]'))
>>> after.play("S [5-5]")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: bagchen.follow-count: 1 tiles played to a lead of 2: play as many as were led
>>> after.play("S [6-6]×2")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: bagchen.tiles-not-held: S does not hold [6-6]×2
>>> bagchen.replay(after.record()) == after  # the record holds the deal and the dice: no seed needed
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from functools import cached_property
from typing import Any

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
from tutor.bagchen.leads import NEVER_BEATEN, LeadKind, classify_sorted, is_unbeatable, judge, merged_lead
from tutor.bagchen.legal import face_up_lead, leads_in
from tutor.bagchen.notation import format_tiles
from tutor.bagchen.point import MOTHER, SON, Point, all_points
from tutor.bagchen.record import (
    CHANCE_WORDS,
    Answer,
    Call,
    ChanceStep,
    Deal,
    Exchange,
    Pass,
    PointThrow,
    PrePlay,
    Reply,
    StarterThrows,
    SuitThrow,
    UniteDice,
    format_decision,
    parse_chance,
    parse_decision,
)
from tutor.bagchen.rules import Rules
from tutor.bagchen.seen import trick_seen
from tutor.bagchen.settlement import NAMES, SEATS
from tutor.bagchen.tiles import Tile
from tutor.catalog import Text
from tutor.errors import IllegalPlayError
from tutor.i18n import reader_language
from tutor.payments import Payment
from tutor.state import ALL, CHANCE, Chance, State

_DRAWN: dict[str, ChanceStep] = {}  # deals the seeded stream just drew, not read back from their text (random play)


def _drawn(step: ChanceStep) -> str:
    """``step``'s text, remembered as read (a deal written out is 64 tiles to scan again)."""
    if len(_DRAWN) > 64:
        _DRAWN.clear()
    text = str(step)
    _DRAWN[text] = step
    return text


#: Each chance node's step, as the error for another step writes it.
_CHANCE_FORMS = {"deal": "deal E … S … W … N …", "point": "point a-b", "starter": "starter a-b c-d",
                 "dice": "dice a-b", "unite": "dice x y then a-b …"}


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


@dataclass(frozen=True, eq=False)
class BagchenState(State[Rules]):
    """A hand of Bagchen in progress or finished: the :class:`~tutor.bagchen.hand.Hand`, the steps before the first
    lead (spec §1.6, in order: a round of blind exchanges, the redeal, four sky chiefs shown, a round of calls for
    mother and son), and the chance nodes: the deal, the point, the starter's dice, the dice of mother seeking son
    and a passport holder's dice for his suit (:attr:`waiting`)."""

    game = "bagchen"
    chance_words = CHANCE_WORDS
    rules: Rules
    seed: int | None
    decisions: tuple[str, ...]
    #: The hand being played (after a redeal is demanded, the old one until the new deal is complete); ``None`` only
    #: before the first deal is complete (:attr:`dealt`), where no rule reads it.
    hand: Hand
    chance: Chance | None
    waiting: str = ""  # the chance step due: "deal", "point", "starter", "dice" (R4), "unite"; "" none
    deal_hands: tuple[tuple[Tile, ...], ...] | None = None  # a deal whose point (or starter) is still to be thrown
    deal_point: Point | None = None  # the point thrown, while the starter is still to be thrown
    asking: tuple[str, ...] = ()  # seats still to say whether they keep the deal or demand a redeal, in turn
    throw: Point | None = None  # the dice of the passport holder who is to lead a single of their suit (R4)
    redeals: int = 0
    round: str = ""  # "exchange" or "unite": the round before play in which each seat in turn may propose or call
    offering: tuple[str, ...] = ()  # the seats still to propose or call in that round, in turn
    proposal: Proposal | None = None  # a blind exchange or a call waiting for its answers (or for the dice)
    chiefs: tuple[str, ...] = ()  # seats who had to show four sky chiefs
    exchanges: tuple[tuple[str, str], ...] = ()  # blind exchanges made (the hands are not shown)
    unions: tuple[United, ...] = ()  # mother and son united (shown to all)
    happened: tuple[tuple[Any, ...], ...] = ()  # what the last step before play did, for its narration

    @property
    def dealt(self) -> bool:
        """Has the first deal been completed (the tiles dealt and the point thrown)?"""
        return self.hand is not None

    # --- chance (the steps :attr:`chance_words` begin) ---

    @classmethod
    def begin(cls, rules: Rules) -> BagchenState:
        """Before the deal: the tiles are to be shuffled and dealt."""
        return cls(rules, None, (), None, None, waiting="deal")  # type: ignore[arg-type]  # (no hand yet)

    def draw_chance(self, stream: Chance) -> tuple[str, Chance]:
        """The step the seeded stream draws at this chance node, drawn as the random players always drew it: the
        shuffle, then the throw for the point (drawn after a redeal even where the point stays), the two throws of a
        dice chain, the single dice and throws of mother seeking son, a passport holder's throw."""
        kind = self.waiting
        if kind == "deal":
            if not self.dealt or self.rules.redeal_new_point:
                hands, after = stream.draw(shuffled_hands)
            else:  # the old point stays, but the dice are thrown as at every deal
                (hands, _), after = stream.draw(lambda rng: (shuffled_hands(rng), throw_dice(rng)))
            return _drawn(Deal(tuple(tuple(sorted(hands[s], key=_ORDER)) for s in SEATS))), after
        if kind == "point":
            throw, after = stream.draw(throw_dice)
            return str(PointThrow(throw)), after
        if kind == "starter":
            throws, after = stream.draw(lambda rng: (throw_dice(rng), throw_dice(rng)))
            return str(StarterThrows(throws)), after
        if kind == "dice":
            throw, after = stream.draw(throw_dice)
            return str(SuitThrow(throw)), after
        proposal = self.proposal
        assert kind == "unite" and proposal is not None and proposal.tile is not None
        caller, acceptor, tile = proposal.seat, proposal.accepted[0], proposal.tile
        (dice, gifts), after = stream.draw(lambda rng: self._unite_dice(rng, caller, acceptor, tile))
        return str(UniteDice(dice, tuple(gifts))), after

    def _chance(self, text: str) -> BagchenState:
        """The state after the chance step ``text`` (the core has checked that chance is due)."""
        step = _DRAWN.get(text)
        canonical = text
        if step is None:
            step = parse_chance(text)
            canonical = str(step)
        expected = {"deal": Deal, "point": PointThrow, "starter": StarterThrows, "dice": SuitThrow,
                    "unite": UniteDice}[self.waiting]
        if not isinstance(step, expected):
            raise IllegalPlayError("bagchen.chance-other", step=text, expected=_CHANCE_FORMS[self.waiting])
        after = self._evolve(decisions=(*self.decisions, canonical), happened=())
        if isinstance(step, Deal):
            if not self.dealt or self.rules.redeal_new_point:
                return after._evolve(waiting="point", deal_hands=step.hands)
            return after._dealt(step.hands, self.hand.point, self.hand.starter)
        if isinstance(step, PointThrow):
            if self.dealt:  # a redeal: the starter stays
                return after._dealt(self.deal_hands, step.throw, self.hand.starter)
            if self.rules.first_starter in ("east", "west"):
                return after._dealt(self.deal_hands, step.throw, "E" if self.rules.first_starter == "east" else "W")
            return after._evolve(waiting="starter", deal_point=step.throw)
        if isinstance(step, StarterThrows):  # the dice chain: two throws counted round the table
            first = "W" if self.rules.first_starter == "dice_chain_from_west" else "E"
            starter = count_from(count_from(first, step.throws[0].named.pips), step.throws[1].named.pips)
            return after._dealt(self.deal_hands, self.deal_point, starter)
        if isinstance(step, SuitThrow):
            return after._evolve(waiting="", throw=step.throw)
        assert isinstance(step, UniteDice)
        return after._united(step)

    def _dealt(self, hands: tuple[tuple[Tile, ...], ...] | None, point: Point | None, starter: str) -> BagchenState:
        """The deal complete: the hand begins with the round of blind exchanges."""
        assert hands is not None and point is not None
        hand = Hand.new(dict(zip(SEATS, hands, strict=True)), point, starter, self.rules)
        return self._evolve(hand=hand, waiting="", deal_hands=None, deal_point=None, chiefs=(),
                            happened=(*self.happened, ("dealt",)))._begin()

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
        """A redeal is demanded: the tiles are shuffled and dealt again (and, by default, the dice thrown for a
        new point), the starter stays."""
        return self._evolve(waiting="deal", redeals=self.redeals + 1, chiefs=(), asking=())

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
        else:  # the dice decide who takes mother and son: chance
            return state._evolve(waiting="unite", proposal=replace(proposal, answering=()))
        return state._union_made(united)

    def _united(self, step: UniteDice) -> BagchenState:
        """Mother seeks son with the dice of ``step``: every throw but the last names no tile that can be given,
        the last names one."""
        proposal = self.proposal
        assert proposal is not None and proposal.tile is not None
        seat, acceptor, tile = proposal.seat, proposal.accepted[0], proposal.tile
        if step.dice[0] == step.dice[1]:
            raise IllegalPlayError("bagchen.unite-tie")
        hands = {s: list(tiles) for s, tiles in self.hand.hands.items()}
        union = unite(hands, seat, acceptor, step.dice, step.throws, self.hand.point, self.rules, called=tile)
        if len(union.throws) != len(step.throws):
            raise IllegalPlayError("bagchen.unite-throws-after", throw=str(union.throws[-1][0]),
                                   gift=str(union.gift))
        united = United(seat, acceptor, tile, union, step.dice)
        return self._with_hands(dict(union.hands))._evolve(waiting="", proposal=None)._union_made(united)

    def _union_made(self, united: United) -> BagchenState:
        """Mother and son are united (four sky chiefs shown again if the rules say so); then the next seat's turn."""
        happened = (*self.happened, ("united", len(self.unions)))
        chiefs = self.chiefs
        if united.union is not None:
            more = tuple(s for s in united.union.exposes if s not in chiefs)
            chiefs += more
            happened += tuple(("chiefs", s) for s in more)
        return self._evolve(unions=(*self.unions, united), chiefs=chiefs, happened=happened)._next_in_round()

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
        return self._evolve(waiting="dice")  # he throws the dice: chance

    # --- whose turn, and what he may do ---

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    @cached_property
    def to_move(self) -> str | None:  # (asked several times a step: remembered, the state never changes)
        if self.waiting:
            return CHANCE
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
        if self.waiting:  # the throws of two dice are listed; a deal, a chain or mother seeking son are too many
            word = {"point": "point", "dice": "dice"}.get(self.waiting)
            return tuple(sorted(f"{word} {throw}" for throw in all_points())) if word else ()
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
        if self.waiting:
            return self._chance(text)
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
        if not self.dealt or self.waiting in ("deal", "point", "starter"):
            return {}
        hand = self.hand
        found = {}
        for seat in SEATS:
            if (self.throw is not None or self.waiting == "dice") and seat == hand.to_act:
                found[seat] = format_tiles(hand.hands[seat])
            elif seat in self.chiefs and must_expose_chiefs(hand.hands[seat], hand.point):
                found[seat] = format_tiles((SKY_CHIEF,) * 4)
        return found

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """What ``seat`` sees (``None``: a spectator, everything once the hand is over; :data:`~tutor.state.ALL`:
        everything): what the drawing, the narration and the clicks read (:mod:`tutor.bagchen.presentation`).
        ``last`` is the last step as the seat saw it; ``hands`` every hand, in a view of everything only."""
        view = self.common_view(seat)
        full = seat == ALL or (seat is None and self.finished)
        dealing = not self.dealt or self.waiting in ("deal", "point", "starter")
        view.update({"waiting": self.waiting or None, "rules": {"charity_named": self.rules.charity_named},
                     "redeals": self.redeals, "last": self._last(seat, full)})
        if dealing:  # nobody holds tiles while they are dealt
            view.update({"dealing": True, "point": None, "points": None, "starter": None, "hand": None,
                         "hands": None, "counts": dict.fromkeys(SEATS, 0), "shown": {}, "tricks": [], "looked": False,
                         "before_play": True, "current": False})
            return view
        hand = self.hand
        closing_from = len(hand.tricks) - len(hand.closing_run()) if hand.finished else len(hand.tricks)
        tricks = [trick_seen(trick, number, seat, full, closing=number > closing_from)
                  for number, trick in enumerate(hand.tricks, 1)]
        own = seat is not None and seat != ALL and self.looked
        view.update({
            "dealing": False,
            "point": str(hand.point), "points": format_tiles(hand.point.tiles), "starter": hand.starter,
            "hand": format_tiles(hand.hands[seat]) if own and seat is not None else None,
            "hands": {s: format_tiles(hand.hands[s]) for s in SEATS} if full else None,
            "looked": self.looked,
            "before_play": self.before_play,
            "current": hand.current is not None,
            "counts": {s: len(hand.hands[s]) for s in SEATS},
            "shown": self.shown(),
            "tricks": tricks,
            "won": dict(hand.won),
            "passports": [s for s in SEATS if hand.has_passport(s)],
            "chips": hand.net(),
            "throw": str(self.throw) if self.throw else None,
            "asking": list(self.asking),
            "round": self.round or None,
            "offering": list(self.offering),
            "proposal": None if self.proposal is None else {
                "seat": self.proposal.seat, "kind": self.proposal.kind, "other": self.proposal.other,
                "tile": str(self.proposal.tile) if self.proposal.tile else None,
                "answering": list(self.proposal.answering), "accepted": list(self.proposal.accepted)},
            "exchanges": [list(pair) for pair in self.exchanges],
            "unions": [united.public() for united in self.unions],
            "settlement": self._settlement() if hand.finished else None,
            "lead_kinds": self._lead_kinds() if seat is not None and seat == self.to_move else {},
        })
        return view

    def _last(self, seat: str | None, full: bool) -> dict[str, Any] | None:
        """The last step as ``seat`` saw it (``None`` before the first): its ``step`` says which kind."""
        if not self.decisions:
            return None
        text = self.decisions[-1]
        if self.is_chance_step(text):
            step = parse_chance(text)
            if isinstance(step, Deal):
                last: dict[str, Any] = {"step": "deal", "again": self.redeals > 0}
            elif isinstance(step, PointThrow):
                last = {"step": "point", "throw": str(step.throw)}
            elif isinstance(step, StarterThrows):
                last = {"step": "starter", "throws": [str(t) for t in step.throws]}
            elif isinstance(step, SuitThrow):
                last = {"step": "dice", "seat": self.hand.to_act, "throw": str(step.throw)}
            else:
                last = {"step": "unite"}
        else:
            decision = _PARSED.get(text) or parse_decision(text)
            if isinstance(decision, Play):
                return {"step": "play", "seat": decision.seat, "trick": len(self.hand.tricks)}
            last = {"step": "before", "seat": decision.seat,
                    "answer": None if not isinstance(decision, Answer) else "redeal" if decision.redeal else "keep"}
        last["events"] = [self._event(event, full) for event in self.happened]
        return last

    def _event(self, event: tuple[Any, ...], full: bool) -> dict[str, Any]:
        """One thing a step before play did, as JSON-ready data (the hands of a blind exchange in a full view)."""
        kind, *args = event
        if kind == "pass":
            return {"kind": kind, "seat": args[0], "round": args[1]}
        if kind == "propose":
            return {"kind": kind, "seat": args[0], "other": args[1]}
        if kind == "reply":
            return {"kind": kind, "seat": args[0], "accept": args[1], "call": args[2]}
        if kind == "exchanged":
            hands = self.hand.hands
            return {"kind": kind, "seat": args[0], "other": args[1],
                    "tiles": [format_tiles(hands[args[0]]), format_tiles(hands[args[1]])] if full else None}
        if kind in ("chiefs", "unanswered"):
            return {"kind": kind, "seat": args[0]}
        if kind == "call":
            return {"kind": kind, "seat": args[0], "tile": str(args[1]), "swap": args[2]}
        if kind == "united":
            return {"kind": kind, **self.unions[args[0]].public()}
        if kind == "dealt":
            hand = self.hand
            return {"kind": kind, "point": str(hand.point), "points": format_tiles(hand.point.tiles),
                    "starter": hand.starter}
        return {"kind": kind, "starter": self.hand.starter}  # the redeal round, the unite round

    def _settlement(self) -> dict[str, Any]:
        hand = self.hand
        settlement = hand.settlement()
        return {"winner": hand.tricks[-1].winner, "takes_all": settlement.takes_all, "jump": settlement.jump,
                "multiplier": settlement.multiplier, "table_chips": self.rules.table_chips,
                "payments": [[p.payer, p.payee, p.amount] for p in settlement.payments]}

    def _lead_kinds(self) -> dict[str, str]:
        """The kind of each face-up lead the seat to move may make (the decision buttons name it)."""
        hand = self.hand
        if self.before_play or hand.current is not None:
            return {}
        kinds = {}
        for decision in self.legal():
            play = _PARSED.get(decision) or parse_decision(decision)
            if isinstance(play, Play) and play.face_up and not play.blind:
                lead = classify_sorted(tuple(sorted(play.tiles, key=_ORDER)), hand.point, self.rules)
                if not isinstance(lead, IllegalPlayError):
                    kinds[decision] = lead.kind.value
        return kinds

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        """East, South, West or North, in ``language`` (the pages write them E, S, W and N)."""
        language = reader_language(language)
        return NAMES[seat].get(language) if seat in NAMES else seat


_FIELDS = tuple(f.name for f in fields(BagchenState))
