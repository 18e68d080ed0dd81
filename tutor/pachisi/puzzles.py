"""Pachisi puzzle kinds (see :mod:`tutor.puzzles`).

- ``pachisi.moves``: options ``position``, ``player`` (a home corner), ``roll`` (1–6) and
  ``choices`` (moves in the notation of spec §5, separated by commas; ``none`` stands for
  "no move is possible"); the learner ticks every legal move, or "none".

>>> from tutor.pachisi.puzzles import moves
>>> from tutor.pachisi.rules import Rules
>>> fig2 = "A1:A1,A1,H2 A8:A8,H4,B7 H8:H1,H1,G1,G8 H1:E1,C1,C1"
>>> p = moves({"position": fig2, "player": "H8", "roll": "5", "choices": "G8-E5, H1-C1, none"}, Rules(), "en")
>>> p.answer, p.figure_label
(('no move is possible',), 'White diamonds (H8) throw a 5')
>>> p.choices[1].explanation
'H1-C1 is not legal: C1 holds a barrier of black circles, and no piece may land on an enemy barrier'
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.errors import TutorError
from tutor.i18n import N_, gettext
from tutor.pachisi.cli import read_roll
from tutor.pachisi.explain import NONE, judge, parse_move
from tutor.pachisi.moves import check_player
from tutor.pachisi.notation import format_position, parse_position
from tutor.pachisi.rules import Rules
from tutor.pachisi.svg import board_svg, player_name
from tutor.puzzles import Choice, Puzzle, PuzzleKind, option

_THROW = N_("{pieces} ({player}) throw a {roll}")
_NONE = N_("no move is possible")


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


KINDS: dict[str, PuzzleKind] = {
    "pachisi.moves": PuzzleKind(moves, ("position", "player", "roll", "choices")),
}
