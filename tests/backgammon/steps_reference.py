"""The board's step verdicts worked out the plain way: the test's reference for :mod:`tutor.backgammon.steps`.

This is ``board_steps`` as it was before it was made quicker (each refusal worded again wherever it
comes up, each way to each place walked again): slow, but each verdict follows the rules one by one.
``test_steps`` holds the quick one to it, byte for byte, on many positions in the three languages.
It takes its messages from the module, so their words may change there; a change to when a rule is
named must be made here too.
"""

from __future__ import annotations

import json
from functools import cache

from tutor.backgammon.board import Position
from tutor.backgammon.counts import WAIT, counts, move
from tutor.backgammon.explain import HIGHER, OUTSIDE, STOP_BLOCKED, STOPS, TOO_SMALL, stop_reason
from tutor.backgammon.moves import generate, may_enter, ordinary_moves, stepper
from tutor.backgammon.notation import BAR, OFF, Step, format_roll
from tutor.backgammon.rules import Rules
from tutor.backgammon.steps import _BACKWARDS, _DONE, _NAMES, _NO_NUMBER, _NOT_NOW, _REST
from tutor.errors import IllegalPlayError
from tutor.i18n import gettext

_State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # me, them, the dice left (highest first)
Verdict = list[object]


def board_steps(position: Position, dice: tuple[int, int], rules: Rules, language: str,
                ) -> dict[str, dict[str, dict[str, Verdict]]]:
    """Every partial play that can still become a legal play, and the verdict on each step after it (see above)."""
    me0, them0 = (tuple(side) for side in counts(position))
    values = ordinary_moves((max(dice), min(dice)))
    step_rule = stepper(rules, (max(dice), min(dice)))
    most, found = generate(list(me0), list(them0), values, step_rule)
    legal = set(found)
    roll = format_roll(dice)

    @cache
    def options(state: _State) -> tuple[tuple[int, Step, _State], ...]:
        me, them, left = state
        out = []
        for die in sorted(set(left), reverse=True):
            rest = list(left)
            rest.remove(die)
            for step in step_rule(me, them, die):
                after = move(me, them, step)
                out.append((die, step, (after[0], after[1], tuple(rest))))
        return tuple(out)

    def used(state: _State) -> int:
        return len(values) - len(state[2])

    @cache
    def good(state: _State) -> bool:
        """Can the steps made so far still end in a legal play?"""
        nexts = options(state)
        if not nexts:
            return used(state) == most and (state[0], state[1]) in legal
        return any(good(child) for _, _, child in nexts)

    def key(state: _State) -> str:
        me, them, _ = state
        net = {}
        for place in range(1, 26):
            now = me[place] + (me[WAIT] if place == BAR else 0)
            was = me0[place] + (me0[WAIT] if place == BAR else 0)
            if now != was:
                net[_NAMES[place]] = now - was
        off = sum(me0[1:]) - sum(me[1:])
        if off:
            net["off"] = off
        captured = sorted(str(p) for p in range(1, 25) if them0[p] == 1 and them[p] == 0)
        return ",".join(sorted(f"{place}:{n}" for place, n in net.items())) + "|" + ",".join(captured)

    def paths(state: _State, start: int, end: int) -> list[list[tuple[Step, _State, _State]]]:
        """The ways one checker goes from ``start`` to ``end`` in single steps: (step, state before, after)."""
        found_paths = []

        def walk(s: _State, where: int, path: list[tuple[Step, _State, _State]]) -> None:
            for _, step, child in options(s):
                if step[0] != where:
                    continue
                here = [*path, (step, s, child)]
                if step[1] == end:
                    found_paths.append(here)
                elif step[1] != OFF and (end == OFF or step[1] > end):
                    walk(child, step[1], here)
        walk(state, start, [])
        return found_paths

    def words(start: int, path: list[tuple[Step, _State, _State]]) -> Verdict:
        text, hits = _NAMES[start], []
        for i, (step, before, _) in enumerate(path):
            hit = step[1] != OFF and before[1][step[1]] == 1
            if hit or i == len(path) - 1:  # a stop on the way is written only where it hits, as in notation
                text += "/" + _NAMES[step[1]] + ("*" if hit else "")
            if hit:
                hits.append(str(step[1]))
        return [1, text, hits, [["o" + h, "obar"] for h in hits]]

    def refuse(state: _State, start: int, end: int, movable: bool) -> str:
        me, them, left = state
        play = f"{_NAMES[start]}/{_NAMES[end]}"
        if not options(state):
            return gettext(_DONE, language).format(play=play, roll=roll)
        if me[BAR] and start != BAR:
            return IllegalPlayError("backgammon.bar-first", play=play, roll=roll).message(language)
        if end == BAR or (end != OFF and end >= start):
            return gettext(_BACKWARDS, language).format(play=play)
        if end == OFF and (any(me[7:BAR + 1]) or me[WAIT]):
            return gettext(OUTSIDE, language).format(play=play)
        if movable:  # the checker can get there, but the rest of the roll then could not be played
            if most == 1 and len(set(left)) == 2 and min(left) == start - end:
                return IllegalPlayError("backgammon.larger-die", play=play, roll=roll).message(language)
            return gettext(_REST, language).format(play=play, roll=roll)
        if start == BAR and me[WAIT] == 15 and not may_enter(rules, dice):
            return IllegalPlayError("backgammon.entry-not-yet", play=play, roll=roll).message(language)
        distance = start - end
        sums = _sums(left)
        if end == OFF:
            if max(sums) < distance:
                return gettext(TOO_SMALL, language).format(play=play, die=max(left), point=start)
        elif distance not in sums:
            dice_left = ", ".join(str(d) for d in sorted(set(left), reverse=True))
            return gettext(_NO_NUMBER, language).format(play=play, dice=dice_left)
        # the number is there: the point at the end, or every way there, is held
        if end != OFF and them[end] >= 2:
            return IllegalPlayError("backgammon.point-blocked", play=play, point=end,
                                    count=them[end]).message(language)
        if left == values and len(set(left)) == 2:  # the first step, by both dice: where would it stop?
            why = stop_reason(position, dice, play, language, rules)
            if why:
                return why
        stops = sorted({start - s for s in sums if 0 < s < distance}, reverse=True)
        held = [p for p in stops if them[p] >= 2]
        if len(set(left)) == 2 and len(held) == 2:
            first, second = (gettext(STOP_BLOCKED, language).format(point=p, count=them[p]) for p in held)
            return gettext(STOPS, language).format(play=play, first=first, second=second)
        if held:
            return IllegalPlayError("backgammon.point-blocked", play=play, point=held[0],
                                    count=them[held[0]]).message(language)
        if end == OFF:
            higher = [p for p in range(start + 1, 7) if me[p]]
            if higher:
                return gettext(HIGHER, language).format(play=play, die=max(left), point=start, higher=max(higher))
        return gettext(_NOT_NOW, language).format(play=play)

    table: dict[str, dict[str, dict[str, Verdict]]] = {}
    seen: set[_State] = set()

    def visit(state: _State) -> None:
        if state in seen:
            return
        seen.add(state)
        me = state[0]
        entry = table.setdefault(key(state), {})
        sources = [p for p in range(1, 25) if me[p]] + ([BAR] if me[BAR] or me[WAIT] else [])
        for start in sources:
            verdicts: dict[str, Verdict] = {}
            for end in (OFF, *range(1, 25), BAR):
                if end == start:
                    continue
                ways = paths(state, start, end)
                fine = [w for w in ways if good(w[-1][2])]
                if fine:
                    verdicts[_NAMES[end]] = words(start, fine[0])
                    for way in fine:
                        visit(way[-1][2])
                else:
                    verdicts[_NAMES[end]] = [0, refuse(state, start, end, bool(ways))]
            _merge(entry.setdefault(_NAMES[start], {}), verdicts)
    visit((me0, them0, values))
    for entry in table.values():
        for source, verdicts in entry.items():
            entry[source] = _shorten(verdicts, source)
    return table


