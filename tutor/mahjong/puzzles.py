"""Mahjong puzzle kinds (see :mod:`tutor.puzzles`).

- ``mahjong.complete``: option ``hands`` (hands separated by ``|``); the learner
  ticks every hand that is complete.
- ``mahjong.waits``: options ``hand`` (13 tiles) and ``choices`` (tiles); the learner
  ticks every tile that would complete the hand.
- ``mahjong.claim``: options ``discarder`` (a seat) and ``claims`` (``S:chow N:pung`` …); the
  learner picks the claim that takes the discard.
- ``mahjong.pair``: options ``hand`` (a complete hand) and ``choices`` (tiles); the learner
  picks the tile that makes the pair.
- ``mahjong.score``: options ``hand``, ``seat``, ``round``, ``won_by`` (for a winning
  hand; empty for a loser's), ``choices`` (numbers) and optionally ``ask`` (``total``, the
  default, ``points`` or ``doubles``); the learner picks the number asked for.
- ``mahjong.settle``: options ``scores`` (``E=336,S=40,…``), ``winner``, ``payer``, ``payee``,
  ``choices`` (amounts) and optionally ``east`` (the seat of East, ``E`` by default); the
  learner picks how much the payer pays the payee after the hand.

>>> from tutor.mahjong.puzzles import waits_puzzle
>>> from tutor.mahjong.rules import Rules
>>> p = waits_puzzle({"hand": "{1C 1C 1C} {2C 3C 4C} [5D 6D 7D] {Red Red Red} 9B", "choices": "9B 8B 1C"},
...                  Rules(), "en")
>>> p.answer, p.choices[0].explanation
(('9B',), '9B completes it: 5D 6D 7D · 1C 1C 1C · 2C 3C 4C · 9B 9B · Red Red Red')
>>> p = settle_puzzle({"scores": "E=336,S=40,W=32,N=16", "winner": "E", "payer": "N", "payee": "S",
...                    "choices": "16 24 48"}, Rules(), "en")
>>> p.answer, p.choices[1].explanation
(('24',), 'N pays S the difference between their scores: 40 − 16 = 24')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from tutor.errors import TutorError
from tutor.i18n import N_, gettext
from tutor.mahjong.claims import KINDS as KIND_ORDER
from tutor.mahjong.claims import Claim, parse_claims, winning_claim
from tutor.mahjong.hands import Block, Completion, Hand, completion, explain_incomplete, format_blocks
from tutor.mahjong.notation import format_hand, parse_hand, parse_tile
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import score_hand
from tutor.mahjong.settlement import parse_scores, settle
from tutor.mahjong.svg import hand_svg
from tutor.mahjong.terms import GLOSSARY
from tutor.makers import Maker
from tutor.puzzles import Choice, Puzzle, option

_COMPLETE = N_("complete: {arrangement}")
_NOT_COMPLETE = N_("not complete: {reason}")
_WAIT = N_("{tile} completes it: {arrangement}")
_NO_WAIT = N_("{tile} does not complete it: with it the tiles make neither four sets and a pair nor a special hand")
_DEAD_WAIT = N_("{tile} does not complete it: the hand already holds all four {tile}, so none is left to draw or "
                "claim")
_TOTAL = N_("right: {items}")
_NOT_TOTAL = N_("not {choice}: the hand scores {total} — {items}")
_NOT_POINTS = N_("not {choice}: the hand has {points} points before doubling — {items}")
_NOT_DOUBLES = N_("not {choice}: the hand has {doubles} doubles — {items}")
_NO_DOUBLES = N_("no item of Table C applies")
#: the words above a puzzle's drawing, one per kind that has one
_LABELS = {"mahjong.waits": N_("Hand"), "mahjong.pair": N_("Hand"), "mahjong.score": N_("Hand"),
           "mahjong.complete": N_("Hands"), "mahjong.claim": N_("Claims"), "mahjong.settle": N_("Scores")}
_CLAIM_CHOICE = N_("{seat} claims for a {kind} ({claim})")
_PAIR = N_("{tile} is the pair: {arrangement}")
_NOT_PAIR = N_("{tile} is not the pair in any arrangement of these tiles")
_PAY_WINNER = N_("{payer} pays the winner {payee} the winner's score: {formula}")
_PAY_DIFFERENCE = N_("{payer} pays {payee} the difference between their scores: {formula}")
_EAST_DOUBLE = N_("East pays and receives double")
_WINNER_PAYS_NOTHING = N_("{payer} pays {payee} nothing: the winner never pays")
_EQUAL_SCORES = N_("{payer} pays {payee} nothing: their scores are equal")
_OTHER_WAY = N_("{payer} pays {payee} nothing: {payee} scored less, so {payee} pays {payer}")
_NOT_AMOUNT = N_("not {choice}: {reason}")
FIGURE_SIZE, CHOICE_SIZE = 36.0, 22.0  # CSS pixels per tile
_CLAIM_KINDS = {"mahjong": N_("mah jong"), "kong": N_("kong"), "pung": N_("pung"), "chow": N_("chow")}
_TAKES_ALONE = N_("{seat} takes the tile for a {kind}: nobody else claims it")
_TAKES_RANK = N_("{seat} takes the tile: a claim for {kind} comes before a claim for {other}")
_TAKES_TURN = N_("{seat} takes the tile: of two claims for {kind}, the player nearer in turn wins")
_YIELDS = N_("{seat} yields to {winner}: {rule}")
_RANK_RULE = N_("a claim for {kind} comes before a claim for {other}")
_TURN_RULE = N_("of two claims for {kind}, the player nearer in turn wins")
_SPECIAL_TERMS = {"thirteen_orphans": "mahjong.thirteen-orphans", "nine_gates": "mahjong.nine-gates"}


def _arrangement(found: Completion, melds: tuple[Block, ...], language: str) -> str:
    """A complete hand's first arrangement, or the name of its special hand."""
    if found.shape in _SPECIAL_TERMS:
        return GLOSSARY[_SPECIAL_TERMS[found.shape]].name(language)
    return format_blocks(melds + found.arrangements[0])


