"""The 64 Bagchen tiles: 21 types, two suits, twelve ranks (spec §1.1).

Sky (天子, семейство неба) has 11 types with 4 copies each, earth (地子, семейство
земли) 10 types with 2 copies each.  Rank order is fixed per suit and is *not*
by pips in the sky suit; tiles of equal rank never beat each other.

>>> from tutor.bagchen import Tile, TILE_TYPES, full_set
>>> len(TILE_TYPES), len(full_set())
(21, 64)
>>> t = Tile.parse("[2-3]")      # written either way, stored high first
>>> t, str(t), t.suit.value, t.rank.term_id, t.copies
(Tile.parse('[3-2]'), '[3-2]', 'earth', 'bagchen.five', 2)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from tutor.bagchen.terms import GLOSSARY
from tutor.i18n import reader_language
from tutor.notation import Scanner


class Suit(enum.Enum):
    """The two families.  Tiles of different suits never beat each other."""

    SKY = "sky"
    EARTH = "earth"

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    @property
    def term_id(self) -> str:
        return f"bagchen.{self.value}"

    def name_in(self, language: str) -> str:
        return GLOSSARY[self.term_id].name(language)


class Rank(enum.Enum):
    """The twelve ranks, highest first within each suit.  ``level`` 6 is the top."""

    SKY_CHIEF = ("sky", 6, "bagchen.sky-chief")
    SKY_MINISTER = ("sky", 5, "bagchen.sky-minister")
    LAMA = ("sky", 4, "bagchen.lama")
    BIRD = ("sky", 3, "bagchen.bird")
    SISTERS = ("sky", 2, "bagchen.sisters")
    PEOPLE = ("sky", 1, "bagchen.people")
    EARTH_CHIEF = ("earth", 6, "bagchen.earth-chief")
    EARTH_MINISTER = ("earth", 5, "bagchen.earth-minister")
    SEVEN = ("earth", 4, "bagchen.seven")
    MOTHER = ("earth", 3, "bagchen.mother")
    FIVE = ("earth", 2, "bagchen.five")
    SON = ("earth", 1, "bagchen.son")

    _suit: Suit  # set once below the class: an enum's own lookups are slow in random play
    _level: int
    _tiles: tuple[Tile, ...]

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    @property
    def suit(self) -> Suit:
        return self._suit

    @property
    def level(self) -> int:
        return self._level

    @property
    def term_id(self) -> str:
        return str(self.value[2])

    def name_in(self, language: str) -> str:
        return GLOSSARY[self.term_id].name(language)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tile types of this rank, in the spec's order."""
        return self._tiles


# (high, low) -> rank, highest rank first; the order inside a rank is the spec's.
_RANKS: dict[tuple[int, int], Rank] = {
    (6, 6): Rank.SKY_CHIEF,
    (1, 1): Rank.SKY_MINISTER,
    (4, 4): Rank.LAMA,
    (3, 1): Rank.BIRD,
    (5, 5): Rank.SISTERS, (3, 3): Rank.SISTERS, (2, 2): Rank.SISTERS,
    (6, 5): Rank.PEOPLE, (6, 4): Rank.PEOPLE, (6, 1): Rank.PEOPLE, (5, 1): Rank.PEOPLE,
    (6, 3): Rank.EARTH_CHIEF, (5, 4): Rank.EARTH_CHIEF,
    (6, 2): Rank.EARTH_MINISTER, (5, 3): Rank.EARTH_MINISTER,
    (5, 2): Rank.SEVEN, (4, 3): Rank.SEVEN,
    (4, 2): Rank.MOTHER,
    (4, 1): Rank.FIVE, (3, 2): Rank.FIVE,
    (2, 1): Rank.SON,
}

for _rank in Rank:
    _rank._suit = Suit(_rank.value[0])
    _rank._level = _rank.value[1]

_ORDER: dict[tuple[int, int], int] = {key: i for i, key in enumerate(_RANKS)}

#: The Russian source's own name for single tile types (Berkhin), as glossary ids.
NICKNAMES: dict[tuple[int, int], str] = {
    (6, 6): "bagchen.motley",
    (1, 1): "bagchen.flower",
    (4, 4): "bagchen.red",
    (2, 2): "bagchen.table",
    (3, 3): "bagchen.stick",
    (5, 5): "bagchen.white-ten",
    (6, 5): "bagchen.weakling",
    (6, 4): "bagchen.dew",
    (6, 1): "bagchen.pig",
    (5, 1): "bagchen.kunga",
    (6, 3): "bagchen.khan", (5, 4): "bagchen.khan",
    (6, 2): "bagchen.barley", (5, 3): "bagchen.barley",
    (5, 2): "bagchen.fat", (4, 3): "bagchen.fat",
}

