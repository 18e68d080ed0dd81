"""What a game package declares about itself: one :class:`Game` descriptor.

Every game package (``tutor/<game>/``) exposes ``GAME``, a :class:`Game`: its id,
its terms, the sources it draws on, its rules options (a :class:`~tutor.options.Rules`
class), its figure, puzzle and replay kinds and its command-line commands.  The registry
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

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from tutor.errors import TutorError
from tutor.figures import Figure
from tutor.makers import Maker
from tutor.options import Rules
from tutor.practice import Theme
from tutor.presentation import Presentation
from tutor.puzzles import Puzzle
from tutor.replays import Replay
from tutor.sources import Source
from tutor.state import CHANCE, AnyState
from tutor.state import replay as read_record
from tutor.terms import Glossary, Term


@dataclass(frozen=True)
class Answer:
    """What a command answers: a line of text in the user's language, and JSON-ready data.

    ``rules`` are the rules the answer was computed under, when the command changed
    those it was given (the JSON names the rules in force).
    """

    text: str
    data: dict[str, Any]
    rules: Any = None


@dataclass(frozen=True)
class Argument:
    """An argument of a command; ``help`` is an English ``N_()`` message.

    ``positional`` (the default) is required and written bare; ``option`` is written
    ``--name VALUE`` and is ``None`` when left out (unless ``required``); ``switch`` is
    written ``--name`` and is ``True`` or ``False``; ``rule`` is written ``--name VALUE``
    and is short for ``--option name=VALUE`` (``name`` is one of the game's rule
    options, so it is checked and reported like any other).  Underscores in ``name``
    are dashes on the line.
    """

    name: str
    help: str
    kind: str = "positional"
    metavar: str | None = None
    required: bool = False

    def __post_init__(self) -> None:
        if self.kind not in ("positional", "option", "switch", "rule"):
            raise ValueError(f"unknown argument kind {self.kind!r}")


def parse_seed(text: str) -> int:
    """The seed a command (``--seed N``) or a page (``:seed: N``) gives: a whole number, or a coded error.

    >>> parse_seed("23")
    23
    >>> parse_seed("-1")
    Traceback (most recent call last):
      ...
    tutor.errors.TutorError: tutor.bad-option: the option 'seed' cannot be '-1' (choose 0, 1, 2, …)
    """
    text = text.strip()
    if not text.isascii() or not text.isdigit():
        raise TutorError("tutor.bad-option", option="seed", value=text, choices="0, 1, 2, …")
    return int(text)


#: An automatic player: (a state that is not finished, a stream for its choices among equals) -> its decision,
#: one of ``state.legal()``.
Player = Callable[[AnyState, random.Random], str]

#: The automatic players' levels, weakest first (``tutor.suggest(state, level=...)``); a game offers some of them
#: (:attr:`Game.players`).
LEVELS: tuple[str, ...] = ("easy", "strong")


def _state_player(state: AnyState, rng: random.Random) -> str:
    """The player a game's state carries (:meth:`~tutor.state.State.suggest`)."""
    return state.suggest(rng)


