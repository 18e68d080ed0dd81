"""A hand of Bagchen in words: what each decision did, as the game's log, the replays and the practice say it.

The seats are named in the reader's language (``East``, ``Восток``, ``东家``, as
:meth:`~tutor.bagchen.state.BagchenState.seat_name` gives them), never by the letters the
record writes.  Russian declines them, as Mahjong's words do (:mod:`tutor.mahjong.words`): each
field of a message is filled from the table of the case its Russian sentence needs,
:data:`NAMES` (the subject), :data:`GENITIVE` (``у Востока``, ``зов Востока``) or :data:`DATIVE`
(``платят Востоку``, ``предлагает Западу``); English and Chinese say every case alike.

>>> from tutor.bagchen.hand import Hand
>>> from tutor.bagchen.record import parse_record
>>> trick = Hand.around(parse_record("E [3-1]; S [4-4]; W ~[2-1]; N [1-1]"), "6-6").tricks[0]
>>> describe_last(trick, 1, "en")
'North beats with [1-1]. North wins 1 trick.'
>>> describe_last(trick, 1, "zh", hearer="W"), describe(trick, 1, "ru")
('北家以 [1-1] 压制。北家赢得 1 栋。', 'Взятка 1: Восток заходит [3-1] (отдельный камень); Юг бьёт: [4-4]; Запад кладёт 1 камень рисунком вниз; Север бьёт: [1-1]. Север берёт 1 взятку.')
"""

from __future__ import annotations

from typing import Any, Protocol

from tutor.bagchen.hand import Hand, Play, Trick
from tutor.bagchen.notation import format_tiles
from tutor.bagchen.point import MOTHER
from tutor.bagchen.record import Answer, parse_decision
from tutor.catalog import Text, canonical_language
from tutor.i18n import COMMA, LIST_COMMA, N_, gettext, ngettext


class Narrated(Protocol):
    """What the narration reads of a state (:class:`tutor.bagchen.state.BagchenState`, which
    imports this module: named by what it has, so that no import goes back)."""

    @property
    def decisions(self) -> tuple[str, ...]: ...
    @property
    def hand(self) -> Hand: ...
    @property
    def unions(self) -> tuple[Any, ...]: ...
    @property
    def happened(self) -> tuple[tuple[Any, ...], ...]: ...
    @property
    def finished(self) -> bool: ...

__all__ = ["DATIVE", "GENITIVE", "NAMES", "describe", "describe_last", "narrate", "sentences"]

#: Each seat as the subject of a sentence (and in a list of payments): the seat's name.
NAMES = {"E": Text("East", "Восток", "东家"), "S": Text("South", "Юг", "南家"),
         "W": Text("West", "Запад", "西家"), "N": Text("North", "Север", "北家")}
#: Each seat whose tiles, call or offer a sentence speaks of (``у Востока``, ``зов Востока``).
GENITIVE = {"E": Text("East", "Востока", "东家"), "S": Text("South", "Юга", "南家"),
            "W": Text("West", "Запада", "西家"), "N": Text("North", "Севера", "北家")}
#: Each seat paid or proposed to (``платят Востоку``, ``предлагает Западу``).
DATIVE = {"E": Text("East", "Востоку", "东家"), "S": Text("South", "Югу", "南家"),
          "W": Text("West", "Западу", "西家"), "N": Text("North", "Северу", "北家")}

# The fields of each message are named in the case the comment after it gives (nominative where none is given).
_DEAL = N_("The deal. The dice show {point}, so the points are {points}. {starter} leads first.")
_REDEAL_ROUND = N_("Each player in turn from {starter} keeps the deal, or, if he was dealt none of the high tiles, "
                   "may show his tiles and demand a redeal.")  # starter: genitive
_REDEALS = N_("{seat} shows his tiles and demands a redeal.")
_KEEPS = N_("{seat} keeps the deal.")
_TRICK_ON = N_("Trick {number}: {plays}.")
_LEADS = N_("{seat} leads {tiles} ({kind})")
_BLIND = N_("{seat} leads his last two tiles together, showing {tile} (blind pair)")
_CHARITY = N_("{seat} gives charity: one tile face down")
_CHARITY_NAMED = N_("{seat} gives charity: one tile face down, naming {suit}")
_THROWS = N_("{seat} holds a passport and nothing else he may lead: he throws {dice} for the suit and "
             "leads {tiles}")  # seat: genitive
