"""Backgammon practice: the themes whose puzzles the engine makes from a seed (:mod:`tutor.practice`).

- ``backgammon.plays``: every legal play of this roll, in a position from a seeded
  automatic game (the easy player, :func:`tutor.backgammon.players.easy`)
  of standard backgammon, Acey-Deucey or Russian backgammon, a few turns in (each decision of
  the automatic player takes a millisecond or more, and the browser makes the puzzle);
- ``backgammon.larger-die``: only one number of the roll can be played, so it must be the
  larger: a back checker shut in behind the other side's points, the rest crowded deep in
  the home board, as at the end of a game that went wrong (standard or Russian backgammon);
- ``backgammon.entering``: checkers on the bar against a home board with three to six
  points closed (standard or Russian backgammon);
- ``backgammon.bearing-off``: a home board to bear off from, now and then with a checker
  still outside, or with the other side's checkers in the way (standard or Russian backgammon);
- ``backgammon.result``: a game just over: a single game, a gammon or a backgammon
  (standard backgammon, Acey-Deucey, or Russian backgammon with its gammons counted);
- ``backgammon.best-play``: a roll in a game under way with at least three legal plays, one
  of them clearly the best (by :data:`CLEARLY`) by the strong player's network (:mod:`tutor.backgammon.strong`):
  pick it among a few, each choice explained by the coach (:mod:`tutor.backgammon.coach`:
  the chances after it, the blots it leaves and the throws that hit them, the points it
  makes, the race) and, for a wrong one, what it costs against the best.

The first four and the last are the puzzle kind ``backgammon.plays``
(:func:`~tutor.backgammon.puzzles.plays_of`, with its board to make the play on, each step
judged at once): tick every legal play among a few.  The wrong choices are near misses, each breaking a rule the
engine names in its explanation: a blocked point, the bar first, a number left unplayed,
the smaller number, a checker borne off too early or from the wrong point (the best play
asks for one choice, the best, among legal ones).  ``result`` is the kind ``backgammon.result``.  With the default rules the variant is drawn from the seed
too, and the question names it; any other rules are used as given.  Each position is
seen from the side to play (light, at the bottom of the board), and the turn asked about
is an ordinary one: no double of Russian backgammon followed by its complement.

>>> from tutor.backgammon.practice import THEMES
>>> [t.name for t in THEMES]
['plays', 'larger-die', 'entering', 'bearing-off', 'result', 'best-play']
>>> p = THEMES[1].make(3, Rules(), "en")
>>> p.question
'Standard backgammon: light has rolled 6-3 and cannot play both numbers. Tick every play the rules allow.'
>>> [(c.key, c.correct) for c in p.choices]
[('pass', False), ('23/20 8/2', False), ('8/2', True), ('8/5', False), ('8/off', False)]
>>> print(p.choices[3].explanation)
8/5 plays the smaller number of 6-3, but the larger one can be played
>>> THEMES[2].make(0, Rules(), "ru").question
'Обычный бэкгаммон: у светлых 2 шашки на борту, бросок 3-2. Отметьте каждый ход, который допускают правила, или «pass», если ходить нечем.'

Other rules than the defaults are kept (here Russian backgammon, for every legal play):

>>> p = THEMES[0].make(0, Rules(variant="russian"), "en")
>>> p.question, p.answer
('Russian backgammon: light has rolled 4-1. Tick every play the rules allow.', ('bar/24 bar/21',))
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import replace

from tutor.backgammon import puzzles
from tutor.backgammon.board import Position
from tutor.backgammon.coach import COSTS, advise_each
from tutor.backgammon.counts import WAIT, Key, counts, move
from tutor.backgammon.moves import Roll, StepRule, generate, ordinary_moves, stepper
from tutor.backgammon.notation import BAR, OFF, PASS, REROLL, Step, format_play, format_roll
from tutor.backgammon.players import easy
from tutor.backgammon.rules import Rules
from tutor.backgammon.state import PLAY, BackgammonState
from tutor.backgammon.strong import PLY_MARGIN, ranked
from tutor.backgammon.turns import parts
from tutor.i18n import N_, gettext, ngettext
from tutor.practice import TRIES, Theme, draws
from tutor.puzzles import Puzzle

#: the most legal plays a position may have to be asked about: the board's verdict on every step
#: (:mod:`tutor.backgammon.steps`) grows with them; 48 lets in 95% of the positions of the automatic
#: games (16, the cap while the verdicts took five times longer, let in 64%)
MOST_PLAYS = 48
#: how many near misses of one kind a puzzle offers, at most (:func:`near_misses`)
PER_KIND = {"outside": 1, "higher": 1, "short": 1}
#: how many choices a puzzle offers, at most (right and wrong)
CHOICES = 5
_DEFAULT = Rules()

_VARIANTS = {
    "standard": N_("Standard backgammon"),
    "acey-deucey": N_("Acey-Deucey"),
    "russian": N_("Russian backgammon"),
}
_RUSSIAN_GAMMONS = N_("Russian backgammon with gammons and backgammons")

_PLAYS_ASK = N_("{variant}: light has rolled {roll}. Tick every play the rules allow.")
_LARGER_ASK = N_("{variant}: light has rolled {roll} and cannot play both numbers. Tick every play the rules allow.")
_BEAR_OFF_ASK = N_("{variant}: light has rolled {roll} near the end of the game. Tick every play the rules allow.")
_BEST_ASK = N_("{variant}: light has rolled {roll}. Which play is best? Weigh the blots it leaves and the throws "
               "that hit them, the points it makes, and the race.")
_RESULT_ASK = N_("{variant}: dark has just borne off his last checker. What has he won?")

#: what each theme may draw with the default rules (a repeated setting is drawn more often)
_SETTINGS: dict[str, tuple[Rules, ...]] = {
    "plays": (_DEFAULT, _DEFAULT, Rules(variant="acey-deucey"), Rules(variant="russian")),
    "larger-die": (_DEFAULT, _DEFAULT, Rules(variant="russian")),
    "entering": (_DEFAULT, _DEFAULT, Rules(variant="russian")),
    "bearing-off": (_DEFAULT, _DEFAULT, Rules(variant="russian")),
    "result": (_DEFAULT, _DEFAULT, Rules(variant="acey-deucey"), Rules(variant="russian", russian_gammons=True)),
    "best-play": (_DEFAULT, _DEFAULT, Rules(variant="acey-deucey"), Rules(variant="russian")),
}


def setting(rng: random.Random, rules: Rules, theme: str) -> Rules:
    """The rules a puzzle of ``theme`` is set in: drawn from the seed when ``rules`` are the defaults."""
    return rng.choice(_SETTINGS[theme]) if rules == _DEFAULT else rules


def variant_name(rules: Rules, language: str) -> str:
    """The game a puzzle is set in, as its question names it."""
    if rules.same_direction and rules.scoring == "gammons":
        return gettext(_RUSSIAN_GAMMONS, language)
    return gettext(_VARIANTS[rules.variant], language)


def _plays_puzzle(theme: str, position: Position, dice: Roll, legal: Sequence[str], misses: Sequence[str],
                  rules: Rules, language: str, question: str, rng: random.Random,
                  with_pass: bool = False, bears_off: bool = False) -> Puzzle | None:
    """The puzzle kind ``backgammon.plays`` as the theme ``theme`` asks it: one to three of the ``legal``
    plays and near misses (``pass`` too, maybe), each miss with a rule the engine names (one it can only
    call "not a legal play here" is left out); ``None`` when fewer than two such misses are found (or,
    with ``bears_off``, none of them bears a checker off)."""
    right = rng.sample(list(legal), min(len(legal), rng.randint(1, 3)))
    roll = format_roll(dice)
    vague = gettext(puzzles.NOT_LEGAL, language)
    wrong: dict[str, tuple[bool, str]] = {}
    candidates = list(misses)
    if with_pass and PASS not in legal:
        candidates.insert(rng.randint(0, 3), PASS)
    for text in candidates:
        if len(wrong) == max(2, CHOICES - len(right)):
            break
        judged = puzzles.verdict(position, dice, text, rules, language)
        if not judged[0] and judged[1] != vague.format(play=text, roll=roll):
            wrong[text] = judged
    if len(wrong) < 2 or (bears_off and not any("/off" in text for text in wrong)):
        return None
    texts = right + list(wrong)
    rng.shuffle(texts)
    puzzle = puzzles.plays_of(position, dice, texts, rules, language, wrong)
    return replace(puzzle, kind=f"backgammon.{theme}", question=question)


# --- the choices: the legal plays and their near misses ---------------------------------------------


def _bad_steps(me: tuple[int, ...], them: tuple[int, ...], die: int) -> list[tuple[Step, str]]:
    """Single steps of ``die`` that a learner might make and the rules forbid, each with the rule it breaks.

    Landing on a point the other side holds; moving another checker while one is on the
    bar; bearing off while one or two checkers are still outside, from below a higher
    checker, or one point too far for the number.
    """
    steps: list[tuple[Step, str]] = []
    if (me[BAR] or me[WAIT]) and them[BAR - die] >= 2:
        steps.append(((BAR, BAR - die), "blocked"))
    outside = sum(me[7:BAR + 1]) + me[WAIT]
    all_home = not outside
    highest = max((p for p in range(1, BAR) if me[p]), default=0)
    for point in range(1, BAR):
        if not me[point]:
            continue
        target = point - die
        if target >= 1:
            if them[target] >= 2:
                steps.append(((point, target), "blocked"))
            elif me[BAR]:
                steps.append(((point, target), "bar"))
        elif point <= 6 and outside <= 2 and not all_home and not me[BAR]:  # nearly home: one might forget
            steps.append(((point, OFF), "outside"))
        elif all_home and target < 0 and point < highest:
            steps.append(((point, OFF), "higher"))
    if all_home and die < 6 and me[die + 1]:
        steps.append(((die + 1, OFF), "short"))
    return steps


def _walk(me: tuple[int, ...], them: tuple[int, ...], order: tuple[int, ...], wrong_at: int,
          step_rule: StepRule, rng: random.Random) -> tuple[list[Step], str] | None:
    """A play of the numbers ``order`` with one forbidden step (the ``wrong_at``-th, the rule it breaks
    returned with the play), the others allowed; ``None`` when no forbidden step comes to hand."""
    steps: list[Step] = []
    broken = ""
    for index, die in enumerate(order):
        if index == wrong_at:
            bad = _bad_steps(me, them, die)
            if not bad:
                return None
            step, broken = rng.choice(bad)
        else:
            options = step_rule(me, them, die)
            if not options:
                break
            step = rng.choice(options)
        me, them = move(me, them, step)
        steps.append(step)
    return (steps, broken) if broken else None


def near_misses(position: Position, dice: Roll, rules: Rules, rng: random.Random, wanted: int,
                first: str = "") -> list[str]:
    """Up to ``wanted`` illegal plays of ``dice`` that look possible, in notation, as varied as they come.

    Kinds of miss: part of a legal play (``part``: a number left unplayed, or the smaller
    one played when only one can be), and a play with one forbidden step, by the rule it
    breaks (:func:`_bad_steps`).  The kinds take turns, ``first`` first, two of each at most
    (one where :data:`PER_KIND` says so).  A play is a miss when the position it leaves is none that a legal play leaves.
    """
    me_list, them_list = counts(position)
    me, them = tuple(me_list), tuple(them_list)
    values = ordinary_moves(dice)
    step_rule = stepper(rules, dice, position)
    _, found = generate(me_list, them_list, values, step_rule)
    kinds: dict[str, list[list[Step]]] = {"part": [[step] for die in sorted(set(values))
                                                   for step in step_rule(me, them, die)]}
    for steps in rng.sample(sorted(found.values()), min(3, len(found))):
        kinds["part"] += [list(steps[:cut]) for cut in range(2, len(steps))]
    orders = [values] if len(set(values)) == 1 else [values, values[::-1]]
    for _ in range(12):
        order = rng.choice(orders)
        walked = _walk(me, them, order, rng.randrange(len(order)), step_rule, rng)
        if walked:
            kinds.setdefault(walked[1], []).append(walked[0])
    names = sorted(kinds)
    rng.shuffle(names)
    if first in names:
        names.remove(first)
        names.insert(0, first)
    for name in names:
        rng.shuffle(kinds[name])
    blots = frozenset(p for p in range(1, BAR) if them[p] == 1)
    seen: set[Key] = set(found)
    chosen: list[str] = []
    for turn in range(2):
        for name in names:
            while kinds[name] and len(chosen) < wanted and turn < PER_KIND.get(name, 2):
                miss = kinds[name].pop()
                key = (me, them)
                for step in miss:
                    key = move(*key, step)
                if key not in seen:
                    seen.add(key)
                    chosen.append(format_play(miss, blots))
                    break
    return chosen


# --- every legal play of this roll -------------------------------------------------------------


def games(rng: random.Random, rules: Rules, earliest: int, latest: int) -> Iterator[BackgammonState]:
    """The states of seeded automatic games, from a decision drawn between ``earliest`` and ``latest`` on.

    Each game's dice come from a seed drawn from ``rng``; the states of one game follow one
    another until it ends, then the next game starts (at most :data:`~tutor.practice.TRIES` games).
    """
    for _ in range(TRIES):
        state = BackgammonState.start(rules, rng.randrange(2 ** 32))
        for _ in range(rng.randint(earliest, latest)):
            if state.finished:
                break
            state = state.play(easy(state, rng))
        while not state.finished:
            yield state
            state = state.play(easy(state, rng))
    raise RuntimeError(f"no position to ask about in {TRIES} games")


def every_legal_play(seed: int, rules: Rules, language: str) -> Puzzle:
    """A roll in a game under way: tick every legal play among a few (two or more plays are legal)."""
    rng = draws(seed, "plays")
    rules = setting(rng, rules, "plays")
    for state in games(rng, rules, 2, 12):
        if state.phase != PLAY or state.roll is None or state.parts != (ordinary_moves(state.roll),):
            continue  # a play of a whole ordinary roll only (not the complement of a Russian double, say)
        legal = [text for text in state.legal() if text != REROLL]
        if not 2 <= len(legal) <= MOST_PLAYS:
            continue
        misses = near_misses(state.position, state.roll, rules, rng, 2 * CHOICES)
        ask = gettext(_PLAYS_ASK, language).format(variant=variant_name(rules, language), roll=format_roll(state.roll))
        puzzle = _plays_puzzle("plays", state.position, state.roll, legal, misses, rules, language, ask, rng,
                               rng.random() < 0.2)
        if puzzle:
            return puzzle
    raise AssertionError("unreachable: games() gives up first")


# --- positions built for a theme ---------------------------------------------------------------


def _position(me: dict[int, int], them: dict[int, int], same_direction: bool, waiting: int = 0) -> Position:
    """A position from each side's checkers on the mover's points (25: the mover's bar; 0: the other side's bar)."""
    opponent = {(BAR if p == 0 else p if same_direction else BAR - p): n for p, n in them.items() if n}
    return Position.from_points({p: n for p, n in me.items() if n}, opponent, waiting, 0, same_direction)


def _spread(rng: random.Random, count: int, weights: dict[int, float], most: int,
            placed: dict[int, int] | None = None) -> dict[int, int]:
    """``count`` more checkers on the points of ``weights`` (a point drawn by its weight), at most ``most`` on one."""
    placed = dict(placed or {})
    for _ in range(count):
        points = [p for p in weights if placed.get(p, 0) < most]
        point = rng.choices(points, [weights[p] for p in points])[0]
        placed[point] = placed.get(point, 0) + 1
    return placed


def _free(weights: dict[int, float], *taken: dict[int, int]) -> dict[int, float]:
    """``weights`` without the points already taken by either side."""
    return {p: w for p, w in weights.items() if not any(side.get(p) for side in taken)}


def _roll(rng: random.Random) -> Roll:
    first, second = rng.randint(1, 6), rng.randint(1, 6)
    return (max(first, second), min(first, second))


def _one_part(position: Position, dice: Roll, rules: Rules) -> bool:
    """Is the turn ``dice`` starts played as one ordinary roll (no complement, no named double)?"""
    return parts(position, dice, rules).parts == (ordinary_moves(dice),)


def _legal(position: Position, dice: Roll, rules: Rules) -> tuple[int, list[str]]:
    """The most numbers of ``dice`` that can be played, and the legal plays in notation (``pass``: none)."""
    me, them = counts(position)
    most, found = generate(me, them, ordinary_moves(dice), stepper(rules, dice, position))
    blots = frozenset(p for p in range(1, BAR) if them[p])
    return most, sorted(format_play(steps, blots) for steps in found.values())


def shut_in(rng: random.Random, same_direction: bool) -> Position:
    """A back checker or two shut in behind the other side's points, the rest of light's checkers crowded on
    his lowest points, perhaps one more on its way home: where a roll's two numbers often cannot both be played."""
    me: dict[int, int] = {}
    back = 1 if rng.random() < 0.6 else 2
    zone = range(20, 25) if not same_direction else range(14, 25)
    if rng.random() < 0.25:
        me[BAR] = 1
    while sum(me.values()) < back:
        point = rng.choice(zone) if not me or rng.random() < 0.5 else max(me)
        me[point] = me.get(point, 0) + 1
    if rng.random() < 0.6:
        me[rng.randint(6, 11)] = 1
    lowest = rng.choice((3, 4, 4, 5))
    me = _spread(rng, 15 - sum(me.values()), {p: 1 + (lowest - p) / 2 for p in range(1, lowest + 1)}, 5, me)
    front = max(p for p in me if p > 6 or p == BAR)
    them: dict[int, int] = {}
    floor = 13 if not same_direction else 7
    for point in range(front - 1, max(floor, front - 10) - 1, -1):
        if point in me or point > 24:
            continue
        if rng.random() < (0.7 if front - point <= 6 else 0.3) and sum(them.values()) <= 12:
            them[point] = rng.choice((2, 2, 3))
    home = range(19, 25) if not same_direction else range(1, 7)
    rest = _free({p: 1.0 if p in home else 0.1 for p in (*home, *range(floor, 25))}, me)
    them = _spread(rng, 15 - sum(them.values()), rest, 5, them)
    return _position(me, them, same_direction)


