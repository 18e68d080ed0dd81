"""Leads (combinations), what beats them, and when nothing can (spec §1.3, L1–L13).

:func:`classify` names a group of tiles as a legal lead — its kind, size and point
value — or says why it is not one (a coded :class:`~tutor.errors.IllegalPlayError`).
:func:`beats` judges a follower against the current top of the trick, and
:func:`is_unbeatable` asks whether any tiles not yet seen face up could beat a lead.
Everything the spec lists as a consequence of the point (no mixed ministers when
[1-1] is the point, the mare unbeatable when the sevens are, …) follows from two
properties of point tiles: they never beat, and they are led only with points.

>>> from tutor.bagchen.leads import beats, classify
>>> lead = classify("[1-1][6-2][5-3]")
>>> lead.kind, lead.mix, lead.points
(LeadKind.MIXED_MINISTERS, (1, 2), 0)
>>> beats(lead, "[6-6][5-4][5-4]")
Verdict(beats=True, reason='bagchen.chiefs-beat-ministers')
>>> classify("[4-2][2-1]", point="4-2").points  # mother and son while they are the point
3
"""

from __future__ import annotations

import enum
import functools
from collections import Counter
from collections.abc import Iterable, MutableMapping
from dataclasses import dataclass, replace
from itertools import combinations

from tutor.bagchen.notation import format_tiles
from tutor.bagchen.point import MOTHER, SON, Point
from tutor.bagchen.ranking import Tiles, Verdict, as_tiles, ordinary_set_rank
from tutor.bagchen.rules import Rules
from tutor.bagchen.terms import GLOSSARY
from tutor.bagchen.tiles import Rank, Suit, Tile, full_set
from tutor.errors import IllegalPlayError

SKY_CHIEF, SKY_MINISTER = Tile(6, 6), Tile(1, 1)
MARE = (Tile(4, 1), SON)
STALLION = (Tile(4, 3), MOTHER)


_FULL_SET = Counter(full_set())


class LeadKind(enum.Enum):
    """The kinds of lead, L1–L13 of the spec (charity, L14, is a face-down lead and has no tiles to judge)."""

    SINGLE = "bagchen.single"
    SKY_SET = "bagchen.sky-set"
    EARTH_SET = "bagchen.earth-set"
    CHIEFS = "bagchen.chiefs"
    MIXED_MINISTERS = "bagchen.mixed-ministers"
    MOTHER_SON = "bagchen.mother-son"
    DOUBLE_MOTHER_SON = "bagchen.double-mother-son"
    MARE = "bagchen.mare"
    STALLION = "bagchen.stallion"
    COMPLETE_HORSE = "bagchen.complete-horse"
    DOUBLE_MARE = "bagchen.double-mare"
    DOUBLE_STALLION = "bagchen.double-stallion"
    POINT_SET = "bagchen.point-set"
    MERGED = "bagchen.merged"  # several unbeatable leads at once (merge_unbeatable_leads, Berkhin)
    BLIND_PAIR = "bagchen.blind-pair"  # the last two tiles, one shown (fourteen_trick_blind_pair, Berkhin)

    def __repr__(self) -> str:
        return f"LeadKind.{self.name}"

    @property
    def term_id(self) -> str:
        return self.value

    def name_in(self, language: str) -> str:
        return GLOSSARY[self.value].name(language)


#: Kinds nothing can beat, whatever has been played.
NEVER_BEATEN = frozenset({LeadKind.CHIEFS, LeadKind.MOTHER_SON, LeadKind.DOUBLE_MOTHER_SON, LeadKind.STALLION,
                          LeadKind.COMPLETE_HORSE, LeadKind.DOUBLE_STALLION, LeadKind.POINT_SET, LeadKind.MERGED})

#: The leads that are points: paid for at once, and counted in a jump.
POINT_KINDS = frozenset({LeadKind.POINT_SET, LeadKind.MOTHER_SON, LeadKind.DOUBLE_MOTHER_SON})