_BEATS = N_("{seat} beats with {tiles}")
_CHIPS_JUMP = N_("This point lead is part of the run that ends the hand, a jump: its chips are not paid now; "
                 "the settlement is multiplied instead (next step).")
_EXCHANGE_ROUND = N_("Before anyone looks at his tiles, each player in turn may propose a blind exchange of hands.")
_NO_EXCHANGE = N_("{seat} proposes no exchange.")
_PROPOSES = N_("{seat} proposes to {other} that they exchange their hands unseen.")  # other: dative
_EXCHANGE_ACCEPTED = N_("{seat} accepts.")
_EXCHANGE_DECLINED = N_("{seat} declines.")
_EXCHANGED = N_("{seat} and {other} exchange their hands unseen.")
_EXCHANGED_TILES = N_("{seat} now holds {tiles}; {other} holds {others}.")  # seat, other: genitive
_CHIEFS_SHOWN = N_("{seat} holds all four sky chiefs and shows them.")  # seat: genitive
_UNITE_ROUND = N_("Mother and son are not the point: each player in turn may call for mother and son.")
_NO_CALL = N_("{seat} makes no call.")
_CALLS_MOTHER = N_("{seat} shows a mother {tile} and calls: \"mother seeks son\".")
_CALLS_SON = N_("{seat} shows a son {tile} and calls: \"son seeks mother\".")
_OFFERS_SWAP = N_("{seat} holds two {tile} and offers one of them for one of the other tile, "
                  "without dice.")  # seat: genitive
_CALL_ACCEPTED = N_("{seat} accepts the call.")
_CALL_DECLINED = N_("{seat} passes: he does not answer the call.")
_UNANSWERED = N_("Nobody answers {seat}'s call.")  # seat: genitive
_ANSWERS_CALL = N_("{acceptor} answers {caller}'s call.")  # caller: genitive
_UNITE_DICE = N_("The single dice: {caller} {caller_die}, {acceptor} {acceptor_die}; {taker} takes the mother "
                 "and the son.")
_UNITE_GIFT = N_("{thrower} throws {throws}: {taker} gives him {gift}.")
_STAKES = N_("Each of them puts down a chip; no source says what becomes of it.")
_SWAPPED = N_("{acceptor} answers {caller}'s offer: they swap a mother for a son, without dice.")  # caller: genitive
_OWN_FACE_DOWN = N_("{seat} plays {tiles} face down")
_OWN_CHARITY = N_("{seat} gives charity: {tiles} face down")
_OWN_CHARITY_NAMED = N_("{seat} gives charity: {tiles} face down, naming {suit}")
_END_PLAIN = N_("{winner} took the last trick and wins the hand, with no jump. {payments}")
_END_ALL = N_("{winner} took all sixteen tricks: he takes all the chips the others have left on the table "
              "(each sat down with {chips}), and the session ends. {payments}")
_PAYMENTS = N_("Settlement: {payments}.")
_PLAY_SAID = N_("{play}.")


def _say(message: str, language: str, **fields: object) -> str:
    """``message`` in ``language``, its fields filled (a field given in three languages in the reader's)."""
    return gettext(message, language).format(**{k: v.get(language) if isinstance(v, Text) else v
                                                for k, v in fields.items()})


def _name(seat: str, language: str) -> str:
    return NAMES[seat].get(language)


def _seats(seats: list[str], language: str) -> str:
    return LIST_COMMA[canonical_language(language) or "en"].join(_name(s, language) for s in seats)


def _chinese(language: str) -> bool:
    return canonical_language(language) == "zh_CN"


def _comma(language: str) -> str:
    return COMMA.get(canonical_language(language) or "en", ", ")


def sentences(parts: list[str], language: str) -> str:
    """Sentences one after another: a space between them, none in Chinese (its full stop is wide)."""
    return ("" if _chinese(language) else " ").join(part for part in parts if part)


def _plays(parts: list[str], language: str) -> str:
    return ("；" if _chinese(language) else "; ").join(parts)


def _face_down(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} plays {n} tile face down", "{seat} plays {n} tiles face down", count,
                    language).format(seat=_name(seat, language), n=count)


def _wins(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} wins {n} trick.", "{seat} wins {n} tricks.", count, language).format(
        seat=_name(seat, language), n=count)


