"""Step-through replays: a sequence of frames the engine computes at build time (a hand, a game).

A replay *kind* (``"<game>.<name>"``) is a function from the page's options, the
rules in force and the language to a :class:`Replay`: frames, each with a caption
in the page's language and, drawn by the engine, a picture and a table.  The
``{replay}`` directive shows one frame at a time with buttons and arrow keys; the
browser only steps through what the engine wrote.

>>> replay = Replay("demo.count", (Frame("one"), Frame("two")))
>>> [frame.caption for frame in replay.frames]
['one', 'two']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.figures import Table
from tutor.svg import SvgImage


@dataclass(frozen=True)
class Frame:
    """One step: what happened (in the page's language), and what the table looks like now."""

    caption: str
    figure: SvgImage | None = None
    table: Table | None = None


@dataclass(frozen=True)
class Replay:
    kind: str
    frames: tuple[Frame, ...]

    def __post_init__(self) -> None:
        if not self.frames:
            raise ValueError("a replay needs at least one frame")


#: (the page's options, the game's rules in force, the page's language) -> a replay
ReplayMaker = Callable[[Mapping[str, str], Any, str], Replay]

