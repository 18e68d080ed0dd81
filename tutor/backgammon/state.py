"""Backgammon one step at a time: the game's :class:`~tutor.state.State`.

The seats are ``light`` and ``dark``.  The dice are steps of the record, written in
the notation (:mod:`tutor.backgammon.notation`), as the game's chance:

- ``lot 5-3``: one throw of the opening lot, light's die and then dark's (004: «Каждый
  игрок бросает одну кость… Игрок, выбросивший большее число, играет первым»).  A tie
  is thrown again, as another ``lot`` step; the higher die plays first.  In
  backgammon and Russian backgammon he plays the two numbers thrown, so the opening
  play is never a double; in Acey-Deucey he throws both dice afresh
  (``acey_deucey_opening``).
- ``dice 6-4``: the two dice of a roll, the higher first: after ``roll``, after a
  double is taken, and wherever a turn begins without a cube decision, or goes on
  with another roll.

A state started from a seed throws these dice itself, from the seed, and writes
them into its record; one started without a seed (``tutor.start("backgammon",
seed=None)``: real dice) waits for each (``to_move`` is :data:`~tutor.state.CHANCE`).
Every decision is one of :meth:`BackgammonState.legal`:

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
>>> state.game, state.to_move, state.view()["opening"], state.record()
('backgammon', 'light', {'light': 3, 'dark': 2, 'ties': []}, 'lot 3-2')
>>> state.view("light")["dice"], state.legal()[:7]
([3, 2], ('13/10 6/4', '13/10 8/6', '13/11 13/10', '13/11 6/3', '13/11 8/5', '13/8', '24/21 13/11'))
>>> after = state.play("24/21 13/11")
>>> state.play("24/10")
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: backgammon.wrong-distance: 24/10 would move a checker by 14, and the numbers to play (3, 2) move one checker by 2, 3 or 5
>>> after.finished, after.outcome()
(False, None)
>>> tutor.replay("backgammon", after.record()) == after
True
>>> after.view("dark")["pips"], after.view("dark")["cube"], after.view("dark")["dice"]
({'light': 162, 'dark': 167}, {'value': 1, 'owner': None}, None)
>>> tutor.suggest(after, seed=1)
'roll'

Dark may double before rolling; ``roll`` rolls without doubling, and the dice follow:

>>> after.to_move, after.legal()
('dark', ('double', 'roll'))
>>> rolled = after.play("roll")
>>> rolled.view("dark")["dice"], rolled.record()
([6, 4], 'lot 3-2; 24/21 13/11; roll; dice 6-4')
>>> doubled = after.play("double")
>>> doubled.to_move, doubled.legal(), doubled.play("drop").outcome()
('light', ('drop', 'take'), {'light': -1, 'dark': 1})
>>> doubled.play("take").view("light")["cube"]
{'value': 2, 'owner': 'light'}

Without a seed the state waits for the dice, and lists what they may bring:

>>> table = tutor.start("backgammon", seed=None)
>>> table.to_move, len(table.legal()), table.legal()[:3]
('chance', 36, ('lot 1-1', 'lot 1-2', 'lot 1-3'))
>>> table = table.play("lot 4-4").play("lot 2-5")
>>> table.to_move, table.roll, table.view()["opening"]
('dark', (5, 2), {'light': 2, 'dark': 5, 'ties': [[4, 4]]})
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import Any

from tutor.backgammon.board import Position
from tutor.backgammon.counts import Key
from tutor.backgammon.cube import CENTRE, Cube, can_double, drop, settle, take
from tutor.backgammon.moves import Roll
from tutor.backgammon.notation import (
    DICE,
    LOT,
    REROLL,
    ChanceStep,
    format_chance,
    format_named_double,
    format_opening,
    format_roll,
    parse_chance,
    parse_decision,
)
from tutor.backgammon.part import Part, part
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import outcome
from tutor.backgammon.sides import PLAYERS, name
from tutor.backgammon.turns import TurnRecord, parts
from tutor.catalog import Text
from tutor.errors import IllegalPlayError, NotationError
from tutor.i18n import reader_language
from tutor.payments import Payment
from tutor.state import CHANCE, Chance, State

# what comes next: chance (the opening lot, the dice of a roll), or what the side whose turn it is decides
CUBE, ANSWER, PLAY, NAME, OVER = "cube", "answer", "play", "name", "over"
_LOTS = tuple(sorted(format_chance(ChanceStep(LOT, (light, dark))) for light in range(1, 7) for dark in range(1, 7)))
_ROLLS = tuple(sorted(format_chance(ChanceStep(DICE, (high, low))) for high in range(1, 7) for low in range(1, high + 1)))


def throw(rng: random.Random) -> Roll:
    """Two dice, the higher first (the automatic players' games have always drawn them this way)."""
    first, second = rng.randint(1, 6), rng.randint(1, 6)
    return (first, second) if first >= second else (second, first)


def one_each(rng: random.Random) -> tuple[int, int]:
    """One throw of the opening lot: light's die, then dark's (each throw of a tie drawn the same way, so a standard
    game's dice are the ones it had before the first player was drawn).

    >>> one_each(random.Random(7)), throw(random.Random(7))
    ((3, 2), (3, 2))
    """
    return rng.randint(1, 6), rng.randint(1, 6)


@dataclass(frozen=True, eq=False)
class BackgammonState(State[Rules]):
    """A game of backgammon (or a variant): see the module's documentation.

    ``position`` is seen from ``PLAYERS[player]``, the side whose turn it is; ``lines``
    are the game record's lines so far (:mod:`tutor.backgammon.record`), the last one
    still ``open`` while its turn goes on.
    """

    game = "backgammon"
    chance_words = (LOT, DICE)
    rules: Rules
    seed: int | None
    decisions: tuple[str, ...]
    chance: Chance | None = field(repr=False)
    position: Position
    player: int = 0
    cube: Cube = CENTRE
    phase: str = LOT
    roll: Roll | None = None
    parts: tuple[tuple[int, ...], ...] = ()  # the parts of the turn still to play, this one first
    then: str = ""  # what follows the turn's parts played in full: "", "roll" or "double"
    rolls: int = 0
    lines: tuple[TurnRecord, ...] = ()
    open: bool = False
    payment: Payment | None = None
    result: str = ""
    event: str = "start"  # the kind of the last decision (the chance steps after it leave it)
    opening: tuple[tuple[int, int], ...] = ()  # the opening throws (light's die, dark's die), ties first

    # --- the State interface ----------------------------------------------------------------

    @classmethod
    def begin(cls, rules: Rules) -> BackgammonState:
        """The game before the opening lot: every checker in its place, nobody on roll yet."""
        return cls(rules, None, (), None, rules.start)

    def draw_chance(self, stream: Chance) -> tuple[str, Chance]:
        if self.phase == LOT:
            lot, after = stream.draw(one_each)
            return format_chance(ChanceStep(LOT, lot)), after
        roll, after = stream.draw(throw)
        return format_chance(ChanceStep(DICE, roll)), after

    @property
    def seats(self) -> tuple[str, ...]:
        return PLAYERS

    @property
    def to_move(self) -> str | None:
        if self.phase == OVER:
            return None
        if self.phase in (LOT, DICE):
            return CHANCE
        return PLAYERS[1 - self.player] if self.phase == ANSWER else PLAYERS[self.player]

    def legal(self) -> tuple[str, ...]:
        if self.phase == LOT:
            return _LOTS
        if self.phase == DICE:
            return _ROLLS
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

    def _evolve(self, **changes: Any) -> BackgammonState:
        """This state with ``changes`` to its fields: a copy of the fields alone (no cached answer goes along),
        made without the dataclass machinery of :func:`dataclasses.replace`, which cost a third of a replay."""
        new = object.__new__(type(self))
        fields_now = self.__dict__
        new.__dict__.update({name: fields_now[name] for name in _FIELDS})
        new.__dict__.update(changes)
        return new

    def _decide(self, text: str) -> BackgammonState:
        if self.phase in (LOT, DICE):
            return self._thrown(text)
        try:
            decision = parse_decision(text)
        except NotationError as error:
            if error.code != "backgammon.point-order" or self.phase != PLAY:
                raise
            # well written but for its direction: the rule it breaks, not where the text goes wrong
            move = f"{error.params['start']}/{error.params['end']}"
            raise IllegalPlayError("backgammon.backwards", play=move, text=text) from None
        state = self._evolve(decisions=(*self.decisions, text))
        if self.phase == CUBE:
            if decision.kind != "cube" or decision.word not in ("double", "roll"):
                raise IllegalPlayError("backgammon.double-or-roll", decision=text, player=self._seat_text())
            if decision.word == "roll":
                return state._evolve(event="roll", phase=DICE)
            line = TurnRecord(PLAYERS[self.player], "double", (), self.light_position, self.cube)
            return state._evolve(phase=ANSWER, lines=(*self.lines, line), open=True, event="double")
        if self.phase == ANSWER:
            if decision.kind != "cube" or decision.word not in ("take", "drop"):
                raise IllegalPlayError("backgammon.take-or-drop", decision=text, player=self._seat_text(answer=True))
            doubler, answerer = PLAYERS[self.player], PLAYERS[1 - self.player]
            words = f"double, {decision.word}"
            if decision.word == "drop":
                line = replace(self.lines[-1], text=words)
                return state._evolve(phase=OVER, lines=(*self.lines[:-1], line), open=False, event="answer",
                               payment=drop(self.cube, doubler, answerer), result="drop")
            cube = take(self.cube, doubler, answerer)
            line = replace(self.lines[-1], text=words, cube=cube)
            return state._evolve(cube=cube, lines=(*self.lines[:-1], line), open=False, event="answer", phase=DICE)
        if self.phase == NAME:
            if decision.kind != "name":
                raise IllegalPlayError("backgammon.name-a-double", decision=text, player=self._seat_text())
            number = decision.number
            return state._evolve(phase=PLAY, parts=((number,) * 4,), then="roll", event="name")
        # PLAY
        if decision.kind == "reroll":
            if not self._may_reroll:
                raise IllegalPlayError("backgammon.no-reroll", decision=text)
            return state._evolve(event="reroll", phase=DICE, roll=None, parts=(), then="")
        if decision.kind != "play":
            assert self.roll is not None
            raise IllegalPlayError("backgammon.play-the-roll", decision=text, player=self._seat_text(),
                                   roll=format_roll(self.roll))
        notation = self._part.canonical(text)
        return self._played(notation, (*self.decisions, notation))

    def payments(self) -> tuple[Payment, ...]:
        return (self.payment,) if self.payment is not None else ()

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """What every seat sees (backgammon hides nothing but the dice still to come): the board, the dice, the
        cube, the opening throw, and ``last``, the last step, which the presentation words
        (:mod:`tutor.backgammon.presentation`)."""
        light = self.light_position
        off = light.borne_off()
        pips = light.pip_counts()
        rolled = self.phase in (PLAY, NAME)
        decided = self.opening and self.opening[-1][0] != self.opening[-1][1]
        return {
            **self.common_view(seat),
            "phase": self.phase,
            "on_roll": PLAYERS[self.player],
            "position": self.position.text,  # gnubg Position ID, seen from the side on roll
            "same_direction": self.rules.same_direction,
            "rules": self.rules.as_strings(),
            "points": {"light": list(light.mover), "dark": list(light.opponent)},
            "waiting": {"light": light.mover_waiting, "dark": light.opponent_waiting},
            "borne_off": {"light": off[0], "dark": off[1]},
            "pips": {"light": pips[0], "dark": pips[1]},
            "dice": list(self.roll) if rolled and self.roll is not None else None,
            "parts": [list(p) for p in self.parts] if self.phase == PLAY else [],
            "cube": {"value": self.cube.value, "owner": self.cube.owner or None} if self.rules.cube_in_play else None,
            "turn": len(self.lines) if self.open else len(self.lines) + (not self.finished),
            # who played first: the opening throw, one die each (the ties thrown again before it)
            "opening": {"light": self.opening[-1][0] if decided else None,
                        "dark": self.opening[-1][1] if decided else None,
                        "ties": [list(t) for t in (self.opening[:-1] if decided else self.opening)]},
            "off_board": self.rules.starts_off_board,
            "result": {"kind": self.result, "winner": self.payment.payee, "points": self.payment.amount}
            if self.payment is not None else None,
            "last": self._last(),
        }

    @classmethod
    def seat_name(cls, seat: str, language: str | None = None) -> str:
        language = reader_language(language)
        return name(seat, language)

    # --- backgammon's own --------------------------------------------------------------------

    @property
    def light_position(self) -> Position:
        """The position seen from light (every replay's frame and the game record's boards are drawn so)."""
        return self.position if self.player == 0 else self.position.swapped()

    def game_record(self) -> str:
        """The game so far in the game-record notation (:mod:`tutor.backgammon.record`): the opening throw, then
        the dice and the plays turn by turn."""
        if not self.opening or self.opening[-1][0] == self.opening[-1][1]:
            return ""
        return "; ".join((format_opening(*self.opening[-1]), *(line.text for line in self.lines)))

    @property
    def line_ended(self) -> bool:
        """Did the last decision end a line of the game record (a turn, or a double and its answer)?"""
        return self.event in ("play", "answer") and not self.open

    # --- the inner steps -----------------------------------------------------------------------

    def _last(self) -> dict[str, Any] | None:
        """The last step, as the presentation words it: ``step`` says which kind (``None`` before the first)."""
        if not self.decisions:
            return None
        seat = PLAYERS[self.player]
        if self.event == "start":  # the opening lot, and Acey-Deucey's first roll: how the game begins
            how = None if self.phase == LOT else "may-reroll" if self._may_reroll else \
                "plays" if self._plays_opening_throw else "throws"
            return {"step": "start", "how": how, "player": seat,
                    "roll": format_roll(self.roll) if self.roll is not None and self.phase == PLAY else None}
        if self.is_chance_step(self.decisions[-1]):
            return {"step": DICE, "player": seat, "roll": format_roll(self.roll or (0, 0))}
        number = len(self.lines) + (0 if self.open else 1)
        if self.event in ("roll", "reroll"):
            return {"step": self.event, "turn": number, "player": seat}
        if self.event == "double":
            return {"step": "double", "turn": len(self.lines), "player": seat, "other": PLAYERS[1 - self.player]}
        last = {"step": self.event, "turn": len(self.lines), "line": self.lines[-1].words()}
        if self.event == "name":
            last.update(player=seat, named=format_named_double(self.parts[0][0]))
        return last

    def _thrown(self, text: str) -> BackgammonState:
        """The state after the chance step ``text``: a throw of the opening lot, or the dice of a roll."""
        step = parse_chance(text)
        if step.kind != self.phase:
            raise IllegalPlayError("backgammon.lot-expected" if self.phase == LOT else "backgammon.dice-expected",
                                   step=text)
        state = self._evolve(decisions=(*self.decisions, format_chance(step)))
        if step.kind == DICE:
            return state._rolled(step.dice)
        light, dark = step.dice
        state = state._evolve(opening=(*self.opening, (light, dark)))
        if light == dark:
            return state  # a tie: both throw again
        state = state._evolve(player=0 if light > dark else 1)
        if self.rules.opening_throw_played:
            return state._rolled((max(light, dark), min(light, dark)))
        return state._evolve(phase=DICE)

    @cached_property
    def _part(self) -> Part:
        """This part of the roll: its legal plays, and why another play is refused."""
        assert self.roll is not None
        return part(self.position, self.roll, self.parts[0], self.rules, PLAYERS[self.player])

    @property
    def _options(self) -> dict[str, tuple[Position | Key, bool]]:
        """The legal plays of this part: notation → (the position after it, or its key; all moves played)."""
        return self._part.options

    @property
    def _plays_opening_throw(self) -> bool:
        """Is the roll on the table the opening throw (its winner plays the two numbers thrown)?"""
        return self.rolls == 1 and self.rules.opening_throw_played

    @property
    def _may_reroll(self) -> bool:
        return self.rules.opening_reroll_choice and self.rolls == 1 and self.event == "start" and self.phase == PLAY

    def _seat_text(self, answer: bool = False) -> Text:
        seat = PLAYERS[1 - self.player] if answer else PLAYERS[self.player]
        return Text(name(seat, "en"), name(seat, "ru"), name(seat, "zh"))

    def _from_light(self, position: Position) -> Position:
        return position if self.player == 0 else position.swapped()

    def _rolled(self, roll: Roll) -> BackgammonState:
        """The side whose turn it is has ``roll`` to play (the dice, or the opening throw); its first part is next."""
        turn = parts(self.position, roll, self.rules)
        return self._evolve(roll=roll, parts=turn.parts, then=turn.then, rolls=self.rolls + 1, phase=PLAY)

    def _played(self, notation: str, decisions: tuple[str, ...]) -> BackgammonState:
        """This part played as ``notation`` (canonical), the last of ``decisions``: the turn goes on, passes, or
        the game ends."""
        assert self.roll is not None
        entry, full = self._options[notation]
        result = self._part.after(entry)
        now = result.swapped()  # the same side still on roll
        self = self._evolve(decisions=decisions)  # the state after the decision, from here on
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
            return self._evolve(position=now, phase=OVER, lines=(*lines, line), open=False, event="play",
                           payment=payment, result=finished.result, parts=())
        if full and len(self.parts) > 1:
            return self._evolve(position=now, parts=self.parts[1:], lines=(*lines, line), open=True, event="play")
        if full and self.then == "double":
            return self._evolve(position=now, phase=NAME, parts=(), lines=(*lines, line), open=True, event="play")
        again = full and self.then == "roll"
        line = replace(line, again=again)
        state = self._evolve(lines=(*lines, line), open=False, event="play", parts=(), then="", roll=None)
        if again:
            return state._evolve(position=now, phase=DICE)
        state = state._evolve(position=result, player=1 - self.player)
        if self.rules.cube_in_play and can_double(self.cube, PLAYERS[state.player]):
            return state._evolve(phase=CUBE)
        return state._evolve(phase=DICE)


_FIELDS = tuple(f.name for f in fields(BackgammonState))