def complete_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    choices = []
    for text in option(options, "hands").split("|"):
        hand = parse_hand(text.strip())
        found = completion(hand, rules.special_hands)
        explanation = (gettext(_COMPLETE, language).format(arrangement=_arrangement(found, hand.melds, language))
                       if found.complete else gettext(_NOT_COMPLETE, language).format(
                           reason=explain_incomplete(hand, language, rules.special_hands)))
        choices.append(Choice(format_hand(hand), found.complete, explanation,
                              hand_svg(hand, language=language, size=CHOICE_SIZE, wrap=8)))
    return Puzzle("mahjong.complete", "all", tuple(choices), figure_label=gettext(_LABELS["mahjong.complete"],
                                                                                    language))


def waits_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    hand = parse_hand(option(options, "hand"))
    if hand.size != 13:
        raise TutorError("mahjong.already-complete", hand=format_hand(hand))
    choices = []
    for text in option(options, "choices").split():
        tile = parse_tile(text)
        held = sum(1 for t in hand.tiles if t == tile)
        found = completion(replace(hand, loose=(*hand.loose, tile)), rules.special_hands)
        if found.complete and (held < 4 or rules.dead_waits_count):
            explanation = gettext(_WAIT, language).format(tile=tile, arrangement=_arrangement(
                found, hand.melds, language))
            choices.append(Choice(str(tile), True, explanation))
        else:
            why = _DEAD_WAIT if found.complete else _NO_WAIT
            choices.append(Choice(str(tile), False, gettext(why, language).format(tile=tile)))
    return Puzzle("mahjong.waits", "all", tuple(choices), hand_svg(hand, language=language, size=FIGURE_SIZE),
                  format_hand(hand), figure_label=gettext(_LABELS["mahjong.waits"], language))


def claim_kind(name: str, language: str) -> str:
    """A claim's kind (``pung`` …) in ``language``."""
    return gettext(_CLAIM_KINDS[name], language)


