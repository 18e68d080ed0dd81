"""Puzzles: a question on a page, an answer computed by the engine at build time.

A puzzle *kind* (``"<game>.<name>"``) is a function from the page's options, the
rules in force and the language to a :class:`Puzzle`: the figure, the choices,
which are right, and for every choice the engine's own explanation in the page's
language.  The page only supplies the question's prose; the answer can never
disagree with the engine.  Each game lists its kinds in its descriptor.

>>> p = Puzzle("demo.even", "one", (Choice("2", True, "2 is even"), Choice("3", False, "3 is odd")))
>>> p.answer
('2',)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.errors import TutorError

MODES = ("all", "one")


@dataclass(frozen=True)
class Choice:
    """One answer the learner may pick."""

    key: str  # the notation the learner sees and the page checks against
    correct: bool
    explanation: str  # the engine's reason, in the page's language
    figure: str = ""  # inline SVG


@dataclass(frozen=True)
class Puzzle:
    """A puzzle ready to render: ``mode`` is "all" (tick every right choice) or "one"."""

    kind: str
    mode: str
    choices: tuple[Choice, ...]
    figure: str = ""
    figure_caption: str = ""
    figure_label: str = ""  # the words above the figure, in the page's language (the face has a default)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        right = sum(c.correct for c in self.choices)
        if self.mode == "one" and right != 1:
            raise ValueError(f"a one-answer puzzle needs exactly one right choice, not {right}")
        if len({c.key for c in self.choices}) != len(self.choices):
            raise ValueError("choices must differ")

    @property
    def answer(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.choices if c.correct)


#: (the page's options, the game's rules in force, the page's language) -> a puzzle
PuzzleMaker = Callable[[Mapping[str, str], Any, str], Puzzle]


@dataclass(frozen=True)
class PuzzleKind:
    """A puzzle maker and the names of the page options it takes."""

    make: PuzzleMaker
    options: tuple[str, ...] = ()


def option(options: Mapping[str, str], name: str) -> str:
    """A required option of a puzzle; its absence is an error with a stable code."""
    value = options.get(name, "").strip()
    if not value:
        raise TutorError("tutor.puzzle-option-missing", option=name)
    return value
