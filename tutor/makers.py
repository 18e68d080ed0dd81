"""What a page asks a game to make: a figure, a puzzle or a replay, from the page's options.

Each game's descriptor lists its makers by kind (``"<game>.<name>"``) in three tables
(``figures``, ``puzzles``, ``replays``); a :class:`Maker` is the same shape in each:
a function from the page's options, the rules in force and the page's language to
what it makes, and the names of the options it takes.

>>> double = Maker(lambda options, rules, language: 2 * int(options["n"]), ("n",))
>>> double.make({"n": "7"}, None, "en"), double.options
(14, ('n',))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

_Made = TypeVar("_Made")


@dataclass(frozen=True)
class Maker(Generic[_Made]):
    """A function (the page's options, the rules in force, the page's language) -> what it makes."""

    make: Callable[[Mapping[str, str], Any, str], _Made]
    options: tuple[str, ...] = ()