def on_the_bar(rng: random.Random, same_direction: bool) -> Position:
    """Light with one to three checkers on the bar, the other side holding three to six of the points
    where they enter (perhaps a blot or two on the others), the rest of both sides in mid-game."""
    bar = rng.choice((1, 1, 1, 2, 2, 3))
    them: dict[int, int] = {}
    closed = sorted(rng.sample(range(19, 25), rng.choice((3, 4, 4, 5, 5, 6))))
    for index, point in enumerate(closed):
        later = 2 * (len(closed) - index - 1)  # room for the points still to make
        them[point] = rng.choice((2, 2, 3)) if sum(them.values()) + 3 + later <= 15 else 2
    for point in range(19, 25):
        if point not in them and rng.random() < 0.3 and sum(them.values()) < 15:
            them[point] = 1
    if not same_direction and rng.random() < 0.25 and sum(them.values()) <= 13:
        them[rng.randint(1, 6)] = 2  # the other side's back checkers, an anchor in light's board
    outfield = {p: 1.0 for p in (range(13, 19) if not same_direction else range(7, 19))}
    them = _spread(rng, 15 - sum(them.values()), outfield, 4, them)
    me = _spread(rng, 15 - bar, _free({6: 4, 8: 3, 13: 3, 5: 2, 4: 2, 7: 1, 9: 1, 10: 1, 11: 1, 12: 1, 3: 1,
                                       2: 0.5, 14: 0.5, 15: 0.5, 16: 0.5}, them), 5, {BAR: bar})
    return _position(me, them, same_direction)