#: The fixed combinations, by their sorted tiles.
_SPECIAL: dict[tuple[Tile, ...], LeadKind] = {
    tuple(sorted((MOTHER, SON), key=lambda t: t.order)): LeadKind.MOTHER_SON,
    tuple(sorted((MOTHER, MOTHER, SON, SON), key=lambda t: t.order)): LeadKind.DOUBLE_MOTHER_SON,
    tuple(sorted(MARE, key=lambda t: t.order)): LeadKind.MARE,
    tuple(sorted(STALLION, key=lambda t: t.order)): LeadKind.STALLION,
    tuple(sorted((*STALLION, *MARE), key=lambda t: t.order)): LeadKind.COMPLETE_HORSE,
    tuple(sorted(MARE * 2, key=lambda t: t.order)): LeadKind.DOUBLE_MARE,
    tuple(sorted(STALLION * 2, key=lambda t: t.order)): LeadKind.DOUBLE_STALLION,
}


@dataclass(frozen=True)
class Lead:
    """A legal lead: its tiles, kind, point value (chips from each non-passport opponent) and, for
    ordinary sets, its rank; for chiefs and mixed ministers, its mix (sky tiles, earth tiles)."""

    tiles: tuple[Tile, ...]
    kind: LeadKind
    points: int = 0
    rank: Rank | None = None
    mix: tuple[int, int] = (0, 0)
    point: Point | None = None
    parts: tuple[Lead, ...] = ()  # the leads a merged lead is made of

    @property
    def is_point_lead(self) -> bool:
        """A point lead (or a merged lead made only of point leads): it counts towards a jump."""
        if self.kind is LeadKind.MERGED:
            return all(part.is_point_lead for part in self.parts)
        return self.kind in POINT_KINDS

    @property
    def size(self) -> int:
        """How many tiles, and so how many tricks the stack counts for."""
        return len(self.tiles)

    def __str__(self) -> str:
        return format_tiles(self.tiles)


def _point(point: Point | str | None) -> Point | None:
    return Point.parse(point) if isinstance(point, str) else point


def classify(tiles: Tiles, point: Point | str | None = None, rules: Rules | None = None) -> Lead:
    """The lead these tiles make under ``point`` and ``rules``, or a coded error saying why they make none.

    >>> classify("[6-6][6-3][5-4]").kind, classify("[4-3][5-2]").kind
    (LeadKind.CHIEFS, LeadKind.EARTH_SET)
    >>> classify("[6-6][6-3]", point="6-6")
    Traceback (most recent call last):
      ...
    tutor.errors.IllegalPlayError: bagchen.point-mixed: [6-6][6-3] mixes point tiles with other tiles
    """
    group = as_tiles(tiles)
    key = tuple(sorted(group, key=_ORDER))
    rules = rules or Rules()
    found = classify_cached(key, _point(point), rules.double_mother_son, rules.mixed_ministers_max)
    if isinstance(found, IllegalPlayError):
        raise IllegalPlayError(found.code, **{**found.params, "tiles": format_tiles(group)})
    return found if key == group else replace(found, tiles=group)


def _ORDER(tile: Tile) -> int:
    return tile.order


def classify_sorted(group: tuple[Tile, ...], point: Point | None, rules: Rules) -> Lead | IllegalPlayError:
    """:func:`classify` for tiles already in display order; the error is returned, not raised (fast paths)."""
    return classify_cached(group, point, rules.double_mother_son, rules.mixed_ministers_max)


@functools.lru_cache(maxsize=65536)
def classify_cached(group: tuple[Tile, ...], point: Point | None, double_mother_son: bool,
              mixed_ministers_max: int) -> Lead | IllegalPlayError:
    """:func:`classify` on tiles in display order, under the two options that shape leads.

    The result is remembered: random play asks about the same groups again and again.
    """
    try:
        return _classify_uncached(group, point, double_mother_son, mixed_ministers_max)
    except IllegalPlayError as error:
        return error


