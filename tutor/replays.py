"""Step-through replays: a sequence of frames the engine computes at build time (a hand, a game).

A replay *kind* (``"<game>.<name>"``) is a function from the page's options, the
rules in force and the language to a :class:`Replay`: frames, each with a caption
in the page's language and, drawn by the engine, a picture and a table.  The
``{replay}`` directive shows one frame at a time with buttons and arrow keys; the
browser only steps through what the engine wrote.

>>> replay = Replay("demo.count", (Frame("one"), Frame("two")))
>>> [frame.caption for frame in replay.frames]
['one', 'two']

One renderer writes every replay's markup (:func:`render`): the ``{replay}`` pages at build
time, and the play pages' "watch it as a replay", which the engine in the reader's browser
renders (:func:`tutor.browser.replay_message`), its drawings asked for frame by frame.
``tutor-replay.js`` steps through either.

>>> html = render(replay, "r1", "ru", result=[{"title": "Итог", "lines": ["Юг выигрывает."]}])
>>> html.count('class="tutor-replay-frame"'), 'data-total="2"' in html, "Юг выигрывает." in html
(2, True, True)
"""

from __future__ import annotations

import html as _html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.figures import Table
from tutor.i18n import N_, gettext
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



#: the words of a replay's controls (the ``tutor`` domain), by key
WORDS = {
    "back": N_("Back"),
    "forward": N_("Forward"),
    "position": N_("Step {n} of {total}"),
    "label": N_("Step-through replay: use the buttons or the left and right arrow keys"),
}


def _table_html(table: Table) -> str:
    head = "".join(f"<th>{_html.escape(str(h))}</th>" for h in table.header)
    rows = "".join("<tr>" + "".join(f"<td>{_html.escape(str(c))}</td>" for c in row) + "</tr>" for row in table.rows)
    return f'<table class="tutor-table tutor-replay-table"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'


def render_result(sections: Sequence[Mapping[str, Any]], heading: str = "h3") -> str:
    """How a game ended, line by line (:func:`tutor.games.result`): a heading and a list for each section.
    The play page's end and a replay's last frame show it the same way."""
    parts = ['<div class="tutor-result" data-result="">']
    for section in sections:
        parts.append(f'<{heading} class="tutor-result-title">{_html.escape(section["title"])}</{heading}><ul>')
        parts.extend(f"<li>{_html.escape(line)}</li>" for line in section["lines"])
        parts.append("</ul>")
    parts.append("</div>")
    return "".join(parts)


def render(replay: Replay, replay_id: str, language: str, *, drawn: Sequence[int] | None = None,
           result: Sequence[Mapping[str, Any]] = ()) -> str:
    """The replay's markup: its controls and every frame (its drawing, its table, its caption), the first shown.

    ``drawn``: the frames (numbered from 0) whose drawings are written now; the others get an empty drawing,
    filled when the frame is first shown (a long hand's drawings together would be megabytes: the play page
    asks the engine for each).  ``result``: the end's explanation, under the last frame."""
    t = {key: gettext(text, language) for key, text in WORDS.items()}
    total = len(replay.frames)
    parts = [
        f'<div class="tutor-replay" id="{_html.escape(replay_id)}" data-kind="{_html.escape(replay.kind)}" '
        f'tabindex="0" role="group" aria-label="{_html.escape(t["label"])}" '
        f'data-position="{_html.escape(t["position"])}" data-total="{total}">',
        '<div class="tutor-replay-controls">'
        f'<button type="button" class="tutor-replay-back">◀ {_html.escape(t["back"])}</button>'
        f'<span class="tutor-replay-position" aria-live="polite">'
        f'{_html.escape(t["position"].format(n=1, total=total))}</span>'
        f'<button type="button" class="tutor-replay-forward">{_html.escape(t["forward"])} ▶</button></div>',
    ]
    for index, frame in enumerate(replay.frames):
        parts.append(f'<figure class="tutor-replay-frame" data-step="{index + 1}">')
        if drawn is not None:
            parts.append(f'<div class="tutor-svg">{frame.figure or "" if index in drawn else ""}</div>')
        elif frame.figure:
            parts.append(f'<div class="tutor-svg">{frame.figure}</div>')
        if frame.table:
            parts.append(_table_html(frame.table))
        parts.append(f"<figcaption>{_html.escape(frame.caption)}</figcaption>")
        if result and index == total - 1:
            parts.append(render_result(result, "h4"))
        parts.append("</figure>")
    parts.append("</div>")
    return "".join(parts)
