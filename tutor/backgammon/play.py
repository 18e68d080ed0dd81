"""One whole game played by simple automatic players, written as a game record.

:func:`play_record` rolls seeded dice and lets two automatic players play a game
of any variant to its end, turn by turn and part by part (Acey-Deucey's named
double, Russian backgammon's complement), and writes it in the record notation of
:mod:`tutor.backgammon.record`; :func:`play_game` replays that record through the
record checker, so every play in it is checked by the same rules as a record
written by hand.

The players are not a strategy, only a way to make a plausible game for the tutor
to show.  Each part of a turn goes to the play that leaves the best score: the
pips the opponent still needs minus one's own, less a penalty for each blot the
opponent could hit, plus a little for each point made in front of home.  After a
1-2 in Acey-Deucey a player names the double that scores best.  Where the cube is
in play, a player doubles at the start of his turn when he leads the race by at
least a tenth of his own pips, and the other side takes while it trails by at most
a fifth, else drops.

>>> game = play_game(seed=5)
>>> game.result, game.winner, game.points, len(game.turns)
('gammon', 'light', 4, 44)
>>> [turn.text for turn in game.turns if not turn.parts]
['double, take']
>>> russian = play_game(seed=5, rules=Rules(variant="russian"))
>>> russian.result, russian.winner, russian.turns[-1].board.borne_off()
('single', 'dark', (3, 15))
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tutor.backgammon.board import Position
from tutor.backgammon.cube import CENTRE, can_double, take
from tutor.backgammon.moves import WAIT, _generate, _internal, _kept, _Key, _stepper
from tutor.backgammon.notation import BAR, Step, format_play, format_roll
from tutor.backgammon.record import PLAYERS, GameRecord, replay_record, start_position
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import cube_in_play, outcome
from tutor.backgammon.turns import parts

_DEFAULT = Rules()
_StepRule = Callable[[tuple[int, ...], tuple[int, ...], int], list[Step]]
_DOUBLE_LEAD = 0.10  # double when ahead in the race by this share of one's own pips
_TAKE_LIMIT = 0.20   # take while behind by at most this share of the doubler's pips
MAX_LINES = 5000     # far more than any game needs; a guard against a player that never finishes


def play_record(seed: int, rules: Rules = _DEFAULT) -> str:
    """The record of one whole game under ``rules``, with dice from ``random.Random(seed)``.

    One line per turn, joined by ``;`` (the notation of :mod:`tutor.backgammon.record`).

    >>> play_record(5).split("; ")[:3]
    ['5-3: 8/3 6/3', '6-3: 24/21 24/18', '6-6: 24/18(2) 13/7*(2)']
    """
    rng = random.Random(seed)
    position = start_position(rules)  # always from the side on roll
    player, cube, again = 0, CENTRE, False
    lines: list[str] = []
    while len(lines) < MAX_LINES:
        name, other = PLAYERS[player], PLAYERS[1 - player]
        if lines and not again and cube_in_play(rules) and can_double(cube, name) and _wants_double(position):
            if _takes(position):
                lines.append("double, take")
                cube = take(cube, name, other)
            else:
                lines.append("double, drop")
                return "; ".join(lines)
        roll = _roll(rng)
        while not lines and roll[0] == roll[1] and _opening_double_rerolled(rules):
            roll = _roll(rng)
        line, position, again = _turn(position, roll, rules)
        lines.append(line)
        if outcome(position, rules) is not None:
            return "; ".join(lines)
        if not again:
            position, player = position.swapped(), 1 - player
    raise RuntimeError(f"no game of seed {seed} finished within {MAX_LINES} turns")


def play_game(seed: int, rules: Rules = _DEFAULT) -> GameRecord:
    """The game of :func:`play_record`, replayed and checked to its result."""
    return replay_record(play_record(seed, rules), rules)


def _roll(rng: random.Random) -> tuple[int, int]:
    first, second = rng.randint(1, 6), rng.randint(1, 6)
    return (first, second) if first >= second else (second, first)


def _opening_double_rerolled(rules: Rules) -> bool:
    # the opening roll is one die each, so never a double (Russian: unless the first player may roll again)
    return rules.variant == "standard" or (rules.variant == "russian" and not rules.russian_opening_reroll)


def _turn(position: Position, roll: tuple[int, int], rules: Rules) -> tuple[str, Position, bool]:
    """Play one turn: its record line, the position after it (same side on roll), and whether it rolls again."""
    turn = parts(position, roll, rules)
    step_rule = _stepper(rules, roll)
    me, them = _internal(position)
    key: _Key = (tuple(me), tuple(them))
    written: list[str] = []
    full = True
    for index, values in enumerate(turn.parts):
        key, text, full = _best_part(key, values, step_rule, position)
        written.append(text if not index else f"{format_roll((values[0], values[-1]))}: {text}")
        if not full:
            break
    if full and turn.then == "double":
        named = {d: _best_part(key, (d,) * 4, step_rule, position) for d in range(1, 7)}
        chosen = max(named, key=lambda d: _score(named[d][0], position))
        key, text, full = named[chosen]
        written.append(f"{chosen}-{chosen}: {text}")
    line = f"{format_roll(roll)}: " + " | ".join(written)
    return line, _kept(key, position), full and turn.then != ""


def _best_part(key: _Key, values: tuple[int, ...], step_rule: _StepRule, before: Position) -> tuple[_Key, str, bool]:
    """The best-scoring play of the moves ``values`` from ``key``: the key after it, its notation, all played."""
    most, found = _generate(list(key[0]), list(key[1]), values, step_rule)
    best = max(found, key=lambda k: _score(k, before))  # the first of equal scores: the walk's order, fixed
    hit_points = frozenset(p for p in range(1, 25) if key[1][p])
    return best, format_play(found[best], hit_points), most == len(values)


def _score(key: _Key, before: Position) -> float:
    """How good ``key`` looks to the side that just moved in it (higher is better)."""
    me, them = key
    same = before.same_direction
    mine = sum(p * me[p] for p in range(1, 25)) + BAR * (me[BAR] + me[WAIT])
    waiting = before.opponent_waiting
    theirs = sum((p if same else BAR - p) * them[p] for p in range(1, 25)) + BAR * (them[0] + waiting)
    # where the opponent's checkers come from, in the mover's numbering (his bar and waiting checkers enter
    # from beyond my 1-point, or in Russian backgammon from beyond my 24-point)
    sources = [p for p in range(1, 25) if them[p]] + ([BAR if same else 0] if them[0] or waiting else [])
    penalty = 0.0
    for point in range(1, 25):
        if me[point] != 1:
            continue
        distances = [(s - point) if same else (point - s) for s in sources]
        distances = [d for d in distances if d > 0]
        if distances:
            chance = 0.3 if min(distances) <= 6 else 0.1 if min(distances) <= 12 else 0.0
            penalty += chance * (BAR - point + 8)
    made = sum(2 for p in range(1, 10) if me[p] >= 2)
    return theirs - mine - penalty + made


def _race(position: Position) -> float:
    mine, theirs = position.pip_counts()
    return (theirs - mine) / max(mine, 1)


def _wants_double(position: Position) -> bool:
    return _race(position) >= _DOUBLE_LEAD


def _takes(position: Position) -> bool:
    return _race(position) <= _TAKE_LIMIT
