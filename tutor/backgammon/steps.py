"""The engine's verdict on each step of a play made on a puzzle's board, one click at a time.

A learner makes a play on the board step by step: a checker from one place to
another, by one die or by several dice at once (``13`` to ``2`` with 6-5).  So that
the page can refuse a wrong step at once, and say why, the engine works out at
build time every partial play that can still end in a legal play (the prefixes of
the legal plays) and, after each, its verdict on every step from a place that
holds light's checkers:

- a legal step: ``[1, words, hits, others]``: the step in notation, the points where
  it hits a blot, and the other pieces it moves on the drawing (a hit blot to the bar);
- a refused step: ``[0, reason]``, the rule it breaks in the reader's language.

:func:`board_steps` keys them by the :func:`~tutor.puzzles.move_key` of the steps made
so far (``|`` before the first), then by the place a checker leaves and the place it
goes to; ``*`` stands for every other place, written ``{to}`` in its reason.

>>> from tutor.backgammon.board import START
>>> from tutor.backgammon.rules import Rules
>>> steps = board_steps(START, (6, 5), Rules(), "en")
>>> steps["|"]["24"]["18"]
[1, '24/18', [], []]
>>> after = steps["18:1,24:-1|"]["24"]
>>> after["19"]
[0, '24/19: the 19-point is held by 5 opposing checkers, so no checker may land there']
>>> after["*"][1]     # any other point: {to} stands for the point picked
'24/{to}: no number left to play (5) takes the checker there'
>>> look_up(steps, "|", "6", "12")
[0, '6/12: a checker moves only forwards, towards its home board, to a lower-numbered point']
>>> look_up(steps, "13:-1,18:1,24:-1,8:1|", "6", "1")
[0, '6/1: the play is complete, and no more of 6-5 can be played']
>>> steps["|"]["13"]["2"][:2]    # one checker by both dice in one step
[1, '13/2']
"""

from __future__ import annotations

import json
from functools import cache, lru_cache

from tutor.backgammon.board import Position
from tutor.backgammon.counts import WAIT, counts, move
from tutor.backgammon.explain import HIGHER, OUTSIDE, STOP_BLOCKED, STOPS, TOO_SMALL, stop_reason
from tutor.backgammon.moves import generate, may_enter, ordinary_moves, stepper
from tutor.backgammon.notation import BAR, OFF, Step, format_roll
from tutor.backgammon.rules import Rules
from tutor.errors import IllegalPlayError
from tutor.i18n import N_, normalize_language, translation

_NAMES = ("off", *(str(p) for p in range(1, 25)), "bar")
_PLACES = {name: place for place, name in enumerate(_NAMES)}
_ENDS = (OFF, *range(1, 25), BAR)
_BACKWARDS = N_("{play}: a checker moves only forwards, towards its home board, to a lower-numbered point")
_NO_NUMBER = N_("{play}: no number left to play ({dice}) takes the checker there")
_REST = N_("{play}: after this move the rest of {roll} could not be played, and a player must play "
           "as much of his roll as he can")
_DONE = N_("{play}: the play is complete, and no more of {roll} can be played")
_NOT_NOW = N_("{play} is not a legal move here")

_State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # me, them, the dice left (highest first)
_Way = list[tuple[Step, _State, _State]]  # one checker's single steps: (step, state before, state after)
Verdict = list[object]
#: a refusal as it is worked out: its text, and the same with ``{to}`` for the place picked (:func:`_shorten`)
_Refusal = tuple[str, str]

#: the fields each reason is worded with besides ``{play}``, in the order :func:`_say` is given them
_FIELDS: dict[str, tuple[str, ...]] = {
    _DONE: ("roll",), _BACKWARDS: (), OUTSIDE: (), _REST: ("roll",), _NO_NUMBER: ("dice",), _NOT_NOW: (),
    TOO_SMALL: ("die", "point"), HIGHER: ("die", "point", "higher"), STOPS: ("first", "second"),
    "backgammon.bar-first": ("roll",), "backgammon.larger-die": ("roll",), "backgammon.entry-not-yet": ("roll",),
    "backgammon.point-blocked": ("point", "count"),
}
_CODES = frozenset(reason for reason in _FIELDS if reason.startswith("backgammon."))
#: each refusal worded so far, by language, reason, play and fields: the same ones come up in puzzle after puzzle
_SAID: dict[tuple[object, ...], _Refusal] = {}
_MOST_SAID = 5_000


@cache
def _translated(message: str, language: str) -> str:
    """One message of the ``tutor`` domain in a site language (already normalised), looked up once."""
    return translation(language).gettext(message)


def _worded(text: str, play: str) -> _Refusal:
    return text, text.replace(play, play[:play.index("/")] + "/{to}")