def _describe_play(trick: Trick, i: int, language: str, hearer: str | None = None) -> str:
    play = trick.plays[i]
    tiles = format_tiles(play.tiles)
    seat = NAMES[play.seat]
    own = hearer is not None and play.seat == hearer  # the hearer's own face-down tiles are told to him
    if i == 0 and not play.face_up:
        if own:
            template = _OWN_CHARITY_NAMED if play.named else _OWN_CHARITY
        else:
            template = _CHARITY_NAMED if play.named else _CHARITY
        suit = play.named.name_in(language) if play.named else ""
        return _say(template, language, seat=seat, suit=suit, tiles=tiles)
    if i == 0 and play.blind:
        return _say(_BLIND, language, seat=seat, tile=play.tiles[0])
    if i == 0 and play.throw is not None:
        return _say(_THROWS, language, seat=GENITIVE[play.seat], dice=play.throw, tiles=tiles)
    if i == 0:
        assert trick.lead is not None
        return _say(_LEADS, language, seat=seat, tiles=tiles, kind=trick.lead.kind.name_in(language))
    if play.face_up:
        return _say(_BEATS, language, seat=seat, tiles=tiles)
    if own:
        return _say(_OWN_FACE_DOWN, language, seat=seat, tiles=tiles)
    return _face_down(play.seat, len(play.tiles), language)


def _result(trick: Trick, language: str, closing: bool) -> list[str]:
    """Who won a finished trick, and the chips its point lead earns (or why they are not paid now)."""
    said = [_wins(trick.winner, trick.size, language)]
    if trick.chips and closing:
        said.append(gettext(_CHIPS_JUMP, language))
    elif trick.chips:
        payers = [p.payer for p in trick.chips]
        said.append(ngettext("For the point, {payers} pays {seat} {amount}.",
                             "For the point, {payers} pay {seat} {amount} each.", len(payers), language).format(
            payers=_seats(payers, language), seat=DATIVE[trick.leader].get(language), amount=trick.chips[0].amount))
    return said


def describe(trick: Trick, number: int, language: str, closing: bool = False, hearer: str | None = None) -> str:
    """What happened in a trick, in words; ``closing``: the trick is in the winner's closing run (a jump).
    Tiles face down are never named, except to ``hearer``, their own player."""
    plays = _plays([_describe_play(trick, i, language, hearer) for i in range(len(trick.plays))], language)
    text = gettext(_TRICK_ON, language).format(number=number, plays=plays)
    if not trick.done:
        return text
    return sentences([text, *_result(trick, language, closing)], language)


def describe_last(trick: Trick, number: int, language: str, closing: bool = False, hearer: str | None = None) -> str:
    """What the last play of a trick did, in words (a log's line): the lead with the trick's number, a later
    play alone; the trick's result once it is done."""
    last = len(trick.plays) - 1
    play = _describe_play(trick, last, language, hearer)
    if last == 0:
        text = gettext(_TRICK_ON, language).format(number=number, plays=play)
    else:
        text = gettext(_PLAY_SAID, language).format(play=play)
    return sentences([text, *(_result(trick, language, closing) if trick.done else [])], language)


def trick_caption(state: Narrated, number: int, language: str, seat: str | None = None) -> str:
    """Trick ``number`` (from 1) of ``state``'s hand in words (``seat``: as he heard it)."""
    hand = state.hand
    closing = hand.finished and number > len(hand.tricks) - len(hand.closing_run())
    return describe(hand.tricks[number - 1], number, language, closing, seat)


def settlement_caption(state: Narrated, language: str) -> str:
    """The settlement of a finished hand in words."""
    hand = state.hand
    settlement = hand.settlement()
    winner = _name(hand.tricks[-1].winner, language)
    paid = gettext(_PAYMENTS, language).format(payments=_comma(language).join(
        f"{_name(p.payer, language)} → {_name(p.payee, language)} {p.amount}" for p in settlement.payments))
    if settlement.takes_all:
        return gettext(_END_ALL, language).format(winner=winner, chips=hand.rules.table_chips, payments=paid)
    if settlement.jump:
        return ngettext(
            "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} point, "
            "so the settlement is multiplied by {m}. {payments}",
            "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} points, "
            "so the settlement is multiplied by {m}. {payments}",
            settlement.jump, language).format(winner=winner, jump=settlement.jump, m=settlement.multiplier,
                                              payments=paid)
    return gettext(_END_PLAIN, language).format(winner=winner, payments=paid)


