"""What a game package declares about itself: one :class:`Game` descriptor.

Every game package (``tutor/<game>/``) exposes ``GAME``, a :class:`Game`: its id,
its terms, the sources it draws on, its rules options (a :class:`~tutor.options.Rules`
class), its figure and puzzle kinds and its command-line commands.  The registry
(:mod:`tutor.games`) lists the packages; the shared modules and the faces (the
Sphinx extension, the ``tutor`` command) reach games only through it, so adding a
game is one new package plus one line there.

>>> from tutor.options import Rules
>>> from tutor.terms import Term
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, init=False, repr=False)
... class NoRules(Rules):
...     game = "demo"
>>> demo = Game("demo", "tutor", NoRules, terms=(Term("demo.game", "Demo", "Демо", "演示", "", "", ""),))
>>> demo.name("ru"), demo.rules().as_dict()
('Демо', {})
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from tutor.figures import FigureKind
from tutor.options import Rules
from tutor.puzzles import PuzzleKind
from tutor.sources import Source
from tutor.terms import Glossary, Term


@dataclass(frozen=True)
class Answer:
    """What a command answers: a line of text in the user's language, and JSON-ready data."""

    text: str
    data: dict[str, Any]


@dataclass(frozen=True)
class Argument:
    """An argument of a command; ``help`` is an English ``N_()`` message.

    Positional by default; with ``flag=True`` it is written ``--name VALUE``, required
    unless it has a ``default``.
    """

    name: str
    help: str
    flag: bool = False
    default: str | None = None


#: (the arguments by name, the rules in force, the user's language) -> the answer
CommandRunner = Callable[[Mapping[str, str], Any, str], Answer]


@dataclass(frozen=True)
class Command:
    """One ``tutor GAME COMMAND …`` command; ``help`` is an English ``N_()`` message."""

    name: str
    help: str
    run: CommandRunner
    arguments: tuple[Argument, ...] = ()


@dataclass(frozen=True)
class Game:
    """A game's descriptor.  ``module`` is its package (the site rebuilds pages when its files change)."""

    id: str
    module: str
    rules: type[Rules]
    terms: tuple[Term, ...] = ()
    sources: tuple[Source, ...] = ()
    figures: Mapping[str, FigureKind] = field(default_factory=dict)
    puzzles: Mapping[str, PuzzleKind] = field(default_factory=dict)
    commands: tuple[Command, ...] = ()

    def __post_init__(self) -> None:
        prefix = self.id + "."
        for name in (*(t.id for t in self.terms), *self.figures, *self.puzzles):
            if not name.startswith(prefix):
                raise ValueError(f"{name!r} of game {self.id!r} must start with {prefix!r}")
        if self.rules.game != self.id:
            raise ValueError(f"the rules of {self.id!r} say they belong to {self.rules.game!r}")
        if f"{self.id}.game" not in self.glossary:
            raise ValueError(f"game {self.id!r} needs the term '{self.id}.game' (its name)")

    @cached_property
    def glossary(self) -> Glossary:
        return Glossary(self.terms)

    def name(self, language: str) -> str:
        """The game's name in ``language`` (its ``<id>.game`` term)."""
        return self.glossary[f"{self.id}.game"].name(language)
