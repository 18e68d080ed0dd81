"""Random legal players: deal, throw and play whole hands, for tests and benchmarks.

Chance comes in as a :class:`random.Random`; the rules modules never draw on it.
The players choose uniformly among a few legal plays — they play legally, not well.

>>> import random
>>> from tutor.bagchen.players import random_hand
>>> hand = random_hand(random.Random(7))
>>> hand.finished, sum(hand.won.values()), sum(hand.net().values())
(True, 16, 0)
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Protocol

from tutor.bagchen.deal import shuffled_hands, throw_dice
from tutor.bagchen.hand import Hand, Play, beating_plays, passport_leads
from tutor.bagchen.legal import leads_in
from tutor.bagchen.point import Point
from tutor.bagchen.record import format_decision
from tutor.bagchen.rules import Rules
from tutor.bagchen.tiles import Suit


class Table(Protocol):
    """What the easy player reads of a state (:class:`~tutor.bagchen.state.BagchenState`, which imports this
    module: named by what it has, so that no import goes back)."""

    @property
    def to_move(self) -> str | None: ...
    @property
    def proposal(self) -> Any: ...
    @property
    def offering(self) -> tuple[str, ...]: ...
    @property
    def asking(self) -> tuple[str, ...]: ...
    @property
    def hand(self) -> Hand: ...
    @property
    def throw(self) -> Point | None: ...

CHARITY_CHANCE = 0.1
BEAT_CHANCE = 0.6


def random_deal(rng: random.Random, rules: Rules | None = None, starter: str = "E") -> Hand:
    """Shuffle the 64 tiles, deal 16 to each seat and throw the dice for the point."""
    hands = shuffled_hands(rng)
    return Hand.new(hands, throw_dice(rng), starter, rules)


def random_play(hand: Hand, rng: random.Random, thrown: Point | None = None) -> Play:
    """One legal play for the seat to act.  A passport holder who must throw the dice for his suit throws
    them here, or, given the dice already ``thrown`` (the game's state draws them), leads from their suit:
    the player's draws are the same either way."""
    seat = hand.to_act
    held = hand.hands[seat]
    current = hand.current
    if current is None:
        if hand.has_passport(seat):
            allowed, must_throw = passport_leads(hand, seat)
            lead = rng.choice(allowed)
            if must_throw:
                dice = throw_dice(rng)
                dice = thrown or dice
                singles = [x for x in allowed if x.tiles[0].suit is dice.named.suit]
                return Play(seat, rng.choice(singles).tiles, throw=dice)
            return Play(seat, lead.tiles)
        if rng.random() < CHARITY_CHANCE:
            named = rng.choice((None, Suit.SKY, Suit.EARTH)) if hand.rules.charity_named else None
            return Play(seat, (rng.choice(held),), face_up=False, named=named)
        return Play(seat, rng.choice(leads_in(held, hand.point, hand.rules)).tiles)
    beaters = list(beating_plays(hand, seat))
    if beaters and (hand.rules.must_beat_if_able or rng.random() < BEAT_CHANCE):
        return Play(seat, rng.choice(beaters))
    return Play(seat, rng.sample(held, current.size), face_up=False)


def random_hand(rng: random.Random, rules: Rules | None = None) -> Hand:
    """A whole hand played by four random legal players."""
    hand = random_deal(rng, rules)
    while not hand.finished:
        hand = hand.play(random_play(hand, rng))
    return hand


def easy(state: Table, rng: random.Random) -> str:
    """The automatic player of level ``easy`` (:data:`tutor.game.LEVELS`): today's random legal player
    (:func:`random_play`).  Before the first lead it proposes no blind exchange and makes no call for mother and son
    (``pass``), declines every proposal and call (``decline``), and keeps the deal; none of these draws on ``rng``,
    so its hands are :func:`random_hand`'s.

    >>> from tutor.bagchen import start
    >>> easy(start(seed=7), random.Random(0))
    'E pass'
    """
    if state.proposal is not None:
        return f"{state.to_move} decline"
    if state.offering:
        return f"{state.to_move} pass"
    if state.asking:
        return f"{state.asking[0]} keep"
    play = random_play(state.hand, rng, state.throw)
    return format_decision(replace(play, throw=None))
