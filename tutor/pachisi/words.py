"""Pachisi's words that the rules and the faces share: the players named by their pieces, and the result of a
game in sentences (who won, who lost, the order of finishing, the push-ups).

The rules state words its payments and its result with them
(:meth:`~tutor.pachisi.state.PachisiState.seat_name`,
:meth:`~tutor.pachisi.state.PachisiState.outcome_words`); the presentation, its narration and
drawings (:mod:`tutor.pachisi.presentation`).  Nothing here draws.

>>> player_name("H8", "ru"), player_words("A1", "zh")
('белые ромбы', '白圆（A1）')
>>> print(sentences(standing(("H8", "A8", "A1"), "en"), "en"))
White diamonds (H8) finished first: they win the game. Only white circles (A1) are left: they lose. The order of finishing: white diamonds (H8), black diamonds (A8), white circles (A1).
>>> pushups_words({"A8": 25, "H1": 40}, True, "en")
'The game is over, and the others do push-ups: black diamonds (A8) 25, black circles (H1) 40.'
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.i18n import COMMA, LIST_COMMA, N_, capital, gettext, normalize_language, sentences

#: Each player's pieces, as the source names them (Figure 2): the player of a home corner is named by them.
PIECES: dict[str, str] = {
    "A1": N_("white circles"),
    "A8": N_("black diamonds"),
    "H8": N_("white diamonds"),
    "H1": N_("black circles"),
}

_PLAYER = N_("{pieces} ({player})")
_LOSER = N_("Only {pieces} ({player}) are left: they lose.")
_WINNER = N_("{pieces} ({player}) finished first: they win the game.")
_ORDER = N_("The order of finishing: {order}.")
_PUSHUPS_OVER = N_("The game is over, and the others do push-ups: {scores}.")
_PUSHUPS_ON = N_("The others do push-ups: {scores}; the game goes on.")
_SCORE = N_("{pieces} ({player}) {count}")


def player_name(corner: str, language: str) -> str:
    """The source's name of a player's pieces: ``white circles`` for A1 …"""
    return gettext(PIECES[corner], language)


def player_words(corner: str, language: str) -> str:
    """A player in words, his pieces and his home: ``white circles (A1)``, ``白圆（A1）``."""
    return gettext(_PLAYER, language).format(pieces=player_name(corner, language), player=corner)


def winner_words(winner: str, language: str) -> str:
    """The first to finish, who wins the game (a sentence)."""
    return capital(gettext(_WINNER, language).format(pieces=player_name(winner, language), player=winner))


def standing(order: tuple[str, ...] | list[str], language: str) -> list[str]:
    """Who won, who lost and, with more than two players, the order they finished in (the last player left
    last): the end of a game played on to the last player, in sentences."""
    winner, loser = order[0], order[-1]
    words = [winner_words(winner, language),
             gettext(_LOSER, language).format(pieces=player_name(loser, language), player=loser)]
    if len(order) > 2:
        listed = LIST_COMMA[normalize_language(language)].join(player_words(c, language) for c in order)
        words.append(gettext(_ORDER, language).format(order=listed))
    return words


def pushups_words(scores: Mapping[str, int], over: bool, language: str) -> str:
    """Each other player's push-ups (``scores``, in seat order), the game ``over`` or going on: a sentence."""
    listed = COMMA[normalize_language(language)].join(
        gettext(_SCORE, language).format(pieces=player_name(c, language), player=c, count=n)
        for c, n in scores.items())
    return gettext(_PUSHUPS_OVER if over else _PUSHUPS_ON, language).format(scores=listed)


__all__ = ["PIECES", "capital", "player_name", "player_words", "pushups_words", "sentences", "standing",
           "winner_words"]
