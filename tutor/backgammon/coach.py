"""The coach: the strong player's decision with its reasons in words, and what another decision costs (issue 29).

:func:`advise` answers for the side to decide in a state: the decision the strong player
(:mod:`tutor.backgammon.strong`) makes, why, from what its evaluator weighed (the chances
to win and to win or lose a gammon, the blots left and the throws of the opponent that hit
them, the points made, the checkers hit, the race), and, for a ``decision`` of the
reader's, how much it gives away against the best in points per game and in words
(:data:`COSTS`: a small slip, a mistake, a big mistake).

>>> import tutor
>>> state = tutor.start("backgammon", seed=7)
>>> advice = advise(state)
>>> advice.decision == tutor.suggest(state, level="strong"), advice.verdict
(True, 'best')
>>> print(advice.text)  # doctest: +ELLIPSIS
24/21 13/11 is the best play: after it light wins about 51% of the games, ...
>>> other = advise(state, "24/21 24/22", "ru")
>>> other.verdict in ("fine", "slip", "mistake", "blunder"), other.cost > 0
(True, True)
>>> print(other.text)  # doctest: +ELLIPSIS
24/22 24/21 вместо 24/21 13/11 стоит примерно ... очка за партию: ... 24/21 13/11 — лучший ход: ...

A decision that is not legal is refused with the engine's reason:

>>> advise(state, "24/14")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: backgammon.wrong-distance: 24/14 would move a checker by 10, and the numbers to play (3, 2) move one checker by 2, 3 or 5
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from itertools import product
from typing import Any

from tutor.backgammon.board import Position
from tutor.backgammon.captions import gap
from tutor.backgammon.counts import counts
from tutor.backgammon.evaluator import Chances, contact
from tutor.backgammon.moves import ACCELERATOR, generate, legal_plays, stepper
from tutor.backgammon.notation import REROLL
from tutor.backgammon.rules import Rules
from tutor.backgammon.sides import PLAYERS, name
from tutor.backgammon.state import ANSWER, CUBE, NAME, PLAY, BackgammonState
from tutor.backgammon.strong import Option, options
from tutor.backgammon.turns import parts
from tutor.i18n import LIST_COMMA, N_, gettext, ngettext, normalize_language

#: What a decision gives away against the best (points per game, cubeless for plays), and its word: below the
#: first bound it is practically as good; the last is what the benchmark counts as a blunder.
COSTS = ((0.010, "fine"), (0.040, "slip"), (0.080, "mistake"), (float("inf"), "blunder"))
VERDICTS = {
    "best": N_("the best decision"),
    "fine": N_("practically as good"),
    "slip": N_("a small slip"),
    "mistake": N_("a mistake"),
    "blunder": N_("a big mistake"),
}

_BEST_PLAY = N_("{play} is the best play: after it {player} wins about {win} of the games.")
_BEST_PLAY_GAMMONS = N_("{play} is the best play: after it {player} wins about {win} of the games, "
                        "{gammon} with a gammon, and loses {lose_gammon} with a gammon.")
_ONLY = N_("{play} is the only legal play.")
_WINS_OUTRIGHT = N_("{play} bears off the last checker and wins the game.")
_AGAIN = N_("{player} rolls again after it.")
_NO_SHOTS = N_("It leaves no blot that {other} can hit with the next roll.")
_PURE_RACE = N_("The checkers can no longer meet: it is a pure race.")
_COST = N_("{asked} instead of {best} costs about {cost} points a game: {verdict}.")
_ASKED = N_("After {asked} {player} wins about {win} of the games.")
_DOUBLE = N_("{player} wins about {win} of the games ({gammon} with a gammon) and loses {lose_gammon} with a "
             "gammon. Doubling is worth {double} points a game, rolling on {roll}: {player} doubles.")
_NO_DOUBLE = N_("{player} wins about {win} of the games ({gammon} with a gammon) and loses {lose_gammon} with a "
                "gammon. Doubling is worth {double} points a game, rolling on {roll}: {player} rolls without "
                "doubling.")
_TAKE = N_("{player} wins about {win} of the games ({gammon} with a gammon) and loses {lose_gammon} with a "
           "gammon. Taking is worth {take} points a game at the present stake, dropping loses 1: {player} takes.")
_DROP = N_("{player} wins about {win} of the games ({gammon} with a gammon) and loses {lose_gammon} with a "
           "gammon. Taking is worth {take} points a game at the present stake, dropping loses 1: {player} drops.")
_NAMED = N_("Naming {dice} is best: its best play leaves {player} about {win} of the games.")
_REROLL = N_("Rolling both dice again is worth {reroll} points a game on average, the best play of this roll "
             "{keep}: {player} rolls again.")
_KEEP = N_("Rolling both dice again is worth {reroll} points a game on average, the best play of this roll "
           "{keep}: {player} plays the roll.")
_DECIMAL = {"en": ".", "ru": ",", "zh_CN": "."}
_PERCENT = {"en": "{}%", "ru": "{}\u00a0%", "zh_CN": "{}%"}


@dataclass(frozen=True)
class Weighed:
    """What the evaluator weighed in the position a play leaves, for the side that played it.

    ``blots``: its points (own numbering) with a lone checker the opponent can hit with
    its next roll, and ``shots`` the throws of 36 that hit one of them (none counted when
    the same side rolls again); ``made``: the points it holds now and did not before;
    ``hits``: the opponent's checkers sent to the bar; ``borne``: its checkers borne off;
    ``pips``: the pip counts (its own, the opponent's); ``contact``: can the sides still meet.
    """

    blots: tuple[int, ...]
    shots: int
    made: tuple[int, ...]
    hits: int
    borne: int
    pips: tuple[int, int]
    contact: bool


@dataclass(frozen=True)
class Advice:
    """The coach's answer: see :func:`advise`.  ``verdict``: ``'best'``, or one of :data:`COSTS`' words for the
    decision asked about; ``cost``: what it gives away (0 for the best)."""

    decision: str
    equity: float
    asked: str
    cost: float
    verdict: str
    reasons: tuple[str, ...]
    text: str

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready, for the play page."""
        return asdict(self)


def verdict(cost: float) -> str:
    """The word for giving away ``cost`` points a game (:data:`COSTS`).

    >>> verdict(0.0), verdict(0.02), verdict(0.05), verdict(0.3)
    ('fine', 'slip', 'mistake', 'blunder')
    """
    return next(word for bound, word in COSTS if cost < bound)


def advise(state: BackgammonState, decision: str | None = None, language: str = "en") -> Advice:
    """The strong player's decision in ``state`` and why, in ``language``; with ``decision`` (one of the side's
    legal decisions, in any spelling the state accepts), also what that one costs against the best."""
    written = None
    if decision is not None:
        written = state.play(decision).decisions[-1]  # the engine's reason if it is not legal; else its own spelling
    ranked = options(state, also=(written,) if written else ())
    return judged(state, ranked, written, language)


def advise_each(state: BackgammonState, decisions: tuple[str, ...], language: str = "en") -> dict[str, Advice]:
    """:func:`advise` on each of ``decisions`` (legal, as the engine writes them), with the options weighed once
    as the strong player weighs them (none looked at more deeply for being asked about)."""
    return {d: judged(state, ranked, d, language) for ranked in [options(state)] for d in decisions}


def judged(state: BackgammonState, ranked: list[Option], written: str | None, language: str) -> Advice:
    """The advice on ``written`` (``None``: on the best) from the options of ``state`` as ranked by the strong
    player (:func:`~tutor.backgammon.strong.options`)."""
    language = normalize_language(language)
    if not ranked:
        raise ValueError("the game is over: there is no decision to advise")
    best = ranked[0]
    asked = next((o for o in ranked if o.decision == written), best)
    cost = max(best.equity - asked.equity, 0.0)
    word = "best" if asked.decision == best.decision else verdict(cost)
    reasons = _reasons(state, ranked, best, language)
    if asked.decision != best.decision:  # what the asked one costs first, then why the best is best
        reasons = _cost_reasons(state, best, asked, cost, word, language) + reasons
    text = gap(language).join(reasons)
    return Advice(best.decision, best.equity, asked.decision, cost, word, tuple(reasons), text)


# --- the reasons ---------------------------------------------------------------------------------------------

def _percent(value: float, language: str) -> str:
    """A share as a percentage, written the language's way (Russian puts a space before the sign)."""
    return _PERCENT[language].format(round(100 * value))


def _points(value: float, language: str) -> str:
    """Points a game with a sign and two decimals, in the language's way of writing them."""
    return f"{value:+.2f}".replace(".", _DECIMAL[language])


def _listed(points: tuple[int, ...], language: str) -> str:
    return LIST_COMMA[language].join(str(p) for p in points)


def _shots(one_blot: bool, points: str, other: str, shots: int, language: str) -> str:
    if one_blot:
        text = ngettext("It leaves a blot on point {points} that {other} hits with {shots} throw of 36.",
                        "It leaves a blot on point {points} that {other} hits with {shots} throws of 36.", shots,
                        language)
    else:
        text = ngettext("It leaves blots on points {points} that {other} hits with {shots} throw of 36.",
                        "It leaves blots on points {points} that {other} hits with {shots} throws of 36.", shots,
                        language)
    return text.format(points=points, other=other, shots=shots)


def _made(points: tuple[int, ...], language: str) -> str:
    return ngettext("It makes point {points}.", "It makes points {points}.", len(points),
                    language).format(points=_listed(points, language))


def _race(player: str, mine: int, theirs: int, language: str) -> str:
    lead = abs(theirs - mine)
    if mine < theirs:
        text = ngettext("In the race {player} then leads by {lead} pip ({mine} to go against {theirs}).",
                        "In the race {player} then leads by {lead} pips ({mine} to go against {theirs}).", lead,
                        language)
    elif mine > theirs:
        text = ngettext("In the race {player} then trails by {lead} pip ({mine} to go against {theirs}).",
                        "In the race {player} then trails by {lead} pips ({mine} to go against {theirs}).", lead,
                        language)
    else:
        text = ngettext("In the race the two sides are then level: each has {mine} pip to go.",
                        "In the race the two sides are then level: each has {mine} pips to go.", mine, language)
    return text.format(player=player, lead=lead, mine=mine, theirs=theirs)


def _hit(count: int, language: str) -> str:
    return ngettext("It hits {count} checker, which goes to the bar.", "It hits {count} checkers, which go to the bar.",
                    count, language).format(count=count)


def _borne(count: int, language: str) -> str:
    return ngettext("It bears off {count} checker.", "It bears off {count} checkers.", count,
                    language).format(count=count)


def _reasons(state: BackgammonState, ranked: list[Option], best: Option, language: str) -> list[str]:
    seat = PLAYERS[1 - state.player] if state.phase == ANSWER else PLAYERS[state.player]
    player, other = name(seat, language), name(PLAYERS[1 - PLAYERS.index(seat)], language)
    words: dict[str, Any] = {"player": player, "other": other}
    if state.phase in (CUBE, ANSWER):
        chances = best.chances
        assert chances is not None
        words.update(_chance_words(chances, language))
        values = {o.decision: o.equity for o in ranked}
        if state.phase == CUBE:
            text = _DOUBLE if best.decision == "double" else _NO_DOUBLE
            words.update(double=_points(values["double"], language), roll=_points(values["roll"], language))
        else:
            text = _TAKE if best.decision == "take" else _DROP
            words.update(take=_points(values["take"], language))
        return [_capitalized(gettext(text, language).format(**words), language)]
    if state.phase == NAME:
        chances = best.chances
        win = _percent(chances.win if chances else 1.0, language)
        return [gettext(_NAMED, language).format(dice=best.decision, player=player, win=win)]
    if best.decision == REROLL or any(o.decision == REROLL for o in ranked):
        values = {o.decision: o.equity for o in ranked}
        play = max((o for o in ranked if o.decision != REROLL), key=lambda o: o.equity)
        text = _REROLL if best.decision == REROLL else _KEEP
        return [gettext(text, language).format(reroll=_points(values[REROLL], language),
                                               keep=_points(play.equity, language), player=player)]
    if len(ranked) == 1:
        return [gettext(_ONLY, language).format(play=best.decision)]
    return _play_reasons(state, best, words, language)


def _chance_words(chances: Chances, language: str) -> dict[str, str]:
    return {"win": _percent(chances.win, language), "gammon": _percent(chances.win_gammon, language),
            "lose_gammon": _percent(chances.lose_gammon, language)}


def _capitalized(text: str, language: str) -> str:
    return text[:1].upper() + text[1:] if language != "zh_CN" else text


def _play_reasons(state: BackgammonState, best: Option, words: dict[str, Any], language: str) -> list[str]:
    if best.chances is None:
        return [gettext(_WINS_OUTRIGHT, language).format(play=best.decision)]
    chances = best.chances
    gammons = state.rules.scoring == "gammons"
    text = _BEST_PLAY_GAMMONS if gammons else _BEST_PLAY
    reasons = [gettext(text, language).format(play=best.decision, **words, **_chance_words(chances, language))]
    weighed = weigh(state.position, best, state.rules)
    if best.again:
        reasons.append(_capitalized(gettext(_AGAIN, language).format(player=words["player"]), language))
    elif weighed.blots:
        reasons.append(_shots(len(weighed.blots) == 1, _listed(weighed.blots, language), words["other"],
                              weighed.shots, language))
    elif weighed.contact:
        reasons.append(gettext(_NO_SHOTS, language).format(other=words["other"]))
    if weighed.made:
        reasons.append(_made(weighed.made, language))
    if weighed.hits:
        reasons.append(_hit(weighed.hits, language))
    if weighed.borne:
        reasons.append(_borne(weighed.borne, language))
    reasons.append(_race(words["player"], *weighed.pips, language))
    if not weighed.contact:
        reasons.append(gettext(_PURE_RACE, language))
    return reasons


def _cost_reasons(state: BackgammonState, best: Option, asked: Option, cost: float, word: str,
                  language: str) -> list[str]:
    text = gettext(_COST, language).format(asked=asked.decision, best=best.decision,
                                           cost=f"{cost:.2f}".replace(".", _DECIMAL[language]),
                                           verdict=gettext(VERDICTS[word], language))
    reasons = [text if state.phase == PLAY else _capitalized(text, language)]  # a play's notation keeps its case
    if state.phase == PLAY and asked.chances is not None:
        seat = PLAYERS[state.player]
        player, other = name(seat, language), name(PLAYERS[1 - state.player], language)
        weighed = weigh(state.position, asked, state.rules)
        win = _percent(asked.chances.win, language)
        if weighed.blots and not asked.again:
            reasons.append(ngettext("After {asked} {player} wins about {win} of the games, and {other} has "
                                    "{shots} throw of 36 that hits.",
                                    "After {asked} {player} wins about {win} of the games, and {other} has "
                                    "{shots} throws of 36 that hit.", weighed.shots, language).format(
                asked=asked.decision, player=player, win=win, other=other, shots=weighed.shots))
        else:
            reasons.append(gettext(_ASKED, language).format(asked=asked.decision, player=player, win=win))
    return reasons


# --- what a position after a play shows ----------------------------------------------------------------------

@lru_cache(maxsize=64)  # the best play is weighed again for each choice of a practice puzzle
def weigh(before: Position, option: Option, rules: Rules) -> Weighed:
    """The features of the position ``option`` (a play) leaves, for the side that played it from ``before``."""
    assert option.position is not None
    after = option.position
    mine = after.mover if option.again else after.opponent  # the side that played, in its own numbering
    theirs = after.opponent if option.again else after.mover
    made = tuple(p for p in range(1, 25) if mine[p - 1] >= 2 and before.mover[p - 1] < 2)
    hits = theirs[24] - before.opponent[24]
    waiting = after.mover_waiting if option.again else after.opponent_waiting
    borne = (sum(before.mover) + before.mover_waiting) - (sum(mine) + waiting)
    pips = after.pip_counts()
    pips = pips if option.again else (pips[1], pips[0])
    blots: tuple[int, ...] = ()
    shots = 0
    if not option.again:
        blots, shots = hitting_throws(after, rules)
    return Weighed(blots, shots, made, max(hits, 0), max(borne, 0), pips, contact(after))


def hitting_throws(after: Position, rules: Rules) -> tuple[tuple[int, ...], int]:
    """The blots of the side that just played (``after``: the other side on roll) that the other side's next roll
    can hit, in the player's own numbering, and how many of the 36 throws hit at least one.

    Every throw's legal plays are asked (the bar, blocked points and the variants' rules count);
    a throw that cannot reach any blot by its numbers is not asked.

    >>> from tutor.backgammon.board import Position
    >>> after = Position.from_points({24: 2, 13: 5}, {13: 14, 9: 1})  # light's blot on its 9-point, dark on roll
    >>> hitting_throws(after, Rules())  # dark's 24-point is light's 1-point: 8 away
    ((9,), 6)
    """
    mine = after.opponent  # the side that played, in its own numbering
    same = after.same_direction
    blots = [p for p in range(1, 25) if mine[p - 1] == 1]
    if not blots:
        return (), 0
    # where the roller's checkers are (its own numbering; the bar and waiting checkers at 25) and the blots in it
    sources = [r for r in range(1, 25) if after.mover[r - 1]]
    if after.mover[24] or after.mover_waiting:
        sources.append(25)
    targets = {(p if same else 25 - p): p for p in blots}
    distances = {r - q for r in sources for q in targets if r > q}
    hit_blots: set[int] = set()
    throws = 0
    for first, second in product(range(1, 7), repeat=2):
        if first < second:
            continue  # the same roll as (second, first): counted twice below
        reach = {first * n for n in range(1, 5)} if first == second else {first, second, first + second}
        if not reach & distances:
            continue
        struck = _struck(after, (first, second), rules, targets)
        if struck:
            throws += 1 if first == second else 2
            hit_blots |= struck
    return tuple(sorted(hit_blots)), throws


def _struck(after: Position, roll: tuple[int, int], rules: Rules, targets: dict[int, int]) -> set[int]:
    """The blots (in the player's numbering) that some legal play of ``roll`` by the side on roll hits."""
    struck: set[int] = set()
    if ACCELERATOR is not None and rules.ordinary_turns:
        for play in legal_plays(after, roll, rules):
            mine = play.result.mover  # the side that played before, on roll again after this play
            struck |= {p for q, p in targets.items() if mine[p - 1] == 0}
        return struck
    values = parts(after, roll, rules).parts[0]
    me, them = counts(after)
    _, found = generate(me, them, values, stepper(rules, roll))
    for _, theirs in found:
        struck |= {p for q, p in targets.items() if theirs[q] == 0}
    return struck
