"""Backgammon figures for pages (see :mod:`tutor.figures`).

- ``backgammon.board``: the board of a position.  Options: ``position`` (a Position
  ID; the starting position when absent), ``dice`` (a roll such as ``6-5``, drawn
  on the board) and ``play`` (a play of those dice: the board is drawn *after* it,
  still from the side that played, so the two boards of a page compare directly);
  ``legend: yes`` names the four quarters and draws each side's way round; ``seed``: the start
  of that seed's game, with the opening throw that decides who plays first (one die each,
  in its side's colour).
- ``backgammon.verdicts``: a table of plays (option ``plays``, separated by ``;``) of
  ``dice`` in ``position``, each with the engine's verdict in the page's language,
  beside a doctest whose error messages are English.
  Under ``:rules: variant=…`` the position may carry waiting checkers (``ID:m:o``),
  the default is the variant's start, and Russian backgammon's boards share one direction.

>>> from tutor.backgammon.figures import board
>>> from tutor.backgammon.rules import Rules
>>> after = board({"dice": "3-1", "play": "8/5 6/5"}, Rules(), "en")
>>> "<title>Backgammon board: light has 163 pips to go, dark 167</title>" in after
True
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.backgammon.board import Position
from tutor.backgammon.moves import play
from tutor.backgammon.notation import parse_roll
from tutor.backgammon.puzzles import verdict
from tutor.backgammon.rules import Rules
from tutor.backgammon.state import BackgammonState
from tutor.backgammon.svg import board_svg
from tutor.errors import TutorError
from tutor.figures import Figure, Table
from tutor.game import parse_seed
from tutor.i18n import N_, gettext
from tutor.makers import Maker
from tutor.puzzles import option
from tutor.svg import SvgImage


def board(options: Mapping[str, str], rules: Rules, language: str) -> SvgImage:
    """The board of the figure's position, or of the game's start.

    >>> board({"position": "AAAAAAAAAAAAAA:15:15"}, Rules(variant="russian"), "en").count('class="waiting')
    30
    >>> "the opening throw, one die each: light 1, dark 3" in board({"seed": "0"}, Rules(), "en")
    True
    """
    if options.get("seed"):
        if options.get("position") or options.get("play"):
            raise TutorError("backgammon.seed-or-position")
        state = BackgammonState.start(rules, parse_seed(options["seed"]))
        return board_svg(rules.start, language=language, size=420, opening=state.opening[-1])
    if options.get("position"):
        position = Position.parse(options["position"], same_direction=rules.same_direction)
    else:
        position = rules.start
    dice = parse_roll(options["dice"]) if options.get("dice") else None
    legend = options.get("legend", "no").strip()
    if legend not in ("yes", "no"):
        raise TutorError("tutor.bad-option", option="legend", value=legend, choices="yes, no")
    if options.get("play"):
        roll = parse_roll(option(options, "dice"))
        return board_svg(play(position, roll, options["play"], rules).swapped(), language=language, size=420)
    return board_svg(position, dice=dice, language=language, size=420, legend=legend == "yes")


_VERDICT_HEADER = (N_("Play"), N_("Allowed?"), N_("Why"))
_YES_NO = (N_("no"), N_("yes"))


def verdicts(options: Mapping[str, str], rules: Rules, language: str) -> Table:
    """Each play of the page's list with the engine's verdict, worded in the page's language.

    >>> table = verdicts({"position": "AADAAIAAAAAAAA", "dice": "6-5", "plays": "13/7; 13/8"}, Rules(), "ru")
    >>> table.rows[1][:2]
    ('13/8', 'нет')
    """
    position = Position.parse(option(options, "position"), same_direction=rules.same_direction)
    dice = parse_roll(option(options, "dice"))
    rows = []
    for text in (part.strip() for part in option(options, "plays").split(";")):
        legal, why = verdict(position, dice, text, rules, language)
        rows.append((text, gettext(_YES_NO[legal], language), why))
    return Table(tuple(gettext(h, language) for h in _VERDICT_HEADER), tuple(rows))


KINDS: dict[str, Maker[Figure]] = {
    "backgammon.board": Maker(board, ("position", "dice", "play", "legend", "seed")),
    "backgammon.verdicts": Maker(verdicts, ("position", "dice", "plays")),
}