def home_stretch(rng: random.Random, same_direction: bool) -> Position:
    """Light bearing off (a few checkers already off), now and then with one checker still outside his home
    board; the other side racing home, or (standard game) keeping two checkers back in light's home board."""
    off = rng.randint(0, 9)
    outside = 1 if rng.random() < 0.25 else 0
    weights = {p: 0.2 + rng.random() for p in range(1, 7)}
    me = _spread(rng, 15 - off - outside, weights, 5)
    if outside:
        me[rng.randint(7, 10)] = 1
    them: dict[int, int] = {}
    empty = [p for p in range(1, 7) if p not in me]
    if same_direction:  # one home table for both: the other side's checkers among light's, and on their way
        for point in empty:
            if rng.random() < 0.5:
                them[point] = rng.choice((1, 2, 2, 3))
        them = _spread(rng, 15 - sum(them.values()) - rng.randint(0, 4), _free({p: 1.0 for p in range(7, 19)}, me),
                       4, them)
    elif empty and rng.random() < 0.35:
        them[rng.choice(empty)] = 2
        them = _spread(rng, 13, {p: 1.0 for p in range(13, 25)}, 5, them)
    else:
        them = _spread(rng, 15 - rng.randint(0, 8), {p: 1.0 for p in range(19, 25)}, 5)
    return _position(me, them, same_direction)


