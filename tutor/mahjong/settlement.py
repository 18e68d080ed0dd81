"""Who pays whom after a hand (spec §4): explicit payments that sum to zero.

Each loser pays the winner the winner's score; the losers pay each other the
difference of their scores; East pays and receives double in every payment he
is part of; the winner never pays.  So the winner collects 6S as East and 4S
otherwise.

>>> s = settle({"E": 336, "S": 40, "W": 32, "N": 16}, winner="E", east="E")
>>> [(p.payer, p.payee, p.amount) for p in s.payments]
[('S', 'E', 672), ('W', 'E', 672), ('N', 'E', 672), ('W', 'S', 8), ('N', 'S', 24), ('N', 'W', 16)]
>>> s.net
{'E': 2016, 'S': -640, 'W': -664, 'N': -712}

The source's sentence about an East win, read literally, would have each loser
count out a third of East's score, so that East collects his score once.  That
reading is rejected (spec §4.1: it contradicts "Восточный ветер платит или получает
вдвойне", makes East's win worth a quarter of another player's, and gives
fractions); :func:`literal_east_reading` computes it only to show why:

>>> literal_east_reading(336)
(Fraction(112, 1), Fraction(336, 1))
>>> literal_east_reading(184)
(Fraction(184, 3), Fraction(184, 1))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tutor.errors import TutorError
from tutor.i18n import N_
from tutor.mahjong.rules import Rules
from tutor.mahjong.tiles import SEATS, Seat
from tutor.payments import Payment, define_reasons, net, parse_seat_numbers

#: The reasons a payment is made (:attr:`tutor.payments.Payment.reason`).
REASONS: dict[str, str] = {
    "mahjong.pays-winner": N_("a loser pays the winner the winner's score, double if East pays or wins"),
    "mahjong.pays-difference": N_("a loser pays another loser the difference of their scores, double if one of "
                                  "them is East"),
    "mahjong.false-mahjong": N_("the penalty for a false mah jong"),
}
define_reasons(REASONS)


@dataclass(frozen=True)
class Settlement:
    payments: tuple[Payment, ...]
    net: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {"payments": [p.to_json() for p in self.payments], "net": dict(self.net)}


def _seat(seat: str) -> Seat:
    if seat not in SEATS:
        raise TutorError("mahjong.bad-seat", seat=seat)
    return seat


def parse_scores(text: str) -> dict[str, int]:
    """Scores written ``E=336,S=40,W=32,N=16`` (the command line's and the pages' form).

    >>> parse_scores("E=336, S=40")
    {'E': 336, 'S': 40}
    >>> parse_scores("E=336,E=40")
    Traceback (most recent call last):
      ...
    tutor.errors.NotationError: tutor.seat-twice: the seat 'E' is given twice in 'E=336,E=40'
    """
    return parse_seat_numbers(text, SEATS, "mahjong.score-list")


def settle(scores: Mapping[str, int], winner: str | None, east: str = "E") -> Settlement:
    """The payments after a hand: ``scores`` are the hands' totals after the limit (a dead hand
    enters as 0); ``winner`` is ``None`` after a dead game (no payments).

    >>> settle({"E": 36, "S": 0, "W": 36, "N": 72}, winner="N").net
    {'E': -72, 'S': -180, 'W': -36, 'N': 288}
    """
    players = [_seat(s) for s in SEATS if s in scores]
    if len(players) != len(scores):
        raise TutorError("mahjong.scores", text=",".join(f"{k}={v}" for k, v in scores.items()))
    east_seat = _seat(east)
    if winner is None:
        return Settlement((), net([], players))
    won = _seat(winner)
    if won not in scores:
        raise TutorError("mahjong.winner-not-seated", seat=won)

    def factor(a: Seat, b: Seat) -> int:
        return 2 if east_seat in (a, b) else 1

    payments = [Payment(p, won, scores[won] * factor(p, won), "mahjong.pays-winner") for p in players
                if p != won and scores[won]]
    losers = [p for p in players if p != won]
    for i, a in enumerate(losers):
        for b in losers[i + 1:]:
            high, low = (a, b) if scores[a] > scores[b] else (b, a)
            difference = scores[high] - scores[low]
            if difference:
                payments.append(Payment(low, high, difference * factor(a, b), "mahjong.pays-difference"))
    return Settlement(tuple(payments), net(payments, players))


def false_mahjong(offender: str, rules: Rules | None = None, players: tuple[str, ...] = SEATS) -> Settlement:
    """The penalty for a false mah jong (option ``false_mahjong_penalty``): paid to each other player.

    >>> false_mahjong("S").net
    {'E': 1000, 'S': -3000, 'W': 1000, 'N': 1000}
    >>> false_mahjong("S", Rules(false_mahjong_penalty="flat300")).payments[0]
    Payment(payer='S', payee='E', amount=300, reason='mahjong.false-mahjong')
    """
    rules = rules or Rules()
    amount = {"double_limit": 2 * rules.limit, "half_limit": rules.limit // 2,
              "flat300": 300}[rules.false_mahjong_penalty]
    seats = [_seat(p) for p in players]
    payer = _seat(offender)
    payments = [Payment(payer, p, amount, "mahjong.false-mahjong") for p in seats if p != payer]
    return Settlement(tuple(payments), net(payments, seats))


@dataclass(frozen=True)
class NextDeal:
    """Who deals next: whether the deal passes to South, and East's run of wins afterwards."""

    passes: bool
    east_streak: int


