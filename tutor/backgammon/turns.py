"""A whole turn in the variants: what a roll lets the side on roll do before the dice pass (spec §3, §4).

In standard backgammon a turn is one roll played by the ordinary rules.  The
variants add to some rolls:

- **Acey-Deucey** (``variant='acey-deucey'``): a 1-2 is played, then the player
  names any double and plays it, then rolls again (``acey_deucey_style='source'``:
  the 1-2, then the extra roll only).  Every checker starts off the board and
  enters as from the bar; once one is in, each die may enter another or move one.
  (``acey_deucey_entry='after_double_or_acey_deucey_roll_again'``: nothing enters
  before a double or a 1-2, and that first double gives another roll.)
- **Russian backgammon** (``variant='russian'``): both sides enter on the same
  table and run the same way.  A double *n* is played four times, then its
  complement 7 − *n* four times, then the player rolls again (``'2+2'``: two of
  each); a player's first turn plays an ordinary double.

Each part is played by the ordinary rules (§2.4) as if it were its own roll: the
most moves possible, the larger die when only one of two can be played.  A part
that cannot be played in full forfeits the rest of the turn and the extra roll.

>>> from tutor.backgammon.board import VARIANT_START, Position
>>> from tutor.backgammon.rules import Rules
>>> acey = Rules(variant="acey-deucey")
>>> [str(p) for p in turn_plays(VARIANT_START, "6-5", acey)]
['bar/14', 'bar/20 bar/19']
>>> [(str(p), p.then) for p in turn_plays(VARIANT_START, "2-1", acey)]
[('bar/22', 'double'), ('bar/24 bar/23', 'double')]
>>> len(turn_plays(VARIANT_START, "2-1", acey, double=6)), turn_plays(VARIANT_START, "2-1", acey, double=6)[0].then
(35, 'roll')
>>> parts(VARIANT_START, "2-1", acey)
Turn(parts=((2, 1),), then='double')

Russian backgammon's double 6-6 after each side has entered: four 6s, four 1s, and
another roll:

>>> russian = Rules(variant="russian")
>>> entered = Position.from_points({19: 2}, {20: 2}, 13, 13, same_direction=True)
>>> parts(entered, "6-6", russian)
Turn(parts=((6, 6, 6, 6), (1, 1, 1, 1)), then='roll')
>>> plays = {str(p): p for p in turn_plays(entered, "6-6", russian)}
>>> plays["bar/18(4)"].then, plays["bar/18(4)"].result
('roll', Position.parse('AAAYAADwBgAAAA:9:13', same_direction=True))

A player's first turn plays an ordinary double (``russian_first_turn_exception``):

>>> start = Position.parse("AAAAAAAAAAAAAA:15:15", same_direction=True)
>>> parts(start, "6-6", russian), parts(start, "6-6", russian.replace(russian_first_turn_exception="none"))
(Turn(parts=((6, 6, 6, 6),), then=''), Turn(parts=((6, 6, 6, 6), (1, 1, 1, 1)), then='roll'))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutor.backgammon.board import Position
from tutor.backgammon.counts import Key, after, counts, hit_points, kept
from tutor.backgammon.cube import Cube
from tutor.backgammon.moves import Play, Roll, generate, order_dice, ordinary_moves, stepper
from tutor.backgammon.notation import Step, format_play, format_roll
from tutor.backgammon.rules import Rules
from tutor.errors import IllegalPlayError
from tutor.i18n import N_

_DEFAULT = Rules()
ACEY_DEUCEY = (2, 1)


# Why a turn has the shape it has: the rule behind each kind of turn, for explanations.
TURN_RULES = {
    "ordinary": N_("an ordinary roll: once it is played, the dice pass to the other side"),
    "acey-deucey": N_("after a 1-2 the player names any double, plays it, then rolls again"),
    "acey-deucey-source": N_("in the source's reading a 1-2 is played, then the player rolls again"),
    "european": N_("in the European version a double is followed by its complement and another roll"),
    "opening-double": N_("the double that lets a player's first checkers in gives another roll"),
    "russian-double": N_("a double is played, then its complement (7 minus the number), then the player "
                         "rolls again"),
    "first-turn": N_("on a player's first turn a double gives only its ordinary moves"),
}


@dataclass(frozen=True)
class Turn:
    """The moves a roll gives, part by part, and what follows when every part is played in full.

    ``then``: ``''`` (the dice pass), ``'roll'`` (the same side rolls again) or
    ``'double'`` (it names a double, plays it, then rolls again).  ``rule``: the key in
    ``TURN_RULES`` of the rule that gives the turn this shape.
    """

    parts: tuple[tuple[int, ...], ...]
    then: str = ""
    rule: str = field(default="ordinary", repr=False, compare=False)


@dataclass(frozen=True)
class TurnRecord:
    """One line of the game record (:mod:`tutor.backgammon.record`), as the game played it: who, what was written,
    what it did.

    ``text``: the line (``6-4: 24/18 13/9``, ``double, take``); ``parts``: ``(dice, play)`` for each part played;
    ``board``: the position after the line, always seen from light; ``again``: the same side rolls next;
    ``hits``: opposing checkers sent to the bar; ``opening``: the line plays the opening throw.
    """

    player: str
    text: str
    parts: tuple[tuple[str, str], ...]
    board: Position
    cube: Cube
    again: bool = False
    hits: int = 0
    opening: bool = False

    def words(self) -> dict[str, Any]:
        """What the line's sentence says (:func:`tutor.backgammon.captions.describe`), JSON-ready: a view's
        ``last`` carries it."""
        return {"player": self.player, "text": self.text, "parts": [list(part) for part in self.parts],
                "cube": self.cube.value, "again": self.again, "hits": self.hits, "opening": self.opening}


def first_turn_exception(position: Position, rules: Rules) -> bool:
    """Russian backgammon: does a double give only its four ordinary moves here?

    Read from the position: a side that has entered nothing yet is on its first turn
    (a side whose whole first turn was blocked counts as still on it).
    """
    rule = rules.russian_first_turn_exception
    if rule == "each_players_first_turn":
        return position.mover_waiting == 15
    if rule == "games_first_turn":
        return position.mover_waiting == 15 and position.opponent_waiting == 15
    if rule == "entering_phase":
        return position.mover_waiting > 0
    return False


def parts(position: Position, roll: str | Roll, rules: Rules = _DEFAULT) -> Turn:
    """The parts of the turn ``roll`` starts in ``position`` under ``rules``."""
    dice = order_dice(roll)
    high, low = dice
    ordinary = ordinary_moves(dice)
    bonus = rules.acey_deucey_bonus
    if bonus and dice == ACEY_DEUCEY:
        return Turn((ordinary,), bonus, "acey-deucey" if bonus == "double" else "acey-deucey-source")
    if high == low and rules.european_doubles:
        return Turn((ordinary, (7 - high,) * 4), "roll", "european")
    if high == low and rules.opening_double_rolls_again and position.mover_waiting == 15:
        return Turn((ordinary,), "roll", "opening-double")  # the double that lets the first checkers in
    if high == low and rules.russian_doubles:
        if first_turn_exception(position, rules):
            return Turn((ordinary,), "", "first-turn")
        if rules.russian_double_moves == "2+2":
            return Turn(((high, high), (7 - high, 7 - high)), "roll", "russian-double")
        return Turn((ordinary, (7 - high,) * 4), "roll", "russian-double")
    return Turn((ordinary,))


def turn_plays(position: Position, roll: str | Roll, rules: Rules = _DEFAULT,
               double: int | None = None) -> tuple[Play, ...]:
    """Every way to play the turn ``roll`` starts, one per resulting position, sorted by notation.

    ``double``: in Acey-Deucey, the double named after a 1-2 (its four moves are then
    part of the play).  Each play's ``then`` says what follows; its ``result`` is seen
    from the side that rolls next.
    """
    dice = order_dice(roll)
    turn = parts(position, dice, rules)
    chain, then = turn.parts, turn.then
    if double is not None:
        if then != "double":
            raise IllegalPlayError("backgammon.no-double-to-choose", roll=format_roll(dice))
        if not (isinstance(double, int) and 1 <= double <= 6):
            raise ValueError(f"a double is a number from 1 to 6, not {double!r}")
        chain, then = (*chain, (double,) * 4), "roll"
    me, them = counts(position)
    frontier: dict[Key, tuple[Step, ...]] = {(tuple(me), tuple(them)): ()}
    finished: dict[Key, tuple[tuple[Step, ...], bool]] = {}
    for index, values in enumerate(chain):
        last = index == len(chain) - 1
        step_rule = stepper(rules, dice, position if index == 0 else None)  # a later part: not a first roll
        following: dict[Key, tuple[Step, ...]] = {}
        for (mine, theirs), before in frontier.items():
            most, found = generate(list(mine), list(theirs), values, step_rule)
            full = most == len(values)
            for key, steps in found.items():
                if full and not last:
                    following.setdefault(key, before + steps)
                elif key not in finished or (full and not finished[key][1]):
                    finished[key] = (before + steps, full)
        frontier = following
    marked = hit_points(them)
    plays = []
    for key, (steps, full) in finished.items():
        follows = then if full else ""
        result = kept(key, position) if follows else after(key, position)
        plays.append(Play(format_play(steps, marked), steps, result, follows))
    return tuple(sorted(plays, key=lambda p: p.notation))
