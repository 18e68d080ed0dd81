"""Bagchen replays (see :mod:`tutor.replays`): a whole hand, trick by trick.

- ``bagchen.hand`` (option ``hand``: the name of a sample in :mod:`tutor.bagchen.samples`):
  the deal, then every trick — who led what, who beat or played face down, who won,
  the chips paid — and the settlement, each frame computed by the engine.

>>> from tutor.bagchen.replays import hand_replay
>>> from tutor.bagchen.rules import Rules
>>> replay = hand_replay({"hand": "sample"}, Rules(), "en")
>>> len(replay.frames), replay.frames[1].caption.replace("\u2060", "")  # display text: see notation.unbreakable
(14, 'Trick 1: E leads [4-2] (single); S plays 1 tile face down; W beats with [5-3]; N plays 1 tile face down. W wins 1 trick.')
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.bagchen.hand import Hand, Trick
from tutor.bagchen.notation import format_tiles, unbreakable
from tutor.bagchen.record import parse_record
from tutor.bagchen.rules import Rules
from tutor.bagchen.samples import SAMPLES
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.svg import trick_svg
from tutor.errors import TutorError
from tutor.figures import Table
from tutor.i18n import COMMA, N_, gettext, ngettext
from tutor.makers import Maker
from tutor.payments import Payment, net
from tutor.puzzles import option
from tutor.replays import Frame, Replay

_DEAL = N_("The deal. The dice show {point}, so the points are {points}. {starter} leads first.")
_TRICK = N_("Trick {number}: {plays}. {result}")
_LEADS = N_("{seat} leads {tiles} ({kind})")
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
_HEADER = (N_("Seat"), N_("Tiles in hand"), N_("Tricks"), N_("Balance"))


def _face_down(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} plays {n} tile face down", "{seat} plays {n} tiles face down", count,
                    language).format(seat=seat, n=count)


def _wins(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} wins {n} trick.", "{seat} wins {n} tricks.", count, language).format(seat=seat, n=count)


def describe(trick: Trick, number: int, language: str, closing: bool = False) -> str:
    """What happened in a trick, in words; ``closing``: the trick is in the winner's closing run (a jump)."""
    parts = []
    for i, play in enumerate(trick.plays):
        tiles = format_tiles(play.tiles)
        if i == 0 and not play.face_up:
            template = _CHARITY_NAMED if play.named else _CHARITY
            suit = play.named.name_in(language) if play.named else ""
            parts.append(gettext(template, language).format(seat=play.seat, suit=suit))
        elif i == 0 and play.throw is not None:
            parts.append(gettext(_THROWS, language).format(seat=play.seat, dice=play.throw, tiles=tiles))
        elif i == 0:
            assert trick.lead is not None
            parts.append(gettext(_LEADS, language).format(seat=play.seat, tiles=tiles,
                                                           kind=trick.lead.kind.name_in(language)))
        elif play.face_up:
            parts.append(gettext(_BEATS, language).format(seat=play.seat, tiles=tiles))
        else:
            parts.append(_face_down(play.seat, len(play.tiles), language))
    text = gettext(_TRICK, language).format(number=number, plays="; ".join(parts),
                                            result=_wins(trick.winner, trick.size, language))
    if trick.chips and closing:
        text += " " + gettext(_CHIPS_JUMP, language)
    elif trick.chips:
        payers = COMMA[language].join(p.payer for p in trick.chips)
        text += " " + gettext(_CHIPS, language).format(payers=payers, seat=trick.leader,
                                                       amount=trick.chips[0].amount)
    return text


def _table(hand: Hand, language: str, net: Mapping[str, int]) -> Table:
    rows = tuple((seat, unbreakable(format_tiles(hand.hands[seat])) or "—", str(hand.won[seat]), f"{net[seat]:+d}")
                 for seat in SEATS)
    return Table(tuple(gettext(h, language) for h in _HEADER), rows)


def hand_replay(options: Mapping[str, str], rules: Rules, language: str) -> Replay:
    name = option(options, "hand")
    if name not in SAMPLES:
        raise TutorError("tutor.bad-option", option="hand", value=name, choices=", ".join(SAMPLES))
    sample = SAMPLES[name]
    plays = parse_record("; ".join(sample.record))
    start = Hand.deal_from(sample.deal, sample.point, sample.starter, rules)
    final = start
    for play in plays:
        final = final.play(play)
    # the closing run is known only at the end: its chips are never paid (a jump pays through the
    # multiplier), so the frames before the settlement show only the chips actually paid
    first_of_run = len(final.tricks) - len(final.closing_run()) + 1 if final.finished else len(final.tricks) + 1
    hand = start
    frames = [Frame(unbreakable(gettext(_DEAL, language).format(
                        point=hand.point, points=format_tiles(hand.point.tiles), starter=hand.starter)), None,
                    _table(hand, language, dict.fromkeys(SEATS, 0)))]
    chips_paid: list[Payment] = []
    for play in plays:
        hand = hand.play(play)
        if hand.current is None:  # a trick is complete
            trick, number = hand.tricks[-1], len(hand.tricks)
            in_run = number >= first_of_run
            if not in_run:
                chips_paid.extend(trick.chips)
            caption = describe(trick, number, language, closing=in_run)
            figure = trick_svg([(p.seat, p.tiles, p.face_up) for p in trick.plays], language=language)
            frames.append(Frame(unbreakable(caption), figure, _table(hand, language, net(chips_paid, SEATS))))
    settlement = hand.settlement()
    winner = hand.tricks[-1].winner
    paid = gettext(_PAYMENTS, language).format(
        payments=COMMA[language].join(f"{p.payer} → {p.payee} {p.amount}" for p in settlement.payments))
    if settlement.takes_all:
        caption = gettext(_END_ALL, language).format(winner=winner)
    elif settlement.jump:
        caption = ngettext(
            "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} point, "
            "so the settlement is multiplied by {m}. {payments}",
            "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} points, "
            "so the settlement is multiplied by {m}. {payments}",
            settlement.jump, language).format(winner=winner, jump=settlement.jump, m=settlement.multiplier,
                                              payments=paid)
    else:
        caption = gettext(_END_PLAIN, language).format(winner=winner, payments=paid)
    frames.append(Frame(unbreakable(caption), None, _table(hand, language, hand.net())))
    return Replay("bagchen.hand", tuple(frames))


KINDS: dict[str, Maker[Replay]] = {"bagchen.hand": Maker(hand_replay, ("hand",))}