def claim_reason(won: Claim, claims: Sequence[Claim], language: str) -> str:
    """Why ``won`` takes the discard among ``claims`` (the rule of priority that decided it)."""
    others = [c for c in claims if c != won]
    same = [c for c in others if c.kind == won.kind or {c.kind, won.kind} == {"pung", "kong"}]
    if not others:
        return gettext(_TAKES_ALONE, language).format(seat=won.seat, kind=claim_kind(won.kind, language))
    if same:
        return gettext(_TAKES_TURN, language).format(seat=won.seat, kind=claim_kind(won.kind, language))
    weakest = max(others, key=lambda c: KIND_ORDER.index(c.kind))
    return gettext(_TAKES_RANK, language).format(seat=won.seat, kind=claim_kind(won.kind, language),
                                                  other=claim_kind(weakest.kind, language))


def claim_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    discarder = option(options, "discarder")
    claims = parse_claims(option(options, "claims"))
    won = winning_claim(discarder, claims)
    why = claim_reason(won, claims, language)
    choices = [Choice(claim_choice(c, language), c == won,
                      why if c == won else gettext(_YIELDS, language).format(
                          seat=c.seat, winner=won.seat, rule=_yield_rule(won, c, language)))
               for c in claims]
    return Puzzle("mahjong.claim", "one", tuple(choices), figure_label=gettext(_LABELS["mahjong.claim"], language))


def claim_choice(claim: Claim, language: str) -> str:
    """A claim in words, its notation after it: "S claims for a chow (S:chow)".

    >>> claim_choice(Claim("S", "chow"), "zh")
    'S 要吃（S:chow）'
    """
    return gettext(_CLAIM_CHOICE, language).format(seat=claim.seat, kind=claim_kind(claim.kind, language),
                                                    claim=f"{claim.seat}:{claim.kind}")


def _yield_rule(won: Claim, lost: Claim, language: str) -> str:
    """The rule of priority by which ``lost`` gives way to ``won``."""
    if won.kind == lost.kind or {won.kind, lost.kind} == {"pung", "kong"}:
        return gettext(_TURN_RULE, language).format(kind=claim_kind(won.kind, language))
    return gettext(_RANK_RULE, language).format(kind=claim_kind(won.kind, language),
                                                other=claim_kind(lost.kind, language))


def _numbers(options: Mapping[str, str]) -> list[str]:
    texts = option(options, "choices").split()
    for text in texts:
        if not text.isdigit():
            raise TutorError("tutor.bad-option", option="choices", value=text, choices="whole numbers")
    return texts


def pair_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    hand = parse_hand(option(options, "hand"))
    found = completion(hand, rules.special_hands)
    choices = []
    for text in option(options, "choices").split():
        tile = parse_tile(text)
        with_pair = [a for a in found.arrangements if any(b.shape == "pair" and b.first == tile for b in a)]
        if with_pair:
            explanation = gettext(_PAIR, language).format(tile=tile, arrangement=format_blocks(hand.melds + with_pair[0]))
        else:
            explanation = gettext(_NOT_PAIR, language).format(tile=tile)
        choices.append(Choice(str(tile), bool(with_pair), explanation))
    if sum(c.correct for c in choices) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="mahjong.pair")
    return Puzzle("mahjong.pair", "one", tuple(choices), hand_svg(hand, language=language, size=FIGURE_SIZE),
                  format_hand(hand), figure_label=gettext(_LABELS["mahjong.pair"], language))


