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
import re

from docutils import nodes
from sphinx import addnodes

from tutor.games import make_puzzle
from tutor.i18n import N_, gettext
from tutor.puzzles import Puzzle
from tutor.sphinx.base import EngineDirective, page_language

UI = {
    "ok": N_("Correct!"),
    "bad": N_("Not quite. The reasons are shown under the choices you got wrong."),
    "missed": N_("Not quite: you have not found every right answer yet."),
    "none": N_("Choose an answer first."),
    "check": N_("Check"),
    "choices": N_("Choices"),
    "answers": N_("Answers"),
    # moving on the board (a puzzle whose kind draws one)
    "board": N_("Or make the move on the board: pick the place a piece leaves, then the place it goes to, "
                "and mark the move in the list."),
    "mark": N_("Mark this move"),
    "undo": N_("Undo"),
    "restart": N_("Start again"),
    "moves": N_("Moves on the board"),
    "nothing": N_("Make a move on the board first."),
    "no-piece": N_("None of your pieces is there."),
    "marked": N_("{moves}: marked in the list."),
    "unlisted": N_("{moves} is not one of the choices."),
    "picked": N_("{place}: now pick where it goes."),
}


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def choice_name(figure: str, key: str) -> str:
    """The choice's accessible name: the drawing's title (notation and the tile's name in
    the page's language, e.g. "[6-6] шеф неба"), or the bare notation without a drawing."""
    match = re.search(r"<title>(.*?)</title>", figure, re.S)
    return html.unescape(match.group(1)).strip() if match else key


def render_form(puzzle: Puzzle, puzzle_id: str, language: str) -> str:
    """The puzzle's form as HTML (the figure and the prose are separate nodes)."""
    t = {key: gettext(text, language) for key, text in UI.items()}
    input_type = "checkbox" if puzzle.mode == "all" else "radio"
    parts = [
        f'<form class="tutor-check" id="{puzzle_id}" data-kind="{_attr(puzzle.kind)}" '
        f'data-mode="{puzzle.mode}" data-answer="{_attr(chr(10).join(puzzle.answer))}" '
        f'data-ok="{_attr(t["ok"])}" data-bad="{_attr(t["bad"])}" data-missed="{_attr(t["missed"])}" '
        f'data-none="{_attr(t["none"])}">',
    ]
    if puzzle.board:
        parts.append(board_controls(t))
    parts.append(f'<fieldset><legend>{html.escape(t["choices"])}</legend><div class="tutor-choices">')
    for index, choice in enumerate(puzzle.choices):
        why_id = f"{puzzle_id}-why-{index}"
        moves = f' data-moves="{_attr(choice.moves)}"' if choice.moves else ""
        parts.append(
            f'<label class="tutor-choice"><input type="{input_type}" name="{puzzle_id}" '
            f'value="{_attr(choice.key)}" aria-label="{_attr(choice_name(choice.figure, choice.key))}" '
            f'aria-describedby="{why_id}"{moves}>'
            f'<span class="tutor-choice-figure" aria-hidden="true">{choice.figure}</span>'
            f'<span class="tutor-notation">{html.escape(choice.key)}</span>'
            f'<span class="tutor-why" id="{why_id}" hidden>{html.escape(choice.explanation)}</span>'
            f'</label>'
        )
    parts.append("</div></fieldset>")
    parts.append(f'<button type="submit" class="tutor-submit">{html.escape(t["check"])}</button>')
    parts.append('<output class="tutor-verdict" aria-live="polite"></output></form>')
    return "".join(parts)


def board_controls(t: dict[str, str]) -> str:
    """The buttons and the running record of the moves the learner makes on the puzzle's board."""
    data = " ".join(f'data-{key}="{_attr(t[key])}"' for key in ("nothing", "no-piece", "marked", "unlisted", "picked"))
    return (f'<div class="tutor-board-moves" {data}><p class="tutor-board-help">{html.escape(t["board"])}</p>'
            f'<p><span class="tutor-board-label">{html.escape(t["moves"])}:</span> '
            f'<span class="tutor-notation tutor-moves" aria-live="polite"></span></p>'
            f'<p class="tutor-board-buttons"><button type="button" data-act="mark">{html.escape(t["mark"])}</button> '
            f'<button type="button" data-act="undo">{html.escape(t["undo"])}</button> '
            f'<button type="button" data-act="restart">{html.escape(t["restart"])}</button></p>'
            f'<output class="tutor-board-said" aria-live="polite"></output></div>')


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
