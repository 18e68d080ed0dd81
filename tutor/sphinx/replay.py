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

from docutils import nodes

from tutor.games import make_replay
from tutor.replays import WORDS, Replay, render
from tutor.sphinx.base import EngineDirective, page_language

UI = WORDS  # the controls' words (tutor.replays), as the tests know them


def render_replay(replay: Replay, replay_id: str, language: str) -> str:
    """The replay's markup (:func:`tutor.replays.render`, the one renderer of every replay)."""
    return render(replay, replay_id, language)


class ReplayDirective(EngineDirective):
    kinds = "replays"
    fixed = ("rules", "name")

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        replay = self.engine(make_replay)
        serial = self.env.new_serialno("tutor-replay")
        replay_id = self.options.get("name") or f"replay-{self.env.docname.replace('/', '-')}-{serial}"
        container = nodes.container(classes=["tutor-replay-box"])
        container += self.parse_content_to_nodes()
        container += nodes.raw("", render_replay(replay, replay_id, language), format="html")
        return [container]