def score_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    hand: Hand = parse_hand(option(options, "hand"))
    won_by = options.get("won_by", "").strip()
    ask = options.get("ask", "").strip() or "total"
    if ask not in ("total", "points", "doubles"):
        raise TutorError("tutor.bad-option", option="ask", value=ask, choices="total points doubles")
    result = score_hand(hand, option(options, "seat"), option(options, "round"), winner=bool(won_by),
                        won_by=won_by or None, rules=rules)
    wanted = {"total": result.total, "points": result.points, "doubles": result.doubles}[ask]
    everything = "; ".join([*(i.explain(language).split("  ", 1)[-1] for i in result.items),
                            result.explain(language).splitlines()[-1]])
    # a wrong answer shows the lines that make the number asked for: all of them, the points, or the doubles
    shown = {"total": everything,
             "points": "; ".join(i.explain(language).split("  ", 1)[-1] for i in result.items if i.points),
             "doubles": "; ".join(i.explain(language).split("  ", 1)[-1] for i in result.items if i.doubles)
             or gettext(_NO_DOUBLES, language)}[ask]
    choices = []
    for text in _numbers(options):
        right = int(text) == wanted
        if right:
            explanation = gettext(_TOTAL, language).format(items=everything)
        elif ask == "points":
            explanation = gettext(_NOT_POINTS, language).format(choice=text, points=result.points, items=shown)
        elif ask == "doubles":
            explanation = gettext(_NOT_DOUBLES, language).format(choice=text, doubles=result.doubles, items=shown)
        else:
            explanation = gettext(_NOT_TOTAL, language).format(choice=text, total=result.total, items=shown)
        choices.append(Choice(text, right, explanation))
    if sum(c.correct for c in choices) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="mahjong.score")
    return Puzzle("mahjong.score", "one", tuple(choices), hand_svg(hand, language=language, size=FIGURE_SIZE),
                  format_hand(hand), figure_label=gettext(_LABELS["mahjong.score"], language))


def _payment_reason(scores: Mapping[str, int], winner: str, east: str, payer: str, payee: str,
                    language: str) -> str:
    """Why ``payer`` pays ``payee`` what he pays (or nothing), with the arithmetic."""
    double = 2 if east in (payer, payee) else 1
    east_note = f" ({gettext(_EAST_DOUBLE, language)})" if double == 2 else ""
    if payer == winner:
        return gettext(_WINNER_PAYS_NOTHING, language).format(payer=payer, payee=payee)
    if payee == winner:
        score = scores[winner]
        formula = f"{score} × 2 = {score * 2}" if double == 2 else f"{score}"
        return gettext(_PAY_WINNER, language).format(payer=payer, payee=payee, formula=formula) + east_note
    high, low = scores[payee], scores[payer]
    if high == low:
        return gettext(_EQUAL_SCORES, language).format(payer=payer, payee=payee)
    if high < low:
        return gettext(_OTHER_WAY, language).format(payer=payer, payee=payee)
    formula = (f"({high} − {low}) × 2 = {(high - low) * 2}" if double == 2 else f"{high} − {low} = {high - low}")
    return gettext(_PAY_DIFFERENCE, language).format(payer=payer, payee=payee, formula=formula) + east_note


def settle_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    scores = parse_scores(option(options, "scores"))
    winner, payer, payee = option(options, "winner"), option(options, "payer"), option(options, "payee")
    east = options.get("east", "").strip() or "E"
    result = settle(scores, winner, east)
    if payer not in scores or payee not in scores or payer == payee:
        raise TutorError("tutor.bad-option", option="payer", value=f"{payer} {payee}", choices=" ".join(scores))
    amount = sum(p.amount for p in result.payments if (p.payer, p.payee) == (payer, payee))
    reason = _payment_reason(scores, winner, east, payer, payee, language)
    choices = [Choice(text, int(text) == amount,
                      reason if int(text) == amount
                      else gettext(_NOT_AMOUNT, language).format(choice=text, reason=reason))
               for text in _numbers(options)]
    if sum(c.correct for c in choices) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="mahjong.settle")
    return Puzzle("mahjong.settle", "one", tuple(choices), figure_label=gettext(_LABELS["mahjong.settle"], language))


KINDS: dict[str, Maker[Puzzle]] = {
    "mahjong.complete": Maker(complete_puzzle, ("hands",)),
    "mahjong.waits": Maker(waits_puzzle, ("hand", "choices")),
    "mahjong.claim": Maker(claim_puzzle, ("discarder", "claims")),
    "mahjong.pair": Maker(pair_puzzle, ("hand", "choices")),
    "mahjong.score": Maker(score_puzzle, ("hand", "seat", "round", "won_by", "choices", "ask")),
    "mahjong.settle": Maker(settle_puzzle, ("scores", "winner", "east", "payer", "payee", "choices")),
}
