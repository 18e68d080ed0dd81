"""``{engine-reference}``: the engine's reference, generated from its docstrings, kept in English.

The reference is what autodoc makes of the engine's docstrings (python-chess documents
its API the same way).  Translating every docstring three times would let the
translations drift from the code, so the block stays English in every build: its
text is not offered to the catalogs, and the page marks it ``lang="en"`` so that
screen readers and browsers read it as English.  A long signature lists one parameter a
line (``maximum_signature_line_length``, so it fits a phone), written here as ``<div>``
lines rather than Sphinx's bare ``<dd>`` items.  The page's own words around it
(what the engine is, how to call it) are translated as usual.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

CLASS = "tutor-reference"


class EngineReferenceDirective(SphinxDirective):
    has_content = True

    def run(self) -> list[nodes.Node]:
        block = nodes.container(classes=[CLASS])
        self.state.nested_parse(self.content, self.content_offset, block)
        for node in block.findall(nodes.TextElement):
            # signatures are not offered to translators anyway (inline), and marking them changes how they are drawn
            if not isinstance(node, nodes.Inline):
                node["translatable"] = False
        return [block]


_SIGNATURE = re.compile(r'<dt class="sig[ "].*?</dt>', re.S)
_LIST_TAGS = {"<dl>": '<div class="tutor-sig-params">', "</dl>": "</div>", "<dd>": "<div>", "</dd>": "</div>"}


def _parameter_lines(match: re.Match[str]) -> str:
    # a long signature lists one parameter a line as a <dl> of bare <dd>s, which is not a definition
    # list (axe: definition-list); the same lines as <div>s read the same and are valid
    return re.sub(r"</?d[ld]>", lambda tag: _LIST_TAGS[tag.group(0)], match.group(0))


def _lang_attribute(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if "body" in context and CLASS in context["body"]:
        body = context["body"].replace(f'<div class="{CLASS} ', f'<div lang="en" class="{CLASS} ')
        context["body"] = _SIGNATURE.sub(_parameter_lines, body)


def setup(app: Sphinx) -> None:
    app.add_directive("engine-reference", EngineReferenceDirective)
    app.connect("html-page-context", _lang_attribute)
