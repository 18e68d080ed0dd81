"""Backgammon shown from a view: the board, the words of each step, the decisions in words, and the clicks.

Everything here reads :meth:`BackgammonState.view <tutor.backgammon.state.BackgammonState.view>`
alone (JSON-ready data), never a state: the board as the view's seat sees it (its
own checkers at the bottom, the points in its numbering; light's view for a
spectator), the narration of the view's ``last`` step, and the reading of a path of
clicks on the board into a play.  Backgammon hides nothing but the dice to come,
which no view holds.

>>> import tutor
>>> shown = BackgammonPresentation()
>>> state = tutor.start("backgammon", seed=7)
>>> print(shown.narrate(state.view("light")))
The start of the game. To see who plays first, each side throws one die: light throws 3, dark throws 2. Light plays first, with the two numbers thrown: 3-2.
>>> after = state.play("24/21 13/11")
>>> print(shown.narrate(after.view(None)))
Turn 1: light plays the opening throw 3-2: 24/21 13/11.
>>> rolled = after.play("roll")
>>> print(shown.narrate(rolled.view("dark"), "ru"))
Тёмные бросают 6-4.
>>> [shown.describe(rolled.view("dark"), decision, "zh") for decision in rolled.legal()[:2]]
['走 13/3', '走 13/7 6/2']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from itertools import permutations

from tutor.backgammon.board import Position
from tutor.backgammon.captions import (
    DOUBLES,
    NAMES_DOUBLE,
    REROLLS,
    ROLLS,
    THROWS,
    describe,
    ending,
    gap,
    opening_words,
)
from tutor.backgammon.counts import apply_chains, counts
from tutor.backgammon.moves import blocked_stop
from tutor.backgammon.notation import (
    BAR,
    DICE,
    LOT,
    OFF,
    PASS,
    parse_chance,
    parse_decision,
    parse_play,
)
from tutor.backgammon.part import Part, part
from tutor.backgammon.rules import Rules
from tutor.backgammon.sides import PLAYERS, name
from tutor.backgammon.svg import board_svg
from tutor.errors import TutorError
from tutor.i18n import N_, gettext, ngettext
from tutor.presentation import Presentation, View

#: the places clicked on a board (:meth:`BackgammonPresentation.board`): the notation's names of the points
PLACES = ("off", *(str(p) for p in range(1, 25)), "bar")
_PLACE = {name: number for number, name in enumerate(PLACES)}
#: the most click paths of a roll's plays with the parts of each in every order (beyond it, each play has one path,
#: its parts in the order the legal decisions write them)
MOST_PATHS = 2000
#: the refusals that say what is wrong with a checker (a last click that picked a checker and no point for it)
_ABOUT_THE_CHECKER = frozenset({"backgammon.no-checker", "backgammon.bar-first", "backgammon.point-blocked",
                                "backgammon.entry-not-yet", "backgammon.bear-off-outside",
                                "backgammon.none-to-enter"})
# the decisions in words (the buttons of a game table)
_SAY_PLAY = N_("Play {play}")
_SAY_PASS = N_("No move possible: pass")
_SAY_DOUBLE = N_("Double: the stake becomes {value}")
_SAY_ROLL = N_("Throw the dice without doubling")
_SAY_TAKE = N_("Take the double and play on for {value}")
_SAY_NAME = N_("Name the double {dice} and play it")
_SAY_REROLL = N_("Throw both dice again instead of playing {roll}")
_SAY_LOT = N_("Light throws {light}, dark throws {dark}")
_SAY_DICE = N_("The dice show {roll}")


class BackgammonPresentation(Presentation):
    """Backgammon's board, words and clicks, from a view (:mod:`tutor.presentation`)."""

    game = "backgammon"

    def draw(self, view: View, language: str = "en") -> str:
        """The board as the view's seat sees it: its own checkers at the bottom, the points numbered from its home
        (light's view for a spectator); the dice once that seat has rolled, and the opening throw, one die each,
        until the first player has decided."""
        return _drawing(view, language, places=False)

    def board(self, view: View, language: str = "en") -> str:
        """:meth:`draw`, with the places to click when the view's seat has a roll to play: each point
        (``data-place`` its number), the bar (``bar``, also the tray while checkers wait to enter) and the tray
        (``off``), each with its name in words (``data-name``).

        >>> import tutor
        >>> state = tutor.start("backgammon", seed=7)
        >>> shown = BackgammonPresentation()
        >>> board = shown.board(state.view("light"), "ru")
        >>> board.count('class="tutor-place"'), 'data-name="линия 13: 5 светлых шашек"' in board
        (26, True)
        >>> shown.board(state.view("dark")) == shown.draw(state.view("dark"))
        True
        """
        if view["seat"] not in PLAYERS or view["seat"] != view["to_move"] or view["phase"] != "play":
            return self.draw(view, language)
        return _drawing(view, language, places=True)

    def narrate(self, view: View, language: str = "en") -> str:
        """The last step in words, the plays in the numbers of the view's seat's board as well (light's for a
        spectator): how the game began (the opening lot and, in Acey-Deucey, the first roll), the dice of a roll,
        or a decision; the last one also says how the game ended."""
        last = view["last"]
        if last is None or last["step"] == "start":
            opening = view["opening"]
            throws = tuple(tuple(t) for t in opening["ties"])
            if opening["light"] is not None:
                throws += ((opening["light"], opening["dark"]),)
            how, roll = (last["how"], last["roll"]) if last is not None else (None, None)
            return opening_words(throws, how, roll, language, view["off_board"])
        step = last["step"]
        if step == DICE:
            return gettext(THROWS, language).format(player=name(last["player"], language, True), roll=last["roll"])
        player = name(last.get("player") or last["line"]["player"], language)
        if step == "roll":
            return gettext(ROLLS, language).format(n=last["turn"], player=player)
        if step == "reroll":
            return gettext(REROLLS, language).format(n=last["turn"], player=player)
        if step == "double":
            return gettext(DOUBLES, language).format(n=last["turn"], player=player,
                                                     other=name(last["other"], language))
        seen_by = view["seat"] if view["seat"] in PLAYERS else PLAYERS[0]
        text = describe(last["line"], last["turn"], language, board_numbers=not view["same_direction"],
                        seen_by=seen_by, hits=True)
        if step == "name":
            text += gap(language) + gettext(NAMES_DOUBLE, language).format(
                player=name(last["player"], language, True), dice=last["named"])
        result = view["result"]
        if result is not None:
            text += gap(language) + ending(result["kind"], result["winner"], result["points"], language)
        return text

    def describe(self, view: View, decision: str, language: str = "en") -> str:
        """A decision of the view's seat (or a step of the dice) in words, in ``language``: what its button says.

        >>> import tutor
        >>> shown = BackgammonPresentation()
        >>> offered = tutor.start("backgammon", seed=7).play("24/21 13/11").play("double")
        >>> [shown.describe(offered.view("light"), d, "ru") for d in offered.legal()]
        ['Отказаться от удвоения и проиграть 1 очко', 'Принять удвоение и играть дальше на 2']
        >>> shown.describe(offered.view("light"), "lot 5-3", "en"), shown.describe(offered.view(None), "pass", "zh")
        ('Light throws 5, dark throws 3', '无法走子：放弃')
        """
        word = decision.split(maxsplit=1)[0] if decision.strip() else ""
        if word in (LOT, DICE):
            step = parse_chance(decision)
            if step.kind == LOT:
                return gettext(_SAY_LOT, language).format(light=step.dice[0], dark=step.dice[1])
            return gettext(_SAY_DICE, language).format(roll=decision.split()[1])
        made = parse_decision(decision)
        value = view["cube"]["value"] if view.get("cube") else 1
        if made.kind == "cube":
            if made.word == "double":
                return gettext(_SAY_DOUBLE, language).format(value=2 * value)
            if made.word == "roll":
                return gettext(_SAY_ROLL, language)
            if made.word == "take":
                return gettext(_SAY_TAKE, language).format(value=2 * value)
            return ngettext("Drop the double and lose {n} point", "Drop the double and lose {n} points", value,
                            language).format(n=value)
        if made.kind == "name":
            return gettext(_SAY_NAME, language).format(dice=decision)
        if made.kind == "reroll":
            dice = view.get("dice") or []
            return gettext(_SAY_REROLL, language).format(roll="-".join(str(d) for d in dice))
        if decision == PASS:
            return gettext(_SAY_PASS, language)
        hits = sum((len(chain.hits) + chain.hits_end) * chain.count for chain in made.chains)
        if hits:
            return ngettext("Play {play}: {count} checker is hit", "Play {play}: {count} checkers are hit", hits,
                            language).format(play=decision, count=hits)
        return gettext(_SAY_PLAY, language).format(play=decision)

    # --- playing by clicking the board (the play pages) ---------------------------------------------

    def click_paths(self, view: View) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each play of the roll, as the view's ``legal`` writes it, with the paths of places clicked to make it.

        For each checker moved: the point it leaves, then the point it goes to
        (``24/21 13/11``: ``24 21 13 11``); where it hits on its way, the point of the hit
        in between (``13/7*/5``: ``13 7 5``).  ``bar`` enters a checker, ``off`` bears one off,
        and a move written with a repeat, ``24/18(2)``, is clicked once for each checker.

        The parts of a play may be clicked in any order: a play's first path is its parts
        in the order the legal decisions write them, the others the same parts in every other
        order, unless the plays of the roll would then have more than :data:`MOST_PATHS`
        paths together (then each play has its first path only).

        No path begins another: where one play's clicks begin another's (``13/7*/5``, one
        checker hitting on its way, and ``13/7* 5/4``, the hit and then a checker from the
        5-point), the shorter path is not listed; nor is a path two plays would share, or one
        that clicks a place twice running (a second click takes the first back).  A play left
        with no path is chosen from the list of decisions, as ``pass`` and ``reroll`` are.

        >>> import tutor
        >>> state = tutor.start("backgammon", seed=7)  # light to play 3-2
        >>> paths = BackgammonPresentation().click_paths(state.view("light"))
        >>> paths["24/21 13/11"], paths["13/8"]
        ((('24', '21', '13', '11'), ('13', '11', '24', '21')), (('13', '8'),))
        >>> set(paths) <= set(state.legal())
        True
        """
        playing = _playing(view)
        if playing is None:
            return {}
        return dict(_clicks(playing).paths)

    def clicked(self, view: View, places: tuple[str, ...]) -> str | None:
        """The play a path of clicks spells out, legal or not (``None``: it spells none).

        A listed path (:meth:`click_paths`) spells its play, as the legal decisions write it.
        Another path is read as the reader may have meant it: a legal play if one reads so
        (the parts in pairs, in any order, or a checker clicked on from where it stopped:
        ``13 10 8`` is ``13/10 10/8``, the play ``13/8``), written as the legal decisions write it;
        else the pairs as clicked, so that the state says why they are not legal.  A last
        click alone picked a checker and no point: it spells that checker's move by a number
        of the roll when that move is refused for a reason about the checker itself (none
        there, one on the bar first, every such point blocked), else ``None``.

        >>> import tutor
        >>> state = tutor.start("backgammon", seed=7)  # light to play 3-2
        >>> view, shown = state.view("light"), BackgammonPresentation()
        >>> shown.clicked(view, ("13", "11", "24", "21")), shown.clicked(view, ("13", "10", "8"))
        ('24/21 13/11', '13/8')
        >>> shown.clicked(view, ("5",)), shown.clicked(view, ("24", "18"))
        ('5/2', '24/18')
        >>> state.play("5/2")
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: backgammon.no-checker: 5/2: the side on roll has no checker on the 5-point to move
        """
        playing = _playing(view)
        if playing is None or not places or len(places) > 16:
            return None
        if any(place not in _PLACE for place in places):
            return None
        clicks = _clicks(playing)
        listed = clicks.spelled.get(tuple(places))
        if listed is not None:
            return listed
        if tuple(places) in clicks.of_two:
            return None  # two plays click alike: which one is meant is chosen from the list
        points = [_PLACE[place] for place in places]
        me, them = counts(playing.position)
        blots = frozenset(p for p in range(1, 25) if them[p] == 1)
        results = {playing.after(entry): notation for notation, (entry, _) in playing.options.items()}
        through_block = None
        for reading in _readings(points):
            spelled = _spell(reading, blots)
            chains = parse_play(spelled)
            if blocked_stop(chains, them) is not None:
                through_block = through_block or spelled  # no way to make a play: the state says why
                continue
            key = apply_chains(me, them, chains)
            if key is not None and playing.after(key) in results:
                return results[playing.after(key)]
        if through_block is not None:
            return through_block
        pairs = [points[i:i + 2] for i in range(0, len(points) - 1, 2)]
        if any(start == OFF or end == BAR for start, end in pairs):
            return None
        if len(points) % 2 == 0:
            return _spell(pairs, blots)
        return _checker_clicked(playing, pairs, points[-1], blots)


# --- the board ---------------------------------------------------------------------------------------------

def _drawing(view: View, language: str, places: bool) -> str:
    side = view["seat"] if view["seat"] in PLAYERS else PLAYERS[0]
    position = _position(view)
    mine = side == view["on_roll"]
    seen = position if mine else position.swapped()
    dice = tuple(view["dice"]) if mine and view["dice"] is not None else None
    cube = None
    if view["cube"] is not None:
        owner = view["cube"]["owner"]
        cube = (view["cube"]["value"], "" if not owner else "mover" if owner == side else "opponent")
    opening = None
    last, thrown = view["last"], view["opening"]
    if (last is None or last["step"] == "start") and thrown["light"] is not None:
        # the opening throw stays on the table until the first player has decided
        opening = (thrown["light"], thrown["dark"]) if side == PLAYERS[0] else (thrown["dark"], thrown["light"])
    return str(board_svg(seen, dice=dice, language=language, size=420, cube=cube, places=places,
                         mover_colour=side, opening=opening))


def _position(view: View) -> Position:
    """The view's position, seen from the side on roll."""
    return Position.parse(view["position"], same_direction=view["same_direction"])