def finished(rng: random.Random, rules: Rules) -> Position:
    """A game just won by dark, who has borne off all fifteen; light's checkers as a single game, a gammon
    or a backgammon leaves them (drawn in equal shares)."""
    result = rng.choice(("single", "gammon", "backgammon"))
    outfield = {p: 3.0 if p <= 6 else 1.5 if p <= 12 else 0.6 for p in range(1, 19)}
    if result == "single":
        me = _spread(rng, 15 - rng.randint(1, 12), {p: 0.2 + rng.random() for p in range(1, 7)}, 6)
        return _position(me, {}, rules.same_direction)
    me, waiting = {}, 0
    if result == "backgammon":
        for _ in range(rng.choice((1, 1, 2, 3))):
            chance = rng.random()
            if chance < 0.2 and rules.starts_off_board and not rules.same_direction:
                waiting += 1
            else:
                point = BAR if chance < 0.4 else rng.randint(19, 24)
                me[point] = me.get(point, 0) + 1
    me = _spread(rng, 15 - sum(me.values()) - waiting, outfield, 6, me)
    return _position(me, {}, rules.same_direction, waiting)


# --- the themes built on them ----------------------------------------------------------------------


def larger_die(seed: int, rules: Rules, language: str) -> Puzzle:
    """A roll whose two numbers can each be played but not both: tick every legal play (the larger number's)."""
    rng = draws(seed, "larger-die")
    rules = setting(rng, rules, "larger-die")
    rolls = [(high, low) for high in range(2, 7) for low in range(1, high)]
    for _ in range(TRIES):
        position = shut_in(rng, rules.same_direction)
        me_list, them_list = counts(position)
        me, them = tuple(me_list), tuple(them_list)
        rng.shuffle(rolls)
        for dice in rolls:
            step_rule = stepper(rules, dice, position)
            if not (step_rule(me, them, dice[0]) and step_rule(me, them, dice[1])) or not _one_part(position, dice,
                                                                                                     rules):
                continue
            most, legal = _legal(position, dice, rules)
            if most != 1 or len(legal) > MOST_PLAYS:
                continue
            misses = near_misses(position, dice, rules, rng, 2 * CHOICES, first="part")
            ask = gettext(_LARGER_ASK, language).format(variant=variant_name(rules, language), roll=format_roll(dice))
            puzzle = _plays_puzzle("larger-die", position, dice, legal, misses, rules, language, ask, rng,
                                   rng.random() < 0.3)
            if puzzle:
                return puzzle
            break
    raise RuntimeError(f"no position to ask about in {TRIES} tries")


