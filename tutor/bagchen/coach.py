"""The Bagchen coach: the strong player's play with its reasons, and what another play costs (issue 29).

:func:`advise` weighs the plays of the seat to move as the strong player does
(:func:`~tutor.bagchen.strategy.weigh`: the tiles it has not seen dealt at random into
the other hands, again and again) and says why the best one is best, from what it
weighed: the tricks it expects (how often the players still to play hold tiles that beat
it), the last trick and a jump, the point (paid at once, or kept for the jump), the
passport, and the tiles it spends.  For another play it says how much less it is worth,
in chips by the same count, and in words (a small slip, a big mistake).

>>> import tutor
>>> state = tutor.start("bagchen", seed=7)
>>> while state.before_play:
...     state = state.play(tutor.suggest(state, level="strong"))
>>> advice = advise(state)
>>> advice.decision == tutor.suggest(state, level="strong"), advice.verdict
(True, 'best')
>>> print(advice.reason("en"))
Lead [3-3]×3 (point lead). Nothing can beat it: it wins 3 tricks. Each player without a passport pays 3 chips for it at once.
>>> other = advise(state, "E ~[3-1]", "ru")
>>> other.verdict
'blunder'
>>> print(other.reason())
E ~[3-1] вместо E [3-3]×3 — большая ошибка: по подсчёту сильного игрока это стоит примерно на 7,9 фишки меньше. Зайдите с [3-3]×3 (заход очками). Это ничем не побить: берутся 3 взятки. Каждый игрок без паспорта сразу платит за это 3 фишки.

A play that is not legal is refused with the engine's reason:

>>> advise(state, "E [5-5]×3")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: bagchen.tiles-not-held: E does not hold [5-5]×3
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tutor.bagchen.notation import format_tiles
from tutor.bagchen.strategy import BUDGET, Option, before_play, look, weigh
from tutor.bagchen.terms import GLOSSARY
from tutor.catalog import Text
from tutor.coach import VERDICTS, Advice, Scale, percent, say, say_counted, verdict
from tutor.i18n import N_, NP_, gettext, normalize_language, reader_language
from tutor.state import AnyState

#: Bagchen's scale, in chips by the strong player's count
SCALE: Scale = ((0.3, "fine"), (1.0, "slip"), (3.0, "mistake"))

_LEAD = N_("Lead {tiles} ({kind}).")
_CHARITY = N_("Lead {tiles} face down as a charity.")
_BEAT = N_("Beat with {tiles}.")
_DOWN = N_("Play {tiles} face down.")
_BEFORE = N_("{decision}: the strong player weighs only the play of the tiles; before the first lead it makes and "
             "accepts no blind exchange, keeps every deal, and neither calls for mother and son nor accepts a call.")
_NEVER = NP_("Nothing can beat it: it wins {n} trick.", "Nothing can beat it: it wins {n} tricks.")
_STAYS = NP_("Dealing the tiles you have not seen at random, {share} of the deals leave no player after you able to "
             "beat it: it wins its {n} trick that often.",
             "Dealing the tiles you have not seen at random, {share} of the deals leave no player after you able to "
             "beat it: it wins its {n} tricks that often.")
_CHARITY_STAYS = N_("Dealing the tiles you have not seen at random, about {share} of the deals leave it unbeaten.")
_CHIPS = NP_("Each player without a passport pays {n} chip for it at once.",
             "Each player without a passport pays {n} chips for it at once.")
_LAST = N_("It is the last trick: whoever wins it settles with everybody.")
_JUMP = N_("Points led last make a jump: the settlement is multiplied by {m}.")
_KEEPS = N_("It keeps the points for the end: the rest of the hand wins the lead back whatever the others hold, and "
            "the points led last would make a jump (the settlement multiplied by {m}).")
_PASSPORT = N_("Winning the trick brings you to six tricks: a passport, and no more chips to pay.")
_CANNOT = N_("None of your tiles beats {top}.")
_NOT_WORTH = N_("No beat is worth its tiles: the best, {tiles}, stays on top in only {share} of the deals, and the "
                "tiles kept win tricks later.")
_LOW = N_("These are your tiles least worth keeping for later tricks.")
_COST = N_("{asked} instead of {best} is {verdict}: by the strong player's count it is worth about {chips} chips "
           "less.")
_COST_FINE = N_("{asked} instead of {best} is practically as good by the strong player's count.")
_DECIMAL = {"en": ".", "ru": ",", "zh_CN": "."}


def _kind(option: Option) -> Callable[[str], str]:
    return lambda language: GLOSSARY[option.kind].name(language)


def _number(value: float) -> Callable[[str], str]:
    written = f"{value:.1f}"
    return lambda language: written.replace(".", _DECIMAL[normalize_language(language)])


def _why(ranked: list[Option], top: str | None) -> list[Text]:
    best = ranked[0]
    tiles = format_tiles(best.tiles)
    found: list[Text] = []
    if best.kind == "charity":
        found += [say(_CHARITY, tiles=tiles), say(_CHARITY_STAYS, share=percent(best.holds))]
    elif best.kind == "face-down":
        found.append(say(_DOWN, tiles=tiles))
        beats = [o for o in ranked if o.kind == "beat"]
        if not beats:
            found.append(say(_CANNOT, top=top or ""))
        else:
            found.append(say(_NOT_WORTH, tiles=format_tiles(beats[0].tiles), share=percent(beats[0].holds)))
        found.append(say(_LOW))
        return found
    else:
        found.append(say(_BEAT, tiles=tiles) if best.kind == "beat" else say(_LEAD, tiles=tiles, kind=_kind(best)))
        if best.sure:
            found.append(say_counted(_NEVER, best.tricks))
        else:
            found.append(say_counted(_STAYS, best.tricks, share=percent(best.holds)))
    if best.chips:
        found.append(say_counted(_CHIPS, best.chips // max(1, best.payers)))
    if best.last:
        found.append(say(_LAST))
        if best.jump:
            found.append(say(_JUMP, m=best.multiplier))
    elif best.jump:
        found.append(say(_KEEPS, m=best.multiplier))
    if best.passport:
        found.append(say(_PASSPORT))
    return found


def advise(state: AnyState, decision: str | None = None, language: str | None = None,
           rng: random.Random | None = None, budget: float = BUDGET) -> Advice:
    """The strong player's play for the seat to move in ``state`` and why, in ``language``; with ``decision`` (one
    of the seat's legal decisions), also what that one costs against the best.  ``rng`` deals the unseen tiles (by
    default the same deals each time), within ``budget`` seconds (:func:`~tutor.bagchen.strategy.weigh`)."""
    language = reader_language(language)
    seat = state.to_move
    if seat is None:
        raise ValueError("the hand is over: there is no decision to advise")
    asked_text = state.play(decision).decisions[len(state.decisions)] if decision is not None else None  # the engine's reason if not
    if state.before_play:  # type: ignore[attr-defined]
        mine = before_play(state)
        return Advice(mine, asked_text or mine, 0.0, "best" if asked_text in (None, mine) else "fine",
                      (say(_BEFORE, decision=mine),), language)
    ranked = weigh(state, rng or random.Random(0), every=asked_text, budget=budget)
    table = look(state)
    best = ranked[0]
    reasons = _why(ranked, format_tiles(table.top) if table.top else None)
    if asked_text is None or asked_text == best.decision:
        return Advice(best.decision, best.decision, 0.0, "best", tuple(reasons), language)
    asked = next(o for o in ranked if o.decision == asked_text)
    cost = max(0.0, best.value - asked.value)
    word = verdict(cost, SCALE)

    def words(language: str) -> str:
        return gettext(VERDICTS[word], language)

    if word == "fine":
        head = say(_COST_FINE, asked=asked.decision, best=best.decision)
    else:
        head = say(_COST, asked=asked.decision, best=best.decision, verdict=words, chips=_number(cost))
    return Advice(best.decision, asked.decision, cost, word, (head, *reasons), language)


__all__ = ["SCALE", "advise"]