@lru_cache(maxsize=32)
def _rules(settings: tuple[str, ...]) -> Rules:
    return Rules.from_strings(settings)


def _playing(view: View) -> Part | None:
    """The part of a roll the view's seat is to play (``None``: it has none to play on the board)."""
    if view["phase"] != "play" or not view["legal"] or view["dice"] is None or not view["parts"]:
        return None
    roll = tuple(view["dice"])
    return part(_position(view), (roll[0], roll[1]), tuple(view["parts"][0]), _rules(tuple(view["rules"])),
                view["on_roll"])


# --- reading clicks --------------------------------------------------------------------------------------

class _Clicks:
    """The listed paths of a part (:meth:`BackgammonPresentation.click_paths`): each with its play, the paths that two
    plays click alike, and each play's paths."""

    def __init__(self, playing: Part) -> None:
        plays = [(notation, _checkers(notation)) for notation in sorted(playing.options) if notation != PASS]
        every_order = sum(_orders(len(moved)) for _, moved in plays) <= MOST_PATHS
        found: dict[tuple[str, ...], str] = {}  # in the order listed: each play's own order first
        same: set[tuple[str, ...]] = set()
        for notation, moved in plays:
            orders = dict.fromkeys(permutations(moved)) if every_order else (tuple(moved),)
            for order in orders:
                path = tuple(PLACES[p] for checker, _ in order for p in checker)
                if found.setdefault(path, notation) != notation:
                    same.add(path)
        ordered = sorted(found)  # a path sorts just before the paths it begins
        dropped = set(same)  # the same clicks as another play's: chosen from the list
        for path, following in zip(ordered, ordered[1:], strict=False):
            if following[:len(path)] == path:
                dropped.add(path)  # the beginning of another path: the page would wait for more clicks
        for path in ordered:
            if any(a == b for a, b in zip(path, path[1:], strict=False)):
                dropped.add(path)  # the page cannot click the same place twice running (a second click unpicks it)
        self.spelled = {path: notation for path, notation in found.items() if path not in dropped}
        self.of_two = frozenset(same)
        paths: dict[str, list[tuple[str, ...]]] = {}
        for path, notation in self.spelled.items():
            paths.setdefault(notation, []).append(path)
        self.paths: Mapping[str, tuple[tuple[str, ...], ...]] = {notation: tuple(its) for notation, its in paths.items()}


