"""Game records: a whole game in the traditional notation, read through the game's state.

A record is one line per turn (or turns separated by ``;``):

- first, optionally, the opening throw that decided who plays first: ``light 5, dark 3``
  (each side threw one die; a tie is thrown again, so the line gives the throw that
  decided); without it, light plays first;
- ``ROLL: PLAY`` — the roll and its play in the notation of spec §5.2 (``pass``
  when nothing can be played);
- the further parts of a turn after ``|``, each with its own dice: Acey-Deucey's
  named double after a 1-2 (``2-1: bar/24 bar/23 | 5-5: bar/20(4)``), Russian
  backgammon's complement after a double (``6-6: bar/19(4) | 1-1: 19/18(4)``);
- ``double, take`` or ``double, drop`` — the side about to roll doubles, and the other
  side answers (only where the cube is in play).

Each line is played as the steps of a game (:mod:`tutor.backgammon.state`): the
throws as its chance steps (``lot 5-3``, ``dice 6-4``), then ``roll`` or ``double``
and the answer, the plays, the named double; the state decides who rolls next and
checks every play and part.  A record without the opening throw gives light the
first turn: in backgammon and Russian backgammon its roll is the opening throw
(light's die the higher), in Acey-Deucey the lot is ``lot 2-1`` and light throws
both dice afresh.

>>> from tutor.backgammon.record import replay_record
>>> from tutor.backgammon.rules import Rules
>>> game = replay_record("3-1: 8/5 6/5; double, take; 6-4: 24/18 13/9; double, drop", Rules())
>>> [(t.player, t.text) for t in game.turns]
[('light', '3-1: 8/5 6/5'), ('dark', 'double, take'), ('dark', '6-4: 24/18 13/9'), ('light', 'double, drop')]
>>> game.result, game.payments
('drop', (Payment(payer='dark', payee='light', amount=2, reason='backgammon.drop'),))
>>> game.steps
('lot 3-1', '8/5 6/5', 'double', 'take', 'dice 6-4', '24/18 13/9', 'double', 'drop')

In standard backgammon the winner of the opening throw plays its two numbers:

>>> game = replay_record("light 1, dark 3; 3-1: 8/5 6/5; 6-4: 24/18 13/9", Rules())
>>> game.opening, [(t.player, t.text, t.opening) for t in game.turns]
((1, 3), [('dark', '3-1: 8/5 6/5', True), ('light', '6-4: 24/18 13/9', False)])
>>> replay_record("light 1, dark 3; 6-1: 13/7 8/7", Rules())
Traceback (most recent call last):
  ...
tutor.errors.IllegalPlayError: backgammon.opening-roll: turn 1: the first player plays the opening throw 3-1, not 6-1
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.backgammon.board import Position
from tutor.backgammon.cube import take
from tutor.backgammon.notation import (
    DICE,
    LOT,
    ChanceStep,
    format_chance,
    format_named_double,
    format_roll,
    parse_opening,
    parse_roll,
)
from tutor.backgammon.rules import Rules
from tutor.backgammon.sides import PLAYERS
from tutor.backgammon.state import CUBE, NAME, OVER, PLAY, BackgammonState
from tutor.backgammon.turns import TurnRecord
from tutor.errors import IllegalPlayError, NotationError
from tutor.payments import Payment

_CUBE = {"double, take": "take", "double, drop": "drop"}
#: the lot a record without its opening throw stands for, where the first roll is thrown afresh (light begins)
LIGHT_BEGINS = (2, 1)


@dataclass(frozen=True)
class GameRecord:
    """A replayed game: its turns, the final position (from light), and how it ended; ``opening``: the opening
    throw (light's die, dark's die) when the record gives it; ``steps``: the record as the state's steps."""

    rules: Rules
    start: Position
    turns: tuple[TurnRecord, ...]
    board: Position
    result: str  # 'single', 'gammon', 'backgammon', 'checkers', 'drop', or '' while unfinished
    winner: str
    points: int
    payments: tuple[Payment, ...]
    opening: tuple[int, int] | None = None
    steps: tuple[str, ...] = ()


