"""Backgammon's turns in words: the sentences of the replays and of the narration
(:mod:`tutor.backgammon.presentation`).

>>> from tutor.backgammon.record import replay_record
>>> from tutor.backgammon.rules import Rules
>>> game = replay_record("3-1: 8/5 6/5; 6-4: 24/18 13/9", Rules())
>>> describe(game.turns[1].words(), 2, "en", board_numbers=True)
"Turn 2: dark rolls 6-4 and plays 24/18 13/9 (in the board's numbers: 1/7 12/16)."
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tutor.backgammon.notation import PASS
from tutor.backgammon.sides import name, other
from tutor.i18n import LIST_COMMA, N_, gettext, ngettext, normalize_language

# a game record without its opening throw: light plays first
START = N_("The start of the game. Light rolls first.")
START_VARIANT = N_("The start of the game: all thirty checkers are off the board, waiting to enter. "
                   "Light rolls first.")
# the opening throw (004: «Каждый игрок бросает одну кость … Игрок, выбросивший большее число, играет первым»)
_BEGIN = N_("The start of the game.")
_BEGIN_VARIANT = N_("The start of the game: all thirty checkers are off the board, waiting to enter.")
_LOTS = N_("To see who plays first, each side throws one die: light throws {light}, dark throws {dark}.")
_LOTS_COMING = N_("To see who plays first, each side throws one die.")
_TIE = N_("{light} and {dark}")
_FIRST_PLAYS = N_("{player} plays first, with the two numbers thrown: {roll}.")
_FIRST_THROWS = N_("{player} plays first and throws both dice: {roll}.")
_FIRST_WILL_THROW = N_("{player} plays first and throws both dice.")
_FIRST_MAY_REROLL = N_("{player} plays first: he may play the two numbers thrown, {roll}, or throw both dice again.")
_TURN = N_("Turn {n}: {player} rolls {roll} and plays {play}.")
_TURN_PASS = N_("Turn {n}: {player} rolls {roll} and cannot move.")
_TURN_OPENING = N_("Turn {n}: {player} plays the opening throw {roll}: {play}.")
_PART = N_(", then {dice}: {play}")
_AGAIN = N_("{player} rolls again.")
_TAKE = N_("Turn {n}: {player} doubles and {other} takes; the cube is now at {value}, owned by {other}.")
_DROP = N_("Turn {n}: {player} doubles and {other} drops.")
_FINISHED = N_("{winner} has borne off the last checker.")
_ON_BOARD = N_("{play} (in the board's numbers: {board})")
# one step at a time (the narration of a state): what happens between the turns' lines
DOUBLES = N_("Turn {n}: {player} doubles; {other} takes or drops.")
ROLLS = N_("Turn {n}: {player} does not double and throws the dice.")
NAMES_DOUBLE = N_("{player} names the double {dice}.")
REROLLS = N_("Turn {n}: {player} throws both dice again instead of playing the opening roll.")
THROWS = N_("{player} rolls {roll}.")
_NUMBER = re.compile(r"(?<![(\d])\d+(?![\d)])")


def light_numbers(play: str) -> str:
    """Dark's play in light's numbering, the numbers every frame's board shows (point *p* is light's 25 − *p*),
    or the other way round.

    >>> light_numbers("bar/20 8/2"), light_numbers("24/18(2) 13/7*(2)"), light_numbers("6/off")
    ('bar/5 17/23', '1/7(2) 12/18*(2)', '19/off')
    """
    return _NUMBER.sub(lambda m: str(25 - int(m.group())), play)


def describe(turn: Mapping[str, Any], number: int, language: str, board_numbers: bool = False,
             seen_by: str = "light", hits: bool = False) -> str:
    """One line of the record in words (``turn``: :meth:`TurnRecord.words <tutor.backgammon.turns.TurnRecord.words>`).

    ``board_numbers``: a dark play also in light's numbering, as the replay's boards
    are numbered (not in Russian backgammon, where both sides number the points alike);
    ``seen_by="dark"``: the boards are dark's (a play page's reader who plays dark), so
    a light play is also given in dark's numbering.  ``hits``: the checkers hit are also
    told in words (the play page's log, for a reader who does not yet read the ``*``).

    >>> from tutor.backgammon.record import replay_record
    >>> from tutor.backgammon.rules import Rules
    >>> game = replay_record("3-1: 8/5 6/5; 6-4: 24/18 13/9; 6-2: 13/7*/5", Rules())
    >>> describe(game.turns[2].words(), 3, "ru", hits=True)
    'Ход 3: светлые бросают 6-2 и играют 13/7*/5. 1 шашка побита и уходит на борт.'
    """
    player = name(turn["player"], language)
    if board_numbers and turn["player"] != seen_by:
        def said(play: str) -> str:
            return play if play == PASS else gettext(_ON_BOARD, language).format(play=play, board=light_numbers(play))
    else:
        def said(play: str) -> str:
            return play
    opponent = name(other(turn["player"]), language)
    if not turn["parts"]:
        if turn["text"].endswith("take"):
            return gettext(_TAKE, language).format(n=number, player=player, other=opponent, value=turn["cube"])
        return gettext(_DROP, language).format(n=number, player=player, other=opponent)
    (roll, first), *rest = turn["parts"]
    wording = _TURN_PASS if first == PASS else _TURN_OPENING if turn["opening"] else _TURN
    text = gettext(wording, language).format(n=number, player=player, roll=roll, play=said(first))
    if rest:
        more = "".join(gettext(_PART, language).format(dice=dice, play=said(play)) for dice, play in rest)
        text = text[:-1] + more + text[-1]
    if hits and turn["hits"]:
        text += gap(language) + ngettext("{count} checker is hit and goes to the bar.",
                                         "{count} checkers are hit and go to the bar.", turn["hits"],
                                         language).format(count=turn["hits"])
    if turn["again"]:
        text += gap(language) + gettext(_AGAIN, language).format(player=name(turn["player"], language, True))
    return text


def opening_words(throws: tuple[tuple[int, int], ...], how: str | None, roll: str | None, language: str,
                  off_board: bool = False) -> str:
    """The start of a game in words: the opening throw (``throws``: each ``(light, dark)``, ties first), who plays
    first, and ``how``: ``'plays'`` the two numbers thrown, ``'throws'`` both dice afresh (and gets ``roll``, once
    thrown), or ``'may-reroll'`` (Russian backgammon's option); ``None`` while the opening throw is still to come
    (``throws`` are then the ties so far); ``off_board``: the variants, every checker waiting to enter.

    >>> print(opening_words(((4, 4), (2, 5)), "plays", "5-2", "en"))
    The start of the game. To see who plays first, each side throws one die: light throws 2, dark throws 5. Before that they tied, 4 and 4, and threw again. Dark plays first, with the two numbers thrown: 5-2.
    >>> print(opening_words(((4, 4),), None, None, "en"))
    The start of the game. To see who plays first, each side throws one die. So far they tied, 4 and 4: they throw again.
    """
    sentences = [gettext(_BEGIN_VARIANT if off_board else _BEGIN, language)]
    if how is None:
        sentences.append(gettext(_LOTS_COMING, language))
        if throws:
            sentences.append(ngettext("So far they tied, {ties}: they throw again.",
                                      "So far they tied each time, {ties}: they throw again.", len(throws),
                                      language).format(ties=_ties(throws, language)))
        return gap(language).join(sentences)
    light, dark = throws[-1]
    first = "light" if light > dark else "dark"
    sentences.append(gettext(_LOTS, language).format(light=light, dark=dark))
    ties = throws[:-1]
    if ties:
        # the ties are listed, so their number is not said again (a count in one language only would differ)
        sentences.append(ngettext("Before that they tied, {ties}, and threw again.",
                                  "Before that they tied, {ties}, and threw again each time.",
                                  len(ties), language).format(ties=_ties(ties, language)))
    wording = {"plays": _FIRST_PLAYS, "throws": _FIRST_THROWS if roll else _FIRST_WILL_THROW,
               "may-reroll": _FIRST_MAY_REROLL}[how]
    sentences.append(gettext(wording, language).format(player=name(first, language, True), roll=roll))
    return gap(language).join(sentences)


def _ties(ties: tuple[tuple[int, int], ...], language: str) -> str:
    return LIST_COMMA[normalize_language(language)].join(gettext(_TIE, language).format(light=a, dark=b)
                                                         for a, b in ties)


def gap(language: str) -> str:
    """What goes between two sentences: Chinese writes none after its full stop."""
    return "" if language.startswith("zh") else " "


def _result(result: str, winner: str, points: int, language: str) -> str:
    if result == "single":
        text = ngettext("{winner} wins a single game: {n} point.", "{winner} wins a single game: {n} points.",
                        points, language)
    elif result == "gammon":
        text = ngettext("{winner} wins a gammon: {n} point.", "{winner} wins a gammon: {n} points.", points,
                        language)
    elif result == "backgammon":
        text = ngettext("{winner} wins a backgammon: {n} point.", "{winner} wins a backgammon: {n} points.",
                        points, language)
    elif result == "checkers":
        text = ngettext("{winner} wins {n} point, one for each checker the loser has not borne off.",
                        "{winner} wins {n} points, one for each checker the loser has not borne off.",
                        points, language)
    else:
        text = ngettext("{winner} wins {n} point: the double was dropped.",
                        "{winner} wins {n} points: the double was dropped.", points, language)
    return text.format(winner=winner, n=points)


def ending(result: str, winner: str, points: int, language: str) -> str:
    """How the game ended, in words (the last frame's caption ends with it)."""
    named = name(winner, language, True)
    text = _result(result, named, points, language)
    if result != "drop":
        text = gettext(_FINISHED, language).format(winner=named) + gap(language) + text
    return text
