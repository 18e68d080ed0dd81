"""What a seat may play: every legal lead a hand holds, and every set that beats a face-up top.

Random play asks these questions millions of times, so the answers are looked up in tables
remembered per point and per the two rule options that shape leads (``double_mother_son``,
``mixed_ministers_max``): the legal leads of each family of tile types per count of its types,
and the beaters of each face-up top per count of the types that could beat it.  The tests in
``tests/bagchen/test_fast_paths.py`` compare them with a plain search.

>>> from tutor.bagchen import Rules, format_tiles, parse_tiles
>>> from tutor.bagchen.legal import beaters, leads_in
>>> [str(lead) for lead in leads_in(parse_tiles("[6-6]×2[6-3]"), None, Rules())]
['[6-6]', '[6-6]×2', '[6-3]', '[6-6][6-3]', '[6-6]×2[6-3]']
>>> [format_tiles(g) for g in beaters(None, Rules(), parse_tiles("[5-3]"), parse_tiles("[6-6][6-3][5-4]"))]
['[5-4]', '[6-3]']
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping
from itertools import compress, product
from operator import gt, itemgetter

from tutor.bagchen.leads import Lead, LeadKind, classify_cached, judge
from tutor.bagchen.notation import check_copies
from tutor.bagchen.point import Point
from tutor.bagchen.rules import Rules
from tutor.bagchen.tiles import TILE_TYPES, Rank, Suit, Tile, type_counts

TILES_EACH = 16
CHIEFS = (Tile(6, 6), Tile(6, 3), Tile(5, 4))
MINISTERS = (Tile(1, 1), Tile(6, 2), Tile(5, 3))
HORSE_ORDER = (Tile(4, 3), Tile(4, 2), Tile(4, 1), Tile(2, 1))
EARTH_RANKS = tuple(r for r in Rank if r.suit is Suit.EARTH)
#: The ranks above each rank, in its suit, highest first.
HIGHER = {rank: tuple(r for r in Rank if r.suit is rank.suit and r.level > rank.level) for rank in Rank}


def beats_blind_pair(lead: Lead, tiles: tuple[Tile, ...], point: Point | None, rules: Rules) -> bool:
    """Any pair (an ordinary set of two) of the shown tile's suit beats a blind pair (spec §6 Q12)."""
    found = classify_cached(tuple(sorted(tiles, key=lambda t: t.order)), point, rules.double_mother_son,
                            rules.mixed_ministers_max)
    return (isinstance(found, Lead) and found.kind in (LeadKind.SKY_SET, LeadKind.EARTH_SET)
            and found.size == 2 and found.tiles[0].suit is lead.tiles[0].suit)


def leads_in(tiles: Iterable[Tile], point: Point | None, rules: Rules) -> list[Lead]:
    """Every distinct legal lead the tiles hold (each multiset of tiles once).

    The candidates come in a fixed order (points, then each type's sets, the earth ranks' sets, chiefs,
    ministers, horses); each family's legal leads are worked out once per count of its tile types and
    remembered, so a hand costs a few look-ups.
    """
    tiles = tuple(tiles)
    counts = type_counts(tiles)
    if any(map(gt, counts, _COPIES)):
        check_copies(tiles)  # more copies than the set holds: a coded error
    return list(_leads_of_counts(counts, point, rules.double_mother_son, rules.mixed_ministers_max))


_COPIES = tuple(t.copies for t in TILE_TYPES)
_POSITIONS = range(len(TILE_TYPES))


def _pick_one(position: int) -> Callable[[list[int]], tuple[int, ...]]:
    return lambda counts: (counts[position],)


