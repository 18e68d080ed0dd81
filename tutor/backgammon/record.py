"""Game records: the rolls and plays of a whole game, replayed and checked to the final position and result.

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

The higher die of the opening throw plays first (light, when the record does not give
the throw); who rolls next follows from the rules (a turn that ends with an extra roll
is followed by the same side).  The engine checks every play and part.

>>> from tutor.backgammon.record import replay_record
>>> from tutor.backgammon.rules import Rules
>>> game = replay_record("3-1: 8/5 6/5; double, take; 6-4: 24/18 13/9; double, drop", Rules())
>>> [(t.player, t.text) for t in game.turns]
[('light', '3-1: 8/5 6/5'), ('dark', 'double, take'), ('dark', '6-4: 24/18 13/9'), ('light', 'double, drop')]
>>> game.result, game.payments
('drop', (Payment(payer='dark', payee='light', amount=2, reason='backgammon.drop'),))

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

import re
from dataclasses import dataclass

from tutor.backgammon.board import Position
from tutor.backgammon.counts import kept
from tutor.backgammon.cube import CENTRE, Cube, drop, settle, take
from tutor.backgammon.moves import play_part
from tutor.backgammon.notation import format_roll, parse_roll
from tutor.backgammon.rules import Rules
from tutor.backgammon.scoring import Outcome, outcome
from tutor.backgammon.turns import parts
from tutor.errors import IllegalPlayError, NotationError
from tutor.payments import Payment

PLAYERS = ("light", "dark")
_CUBE = {"double, take": "take", "double, drop": "drop"}
_OPENING = re.compile(r"light ([1-6]), dark ([1-6])")


def format_opening(light: int, dark: int) -> str:
    """The opening throw's line of a record: ``light 5, dark 3``."""
    return f"light {light}, dark {dark}"


@dataclass(frozen=True)
class TurnRecord:
    """One line of the record, replayed: who, what was written, what it did.

    ``parts``: ``(dice, play)`` for each part played; ``board``: the position after
    the turn, always seen from light; ``again``: the same side rolls next;
    ``hits``: opposing checkers sent to the bar.
    """

    player: str
    text: str
    parts: tuple[tuple[str, str], ...]
    board: Position
    cube: Cube
    again: bool = False
    hits: int = 0
    opening: bool = False  # the turn plays the opening throw (its winner plays the two numbers thrown)


@dataclass(frozen=True)
class GameRecord:
    """A replayed game: its turns, the final position (from light), and how it ended; ``opening``: the opening
    throw (light's die, dark's die) when the record gives it."""

    rules: Rules
    start: Position
    turns: tuple[TurnRecord, ...]
    board: Position
    result: str  # 'single', 'gammon', 'backgammon', 'checkers', 'drop', or '' while unfinished
    winner: str
    points: int
    payments: tuple[Payment, ...]
    opening: tuple[int, int] | None = None


def _error(turn: int, text: str) -> NotationError:
    return NotationError("backgammon.record-syntax", turn=turn, text=text, index=0, notation="backgammon.record")


