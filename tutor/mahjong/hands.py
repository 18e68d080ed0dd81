"""Hands and sets, and when a hand is complete (spec §3.1).

A hand is its exposed sets, its declared concealed kongs, its concealed tiles (the
rest, however they are grouped on paper), its bonus tiles and, for a winning hand,
the winning tile.  The concealed tiles are arranged by the engine: a hand is
complete when they split into the sets still missing plus one pair (*standard*),
or when they are Thirteen Orphans or Nine Gates (the special hands, unless the rule
option ``special_hands`` is off: ``special=False`` below).  Seven pairs is not a hand here.

>>> from tutor.mahjong.notation import parse_hand
>>> hand = parse_hand("{1C 1C 1C 2C 2C 2C 3C 3C 3C} {7D 8D 9D} North North")
>>> [format_blocks(d) for d in decompositions(hand)]
['1C 2C 3C · 1C 2C 3C · 1C 2C 3C · 7D 8D 9D · North North', '1C 1C 1C · 2C 2C 2C · 3C 3C 3C · 7D 8D 9D · North North']
>>> completion(hand).shape, [str(t) for t in waits(parse_hand("{1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C}"))]
('standard', ['1C', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

from tutor.i18n import N_, gettext, reader_language
from tutor.mahjong.tiles import ALL_KINDS, MAJORS, Bonus, Tile, counts

MAJOR_KINDS = tuple(t.kind for t in MAJORS)

Shape = Literal["chow", "pung", "kong", "pair"]


@dataclass(frozen=True, order=True)
class Block:
    """A set (chow, pung, kong) or a pair, named by its shape and its lowest tile."""

    shape: Shape
    first: Tile

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.shape == "chow":
            return (self.first, Tile(self.first.kind + 1), Tile(self.first.kind + 2))
        return (self.first,) * {"pair": 2, "pung": 3, "kong": 4}[self.shape]

    @property
    def is_set(self) -> bool:
        return self.shape != "pair"

    def __str__(self) -> str:
        return " ".join(map(str, self.tiles))


@dataclass(frozen=True)
class Hand:
    """A player's tiles at the end of a hand, as the notation writes them.

    ``exposed`` are the sets on the table; ``kongs`` the declared concealed kongs;
    ``groups`` the concealed tiles in the groups written with braces, ``loose`` the
    concealed tiles written bare; ``star`` says where the winning tile is written:
    (part, group, position), part being ``exposed``, ``groups`` or ``loose``.
    """

    exposed: tuple[Block, ...] = ()
    kongs: tuple[Block, ...] = ()
    groups: tuple[tuple[Tile, ...], ...] = ()
    loose: tuple[Tile, ...] = ()
    bonus: tuple[Bonus, ...] = ()
    star: tuple[str, int, int] | None = None

    @property
    def melds(self) -> tuple[Block, ...]:
        """The sets fixed before the concealed tiles are arranged: exposed, then declared kongs."""
        return self.exposed + self.kongs

    @property
    def concealed(self) -> tuple[Tile, ...]:
        """Every concealed tile not in a declared kong, as written."""
        return tuple(t for g in self.groups for t in g) + self.loose

    @property
    def winning(self) -> Tile | None:
        if self.star is None:
            return None
        part, group, index = self.star
        if part == "exposed":
            return self.exposed[group].tiles[index]
        if part == "groups":
            return self.groups[group][index]
        return self.loose[index]

    @property
    def claimed_set(self) -> Block | None:
        """The exposed set the winning tile is written in (it was claimed to complete it), if any."""
        return self.exposed[self.star[1]] if self.star is not None and self.star[0] == "exposed" else None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """Every playing tile of the hand."""
        return tuple(t for b in self.melds for t in b.tiles) + self.concealed

    @property
    def size(self) -> int:
        """The tile count the rules check: kongs count as three (SEED: a kong is one extra tile)."""
        return len(self.tiles) - sum(1 for b in self.melds if b.shape == "kong")

    def before_win(self) -> tuple[tuple[Block, ...], tuple[Tile, ...]]:
        """The fixed sets and the concealed tiles the player held just before the winning tile."""
        won = self.winning
        if won is None:
            return self.melds, self.concealed
        claimed = self.claimed_set
        if claimed is not None:
            rest = list(claimed.tiles)
            rest.remove(won)
            melds = tuple(b for i, b in enumerate(self.exposed) if i != self.star[1]) + self.kongs  # type: ignore[index]
            return melds, self.concealed + tuple(rest)
        concealed = list(self.concealed)
        concealed.remove(won)
        return self.melds, tuple(concealed)


def set_of(tiles: Sequence[Tile]) -> Block | None:
    """The set three or four tiles make, or ``None``.

    >>> set_of([Tile(2), Tile(0), Tile(1)]), set_of([Tile(27), Tile(28), Tile(29)])
    (Block(shape='chow', first=Tile('1C')), None)
    """
    ordered = sorted(tiles)
    if len(set(ordered)) == 1 and len(ordered) in (3, 4):
        return Block("pung" if len(ordered) == 3 else "kong", ordered[0])
    if (len(ordered) == 3 and not ordered[0].is_honour and ordered[0].suit == ordered[2].suit
            and [t.kind - ordered[0].kind for t in ordered] == [0, 1, 2]):
        return Block("chow", ordered[0])
    return None


# --- arranging the concealed tiles -----------------------------------------------------------

Split = tuple[tuple[Shape, int], ...]  # blocks as (shape, kind offset in the suit), sorted


@cache
def _suit_splits(row: tuple[int, ...]) -> tuple[Split, ...]:
    """Every way nine counts of one suit split into pungs, chows and at most one pair."""
    found: set[Split] = set()

    def walk(row: list[int], blocks: list[tuple[Shape, int]], pair: bool) -> None:
        i = next((k for k, c in enumerate(row) if c), None)
        if i is None:
            found.add(tuple(sorted(blocks, key=lambda b: (b[1], b[0]))))  # in tile order, as a reader lays them out
            return
        if row[i] >= 3:
            row[i] -= 3
            walk(row, [*blocks, ("pung", i)], pair)
            row[i] += 3
        if i <= 6 and row[i + 1] and row[i + 2]:
            for k in (i, i + 1, i + 2):
                row[k] -= 1
            walk(row, [*blocks, ("chow", i)], pair)
            for k in (i, i + 1, i + 2):
                row[k] += 1
        if row[i] >= 2 and not pair:
            row[i] -= 2
            walk(row, [*blocks, ("pair", i)], True)
            row[i] += 2

    walk(list(row), [], False)
    return tuple(sorted(found))


@cache
def _suit_options(base: int, row: tuple[int, ...]) -> tuple[tuple[tuple[Block, ...], int], ...]:
    """:func:`_suit_splits` as blocks of real tiles (``base`` is the suit's first kind), with their pair count."""
    return tuple((tuple(Block(shape, Tile(base + offset)) for shape, offset in split),
                  sum(1 for shape, _ in split if shape == "pair")) for split in _suit_splits(row))


_HONOUR_SHAPES: dict[int, Shape] = {2: "pair", 3: "pung"}


def arrangements(tiles: Sequence[Tile] | Sequence[int]) -> list[tuple[Block, ...]]:
    """Every split of concealed tiles (or of a 34-array of counts) into sets plus exactly one pair.

    Sets never cross suits, so each suit is split on its own (and remembered) and the
    splits are combined, keeping those with one pair in all.

    >>> [" · ".join(map(str, a)) for a in arrangements([Tile(k) for k in (0, 0, 0, 1, 2)])]
    ['1C 2C 3C · 1C 1C']
    >>> arrangements([Tile(k) for k in (0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 9, 9, 10, 10)])  # seven pairs
    []
    """
    return _arrange(_row(tiles))


def _row(tiles: Sequence[Tile] | Sequence[int]) -> list[int]:
    """A 34-array of counts (given, or counted from tiles)."""
    if tiles and isinstance(tiles[0], Tile):
        row = [0] * 34
        for t in tiles:
            row[t.kind] += 1  # type: ignore[union-attr]
        return row
    return [t for t in tiles if isinstance(t, int)]


def _arrange(row: list[int]) -> list[tuple[Block, ...]]:
    if sum(row) % 3 != 2:
        return []
    honours: list[Block] = []
    pairs = 0
    for kind in range(27, 34):  # cheapest test first: an honour is a pair, a pung or nothing
        count = row[kind]
        if count:
            shape = _HONOUR_SHAPES.get(count)
            if shape is None:
                return []
            pairs += shape == "pair"
            honours.append(Block(shape, Tile(kind)))
    if pairs > 1:
        return []
    suits = []
    for base in (0, 9, 18):
        options = _suit_options(base, tuple(row[base:base + 9]))
        if not options:
            return []
        suits.append(options)
    found = []
    for c_blocks, c_pairs in suits[0]:
        for d_blocks, d_pairs in suits[1]:
            if pairs + c_pairs + d_pairs > 1:
                continue
            for b_blocks, b_pairs in suits[2]:
                if pairs + c_pairs + d_pairs + b_pairs == 1:
                    found.append(c_blocks + d_blocks + b_blocks + tuple(honours))
    return found


def complete_row(row: list[int], melds: int = 0, special: bool = True) -> bool:
    """Whether concealed tiles counted in ``row`` (a 34-array) complete a hand with ``melds`` fixed sets:
    ``completion(...).complete`` without building the arrangements (the automatic players ask it often).
    ``special``: Thirteen Orphans counts (the rule option ``special_hands``)."""
    if sum(row) + 3 * melds != 14:
        return False
    orphans = special and not melds
    pairs = 0
    for kind in range(27, 34):
        count = row[kind]
        if count:
            shape = _HONOUR_SHAPES.get(count)
            if shape is None:
                return orphans and _thirteen_orphans(row)
            pairs += shape == "pair"
    if pairs > 1:
        return orphans and _thirteen_orphans(row)
    possible = {pairs}
    for base in (0, 9, 18):
        options = _suit_options(base, tuple(row[base:base + 9]))
        possible = {p + q for p in possible for _, q in options if p + q <= 1}
        if not possible:
            return orphans and _thirteen_orphans(row)
    return 1 in possible or (orphans and _thirteen_orphans(row))


def _thirteen_orphans(row: list[int]) -> bool:
    """One of each terminal and honour plus a second of one of them: 14 concealed tiles."""
    return row[0] > 0 and row[33] > 0 and sum(row) == 14 and all(row[k] for k in MAJOR_KINDS) and sum(row[k] for k in MAJOR_KINDS) == 14


_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _nine_gates(row: list[int]) -> bool:
    """1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any 14th tile of that suit, all concealed."""
    return sum(row) == 14 and any(
        sum(row[base:base + 9]) == 14 and all(row[base + i] >= n for i, n in enumerate(_GATES)) for base in (0, 9, 18))


@dataclass(frozen=True)
class Completion:
    """Whether a hand is complete: its shape (``standard``, ``thirteen_orphans``, ``nine_gates`` or
    ``None``) and every arrangement of its concealed tiles into sets and a pair."""

    shape: str | None
    arrangements: tuple[tuple[Block, ...], ...]

    @property
    def complete(self) -> bool:
        return self.shape is not None


def completion(hand: Hand, special: bool = True) -> Completion:
    """Is ``hand`` complete, and in how many ways can its concealed tiles be arranged?

    The tile count must be 14 with each kong counted as three; special hands must be concealed.
    ``special=False`` (the rule option ``special_hands`` off): Thirteen Orphans is no hand,
    and Nine Gates only the four sets and the pair its tiles also make.

    >>> from tutor.mahjong.notation import parse_hand
    >>> orphans = parse_hand("1C 9C 1D 9D 1B 9B East South West North Red Green White White*")
    >>> completion(orphans).shape, completion(orphans, special=False).shape
    ('thirteen_orphans', None)
    >>> gates = parse_hand("1C 1C 1C 2C 3C 4C 5C 6C 7C 8C 9C 9C 9C 5C*")
    >>> completion(gates).shape, completion(gates, special=False).shape
    ('nine_gates', 'standard')
    """
    concealed = hand.concealed
    if len(concealed) + 3 * len(hand.melds) != 14:
        return Completion(None, ())
    row = _row(concealed)
    found = tuple(_arrange(row))
    if found and special and not hand.melds and _nine_gates(row):
        return Completion("nine_gates", found)
    if found:
        return Completion("standard", found)
    if special and not hand.melds and _thirteen_orphans(row):
        return Completion("thirteen_orphans", ())
    return Completion(None, ())


#: why a hand of tiles is not complete, by stable code (see :func:`why_incomplete`)
INCOMPLETE: dict[str, str] = {
    "mahjong.tile-count": N_("the hand has {count} tiles (kongs counted as three); a complete hand has 14"),
    "mahjong.undeclared-kong-count": N_("the hand has {count} tiles: the four {tile} are not a kong until they are "
                                        "declared, so they count as four tiles, not three; a complete hand has 14"),
    "mahjong.seven-pairs": N_("seven pairs is no hand in the classical rules (it is in the modern Chinese and "
                              "Japanese games): a complete hand is four sets and a pair, or Thirteen Orphans or "
                              "Nine Gates"),
    "mahjong.special-hands-off": N_("these tiles are Thirteen Orphans, a special hand these rules do not accept "
                                    "(the rule option special_hands is off): a complete hand is four sets and a "
                                    "pair"),
    "mahjong.undeclared-kong": N_("the four {tile} in the hand are not a kong: four of a kind becomes a kong only "
                                  "when it is declared, and until then the four tiles must fit into the sets and "
                                  "the pair like any others; these tiles make neither four sets and a pair nor a "
                                  "special hand"),
    "mahjong.no-arrangement": N_("these tiles make neither four sets and a pair nor a special hand"),
}


def _fours(concealed: Sequence[Tile]) -> list[Tile]:
    """The kinds of which the concealed tiles hold all four (undeclared: no kong)."""
    row = _row(concealed) if concealed else [0] * 34
    return [Tile(kind) for kind, count in enumerate(row) if count == 4]


def why_incomplete(hand: Hand, special: bool = True) -> str | None:
    """The code of the reason ``hand`` is not complete, or ``None`` if it is (``special``: see :func:`completion`).

    >>> from tutor.mahjong.notation import parse_hand
    >>> why_incomplete(parse_hand("1C 1C 3C 3C 5C 5C 7C 7C 9C 9C 1D 1D 2D 2D*"))
    'mahjong.seven-pairs'
    >>> why_incomplete(parse_hand("1C 2C 3C 4C 5C 6C 7C 8C 9C 1D 2D 3D 5D 4D"))
    'mahjong.no-arrangement'

    Four of a kind held in the hand is no kong until it is declared: undeclared, its
    tiles count as four and must fit into the sets and the pair.

    >>> why_incomplete(parse_hand("[3D 4D 5D] 3D 3D 3D 6D 7D 8D 9D North North North North"))
    'mahjong.undeclared-kong'
    >>> why_incomplete(parse_hand("[3D 4D 5D] 3D 3D 3D 6D 7D 8D 9D 9D North North North North", check_count=False))
    'mahjong.undeclared-kong-count'
    >>> why_incomplete(parse_hand("[3D 4D 5D] ⟨North North North North⟩ 3D 3D 3D 6D 7D 8D 9D 9D"))
    """
    if completion(hand, special).complete:
        return None
    concealed = hand.concealed
    count = len(concealed) + 3 * len(hand.melds)
    fours = _fours(concealed)
    if count != 14:
        return "mahjong.undeclared-kong-count" if fours and count - len(fours) == 14 else "mahjong.tile-count"
    row = _row(concealed)
    if not special and not hand.melds and _thirteen_orphans(row):
        return "mahjong.special-hands-off"
    if not hand.melds and len(concealed) == 14 and all(n in (0, 2) for n in row):
        return "mahjong.seven-pairs"
    if fours:
        return "mahjong.undeclared-kong"
    return "mahjong.no-arrangement"


def explain_incomplete(hand: Hand, language: str | None = None, special: bool = True) -> str:
    """Why ``hand`` is not complete, in ``language`` (the reader's by default; empty if it is complete).

    >>> from tutor.mahjong.notation import parse_hand
    >>> print(explain_incomplete(parse_hand("[3D 4D 5D] 3D 3D 3D 6D 7D 8D 9D North North North North"), "en"))
    the four North in the hand are not a kong: four of a kind becomes a kong only when it is declared, and until then the four tiles must fit into the sets and the pair like any others; these tiles make neither four sets and a pair nor a special hand
    """
    language = reader_language(language)
    code = why_incomplete(hand, special)
    if code is None:
        return ""
    count = len(hand.concealed) + 3 * len(hand.melds)
    fours = _fours(hand.concealed)
    return gettext(INCOMPLETE[code], language).format(count=count, tile=fours[0] if fours else "")


def decompositions(hand: Hand, special: bool = True) -> list[tuple[Block, ...]]:
    """The whole hand's arrangements: its fixed sets followed by each arrangement of the rest."""
    return [hand.melds + a for a in completion(hand, special).arrangements]


def format_blocks(blocks: Sequence[Block]) -> str:
    return " · ".join(map(str, blocks))


def waits(hand: Hand, *, dead_waits_count: bool = False, special: bool = True) -> list[Tile]:
    """The tile kinds that would complete a 13-tile hand (spec §2, "only possible tile").

    A kind of which the player already holds all four cannot be drawn, so it is no wait
    unless ``dead_waits_count`` (the rule option of that name) says shapes alone count;
    ``special=False``: Thirteen Orphans is no hand (the rule option ``special_hands``).

    >>> from tutor.mahjong.notation import parse_hand
    >>> hand = parse_hand("[1C 1C 1C] [2B 2B 2B] {6D 6D 6D 6D} 3D 4D 5D")
    >>> [str(t) for t in waits(hand)], [str(t) for t in waits(hand, dead_waits_count=True)]
    (['3D'], ['3D', '6D'])
    """
    melds, concealed = hand.melds, hand.concealed
    return waits_of(melds, concealed, dead_waits_count=dead_waits_count, special=special)


def waits_of(melds: tuple[Block, ...], concealed: Sequence[Tile], *, dead_waits_count: bool = False,
             special: bool = True) -> list[Tile]:
    """:func:`waits` for fixed sets and concealed tiles given apart (the hand before a win)."""
    return list(_waits(tuple(melds), tuple(sorted(concealed)), dead_waits_count, special))


@lru_cache(maxsize=4096)
def _waits(melds: tuple[Block, ...], concealed: tuple[Tile, ...], dead_waits_count: bool,
           special: bool = True) -> tuple[Tile, ...]:
    held = counts([*(t for b in melds for t in b.tiles), *concealed])
    # the winning tile joins a pair or a set with concealed tiles: it is one of them or, in a suit, within two
    # of one; only Thirteen Orphans (no sets shown) waits for a tile it may not yet hold
    near = set(MAJOR_KINDS) if not melds and special else set()
    for tile in concealed:
        kind = tile.kind
        near.add(kind)
        if kind < 27:
            near.update(k for k in range(kind - 2, kind + 3) if k // 9 == kind // 9)
    row = _row(concealed) if concealed else [0] * 34
    result = []
    for tile in ALL_KINDS:
        kind = tile.kind
        if kind not in near or (held[kind] >= 4 and not dead_waits_count):
            continue
        row[kind] += 1
        if complete_row(row, len(melds), special):
            result.append(tile)
        row[kind] -= 1
    return tuple(result)


@dataclass(frozen=True)
class Player:
    """A player's tiles during a hand: concealed (sorted), exposed sets, flowers and seasons,
    discards (those nobody claimed), declared concealed kongs."""

    concealed: tuple[Tile, ...]
    exposed: tuple[Block, ...] = ()
    bonus: tuple[Bonus, ...] = ()
    discards: tuple[Tile, ...] = ()
    kongs: tuple[Block, ...] = ()

    @property
    def melds(self) -> tuple[Block, ...]:
        return self.exposed + self.kongs

    def text(self, winning: Tile | None = None) -> str:
        """The hand in the notation; ``winning`` is starred among the concealed tiles."""
        parts = [f"[{b}]" for b in self.exposed] + [f"⟨{b}⟩" for b in self.kongs]
        concealed = [str(t) for t in self.concealed]
        if winning is not None:
            concealed[concealed.index(str(winning))] += "*"
        return " ".join([*parts, *concealed, *map(str, self.bonus)])

    def complete_with(self, extra: Tile | None = None, special: bool = True) -> bool:
        """Whether the concealed tiles (with ``extra``) and the sets make a complete hand (``special``: Thirteen
        Orphans counts, the rule option ``special_hands``)."""
        row = [0] * 34
        for tile in self.concealed:
            row[tile.kind] += 1
        if extra is not None:
            row[extra.kind] += 1
        return complete_row(row, len(self.exposed) + len(self.kongs), special)