def _classify_uncached(group: tuple[Tile, ...], point: Point | None, double_mother_son: bool,
                       mixed_ministers_max: int) -> Lead:
    written = format_tiles(group)
    in_point = [t in point for t in group] if point else [False] * len(group)
    special = _SPECIAL.get(group)
    if any(in_point):
        if not all(in_point):
            raise IllegalPlayError("bagchen.point-mixed", tiles=written)
        assert point is not None
        pairs = min(group.count(MOTHER), group.count(SON)) if point.mother_son_are_points else 0
        if special is LeadKind.DOUBLE_MOTHER_SON and double_mother_son:
            return Lead(group, special, points=len(group) + pairs, point=point)
        if special is LeadKind.MOTHER_SON:
            return Lead(group, special, points=3, point=point)
        return Lead(group, LeadKind.POINT_SET, points=len(group) + pairs, point=point)
    if special is LeadKind.DOUBLE_MOTHER_SON and not double_mother_son:
        raise IllegalPlayError("bagchen.double-mother-son-off", tiles=written)
    if special is not None:
        value = {LeadKind.MOTHER_SON: 1, LeadKind.DOUBLE_MOTHER_SON: 2}.get(special, 0)
        return Lead(group, special, points=value, point=point)
    sky = sum(t == SKY_CHIEF for t in group), sum(t == SKY_MINISTER for t in group)
    earth = sum(t.rank is Rank.EARTH_CHIEF for t in group), sum(t.rank is Rank.EARTH_MINISTER for t in group)
    if sky[0] and earth[0] and sky[0] + earth[0] == len(group):
        return Lead(group, LeadKind.CHIEFS, mix=(sky[0], earth[0]), point=point)
    if sky[1] and earth[1] and sky[1] + earth[1] == len(group):
        if len(group) > mixed_ministers_max:
            raise IllegalPlayError("bagchen.too-many-ministers", tiles=written, count=len(group),
                                   most=mixed_ministers_max)
        return Lead(group, LeadKind.MIXED_MINISTERS, mix=(sky[1], earth[1]), point=point)
    if len(group) > 4:
        raise IllegalPlayError("bagchen.not-a-lead", tiles=written, count=len(group))
    rank = ordinary_set_rank(group)  # an ordinary set, or a coded reason why not
    if len(group) == 1:
        return Lead(group, LeadKind.SINGLE, rank=rank, point=point)
    kind = LeadKind.SKY_SET if rank.suit is Suit.SKY else LeadKind.EARTH_SET
    return Lead(group, kind, rank=rank, point=point)


def beats(lead: Lead | Tiles, follower: Tiles, point: Point | str | None = None,
          rules: Rules | None = None) -> Verdict:
    """Does ``follower``, played face up on ``lead`` (the current top), beat it?

    The lead must be legal (else :class:`IllegalPlayError`); a follower that is not
    a legal shape simply does not beat, and the verdict says why.

    >>> beats("[4-1][2-1]", "[4-3][4-2]"), beats("[4-1][2-1]", "[6-3][6-3]").reason
    (Verdict(beats=True, reason='bagchen.stallion-beats-mare'), 'bagchen.wrong-kind')
    >>> beats("[5-3]", "[6-3]", point="6-3").reason
    'bagchen.point-cannot-beat'
    """
    point = _point(point)
    rules = rules or Rules()
    top = lead if isinstance(lead, Lead) else classify(lead, point, rules)
    return judge(top, as_tiles(follower), point, rules)