#: The families of candidate leads that may mix types, tried after the point tiles and after each
#: type's own sets: (tile types by position in :data:`TILE_TYPES`, fewest tiles, most tiles).
_FAMILIES: tuple[tuple[tuple[int, ...], int, int], ...] = (
    *((tuple(t.order for t in rank.tiles), 2, 4) for rank in EARTH_RANKS),
    (tuple(t.order for t in CHIEFS), 2, 8),
    (tuple(t.order for t in MINISTERS), 2, 8),
    (tuple(t.order for t in HORSE_ORDER), 2, 4),
)
_PICK: tuple[Callable[[list[int]], tuple[int, ...]], ...] = tuple(
    itemgetter(*family) if len(family) > 1 else _pick_one(family[0]) for family, _, _ in _FAMILIES)

_Found = tuple[tuple[int, Lead], ...]  # legal leads, each with a number naming its multiset of tiles


class _LeadTable:
    """The legal leads of each family of candidates, per count of its tile types, under one point and the
    two options that shape leads (filled as random play asks)."""

    def __init__(self, point: Point | None, double_mother_son: bool, mixed_ministers_max: int) -> None:
        self.options = (point, double_mother_son, mixed_ministers_max)
        self.point = point
        self.points = _point_positions(point)
        self.point_sets: dict[tuple[int, ...], _Found] = {}
        self.families: list[dict[tuple[int, ...], _Found]] = [{} for _ in _FAMILIES]
        self.singles = [[self.find((p,), (n,), 1, 4) if n else () for n in range(t.copies + 1)]
                        for p, t in enumerate(TILE_TYPES)]

    def find(self, family: tuple[int, ...], held: tuple[int, ...], low: int, high: int) -> _Found:
        """The legal leads among the sub-multisets of ``held`` tiles of the ``family`` types, in the order tried."""
        found: list[tuple[int, Lead]] = []
        counts = {TILE_TYPES[p]: n for p, n in zip(family, held, strict=True) if n}
        for group in _sub_multisets(counts, low, high):
            key = tuple(sorted(group, key=lambda t: t.order))
            lead = classify_cached(key, *self.options)
            if isinstance(lead, Lead):
                found.append((sum(1 << (3 * t.order) for t in key), lead))
        return tuple(found)


_LEAD_TABLES: dict[tuple[Point | None, bool, int], _LeadTable] = {}
_LAST_LEAD_TABLE: list[_LeadTable | None] = [None]


def _leads_of_counts(counts: list[int], point: Point | None, double_mother_son: bool,
                     mixed_ministers_max: int) -> tuple[Lead, ...]:
    """:func:`leads_in` for the tiles held, counted by position in :data:`TILE_TYPES`."""
    table = _LAST_LEAD_TABLE[0]
    if table is None or table.point is not point or table.options[1:] != (double_mother_son, mixed_ministers_max):
        options = (point, double_mother_son, mixed_ministers_max)
        table = _LEAD_TABLES.get(options)
        if table is None:
            table = _LEAD_TABLES[options] = _LeadTable(*options)
        _LAST_LEAD_TABLE[0] = table  # random play asks under the same point many times in a row
    found: dict[int, Lead] = {}  # a multiset found again is the same lead: it keeps its first place
    if table.points:
        held = tuple(counts[p] for p in table.points)
        if any(held):
            leads = table.point_sets.get(held)
            if leads is None:
                leads = table.point_sets[held] = table.find(table.points, held, 1, 4)
            found.update(leads)
        counts = list(counts)
        for p in table.points:
            counts[p] = 0
    singles = table.singles
    for p in compress(_POSITIONS, counts):  # the types held
        found.update(singles[p][counts[p]])
    for i, pick in enumerate(_PICK):
        held = pick(counts)
        if any(held):
            known = table.families[i]
            leads = known.get(held)
            if leads is None:
                family, low, high = _FAMILIES[i]
                leads = known[held] = table.find(family, held, low, high)
            found.update(leads)
    return tuple(found.values())


@functools.lru_cache(maxsize=64)
def _point_positions(point: Point | None) -> tuple[int, ...]:
    return tuple(t.order for t in point.types) if point else ()


def _sub_multisets(counts: Mapping[Tile, int], low: int, high: int) -> Iterator[tuple[Tile, ...]]:
    """Every sub-multiset of ``counts`` with ``low`` to ``high`` tiles."""
    types = list(counts)
    for ks in product(*(range(counts[t] + 1) for t in types)):
        if low <= sum(ks) <= high:
            yield tuple(t for t, k in zip(types, ks, strict=True) for _ in range(k))

