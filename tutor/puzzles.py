"""Puzzles: a question on a page, an answer computed by the engine at build time.

A puzzle *kind* (``"<game>.<name>"``) is a function from the page's options, the
rules in force and the language to a :class:`Puzzle`: the figure, the choices,
which are right, and for every choice the engine's own explanation in the page's
language.  The page only supplies the question's prose; the answer can never
disagree with the engine.  Each game lists its kinds in its descriptor.

>>> p = Puzzle("demo.even", "one", (Choice("2", True, "2 is even"), Choice("3", False, "3 is odd")))
>>> p.answer
('2',)

A kind may also let the learner make a choice by moving pieces on the figure
(``Puzzle.board``: the figure with *places* to click, drawn with
:func:`tutor.svg.place`).  Each choice then carries the :func:`move_key` of its
moves, and ``tutor-puzzle.js`` computes the same key from the learner's clicks and
looks it up: the browser keeps count of the pieces, the engine decides the rules.

The engine may also judge each step as it is made, so that a wrong one is refused at
once with its reason: a place's ``data-steps`` (the verdict on every step from it) or,
for a turn of several steps, the board's ``data-play-steps`` (the verdicts after each
partial move, keyed by the :func:`move_key` of the steps made so far).  Pieces drawn
with ``data-at`` (the place they stand on) follow the steps, stacked as the place's
``data-stack`` says; the script still decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
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
    moves: str = ""  # its move_key, when it can be made on the puzzle's board


def move_key(steps: Iterable[tuple[str, str]], captured: Iterable[str] = ()) -> str:
    """The key of moves made on a board: how many pieces each place gained or lost, and where pieces were captured.

    Two ways of moving that leave the same pieces in the same places, capturing the
    same ones, have the same key.  ``tutor-puzzle.js`` builds it the same way.

    >>> move_key([("13", "7"), ("7", "5")], ["7"]) == move_key([("13", "5")], ["7"])
    True
    >>> move_key([("bar", "20"), ("20", "15"), ("bar", "20")], ["20"])
    '15:1,20:1,bar:-2|20'
    """
    net: dict[str, int] = {}
    for start, end in steps:
        net[start] = net.get(start, 0) - 1
        net[end] = net.get(end, 0) + 1
    return ",".join(sorted(f"{place}:{n}" for place, n in net.items() if n)) + "|" + ",".join(sorted(set(captured)))


@dataclass(frozen=True)
class Puzzle:
    """A puzzle ready to render: ``mode`` is "all" (tick every right choice) or "one"."""

    kind: str
    mode: str
    choices: tuple[Choice, ...]
    figure: str = ""
    figure_caption: str = ""
    figure_label: str = ""  # what the figure shows, in the page's language (no label when empty)
    board: str = ""  # the figure with places to move pieces on (web pages); ``figure`` stays for books

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



def option(options: Mapping[str, str], name: str) -> str:
    """A required option of a puzzle; its absence is an error with a stable code."""
    value = options.get(name, "").strip()
    if not value:
        raise TutorError("tutor.puzzle-option-missing", option=name)
    return value