def deal_caption(state: Narrated, language: str) -> str:
    """The deal: the point the dice show and who leads first."""
    hand = state.hand
    return _say(_DEAL, language, point=hand.point, points=format_tiles(hand.point.tiles), starter=NAMES[hand.starter])


def narrate(state: Narrated, language: str, seat: str | None = None) -> str:
    """What the last decision of ``state`` did (:meth:`~tutor.bagchen.state.BagchenState.narrate`)."""
    if not state.decisions:
        return sentences([deal_caption(state, language), gettext(_EXCHANGE_ROUND, language)], language)
    last = parse_decision(state.decisions[-1])
    if isinstance(last, Play):
        hand = state.hand
        number = len(hand.tricks)
        closing = hand.finished and number > len(hand.tricks) - len(hand.closing_run())
        text = describe_last(hand.tricks[-1], number, language, closing, seat)
        return sentences([text, settlement_caption(state, language) if state.finished else ""], language)
    if isinstance(last, Answer) and last.redeal:
        return sentences([_say(_REDEALS, language, seat=NAMES[last.seat]), deal_caption(state, language),
                          gettext(_EXCHANGE_ROUND, language)], language)
    said = [_say(_KEEPS, language, seat=NAMES[last.seat])] if isinstance(last, Answer) else []
    said += [_tell(state, event, language, seat) for event in state.happened]
    return sentences(said, language)


def _tell(state: Narrated, event: tuple[Any, ...], language: str, hearer: str | None) -> str:
    """One thing a step before play did, in words, as ``hearer`` may hear it."""
    kind, *args = event
    if kind == "pass":
        seat, round_ = args
        return _say(_NO_EXCHANGE if round_ == "exchange" else _NO_CALL, language, seat=NAMES[seat])
    if kind == "propose":
        return _say(_PROPOSES, language, seat=NAMES[args[0]], other=DATIVE[args[1]])
    if kind == "reply":  # out loud: an answer to a call shows the tile, or shows nothing (a pass)
        seat, accept, call = args
        if not call:
            return _say(_EXCHANGE_ACCEPTED if accept else _EXCHANGE_DECLINED, language, seat=NAMES[seat])
        return _say(_CALL_ACCEPTED if accept else _CALL_DECLINED, language, seat=NAMES[seat])
    if kind == "redeal-round":
        return _say(_REDEAL_ROUND, language, starter=GENITIVE[state.hand.starter])
    if kind == "exchanged":
        seat, other = args
        text = _say(_EXCHANGED, language, seat=NAMES[seat], other=NAMES[other])
        if hearer is None:  # nobody at the table has seen them yet
            hands = state.hand.hands
            text = sentences([text, _say(_EXCHANGED_TILES, language, seat=GENITIVE[seat], other=GENITIVE[other],
                                         tiles=format_tiles(hands[seat]), others=format_tiles(hands[other]))],
                             language)
        return text
    if kind == "chiefs":
        return _say(_CHIEFS_SHOWN, language, seat=GENITIVE[args[0]])
    if kind == "unite-round":
        return gettext(_UNITE_ROUND, language)
    if kind == "call":
        seat, tile, swap = args
        if swap:
            return _say(_OFFERS_SWAP, language, seat=GENITIVE[seat], tile=tile)
        return _say(_CALLS_MOTHER if tile == MOTHER else _CALLS_SON, language, seat=NAMES[seat], tile=tile)
    if kind == "unanswered":
        return _say(_UNANSWERED, language, seat=GENITIVE[args[0]])
    united = state.unions[args[0]]
    union = united.union
    if union is None:
        return _say(_SWAPPED, language, caller=GENITIVE[united.caller], acceptor=NAMES[united.acceptor])
    said = [_say(_ANSWERS_CALL, language, caller=GENITIVE[united.caller], acceptor=NAMES[united.acceptor]),
            _say(_UNITE_DICE, language, caller=NAMES[united.caller], acceptor=NAMES[united.acceptor],
                 caller_die=united.dice[0], acceptor_die=united.dice[1], taker=NAMES[union.taker]),
            _say(_UNITE_GIFT, language, thrower=NAMES[union.thrower], taker=NAMES[union.taker], gift=union.gift,
                 throws=_comma(language).join(str(throw) for throw, _ in union.throws))]
    if union.stakes:
        said.append(gettext(_STAKES, language))
    return sentences(said, language)
