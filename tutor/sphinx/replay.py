"""The ``{replay}`` directive: a game or a hand step by step, every frame computed by the engine.

````
```{replay} <game>.<kind>
:<option of the kind>: <value>
:rules: <NAME=VALUE …>

What the replay shows.
```
````

Every frame is written into the page: its caption (in the page's language), the
engine's drawing and table.  ``tutor-replay.js`` shows one frame at a time, with
Back and Forward buttons and the arrow keys; without JavaScript (or in the EPUB)
every frame is shown in order.  The browser only steps through; it decides nothing.
"""

from __future__ import annotations

import html
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.figures import Table
from tutor.games import game_of, games, make_replay
from tutor.i18n import N_, gettext
from tutor.replays import Replay
from tutor.sphinx.base import note_game, page_language, rules_for

UI = {
    "back": N_("Back"),
    "forward": N_("Forward"),
    "position": N_("Step {n} of {total}"),
    "label": N_("Step-through replay: use the buttons or the left and right arrow keys"),
}


def _table_html(table: Table) -> str:
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in table.header)
    rows = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in table.rows)
    return f'<table class="tutor-table tutor-replay-table"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'


def render_replay(replay: Replay, replay_id: str, language: str) -> str:
    t = {key: gettext(text, language) for key, text in UI.items()}
    total = len(replay.frames)
    parts = [
        f'<div class="tutor-replay" id="{replay_id}" data-kind="{html.escape(replay.kind)}" tabindex="0" '
        f'role="group" aria-label="{html.escape(t["label"])}" '
        f'data-position="{html.escape(t["position"])}" data-total="{total}">',
        '<div class="tutor-replay-controls">'
        f'<button type="button" class="tutor-replay-back">◀ {html.escape(t["back"])}</button>'
        f'<span class="tutor-replay-position" aria-live="polite">'
        f'{html.escape(t["position"].format(n=1, total=total))}</span>'
        f'<button type="button" class="tutor-replay-forward">{html.escape(t["forward"])} ▶</button></div>',
    ]
    for index, frame in enumerate(replay.frames, 1):
        parts.append(f'<figure class="tutor-replay-frame" data-step="{index}">')
        if frame.figure:
            parts.append(f'<div class="tutor-svg">{frame.figure}</div>')
        if frame.table:
            parts.append(_table_html(frame.table))
        parts.append(f"<figcaption>{html.escape(frame.caption)}</figcaption></figure>")
    parts.append("</div>")
    return "".join(parts)


class ReplayDirective(SphinxDirective):
    required_arguments = 1  # the replay kind, <game>.<kind>
    has_content = True
    option_spec: dict[str, Any] = {"rules": directives.unchanged, "name": directives.unchanged}

    @classmethod
    def accept_kind_options(cls) -> None:
        """Accept every option some registered replay kind takes (the registry checks which kind takes which)."""
        names = {name for g in games() for kind in g.replays.values() for name in kind.options}
        cls.option_spec = {"rules": directives.unchanged, "name": directives.unchanged,
                           **{name: directives.unchanged for name in names}}

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        kind = self.arguments[0]
        options = {k: v for k, v in self.options.items() if k not in ("rules", "name")}
        try:
            g = game_of(kind)
            note_game(self.env, g)
            replay = make_replay(kind, options, language, rules_for(g, self.options.get("rules")))
        except (TutorError, ValueError) as error:
            raise self.error(f"replay {kind}: {error}") from None
        serial = self.env.new_serialno("tutor-replay")
        replay_id = self.options.get("name") or f"replay-{self.env.docname.replace('/', '-')}-{serial}"
        container = nodes.container(classes=["tutor-replay-box"])
        container += self.parse_content_to_nodes()
        container += nodes.raw("", render_replay(replay, replay_id, language), format="html")
        return [container]
