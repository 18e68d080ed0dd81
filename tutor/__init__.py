"""tutor: a trilingual rules reference and tutor for four traditional games (listed in :mod:`tutor.games`).

The engine speaks in notation, numbers and stable codes; words in Russian,
Chinese and English are added at the edge (:mod:`tutor.i18n`, each game's terms).
The games are listed once, in the registry :mod:`tutor.games`; ``tutor.load_game``
gives a game's rules with options in force.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"


def load_game(game: str, **options: Any) -> Any:
    """The rules of ``game`` with ``options`` in force (see :func:`tutor.games.load_game`)."""
    from tutor.games import load_game as load

    return load(game, **options)
