"""Mahjong puzzle kinds (see :mod:`tutor.puzzles`).

- ``mahjong.complete``: option ``hands`` (hands separated by ``|``); the learner
  ticks every hand that is complete.
- ``mahjong.waits``: options ``hand`` (13 tiles) and ``choices`` (tiles); the learner
  ticks every tile that would complete the hand.
- ``mahjong.score``: options ``hand``, ``seat``, ``round``, ``won_by`` (for a winning
  hand; empty for a loser's) and ``choices`` (totals); the learner picks the total.

>>> from tutor.mahjong.puzzles import waits_puzzle
>>> from tutor.mahjong.rules import Rules
>>> p = waits_puzzle({"hand": "{1C 1C 1C} {2C 3C 4C} [5D 6D 7D] {Red Red Red} 9B", "choices": "9B 8B 1C"},
...                  Rules(), "en")
>>> p.answer, p.choices[0].explanation
(('9B',), '9B completes it: 5D 6D 7D · 1C 1C 1C · 2C 3C 4C · 9B 9B · Red Red Red')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from tutor.errors import TutorError
from tutor.i18n import N_, gettext
from tutor.mahjong.hands import Block, Completion, Hand, completion, format_blocks
from tutor.mahjong.notation import format_hand, parse_hand, parse_tile
from tutor.mahjong.rules import Rules
from tutor.mahjong.scoring import score_hand
from tutor.mahjong.svg import hand_svg
from tutor.mahjong.terms import GLOSSARY
from tutor.puzzles import Choice, Puzzle, PuzzleKind, option

_COMPLETE = N_("complete: {arrangement}")
_NOT_COMPLETE = N_("not complete: these tiles make neither four sets and a pair nor a special hand")
_WAIT = N_("{tile} completes it: {arrangement}")
_NO_WAIT = N_("{tile} does not complete it")
_TOTAL = N_("right: {items}")
_NOT_TOTAL = N_("not {choice}: the hand scores {total}")
FIGURE_SIZE, CHOICE_SIZE = 36.0, 22.0  # CSS pixels per tile
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
        found = completion(hand)
        explanation = (gettext(_COMPLETE, language).format(arrangement=_arrangement(found, hand.melds, language))
                       if found.complete else gettext(_NOT_COMPLETE, language))
        choices.append(Choice(format_hand(hand), found.complete, explanation,
                              hand_svg(hand, language=language, size=CHOICE_SIZE)))
    return Puzzle("mahjong.complete", "all", tuple(choices))


def waits_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    hand = parse_hand(option(options, "hand"))
    if hand.size != 13:
        raise TutorError("mahjong.already-complete", hand=format_hand(hand))
    choices = []
    for text in option(options, "choices").split():
        tile = parse_tile(text)
        held = sum(1 for t in hand.tiles if t == tile)
        found = completion(replace(hand, loose=(*hand.loose, tile)))
        if found.complete and (held < 4 or rules.dead_waits_count):
            explanation = gettext(_WAIT, language).format(tile=tile, arrangement=_arrangement(
                found, hand.melds, language))
            choices.append(Choice(str(tile), True, explanation))
        else:
            choices.append(Choice(str(tile), False, gettext(_NO_WAIT, language).format(tile=tile)))
    return Puzzle("mahjong.waits", "all", tuple(choices), hand_svg(hand, language=language, size=FIGURE_SIZE),
                  format_hand(hand))


def score_puzzle(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    hand: Hand = parse_hand(option(options, "hand"))
    won_by = options.get("won_by", "").strip()
    result = score_hand(hand, option(options, "seat"), option(options, "round"), winner=bool(won_by),
                        won_by=won_by or None, rules=rules)
    items = "; ".join(i.explain(language).split("  ", 1)[-1] for i in result.items)
    choices = []
    for text in option(options, "choices").split():
        if not text.isdigit():
            raise TutorError("tutor.bad-option", option="choices", value=text, choices="whole numbers")
        right = int(text) == result.total
        explanation = (gettext(_TOTAL, language).format(items=f"{items}; {result.explain(language).splitlines()[-1]}")
                       if right else gettext(_NOT_TOTAL, language).format(choice=text, total=result.total))
        choices.append(Choice(text, right, explanation))
    if sum(c.correct for c in choices) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="mahjong.score")
    return Puzzle("mahjong.score", "one", tuple(choices), hand_svg(hand, language=language, size=FIGURE_SIZE),
                  format_hand(hand))


KINDS: dict[str, PuzzleKind] = {
    "mahjong.complete": PuzzleKind(complete_puzzle, ("hands",)),
    "mahjong.waits": PuzzleKind(waits_puzzle, ("hand", "choices")),
    "mahjong.score": PuzzleKind(score_puzzle, ("hand", "seat", "round", "won_by", "choices")),
}
