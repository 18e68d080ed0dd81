"""Bear-off reasons for refused plays: certain ones only, and never for a legal play."""

import random

from tutor.backgammon.board import Position
from tutor.backgammon.explain import bear_off_reason
from tutor.backgammon.moves import legal_plays, play
from tutor.errors import IllegalPlayError


def _bear_off_positions(count: int, seed: int = 9) -> list[Position]:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        mine: dict[int, int] = {}
        for _ in range(rng.randint(1, 15)):
            point = rng.choice([1, 2, 3, 4, 5, 6, 6, 5, 4, 7, 8, 9, 25]) if rng.random() < 0.1 else rng.randint(1, 6)
            mine[point] = mine.get(point, 0) + 1
        theirs = {25 - p: 2 for p in rng.sample(range(1, 7), rng.randint(0, 2)) if p not in mine}
        found.append(Position.from_points(mine, theirs))
    return found


ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]


def test_a_legal_play_never_gets_a_reason():
    for position in _bear_off_positions(60):
        for dice in ROLLS:
            for p in legal_plays(position, dice):
                if p.notation != "pass":
                    assert bear_off_reason(position, dice, p.notation, "en") is None, (position, dice, p)


def test_every_reason_is_for_a_refused_play():
    given = 0
    for position in _bear_off_positions(25, seed=4):
        points = [p for p in range(1, 26) if position.mover_point(p)]
        for dice in ROLLS:
            if dice[0] == dice[1]:
                continue
            texts = [f"{a}/off {b}/off" for a in points for b in points if 25 > a > b]
            texts += [f"{a}/{a - d} {b}/off" for a in points for b in points for d in dice
                      if 25 > a > d and b < 25 and b != a]
            for text in texts:
                reason = bear_off_reason(position, dice, text, "en")
                if reason is not None:
                    given += 1
                    try:
                        play(position, dice, text)
                    except IllegalPlayError:
                        continue
                    raise AssertionError(f"{text} with {dice} is legal, yet: {reason}")
    assert given > 100
