"""A hand of Bagchen through the common interface (:mod:`tutor.state`): from the deal to the settlement.

Chance comes from the seed: the shuffle and the throw that fixes the point (as
:func:`~tutor.bagchen.players.random_deal` draws them), the first starter's dice
where the rules throw for him, a new deal when a player demands one, and the dice a
passport holder throws for his suit (rule R4).  Every decision is one of
:meth:`BagchenState.legal`, written as the record writes a play
(:mod:`tutor.bagchen.record`): a lead, a beat, tiles played face down, a charity
(``~`` and a tile, maybe naming a suit), a blind pair, and, before the first lead, a
player dealt none of the high tiles answering ``redeal`` or ``keep``.

>>> from tutor import bagchen
>>> state = bagchen.start(seed=7)
>>> state.to_move, state.view("E")["hand"]
('E', '[6-6]×2[4-4]×2[3-1][5-5]×2[3-3]×3[6-5][5-1][6-3][5-3][4-3][4-2]')
>>> state.legal()[:4]
('E [3-1]', 'E [3-3]', 'E [3-3]×2', 'E [3-3]×3')
>>> state.view("E")["point"], state.view("E")["points"]
('3-3', '[3-3]×4')
>>> after = state.play("E [4-4]×2")
>>> after.to_move, after.narrate()
('S', 'Trick 1: E leads [4-4]×2 (sky set).')
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

from tutor.bagchen.deal import count_from, may_demand_redeal, must_expose_chiefs, shuffled_hands, throw_dice
from tutor.bagchen.hand import Hand, Play, Trick, beating_plays, passport_leads
from tutor.bagchen.leads import NEVER_BEATEN, LeadKind, is_unbeatable, merged_lead
from tutor.bagchen.legal import leads_in
from tutor.bagchen.notation import format_tiles
from tutor.bagchen.players import random_play
from tutor.bagchen.point import Point
from tutor.bagchen.record import Answer, format_decision, parse_decision
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.svg import tiles_svg, trick_svg
from tutor.bagchen.tiles import Tile
from tutor.errors import IllegalPlayError
from tutor.i18n import COMMA, N_, gettext, ngettext
from tutor.payments import Payment
from tutor.state import Chance, State
from tutor.state import replay as read_record

_DEAL = N_("The deal. The dice show {point}, so the points are {points}. {starter} leads first.")
_MAY_REDEAL = N_("{seat} was dealt none of the high tiles and may demand a redeal.")
_REDEALS = N_("{seat} shows his tiles and demands a redeal.")
_KEEPS = N_("{seat} keeps the deal.")
_TRICK = N_("Trick {number}: {plays}. {result}")
_TRICK_ON = N_("Trick {number}: {plays}.")
_LEADS = N_("{seat} leads {tiles} ({kind})")
_BLIND = N_("{seat} leads his last two tiles together, showing {tile} (blind pair)")
_CHARITY = N_("{seat} gives charity: one tile face down")
_CHARITY_NAMED = N_("{seat} gives charity: one tile face down, naming {suit}")
_THROWS = N_("{seat} holds a passport and nothing else he may lead: he throws {dice} for the suit and leads {tiles}")
_BEATS = N_("{seat} beats with {tiles}")
_CHIPS = N_("For the point, {payers} pay {seat} {amount} each.")
_CHIPS_JUMP = N_("This point lead is part of the run that ends the hand, a jump: its chips are not paid now; "
                 "the settlement is multiplied instead (next step).")
_END_PLAIN = N_("{winner} took the last trick and wins the hand, with no jump. {payments}")
_END_ALL = N_("{winner} took all sixteen tricks: all the chips on the table, and the session ends.")
_PAYMENTS = N_("Settlement: {payments}.")


def _face_down(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} plays {n} tile face down", "{seat} plays {n} tiles face down", count,
                    language).format(seat=seat, n=count)


def _wins(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} wins {n} trick.", "{seat} wins {n} tricks.", count, language).format(seat=seat, n=count)


def _describe_play(trick: Trick, i: int, language: str) -> str:
    play = trick.plays[i]
    tiles = format_tiles(play.tiles)
    if i == 0 and not play.face_up:
        template = _CHARITY_NAMED if play.named else _CHARITY
        suit = play.named.name_in(language) if play.named else ""
        return gettext(template, language).format(seat=play.seat, suit=suit)
    if i == 0 and play.blind:
        return gettext(_BLIND, language).format(seat=play.seat, tile=play.tiles[0])
    if i == 0 and play.throw is not None:
        return gettext(_THROWS, language).format(seat=play.seat, dice=play.throw, tiles=tiles)
    if i == 0:
        assert trick.lead is not None
        return gettext(_LEADS, language).format(seat=play.seat, tiles=tiles, kind=trick.lead.kind.name_in(language))
    if play.face_up:
        return gettext(_BEATS, language).format(seat=play.seat, tiles=tiles)
    return _face_down(play.seat, len(play.tiles), language)


def describe(trick: Trick, number: int, language: str, closing: bool = False) -> str:
    """What happened in a trick, in words; ``closing``: the trick is in the winner's closing run (a jump)."""
    plays = "; ".join(_describe_play(trick, i, language) for i in range(len(trick.plays)))
    if not trick.done:
        return gettext(_TRICK_ON, language).format(number=number, plays=plays)
    text = gettext(_TRICK, language).format(number=number, plays=plays,
                                            result=_wins(trick.winner, trick.size, language))
    if trick.chips and closing:
        text += " " + gettext(_CHIPS_JUMP, language)
    elif trick.chips:
        payers = COMMA.get(language, ", ").join(p.payer for p in trick.chips)
        text += " " + gettext(_CHIPS, language).format(payers=payers, seat=trick.leader,
                                                       amount=trick.chips[0].amount)
    return text


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


