"""The remembered look-ups of random play give what a plain search gives (issue 6: the same plays, faster).

The reference functions below are the straightforward searches the engine used before it remembered
its answers by tile counts: every candidate group of a hand, classified; every group of a beatable shape,
judged.  Random hands under each passport reading compare them at every turn.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping
from itertools import product

import pytest

from tutor.bagchen import Rules, Tile
from tutor.bagchen.hand import Hand, beating_plays
from tutor.bagchen.leads import Lead, LeadKind, classify_cached, judge
from tutor.bagchen.legal import CHIEFS, EARTH_RANKS, HIGHER, HORSE_ORDER, MINISTERS, STALLION_TILES, leads_in
from tutor.bagchen.players import random_deal, random_play
from tutor.bagchen.point import Point
from tutor.bagchen.tiles import Suit
from tutor.errors import IllegalPlayError, InvalidPositionError


def _sub_multisets(counts: Mapping[Tile, int], low: int, high: int) -> Iterator[tuple[Tile, ...]]:
    types = list(counts)
    for ks in product(*(range(counts[t] + 1) for t in types)):
        if low <= sum(ks) <= high:
            yield tuple(t for t, k in zip(types, ks, strict=True) for _ in range(k))


def reference_leads(tiles: tuple[Tile, ...], point: Point | None, rules: Rules) -> list[Lead]:
    held = Counter(sorted(tiles, key=lambda t: t.order))
    points = {t: n for t, n in held.items() if point and t in point}
    others = {t: n for t, n in held.items() if t not in points}
    groups = list(_sub_multisets(points, 1, 4))
    groups += [(tile,) * k for tile, n in others.items() for k in range(1, min(n, 4) + 1)]
    for rank in EARTH_RANKS:
        groups += _sub_multisets({t: others[t] for t in rank.tiles if t in others}, 2, 4)
    for family, most in ((CHIEFS, 8), (MINISTERS, 8), (HORSE_ORDER, 4)):
        groups += _sub_multisets({t: others[t] for t in family if t in others}, 2, most)
    found: dict[tuple[Tile, ...], Lead | IllegalPlayError] = {}
    for group in groups:
        key = tuple(sorted(group, key=lambda t: t.order))
        if key not in found:
            found[key] = classify_cached(key, point, rules.double_mother_son, rules.mixed_ministers_max)
    return [lead for lead in found.values() if isinstance(lead, Lead)]


def reference_beaters(hand: Hand, seat: str) -> list[tuple[Tile, ...]]:
    current = hand.current
    assert current is not None and current.top is not None
    held = Counter(t for t in hand.hands[seat] if t not in hand.point)
    top = current.top
    found = classify_cached(tuple(sorted(top.tiles, key=lambda t: t.order)), hand.point,
                            hand.rules.double_mother_son, hand.rules.mixed_ministers_max)
    assert isinstance(found, Lead)
    n = found.size
    if found.kind is LeadKind.MIXED_MINISTERS:
        groups = list(_sub_multisets({t: held[t] for t in CHIEFS if t in held}, n, n))
    elif found.kind in (LeadKind.MARE, LeadKind.DOUBLE_MARE):
        groups = [STALLION_TILES * (n // 2)] if all(held[t] >= n // 2 for t in STALLION_TILES) else []
    elif found.kind in (LeadKind.SINGLE, LeadKind.SKY_SET, LeadKind.EARTH_SET):
        assert found.rank is not None
        higher = HIGHER[found.rank]
        if found.rank.suit is Suit.SKY:
            groups = [(t,) * n for r in higher for t in r.tiles if held[t] >= n]
        else:
            groups = [g for r in higher for g in _sub_multisets({t: held[t] for t in r.tiles if t in held}, n, n)]
    else:
        groups = []
    return [g for g in groups if judge(found, g, hand.point, hand.rules)]


@pytest.mark.parametrize("options", [
    ["passport_rules=pagat"],
    ["passport_rules=berkhin", "merge_unbeatable_leads=true"],
    ["passport_rules=zh", "must_beat_if_able=true"],
    ["double_mother_son=false", "mixed_ministers_max=4", "unbeatable_knowledge=face_up_plus_own_hand"],
])
def test_remembered_leads_and_beaters_match_the_plain_search(options: list[str]) -> None:
    rng = random.Random(" ".join(options))
    rules = Rules.from_strings(options)
    turns = 0
    for _ in range(30):
        hand = random_deal(rng, rules)
        while not hand.finished:
            seat = hand.to_act
            current = hand.current
            if current is None:
                tiles = hand.hands[seat]
                assert leads_in(tiles, hand.point, rules) == reference_leads(tiles, hand.point, rules)
            elif current.top is not None:
                assert list(beating_plays(hand, seat)) == reference_beaters(hand, seat)
            hand = hand.play(random_play(hand, rng))
            turns += 1
    assert turns > 30 * 16


def test_too_many_copies_is_a_coded_error() -> None:
    with pytest.raises(InvalidPositionError, match="bagchen.too-many-copies"):
        leads_in([Tile(6, 3)] * 3, None, Rules())
