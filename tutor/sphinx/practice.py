"""The ``{practice}`` directive: a game's practice themes, with puzzles the engine makes without end (issue 20).

````
```{practice} <game>
```
````

The page lists the game's themes (:mod:`tutor.practice`), each linked as
``#theme=<name>``, and carries one built-in puzzle per theme, made here at build time
from seed 0 with :func:`tutor.puzzles.render`: the first puzzle appears without
waiting for the engine.  "Next puzzle" asks the engine's worker (``practice``
message, :mod:`tutor.browser`) for the theme's puzzle from a new seed, the same
function in the reader's browser; ``#theme=<name>&seed=<n>`` opens exactly that
puzzle.  ``tutor-practice.js`` keeps the reader's progress in ``localStorage``: a
streak, accuracy per theme and the missed puzzles coming back later.  It never
decides an answer: the form carries the engine's.  A book (EPUB) gets each theme's
built-in puzzle with its answers.
"""

from __future__ import annotations

import html
import json
from typing import Any, ClassVar

from docutils import nodes
from sphinx import addnodes
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.games import game, make_exercise
from tutor.i18n import N_, NP_, gettext, plural_forms, plural_table
from tutor.puzzles import render
from tutor.sphinx.base import note_game, page_language
from tutor.sphinx.puzzle import render_answers

#: the seed of each theme's built-in puzzle
BUILT_IN = 0

UI = {
    "themes": N_("Themes"),
    "next": N_("Next puzzle"),
    "reset": N_("Reset my progress"),
    "link": N_("Link to this puzzle"),
    "loading": N_("Loading the engine…"),
    "making": N_("The engine is making a puzzle…"),
    "accuracy": N_("{theme}: {right} of {total} right"),
    "none-yet": N_("No puzzle answered yet."),
    "corrupt": N_("The progress kept in this browser could not be read (old or damaged data); it starts again."),
    "reset-done": N_("Your progress is reset."),
    "due": N_("A puzzle you missed earlier comes back: try it again."),
    "failed": N_("The engine could not make the puzzle: {error}"),
    "puzzle": N_("{theme} — puzzle {number}"),  # numbered from 1 (the seed + 1); the link keeps the seed
    "built-in": N_("This first puzzle is built into the page. The next ones are made by the engine in your "
                   "browser: it loads when you press Next puzzle."),
}
#: the counted phrases (every form the language has, as a list, chosen by the ``plural`` table of the words)
COUNTED = {
    "streak": NP_("Streak: {count} right in a row (best {best}).", "Streak: {count} right in a row (best {best})."),
}
WEB_ONLY = N_("On the web version of this page the engine makes new puzzles of each theme without end.")


def words(language: str) -> dict[str, Any]:
    """The page's words in ``language``; a counted phrase is the list of its forms, and ``plural`` says which
    form a count takes (:func:`tutor.i18n.plural_table`): the script looks the form up, never a rule."""
    found: dict[str, Any] = {key: gettext(text, language) for key, text in UI.items()}
    found.update({key: plural_forms(forms, language) for key, forms in COUNTED.items()})
    found["plural"] = plural_table(language)
    return found


def number(seed: int) -> int:
    """The puzzle's number as the page shows it: readers count from 1, the link keeps the seed."""
    return seed + 1


#: A shared link (``#theme=…&seed=…``) names another puzzle than the built-in one: hide the built-in one
#: before the page is drawn, and say that the engine is loading (tutor-practice.js takes over from here).
_LINKED = """<script>(function (box) {
  var h = location.hash, first = "#theme=" + box.querySelector(".tutor-practice-stage").dataset.theme;
  if (!window.Worker || !/(^#|&)(theme|seed)=/.test(h) || h === first || h === first + "&seed=0") return;
  box.classList.add("tutor-practice-linked");
  box.querySelector(".tutor-practice-status").textContent =
    JSON.parse(box.querySelector("script.tutor-practice-words").textContent).loading;
})(document.currentScript.parentNode);</script>"""


