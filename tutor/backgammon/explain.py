"""Why a written bear-off play is not allowed, where :func:`tutor.backgammon.moves.play` names no rule.

The engine's own check names a broken rule when the text alone shows it (the bar
first, a blocked point, a hit, the larger die).  For bearing off it only says the
play is not legal.  :func:`bear_off_reason` adds the three bear-off rules, and only
when the reason is certain whatever the order of the moves:

- a checker is still outside the home board at the end of the play, so none could
  be borne off at any moment of it;
- a number smaller than a checker's point cannot bear that checker off (nor
  either of two checkers above it);
- a number larger than a checker's point bears it off only when no checker stands
  higher, before or after the play's other move.

>>> from tutor.backgammon.board import Position
>>> late = Position.parse("wB7eBwDs3iMAAA")   # one checker still on the 9-point
>>> bear_off_reason(late, (6, 3), "6/off 3/off", "en")
'6/off 3/off: light still has a checker outside his home board, and no checker is borne off until all fifteen are home'
>>> bear_off_reason(late, (6, 3), "9/3 6/off", "en")
'9/3 6/off: a 3 cannot bear off a checker from the 6-point'
>>> bear_off_reason(Position.parse("AACAkQEAAAAAAA"), (6, 1), "4/3 2/off", "en")
'4/3 2/off: a 6 bears off from the 2-point only when no checker stands higher, and one stands on the 4-point'
>>> bear_off_reason(Position.parse("AACAkQEAAAAAAA"), (6, 1), "4/off 2/off", "en")
'4/off 2/off: a 1 cannot bear off a checker from the 2-point'
>>> bear_off_reason(late, (6, 3), "9/3 4/1", "en") is None
True
"""

from __future__ import annotations

from tutor.backgammon.board import Position
from tutor.backgammon.moves import play
from tutor.backgammon.notation import BAR, OFF, parse_play
from tutor.backgammon.rules import Rules
from tutor.errors import IllegalPlayError
from tutor.i18n import N_, gettext

_DEFAULT = Rules()

OUTSIDE = N_("{play}: light still has a checker outside his home board, and no checker is borne off "
              "until all fifteen are home")
TOO_SMALL = N_("{play}: a {die} cannot bear off a checker from the {point}-point")
HIGHER = N_("{play}: a {die} bears off from the {point}-point only when no checker stands higher, "
             "and one stands on the {higher}-point")


def _allowed(position: Position, dice: tuple[int, int], text: str, rules: Rules) -> bool:
    """Whether the engine plays ``text`` (a play it allows needs no reason)."""
    try:
        play(position, dice, text, rules)
    except IllegalPlayError:
        return False
    return True


def bear_off_reason(position: Position, dice: tuple[int, int], text: str, language: str,
                    rules: Rules = _DEFAULT) -> str | None:
    """The bear-off rule that ``text`` breaks for ``dice`` in ``position``, or ``None`` when none is certain.

    A play the engine allows (it compares plays by the position they leave) gets ``None``.
    """
    chains = parse_play(text)
    if not any(c.end == OFF for c in chains):
        return None
    if _allowed(position, dice, text, rules):
        return None
    counts = [0, *position.mover]   # counts[p] for points 1..24 and the bar (25)
    for chain in chains:
        counts[chain.start] -= chain.count
        if chain.end != OFF:
            counts[chain.end] += chain.count
    if min(counts) < 0:
        return None
    if any(counts[7:BAR + 1]):
        # the mover's checkers only move towards home: one outside at the end was outside all along
        return gettext(OUTSIDE, language).format(play=text)
    # the plain case: two single moves, one of them off, the dice told apart by the other move
    steps = [(c.start, c.end) for c in chains for _ in range(c.count)]
    if dice[0] == dice[1] or len(steps) != 2 or any(c.hits for c in chains):
        return None
    off = [s for s in steps if s[1] == OFF]
    if len(off) == 2:
        exact = [s for s in off if s[0] in dice]
        lowest = min(s[0] for s in off)
        if not exact and min(dice) < lowest:
            # the smaller number has to bear off one of the two, and both stand above it
            return gettext(TOO_SMALL, language).format(play=text, die=min(dice), point=lowest)
        if len(exact) != 1:
            return None
        other = exact[0]
        die = dice[1] if other[0] == dice[0] else dice[0]
        start = off[1][0] if off[0] == other else off[0][0]
    else:
        other = next(s for s in steps if s[1] != OFF)
        if other[0] - other[1] not in dice:
            return None
        die = dice[1] if other[0] - other[1] == dice[0] else dice[0]
        start = off[0][0]
    if die < start:
        return gettext(TOO_SMALL, language).format(play=text, die=die, point=start)
    if die > start:
        before = [0, *position.mover]
        after = list(before)
        after[other[0]] -= 1
        if other[1] != OFF:
            after[other[1]] += 1
        if any(before[start + 1:7]) and any(after[start + 1:7]):
            both = [p for p in range(start + 1, 7) if before[p] and after[p]]
            higher = max(both) if both else max(p for p in range(start + 1, 7) if after[p])
            return gettext(HIGHER, language).format(play=text, die=die, point=start, higher=higher)
    return None