_CLICKS: dict[int, tuple[Part, _Clicks]] = {}


def _clicks(playing: Part) -> _Clicks:
    """The clicks of ``playing`` (kept for the last few parts: a page asks for the paths, then reads a path)."""
    kept = _CLICKS.get(id(playing))
    if kept is None or kept[0] is not playing:
        kept = (playing, _Clicks(playing))
        _CLICKS[id(playing)] = kept
        if len(_CLICKS) > 16:
            del _CLICKS[next(iter(_CLICKS))]
    return kept[1]


def _checker_clicked(playing: Part, pairs: list[list[int]], start: int, blots: frozenset[int]) -> str | None:
    """The pairs clicked and then the checker on ``start`` moved by a number of the roll, where the engine
    refuses that for a reason about the checker; ``None`` if it refuses none so (see
    :meth:`BackgammonPresentation.clicked`)."""
    if start == OFF:
        return None
    for number in sorted(set(playing.values), reverse=True):
        text = _spell([*pairs, [start, max(start - number, OFF)]], blots)
        try:
            playing.canonical(text)
        except TutorError as error:
            if error.code in _ABOUT_THE_CHECKER:
                return text
    return None


def _checkers(notation: str) -> list[tuple[tuple[int, ...], str]]:
    """Each checker's points in a play, in the order written (where it starts, each hit on the way, where it
    ends), and its part of the notation (a repeated move once for each checker)."""
    moved: list[tuple[tuple[int, ...], str]] = []
    for chain in parse_play(notation):
        moved += [((chain.start, *chain.hits, chain.end), str(replace(chain, count=1)))] * chain.count
    return moved


