"""Run and Edit on every doctest fence of a web page, and the ``{try-it}`` block (issue 18).

Each ```` ```{doctest} ```` fence of an HTML page is wrapped in
``<div class="tutor-doctest" id="tutor-doctest-N">`` with its text (``data-code``);
``tutor-run.js`` adds the controls (Run, Edit, Reset, Share, Stop) and sends the code to
the engine's worker (``<site>/_engine/worker.mjs``, Pyodide with the engine's wheel, see
``tools/engine.py``), which it starts on the first press, never before.  The page only
displays what the engine answers.  The words come from the ``tutor`` gettext domain, in
the page's language, as one JSON object per page.  A book (EPUB) keeps the plain blocks.

````
```{try-it}
(doctest examples: prompts, then the engine's answers)
```
````

is a worked example the reader is invited to change: a heading and a line of help
(translated), then a fence like the others.  ``conftest.py`` runs it with the page's
doctests, so the starter cannot go stale.

A Russian or Chinese page shows what its examples print in its language (issue 28): when
the page is read, its fences run in English and in the page's language, in order, as
``make test`` runs them (:mod:`tutor.examples`), and each output the engine words
differently there replaces the English one, both in the page and in the text Run checks.
An example that raises in one language and not in the other is a build error at its line.
Each fence carries a label that names it in shared links (``data-label``: a hash of its
examples' code, not its place on the page, so adding an example sends no link astray).
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from typing import Any, ClassVar

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from tutor.examples import localize, localized_text, parse, run
from tutor.i18n import N_, gettext
from tutor.sphinx.base import note_all_games, page_language

logger = logging.getLogger(__name__)

UI = {
    "run": N_("Run"),
    "edit": N_("Edit"),
    "reset": N_("Reset"),
    "share": N_("Share"),
    "stop": N_("Stop"),
    "controls": N_("Run this example"),
    "code": N_("The example's code (Ctrl+Enter runs it)"),
    "loading": N_("Loading the engine…"),
    "running": N_("Running…"),
    "slow": N_("Still running after 10 seconds: you can stop it (it stops by itself at 30 seconds)."),
    "stopped": N_("Stopped: the run took too long. The engine starts again on the next Run."),
    "passed": N_("Passed"),
    "failed": N_("Failed"),
    "error": N_("Error"),
    "answered": N_("Answer"),
    "expected": N_("Expected"),
    "got": N_("Got"),
    "all-passed": N_("Every example passed ({total} of {total})."),
    "some-failed": N_("Examples that did not pass: {failed} of {total}."),
    # an example without an expected output is a reader's question: answered, not failed
    "all-answered": N_("The engine answered: there was no expected output to check."),
    "some-answered": N_("The engine answered the examples without an expected output ({answered}); "
                        "the others passed ({passed} of {total})."),
    "explains": N_("The engine explains: {text}"),
    "broken": N_("The code could not run: {error}"),
    "engine-failed": N_("The engine could not start: {error}"),
    "engine-said": N_("The engine says: {message} ({code})"),
    "from-link": N_("This code comes from a link. Read it before you press Run: it runs only when you do."),
    "link": N_("Link to this code"),
    "copied": N_("The link is copied."),
    "copy-yourself": N_("Copy the link from the field above."),
    "link-gone": N_("The shared link names an example that is no longer on this page. Its code is below: "
                    "copy it into an example (Edit) to run it."),
    "link-damaged": N_("The shared link is damaged (cut off, perhaps): the code it carries is incomplete, "
                       "so none of it is loaded. Ask for the whole link."),
    "link-old": N_("The shared link comes from an earlier version of this page and names an example by its "
                   "place, which may have changed. Its code is below: copy it into an example (Edit) to run it."),
    "try": N_("Try it yourself"),
    "try-help": N_("Change the code and press Run (or Ctrl+Enter): the engine answers on this page, "
                   "in its language, with nothing installed."),
}


def words(language: str) -> dict[str, str]:
    return {key: gettext(text, language) for key, text in UI.items()}


def _runnable(node: nodes.Node) -> bool:
    return isinstance(node, nodes.literal_block) and (node.get("testnodetype") == "doctest" or node.get("tutor_try"))


_BLANKLINE = re.compile(r"^(\s*)<BLANKLINE>\s*$", re.M)


def speak_the_page(app: Sphinx, doctree: nodes.document) -> None:
    """Show a Russian or Chinese page's worked examples as the engine words them in its language.

    The page's fences run in order, in English and in the page's language (two namespaces);
    each expected output the engine prints differently in the page's language becomes what it
    printed there (:func:`tutor.examples.localize`).  A disagreement (an error in one language
    only, another error, other numbers) is a warning at the example's line: the build fails."""
    language = page_language(app.config)
    if language == "en" or app.builder.name == "gettext":
        return
    blocks = list(doctree.findall(_runnable))
    if not blocks:
        return
    note_all_games(app.env)  # the outputs are the engine's: a change to it rebuilds the page
    docname = app.env.docname
    english: dict[str, Any] = {"__name__": "__main__"}
    local: dict[str, Any] = {"__name__": "__main__"}
    for block in blocks:
        code = block.get("test", block.astext())
        try:
            test = parse(code, docname)
        except ValueError as error:  # conftest.py reports it at its line too
            logger.warning("a worked example doctest cannot read: %s", error, location=block)
            continue
        wants, problems = localize(run(test, english, "en"), run(test, local, language), language)
        for problem in problems:
            logger.warning("worked example in %s: %s", language, problem.message,
                           location=(docname, (block.line or 0) + problem.line + 1))
        text = localized_text(code, test.examples, wants)
        if text == code:
            continue
        shown = _BLANKLINE.sub(r"\1", text)
        if shown != text:
            block["test"] = text  # what Run checks, with doctest's <BLANKLINE>
        else:
            block.attributes.pop("test", None)
        block.rawsource = shown
        block.children = []
        block += nodes.Text(shown)