_PARSED: dict[str, Play | Answer] = {}  # decisions read before (a decision read is an immutable value)


@dataclass(frozen=True, eq=False)
class BagchenState(State):
    """A hand of Bagchen in progress or finished: the :class:`~tutor.bagchen.hand.Hand`, the chance still to
    come, the seats still to answer about a redeal, and the dice a passport holder has thrown for his suit."""

    game = "bagchen"
    rules: Rules
    seed: int
    decisions: tuple[str, ...]
    hand: Hand
    chance: Chance
    asking: tuple[str, ...] = ()  # seats dealt none of the high tiles who have still to answer, in turn
    throw: Point | None = None  # the dice of the passport holder who is to lead a single of their suit (R4)
    redeals: int = 0
    dice: tuple[Point, ...] = ()  # passport dice the table already threw (a sample hand's record), used first

    # --- chance ---

    @classmethod
    def start(cls, rules: Rules, seed: int) -> BagchenState:
        chance = Chance.seeded(seed)
        (hands, point), chance = chance.draw(lambda rng: (shuffled_hands(rng), throw_dice(rng)))
        if rules.first_starter in ("east", "west"):
            starter = "E" if rules.first_starter == "east" else "W"
        else:  # the dice chain: two throws counted round the table (from East, or from West)
            totals, chance = chance.draw(lambda rng: [throw_dice(rng).named.pips for _ in range(2)])
            first = "W" if rules.first_starter == "dice_chain_from_west" else "E"
            starter = count_from(count_from(first, totals[0]), totals[1])
        return cls(rules, seed, (), Hand.new(hands, point, starter, rules), chance)._asking()

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

    def _asking(self) -> BagchenState:
        """The state after a deal: the seats who may demand a redeal are asked, from the starter round."""
        hand = self.hand
        order = SEATS[SEATS.index(hand.starter):] + SEATS[:SEATS.index(hand.starter)]
        return replace(self, asking=tuple(s for s in order
                                          if may_demand_redeal(hand.hands[s], hand.point, self.rules)))

    def _redeal(self) -> BagchenState:
        (hands, throw), chance = self.chance.draw(lambda rng: (shuffled_hands(rng), throw_dice(rng)))
        point = throw if self.rules.redeal_new_point else self.hand.point
        hand = Hand.new(hands, point, self.hand.starter, self.rules)
        return replace(self, hand=hand, chance=chance, redeals=self.redeals + 1)._asking()

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
        if self.asking:
            return self.asking[0]
        return None if self.hand.finished else self.hand.to_act

    def legal(self) -> tuple[str, ...]:
        return self._legal

    @cached_property
    def _legal(self) -> tuple[str, ...]:
        if self.asking:
            return (f"{self.asking[0]} keep", f"{self.asking[0]} redeal")
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
        if isinstance(decision, Answer):
            if not self.asking:
                raise IllegalPlayError("bagchen.redeal-when")
            after = self._evolve(decisions=(*self.decisions, str(decision)))
            return after._redeal() if decision.redeal else after._evolve(asking=self.asking[1:])
        if self.asking:
            raise IllegalPlayError("bagchen.redeal-asked", seat=seat)
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
        hand = self.hand.play(play)  # the engine's own reason for an illegal play
        if self.hand.current is None or play.face_up:
            legal = self._legal_set if self.hand.current is None else self._beats
            if canonical not in legal:
                raise self.refuse(canonical)
        # (a play face down to a lead is legal once the hand takes it: as many tiles as were led, held, and
        # no duty to beat that the hand would not have refused)
        return self._evolve(decisions=(*self.decisions, canonical), hand=hand, throw=None)._throw_if_needed()

    # --- the end ---

    def payments(self) -> tuple[Payment, ...]:
        """The chips for point leads (less those of a closing run) and the settlement, once the hand is over."""
        return self.hand.money() if self.finished else ()

    # --- what a seat sees ---

    def shown(self) -> dict[str, str]:
        """Tiles a seat must show everybody: four sky chiefs that are not the point, and the whole hand of a
        passport holder who has to throw the dice for his suit."""
        hand = self.hand
        found = {}
        for seat in SEATS:
            if self.throw is not None and seat == hand.to_act:
                found[seat] = format_tiles(hand.hands[seat])
            elif must_expose_chiefs(hand.hands[seat], hand.point):
                found[seat] = format_tiles((Tile(6, 6),) * 4)
        return found

    def view(self, seat: str | None = None) -> dict[str, Any]:
        view = self.common_view(seat)
        hand = self.hand
        tricks = []
        for trick in hand.tricks:
            plays = []
            for play in trick.plays:
                seen = play.face_up or play.seat == seat
                plays.append({"seat": play.seat, "face_up": play.face_up, "count": len(play.tiles),
                              "tiles": format_tiles(play.tiles) if seen else None,
                              "named": play.named.value if play.named else None,
                              "throw": str(play.throw) if play.throw else None, "blind": play.blind})
            tricks.append({"plays": plays, "winner": trick.winner if trick.done else None})
        view.update({
            "point": str(hand.point), "points": format_tiles(hand.point.tiles), "starter": hand.starter,
            "hand": format_tiles(hand.hands[seat]) if seat is not None else None,
            "counts": {s: len(hand.hands[s]) for s in SEATS},
            "shown": self.shown(),
            "tricks": tricks,
            "won": dict(hand.won),
            "passports": [s for s in SEATS if hand.has_passport(s)],
            "chips": hand.net(),
            "throw": str(self.throw) if self.throw else None,
            "asking": list(self.asking),
            "redeals": self.redeals,
        })
        return view

    def draw(self, seat: str | None = None, language: str = "en") -> str:
        """The trick on the table (or the last one), tiles face down drawn as backs, and ``seat``'s own tiles."""
        hand = self.hand
        parts = []
        if hand.tricks:
            trick = hand.tricks[-1]
            parts.append(str(trick_svg([(p.seat, p.tiles if p.face_up or p.seat == seat else (Tile(6, 6),) * len(p.tiles),
                                         p.face_up) for p in trick.plays], language=language)))
        if seat is not None and hand.hands[seat]:
            parts.append(str(tiles_svg(hand.hands[seat], language=language)))
        return "\n".join(parts)

    def suggest(self, rng: random.Random) -> str:
        """Today's random legal player (:func:`~tutor.bagchen.players.random_play`); before the first lead it keeps
        the deal."""
        if self.asking:
            return f"{self.asking[0]} keep"
        play = random_play(self.hand, rng, self.throw)
        return format_decision(replace(play, throw=None))

    # --- in words ---

    def trick_caption(self, number: int, language: str = "en") -> str:
        """Trick ``number`` (from 1) in words, as the replay's captions say it."""
        hand = self.hand
        closing = hand.finished and number > len(hand.tricks) - len(hand.closing_run())
        return describe(hand.tricks[number - 1], number, language, closing)

    def settlement_caption(self, language: str = "en") -> str:
        """The settlement of a finished hand in words."""
        hand = self.hand
        settlement = hand.settlement()
        winner = hand.tricks[-1].winner
        paid = gettext(_PAYMENTS, language).format(
            payments=COMMA.get(language, ", ").join(f"{p.payer} → {p.payee} {p.amount}" for p in settlement.payments))
        if settlement.takes_all:
            return gettext(_END_ALL, language).format(winner=winner)
        if settlement.jump:
            return ngettext(
                "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} point, "
                "so the settlement is multiplied by {m}. {payments}",
                "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} points, "
                "so the settlement is multiplied by {m}. {payments}",
                settlement.jump, language).format(winner=winner, jump=settlement.jump, m=settlement.multiplier,
                                                  payments=paid)
        return gettext(_END_PLAIN, language).format(winner=winner, payments=paid)

    def deal_caption(self, language: str = "en") -> str:
        hand = self.hand
        text = gettext(_DEAL, language).format(point=hand.point, points=format_tiles(hand.point.tiles),
                                               starter=hand.starter)
        if self.asking:
            text += " " + gettext(_MAY_REDEAL, language).format(seat=self.asking[0])
        return text

    def narrate(self, language: str = "en", seat: str | None = None) -> str:
        if not self.decisions:
            return self.deal_caption(language)
        last = parse_decision(self.decisions[-1])
        if isinstance(last, Answer):
            if last.redeal:
                return gettext(_REDEALS, language).format(seat=last.seat) + " " + self.deal_caption(language)
            said = gettext(_KEEPS, language).format(seat=last.seat)
            if self.asking:
                said += " " + gettext(_MAY_REDEAL, language).format(seat=self.asking[0])
            return said
        text = self.trick_caption(len(self.hand.tricks), language)
        if self.finished:
            text += " " + self.settlement_caption(language)
        return text


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