#: (the arguments by name, the rules in force, the user's language) -> the answer.
#: Positional arguments are strings, options a string or ``None``, switches booleans.
CommandRunner = Callable[[Mapping[str, Any], Any, str], Answer]


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
    figures: Mapping[str, Maker[Figure]] = field(default_factory=dict)
    puzzles: Mapping[str, Maker[Puzzle]] = field(default_factory=dict)
    commands: tuple[Command, ...] = ()
    replays: Mapping[str, Maker[Replay]] = field(default_factory=dict)
    #: the game played one decision at a time (:mod:`tutor.state`)
    state: type[AnyState] | None = None
    #: practice themes: puzzles the engine makes from a seed (:mod:`tutor.practice`)
    themes: tuple[Theme, ...] = ()
    #: where the site explains the rule behind an error: its code -> ``"<page>#<anchor>"`` (a page under
    #: ``content/``, e.g. ``"<game>/rules#moving"``); the play pages link a refused decision's reason there
    rule_links: Mapping[str, str] = field(default_factory=dict)
    #: the automatic players by level (:data:`LEVELS`); ``easy`` is the one the state carries
    players: Mapping[str, Player] = field(default_factory=lambda: {"easy": _state_player})
    #: the game's drawings, narration and clicks, from what a seat sees (:mod:`tutor.presentation`)
    presentation: Presentation | None = None

    def __post_init__(self) -> None:
        prefix = self.id + "."
        for name in (*(t.id for t in self.terms), *self.figures, *self.puzzles, *self.replays,
                     *(t.id for t in self.themes)):
            if not name.startswith(prefix):
                raise ValueError(f"{name!r} of game {self.id!r} must start with {prefix!r}")
        if self.presentation is not None and self.presentation.game != self.id:
            raise ValueError(f"the presentation of {self.id!r} says it belongs to {self.presentation.game!r}")
        if self.state is not None and self.state.game != self.id:
            raise ValueError(f"the state of {self.id!r} says it belongs to {self.state.game!r}")
        if self.rules.game != self.id:
            raise ValueError(f"the rules of {self.id!r} say they belong to {self.rules.game!r}")
        if f"{self.id}.game" not in self.glossary:
            raise ValueError(f"game {self.id!r} needs the term '{self.id}.game' (its name)")
        for level in self.players:
            if level not in LEVELS:
                raise ValueError(f"player level {level!r} of game {self.id!r} is not one of {LEVELS}")
        declared = {o.name for o in self.rules.options()}
        for command in self.commands:
            for argument in command.arguments:
                if argument.kind == "rule" and argument.name not in declared:
                    raise ValueError(f"--{argument.name} of '{self.id} {command.name}' is not a rule option of "
                                     f"{self.id!r}")

    @cached_property
    def glossary(self) -> Glossary:
        return Glossary(self.terms)

    def name(self, language: str) -> str:
        """The game's name in ``language`` (its ``<id>.game`` term)."""
        return self.glossary[f"{self.id}.game"].name(language)


def verbs(game: Game) -> tuple[Callable[..., AnyState], Callable[..., AnyState], Callable[..., str]]:
    """A game package's ``start``, ``replay`` and ``suggest`` (its ``__init__`` exports them), the same for every game:
    ``start(seed=0, **options)`` (``seed=None``: chance is played from outside, step by step),
    ``replay(record, seed=None, **options)`` (a seed draws only the chance the record does not write) and
    ``suggest(state, seed=0)`` (the ``easy`` player; never at a chance node), each under the rule ``options``.

    >>> from tutor.games import games
    >>> start, replay, suggest = verbs(games()[0])
    >>> state = start(seed=7)
    >>> replay(state.record()) == state, suggest(state) in state.legal()
    (True, True)
    """
    state_class = game.state
    if state_class is None:
        raise ValueError(f"game {game.id!r} has no state to play")
    cls = state_class

    def start(seed: int | None = 0, **options: Any) -> AnyState:
        return cls.start(game.rules(**options), seed)

    def replay(record: str | tuple[str, ...], seed: int | None = None, **options: Any) -> AnyState:
        return read_record(cls, game.rules(**options), seed, record)

    def suggest(state: AnyState, seed: int = 0) -> str:
        if state.to_move == CHANCE:
            raise TutorError("tutor.chance-no-player")
        return game.players["easy"](state, random.Random(seed))

    start.__doc__ = f"A new game of {game.id} under the rule ``options``, its chance drawn from ``seed``."
    replay.__doc__ = f"The {game.id} game after the steps of ``record`` (``seed`` draws the chance it does not write)."
    suggest.__doc__ = f"The {game.id} automatic player's decision in ``state`` (its choices drawn from ``seed``)."
    return start, replay, suggest