STOPS = N_("{play}: a checker that moves by both numbers stops on the way after one of them: {first}; {second}")
STOP_BLOCKED = N_("the {point}-point is held by {count} opposing checkers")
_STOP_BLOT = N_("a blot stands on the {point}-point, so stopping there hits it: write {hit}")
_STOP_HIGHER = N_("from the {point}-point a {die} bears off only when no checker stands higher, "
                  "and one stands on the {higher}-point")


def stop_reason(position: Position, dice: tuple[int, int], text: str, language: str,
                rules: Rules = _DEFAULT) -> str | None:
    """Why one checker may not move by both numbers of ``dice`` as ``text`` writes it, or ``None``.

    Such a checker stops on the way, after either number; the reason is given only
    when both stops fail: a blocked point, an unmarked blot, or (bearing off) a
    checker standing higher than the stop.

    >>> primed = Position.parse("4IBt2wB47wMGAA")   # a dark prime on the light 12- to 7-points
    >>> stop_reason(primed, (6, 5), "13/2", "en")
    '13/2: a checker that moves by both numbers stops on the way after one of them: the 7-point is held by 2 opposing checkers; the 8-point is held by 2 opposing checkers'
    >>> stop_reason(Position.parse("APx/ADB27gAAAA"), (5, 3), "6/off", "en")
    '6/off: a checker that moves by both numbers stops on the way after one of them: the 1-point is held by 2 opposing checkers; from the 3-point a 5 bears off only when no checker stands higher, and one stands on the 6-point'
    >>> stop_reason(primed, (6, 5), "6/1", "en") is None
    True
    """
    chains = parse_play(text)
    if dice[0] == dice[1] or len(chains) != 1 or chains[0].count != 1 or chains[0].hits:
        return None
    chain = chains[0]
    if _allowed(position, dice, text, rules):
        return None
    start, end = chain.start, chain.end
    if end != OFF and start - end != sum(dice):
        return None
    if end == OFF and (max(dice) >= start or sum(dice) < start):
        return None
    reasons = []
    for first in (dice[0], dice[1]):
        second = sum(dice) - first
        stop = start - first
        if stop < 1:
            return None
        opposing = position.opponent_point(stop)
        if opposing >= 2:
            reasons.append(gettext(STOP_BLOCKED, language).format(point=stop, count=opposing))
        elif opposing == 1:
            hit = f"{'bar' if start == BAR else start}/{stop}*/{'off' if end == OFF else end}"
            reasons.append(gettext(_STOP_BLOT, language).format(point=stop, hit=hit))
        elif end == OFF and second > stop:
            after = [0, *position.mover]
            after[start] -= 1
            after[stop] += 1
            higher = [p for p in range(stop + 1, 7) if after[p]]
            if not higher:
                return None
            reasons.append(gettext(_STOP_HIGHER, language).format(point=stop, die=second, higher=max(higher)))
        else:
            return None
    return gettext(STOPS, language).format(play=text, first=reasons[0], second=reasons[1])