def replay_record(text: str, rules: Rules) -> GameRecord:
    """Replay ``text`` under ``rules`` from the variant's start, through the state; every play is checked.

    >>> replay_record("6-6: 24/18(2) 13/7(2)", Rules())
    Traceback (most recent call last):
      ...
    tutor.errors.IllegalPlayError: backgammon.opening-double: turn 1: the opening roll is never a double (6-6)
    """
    lines = [line.strip() for chunk in text.splitlines() for line in chunk.split(";")]
    lines = [line for line in lines if line and not line.startswith("#")]
    opening = parse_opening(lines[0]) if lines else None
    state = BackgammonState.begin(rules)
    if opening is not None:
        if opening[0] == opening[1]:
            raise IllegalPlayError("backgammon.opening-tie", light=opening[0], dark=opening[1])
        state = state.play(format_chance(ChanceStep(LOT, opening)))
        lines = lines[1:]
    for number, line in enumerate(lines, 1):
        if state.phase == OVER:
            raise IllegalPlayError("backgammon.record-after-end", turn=number)
        state = _line(state, number, line)
    payment = state.payment
    board = state.lines[-1].board if state.lines else state.light_position
    if payment is None:
        return GameRecord(rules, rules.start, state.lines, board, "", "", 0, (), opening, state.decisions)
    return GameRecord(rules, rules.start, state.lines, board, state.result, payment.payee, payment.amount,
                      (payment,), opening, state.decisions)


def _line(state: BackgammonState, number: int, line: str) -> BackgammonState:
    """The state after one line of the record, played as its steps."""
    rules = state.rules
    if line in _CUBE:
        if not rules.cube_in_play:
            raise IllegalPlayError("backgammon.no-cube", turn=number)
        if state.phase == LOT:
            state = state.play(format_chance(ChanceStep(LOT, LIGHT_BEGINS)))
        if state.phase != CUBE:
            if state.lines and state.lines[-1].again:
                raise IllegalPlayError("backgammon.cube-mid-turn", turn=number)
            seat = PLAYERS[state.player]
            take(state.cube, seat, PLAYERS[1 - state.player])  # the reason it may not double (the cube is not his)
        return state.play("double").play(_CUBE[line])
    forfeited = False
    for index, part in enumerate(line.split("|")):
        dice_text, colon, play = part.partition(":")
        try:
            if not colon:
                raise _error(number, line)
            dice = parse_roll(dice_text.strip())
        except NotationError:
            raise _error(number, line) from None
        if index == 0:
            state = _thrown(state, number, dice)
        elif forfeited:
            raise IllegalPlayError("backgammon.record-forfeit", turn=number, part=part.strip())
        else:
            state = _next_part(state, number, part.strip(), dice)
        more = len(state.parts) > 1 or state.then == "double"  # the turn has parts after this one
        state = state.play(play.strip())
        forfeited = more and not _goes_on(state)  # a part not played in full loses the rest of the turn
    if _goes_on(state):
        assert state.roll is not None
        raise IllegalPlayError("backgammon.record-missing-part", turn=number, roll=format_roll(state.roll))
    return state


def _thrown(state: BackgammonState, number: int, dice: tuple[int, int]) -> BackgammonState:
    """The state with the line's roll thrown: ``roll`` where the cube might be offered, the dice as their step, or
    the opening throw the record's roll must be."""
    rules = state.rules
    roll = (max(dice), min(dice))
    if state.phase == LOT:  # no opening throw written: light begins
        if not rules.opening_throw_played:
            state = state.play(format_chance(ChanceStep(LOT, LIGHT_BEGINS)))
        elif roll[0] != roll[1]:
            state = state.play(format_chance(ChanceStep(LOT, roll)))
        elif rules.opening_reroll_choice:
            state = state.play(format_chance(ChanceStep(LOT, LIGHT_BEGINS))).play("reroll")
        else:
            raise IllegalPlayError("backgammon.opening-double", turn=number, roll=format_roll(roll))
    if state.phase == CUBE:
        state = state.play("roll")
    if state.phase == PLAY and state.roll != roll and state.rolls == 1 and state.event == "start":
        if not rules.opening_reroll_choice:  # the first player plays the opening throw
            assert state.roll is not None
            raise IllegalPlayError("backgammon.opening-roll", turn=number, opening=format_roll(state.roll),
                                   roll=format_roll(roll))
        state = state.play("reroll")
    if state.phase == DICE:
        state = state.play(format_chance(ChanceStep(DICE, roll)))
    return state


def _next_part(state: BackgammonState, number: int, part: str, dice: tuple[int, int]) -> BackgammonState:
    """The state ready to play the turn's next part, written ``part`` with its ``dice``."""
    if state.phase == NAME and dice[0] == dice[1]:
        return state.play(format_named_double(dice[0]))  # Acey-Deucey: the double named after a 1-2
    if state.phase != PLAY or not _goes_on(state) or (max(dice), min(dice)) != (state.parts[0][0], state.parts[0][-1]):
        raise IllegalPlayError("backgammon.record-part", turn=number, part=part)
    return state


def _goes_on(state: BackgammonState) -> bool:
    """Does the turn go on with another part (the same line of the record)?"""
    return state.open and state.phase in (PLAY, NAME)


def _error(turn: int, text: str) -> NotationError:
    return NotationError("backgammon.record-syntax", turn=turn, text=text, index=0, notation="backgammon.record")
