"""Bagchen puzzle kinds (see :mod:`tutor.puzzles`).

- ``bagchen.beaters``: options ``lead`` and ``choices`` (tile lists separated by
  spaces); the learner ticks every choice that beats the lead.
- ``bagchen.set-partners``: options ``tile`` and ``choices`` (single tiles); the
  learner ticks every tile that may form a set with ``tile``.
- ``bagchen.top-rank``: option ``choices`` (single tiles of one suit); the learner
  picks the one of highest rank.

>>> from tutor.bagchen.puzzles import set_partners
>>> from tutor.bagchen.rules import Rules
>>> p = set_partners({"tile": "[6-3]", "choices": "[5-4] [6-2] [6-3]"}, Rules(), "en")
>>> p.answer, p.choices[1].explanation
(('[5-4]', '[6-3]'), '[6-3][6-2]: not a set: earth tiles combine only at equal rank')
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.bagchen.notation import format_tiles, parse_tiles
from tutor.bagchen.ranking import REASONS, beats, ordinary_set_rank
from tutor.bagchen.rules import Rules
from tutor.bagchen.svg import tiles_svg
from tutor.bagchen.tiles import Tile
from tutor.errors import IllegalPlayError, TutorError
from tutor.i18n import N_, gettext
from tutor.puzzles import Choice, Puzzle, PuzzleKind, option

_IS_SET = N_("{tiles}: a legal set ({rank})")
_NOT_SET = N_("{tiles}: {reason}")
_TOP = N_("{tile} ranks highest here ({rank})")
_NOT_TOP = N_("{tile} ranks below {top} ({rank} under {top_rank})")

FIGURE_SIZE = 30.0  # CSS pixels per tile in a choice


def _choices(options: Mapping[str, str]) -> list[tuple[Tile, ...]]:
    return [parse_tiles(text) for text in option(options, "choices").split()]


def _choice(group: tuple[Tile, ...], correct: bool, explanation: str, language: str) -> Choice:
    return Choice(format_tiles(group), correct, explanation,
                  tiles_svg(group, language=language, size=FIGURE_SIZE))


def beaters(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    lead = parse_tiles(option(options, "lead"))
    ordinary_set_rank(lead)  # a puzzle about an illegal lead is a page error
    choices = []
    for group in _choices(options):
        verdict = beats(lead, group)
        choices.append(_choice(group, verdict.beats, verdict.explain(language), language))
    return Puzzle("bagchen.beaters", "all", tuple(choices),
                  tiles_svg(lead, language=language, size=48), format_tiles(lead))


def set_partners(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    tile = Tile.parse(option(options, "tile"))  # exactly one tile, or a coded notation error
    choices = []
    for group in _choices(options):
        written = format_tiles((tile, *group))
        try:
            rank = ordinary_set_rank((tile, *group))
        except IllegalPlayError as error:
            reason = gettext(REASONS[error.code], language)
            choices.append(_choice(group, False, gettext(_NOT_SET, language).format(
                tiles=written, reason=reason), language))
        else:
            choices.append(_choice(group, True, gettext(_IS_SET, language).format(
                tiles=written, rank=rank.name_in(language)), language))
    return Puzzle("bagchen.set-partners", "all", tuple(choices),
                  tiles_svg((tile,), language=language, size=48), str(tile))


def top_rank(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    # single tiles only: a list here would otherwise be cut to its first tile without a word
    tiles = [Tile.parse(text) for text in option(options, "choices").split()]
    top = max(tiles, key=lambda t: t.rank.level)
    # ranks compare only inside a suit, and a tie at the top leaves no single answer
    if len({t.suit for t in tiles}) != 1 or sum(t.rank is top.rank for t in tiles) != 1:
        raise TutorError("tutor.puzzle-ambiguous", kind="bagchen.top-rank")
    choices = []
    for tile in tiles:
        fields = {"tile": str(tile), "top": str(top), "rank": tile.rank.name_in(language),
                  "top_rank": top.rank.name_in(language)}
        if tile == top:
            text, correct = gettext(_TOP, language), True
        else:
            text, correct = gettext(_NOT_TOP, language), False
        choices.append(_choice((tile,), correct, text.format(**fields), language))
    return Puzzle("bagchen.top-rank", "one", tuple(choices))


KINDS: dict[str, PuzzleKind] = {
    "bagchen.beaters": PuzzleKind(beaters, ("lead", "choices")),
    "bagchen.set-partners": PuzzleKind(set_partners, ("tile", "choices")),
    "bagchen.top-rank": PuzzleKind(top_rank, ("choices",)),
}
