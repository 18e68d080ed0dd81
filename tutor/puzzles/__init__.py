"""Puzzles: a question on a page, an answer computed by the engine at build time.

A puzzle *kind* (``"bagchen.beaters"``) is a function from the page's options and
language to a :class:`Puzzle`: the figure, the choices, which are right, and for
every choice the engine's own explanation in the page's language.  The page only
supplies the question's prose; the answer can never disagree with the engine.

>>> from tutor.puzzles import make_puzzle
>>> p = make_puzzle("bagchen.beaters", {"lead": "[3-3]", "choices": "[6-6] [5-5] [3-1]"}, "en")
>>> p.answer
('[6-6]', '[3-1]')
>>> p.choices[1].explanation
'[5-5] does not beat [3-3]: equal rank (sisters)'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

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


PuzzleMaker = Callable[[Mapping[str, str], str], Puzzle]


def _kinds() -> dict[str, PuzzleMaker]:
    from tutor.bagchen.puzzles import KINDS as BAGCHEN

    return dict(BAGCHEN)


def puzzle_kinds() -> tuple[str, ...]:
    return tuple(_kinds())


def make_puzzle(kind: str, options: Mapping[str, str], language: str) -> Puzzle:
    """Build the puzzle ``kind`` from the page's options, worded in ``language``."""
    makers = _kinds()
    if kind not in makers:
        raise TutorError("tutor.unknown-puzzle-kind", kind=kind)
    return makers[kind](options, language)


def option(options: Mapping[str, str], name: str) -> str:
    """A required option of a puzzle; its absence is an error with a stable code."""
    value = options.get(name, "").strip()
    if not value:
        raise TutorError("tutor.puzzle-option-missing", option=name)
    return value