_Beaters = tuple[tuple[Tile, ...], ...]


class _BeaterTable:
    """What beats what under one point and the two options that shape leads (filled as random play asks).

    For each face-up top: its lead and the families of tile types that could beat it (the chiefs, the
    stallion, or each rank above it, each type for sky ranks; never point tiles).  The beaters are
    remembered per count of the types of all those families, and of each family.
    """

    def __init__(self, point: Point | None, rules: Rules) -> None:
        self.point, self.rules = point, rules
        self.points = frozenset(_point_positions(point))
        self.tops: dict[tuple[Tile, ...], tuple[int, Lead, Callable[[list[int]], tuple[int, ...]],
                                               tuple[tuple[int, ...], ...]]] = {}
        self.every: dict[tuple[int, tuple[int, ...]], _Beaters] = {}
        self.each: dict[tuple[int, int, tuple[int, ...]], _Beaters] = {}
        self.judged: dict[tuple[tuple[Tile, ...], tuple[Tile, ...]], bool] = {}

    def top(self, tiles: tuple[Tile, ...]) -> tuple[int, Lead, Callable[[list[int]], tuple[int, ...]],
                                                    tuple[tuple[int, ...], ...]]:
        top_lead, families = _top_and_beater_families(tiles, self.point, self.rules)
        families = tuple(f for f in (tuple(p for p in family if p not in self.points) for family in families) if f)
        positions = [p for family in families for p in family]
        pick = itemgetter(*positions) if len(positions) > 1 else _pick_one(positions[0]) if positions else _none
        if len(self.tops) > 4096:
            self.tops.clear()
        found = self.tops[tiles] = (next(_TOP_NUMBERS), top_lead, pick, families)
        return found

    def beaters(self, number: int, top_lead: Lead, families: tuple[tuple[int, ...], ...],
                counts: list[int]) -> _Beaters:
        groups: list[tuple[Tile, ...]] = []
        for i, family in enumerate(families):
            held = tuple(counts[p] for p in family)
            if not any(held):
                continue
            beaters = self.each.get((number, i, held))
            if beaters is None:
                if len(self.each) > 65536:
                    self.each.clear()
                types = {TILE_TYPES[p]: n for p, n in zip(family, held, strict=True) if n}
                beaters = self.each[(number, i, held)] = tuple(
                    g for g in _beater_groups(top_lead, types) if judge(top_lead, g, self.point, self.rules))
            groups += beaters
        return tuple(groups)


_TOP_NUMBERS = itertools.count()
_BEATER_TABLES: dict[tuple[Point | None, bool, int], _BeaterTable] = {}
_LAST_BEATER_TABLE: list[tuple[Point | None, Rules, _BeaterTable] | None] = [None]


def beats_top(point: Point | None, rules: Rules, top: tuple[Tile, ...], tiles: tuple[Tile, ...]) -> bool:
    """Whether ``tiles`` played face up beat the face-up ``top`` (:func:`judge`'s verdict, remembered)."""
    table = _beater_table(point, rules)
    key = (top, tiles)
    found = table.judged.get(key)
    if found is None:
        if len(table.judged) > 65536:
            table.judged.clear()
        found = table.judged[key] = bool(judge(face_up_lead(top, point, rules), tiles, point, rules))
    return found


def face_up_lead(top: tuple[Tile, ...], point: Point | None, rules: Rules) -> Lead:
    """The lead a face-up play in a trick makes (it was checked when it was played)."""
    found = classify_cached(tuple(sorted(top, key=lambda t: t.order)), point, rules.double_mother_son,
                            rules.mixed_ministers_max)
    assert isinstance(found, Lead)
    return found


