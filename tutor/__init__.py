"""tutor: a trilingual rules reference and tutor for four traditional games (listed in :mod:`tutor.games`).

The engine speaks in notation, numbers and stable codes; words in Russian,
Chinese and English are added at the edge (:mod:`tutor.i18n`, each game's terms).
The games are listed once, in the registry :mod:`tutor.games`; ``tutor.load_game``
gives a game's rules with options in force.

Every game is played the same way (:mod:`tutor.state`): ``tutor.start`` gives its first
state, a state's ``legal()`` lists the decisions, ``play()`` makes one,
``tutor.replay`` reads a record back and ``tutor.suggest`` asks the automatic player.

>>> import tutor
>>> from tutor.games import games
>>> for game in games():
...     state = tutor.start(game.id, seed=7)
...     after = state.play(state.legal()[0])
...     assert tutor.replay(game.id, after.record(), seed=7) == after, game.id
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tutor.state import AnyState

__version__ = "0.1.0"


def load_game(game: str, **options: Any) -> Any:
    """The rules of ``game`` with ``options`` in force (see :func:`tutor.games.load_game`)."""
    from tutor.games import load_game as load

    return load(game, **options)


def start(game: str, seed: int | None = 0, **options: Any) -> AnyState:
    """A new game of ``game`` under the rule ``options``, its chance drawn from ``seed`` (``None``: played as
    steps, real dice; :func:`tutor.games.start`)."""
    from tutor.games import start as begin

    return begin(game, seed, **options)


def replay(game: str, record: str, seed: int | None = None, **options: Any) -> AnyState:
    """The state a record leads to under ``options``; ``seed`` draws the chance it does not write
    (:func:`tutor.games.replay`)."""
    from tutor.games import replay as read

    return read(game, record, seed, **options)


def suggest(state: AnyState, seed: int = 0, level: str = "easy") -> str:
    """The decision of the game's automatic player of ``level`` in ``state`` (:func:`tutor.games.suggest`)."""
    from tutor.games import suggest as ask

    return ask(state, seed, level)


__all__ = ["load_game", "replay", "start", "suggest"]
