"""The point (очко, 骰尊) of a hand: the dice name a tile type, and four tiles become points (spec §1.2).

The rule is derived, not listed: a sky type names its four identical copies; an
earth type names the four tiles of its rank (its pip total), and the lone mother
and son rank together.  So every one of the 21 throws gives exactly four tiles.

>>> from tutor.bagchen.point import Point
>>> Point.parse("6-2").tiles
(Tile.parse('[6-2]'), Tile.parse('[6-2]'), Tile.parse('[5-3]'), Tile.parse('[5-3]'))
>>> [str(t) for t in Point.parse("2-2").tiles]
['[2-2]', '[2-2]', '[2-2]', '[2-2]']
>>> Point.parse("1-2").types, Point.parse("1-2").mother_son_are_points
((Tile.parse('[4-2]'), Tile.parse('[2-1]')), True)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import TILE_TYPES, Rank, Suit, Tile
from tutor.i18n import reader_language
from tutor.notation import Scanner

MOTHER, SON = Tile(4, 2), Tile(2, 1)


@dataclass(frozen=True)
class Point:
    """The throw of the two dice that names the point, written ``6-2`` (either order)."""

    named: Tile  # the tile type the dice show

    @classmethod
    def parse(cls, text: str) -> Point:
        """Read a throw ``a-b`` (each die 1–6); anything else is a coded notation error.

        >>> Point.parse("7-1")
        Traceback (most recent call last):
          ...
        tutor.errors.NotationError: notation.out-of-range: 7 at position 1 of '7-1' is outside 1–6
        """
        scan = Scanner(text, "bagchen.dice")
        first = scan.digit(1, 6)
        scan.expect("-")
        second = scan.digit(1, 6)
        scan.finish()
        return cls(Tile(first, second))

    def __str__(self) -> str:
        return f"{self.named.high}-{self.named.low}"

    def __repr__(self) -> str:
        return f"Point.parse('{self}')"

    @cached_property
    def types(self) -> tuple[Tile, ...]:
        """The tile types that are points: one sky type, or one earth rank (mother and son together)."""
        if self.named.suit is Suit.SKY:
            return (self.named,)
        if self.named.rank in (Rank.MOTHER, Rank.SON):
            return (MOTHER, SON)
        return tuple(t for t in TILE_TYPES if t.rank is self.named.rank)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The four point tiles of the hand."""
        return tuple(t for t in self.types for _ in range(t.copies))

    @property
    def mother_son_are_points(self) -> bool:
        return MOTHER in self.types

    def __contains__(self, tile: object) -> bool:
        return tile in self._type_set

    @cached_property
    def _type_set(self) -> frozenset[Tile]:
        return frozenset(self.types)


def all_points() -> tuple[Point, ...]:
    """The 21 different throws, as points (one per tile type)."""
    return tuple(Point(t) for t in TILE_TYPES)


def dice_word(throw: Point | str, language: str | None = None) -> str:
    """The masang word players call a throw by: the word for its total (Berkhin's text, spec §4.5).

    >>> dice_word("5-2"), dice_word("4-3"), dice_word("6-6", "ru")
    ('ri', 'ri', 'нджам или чала')
    """
    language = reader_language(language)
    throw = Point.parse(throw) if isinstance(throw, str) else throw
    return GLOSSARY[f"bagchen.dice-{throw.named.pips}"].name(language)