def entering(seed: int, rules: Rules, language: str) -> Puzzle:
    """Checkers on the bar against a board closed in part or in whole: tick every legal play, or "pass"."""
    rng = draws(seed, "entering")
    rules = setting(rng, rules, "entering")
    for _ in range(TRIES):
        position = on_the_bar(rng, rules.same_direction)
        dice = _roll(rng)
        if not _one_part(position, dice, rules):
            continue
        _, legal = _legal(position, dice, rules)
        if len(legal) > MOST_PLAYS:
            continue
        misses = near_misses(position, dice, rules, rng, 2 * CHOICES)
        count = position.mover_point(BAR)
        ask = ngettext("{variant}: light has {count} checker on the bar and has rolled {roll}. Tick every play the "
                       "rules allow, or “pass” if none can be played.",
                       "{variant}: light has {count} checkers on the bar and has rolled {roll}. Tick every play the "
                       "rules allow, or “pass” if none can be played.",
                       count, language).format(variant=variant_name(rules, language), count=count, roll=format_roll(dice))
        puzzle = _plays_puzzle("entering", position, dice, legal, misses, rules, language, ask, rng, True)
        if puzzle:
            return puzzle
    raise RuntimeError(f"no position to ask about in {TRIES} tries")


def bearing_off(seed: int, rules: Rules, language: str) -> Puzzle:
    """A roll at the end of the game, bearing off (or not yet): tick every legal play."""
    rng = draws(seed, "bearing-off")
    rules = setting(rng, rules, "bearing-off")
    for _ in range(TRIES):
        position = home_stretch(rng, rules.same_direction)
        dice = _roll(rng)
        if not _one_part(position, dice, rules):
            continue
        _, legal = _legal(position, dice, rules)
        if legal == [PASS] or len(legal) > MOST_PLAYS:
            continue
        misses = near_misses(position, dice, rules, rng, 2 * CHOICES)
        ask = gettext(_BEAR_OFF_ASK, language).format(variant=variant_name(rules, language), roll=format_roll(dice))
        puzzle = _plays_puzzle("bearing-off", position, dice, legal, misses, rules, language, ask, rng,
                               bears_off=True)
        if puzzle:
            return puzzle
    raise RuntimeError(f"no position to ask about in {TRIES} tries")