def judge(top: Lead, tiles: tuple[Tile, ...], point: Point | None, rules: Rules) -> Verdict:
    """:func:`beats` for a classified lead and a follower already read and checked."""

    def verdict(ok: bool, reason: str, follower_lead: Lead | None = None) -> Verdict:
        return Verdict(ok, reason, top.tiles, tiles, top.rank, follower_lead.rank if follower_lead else None,
                       top.kind, follower_lead.kind if follower_lead else None)

    if len(tiles) != top.size:
        return verdict(False, "bagchen.count-differs")
    if point and any(t in point for t in tiles):
        return verdict(False, "bagchen.point-cannot-beat")
    found = classify_sorted(tuple(sorted(tiles, key=_ORDER)), point, rules)
    if isinstance(found, IllegalPlayError):
        return verdict(False, found.code)
    other = found
    if top.kind in NEVER_BEATEN:
        return verdict(False, "bagchen.unbeatable-kind", other)
    if top.kind is LeadKind.MIXED_MINISTERS:
        if other.kind is not LeadKind.CHIEFS:
            return verdict(False, "bagchen.wrong-kind", other)
        if other.mix != top.mix:
            return verdict(False, "bagchen.mix-differs", other)
        return verdict(True, "bagchen.chiefs-beat-ministers", other)
    if top.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE):
        wanted = LeadKind.STALLION if top.kind is LeadKind.MARE else LeadKind.DOUBLE_STALLION
        return verdict(other.kind is wanted, "bagchen.stallion-beats-mare" if other.kind is wanted
                       else "bagchen.wrong-kind", other)
    # singles and ordinary sets: same shape, same suit, strictly higher rank
    if other.rank is None or (other.kind is LeadKind.SINGLE) != (top.kind is LeadKind.SINGLE):
        return verdict(False, "bagchen.wrong-kind", other)
    assert top.rank is not None
    if other.rank.suit is not top.rank.suit:
        return verdict(False, "bagchen.other-suit", other)
    if other.rank is top.rank:
        return verdict(False, "bagchen.equal-rank", other)
    if other.rank.level > top.rank.level:
        return verdict(True, "bagchen.higher-rank", other)
    return verdict(False, "bagchen.lower-rank", other)


def unseen(lead: Lead, face_up: Iterable[Tile] = (), hand: Iterable[Tile] = ()) -> Counter[Tile]:
    """The tiles a follower might still hold: the set, less the lead, the tiles played face up and ``hand``."""
    pool = Counter(_FULL_SET)
    pool.subtract(Counter(lead.tiles))
    pool.subtract(Counter(face_up))
    pool.subtract(Counter(hand))
    return +pool


def is_unbeatable(lead: Lead | Tiles, point: Point | str | None = None, face_up: Tiles = (),
                  rules: Rules | None = None, hand: Tiles = ()) -> bool:
    """Can no follower beat ``lead``, judged from the tiles played face up (spec D30)?

    ``hand`` (the leader's own other tiles) counts only under
    ``unbeatable_knowledge = face_up_plus_own_hand``.

    >>> is_unbeatable("[1-1]×3"), is_unbeatable("[1-1]×3", face_up="[6-6]×2")
    (False, True)
    >>> is_unbeatable("[4-1][2-1]", point="4-3")  # the sevens are points: no stallion can be played
    True
    """
    return a_beater(lead, point, face_up, rules, hand) is None


def a_beater(lead: Lead | Tiles, point: Point | str | None = None, face_up: Tiles = (),
             rules: Rules | None = None, hand: Tiles = ()) -> tuple[Tile, ...] | None:
    """Tiles not yet seen that would beat ``lead`` (the highest such set), or ``None`` if none would.

    >>> a_beater("[1-1]×3", face_up="[6-6]")
    (Tile.parse('[6-6]'), Tile.parse('[6-6]'), Tile.parse('[6-6]'))
    """
    point = _point(point)
    rules = rules or Rules()
    top = lead if isinstance(lead, Lead) else classify(lead, point, rules)
    if top.kind in NEVER_BEATEN:
        return None
    own = as_tiles(hand) if rules.unbeatable_knowledge == "face_up_plus_own_hand" else ()
    return beater_in(top, point, unseen(top, as_tiles(face_up) if face_up else (), own))


