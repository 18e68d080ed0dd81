"""The Mahjong coach: the strong player's decision with its reasons, and what another decision costs (issue 29).

:func:`advise` weighs the decisions of the seat to move as the strong player does
(:func:`~tutor.mahjong.strategy.weigh`) and says why the best one is best, from what it
counted: how many tiles the hand needs before it is ready, and which tiles not yet seen
would bring it nearer (or complete it), each with its copies still unseen.  For another
decision it says what it gives away (a step further from ready, or fewer tiles that help)
and in words (a small slip, a big mistake).

>>> import tutor
>>> state = tutor.start("mahjong", seed=23)
>>> advice = advise(state)
>>> advice.decision == tutor.suggest(state, level="strong"), advice.verdict
(True, 'best')
>>> print(advice.reason("en"))
Discard the North wind. After it the hand is 3 tiles from ready. 78 tiles not yet seen would bring it nearer: 6 of characters ×4, 7 of characters ×4, 9 of characters ×4, 2 of dots ×4, 3 of dots ×4, 6 of dots ×4 and more.
>>> other = advise(state, "5B", "zh")
>>> other.verdict, other.cost > 0
('blunder', True)
>>> print(other.reason())
选 5B 而不选 North 是大错：手牌离听牌仍差 4 张。打出北风。之后手牌离听牌还差 3 张。还有 78 张未见的牌能让它更接近听牌：六万 ×4、七万 ×4、九万 ×4、二筒 ×4、三筒 ×4、六筒 ×4等。

A decision that is not legal is refused with the engine's reason:

>>> advise(state, "9C")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: mahjong.tile-not-held: East holds no 9C to discard
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.catalog import Text
from tutor.coach import VERDICTS, Advice, Scale, say, say_counted, verdict
from tutor.i18n import LIST_COMMA, N_, NP_, gettext, normalize_language, reader_language
from tutor.mahjong.notation import parse_decision
from tutor.mahjong.puzzles import claim_kind
from tutor.mahjong.strategy import Option, Seen, look, merit, weigh_seen
from tutor.mahjong.tiles import Tile
from tutor.mahjong.words import tile_name, tile_words
from tutor.state import AnyState

#: Mahjong's scale, in tiles that help (a step further from ready counts :data:`STEP`)
SCALE: Scale = ((2.0, "fine"), (6.0, "slip"), (15.0, "mistake"))
#: what a step further from ready costs, in tiles that help
STEP = 20.0
#: the most kinds of tiles that help the advice lists
LISTED = 6
#: what throwing a win away costs
WIN = 100.0

_MAHJONG = N_("The hand is complete: go mah jong.")
_DISCARD = N_("Discard {tile}.")
_STANDING = N_("Discard {tile} and declare a standing hand: it scores 100 points and a double, and the hand may "
               "no longer change.")
_CLAIM = N_("Claim {tile} for a {kind}, then discard {discard}.")
_CLAIM_KONG = N_("Claim {tile} for a kong: a loose tile comes with it.")
_KONG = N_("Declare the kong of {tile}: it scores, a loose tile comes with it, and the hand stays as near to ready.")
_ADD = N_("Add {tile} to the shown pung: it makes a kong, which scores more, and a loose tile comes with it.")
_PASS = N_("Pass: claiming would not bring the hand nearer to ready.")
_PASSING = NP_("Passing would leave it {n} tile from ready.", "Passing would leave it {n} tiles from ready.")
_PASSING_READY = N_("Passing would leave it ready, with fewer tiles that complete it.")
_ONLY = N_("{decision} is the only decision.")
_READY = N_("After it the hand is ready.")
_DISTANCE = NP_("After it the hand is {n} tile from ready.", "After it the hand is {n} tiles from ready.")
_HELPING = NP_("{n} tile not yet seen would bring it nearer: {tiles}.",
               "{n} tiles not yet seen would bring it nearer: {tiles}.")
_WINNING = NP_("{n} tile not yet seen would complete it: {tiles}.",
               "{n} tiles not yet seen would complete it: {tiles}.")
_AND_MORE = N_("{tiles} and more")
_NONE_HELP = N_("Every tile that would help is already in sight.")
_SCORING = N_("Of the discards as fast, it keeps the most chances to score: pairs and pungs of dragons and of "
              "the scoring winds, one suit, terminals and honours.")
_COST_STEP = NP_("{asked} instead of {best} is {verdict}: the hand stays {n} tile from ready.",
                 "{asked} instead of {best} is {verdict}: the hand stays {n} tiles from ready.")
_COST_WAYS = N_("{asked} instead of {best} is {verdict}: the tiles that would help can come fewer ways "
                "({asked_ways} instead of {best_ways}: each unseen copy can be drawn, and claimed from another "
                "player's discard when it makes a pung or mah jong, or a chow from the player before; honours and "
                "terminals count more, as the others throw them away first).")
_COST_WAITS = NP_("{asked} instead of {best} is {verdict}: it leaves the hand ready too, but only {n} tile not yet "
                  "seen would complete it, against {best_n} after {best}.",
                  "{asked} instead of {best} is {verdict}: it leaves the hand ready too, but only {n} tiles not yet "
                  "seen would complete it, against {best_n} after {best}.")
_COST_FINE = N_("{asked} instead of {best} is practically as good.")
_COST_WIN = N_("{asked} instead of going mah jong is {verdict}: it throws the win away.")


def _listing(helping: Sequence[tuple[Tile, int]]) -> Text:
    """The tiles that help with their unseen copies, the most first (at most :data:`LISTED` kinds, then …)."""
    shown = sorted(helping, key=lambda item: (-item[1], item[0].kind))

    def words(language: str) -> str:
        listed = [f"{tile_name(tile).get(language)} ×{count}" for tile, count in shown[:LISTED]]
        text = LIST_COMMA[normalize_language(language)].join(listed)
        return gettext(_AND_MORE, language).format(tiles=text) if len(shown) > LISTED else text
    return Text(*(words(language) for language in ("en", "ru", "zh_CN")))


def _after(option: Option) -> list[Text]:
    """How near to ready the hand is after ``option``, and the tiles that help."""
    if option.distance < 0:
        return []
    found = [say(_READY) if option.distance == 0 else say_counted(_DISTANCE, option.distance)]
    if not option.helping:
        found.append(say(_NONE_HELP))
    else:
        found.append(say_counted(_WINNING if option.distance == 0 else _HELPING, option.tiles,
                                 tiles=_listing(option.helping)))
    return found


def _first(option: Option) -> Text:
    """The decision in words."""
    decision = option.decision
    if decision == "mahjong":
        return say(_MAHJONG)
    if decision == "pass":
        return say(_PASS)
    parsed = parse_decision(decision)
    tile = parsed.tiles[0] if parsed.tiles else None
    if parsed.kind == "discard":
        return say(_DISCARD, tile=tile_words(tile))  # type: ignore[arg-type]
    if parsed.kind == "standing":
        return say(_STANDING, tile=tile_words(tile))  # type: ignore[arg-type]
    if parsed.kind == "kong" and tile is not None:
        return say(_KONG, tile=tile_name(tile))
    if parsed.kind == "add":
        return say(_ADD, tile=tile_words(tile))  # type: ignore[arg-type]
    raise AssertionError(decision)


def _claim(option: Option, claimed: Tile) -> Text:
    kind = option.decision.split()[0]
    if kind == "kong":
        return say(_CLAIM_KONG, tile=tile_words(claimed))
    assert option.discard is not None
    return say(_CLAIM, tile=tile_words(claimed), kind=lambda language: claim_kind(kind, language),
               discard=tile_words(option.discard))


def _why(ranked: Sequence[Option], claimed: Tile | None) -> list[Text]:
    best = ranked[0]
    if best.decision == "mahjong":
        return [say(_MAHJONG)]
    kind = best.decision.split()[0]
    head = _claim(best, claimed) if claimed is not None and kind in ("pung", "kong", "chow") else _first(best)
    found = [head, *_after(best)]
    if claimed is not None and kind in ("pung", "kong", "chow"):
        keep = next((o for o in ranked if o.decision == "pass"), None)
        if keep is not None:
            found.append(say_counted(_PASSING, keep.distance) if keep.distance > 0 else say(_PASSING_READY))
    same = [o for o in ranked if o.distance == best.distance and o.decision.split()[0] == kind]
    if max(o.chances for o in same) > best.chances:  # the count alone did not decide: the score did
        found.append(say(_SCORING))
    return found


def cost(best: Option, asked: Option) -> float:
    """What ``asked`` gives away against ``best``: :data:`STEP` for each step further from ready, then the
    strong player's measure (:func:`~tutor.mahjong.strategy.merit`)."""
    if best.decision == "mahjong":
        return 0.0 if asked.decision == "mahjong" else WIN
    return max(0.0, STEP * (asked.distance - best.distance) + max(0.0, merit(best) - merit(asked)))