def next_deal(winner: str | None, east: str, east_streak: int, rules: Rules | None = None) -> NextDeal:
    """After a hand: East keeps the deal when he wins or the game is dead, else it passes.

    Options ``dead_game_breaks_east_streak``, ``east_streak_limit`` and
    ``pass_deal_after_streak_limit`` decide the run of wins and the end of it.

    >>> next_deal("E", "E", 12), next_deal(None, "E", 5), next_deal("W", "E", 5)
    (NextDeal(passes=True, east_streak=0), NextDeal(passes=False, east_streak=5), NextDeal(passes=True, east_streak=0))
    >>> next_deal(None, "E", 5, Rules(dead_game_breaks_east_streak=True))
    NextDeal(passes=False, east_streak=0)
    """
    rules = rules or Rules()
    if winner is None:
        return NextDeal(False, 0 if rules.dead_game_breaks_east_streak else east_streak)
    if _seat(winner) != _seat(east):
        return NextDeal(True, 0)
    streak = east_streak + 1
    if streak >= rules.east_streak_limit and rules.pass_deal_after_streak_limit:
        return NextDeal(True, 0)
    return NextDeal(False, streak)


def winds_for_next_hand(winds: Mapping[str, str], winner: str | None, east_streak: int = 0,
                        rules: Rules | None = None) -> dict[str, Seat]:
    """Each player's wind in the next hand, from ``winds`` (player: wind) in this one.

    East keeps the deal, and everybody his wind, when East wins or nobody does (a dead
    game); otherwise the winds move round the table counter-clockwise: the player who
    was South becomes East, and East becomes North (:func:`next_deal` decides, with
    its options).  ``winner`` is a player, or ``None`` after a dead game.

    >>> winds = {"Ann": "E", "Bob": "S", "Cy": "W", "Di": "N"}
    >>> winds_for_next_hand(winds, "Cy")
    {'Ann': 'N', 'Bob': 'E', 'Cy': 'S', 'Di': 'W'}
    >>> winds_for_next_hand(winds, "Ann") == winds_for_next_hand(winds, None) == winds
    True
    """
    if sorted(winds.values()) != sorted(SEATS):
        raise TutorError("mahjong.winds", winds=", ".join(f"{p}={w}" for p, w in winds.items()))
    if winner is not None and winner not in winds:
        raise TutorError("mahjong.not-a-player", player=winner, players=", ".join(winds))
    deal = next_deal(winds[winner] if winner is not None else None, "E", east_streak, rules)
    if not deal.passes:
        return {player: _seat(wind) for player, wind in winds.items()}
    return {player: SEATS[(SEATS.index(_seat(wind)) - 1) % len(SEATS)] for player, wind in winds.items()}


def literal_east_reading(score: int) -> tuple[Fraction, Fraction]:
    """The rejected literal reading of the East-wins sentence: (what each loser pays, what East collects)."""
    share = Fraction(score, 3)
    return share, 3 * share
