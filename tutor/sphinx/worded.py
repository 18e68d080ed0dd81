"""``{worded-doctest}``: a worked example whose answers are in the page's language, computed when it is built.

A ```` ```{worded-doctest} ```` fence holds the prompts only (``>>> print(tutor.options_text(GAME))``, ``GAME`` a game's id).  The build runs them, in a fresh namespace, with the page's
language as the environment's (``TUTOR_LANG``, as Run sets it in the reader's browser), and
writes each answer under its prompt: the Russian page shows the Russian answer, the Chinese page
the Chinese one, each produced by the engine, never copied by hand.  The block is an ordinary
doctest block of the page, so Run (:mod:`tutor.sphinx.doctests`) checks it in the reader's
browser against the same engine, in the same language.  A prompt that raises is written as
doctest writes an expected exception (the code and the message in the page's language).
An example whose answer depends on anything but the code and the language (chance, the clock)
does not belong here.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import traceback
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from tutor.examples import speaking
from tutor.sphinx.base import CORE_FILES, note_all_games, page_language


def _answer(source: str, globs: dict[str, Any]) -> str:
    """What doctest would expect after ``source``: its printed output and the value it shows."""
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(source, "<worded-doctest>", "single"), globs)
    except Exception as error:  # written as doctest expects an exception
        last = traceback.format_exception_only(type(error), error)[-1]
        name = f"{type(error).__module__}.{type(error).__qualname__}"
        return f"{out.getvalue()}Traceback (most recent call last):\n  ...\n{name}{last[len(type(error).__name__):]}"
    return out.getvalue()


def worded(code: str, language: str) -> str:
    """The doctest text of ``code`` (prompts only) with every answer computed in ``language``.

    >>> worded("\\n".join([">>> from tutor.i18n import gettext", ">>> gettext('yes', 'ru')", ">>> print('a\\\\n\\\\nb')"]),
    ...        "ru").splitlines()[2:]
    ["'да'", ">>> print('a\\\\n\\\\nb')", 'a', '<BLANKLINE>', 'b']
    """
    globs: dict[str, Any] = {"__name__": "__main__"}
    lines: list[str] = []
    with speaking(language):
        for example in doctest.DocTestParser().get_examples(code):
            source = example.source.rstrip("\n").split("\n")
            lines += [f">>> {source[0]}", *(f"... {line}" for line in source[1:])]
            answer = _answer(example.source, globs)
            lines += [line if line.strip() else "<BLANKLINE>" for line in answer.rstrip("\n").split("\n") if answer]
    return "\n".join(lines)


class WordedDoctestDirective(SphinxDirective):
    has_content = True

    def run(self) -> list[nodes.Node]:
        code = "\n".join(self.content)
        if any(line.strip() and not line.lstrip().startswith((">>>", "...")) for line in self.content):
            raise self.error("worded-doctest: write the prompts only (>>> and ...): the build writes the answers")
        note_all_games(self.env)  # the answers come from any game's engine
        for path in CORE_FILES:
            self.env.note_dependency(str(path))
        try:
            text = worded(code, page_language(self.env.config))
        except SyntaxError as error:
            raise self.error(f"worded-doctest: {error}") from None
        block = nodes.literal_block(text, text, language="pycon", testnodetype="doctest", groups=["default"],
                                    options={})
        self.set_source_info(block)
        return [block]


def setup(app: Sphinx) -> None:
    app.add_directive("worded-doctest", WordedDoctestDirective)