def _beater_table(point: Point | None, rules: Rules) -> _BeaterTable:
    last = _LAST_BEATER_TABLE[0]
    if last is not None and last[0] is point and last[1] is rules:
        return last[2]  # random play asks under the same point and rules many times in a row
    options = (point, rules.double_mother_son, rules.mixed_ministers_max)
    table = _BEATER_TABLES.get(options)
    if table is None:
        table = _BEATER_TABLES[options] = _BeaterTable(point, rules)
    _LAST_BEATER_TABLE[0] = (point, rules, table)
    return table


def _none(counts: list[int]) -> tuple[int, ...]:
    return ()


def beaters(point: Point | None, rules: Rules, top: tuple[Tile, ...], tiles: tuple[Tile, ...]) -> _Beaters:
    """The groups of ``tiles`` that beat the face-up ``top`` (no point tiles), the same families in the same order
    each time: the chiefs, the stallion, or each rank above it."""
    table = _beater_table(point, rules)
    found = table.tops.get(top)
    if found is None:
        found = table.top(top)
    number, top_lead, pick, families = found
    if not families:
        return ()
    counts = type_counts(tiles)
    key = (number, pick(counts))
    groups = table.every.get(key)
    if groups is None:
        if len(table.every) > 65536:
            table.every.clear()
        groups = table.every[key] = table.beaters(number, top_lead, families, counts)
    return groups


def _top_and_beater_families(top: tuple[Tile, ...], point: Point | None,
                             rules: Rules) -> tuple[Lead, tuple[tuple[int, ...], ...]]:
    """The lead a face-up play makes, and the families of tile types (by position) that could beat it,
    in the order they are tried: the chiefs, the stallion, or each rank above it (each type for sky ranks)."""
    found = classify_cached(tuple(sorted(top, key=lambda t: t.order)), point, rules.double_mother_son,
                            rules.mixed_ministers_max)
    assert isinstance(found, Lead)
    if found.kind is LeadKind.MIXED_MINISTERS:
        families: tuple[tuple[Tile, ...], ...] = (CHIEFS,)
    elif found.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE):
        families = (STALLION_TILES,)
    elif found.kind in (LeadKind.SINGLE, LeadKind.SKY_SET, LeadKind.EARTH_SET):
        assert found.rank is not None
        higher = HIGHER[found.rank]
        if found.rank.suit is Suit.SKY:
            families = tuple((t,) for r in higher for t in r.tiles)
        else:
            families = tuple(r.tiles for r in higher)
    else:
        families = ()  # nothing beats the other kinds
    return found, tuple(tuple(t.order for t in family) for family in families)


def _beater_groups(top_lead: Lead, held: Mapping[Tile, int]) -> Iterable[tuple[Tile, ...]]:
    """The groups of ``held`` tiles (no points) of a shape that might beat ``top_lead``, in the order tried."""
    n = top_lead.size
    if top_lead.kind is LeadKind.MIXED_MINISTERS:
        return _sub_multisets({t: held[t] for t in CHIEFS if t in held}, n, n)
    if top_lead.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE):
        return [STALLION_TILES * (n // 2)] if all(held.get(t, 0) >= n // 2 for t in STALLION_TILES) else []
    if top_lead.kind in (LeadKind.SINGLE, LeadKind.SKY_SET, LeadKind.EARTH_SET):
        assert top_lead.rank is not None
        higher = HIGHER[top_lead.rank]
        if top_lead.rank.suit is Suit.SKY:
            return [(t,) * n for r in higher for t in r.tiles if held.get(t, 0) >= n]
        return [g for r in higher for g in _sub_multisets({t: held[t] for t in r.tiles if t in held}, n, n)]
    return []


SPECIAL = frozenset({LeadKind.MARE, LeadKind.DOUBLE_MARE, LeadKind.STALLION, LeadKind.DOUBLE_STALLION,
                     LeadKind.COMPLETE_HORSE, LeadKind.MOTHER_SON, LeadKind.DOUBLE_MOTHER_SON})
HORSE_TILES = frozenset(HORSE_ORDER)
STALLION_TILES = (Tile(4, 3), Tile(4, 2))
