"""Figures the pages draw from the engine at build time: pictures and tables.

A figure *kind* (``"bagchen.rank-table"``) is a function from the page's options and
language to an :class:`~tutor.svg.SvgImage` or a :class:`Table` whose cells are
text or SVG.  The Sphinx extension turns them into page nodes; nothing is drawn by
hand.

>>> from tutor.figures import make_figure
>>> table = make_figure("bagchen.rank-table", {"suit": "earth"}, "en")
>>> table.header[:2], len(table.rows)
(('Level', 'Rank'), 6)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tutor.errors import TutorError
from tutor.svg import SvgImage

Cell = str | SvgImage


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    caption: str = ""


Figure = SvgImage | Table
FigureMaker = Callable[[Mapping[str, str], str], Figure]


def _kinds() -> dict[str, FigureMaker]:
    from tutor.bagchen.figures import KINDS as BAGCHEN

    return dict(BAGCHEN)


def make_figure(kind: str, options: Mapping[str, str], language: str) -> Figure:
    makers = _kinds()
    if kind not in makers:
        raise TutorError("tutor.unknown-figure-kind", kind=kind)
    return makers[kind](options, language)