def label(code: str) -> str:
    """The name a shared link gives a fence: a hash of its examples' code (the same in every language:
    only the outputs differ), not its place on the page."""
    try:
        sources = "".join(example.source for example in parse(code).examples)
    except ValueError:
        sources = code
    return hashlib.sha256(sources.encode("utf-8")).hexdigest()[:10]


def add_controls(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Wrap each doctest fence of a web page for ``tutor-run.js`` (books keep the plain block)."""
    if app.builder.format != "html" or app.builder.name == "epub":
        return
    blocks = [node for node in doctree.findall(_runnable)]
    seen: dict[str, int] = {}
    for number, block in enumerate(blocks, 1):
        code = block.get("test", block.astext())
        name = label(code)
        seen[name] = seen.get(name, 0) + 1
        if seen[name] > 1:  # the same code twice on a page: the second is "<hash>-2"
            name = f"{name}-{seen[name]}"
        box = nodes.container(classes=["tutor-doctest", *(["tutor-try-code"] if block.get("tutor_try") else [])],
                              ids=[f"tutor-doctest-{number}"])
        block.replace_self(box)
        box += block
        data = (f'<span class="tutor-run-source" hidden data-label="{name}" '
                f'data-code="{html.escape(code.rstrip() + chr(10), quote=True)}"></span>')
        if number == 1:  # the words, once a page
            text = json.dumps(words(page_language(app.config)), ensure_ascii=False).replace("</", "<\\/")
            data += f'<script type="application/json" id="tutor-run-words">{text}</script>'
        box += nodes.raw("", data, format="html")


class TryItDirective(SphinxDirective):
    """A starter the reader changes freely: a heading, a line of help and a runnable fence."""

    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {}

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        code = "\n".join(self.content)
        box = nodes.container(classes=["tutor-try"])
        # already in the page's language (the tutor domain): not for the page's catalog
        box += nodes.rubric(text=gettext(UI["try"], language), translatable=False)
        box += nodes.paragraph(text=gettext(UI["try-help"], language), translatable=False)
        block = nodes.literal_block(code, code, language="pycon", tutor_try=True)
        self.set_source_info(block)
        box += block
        return [box]


def setup(app: Sphinx) -> None:
    app.add_directive("try-it", TryItDirective)
    app.connect("doctree-read", speak_the_page)
    app.connect("doctree-resolved", add_controls)
    app.add_js_file("tutor-run.js", loading_method="defer")
