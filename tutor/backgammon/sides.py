"""The two sides, light and dark, and their names in words (a word of the rules: refusals and payments name them).

>>> PLAYERS, name("dark", "ru"), name("light", "zh", capital=True), other("light")
(('light', 'dark'), 'тёмные', '浅色', 'dark')
"""

from __future__ import annotations

from tutor.i18n import N_, gettext

#: the seats, light first (light plays first when a game record does not give the opening throw)
PLAYERS = ("light", "dark")
NAMES = {"light": N_("light"), "dark": N_("dark")}
_NAMES_START = {"light": N_("Light"), "dark": N_("Dark")}


def name(player: str, language: str, capital: bool = False) -> str:
    """``light`` or ``dark`` in ``language`` (``capital``: at the start of a sentence)."""
    return gettext((_NAMES_START if capital else NAMES)[player], language)


def other(player: str) -> str:
    """The other side."""
    return PLAYERS[1 - PLAYERS.index(player)]
