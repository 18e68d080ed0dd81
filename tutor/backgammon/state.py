"""Backgammon one decision at a time: the game's :class:`~tutor.state.State`.

The seats are ``light`` and ``dark``.  The dice come from the seed.  Who plays first
is drawn as the source says (004: «Каждый игрок бросает одну кость… Игрок, выбросивший
большее число, играет первым»): each side throws one die, a tie is thrown again, and
the higher die plays first (:func:`lots`).  In backgammon and Russian backgammon he
plays the two numbers thrown, so the opening play is never a double; in Acey-Deucey
he throws both dice afresh (``acey_deucey_opening``).  The opening throw is in the
first narration, the view (``opening``), the drawn board and the game record.  Every
decision is a move in :meth:`BackgammonState.legal`, in the game's notation
(:mod:`tutor.backgammon.notation`):

- the play of a roll (``24/18 13/8``; ``pass`` when nothing can be played), one part
  at a time where a turn has several (Russian backgammon's complement after a double,
  Acey-Deucey's named double, the European doubles);
- where the cube is in play, at the start of a turn: ``double``, or ``roll`` without
  doubling; the other side answers ``take`` or ``drop``;
- Acey-Deucey, after a fully played 1-2: the double the player names (``5-5``);
- Russian backgammon with ``russian_opening_reroll``: the first player's ``reroll``
  of the opening roll, instead of playing it.

The issue's example, with the real values of seed 7 (light throws 3, dark 2, so light
plays 3-2 first):

>>> import tutor
>>> state = tutor.start("backgammon", seed=7)
>>> state.game, state.to_move, state.view()["opening"]
('backgammon', 'light', {'light': 3, 'dark': 2, 'ties': []})
>>> print(state.narrate())
The start of the game. To see who plays first, each side throws one die: light throws 3, dark throws 2. Light plays first, with the two numbers thrown: 3-2.
>>> state.view("light")["dice"], state.legal()[:7]
([3, 2], ('13/10 6/4', '13/10 8/6', '13/11 13/10', '13/11 6/3', '13/11 8/5', '13/8', '24/21 13/11'))
>>> after = state.play("24/21 13/11")
>>> state.play("24/10")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: backgammon.wrong-distance: 24/10 would move a checker by 14, and the numbers to play (3, 2) move one checker by 2, 3 or 5
>>> after.finished, after.outcome()
(False, None)
>>> tutor.replay("backgammon", after.record(), seed=7) == after
True
>>> after.view("dark")["pips"], after.view("dark")["cube"], after.view("dark")["dice"]
({'light': 162, 'dark': 167}, {'value': 1, 'owner': None}, None)
>>> tutor.suggest(after, seed=1)
'roll'
>>> print(after.narrate())
Turn 1: light plays the opening throw 3-2: 24/21 13/11.

Dark may double before rolling; ``roll`` rolls without doubling:

>>> after.to_move, after.legal()
('dark', ('double', 'roll'))
>>> rolled = after.play("roll")
>>> rolled.view("dark")["dice"], rolled.narrate()
([6, 4], 'Turn 2: dark does not double and rolls 6-4.')
>>> doubled = after.play("double")
>>> doubled.to_move, doubled.legal(), doubled.play("drop").outcome()
('light', ('drop', 'take'), {'light': -1, 'dark': 1})
>>> doubled.play("take").view("light")["cube"]
{'value': 2, 'owner': 'light'}
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import combinations, permutations
from typing import Any

from tutor.backgammon.board import Position
from tutor.backgammon.captions import (
    DOUBLES,
    NAMES_DOUBLE,
    REROLLS,
    ROLLS,
    describe,
    ending,
    gap,
    name,
    opening_words,
)
from tutor.backgammon.counts import WAIT, Key, after, apply_chains, counts, hit_points
from tutor.backgammon.cube import CENTRE, Cube, can_double, drop, settle, take
from tutor.backgammon.explain import bear_off_reason, stop_reason
from tutor.backgammon.moves import (
    ACCELERATOR,
    Roll,
    blocked_stop,
    generate,
    legal_plays,
    ordinary_moves,
    play_part,
    stepper,
)
from tutor.backgammon.notation import (
    BAR,
    OFF,
    PASS,
    REROLL,
    Chain,
    format_named_double,
    format_play,
    format_roll,
    parse_decision,
    parse_play,
)
from tutor.backgammon.players import best_double, best_play, takes, wants_double
from tutor.backgammon.record import PLAYERS, TurnRecord, format_opening
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import outcome
from tutor.backgammon.svg import board_svg
from tutor.backgammon.turns import parts
from tutor.catalog import Text
from tutor.errors import IllegalPlayError, NotationError, TutorError
from tutor.i18n import LIST_COMMA, N_, gettext, normalize_language, reader_language
from tutor.payments import Payment
from tutor.state import Chance, State
from tutor.state import replay as read_record

# what the side whose turn it is decides now
CUBE, ANSWER, PLAY, NAME, OVER = "cube", "answer", "play", "name", "over"

#: the places clicked on a board (:meth:`BackgammonState.board`): the notation's names of the points
PLACES = ("off", *(str(p) for p in range(1, 25)), "bar")
_PLACE = {name: number for number, name in enumerate(PLACES)}
#: the most click paths of a roll's plays with the parts of each in every order (beyond it, each play has one path,
#: its parts in the order :meth:`BackgammonState.legal` writes them)
MOST_PATHS = 2000
#: the refusals that say what is wrong with a checker (a last click that picked a checker and no point for it)
_ABOUT_THE_CHECKER = frozenset({"backgammon.no-checker", "backgammon.bar-first", "backgammon.point-blocked",
                                "backgammon.entry-not-yet", "backgammon.bear-off-outside",
                                "backgammon.none-to-enter"})
_OR = N_("{some} or {last}")
_AND = N_("{some} and {last}")


def throw(rng: random.Random) -> Roll:
    """Two dice, the higher first (the automatic players' games have always drawn them this way)."""
    first, second = rng.randint(1, 6), rng.randint(1, 6)
    return (first, second) if first >= second else (second, first)


def lots(rng: random.Random) -> tuple[tuple[int, int], ...]:
    """The opening throw: light and dark each throw one die, and throw again while they tie (004: «Каждый игрок
    бросает одну кость из стакана»); every throw ``(light, dark)``, the last one decides.

    The dice come from the stream as :func:`throw` draws them, light's first, so a standard game's dice are
    the ones it had before the first player was drawn (only who plays first has changed).

    >>> lots(random.Random(7)), throw(random.Random(7))
    (((3, 2),), (3, 2))
    """
    throws = []
    while True:
        light, dark = rng.randint(1, 6), rng.randint(1, 6)
        throws.append((light, dark))
        if light != dark:
            return tuple(throws)


@dataclass(frozen=True, eq=False)
class BackgammonState(State[Rules]):
    """A game of backgammon (or a variant) from its seed: see the module's documentation.

    ``position`` is seen from ``PLAYERS[player]``, the side whose turn it is; ``lines``
    are the game record's lines so far (:mod:`tutor.backgammon.record`), the last one
    still ``open`` while its turn goes on.
    """

    game = "backgammon"
    rules: Rules
    seed: int
    decisions: tuple[str, ...]
    chance: Chance = field(repr=False)
    position: Position
    player: int = 0
    cube: Cube = CENTRE
    phase: str = PLAY
    roll: Roll | None = None
    parts: tuple[tuple[int, ...], ...] = ()  # the parts of the turn still to play, this one first
    then: str = ""  # what follows the turn's parts played in full: "", "roll" or "double"
    rolls: int = 0
    lines: tuple[TurnRecord, ...] = ()
    open: bool = False
    payment: Payment | None = None
    result: str = ""
    event: str = "start"  # the kind of the last decision, for narrate()
    opening: tuple[tuple[int, int], ...] = ()  # the opening throws (light's die, dark's die), ties first

    # --- the State interface ----------------------------------------------------------------

    @classmethod
    def start(cls, rules: Rules, seed: int) -> BackgammonState:  # type: ignore[override]  # chance steps: issue 26
        """The opening throw decides who plays first; he plays its two numbers, or (Acey-Deucey) throws both dice."""
        throws, chance = Chance.seeded(seed).draw(lots)
        light, dark = throws[-1]
        state = cls(rules, seed, (), chance, rules.start, player=0 if light > dark else 1, opening=throws)
        return state._rolled((max(light, dark), min(light, dark)) if rules.opening_throw_played else None)

    @property
    def seats(self) -> tuple[str, ...]:
        return PLAYERS

    @property
    def to_move(self) -> str | None:
        if self.phase == OVER:
            return None
        return PLAYERS[1 - self.player] if self.phase == ANSWER else PLAYERS[self.player]

    def legal(self) -> tuple[str, ...]:
        if self.phase == CUBE:
            return ("double", "roll")
        if self.phase == ANSWER:
            return ("drop", "take")
        if self.phase == NAME:
            return tuple(format_named_double(n) for n in range(1, 7))
        if self.phase == PLAY:
            found = list(self._options)
            if self._may_reroll:
                found.append(REROLL)
            return tuple(sorted(found))
        return ()

    def _decide(self, text: str) -> BackgammonState:
        try:
            decision = parse_decision(text)
        except NotationError as error:
            if error.code != "backgammon.point-order" or self.phase != PLAY:
                raise
            # well written but for its direction: the rule it breaks, not where the text goes wrong
            move = f"{error.params['start']}/{error.params['end']}"
            raise IllegalPlayError("backgammon.backwards", play=move, text=text) from None
        state = replace(self, decisions=(*self.decisions, text))
        if self.phase == CUBE:
            if decision.kind != "cube" or decision.word not in ("double", "roll"):
                raise IllegalPlayError("backgammon.double-or-roll", decision=text, player=self._seat_text())
            if decision.word == "roll":
                return replace(state, event="roll")._rolled()
            line = TurnRecord(PLAYERS[self.player], "double", (), self._from_light(self.position), self.cube)
            return replace(state, phase=ANSWER, lines=(*self.lines, line), open=True, event="double")
        if self.phase == ANSWER:
            if decision.kind != "cube" or decision.word not in ("take", "drop"):
                raise IllegalPlayError("backgammon.take-or-drop", decision=text, player=self._seat_text(answer=True))
            doubler, answerer = PLAYERS[self.player], PLAYERS[1 - self.player]
            words = f"double, {decision.word}"
            if decision.word == "drop":
                line = replace(self.lines[-1], text=words)
                return replace(state, phase=OVER, lines=(*self.lines[:-1], line), open=False, event="answer",
                               payment=drop(self.cube, doubler, answerer), result="drop")
            cube = take(self.cube, doubler, answerer)
            line = replace(self.lines[-1], text=words, cube=cube)
            return replace(state, cube=cube, lines=(*self.lines[:-1], line), open=False, event="answer")._rolled()
        if self.phase == NAME:
            if decision.kind != "name":
                raise IllegalPlayError("backgammon.name-a-double", decision=text, player=self._seat_text())
            number = decision.number
            return replace(state, phase=PLAY, parts=((number,) * 4,), then="roll", event="name")
        # PLAY
        if decision.kind == "reroll":
            if not self._may_reroll:
                raise IllegalPlayError("backgammon.no-reroll", decision=text)
            return replace(state, event="reroll")._rolled()
        if decision.kind != "play":
            assert self.roll is not None
            raise IllegalPlayError("backgammon.play-the-roll", decision=text, player=self._seat_text(),
                                   roll=format_roll(self.roll))
        notation = self._canonical(text)
        return self._played(notation, (*self.decisions, notation))

    def payments(self) -> tuple[Payment, ...]:
        return (self.payment,) if self.payment is not None else ()

    def view(self, seat: str | None = None) -> dict[str, Any]:
        light = self._from_light(self.position)
        off = light.borne_off()
        pips = light.pip_counts()
        rolled = self.phase in (PLAY, NAME)
        return {
            **self.common_view(seat),
            "phase": self.phase,
            "on_roll": PLAYERS[self.player],
            "position": self.position.text,  # gnubg Position ID, seen from the side on roll
            "same_direction": self.rules.same_direction,
            "points": {"light": list(light.mover), "dark": list(light.opponent)},
            "waiting": {"light": light.mover_waiting, "dark": light.opponent_waiting},
            "borne_off": {"light": off[0], "dark": off[1]},
            "pips": {"light": pips[0], "dark": pips[1]},
            "dice": list(self.roll) if rolled and self.roll is not None else None,
            "parts": [list(p) for p in self.parts] if self.phase == PLAY else [],
            "cube": {"value": self.cube.value, "owner": self.cube.owner or None} if self.rules.cube_in_play else None,
            "turn": len(self.lines) if self.open else len(self.lines) + (not self.finished),
            # who played first: the opening throw, one die each (the ties thrown again before it)
            "opening": {"light": self.opening[-1][0], "dark": self.opening[-1][1],
                        "ties": [list(t) for t in self.opening[:-1]]},
        }

    def draw(self, seat: str | None = None, language: str | None = None) -> str:
        """The board as ``seat`` sees it: its own checkers at the bottom, the points numbered from its home
        (light's view when ``seat`` is ``None``); the dice once that seat has rolled."""
        language = reader_language(language)
        return self._drawing(seat, language)

    def suggest(self, rng: random.Random) -> str:
        if self.phase == CUBE:
            return "double" if wants_double(self.position) else "roll"
        if self.phase == ANSWER:
            return "take" if takes(self.position) else "drop"
        assert self.roll is not None
        if self.phase == NAME:
            return format_named_double(best_double(self.position, self.roll, self.rules))
        chosen = best_play(self.position, self.parts[0], self.roll, self.rules)
        if chosen in self._options:
            return chosen
        # the players walk the moves without the position the part starts from, so a rule that needs it
        # (russian_first_roll=enter: a first roll only enters) can make their choice illegal: then the first play
        return min(self._options)

    def narrate(self, language: str | None = None, seat: str | None = None) -> str:
        language = reader_language(language)
        if not self.decisions:
            assert self.roll is not None
            how = "may-reroll" if self._may_reroll else "plays" if self._plays_opening_throw else "throws"
            return opening_words(self.opening, how, format_roll(self.roll), language, self.rules.starts_off_board)
        player = name(PLAYERS[self.player], language)
        number = len(self.lines) + (0 if self.open else 1)
        if self.event == "roll":
            assert self.roll is not None
            return gettext(ROLLS, language).format(n=number, player=player, roll=format_roll(self.roll))
        if self.event == "reroll":
            assert self.roll is not None
            return gettext(REROLLS, language).format(n=number, player=player, roll=format_roll(self.roll))
        if self.event == "double":
            other = name(PLAYERS[1 - self.player], language)
            return gettext(DOUBLES, language).format(n=len(self.lines), player=player, other=other)
        # the other side's play also in the numbers of seat's board; the hits in words
        text = describe(self.lines[-1], len(self.lines), language, board_numbers=not self.rules.same_direction,
                        seen_by=seat or PLAYERS[0], hits=True)
        if self.event == "name":
            dice = format_named_double(self.parts[0][0])
            text += gap(language) + gettext(NAMES_DOUBLE, language).format(
                player=name(PLAYERS[self.player], language, True), dice=dice)
        if self.payment is not None:
            text += gap(language) + ending(self.result, self.payment.payee, self.payment.amount, language)
        return text

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        language = reader_language(language)
        return name(seat, language)

    # --- playing by clicking the board (the play pages) ---------------------------------------------

    def board(self, seat: str | None = None, language: str | None = None) -> str:
        """:meth:`draw`, with the places to click when ``seat`` has a roll to play: each point (``data-place``
        its number), the bar (``bar``, also the tray while checkers wait to enter) and the tray (``off``),
        each with its name in words (``data-name``).

        >>> state = start(seed=7)
        >>> board = state.board("light", "ru")
        >>> board.count('class="tutor-place"'), 'data-name="линия 13: 5 светлых шашек"' in board
        (26, True)
        >>> state.board("dark") == state.draw("dark")
        True
        """
        language = reader_language(language)
        if seat is None or seat != self.to_move or self.phase != PLAY:
            return self.draw(seat, language)
        return self._drawing(seat, language, places=True)

    def click_paths(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each play of the roll, as :meth:`legal` writes it, with the paths of places clicked to make it.

        For each checker moved: the point it leaves, then the point it goes to
        (``24/21 13/11``: ``24 21 13 11``); where it hits on its way, the point of the hit
        in between (``13/7*/5``: ``13 7 5``).  ``bar`` enters a checker, ``off`` bears one off,
        and a move written with a repeat, ``24/18(2)``, is clicked once for each checker.

        The parts of a play may be clicked in any order: a play's first path is its parts
        in the order :meth:`legal` writes them, the others the same parts in every other
        order, unless the plays of the roll would then have more than :data:`MOST_PATHS`
        paths together (then each play has its first path only).

        No path begins another: where one play's clicks begin another's (``13/7*/5``, one
        checker hitting on its way, and ``13/7* 5/4``, the hit and then a checker from the
        5-point), the shorter path is not listed; nor is a path two plays would share, or one
        that clicks a place twice running (a second click takes the first back).  A play left
        with no path is chosen from the list of decisions, as ``pass`` and ``reroll`` are.

        >>> state = start(seed=7)  # light to play 3-2
        >>> paths = state.click_paths()
        >>> paths["24/21 13/11"], paths["13/8"]
        ((('24', '21', '13', '11'), ('13', '11', '24', '21')), (('13', '8'),))
        >>> set(paths) <= set(state.legal())
        True
        """
        return dict(self._paths) if self.phase == PLAY and self.to_move is not None else {}

    def clicked(self, places: tuple[str, ...]) -> str | None:
        """The play a path of clicks spells out, legal or not (``None``: it spells none).

        A listed path (:meth:`click_paths`) spells its play, as :meth:`legal` writes it.
        Another path is read as the reader may have meant it: a legal play if one reads so
        (the parts in pairs, in any order, or a checker clicked on from where it stopped:
        ``13 10 8`` is ``13/10 10/8``, the play ``13/8``), written as :meth:`legal` writes it;
        else the pairs as clicked, so that :meth:`play` says why they are not legal.  A last
        click alone picked a checker and no point: it spells that checker's move by a number
        of the roll when that move is refused for a reason about the checker itself (none
        there, one on the bar first, every such point blocked), else ``None``.

        >>> state = start(seed=7)  # light to play 3-2
        >>> state.clicked(("13", "11", "24", "21")), state.clicked(("13", "10", "8"))
        ('24/21 13/11', '13/8')
        >>> state.clicked(("5",)), state.clicked(("24", "18"))
        ('5/2', '24/18')
        >>> state.play("5/2")
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: backgammon.no-checker: 5/2: the side on roll has no checker on the 5-point to move
        >>> state.play("24/18")
        Traceback (most recent call last):
          ...
        tutor.errors.IllegalPlayError: backgammon.wrong-distance: 24/18 would move a checker by 6, and the numbers to play (3, 2) move one checker by 2, 3 or 5
        """
        if self.phase != PLAY or self.to_move is None or not places or len(places) > 16:
            return None
        if any(place not in _PLACE for place in places):
            return None
        listed = self._spelled.get(tuple(places))
        if listed is not None:
            return listed
        if tuple(places) in self._clicks_of_two:
            return None  # two plays click alike: which one is meant is chosen from the list
        points = [_PLACE[place] for place in places]
        me, them = counts(self.position)
        blots = frozenset(p for p in range(1, 25) if them[p] == 1)
        results = {self._after(entry): notation for notation, (entry, _) in self._options.items()}
        through_block = None
        for reading in _readings(points):
            spelled = _spell(reading, blots)
            chains = parse_play(spelled)
            if blocked_stop(chains, them) is not None:
                through_block = through_block or spelled  # no way to make a play: play() says why
                continue
            key = apply_chains(me, them, chains)
            if key is not None and after(key, self.position) in results:
                return results[after(key, self.position)]
        if through_block is not None:
            return through_block
        pairs = [points[i:i + 2] for i in range(0, len(points) - 1, 2)]
        if any(start == OFF or end == BAR for start, end in pairs):
            return None
        if len(points) % 2 == 0:
            return _spell(pairs, blots)
        return self._checker_clicked(pairs, points[-1], blots)

    def _checker_clicked(self, pairs: list[list[int]], start: int, blots: frozenset[int]) -> str | None:
        """The pairs clicked and then the checker on ``start`` moved by a number of the roll, where the engine
        refuses that for a reason about the checker; ``None`` if it refuses none so (see :meth:`clicked`)."""
        if start == OFF:
            return None
        for number in sorted(set(self.parts[0]), reverse=True):
            text = _spell([*pairs, [start, max(start - number, OFF)]], blots)
            try:
                self._canonical(text)
            except TutorError as error:
                if error.code in _ABOUT_THE_CHECKER:
                    return text
        return None

    @cached_property
    def _clicks(self) -> tuple[dict[tuple[str, ...], str], frozenset[tuple[str, ...]]]:
        """Each listed path with its play (:meth:`click_paths`, this part of a roll), and the paths two plays
        click alike."""
        plays = [(notation, _checkers(notation)) for notation in sorted(self._options) if notation != PASS]
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
        return {path: notation for path, notation in found.items() if path not in dropped}, frozenset(same)

    @cached_property
    def _paths(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """:meth:`click_paths` (this part of a roll): each play's listed paths, the plays as :meth:`legal` sorts
        them."""
        paths: dict[str, list[tuple[str, ...]]] = {}
        for path, notation in self._spelled.items():
            paths.setdefault(notation, []).append(path)
        return {notation: tuple(its) for notation, its in paths.items()}

    @property
    def _clicks_of_two(self) -> frozenset[tuple[str, ...]]:
        """The paths that two plays click alike (neither is listed)."""
        return self._clicks[1]

    @property
    def _spelled(self) -> dict[tuple[str, ...], str]:
        """Each listed path and the play it makes."""
        return self._clicks[0]

    # --- backgammon's own --------------------------------------------------------------------

    def game_record(self) -> str:
        """The game so far in the game-record notation (:mod:`tutor.backgammon.record`): the opening throw, then
        the dice and the plays."""
        light, dark = self.opening[-1]
        return "; ".join((format_opening(light, dark), *(line.text for line in self.lines)))

    @property
    def line_ended(self) -> bool:
        """Did the last decision end a line of the game record (a turn, or a double and its answer)?"""
        return self.event in ("play", "answer") and not self.open

    # --- the inner steps -----------------------------------------------------------------------

    @cached_property
    def _options(self) -> dict[str, tuple[Position | Key, bool]]:
        """The legal plays of this part: notation → (the position after it, or its key; all moves played)."""
        assert self.roll is not None
        values = self.parts[0]
        if ACCELERATOR is not None and self.rules.ordinary_turns:
            return {p.notation: (p.result, True) for p in legal_plays(self.position, self.roll, self.rules)}
        me, them = counts(self.position)
        most, found = generate(me, them, values, stepper(self.rules, self.roll, self.position))
        marked = hit_points(them)
        full = most == len(values)
        return {format_play(steps, marked): (key, full) for key, steps in found.items()}

    def _after(self, entry: Position | Key) -> Position:
        """The position after a play of :attr:`_options`, the opponent on roll."""
        return entry if isinstance(entry, Position) else after(entry, self.position)

    @property
    def _plays_opening_throw(self) -> bool:
        """Is the roll on the table the opening throw (its winner plays the two numbers thrown)?"""
        return self.rolls == 1 and self.rules.opening_throw_played

    @property
    def _may_reroll(self) -> bool:
        return self.rules.opening_reroll_choice and self.rolls == 1 and self.event == "start"

    def _canonical(self, text: str) -> str:
        """The notation ``legal()`` lists for the play ``text`` (any spelling of it); the engine's reason if illegal."""
        if text in self._options:
            return text
        assert self.roll is not None
        me, _ = counts(self.position)
        if sum(c.count for c in parse_play(text) if c.start == BAR) > me[BAR] + me[WAIT]:
            raise IllegalPlayError("backgammon.none-to-enter", play=text, player=self._seat_text())
        try:
            key, _ = play_part(self.position, self.roll, self.parts[0], text, self.rules)
        except IllegalPlayError as error:
            if error.code != "backgammon.illegal-play":
                raise
            raise self._why_not(text) or error from None
        result = after(key, self.position)
        for notation, (found, _) in self._options.items():
            if found == key or self._after(found) == result:
                return notation
        raise self.refuse(text)  # not reached: play_part checks against the same plays

    def _drawing(self, seat: str | None, language: str, places: bool = False) -> str:
        side = seat or PLAYERS[0]
        mine = side == PLAYERS[self.player]
        seen = self.position if mine else self.position.swapped()
        dice = self.roll if mine and self.phase in (PLAY, NAME) else None
        cube = None
        if self.rules.cube_in_play:
            cube = (self.cube.value, "" if not self.cube.owner else "mover" if self.cube.owner == side else "opponent")
        opening = None
        if not self.decisions:  # the opening throw stays on the table until the first player has played
            light, dark = self.opening[-1]
            opening = (light, dark) if side == PLAYERS[0] else (dark, light)
        return str(board_svg(seen, dice=dice, language=language, size=420, cube=cube, places=places,
                             mover_colour=side, opening=opening))

    def _why_not(self, text: str) -> IllegalPlayError | None:
        """The rule an illegal play breaks, where the engine's own check names none (it says only that the play
        is not legal): a distance no number of the roll makes, numbers used twice, bearing off too early or
        by too small a number, a checker that moves by both numbers but cannot stop on the way."""
        assert self.roll is not None
        chains = parse_play(text)
        values = self.parts[0]
        numbers = ", ".join(str(v) for v in values)
        me, them = counts(self.position)
        left = apply_chains(me, them, chains)
        # the roll's own moves (not a complement, nor a named double): what the explanations take
        ordinary = values == ordinary_moves((max(self.roll), min(self.roll)))
        if any(c.end == OFF for c in chains):
            if left is not None and (any(left[0][7:BAR + 1]) or left[0][WAIT]):
                return IllegalPlayError("backgammon.bear-off-outside", play=text, player=self._seat_text())
            if ordinary and not self.rules.exact_bear_off and not me[WAIT]:
                why = _reasons(text, lambda language: bear_off_reason(self.position, self.roll or (1, 1), text,
                                                                      language, self.rules))
                if why is not None:
                    return IllegalPlayError("backgammon.bear-off", play=text, why=why)
            return None
        single = sorted({values[0] * n for n in range(1, len(values) + 1)}) if len(set(values)) == 1 else \
            sorted({*values, sum(values)})
        for chain in chains:
            distance = chain.start - chain.end
            if distance not in single:
                return IllegalPlayError("backgammon.wrong-distance", play=text, move=_move_text(chain),
                                        distance=distance, numbers=numbers, made=_listed(single, _OR))
        distances = [c.start - c.end for c in chains for _ in range(c.count)]
        if not _shared_out(distances, list(values)):
            return IllegalPlayError("backgammon.wrong-distances", play=text, numbers=numbers,
                                    moved=_listed(distances, _AND))
        if ordinary and len(chains) == 1 and chains[0].count == 1:
            why = _reasons(text, lambda language: stop_reason(self.position, self.roll or (1, 1), text, language,
                                                              self.rules))
            if why is not None:
                return IllegalPlayError("backgammon.stops", play=text, why=why)
        return None

    def _seat_text(self, answer: bool = False) -> Text:
        seat = PLAYERS[1 - self.player] if answer else PLAYERS[self.player]
        return Text(name(seat, "en"), name(seat, "ru"), name(seat, "zh"))

    def _from_light(self, position: Position) -> Position:
        return position if self.player == 0 else position.swapped()

    def _rolled(self, opening: Roll | None = None) -> BackgammonState:
        """The side whose turn it is rolls (or plays ``opening``, the opening throw); its first part is next."""
        roll, chance = (opening, self.chance) if opening is not None else self.chance.draw(throw)
        turn = parts(self.position, roll, self.rules)
        return replace(self, chance=chance, roll=roll, parts=turn.parts, then=turn.then, rolls=self.rolls + 1,
                       phase=PLAY)

    def _played(self, notation: str, decisions: tuple[str, ...]) -> BackgammonState:
        """This part played as ``notation`` (canonical), the last of ``decisions``: the turn goes on, passes, or
        the game ends."""
        assert self.roll is not None
        entry, full = self._options[notation]
        result = self._after(entry)
        now = result.swapped()  # the same side still on roll
        self = replace(self, decisions=decisions)  # the state after the decision, from here on
        values = self.parts[0]
        seat, other = PLAYERS[self.player], PLAYERS[1 - self.player]
        hits = now.opponent[24] - self.position.opponent[24]
        first = not (self.open and self.lines and self.lines[-1].parts)
        assert self.roll is not None
        dice = format_roll(self.roll) if first else format_roll((values[0], values[-1]))
        if first:
            line = TurnRecord(seat, f"{dice}: {notation}", ((dice, notation),), self._from_light(now), self.cube,
                              hits=hits, opening=self._plays_opening_throw)
            lines = self.lines
        else:
            last = self.lines[-1]
            line = replace(last, text=f"{last.text} | {dice}: {notation}", parts=(*last.parts, (dice, notation)),
                           board=self._from_light(now), hits=last.hits + hits)
            lines = self.lines[:-1]
        finished = outcome(now, self.rules)
        if finished is not None:
            payment = settle(finished, self.cube, seat, other)
            return replace(self, position=now, phase=OVER, lines=(*lines, line), open=False, event="play",
                           payment=payment, result=finished.result, parts=())
        if full and len(self.parts) > 1:
            return replace(self, position=now, parts=self.parts[1:], lines=(*lines, line), open=True, event="play")
        if full and self.then == "double":
            return replace(self, position=now, phase=NAME, parts=(), lines=(*lines, line), open=True, event="play")
        again = full and self.then == "roll"
        line = replace(line, again=again)
        state = replace(self, lines=(*lines, line), open=False, event="play", parts=(), then="")
        if again:
            return replace(state, position=now)._rolled()
        state = replace(state, position=result, player=1 - self.player)
        if self.rules.cube_in_play and can_double(self.cube, PLAYERS[state.player]):
            return replace(state, phase=CUBE, roll=None)
        return state._rolled()


# --- the game-level verbs (tutor.start/replay/suggest call the State the same way) ---------------------------

def start(seed: int = 0, **options: Any) -> BackgammonState:
    """A new game under the rule ``options`` (``variant="russian"``, …), its dice drawn from ``seed``.

    >>> start(seed=7, variant="russian").legal()
    ('bar/20', 'bar/23 bar/22')
    """
    return BackgammonState.start(Rules(**options), seed)


def replay(record: str, seed: int = 0, **options: Any) -> BackgammonState:
    """The state after the decisions of ``record`` (``"24/18 13/8; roll; …"``), from ``seed`` under ``options``."""
    return read_record(BackgammonState, Rules(**options), seed, record)  # type: ignore[return-value]


def suggest(state: BackgammonState, seed: int = 0) -> str:
    """The automatic player's decision in ``state`` (:mod:`tutor.backgammon.players`)."""
    return state.suggest(random.Random(seed))



# --- reading clicks --------------------------------------------------------------------------------------

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


def _move_text(chain: Chain) -> str:
    return f"{PLACES[chain.start]}/{PLACES[chain.end]}"


def _listed(numbers: list[int], joined: str) -> Text:
    """Numbers in words in the three languages: ``3, 2 or 5`` (``joined``: :data:`_OR` or :data:`_AND`)."""
    def words(language: str) -> str:
        texts = [str(n) for n in numbers]
        if len(texts) == 1:
            return texts[0]
        return gettext(joined, language).format(some=LIST_COMMA[normalize_language(language)].join(texts[:-1]),
                                                last=texts[-1])
    return Text(words("en"), words("ru"), words("zh"))


def _reasons(text: str, reason: Any) -> Text | None:
    """An explanation of :mod:`tutor.backgammon.explain` in the three languages, without the play it begins with
    (``None`` when it has none)."""
    found = [reason(language) for language in ("en", "ru", "zh")]
    if any(why is None for why in found):
        return None
    return Text(*(why[len(text):].lstrip(":：").strip() if why.startswith(text) else why for why in found))


def _shared_out(distances: list[int], values: list[int]) -> bool:
    """Can each distance be made by some of ``values``, each value used once at most?

    >>> _shared_out([3, 3], [3, 2]), _shared_out([5], [3, 2]), _shared_out([12, 6], [6, 6, 6, 6])
    (False, True, True)
    """
    if not distances:
        return True
    first, rest = distances[0], distances[1:]
    for size in range(1, len(values) + 1):
        for chosen in combinations(range(len(values)), size):
            if sum(values[i] for i in chosen) == first:
                remaining = [v for i, v in enumerate(values) if i not in chosen]
                if _shared_out(rest, remaining):
                    return True
    return False
