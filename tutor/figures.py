"""Figures the pages draw from the engine at build time: pictures and tables.

A figure *kind* (``"<game>.<name>"``) is a function from the page's options, the
rules in force and the language to an :class:`~tutor.svg.SvgImage` or a
:class:`Table` whose cells are text or SVG, together with the names of the
options it takes (a :class:`~tutor.makers.Maker`).  Each game lists its kinds in its
descriptor; the Sphinx extension turns them into page nodes; nothing is drawn by hand.

>>> from tutor.makers import Maker
>>> kind = Maker(lambda options, rules, language: Table(("n",), ((options["n"],),)), ("n",))
>>> kind.make({"n": "7"}, None, "en").rows
(('7',),)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.svg import SvgImage

Cell = str | SvgImage


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    caption: str = ""


Figure = SvgImage | Table
#: (the page's options, the game's rules in force, the page's language) -> a figure
FigureMaker = Callable[[Mapping[str, str], Any, str], Figure]

