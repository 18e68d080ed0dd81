"""Mahjong: completeness and every arrangement, against the ``mahjong`` package (MIT, test-only).

Both libraries judge the same random hands (complete by construction, half of them
then changed in one tile; some with declared kongs); the answers must be identical
and the speed ratio is reported.  ``random_hands`` is shared with the differential test.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from tutor.mahjong import Block, Hand, Tile, completion
from tutor.mahjong.tiles import counts

SETS = [Block("pung", Tile(k)) for k in range(34)] + [Block("chow", Tile(k)) for k in range(27) if k % 9 <= 6]


def random_hands(rng: random.Random, n: int) -> list[Hand]:
    """``n`` hands of 14 tiles (kongs counted as three): four sets and a pair, half of them perturbed."""
    hands = []
    while len(hands) < n:
        held = [0] * 34
        kongs: list[Block] = []
        tiles: list[Tile] = []
        for block in [*rng.sample(SETS, 4), Block("pair", Tile(rng.randrange(34)))]:
            if block.shape == "pung" and rng.random() < 0.1:
                block = Block("kong", block.first)
                kongs.append(block)
            else:
                tiles += block.tiles
            for t in block.tiles:
                held[t.kind] += 1
        if max(held) > 4:
            continue
        if rng.random() < 0.5:
            tiles.remove(rng.choice(tiles))
            extra = Tile(rng.randrange(34))
            if held[extra.kind] >= 4:
                continue
            tiles.append(extra)
        rng.shuffle(tiles)
        hands.append(Hand(kongs=tuple(kongs), loose=tuple(tiles)))
    return hands


def package_verdict() -> Callable[[Hand], tuple[bool, int]]:
    """The ``mahjong`` package's answer for a hand: (complete, number of 4-sets-plus-pair splits)."""
    from mahjong.agari import Agari
    from mahjong.hand_calculating.divider import HandDivider
    from mahjong.meld import Meld

    divider, agari = HandDivider(), Agari()

    def verdict(hand: Hand) -> tuple[bool, int]:
        a34 = counts(hand.tiles)
        melds = [Meld(meld_type=Meld.KAN, tiles=[k.first.kind * 4 + i for i in range(4)], opened=False)
                 for k in hand.kongs]
        splits = [d for d in divider.divide_hand(a34, melds or None) if len(d) == 5]  # drops seven pairs
        orphans = not hand.kongs and agari.is_agari(a34) and not divider.divide_hand(a34)
        return bool(splits) or orphans, len(splits)

    return verdict


def our_verdict(hand: Hand) -> tuple[bool, int]:
    found = completion(hand)
    return found.complete, len(found.arrangements)


def _best_time(judge: Callable[[Hand], tuple[bool, int]], hands: list[Hand], repeats: int) -> float:
    """The fastest of ``repeats`` passes (the machine is shared: the minimum is the least disturbed)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for hand in hands:
            judge(hand)
        best = min(best, time.perf_counter() - start)
    return best


def compare(n: int, seed: int = 20261201, repeats: int = 1) -> dict[str, Any]:
    hands = random_hands(random.Random(seed), n)
    theirs_of = package_verdict()
    ours = [our_verdict(h) for h in hands]
    theirs = [theirs_of(h) for h in hands]
    disagree = [h for h, a, b in zip(hands, ours, theirs, strict=True) if a != b]
    return {"hands": n, "complete": sum(c for c, _ in ours), "disagreements": disagree,
            "ours_s": _best_time(our_verdict, hands, repeats), "theirs_s": _best_time(theirs_of, hands, repeats)}


def hands_per_second(n: int = 100) -> tuple[float, float]:
    """Hands per second through the common interface: decisions drawn at random from ``legal()``, and
    decisions suggested by the automatic players (``play_hand``), ``n`` seeded hands each."""
    from tutor.mahjong import play_hand, start

    begin = time.perf_counter()
    for seed in range(n):
        rng = random.Random(seed)
        state = start(seed=seed)
        while not state.finished:
            state = state.play(rng.choice(state.legal()))
    randomly = n / (time.perf_counter() - begin)
    begin = time.perf_counter()
    for seed in range(n):
        play_hand(seed)
    return randomly, n / (time.perf_counter() - begin)


def run() -> list[str]:
    randomly, suggested = hands_per_second()
    played = (f"mahjong hands through the interface (tutor.start … play … outcome), 100 seeded hands: "
              f"{randomly:.1f} hands/s with random legal decisions, {suggested:.1f} hands/s with the automatic "
              f"players (suggest() for every seat)")
    try:
        result = compare(20000, repeats=5)
    except ImportError:
        return ["mahjong: the `mahjong` package is not installed (pip install mahjong==2.1.0); no comparison", played]
    return [
        f"mahjong completeness + all arrangements, {result['hands']} random hands ({result['complete']} complete): "
        f"tutor {result['ours_s'] * 1e6 / result['hands']:.1f} µs per hand, `mahjong` 2.1.0 "
        f"{result['theirs_s'] * 1e6 / result['hands']:.1f} µs (best of 5 passes each); tutor is "
        f"{result['theirs_s'] / result['ours_s']:.1f}× as fast; {len(result['disagreements'])} disagreements",
        played,
    ]
