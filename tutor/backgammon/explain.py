"""Why a written play is allowed or not, where :func:`tutor.backgammon.moves.play` names no rule.

:func:`legal_reason` says why a legal play is legal (how it uses the roll, and the rules its
steps meet); :func:`pass_reason` why a checker on the bar cannot enter.  The rest of this
module explains refusals.

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

from collections.abc import Sequence
from functools import partial

from tutor.backgammon.board import Position
from tutor.backgammon.counts import counts, move
from tutor.backgammon.moves import StepRule, legal_plays, ordinary_moves, play, stepper
from tutor.backgammon.notation import BAR, OFF, Step, format_roll, parse_play
from tutor.backgammon.rules import Rules
from tutor.errors import IllegalPlayError
from tutor.i18n import LIST_COMMA, N_, NP_, SEMICOLON, gettext, ngettext, normalize_language

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


# --- why a play is legal ----------------------------------------------------------------------------

LEGAL = N_("{play} is a legal play of {roll}: {why}")
_BOTH = N_("it plays both numbers ({steps})")
_ALL_FOUR = N_("it plays all four {die}s ({steps})")
_SOME_OF_DOUBLE = NP_("only {count} move of {die} can be played here, and it plays it ({steps})",
                      "only {count} moves of {die} can be played here, and it plays them ({steps})")
_LARGER = N_("only one number of {roll} can be played, and when either can, it must be the larger ({steps})")
_ONLY = N_("only the {die} can be played here ({steps})")
_WITH_DIE = N_("{step} with the {die}")
_BAR_FIRST = N_("a checker on the bar enters before any other checker moves")
_FROM_OFF = N_("a checker still off the board enters as from the bar")
_BEAR_OFF = N_("once every checker of light is in his home board, he may bear off")
_BEARS_OFF_HIGHER = N_("a {die} bears off from the {point}-point because no checker stands higher")
_HITS = N_("it hits the blot on the {point}-point and sends it to the bar")
PASS_BAR = N_("no checker can move with {roll}, so light passes: a checker on the bar must enter first, and {closed}")
_ENTRY_NOT_EMPTY = N_("the {point}-point is not empty")


def _ordered(me: tuple[int, ...], them: tuple[int, ...], steps: Sequence[Step], left: tuple[int, ...],
             step_rule: StepRule) -> list[tuple[Step, int, tuple[int, ...], tuple[int, ...]]] | None:
    """The play's single steps in an order the rules allow, each with the number that makes it and the
    counts before it (the engine's own step rule decides; ``None`` when no order works)."""
    if not steps:
        return []
    for index, step in enumerate(steps):
        rest = [*steps[:index], *steps[index + 1:]]
        for die in sorted(set(left), reverse=True):
            if step in step_rule(me, them, die):
                remaining = list(left)
                remaining.remove(die)
                after_me, after_them = move(me, them, step)
                found = _ordered(after_me, after_them, rest, tuple(remaining), step_rule)
                if found is not None:
                    return [(step, die, me, them), *found]
    return None


def _step_text(step: Step) -> str:
    start, end = step
    return f"{'bar' if start == BAR else start}/{'off' if end == OFF else end}"


def legal_reason(position: Position, dice: tuple[int, int], text: str, language: str,
                 rules: Rules = _DEFAULT) -> str:
    """Why ``text``, a legal play of ``dice`` in ``position``, is legal: how it uses the roll (both numbers,
    or as much as can be played, the larger number first), and the rules its steps meet on the way:
    the bar first, bearing off (from below the highest checker), a blot hit.

    >>> from tutor.backgammon.board import START
    >>> legal_reason(START, (6, 5), "13/8 13/7", "en")
    '13/8 13/7 is a legal play of 6-5: it plays both numbers (13/7 with the 6, 13/8 with the 5)'
    >>> late = Position.parse("AACAkQEAAAAAAA")   # light: two checkers on the 4-point, one on the 2-point
    >>> legal_reason(late, (6, 1), "4/off 4/3", "en")
    '4/off 4/3 is a legal play of 6-1: it plays both numbers (4/off with the 6, 4/3 with the 1); once every checker of light is in his home board, he may bear off; a 6 bears off from the 4-point because no checker stands higher'
    """
    language = normalize_language(language)
    roll = format_roll(dice)
    ordered_dice = (max(dice), min(dice))
    values = ordinary_moves(ordered_dice)
    step_rule = stepper(rules, ordered_dice)
    result = play(position, dice, text, rules)
    found = next(p for p in legal_plays(position, dice, rules) if p.result == result)
    me0, them0 = (tuple(side) for side in counts(position))
    steps = _ordered(me0, them0, found.steps, values, step_rule)
    if steps is None:  # (every legal play has an order: the walk that found it made one)
        raise AssertionError(f"no order of {found.steps} plays {roll}")
    say = partial(gettext, language=language)
    if values[0] == values[-1]:
        words = LIST_COMMA[language].join(_step_text(step) for step, *_ in steps)
    else:
        words = LIST_COMMA[language].join(say(_WITH_DIE).format(step=_step_text(step), die=die)
                                          for step, die, *_ in steps)
    used = [die for _, die, *_ in steps]
    if len(used) == len(values):
        clauses = [say(_ALL_FOUR if len(values) == 4 else _BOTH).format(die=values[0], steps=words)]
    elif values[0] == values[-1]:
        clauses = [ngettext(*_SOME_OF_DOUBLE, len(used), language).format(count=len(used), die=values[0],
                                                                            steps=words)]
    else:
        other = ordered_dice[1] if used[0] == ordered_dice[0] else ordered_dice[0]
        either = bool(step_rule(me0, them0, other))
        clauses = [say(_LARGER).format(roll=roll, steps=words) if either else
                   say(_ONLY).format(die=used[0], steps=words)]
    if me0[BAR]:
        clauses.append(say(_BAR_FIRST))
    elif any(step[0] == BAR for step, *_ in steps):
        clauses.append(say(_FROM_OFF))
    if any(step[1] == OFF for step, *_ in steps):
        clauses.append(say(_BEAR_OFF))
    for (start, end), die, *_ in steps:
        if end == OFF and die > start:
            clauses.append(say(_BEARS_OFF_HIGHER).format(die=die, point=start))
    for (_, end), _, _, them in steps:
        if end != OFF and them[end] == 1:
            clauses.append(say(_HITS).format(point=end))
    return say(LEGAL).format(play=text, roll=roll, why=SEMICOLON[language].join(clauses))


def pass_reason(position: Position, dice: tuple[int, int], language: str, rules: Rules = _DEFAULT) -> str | None:
    """Why nothing of ``dice`` can be played when a checker waits on the bar: each point it could enter on is
    closed (``None`` when no checker is on the bar, or something can be played).

    >>> closed = Position.from_points({25: 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2})
    >>> pass_reason(closed, (6, 4), "en")
    'no checker can move with 6-4, so light passes: a checker on the bar must enter first, and the 19-point is held by 2 opposing checkers; the 21-point is held by 2 opposing checkers'
    """
    language = normalize_language(language)
    me, them = (tuple(side) for side in counts(position))
    ordered_dice = (max(dice), min(dice))
    step_rule = stepper(rules, ordered_dice)
    if not me[BAR] or any(step_rule(me, them, die) for die in ordered_dice):
        return None
    closed = []
    for die in sorted(set(dice), reverse=True):
        point = BAR - die
        if them[point] >= 2:
            closed.append(gettext(STOP_BLOCKED, language).format(point=point, count=them[point]))
        else:
            closed.append(gettext(_ENTRY_NOT_EMPTY, language).format(point=point))
    return gettext(PASS_BAR, language).format(roll=format_roll(dice), closed=SEMICOLON[language].join(closed))