def _sums(left: tuple[int, ...]) -> set[int]:
    """The distances one checker covers with some of the dice left, played in turn."""
    if len(set(left)) == 1:
        return {left[0] * n for n in range(1, len(left) + 1)}
    return {*left, sum(left)}


def _merge(old: dict[str, Verdict], new: dict[str, Verdict]) -> None:
    """Two partial plays that leave the same board: a step is legal if it is legal after either."""
    for end, verdict in new.items():
        if end not in old or (verdict[0] and not old[end][0]):
            old[end] = verdict


def _shorten(verdicts: dict[str, Verdict], source: str) -> dict[str, Verdict]:
    """The most common refusal once, as ``*``, with ``{to}`` for the place picked."""
    def general(end: str, verdict: Verdict) -> str:
        return str(verdict[1]).replace(f"{source}/{end}", f"{source}/{{to}}")
    counts: dict[str, int] = {}
    for end, verdict in verdicts.items():
        if not verdict[0]:
            text = general(end, verdict)
            counts[text] = counts.get(text, 0) + 1
    if not counts:
        return verdicts
    common = max(counts, key=lambda t: counts[t])
    short: dict[str, Verdict] = {e: v for e, v in verdicts.items() if v[0] or general(e, v) != common}
    short["*"] = [0, common]
    return short


def steps_json(position: Position, dice: tuple[int, int], rules: Rules, language: str) -> str:
    """:func:`board_steps` as compact JSON, as the board carries it."""
    return json.dumps(board_steps(position, dice, rules, language), ensure_ascii=False, separators=(",", ":"))