def result(seed: int, rules: Rules, language: str) -> Puzzle:
    """A game just over: single game, gammon or backgammon (the puzzle kind ``backgammon.result``)."""
    rng = draws(seed, "result")
    rules = setting(rng, rules, "result")
    position = finished(rng, rules)
    puzzle = puzzles.result({"position": position.text}, rules, language)
    ask = gettext(_RESULT_ASK, language).format(variant=variant_name(rules, language))
    return replace(puzzle, kind="backgammon.result", question=ask)


# --- the best play ---------------------------------------------------------------------------------


#: how much better (points a game, cubeless) the best play must be than every other legal play of the roll, by the
#: strong player's network, for a best-play puzzle: at least the margin within which the strong player looks one
#: roll deeper (:data:`~tutor.backgammon.strong.PLY_MARGIN`), so the network's first look is its whole judgement,
#: and at least a mistake in the coach's words (:data:`~tutor.backgammon.coach.COSTS`)
CLEARLY = 0.05
assert CLEARLY >= PLY_MARGIN and CLEARLY >= COSTS[1][0]
#: how many choices a best-play puzzle offers: the best, the second best, and others drawn
BEST_CHOICES = 4


def best_play(seed: int, rules: Rules, language: str) -> Puzzle:
    """A roll in a game under way with three legal plays or more, one clearly the best by the strong player's
    evaluator: pick it.  Each choice is explained by the coach (:func:`~tutor.backgammon.coach.advise_each`)."""
    rng = draws(seed, "best-play")
    rules = setting(rng, rules, "best-play")
    for state in games(rng, rules, 2, 30):
        if state.phase != PLAY or state.roll is None or state.parts != (ordinary_moves(state.roll),):
            continue
        legal = [text for text in state.legal() if text != REROLL]
        if not 3 <= len(legal) <= MOST_PLAYS:
            continue
        first = sorted(ranked(state.position, state.roll, state.parts, state.then, rules, look=0),
                       key=lambda o: -o.equity)
        if first[0].equity - first[1].equity < CLEARLY or any(o.again for o in first):
            continue  # no clear best, or a play after which the same side rolls again (a turn with more to come)
        others = [o.decision for o in first[2:]]
        shown = (first[0].decision, first[1].decision, *rng.sample(others, min(len(others), BEST_CHOICES - 2)))
        seen = replace(state, player=0)  # the side to play is shown as light, at the bottom of the board
        advice = advise_each(seen, shown, language)
        best = first[0].decision
        texts = sorted(shown)
        known = {d: (d == best, advice[d].text) for d in texts}
        puzzle = puzzles.plays_of(state.position, state.roll, texts, rules, language, known)
        ask = gettext(_BEST_ASK, language).format(variant=variant_name(rules, language), roll=format_roll(state.roll))
        return replace(puzzle, kind="backgammon.best-play", mode="one", question=ask)
    raise AssertionError("unreachable: games() gives up first")


#: the themes, in the order the practice page lists them
THEMES: tuple[Theme, ...] = (
    Theme("backgammon.plays", N_("Every legal play of this roll"), every_legal_play,
          N_("A roll in a game under way: tell the legal plays from the near misses.")),
    Theme("backgammon.larger-die", N_("The forced larger number"), larger_die,
          N_("Only one number of the roll can be played: which one, and how?")),
    Theme("backgammon.entering", N_("Entering against a closed board"), entering,
          N_("Checkers on the bar, and the points to enter on held or open.")),
    Theme("backgammon.bearing-off", N_("Bearing off"), bearing_off,
          N_("Which checkers a roll bears off, and when bearing off may not start yet.")),
    Theme("backgammon.result", N_("Single game, gammon or backgammon"), result,
          N_("A game just over: how much has the winner won?")),
    Theme("backgammon.best-play", N_("Find the best play"), best_play,
          N_("A roll with several plays, one clearly better than the others by the strong player's judgement: "
             "find it, and see why.")),
)
