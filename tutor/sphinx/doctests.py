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
"""

from __future__ import annotations

import html
import json
from typing import Any, ClassVar

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from tutor.i18n import N_, gettext
from tutor.sphinx.base import page_language

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
    "expected": N_("Expected"),
    "got": N_("Got"),
    "all-passed": N_("Every example passed ({total} of {total})."),
    "some-failed": N_("Examples that did not pass: {failed} of {total}."),
    "broken": N_("The code could not run: {error}"),
    "engine-failed": N_("The engine could not start: {error}"),
    "engine-said": N_("The engine says"),
    "from-link": N_("This code comes from a link. Read it before you press Run: it runs only when you do."),
    "link": N_("Link to this code"),
    "copied": N_("The link is copied."),
    "try": N_("Try it yourself"),
    "try-help": N_("Change the code and press Run (or Ctrl+Enter): the engine answers on this page, "
                   "in its language, with nothing installed."),
}


def words(language: str) -> dict[str, str]:
    return {key: gettext(text, language) for key, text in UI.items()}


def _runnable(node: nodes.Node) -> bool:
    return isinstance(node, nodes.literal_block) and (node.get("testnodetype") == "doctest" or node.get("tutor_try"))


def add_controls(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Wrap each doctest fence of a web page for ``tutor-run.js`` (books keep the plain block)."""
    if app.builder.format != "html" or app.builder.name == "epub":
        return
    blocks = [node for node in doctree.findall(_runnable)]
    for number, block in enumerate(blocks, 1):
        code = block.get("test", block.astext())
        box = nodes.container(classes=["tutor-doctest", *(["tutor-try-code"] if block.get("tutor_try") else [])],
                              ids=[f"tutor-doctest-{number}"])
        block.replace_self(box)
        box += block
        data = f'<span class="tutor-run-source" hidden data-code="{html.escape(code.rstrip() + chr(10), quote=True)}"></span>'
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
    app.connect("doctree-resolved", add_controls)
    app.add_js_file("tutor-run.js", loading_method="defer")
