"""Mahjong's tiles: 34 kinds, four of each (136), and the 8 bonus tiles (spec §2).

A kind is numbered as the ``mahjong`` package numbers its "34-array" (characters
0–8, dots 9–17, bamboo 18–26, East South West North 27–30, White 31, Green 32,
Red 33), so counts can be compared with it directly.

>>> from tutor.mahjong.tiles import Tile, full_set, BONUS_TILES
>>> Tile(24), Tile(33).is_honour, Tile(8).is_terminal
(Tile('7B'), True, True)
>>> len(full_set()), len(BONUS_TILES)
(136, 8)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from tutor.i18n import Text, normalize_language

Seat = Literal["E", "S", "W", "N"]
SEATS: tuple[Seat, ...] = ("E", "S", "W", "N")  # also the order of play: South sits on East's right

#: suit letters of the notation, in kind order
SUITS = ("C", "D", "B")
WINDS = ("East", "South", "West", "North")
DRAGONS = ("White", "Green", "Red")
HONOURS = WINDS + DRAGONS
COPIES = 4
HONOUR_NAMES = (
    Text("East wind", "восточный ветер", "东风"), Text("South wind", "южный ветер", "南风"),
    Text("West wind", "западный ветер", "西风"), Text("North wind", "северный ветер", "北风"),
    Text("White dragon", "белый дракон", "白板"), Text("Green dragon", "зелёный дракон", "发财"),
    Text("Red dragon", "красный дракон", "红中"),
)
_RU_SUITS = (("иероглиф", "иероглифа", "иероглифов"), ("кружок", "кружка", "кружков"),
             ("бамбук", "бамбука", "бамбуков"))


@dataclass(frozen=True, order=True)
class Tile:
    """One kind of playing tile (``kind`` 0–33)."""

    kind: int

    def __post_init__(self) -> None:
        if not 0 <= self.kind < 34:
            raise ValueError(f"no tile kind {self.kind}")

    @property
    def suit(self) -> str | None:
        """``C``, ``D`` or ``B``; ``None`` for honours."""
        return SUITS[self.kind // 9] if self.kind < 27 else None

    @property
    def number(self) -> int | None:
        return self.kind % 9 + 1 if self.kind < 27 else None

    @property
    def is_honour(self) -> bool:
        return self.kind >= 27

    @property
    def is_wind(self) -> bool:
        return 27 <= self.kind <= 30

    @property
    def is_dragon(self) -> bool:
        return self.kind >= 31

    @property
    def wind(self) -> Seat | None:
        """The seat this wind tile names (``E`` for East …), ``None`` for other tiles."""
        return SEATS[self.kind - 27] if self.is_wind else None

    @property
    def is_terminal(self) -> bool:
        return self.number in (1, 9)

    @property
    def is_major(self) -> bool:
        """A terminal or an honour (the tiles worth double in Table A)."""
        return self.is_honour or self.is_terminal

    def __str__(self) -> str:
        return f"{self.number}{self.suit}" if self.kind < 27 else HONOURS[self.kind - 27]

    def __repr__(self) -> str:
        return f"Tile({str(self)!r})"

    def name(self, language: str) -> str:
        """The tile's name in ``language``.

        >>> [Tile(k).name("ru") for k in (9, 19, 8, 33)], Tile(13).name("zh"), Tile(32).name("en")
        (['1 кружок', '2 бамбука', '9 иероглифов', 'красный дракон'], '五筒', 'Green dragon')
        """
        if self.is_honour:
            return HONOUR_NAMES[self.kind - 27].get(language)
        number = self.number or 0
        language = normalize_language(language)
        if language == "zh_CN":
            return "一二三四五六七八九"[number - 1] + "万筒条"[self.kind // 9]
        if language == "ru":
            one, few, many = _RU_SUITS[self.kind // 9]
            return f"{number} {one if number == 1 else few if number <= 4 else many}"
        return f"{number} of {('characters', 'dots', 'bamboo')[self.kind // 9]}"


@dataclass(frozen=True, order=True)
class Bonus:
    """A flower (``F1``–``F4``) or a season (``S1``–``S4``); number 1 belongs to East, 2 to South …"""

    group: Literal["F", "S"]
    number: int

    @property
    def owner(self) -> Seat:
        return SEATS[self.number - 1]

    def __str__(self) -> str:
        return f"{self.group}{self.number}"

    def __repr__(self) -> str:
        return f"Bonus({self.group!r}, {self.number})"

    def name(self, language: str) -> str:
        """``flower 2``, ``сезон 3``, ``花 1`` …"""
        words = Text("flower", "цветок", "花") if self.group == "F" else Text("season", "сезон", "季")
        return f"{words.get(language)} {self.number}"


ALL_KINDS: tuple[Tile, ...] = tuple(Tile(k) for k in range(34))
MAJORS: tuple[Tile, ...] = tuple(t for t in ALL_KINDS if t.is_major)
BONUS_TILES: tuple[Bonus, ...] = tuple(Bonus(g, n) for g in ("F", "S") for n in range(1, 5))


def wind_tile(seat: Seat) -> Tile:
    """The wind tile named after ``seat``.

    >>> wind_tile("W")
    Tile('West')
    """
    return Tile(27 + SEATS.index(seat))


def full_set() -> list[Tile]:
    """The 136 playing tiles, four of each kind."""
    return [t for t in ALL_KINDS for _ in range(COPIES)]


def counts(tiles: Iterable[Tile]) -> list[int]:
    """How many of each of the 34 kinds (the ``mahjong`` package's 34-array).

    >>> counts([Tile(0), Tile(0), Tile(33)])[0::33]
    [2, 1]
    """
    found = Counter(t.kind for t in tiles)
    return [found[k] for k in range(34)]
