"""Worked examples wrap on a narrow screen instead of scrolling sideways (issue 25, item 22).

Every Python console listing (a ```` ```{doctest} ```` fence, a ``{try-it}`` block) is
highlighted with one element per line (Pygments' ``linespans``), so that ``tutor.css`` can
wrap a long line inside the page's width with a hanging indent: the lines that continue a
long one start four characters in, under the code after the ``>>>`` prompt, and a new line
of code or of the engine's answer starts at the left edge.  The text is unchanged (Run reads
the fence's own source).  Each listing's lines get ids of their own (``tutor-line-3-1`` …),
unique in the page.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

#: the listings that wrap: the console sessions of the worked examples
WRAPPED = frozenset({"pycon"})


def _number_lines(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    blocks = [node for node in doctree.findall(nodes.literal_block) if node.get("language") in WRAPPED]
    for number, block in enumerate(blocks, 1):
        args: dict[str, Any] = dict(block.get("highlight_args", {}))
        args["linespans"] = f"tutor-line-{number}"
        block["highlight_args"] = args


def setup(app: Sphinx) -> None:
    app.connect("doctree-resolved", _number_lines)
