"""A hand of Bagchen in words: what each decision did, as the game's log, the replays and the practice say it.

Everything here reads what a seat sees (:meth:`~tutor.bagchen.state.BagchenState.view`, or a trick as
:func:`~tutor.bagchen.seen.trick_seen` gives it), never a state: a tile the seat did not see is not there to be
named.  The seats are named in the reader's language (``East``, ``Восток``, ``东家``, as
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

from typing import Any

from tutor.bagchen.hand import Trick
from tutor.bagchen.notation import format_tiles, parse_tiles
from tutor.bagchen.point import MOTHER, Point
from tutor.bagchen.seen import trick_seen
from tutor.bagchen.settlement import NAMES
from tutor.bagchen.terms import GLOSSARY
from tutor.catalog import Text, canonical_language
from tutor.i18n import COMMA, LIST_COMMA, N_, gettext, ngettext, sentences

__all__ = ["DATIVE", "GENITIVE", "NAMES", "describe", "describe_last", "narrate", "sentences"]

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
_SHUFFLED = N_("A new hand: the 64 tiles are to be shuffled and dealt, 16 to each player, and the dice thrown for "
               "the point.")
_DEALT = N_("The tiles are shuffled and dealt, 16 to each player.")
_DEALT_AGAIN = N_("The tiles are shuffled and dealt again, 16 to each player.")
_POINT_THROWN = N_("The dice show {point}, so the points are {points}.")
_STARTER_DICE = N_("The dice for the first player: {first}, then {second}, each counted round the table.")
_SUIT_DICE = N_("{seat} holds a passport and nothing else he may lead: he shows his tiles and throws the dice for "
                "his suit: {dice}.")  # seat: genitive
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


def comma(language: str) -> str:
    """The comma between the items of a list in ``language`` (wide in Chinese)."""
    return _comma(language)


def _comma(language: str) -> str:
    return COMMA.get(canonical_language(language) or "en", ", ")


def _plays(parts: list[str], language: str) -> str:
    return ("；" if _chinese(language) else "; ").join(parts)


def _face_down(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} plays {n} tile face down", "{seat} plays {n} tiles face down", count,
                    language).format(seat=_name(seat, language), n=count)


def _wins(seat: str, count: int, language: str) -> str:
    return ngettext("{seat} wins {n} trick.", "{seat} wins {n} tricks.", count, language).format(
        seat=_name(seat, language), n=count)


def _describe_play(trick: dict[str, Any], i: int, language: str) -> str:
    """Play ``i`` of a trick as the view saw it: tiles face down named only where the view has them (his own)."""
    play = trick["plays"][i]
    tiles = play["tiles"]
    seat = NAMES[play["seat"]]
    if i == 0 and not play["face_up"]:
        if tiles:
            template = _OWN_CHARITY_NAMED if play["named"] else _OWN_CHARITY
        else:
            template = _CHARITY_NAMED if play["named"] else _CHARITY
        suit = GLOSSARY[f"bagchen.{play['named']}"].name(language) if play["named"] else ""
        return _say(template, language, seat=seat, suit=suit, tiles=tiles)
    if i == 0 and play["blind"]:
        return _say(_BLIND, language, seat=seat, tile=parse_tiles(tiles)[0])
    if i == 0 and play["throw"] is not None:
        return _say(_THROWS, language, seat=GENITIVE[play["seat"]], dice=play["throw"], tiles=tiles)
    if i == 0:
        return _say(_LEADS, language, seat=seat, tiles=tiles, kind=GLOSSARY[trick["kind"]].name(language))
    if play["face_up"]:
        return _say(_BEATS, language, seat=seat, tiles=tiles)
    if tiles:
        return _say(_OWN_FACE_DOWN, language, seat=seat, tiles=tiles)
    return _face_down(play["seat"], play["count"], language)


def _result(trick: dict[str, Any], language: str) -> list[str]:
    """Who won a finished trick, and the chips its point lead earns (or why they are not paid now)."""
    said = [_wins(trick["winner"], trick["size"], language)]
    chips = trick["chips"]
    if chips and trick["closing"]:
        said.append(gettext(_CHIPS_JUMP, language))
    elif chips:
        payers = chips["payers"]
        said.append(ngettext("For the point, {payers} pays {seat} {amount}.",
                             "For the point, {payers} pay {seat} {amount} each.", len(payers), language).format(
            payers=_seats(payers, language), seat=DATIVE[trick["leader"]].get(language), amount=chips["amount"]))
    return said


def trick_words(trick: dict[str, Any], language: str) -> str:
    """A trick as a view saw it (:func:`~tutor.bagchen.seen.trick_seen`), in words: every play, and who won it."""
    plays = _plays([_describe_play(trick, i, language) for i in range(len(trick["plays"]))], language)
    text = gettext(_TRICK_ON, language).format(number=trick["number"], plays=plays)
    if trick["winner"] is None:
        return text
    return sentences([text, *_result(trick, language)], language)


def last_play_words(trick: dict[str, Any], language: str) -> str:
    """What the last play of a trick did, in words (a log's line): the lead with the trick's number, a later
    play alone; the trick's result once it is done."""
    last = len(trick["plays"]) - 1
    play = _describe_play(trick, last, language)
    if last == 0:
        text = gettext(_TRICK_ON, language).format(number=trick["number"], plays=play)
    else:
        text = gettext(_PLAY_SAID, language).format(play=play)
    return sentences([text, *(_result(trick, language) if trick["winner"] is not None else [])], language)


def describe(trick: Trick, number: int, language: str, closing: bool = False, hearer: str | None = None) -> str:
    """What happened in a trick, in words; ``closing``: the trick is in the winner's closing run (a jump).
    Tiles face down are never named, except to ``hearer``, their own player."""
    return trick_words(trick_seen(trick, number, hearer, closing=closing), language)


def describe_last(trick: Trick, number: int, language: str, closing: bool = False, hearer: str | None = None) -> str:
    """:func:`last_play_words` of a trick, as ``hearer`` saw it."""
    return last_play_words(trick_seen(trick, number, hearer, closing=closing), language)


def settlement_words(settlement: dict[str, Any], language: str) -> str:
    """The settlement of a finished hand (a view's ``settlement``) in words."""
    winner = _name(settlement["winner"], language)
    paid = gettext(_PAYMENTS, language).format(payments=_comma(language).join(
        f"{_name(payer, language)} → {_name(payee, language)} {amount}"
        for payer, payee, amount in settlement["payments"]))
    if settlement["takes_all"]:
        return gettext(_END_ALL, language).format(winner=winner, chips=settlement["table_chips"], payments=paid)
    jump = settlement["jump"]
    if jump:
        return ngettext(
            "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} point, "
            "so the settlement is multiplied by {m}. {payments}",
            "{winner} took the last trick and wins the hand. He ended it with a jump of {jump} points, "
            "so the settlement is multiplied by {m}. {payments}",
            jump, language).format(winner=winner, jump=jump, m=settlement["multiplier"], payments=paid)
    return gettext(_END_PLAIN, language).format(winner=winner, payments=paid)


def deal_words(point: str, points: str, starter: str, language: str) -> str:
    """The deal: the point the dice show and who leads first."""
    return _say(_DEAL, language, point=point, points=points, starter=NAMES[starter])


def narrate(view: dict[str, Any], language: str) -> str:
    """What the last step did (the view's ``last``), as the view's seat saw it."""
    last = view["last"]
    if last is None:
        return gettext(_SHUFFLED, language)
    step = last["step"]
    if step == "play":
        trick = view["tricks"][last["trick"] - 1]
        settlement = view.get("settlement")
        return sentences([last_play_words(trick, language),
                          settlement_words(settlement, language) if settlement else ""], language)
    said: list[str] = []
    if step == "deal":
        said.append(gettext(_DEALT_AGAIN if last["again"] else _DEALT, language))
    elif step == "point":
        if not any(event["kind"] == "dealt" for event in last["events"]):  # the starter's dice come next
            said.append(_say(_POINT_THROWN, language, point=last["throw"], points=_points_of(last["throw"])))
    elif step == "starter":
        first, second = last["throws"]
        said.append(_say(_STARTER_DICE, language, first=first, second=second))
    elif step == "dice":
        said.append(_say(_SUIT_DICE, language, seat=GENITIVE[last["seat"]], dice=last["throw"]))
    elif step == "before" and last["answer"] == "redeal":
        said.append(_say(_REDEALS, language, seat=NAMES[last["seat"]]))
    elif step == "before" and last["answer"] == "keep":
        said.append(_say(_KEEPS, language, seat=NAMES[last["seat"]]))
    said += [_tell(event, language) for event in last["events"]]
    return sentences(said, language)


def _points_of(throw: str) -> str:
    return format_tiles(Point.parse(throw).tiles)


def _tell(event: dict[str, Any], language: str) -> str:
    """One thing a step before play did, in words (a view's ``last`` event)."""
    kind = event["kind"]
    if kind == "pass":
        return _say(_NO_EXCHANGE if event["round"] == "exchange" else _NO_CALL, language, seat=NAMES[event["seat"]])
    if kind == "propose":
        return _say(_PROPOSES, language, seat=NAMES[event["seat"]], other=DATIVE[event["other"]])
    if kind == "reply":  # out loud: an answer to a call shows the tile, or shows nothing (a pass)
        accept, seat = event["accept"], NAMES[event["seat"]]
        if not event["call"]:
            return _say(_EXCHANGE_ACCEPTED if accept else _EXCHANGE_DECLINED, language, seat=seat)
        return _say(_CALL_ACCEPTED if accept else _CALL_DECLINED, language, seat=seat)
    if kind == "dealt":
        return sentences([deal_words(event["point"], event["points"], event["starter"], language),
                          gettext(_EXCHANGE_ROUND, language)], language)
    if kind == "redeal-round":
        return _say(_REDEAL_ROUND, language, starter=GENITIVE[event["starter"]])
    if kind == "exchanged":
        seat, other = event["seat"], event["other"]
        text = _say(_EXCHANGED, language, seat=NAMES[seat], other=NAMES[other])
        if event["tiles"]:  # a view of everything: nobody at the table has seen them yet
            text = sentences([text, _say(_EXCHANGED_TILES, language, seat=GENITIVE[seat], other=GENITIVE[other],
                                         tiles=event["tiles"][0], others=event["tiles"][1])], language)
        return text
    if kind == "chiefs":
        return _say(_CHIEFS_SHOWN, language, seat=GENITIVE[event["seat"]])
    if kind == "unite-round":
        return gettext(_UNITE_ROUND, language)
    if kind == "call":
        seat, tile = event["seat"], event["tile"]
        if event["swap"]:
            return _say(_OFFERS_SWAP, language, seat=GENITIVE[seat], tile=tile)
        return _say(_CALLS_MOTHER if tile == str(MOTHER) else _CALLS_SON, language, seat=NAMES[seat], tile=tile)
    if kind == "unanswered":
        return _say(_UNANSWERED, language, seat=GENITIVE[event["seat"]])
    caller, acceptor = event["caller"], event["acceptor"]  # united
    if event["swap"]:
        return _say(_SWAPPED, language, caller=GENITIVE[caller], acceptor=NAMES[acceptor])
    taker = event["taker"]
    thrower = acceptor if taker == caller else caller
    caller_die, acceptor_die = event["dice"]
    said = [_say(_ANSWERS_CALL, language, caller=GENITIVE[caller], acceptor=NAMES[acceptor]),
            _say(_UNITE_DICE, language, caller=NAMES[caller], acceptor=NAMES[acceptor],
                 caller_die=caller_die, acceptor_die=acceptor_die, taker=NAMES[taker]),
            _say(_UNITE_GIFT, language, thrower=NAMES[thrower], taker=NAMES[taker], gift=event["gift"],
                 throws=_comma(language).join(event["throws"]))]
    if event["stakes"]:
        said.append(gettext(_STAKES, language))
    return sentences(said, language)