def advise(state: AnyState, decision: str | None = None, language: str | None = None) -> Advice:
    """The strong player's decision for the seat to move in ``state`` and why, in ``language``; with ``decision``
    (one of the seat's legal decisions), also what that one costs against the best."""
    if state.to_move is None:
        raise ValueError("the hand is over: there is no decision to advise")
    asked_text = state.play(decision).decisions[len(state.decisions)] if decision is not None else None  # the engine's reason if not
    return advise_seen(look(state), state.legal(), asked_text, language)


def advise_seen(seen: Seen, legal: Sequence[str], decision: str | None = None,
                language: str | None = None) -> Advice:
    """:func:`advise` from what a seat sees (:class:`~tutor.mahjong.strategy.Seen`) and its ``legal`` decisions
    (``decision``, when given, one of them as the engine writes it): a practice puzzle's hand, without a state."""
    language = reader_language(language)
    asked_text = decision
    ranked = weigh_seen(seen, legal)
    claimed = seen.tile if seen.phase != "turn" else None
    best = ranked[0]
    if len(legal) == 1:
        reasons: list[Text] = [say(_ONLY, decision=best.decision)]
    else:
        reasons = _why(ranked, claimed)
    if asked_text is None or asked_text == best.decision:
        return Advice(best.decision, best.decision, 0.0, "best", tuple(reasons), language)
    asked = next(o for o in ranked if o.decision == asked_text)
    spent = cost(best, asked)
    word = verdict(spent, SCALE)

    def words(language: str) -> str:
        return gettext(VERDICTS[word], language)

    if best.decision == "mahjong":
        head = say(_COST_WIN, asked=asked.decision, verdict=lambda language: gettext(VERDICTS["blunder"], language))
        word = "blunder"
    elif word == "fine":
        head = say(_COST_FINE, asked=asked.decision, best=best.decision)
    elif asked.distance > best.distance:
        head = say_counted(_COST_STEP, asked.distance, asked=asked.decision, best=best.decision, verdict=words)
    elif asked.distance == best.distance == 0 and asked.tiles < best.tiles:
        head = say_counted(_COST_WAITS, asked.tiles, asked=asked.decision, best=best.decision, verdict=words,
                           best_n=best.tiles)
    else:
        head = say(_COST_WAYS, asked=asked.decision, best=best.decision, verdict=words, asked_ways=asked.chances,
                   best_ways=best.chances)
    return Advice(best.decision, asked.decision, spent, word, (head, *reasons), language)


__all__ = ["SCALE", "STEP", "advise", "advise_seen", "cost"]