def _say(language: str, reason: str, play: str, *values: object) -> _Refusal:
    """A refusal of ``play`` for ``reason`` (a message, or an error code of the rule broken), worded once.

    ``values`` fill the reason's :data:`_FIELDS`; ``language`` is a site language, normalised.
    """
    key = (language, reason, play, *values)
    said = _SAID.get(key)
    if said is None:
        fields = dict(zip(_FIELDS[reason], values, strict=True), play=play)
        text = (IllegalPlayError(reason, **fields).message(language) if reason in _CODES
                else _translated(reason, language).format(**fields))
        if len(_SAID) >= _MOST_SAID:
            _SAID.clear()
        said = _SAID[key] = _worded(text, play)
    return said


@lru_cache(maxsize=256)
def _finished(language: str, roll: str, start: int) -> tuple[dict[str, Verdict], dict[str, Verdict]]:
    """The verdicts on every step from ``start`` once the play of ``roll`` is complete (all refused), as
    :func:`board_steps` works them out and as it gives them (:func:`_shorten`); never to be changed."""
    verdicts: dict[str, Verdict] = {_NAMES[end]: [0, *_say(language, _DONE, f"{_NAMES[start]}/{_NAMES[end]}", roll)]
                                    for end in _ENDS if end != start}
    return verdicts, _shorten(verdicts)


@cache
def _backwards(language: str, start: int) -> dict[str, Verdict]:
    """The verdicts on the steps from ``start`` to a place behind it (refused); never to be changed."""
    return {_NAMES[end]: [0, *_say(language, _BACKWARDS, f"{_NAMES[start]}/{_NAMES[end]}")]
            for end in _ENDS[start + 1:]}


class _Left:
    """What the refusals need to know of the dice left to play."""

    def __init__(self, left: tuple[int, ...]) -> None:
        self.sums = _sums(left)
        self.farthest = max(self.sums)
        self.two = len(set(left)) == 2  # two different numbers left
        self.highest, self.lowest = max(left), min(left)
        self.dice = ", ".join(str(d) for d in sorted(set(left), reverse=True))