def _json(value: Any) -> str:
    """JSON for a <script> element (no "</" to end it early)."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


class PracticeDirective(SphinxDirective):
    required_arguments = 1  # the game's id
    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {}

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        try:
            g = game(self.arguments[0])
            themes = g.themes
            puzzles = [make_exercise(t.id, BUILT_IN, language) for t in themes]
        except (TutorError, ValueError) as error:
            raise self.error(f"practice: {error}") from None
        note_game(self.env, g)
        if not themes:  # a game without themes yet (tests/test_practice_pages.py wants every game to have some)
            return [nodes.paragraph(text=gettext(WEB_ONLY, language), translatable=False)]
        t = words(language)
        titles = {theme.name: gettext(theme.title, language) for theme in themes}
        parts = [f'<div class="tutor-practice" id="practice-{g.id}" data-game="{g.id}">',
                 f'<script type="application/json" class="tutor-practice-words">{_json(t)}</script>',
                 f'<script type="application/json" class="tutor-practice-titles">{_json(titles)}</script>',
                 f'<nav class="tutor-practice-themes" aria-label="{_attr(t["themes"])}"><ul>']
        for theme in themes:
            summary = f' — {html.escape(gettext(theme.summary, language))}' if theme.summary else ""
            parts.append(f'<li><a href="#theme={theme.name}" data-theme="{theme.name}">'
                         f'{html.escape(titles[theme.name])}</a>{summary}</li>')
        parts.append("</ul></nav>")
        parts.append('<p class="tutor-practice-notice" role="status" hidden></p>')
        parts.append('<p class="tutor-practice-progress" aria-live="polite"></p>')
        first = themes[0]
        title = t["puzzle"].format(theme=titles[first.name], number=number(BUILT_IN))
        parts.append(f'<h2 class="tutor-practice-title">{html.escape(title)}</h2>')
        parts.append(f'<div class="tutor-practice-stage" data-theme="{first.name}" data-puzzle-seed="{BUILT_IN}">'
                     f'{render(puzzles[0], self._id(first.id), language)}</div>')
        parts.append(f'<p class="tutor-practice-status" role="status">{html.escape(t["built-in"])}</p>')
        parts.append(_LINKED)
        parts.append(f'<p class="tutor-practice-buttons"><button type="button" data-act="next">{html.escape(t["next"])}'
                     f'</button> <a class="tutor-practice-link" href="#theme={first.name}&amp;seed={BUILT_IN}">'
                     f'{html.escape(t["link"])}</a></p>')
        parts.append(f'<p><button type="button" data-act="reset">{html.escape(t["reset"])}</button></p>')
        for theme, puzzle in zip(themes[1:], puzzles[1:], strict=True):
            parts.append(f'<template class="tutor-practice-built-in" data-theme="{theme.name}" data-seed="{BUILT_IN}">'
                         f'{render(puzzle, self._id(theme.id), language)}</template>')
        parts.append("</div>")
        web = addnodes.only(expr="not epub")
        web += nodes.raw("", "".join(parts), format="html")
        book = addnodes.only(expr="epub")
        book += nodes.paragraph(text=gettext(WEB_ONLY, language), translatable=False)
        for theme, puzzle in zip(themes, puzzles, strict=True):
            book += nodes.rubric(text=titles[theme.name], translatable=False)
            if puzzle.figure:
                book += nodes.raw("", f'<div class="tutor-puzzle-figure">{puzzle.figure}</div>', format="html")
            book += nodes.paragraph(text=puzzle.question, translatable=False)
            book += nodes.raw("", render_answers(puzzle, language), format="html")
        box = nodes.container(classes=["tutor-practice-box"])
        box += [web, book]
        return [box]

    @staticmethod
    def _id(theme_id: str) -> str:
        return f"practice-{theme_id.replace('.', '-')}-{BUILT_IN}"
