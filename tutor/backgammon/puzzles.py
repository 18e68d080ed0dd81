"""Backgammon puzzle kinds (see :mod:`tutor.puzzles`).

- ``backgammon.plays``: options ``position`` (a Position ID), ``dice`` (a roll) and
  ``choices`` (plays in notation, separated by ``;``); the learner ticks every
  choice that is a legal play.  Each wrong choice is explained by the rule it breaks.

>>> from tutor.backgammon.puzzles import plays
>>> from tutor.backgammon.rules import Rules
>>> p = plays({"position": "AADAAIAAAAAAAA", "dice": "6-5", "choices": "13/7; 13/8; 13/2"}, Rules(), "en")
>>> p.answer
('13/7',)
>>> p.choices[1].explanation
'13/8 plays the smaller number of 6-5, but the larger one can be played'
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.backgammon.board import Position
from tutor.backgammon.moves import play
from tutor.backgammon.notation import format_roll, parse_roll
from tutor.backgammon.rules import Rules
from tutor.backgammon.svg import board_svg
from tutor.errors import IllegalPlayError, TutorError
from tutor.i18n import N_, gettext
from tutor.puzzles import Choice, Puzzle, PuzzleKind, option

_LEGAL = N_("{play} is a legal play of {roll}")
_NOT_LEGAL = N_("{play} is not a legal play of {roll} here")


def plays(options: Mapping[str, str], rules: Rules, language: str) -> Puzzle:
    position = Position.parse(option(options, "position"))
    dice = parse_roll(option(options, "dice"))
    roll = format_roll(dice)
    choices = []
    for text in (part.strip() for part in option(options, "choices").split(";")):
        try:
            play(position, dice, text, rules)
        except IllegalPlayError as error:
            # the generic message lists every legal play: it would give the answer away
            explanation = (gettext(_NOT_LEGAL, language).format(play=text, roll=roll)
                           if error.code == "backgammon.illegal-play" else error.message(language))
            choices.append(Choice(text, False, explanation))
        else:
            choices.append(Choice(text, True, gettext(_LEGAL, language).format(play=text, roll=roll)))
    if not any(c.correct for c in choices):
        raise TutorError("tutor.puzzle-ambiguous", kind="backgammon.plays")
    return Puzzle("backgammon.plays", "all", tuple(choices),
                  board_svg(position, dice=dice, language=language, size=420), position.position_id)


KINDS: dict[str, PuzzleKind] = {
    "backgammon.plays": PuzzleKind(plays, ("position", "dice", "choices")),
}
