"""Before play: seating, the first starting player, the deal from the towers, the redeal, four sky
chiefs and uniting mother and son (spec §1.5–§1.7).  Every throw of the dice is an argument.

>>> from tutor.bagchen.deal import count_from, first_tower
>>> count_from("S", 7)  # TV-S01: the count of 7 from South ends at North
'N'
>>> first_tower("S", 10)  # TV-S02: North throws 6+4 and the count of 10 ends at East
Tower(chooser='N', thrower='N', taker='E')
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tutor.bagchen.point import MOTHER, SON, Point
from tutor.bagchen.rules import Rules
from tutor.bagchen.settlement import SEATS
from tutor.bagchen.tiles import Rank, Suit, Tile, full_set
from tutor.errors import IllegalPlayError, TutorError

SKY_CHIEF = Tile(6, 6)


def _seat(seat: str) -> str:
    if seat not in SEATS:
        raise TutorError("bagchen.unknown-seat", seat=seat)
    return seat


def count_from(seat: str, total: int, direction: str = "cw") -> str:
    """Count ``total`` round the table from ``seat`` (which counts as 1), clockwise or counter-clockwise."""
    step = 1 if direction == "cw" else -1
    return SEATS[(SEATS.index(_seat(seat)) + step * (total - 1)) % 4]


def opposite(seat: str) -> str:
    return SEATS[(SEATS.index(_seat(seat)) + 2) % 4]


# --- seating and the first starting player (§1.5, D1, D2) ---

@dataclass(frozen=True)
class Seating:
    """Where the players sit (``None`` where they sit as they like), and in what order they choose
    their seats when the rules let them choose (the Chinese article)."""

    seats: dict[str, str] | None
    choosing_order: tuple[str, ...] = ()


def seating(throws: Mapping[str, int], afternoon: bool = False, rules: Rules | None = None) -> Seating:
    """Seat four players by their throws (totals of two dice), under ``rules.seating``.

    >>> seating({"Ann": 11, "Bo": 9, "Cy": 7, "Di": 4}).seats  # TV-S05, morning
    {'Ann': 'E', 'Bo': 'S', 'Cy': 'W', 'Di': 'N'}
    >>> seating({"Ann": 11, "Bo": 9, "Cy": 7, "Di": 4}, afternoon=True).seats
    {'Di': 'E', 'Cy': 'S', 'Bo': 'W', 'Ann': 'N'}
    """
    rules = rules or Rules()
    if len(throws) != 4:
        raise TutorError("bagchen.four-players", count=len(throws))
    if rules.seating == "informal":
        return Seating(None)
    ties = [t for t, n in Counter(throws.values()).items() if n > 1]
    if ties:
        tied = sorted(p for p, t in throws.items() if t in ties)
        raise IllegalPlayError("bagchen.seating-tie", players=", ".join(tied))
    high_first = sorted(throws, key=lambda p: -throws[p])
    if rules.seating == "zh_choose":
        return Seating(None, tuple(high_first))
    if rules.seating == "ru_formal":  # the highest sits East, the rest clockwise in ascending order
        order = [high_first[0], *reversed(high_first[1:])]
    else:
        order = high_first[::-1] if afternoon else high_first
    return Seating(dict(zip(order, SEATS, strict=True)))


def first_starter(rules: Rules | None = None, throws: Sequence[int] = (), thrower: str = "E") -> str:
    """The first hand's starting player under ``rules.first_starter``; the dice chains need two throws.

    >>> first_starter(Rules(first_starter="dice_chain"), (7, 8), thrower="S")  # TV-S01
    'W'
    """
    rules = rules or Rules()
    if rules.first_starter == "east":
        return "E"
    if rules.first_starter == "west":
        return "W"
    if len(throws) != 2:
        raise TutorError("bagchen.chain-throws", count=len(throws))
    first = "W" if rules.first_starter == "dice_chain_from_west" else _seat(thrower)
    second = count_from(first, throws[0])
    return count_from(second, throws[1])


# --- the deal (§1.6, D3, D4) ---

def shuffled_hands(rng: random.Random) -> dict[str, list[Tile]]:
    """The 64 tiles shuffled and dealt, 16 to each seat (the towers make a uniformly random deal)."""
    tiles = list(full_set())
    rng.shuffle(tiles)
    return {seat: tiles[16 * i:16 * (i + 1)] for i, seat in enumerate(SEATS)}


def throw_dice(rng: random.Random) -> Point:
    """A throw of the two dice, as the tile type it names."""
    return Point(Tile(rng.randint(1, 6), rng.randint(1, 6)))


@dataclass(frozen=True)
class Tower:
    chooser: str  # who points at the first tower
    thrower: str  # who throws the dice that fix the point and the count
    taker: str  # who takes the chosen tower; the others follow clockwise


def first_tower(starter: str, total: int, rules: Rules | None = None) -> Tower:
    """Who chooses the first tower, who throws, and who takes it (TV-S02–S04).

    >>> first_tower("S", 10, Rules(deal_count_direction="ccw")).taker  # TV-S04
    'W'
    """
    rules = rules or Rules()
    thrower = opposite(starter)
    chooser = thrower if rules.first_tower_chooser == "opposite" else _seat(starter)
    return Tower(chooser, thrower, count_from(thrower, total, rules.deal_count_direction))


def tower_order(taker: str) -> tuple[str, ...]:
    """The seats in the order they take towers: from the taker clockwise, twice round (TV-S06)."""
    start = SEATS.index(_seat(taker))
    return tuple(SEATS[(start + i) % 4] for i in range(8))


# --- the redeal (§1.7, D6) ---

def redeal_blockers(point: Point, rules: Rules | None = None) -> tuple[Tile, ...]:
    """The tiles whose holder may not demand a redeal: per suit, the two highest ranks that are not the
    point (pagat and Berkhin; exactly 16 tiles for every point), or — ``redeal_rank_shift=false``, the
    Chinese article — the chief and minister ranks less the point tiles, with no shift.

    >>> len(redeal_blockers(Point.parse("6-6"))), len(redeal_blockers(Point.parse("6-6"), Rules(redeal_rank_shift=False)))
    (16, 12)
    """
    rules = rules or Rules()
    blocking: list[Tile] = []
    for suit in Suit:
        ranks = [r for r in Rank if r.suit is suit]
        if rules.redeal_rank_shift:
            ranks = [r for r in ranks if any(t not in point for t in r.tiles)][:2]
        else:
            ranks = ranks[:2]
        blocking += [t for r in ranks for t in r.tiles if t not in point for _ in range(t.copies)]
    return tuple(blocking)


def may_demand_redeal(tiles: Iterable[Tile], point: Point, rules: Rules | None = None) -> bool:
    """A player holding none of the blocking tiles may expose his hand and demand a redeal."""
    blockers = set(redeal_blockers(point, rules))
    return not any(t in blockers for t in tiles)


def point_after_redeal(old: Point, new_throw: Point, rules: Rules | None = None) -> Point:
    """A redeal repeats the deal; by default with a new throw and so a new point (spec §6 Q6)."""
    return new_throw if (rules or Rules()).redeal_new_point else old


# --- four sky chiefs (§1.7, D8) ---

def must_expose_chiefs(tiles: Iterable[Tile], point: Point) -> bool:
    """A player dealt all four [6-6], when they are not the point, must show them."""
    return SKY_CHIEF not in point and Counter(tiles)[SKY_CHIEF] == 4


# --- uniting mother and son (§1.7, D9) ---

def may_unite(point: Point) -> bool:
    """Mother and son may seek each other only when they are not the point (TV-U02)."""
    return not point.mother_son_are_points


def unite_gift(giver: Iterable[Tile], throw: Point, point: Point, rules: Rules | None = None) -> Tile | None:
    """The tile the 17-tile player must give for the 15-tile player's ``throw``, or ``None``: throw again.

    Never the point, the mother or the son; an earth tile he lacks may be replaced by an equal one
    (``unite_equal_substitution``, TV-U05).

    >>> unite_gift([Tile(4, 3)], Point.parse("5-2"), Point.parse("6-2"))
    Tile.parse('[4-3]')
    >>> unite_gift([Tile(4, 3)], Point.parse("5-2"), Point.parse("6-2"), Rules(unite_equal_substitution=False))
    """
    rules = rules or Rules()
    named = throw.named
    held = Counter(giver)
    if named in point or named in (MOTHER, SON):
        return None
    if held[named]:
        return named
    if named.suit is Suit.EARTH and rules.unite_equal_substitution:
        for tile in named.rank.tiles:
            if held[tile] and tile not in point and tile not in (MOTHER, SON):
                return tile
    return None


@dataclass(frozen=True)
class Union:
    """The outcome of mother seeking son: who took both tiles and gave one back, for which throws."""

    hands: dict[str, tuple[Tile, ...]]
    taker: str  # won the single die and took mother and son (17 tiles), then gave one (16)
    thrower: str  # was left with 15 tiles, threw the two dice and received the gift (16)
    gift: Tile
    throws: tuple[tuple[Point, Tile | None], ...]  # every throw and what it made him give (None: again)
    exposes: tuple[str, ...] = ()  # seats that must now show four sky chiefs (recheck_four_sky_chiefs_after_unite)
    stakes: int = 0  # chips each party puts down (unite_stake_chip; where they go is not known)


def unite(hands: Mapping[str, Iterable[Tile]], caller: str, acceptor: str, dice: tuple[int, int],
          throws: Sequence[Point | str], point: Point | str, rules: Rules | None = None,
          called: Tile | None = None) -> Union:
    """Mother seeks son (or son seeks mother) between ``caller`` and ``acceptor``.

    ``dice`` are their single-die throws (a tie is thrown again); ``throws`` are the two-dice throws of
    the player left with 15 tiles, in order, until one names a tile the other can give.  ``called``: the
    tile the caller showed (a mother or a son), which matters when he holds both; by default his mother if he
    holds one, else his son, and the acceptor answers with the other.
    """
    rules = rules or Rules()
    point = Point.parse(point) if isinstance(point, str) else point
    if not may_unite(point):
        raise IllegalPlayError("bagchen.unite-points")
    if dice[0] == dice[1]:
        raise IllegalPlayError("bagchen.unite-tie")
    held = {seat: list(tiles) for seat, tiles in hands.items()}
    pair = {}
    for seat in (caller, acceptor):
        mine = [t for t in (MOTHER, SON) if t in held[_seat(seat)]]
        if not mine:
            raise IllegalPlayError("bagchen.unite-no-tile", seat=seat)
        pair[seat] = mine[0]
    if called is not None:
        if called not in (MOTHER, SON) or called not in held[caller]:
            raise IllegalPlayError("bagchen.unite-no-tile", seat=caller)
        pair[caller] = called
        other = SON if called == MOTHER else MOTHER
        if other in held[acceptor]:
            pair[acceptor] = other
    if pair[caller] == pair[acceptor]:
        raise IllegalPlayError("bagchen.unite-same-tile", seat=acceptor)
    taker, thrower = (caller, acceptor) if dice[0] > dice[1] else (acceptor, caller)
    held[thrower].remove(pair[thrower])
    held[taker].append(pair[thrower])
    record = []
    for throw in throws:
        throw = Point.parse(throw) if isinstance(throw, str) else throw
        gift = unite_gift(held[taker], throw, point, rules)
        record.append((throw, gift))
        if gift is not None:
            held[taker].remove(gift)
            held[thrower].append(gift)
            result = {seat: tuple(sorted(tiles, key=lambda t: t.order)) for seat, tiles in held.items()}
            exposes = tuple(seat for seat in (taker, thrower) if rules.recheck_four_sky_chiefs_after_unite
                            and must_expose_chiefs(result[seat], point))
            return Union(result, taker, thrower, gift, tuple(record), exposes, 1 if rules.unite_stake_chip else 0)
    raise IllegalPlayError("bagchen.unite-more-throws")