def board_steps(position: Position, dice: tuple[int, int], rules: Rules, language: str,
                ) -> dict[str, dict[str, dict[str, Verdict]]]:
    """Every partial play that can still become a legal play, and the verdict on each step after it (see above)."""
    language = normalize_language(language)
    me0, them0 = (tuple(side) for side in counts(position))
    values = ordinary_moves((max(dice), min(dice)))
    step_rule = stepper(rules, (max(dice), min(dice)), position)
    most, found = generate(list(me0), list(them0), values, step_rule)
    legal = set(found)
    roll = format_roll(dice)
    entry_shut = not may_enter(rules, dice)

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

    def paths(state: _State, start: int) -> dict[int, list[_Way]]:
        """The ways one checker goes from ``start`` to each place it reaches in single steps, by place.

        A checker only moves forwards (to lower numbers, ``off`` the lowest), so the ways to each
        place come in the order a walk aimed at that place alone finds them.
        """
        found_paths: dict[int, list[_Way]] = {}

        def walk(s: _State, where: int, path: _Way) -> None:
            for _, step, child in options(s):
                if step[0] != where:
                    continue
                here = [*path, (step, s, child)]
                found_paths.setdefault(step[1], []).append(here)
                if step[1] != OFF:
                    walk(child, step[1], here)
        walk(state, start, [])
        return found_paths

    def words(start: int, path: _Way) -> Verdict:
        text, hits = _NAMES[start], []
        for i, (step, before, _) in enumerate(path):
            hit = step[1] != OFF and before[1][step[1]] == 1
            if hit or i == len(path) - 1:  # a stop on the way is written only where it hits, as in notation
                text += "/" + _NAMES[step[1]] + ("*" if hit else "")
            if hit:
                hits.append(str(step[1]))
        return [1, text, hits, [["o" + h, "obar"] for h in hits]]

    lefts: dict[tuple[int, ...], _Left] = {}

    def refuse(state: _State, outside: bool, start: int, end: int, movable: bool) -> _Refusal:
        """Why the step ``start`` to ``end`` is refused after the partial play ``state`` (not yet complete)."""
        me, them, left = state
        play = f"{_NAMES[start]}/{_NAMES[end]}"
        if me[BAR] and start != BAR:
            return _say(language, "backgammon.bar-first", play, roll)
        if end == BAR or (end != OFF and end >= start):
            return _say(language, _BACKWARDS, play)
        if end == OFF and outside:
            return _say(language, OUTSIDE, play)
        rest = lefts.get(left) or lefts.setdefault(left, _Left(left))
        if movable:  # the checker can get there, but the rest of the roll then could not be played
            if most == 1 and rest.two and rest.lowest == start - end:
                return _say(language, "backgammon.larger-die", play, roll)
            return _say(language, _REST, play, roll)
        if start == BAR and me[WAIT] == 15 and entry_shut:
            return _say(language, "backgammon.entry-not-yet", play, roll)
        distance = start - end
        sums = rest.sums
        if end == OFF:
            if rest.farthest < distance:
                return _say(language, TOO_SMALL, play, rest.highest, start)
        elif distance not in sums:
            return _say(language, _NO_NUMBER, play, rest.dice)
        # the number is there: the point at the end, or every way there, is held
        if end != OFF and them[end] >= 2:
            return _say(language, "backgammon.point-blocked", play, end, them[end])
        if left == values and rest.two:  # the first step, by both dice: where would it stop?
            why = stop_reason(position, dice, play, language, rules)
            if why:
                return _worded(why, play)
        stops = sorted({start - s for s in sums if 0 < s < distance}, reverse=True)
        held = [p for p in stops if them[p] >= 2]
        if rest.two and len(held) == 2:
            first, second = (_translated(STOP_BLOCKED, language).format(point=p, count=them[p]) for p in held)
            return _say(language, STOPS, play, first, second)
        if held:
            return _say(language, "backgammon.point-blocked", play, held[0], them[held[0]])
        if end == OFF:
            higher = [p for p in range(start + 1, 7) if me[p]]
            if higher:
                return _say(language, HIGHER, play, rest.highest, start, max(higher))
        return _say(language, _NOT_NOW, play)

    # after a complete play every step is refused, from each place the same after every play
    complete: dict[int, dict[str, Verdict]] = {}

    def finished(start: int) -> dict[str, Verdict]:
        if start not in complete:
            complete[start] = _finished(language, roll, start)[0]
        return complete[start]

    table: dict[str, dict[str, dict[str, Verdict]]] = {}
    seen: set[_State] = set()

    def visit(state: _State) -> None:
        if state in seen:
            return
        seen.add(state)
        me = state[0]
        entry = table.setdefault(key(state), {})
        sources = [p for p in range(1, 25) if me[p]] + ([BAR] if me[BAR] or me[WAIT] else [])
        done = not options(state)
        outside = any(me[7:BAR + 1]) or me[WAIT] > 0
        for start in sources:
            if done:
                verdicts = finished(start)
            else:
                verdicts = {}
                reached = paths(state, start)
                # a checker moves only forwards: the places behind it (the last ends) need no look
                behind = not me[BAR] or start == BAR
                for end in _ENDS[:start] if behind else _ENDS:
                    if end == start:
                        continue
                    ways = reached.get(end)
                    if ways:
                        fine = [w for w in ways if good(w[-1][2])]
                        if fine:
                            verdicts[_NAMES[end]] = words(start, fine[0])
                            for way in fine:
                                visit(way[-1][2])
                            continue
                    verdicts[_NAMES[end]] = [0, *refuse(state, outside, start, end, bool(ways))]
                if behind:
                    verdicts.update(_backwards(language, start))
            old = entry.get(_NAMES[start])
            if old is None:
                entry[_NAMES[start]] = verdicts
            else:
                if old is complete.get(start):  # shared: merged into a copy
                    old = entry[_NAMES[start]] = dict(old)
                _merge(old, verdicts)
    visit((me0, them0, values))
    for entry in table.values():
        for source, verdicts in entry.items():
            start = _PLACES[source]
            if verdicts is complete.get(start):
                entry[source] = {end: list(v) for end, v in _finished(language, roll, start)[1].items()}
            else:
                entry[source] = _shorten(verdicts)
    return table


def look_up(table: dict[str, dict[str, dict[str, Verdict]]], made: str, start: str, end: str) -> Verdict:
    """The verdict on the step ``start`` to ``end`` after the steps whose key is ``made``, as the page finds it."""
    verdicts = table[made][start]
    verdict = verdicts.get(end, verdicts["*"])
    return verdict if verdict[0] else [0, str(verdict[1]).replace("{to}", end)]


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


def _shorten(verdicts: dict[str, Verdict]) -> dict[str, Verdict]:
    """The most common refusal once, as ``*``, with ``{to}`` for the place picked.

    Each refusal comes as ``[0, text, general]``, ``general`` its text with ``{to}`` for the
    place picked; it leaves as ``[0, text]``.
    """
    counts: dict[str, int] = {}
    for verdict in verdicts.values():
        if not verdict[0]:
            general = str(verdict[2])
            counts[general] = counts.get(general, 0) + 1
    if not counts:
        return verdicts
    common = max(counts, key=lambda t: counts[t])
    short: dict[str, Verdict] = {e: v if v[0] else v[:2] for e, v in verdicts.items() if v[0] or v[2] != common}
    short["*"] = [0, common]
    return short


def steps_json(position: Position, dice: tuple[int, int], rules: Rules, language: str) -> str:
    """:func:`board_steps` as compact JSON, for the board's ``data-play-steps``."""
    return json.dumps(board_steps(position, dice, rules, language), ensure_ascii=False, separators=(",", ":"))