def replay_record(text: str, rules: Rules) -> GameRecord:
    """Replay ``text`` under ``rules`` from the variant's start; every play is checked.

    >>> replay_record("6-6: 24/18(2) 13/7(2)", Rules())
    Traceback (most recent call last):
      ...
    tutor.errors.IllegalPlayError: backgammon.opening-double: turn 1: the opening roll is never a double (6-6)
    """
    lines = [line.strip() for chunk in text.splitlines() for line in chunk.split(";")]
    lines = [line for line in lines if line and not line.startswith("#")]
    opening: tuple[int, int] | None = None
    if lines and (thrown := _OPENING.fullmatch(lines[0])):
        opening = int(thrown[1]), int(thrown[2])
        if opening[0] == opening[1]:
            raise IllegalPlayError("backgammon.opening-tie", light=opening[0], dark=opening[1])
        lines = lines[1:]
    position = rules.start  # always from the side on roll
    player = PLAYERS[0] if opening is None or opening[0] > opening[1] else PLAYERS[1]
    cube = CENTRE
    turns: list[TurnRecord] = []
    ended: tuple[str, str, int, tuple[Payment, ...]] | None = None
    rolls = 0
    for number, line in enumerate(lines, 1):
        other = PLAYERS[1 - PLAYERS.index(player)]
        if ended is not None:
            raise IllegalPlayError("backgammon.record-after-end", turn=number)
        if line in _CUBE:
            if not rules.cube_in_play:
                raise IllegalPlayError("backgammon.no-cube", turn=number)
            if turns and turns[-1].again:
                raise IllegalPlayError("backgammon.cube-mid-turn", turn=number)
            if _CUBE[line] == "take":
                cube = take(cube, player, other)
            else:
                ended = ("drop", player, cube.value, (drop(cube, player, other),))
            turns.append(TurnRecord(player, line, (), _from_light(position, player), cube))
            continue
        written = [part.strip() for part in line.split("|")]
        first_dice, _, _ = written[0].partition(":")
        try:
            roll = parse_roll(first_dice.strip())
        except NotationError:
            raise _error(number, line) from None
        # the first player plays the opening throw, never a double (unless he throws both dice afresh: Acey-Deucey,
        # or Russian backgammon's reroll option)
        thrown_first = rolls == 0 and rules.opening_throw_played
        if thrown_first and not rules.opening_reroll_choice:
            if roll[0] == roll[1]:
                raise IllegalPlayError("backgammon.opening-double", turn=number, roll=format_roll(roll))
            if opening is not None and sorted(roll) != sorted(opening):
                raise IllegalPlayError("backgammon.opening-roll", turn=number, opening=format_roll(opening),
                                       roll=format_roll(roll))
        is_opening = thrown_first and (not rules.opening_reroll_choice or (
            opening is not None and sorted(roll) == sorted(opening)))
        rolls += 1
        turn = parts(position, roll, rules)
        expected = list(turn.parts)
        done: list[tuple[str, str]] = []
        hits = 0
        full = True
        for index, part in enumerate(written):
            dice_text, colon, play_text = part.partition(":")
            if not colon:
                raise _error(number, line)
            try:
                dice = parse_roll(dice_text.strip())
            except NotationError:
                raise _error(number, line) from None
            if not full:
                raise IllegalPlayError("backgammon.record-forfeit", turn=number, part=part.strip())
            if index == len(expected) and turn.then == "double" and dice[0] == dice[1]:
                expected.append((dice[0],) * 4)  # Acey-Deucey: the named double
            if index >= len(expected) or (index and (max(dice), min(dice)) != (expected[index][0], expected[index][-1])):
                raise IllegalPlayError("backgammon.record-part", turn=number, part=part.strip())
            values = expected[index]
            before = position
            key, full = play_part(position, roll, values, play_text.strip(), rules)
            position = kept(key, before)
            hits += position.opponent[24] - before.opponent[24]
            done.append((format_roll(dice) if index else format_roll(roll), play_text.strip()))
        required = len(turn.parts) + (1 if turn.then == "double" else 0)
        finished = outcome(position, rules)
        if full and len(done) < required and finished is None:  # the last checker off ends the game at once
            raise IllegalPlayError("backgammon.record-missing-part", turn=number, roll=format_roll(roll))
        again = full and turn.then != "" and finished is None  # the last checker off ends the game
        turns.append(TurnRecord(player, line, tuple(done), _from_light(position, player), cube, again, hits,
                                is_opening))
        if finished:
            ended = _settle(finished, cube, player, other)
        elif not again:
            position, player = position.swapped(), other
    final = turns[-1].board if turns else _from_light(position, player)
    if ended is None:
        return GameRecord(rules, rules.start, tuple(turns), final, "", "", 0, (), opening)
    result, winner, points, paid = ended
    return GameRecord(rules, rules.start, tuple(turns), final, result, winner, points, paid, opening)


def _settle(finished: Outcome, cube: Cube, mover: str, other: str) -> tuple[str, str, int, tuple[Payment, ...]]:
    # the position was seen from ``mover`` (it just bore off its last checker)
    payment = settle(finished, cube, mover, other)
    return finished.result, payment.payee, payment.amount, (payment,)


def _from_light(position: Position, on_roll: str) -> Position:
    """``position`` (seen from ``on_roll``) seen from light."""
    return position if on_roll == PLAYERS[0] else position.swapped()

