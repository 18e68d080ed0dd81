"""Differential test against GNU Backgammon (spec §6): our plays equal gnubg-nn's, position for position.

Two parts:

- frozen vectors (``data/gnubg_nn_vectors.json.gz``): cases generated once from
  gnubg-nn 1.1.0a11, with the Position ID of every resulting position and the
  play's gnubg string; the suite checks them without the package;
- a live comparison on 10,000 fresh random positions, run only where gnubg-nn is
  installed (``pip install -e .[oracle]``) and skipped with the reason otherwise.

Regenerate the vectors with ``python -m tests.backgammon.test_oracle``.
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest

from tools.backgammon_positions import SHAPES, random_position, random_roll
from tutor.backgammon import Position, format_play, legal_plays
from tutor.backgammon.notation import encode_position_id

VECTORS = Path(__file__).with_name("data") / "gnubg_nn_vectors.json.gz"
LIVE_POSITIONS = 3_000  # beside the 2,400 frozen vectors; freeze() makes more when the generator changes


def gnubg_plays(gnubg_nn, position: Position, dice: tuple[int, int]) -> dict[str, str]:
    """Resulting Position ID → gnubg's play string, from gnubg-nn (board = [waiting, on roll])."""
    board = [list(position.opponent), list(position.mover)]
    hits = frozenset(p for p in range(1, 25) if position.opponent_point(p))
    found = {}
    for key, steps in gnubg_nn.moves(board, max(dice), min(dice), 1):
        waiting, mover = gnubg_nn.board_from_position_key(key)
        found[encode_position_id(mover, waiting)] = format_play(steps, hits)
    # gnubg-nn gives no move at all when nothing can be played: the board stays as it is
    return found or {position.swapped().position_id: "pass"}


def ours(position: Position, dice: tuple[int, int]) -> dict[str, str]:
    return {p.result.position_id: p.notation for p in legal_plays(position, dice)}


def cases(seed: int, count: int):
    rng = random.Random(seed)
    for i in range(count):
        yield random_position(rng, SHAPES[i % len(SHAPES)]), random_roll(rng)


def test_frozen_gnubg_vectors():
    records = json.loads(gzip.decompress(VECTORS.read_bytes()))
    assert len(records) >= 2000
    shapes = {record["shape"] for record in records}
    assert shapes == set(SHAPES)
    for record in records:
        position = Position.parse(record["position"])
        dice = tuple(record["dice"])
        assert ours(position, dice) == dict(record["plays"]), (record["position"], dice)


def test_live_against_gnubg_nn():
    gnubg_nn = pytest.importorskip("gnubg_nn", reason="gnubg-nn is not installed (pip install -e .[oracle]); "
                                                      "the frozen vectors still ran")
    mismatches = [(p, d) for p, d in cases(20261201, LIVE_POSITIONS) if ours(p, d) != gnubg_plays(gnubg_nn, p, d)]
    assert not mismatches, f"{len(mismatches)} of {LIVE_POSITIONS} differ, first {mismatches[:3]}"


def freeze(count: int = 2400, seed: int = 4) -> None:
    import gnubg_nn

    records = []
    for i, (position, dice) in enumerate(cases(seed, count)):
        found = gnubg_plays(gnubg_nn, position, dice)
        records.append({"shape": SHAPES[i % len(SHAPES)], "position": position.position_id, "dice": list(dice),
                        "plays": sorted(found.items())})
    VECTORS.parent.mkdir(exist_ok=True)
    VECTORS.write_bytes(gzip.compress(json.dumps(records, separators=(",", ":")).encode(), mtime=0))
    print(f"{len(records)} cases, {sum(len(r['plays']) for r in records)} plays -> {VECTORS}")


if __name__ == "__main__":
    freeze()