COPIES = {Suit.SKY: 4, Suit.EARTH: 2}


@dataclass(frozen=True)
class Tile:
    """One tile type, ``[high-low]``; ``Tile(2, 3)`` is stored as ``[3-2]``.

    >>> Tile(6, 6).rank, Tile(5, 4).pips, Tile(4, 2).is_double
    (Rank.SKY_CHIEF, 9, False)
    """

    high: int
    low: int

    def __post_init__(self) -> None:
        for pips in (self.high, self.low):
            if not isinstance(pips, int) or isinstance(pips, bool) or not 1 <= pips <= 6:
                raise ValueError(f"a tile's halves are 1 to 6 pips, not {pips!r}")
        if self.low > self.high:
            high, low = self.low, self.high
            object.__setattr__(self, "high", high)
            object.__setattr__(self, "low", low)
        # looked up millions of times in random play: keep them at hand
        object.__setattr__(self, "_key", self.high * 8 + self.low)
        object.__setattr__(self, "_rank", _RANKS[(self.high, self.low)])
        object.__setattr__(self, "_order", _ORDER[(self.high, self.low)])
        object.__setattr__(self, "_copies", 4 if self._rank.value[0] == "sky" else 2)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self._key  # type: ignore[attr-defined, no-any-return]

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``[a-b]`` (halves 1–6, either order); anything else is a :class:`NotationError`.

        >>> Tile.parse("[6-6")
        Traceback (most recent call last):
          ...
        tutor.errors.NotationError: notation.expected: expected ']' at position 5 of '[6-6', found the end of the text
        """
        scan = Scanner(text, "bagchen.tile")
        tile = read_tile(scan)
        scan.finish()
        return tile

    def __str__(self) -> str:
        return f"[{self.high}-{self.low}]"

    def __repr__(self) -> str:
        return f"Tile.parse('{self}')"

    @property
    def rank(self) -> Rank:
        return self._rank  # type: ignore[attr-defined, no-any-return]

    @property
    def suit(self) -> Suit:
        return self._rank._suit  # type: ignore[attr-defined, no-any-return]

    @property
    def pips(self) -> int:
        return self.high + self.low

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    @property
    def copies(self) -> int:
        """How many of this type the 64-tile set holds."""
        return self._copies  # type: ignore[attr-defined, no-any-return]

    @property
    def order(self) -> int:
        """Position in :data:`TILE_TYPES` (0 = [6-6]); a display order, not a beating order."""
        return self._order  # type: ignore[attr-defined, no-any-return]

    def name(self, language: str | None = None) -> str:
        """The tile's rank name in ``language`` (pagat, Berkhin and the Chinese article)."""
        language = reader_language(language)
        return self.rank.name_in(language)

    def nickname(self, language: str | None = None) -> str | None:
        """The Russian source's own name for this type, translated; ``None`` where it gives none."""
        language = reader_language(language)
        key = NICKNAMES.get((self.high, self.low))
        return GLOSSARY[key].name(language) if key else None


def read_tile(scan: Scanner) -> Tile:
    """Read one ``[a-b]`` at the scanner's cursor (shared by the single and list parsers)."""
    scan.expect("[")
    first = scan.digit(1, 6)
    scan.expect("-")
    second = scan.digit(1, 6)
    scan.expect("]")
    return Tile(first, second)


#: The 21 types, highest rank first (sky, then earth).
TILE_TYPES: tuple[Tile, ...] = tuple(Tile(high, low) for high, low in _RANKS)
for _rank in Rank:
    _rank._tiles = tuple(t for t in TILE_TYPES if t._rank is _rank)  # type: ignore[attr-defined]


def type_counts(tiles: Iterable[Tile]) -> list[int]:
    """How many of each type ``tiles`` hold, by position in :data:`TILE_TYPES` (for fast look-ups).

    >>> type_counts([Tile(6, 6), Tile(2, 1), Tile(6, 6)])[:2], type_counts([Tile(2, 1)])[-1]
    ([2, 0], 1)
    """
    counts = [0] * len(TILE_TYPES)
    for tile in tiles:
        counts[tile._order] += 1  # type: ignore[attr-defined]
    return counts


def full_set() -> tuple[Tile, ...]:
    """All 64 tiles: every type as many times as the set holds it."""
    return _FULL_SET


_FULL_SET: tuple[Tile, ...] = tuple(t for t in TILE_TYPES for _ in range(t.copies))
