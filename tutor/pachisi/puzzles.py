"""Pachisi puzzle kinds (see :mod:`tutor.puzzles`).

- ``pachisi.moves``: options ``position``, ``player`` (a home corner), ``roll`` (1–6) and
  ``choices`` (moves in the notation of spec §5, separated by commas; ``none`` stands for
  "no move is possible"); the learner ticks every legal move, or "none".
- ``pachisi.pushups``: options ``position`` (the position just after the first player finished,
  so without him), ``winner`` (his home corner), ``player`` (the one asked about) and
  ``choices`` (numbers, separated by commas); the learner picks how many push-ups ``player`` does
  (the author's Note 1, spec §4.7).

>>> from tutor.pachisi.puzzles import moves, pushups
>>> from tutor.pachisi.rules import Rules
>>> fig2 = "A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"
>>> p = moves({"position": fig2, "player": "H8", "roll": "5", "choices": "G8-E5, H1-C1, none"}, Rules(), "en")
>>> p.answer, p.figure_label
(('no move is possible',), 'White diamonds (H8) throw a 5')
>>> p.choices[1].explanation
'H1-C1 is not legal: C1 holds a barrier of black circles, and no piece may land on an enemy barrier'

The text's own example: black diamonds (A8) have finished, white circles sit on their right with one
piece home.

>>> p = pushups({"position": "A1:H3,B1,B1,C3 H8:G8,G8,G7,F6 H1:E1,F3,E4,H1*", "winner": "A8",
...              "player": "A1", "choices": "15, 30, 45"}, Rules(), "en")
>>> p.answer, p.figure_label
(('45',), 'Black diamonds (A8) have finished first')
>>> print(p.choices[0].explanation)
not 15: 5 × 3 for the pieces not brought home and 10 × 3 for sitting on the winner's right make 45
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.errors import TutorError
from tutor.i18n import N_, gettext
from tutor.notation import read_number
from tutor.pachisi.board import CORNERS
from tutor.pachisi.cli import read_roll
from tutor.pachisi.explain import NONE, judge, parse_move
from tutor.pachisi.moves import check_player
from tutor.pachisi.notation import format_position, parse_position
from tutor.pachisi.rules import Rules
from tutor.pachisi.scoring import PER_PIECE, PER_UNIT, brought_home, neighbourhood
from tutor.pachisi.svg import board_svg, player_name
from tutor.puzzles import Choice, Puzzle, PuzzleKind, option

_THROW = N_("{pieces} ({player}) throw a {roll}")
_NONE = N_("no move is possible")
_FINISHED = N_("{pieces} ({player}) have finished first")
_RIGHT = N_("{choice} is right: {reason}")
_WRONG = N_("not {choice}: {reason}")
#: the reckoning, by units of neighbourhood (1 on the winner's left, 2 opposite, 3 on his right)
_RECKONING = {
    1: N_("5 × {missing} for the pieces not brought home and 10 × 1 for sitting on the winner's left "
          "make {count}"),
    2: N_("5 × {missing} for the pieces not brought home and 10 × 2 for sitting opposite the winner "
          "make {count}"),
    3: N_("5 × {missing} for the pieces not brought home and 10 × 3 for sitting on the winner's right "
          "make {count}"),
}


def moves(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = parse_position(option(options, "position"), rules)
    player = option(options, "player").upper()
    check_player(position, player)
    roll = read_roll(option(options, "roll"))
    choices = []
    for text in (c.strip() for c in option(options, "choices").split(",")):
        verdict = judge(position, player, roll, text, rules)
        if text.lower() == NONE:
            key = gettext(_NONE, language)
        else:
            key = text
            # a choice marked as eating (x) that does not eat, or the reverse, would teach the notation wrong
            if verdict.move is not None and parse_move(text)[2] != (verdict.move.eats is not None):
                raise TutorError("tutor.puzzle-ambiguous", kind="pachisi.moves")
        choices.append(Choice(key, verdict.legal, verdict.explain(language)))
    if not any(c.correct for c in choices):
        raise TutorError("tutor.puzzle-ambiguous", kind="pachisi.moves")  # the right answer must be offered
    label = gettext(_THROW, language).format(pieces=player_name(player, language), player=player, roll=roll)
    return Puzzle("pachisi.moves", "all", tuple(choices), board_svg(position, language=language, size=300),
                  format_position(position), label[:1].upper() + label[1:])


def pushups(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = parse_position(option(options, "position"), rules)
    winner = option(options, "winner").upper()
    if winner not in CORNERS:
        raise TutorError("pachisi.unknown-player", player=winner)
    if winner in position.players:
        raise TutorError("pachisi.winner-still-in", winner=winner)
    player = option(options, "player").upper()
    check_player(position, player)
    missing = 4 - brought_home(position.pieces(player), rules)
    units = neighbourhood(player, winner)
    count = PER_PIECE * missing + PER_UNIT * units
    reason = gettext(_RECKONING[units], language).format(missing=missing, count=count)
    choices = []
    for text in (c.strip() for c in option(options, "choices").split(",")):
        value = read_number(text, 0, 999)
        right = value == count
        choices.append(Choice(str(value), right, gettext(_RIGHT if right else _WRONG, language).format(
            choice=value, reason=reason)))
    if not any(c.correct for c in choices):
        raise TutorError("tutor.puzzle-ambiguous", kind="pachisi.pushups")  # the right answer must be offered
    label = gettext(_FINISHED, language).format(pieces=player_name(winner, language), player=winner)
    return Puzzle("pachisi.pushups", "one", tuple(choices), board_svg(position, language=language, size=300),
                  format_position(position), label[:1].upper() + label[1:])


KINDS: dict[str, PuzzleKind] = {
    "pachisi.moves": PuzzleKind(moves, ("position", "player", "roll", "choices")),
    "pachisi.pushups": PuzzleKind(pushups, ("position", "winner", "player", "choices")),
}
