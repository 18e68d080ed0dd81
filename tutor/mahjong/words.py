"""Mahjong's seats and tiles in words, in the three languages, as the log, the table and the refusals say them.

>>> from tutor.mahjong.tiles import Tile
>>> tile_words(Tile(33)), chow_words(Block("chow", Tile(11)))
(Text('the Red dragon', 'красного дракона', '红中'), Text('3-4-5 of dots', 'кружки 3–4–5', '三四五筒'))
"""

from __future__ import annotations

from tutor.i18n import Text
from tutor.mahjong.hands import Block
from tutor.mahjong.tiles import Bonus, Tile

__all__ = ["SEAT_NAMES", "WALL_OF", "chow_words", "tile_name", "tile_words"]

SEAT_NAMES = {"E": Text("East", "Восток", "东家"), "S": Text("South", "Юг", "南家"),
              "W": Text("West", "Запад", "西家"), "N": Text("North", "Север", "北家")}
#: a seat as the owner of the wall East's dice reach ("South's wall", "стена Юга", "南家的牌墙")
WALL_OF = {"E": Text("East", "Востока", "东家"), "S": Text("South", "Юга", "南家"),
           "W": Text("West", "Запада", "西家"), "N": Text("North", "Севера", "北家")}
#: Russian names that change as the object of a verb (a dragon is "он": сбросить красного дракона)
_RU_ACCUSATIVE = {"белый дракон": "белого дракона", "зелёный дракон": "зелёного дракона",
                  "красный дракон": "красного дракона"}
#: each suit in a chow's words: "3-4-5 of dots", "кружки 3–4–5", "三四五筒"
_RUNS = (("characters", "иероглифы", "万"), ("dots", "кружки", "筒"), ("bamboo", "бамбуки", "条"))


def tile_name(tile: Tile | Bonus) -> Text:
    """A tile's name in the three languages (as a label or a subject: ``5 of dots``, ``5 кружков``, ``五筒``).

    >>> tile_name(Tile(33)), tile_name(Bonus("F", 2)).get("zh")
    (Text('Red dragon', 'красный дракон', '红中'), '花 2')
    """
    return Text(tile.name("en"), tile.name("ru"), tile.name("zh"))


def tile_words(tile: Tile | Bonus) -> Text:
    """A tile as the object of a verb in a sentence (``East discards the Red dragon``, ``сбрасывает красного
    дракона``, ``打出红中``)."""
    en, ru, zh = tile_name(tile)
    return Text(f"the {en}", _RU_ACCUSATIVE.get(ru, ru), zh)


def chow_words(meld: Block) -> Text:
    """A chow in words: ``3-4-5 of dots``, ``кружки 3–4–5``, ``三四五筒``."""
    numbers = [t.number or 0 for t in meld.tiles]
    en, ru, zh = _RUNS[meld.first.kind // 9]
    return Text(f"{'-'.join(map(str, numbers))} of {en}", f"{ru} {'–'.join(map(str, numbers))}",
                "".join("一二三四五六七八九"[n - 1] for n in numbers) + zh)