def _orders(count: int) -> int:
    """How many orders ``count`` parts have (at most; equal parts have fewer)."""
    total = 1
    for n in range(2, count + 1):
        total *= n
    return total


def _spell(checkers: list[list[int]], blots: frozenset[int]) -> str:
    """A play in notation from each checker's points, in that order: a landing on a blot hits it (``*``, the
    first time); a stop that hits nothing ends a part (``13/8 8/2``).  A part that does not move down is
    written as clicked, for the engine to refuse."""
    parts = []
    hit: set[int] = set()
    for points in checkers:
        text = PLACES[points[0]]
        for index, point in enumerate(points[1:], 1):
            hits = point in blots and point not in hit
            text += "/" + PLACES[point] + ("*" if hits else "")
            if hits:
                hit.add(point)
            elif index < len(points) - 1:
                parts.append(text)
                text = PLACES[point]
        parts.append(text)
    return " ".join(parts)


def _readings(points: list[int]) -> list[list[list[int]]]:
    """Every way to read clicked points as checkers' moves, each from a point to one or more lower ones: the
    parts in pairs first, a checker going on from where it stopped after."""
    found: list[list[list[int]]] = []

    def read(index: int, current: list[int], done: list[list[int]]) -> None:
        if index == len(points):
            if len(current) >= 2:
                found.append([*done, current])
            return
        point = points[index]
        if len(current) >= 2:
            read(index + 1, [point], [*done, current])
        if not current or (current[-1] != OFF and point < current[-1]):
            read(index + 1, [*current, point], done)

    read(0, [], [])
    return found
