"""Bagchen tile notation: a strict parse/format pair (written spec: ``content/bagchen/notation.md``).

A tile is ``[a-b]`` with halves 1–6; it is stored and written high half first.
A list of tiles writes tiles one after another; a run of one type may be written
``[6-4]×3`` (``x`` is accepted for ``×``); single spaces may separate groups.
:func:`format_tiles` writes the canonical form: runs compressed, no spaces.

>>> from tutor.bagchen import parse_tiles, format_tiles
>>> tiles = parse_tiles("[6-6]x2 [3-6][5-4]")
>>> tiles
(Tile.parse('[6-6]'), Tile.parse('[6-6]'), Tile.parse('[6-3]'), Tile.parse('[5-4]'))
>>> format_tiles(tiles)
'[6-6]×2[6-3][5-4]'
>>> parse_tiles(format_tiles(tiles)) == tiles
True

More copies of a type than the 64-tile set holds is not a list any game can show:

>>> parse_tiles("[4-2]×3")
Traceback (most recent call last):
  ...
tutor.errors.InvalidPositionError: bagchen.too-many-copies: [4-2] appears 3 times, but the 64-tile set has only 2
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from tutor.bagchen.tiles import Tile, read_tile
from tutor.errors import InvalidPositionError
from tutor.notation import Scanner

TIMES = "×"
#: U+2060 WORD JOINER: no line break next to it; U+200B ZERO WIDTH SPACE: a line may break here.
#: Display text joins the halves of every tile code and lets a list break between its groups, so a
#: narrow table cell breaks "[6-6][1-1]" / "[2-2]", never inside a tile ("[6-" / "1]×2").
WORD_JOINER, BREAK = "\u2060", "\u200b"
_TILE_HYPHEN = re.compile(r"(\[[1-6])-([1-6]\])")
_BETWEEN_GROUPS = re.compile(r"(?<=[\]0-9])(?=\[[1-6]-)")


def unbreakable(text: str) -> str:
    """``text`` for display: a word joiner after the hyphen of every tile code, a zero-width space
    between the groups of a list (the parser ignores both, so copied text still reads).

    >>> unbreakable("E: [6-1]×2[5-4]") == "E: [6-\u20601]×2\u200b[5-\u20604]"
    True
    >>> parse_tiles(unbreakable("[6-1]×2[5-4]")) == parse_tiles("[6-1]×2[5-4]")
    True
    """
    joined = _TILE_HYPHEN.sub(lambda m: f"{m.group(1)}-{WORD_JOINER}{m.group(2)}", text)
    return _BETWEEN_GROUPS.sub(BREAK, joined)


def parse_tile(text: str) -> Tile:
    """Same as :meth:`Tile.parse`."""
    return Tile.parse(text)


def format_tile(tile: Tile) -> str:
    """Same as ``str(tile)``."""
    return str(tile)


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Read a list of tiles, e.g. ``[6-3][5-4]`` or ``[6-4]×3``, in the order written."""
    scan = Scanner(text.replace(WORD_JOINER, "").replace(BREAK, ""), "bagchen.tiles")
    tiles: list[Tile] = []
    while True:
        tile = read_tile(scan)
        count = 1
        if scan.accept(TIMES, "x"):
            count = scan.number(1, 64)
        tiles.extend([tile] * count)
        if scan.at_end():
            break
        scan.accept(" ")
        if scan.peek() != "[":
            raise scan.error("notation.expected", expected="[")
    check_copies(tiles)
    return tuple(tiles)


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Write tiles canonically: each run of one type as ``[a-b]×n`` (n ≥ 2), no spaces."""
    parts: list[str] = []
    last = -1
    count = 0
    previous = None
    for tile in tiles:
        key = tile._key  # type: ignore[attr-defined]  # (a tile's type as a number: compared millions of times)
        if key == last:
            count += 1
            continue
        if previous is not None:
            parts.append(_run(previous, count))
        previous, last, count = tile, key, 1
    if previous is not None:
        parts.append(_run(previous, count))
    return "".join(parts)


def _run(tile: Tile, count: int) -> str:
    return str(tile) if count == 1 else f"{tile}{TIMES}{count}"


def check_copies(tiles: Iterable[Tile]) -> None:
    """Fail if any type occurs more often than the 64-tile set holds it."""
    for tile, count in Counter(tiles).items():
        if count > tile.copies:
            raise InvalidPositionError(
                "bagchen.too-many-copies", tile=str(tile), count=count, copies=tile.copies
            )
