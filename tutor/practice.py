"""Practice: puzzles the engine makes from a seed, without end, one *theme* at a time (issue 20).

A theme (``"<game>.<name>"``) is a function from a seed, the rules in force and the
language to a :class:`~tutor.puzzles.Puzzle` whose ``question`` the engine words too.
Each game lists its themes in its descriptor (``Game.themes``); the registry makes
one with :func:`tutor.games.make_exercise`.  A theme draws its position from the seed
(from seeded automatic games where it needs a mid-game position), may skip positions
with nothing to ask (it tries the next draw of the same seed, never another seed), and
is deterministic: the same seed gives the same puzzle, in Python at build time and in
the reader's browser (``practice.html#theme=…&seed=…``).

>>> from tutor.puzzles import Choice, Puzzle
>>> def even(seed, rules, language):
...     n = seed % 10
...     return Puzzle("demo.even", "one", (Choice("even", n % 2 == 0, ""), Choice("odd", n % 2 == 1, "")),
...                   question=f"Is {n} even or odd?")
>>> theme = Theme("demo.even", "Even or odd", even)
>>> theme.make(7, None, "en").answer, theme.make(7, None, "en").question
(('odd',), 'Is 7 even or odd?')
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tutor.puzzles import Puzzle

#: (the seed, the game's rules in force, the language) -> a puzzle with its question
ExerciseMaker = Callable[[int, Any, str], Puzzle]

#: How many draws of one seed a theme may try before it gives up (a theme's test keeps it far below).
TRIES = 200


@dataclass(frozen=True)
class Theme:
    """One kind of practice.  ``title`` and ``summary`` are English ``N_()`` messages (the page words them)."""

    id: str
    title: str
    make: ExerciseMaker
    summary: str = ""

    @property
    def name(self) -> str:
        """The theme's name within its game (what ``#theme=…`` says)."""
        return self.id.split(".", 1)[1]


def draws(seed: int, salt: str = "") -> random.Random:
    """The random stream a theme draws its position from: the same for the same seed (and salt) everywhere."""
    return random.Random(f"{salt}:{seed}")
