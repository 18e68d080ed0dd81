"""The ``{puzzle}`` directive: question prose from the page, answer from the engine.

````
```{puzzle} <game>.<kind>
:<option of the kind>: <value>
:rules: <NAME=VALUE …>

The question.
```
````

The puzzle kinds and the options each takes come from the registry; ``:rules:``
puts rule options in force (the game's defaults otherwise).  The body is parsed as MyST, so it is translated through the page's catalog.  The
form carries the right answer and the engine's explanation of every choice in the
page's language; ``tutor-puzzle.js`` checks the learner's choice without any
network.  Native checkboxes or radio buttons keep it usable from the keyboard.
"""

from __future__ import annotations

import html

from docutils import nodes
from sphinx import addnodes

from tutor.games import make_puzzle
from tutor.i18n import gettext
from tutor.puzzles import FORM_WORDS as UI
from tutor.puzzles import Puzzle, render_form
from tutor.sphinx.base import EngineDirective, page_language


def render_answers(puzzle: Puzzle, language: str) -> str:
    """The puzzle for a book (EPUB): no form to fill, every choice with the engine's reason."""
    parts = [f'<div class="tutor-answers"><p class="tutor-answers-label">{html.escape(gettext(UI["answers"], language))}</p>'
             '<ul class="tutor-choices">']
    for choice in puzzle.choices:
        mark, kind = ("✓", "tutor-right") if choice.correct else ("✗", "tutor-wrong")
        parts.append(f'<li class="tutor-choice {kind}">{choice.figure}'
                     f'<span class="tutor-notation">{mark} {html.escape(choice.key)}</span>'
                     f'<span class="tutor-why">{html.escape(choice.explanation)}</span></li>')
    parts.append("</ul></div>")
    return "".join(parts)


class PuzzleDirective(EngineDirective):
    kinds = "puzzles"
    fixed = ("rules", "name")

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        puzzle = self.engine(make_puzzle)
        serial = self.env.new_serialno("tutor-puzzle")
        puzzle_id = self.options.get("name") or f"puzzle-{self.env.docname.replace('/', '-')}-{serial}"
        container = nodes.container(classes=["tutor-puzzle"], ids=[puzzle_id + "-box"])
        if puzzle.figure:
            # the game names what its drawing shows (a lead, a hand, a board); no word of one game here
            label = (f'<span class="tutor-figure-label">{html.escape(puzzle.figure_label)}</span>'
                     if puzzle.figure_label else "")

            def figure(svg: str) -> nodes.raw:
                return nodes.raw(
                    "", f'<div class="tutor-puzzle-figure">{label}'
                    f'{svg}<span class="tutor-notation">{html.escape(puzzle.figure_caption)}'
                    f"</span></div>", format="html")
            if puzzle.board:  # the board to move on is for web pages; a book shows the plain figure
                web_figure, book_figure = addnodes.only(expr="not epub"), addnodes.only(expr="epub")
                web_figure += figure(puzzle.board)
                book_figure += figure(puzzle.figure)
                container += [web_figure, book_figure]
            else:
                container += figure(puzzle.figure)
        container += self.parse_content_to_nodes()
        # a web page gets the form; a book (EPUB, no scripts) gets the answers with their reasons
        web = addnodes.only(expr="not epub")
        web += nodes.raw("", render_form(puzzle, puzzle_id, language), format="html")
        book = addnodes.only(expr="epub")
        book += nodes.raw("", render_answers(puzzle, language), format="html")
        container += [web, book]
        return [container]