def beater_in(top: Lead, point: Point | None, pool: MutableMapping[Tile, int]) -> tuple[Tile, ...] | None:
    """:func:`a_beater` with the unseen tiles already counted: ``pool`` (which this changes) is a
    :class:`~collections.Counter`, or gives a count (none or fewer count alike) for every type."""
    if top.kind in NEVER_BEATEN:
        return None
    if point:
        for tile in point.types:
            pool[tile] = 0  # point tiles never beat

    def take(tiles: Iterable[Tile], count: int) -> tuple[Tile, ...] | None:
        """``count`` tiles from the pool, drawn from ``tiles`` in order, or None if too few."""
        taken: list[Tile] = []
        for tile in tiles:
            taken += [tile] * min(pool[tile], count - len(taken))
        return tuple(taken) if len(taken) == count else None

    if top.kind is LeadKind.MIXED_MINISTERS:
        sky, earth = top.mix
        chiefs, others = take([SKY_CHIEF], sky), take(Rank.EARTH_CHIEF.tiles, earth)
        return chiefs + others if chiefs is not None and others is not None else None
    if top.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE):
        n = 1 if top.kind is LeadKind.MARE else 2
        parts = [take([t], n) for t in STALLION]
        return tuple(t for part in parts for t in part or ()) if all(part is not None for part in parts) else None
    assert top.rank is not None
    for rank in Rank:  # highest first
        if rank.suit is not top.rank.suit or rank.level <= top.rank.level:
            continue
        if rank.suit is Suit.SKY:  # sky sets are identical copies
            for tile in rank.tiles:
                found = take([tile], top.size)
                if found:
                    return found
        else:
            found = take(rank.tiles, top.size)
            if found:
                return found
    return None


def merged_lead(tiles: Tiles, point: Point | str | None = None, face_up: Tiles = (), rules: Rules | None = None,
                hand: Tiles = ()) -> Lead | None:
    """Several unbeatable leads led at once, as Berkhin allows "to save time" (``merge_unbeatable_leads``):
    the tiles split into leads that nothing unseen can beat, or ``None``.

    >>> lead = merged_lead("[1-1][6-2][5-3][6-2]", point="1-1", face_up="[6-3][5-4]")  # TV-P16
    >>> lead.kind, [str(part) for part in lead.parts], lead.points
    (LeadKind.MERGED, ['[1-1]', '[6-2]×2[5-3]'], 1)
    >>> merged_lead("[1-1][6-2][5-3][6-2]", point="1-1") is None  # the ministers could still be beaten
    True
    """
    point = _point(point)
    rules = rules or Rules()
    group = as_tiles(tiles)
    seen = as_tiles(face_up) if face_up else ()
    own = as_tiles(hand) if hand else ()
    parts = _split(tuple(sorted(group, key=_ORDER)), point, seen, rules, own)
    if parts is None or len(parts) < 2:
        return None
    return Lead(group, LeadKind.MERGED, points=sum(p.points for p in parts), point=point, parts=tuple(parts))


def _split(tiles: tuple[Tile, ...], point: Point | None, face_up: tuple[Tile, ...], rules: Rules,
           hand: tuple[Tile, ...]) -> list[Lead] | None:
    """Split ``tiles`` (in display order) into unbeatable leads, each containing the first tile left."""
    if not tiles:
        return []
    first = tiles[0]
    rest = list(tiles[1:])
    for size in range(min(len(tiles), 8), 0, -1):
        for others in set(combinations(rest, size - 1)):
            group = (first, *others)
            lead = classify_sorted(tuple(sorted(group, key=_ORDER)), point, rules)
            if isinstance(lead, IllegalPlayError) or a_beater(lead, point, face_up, rules, hand) is not None:
                continue
            left = list(rest)
            for t in others:
                left.remove(t)
            tail = _split(tuple(left), point, face_up, rules, hand)
            if tail is not None:
                return [lead, *tail]
    return None
