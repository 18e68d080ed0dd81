"""The ``{figure-from-engine}`` directive: a drawing or table made by the engine at build time.

````
```{figure-from-engine} <game>.<kind>
:<option of the kind>: <value>
:rules: <NAME=VALUE …>

The caption.
```
````

The figure kinds and the options each takes come from the registry; ``:rules:``
puts rule options in force (the game's defaults otherwise).  The optional body is
a caption (translated through the page's catalog).
"""

from __future__ import annotations

from docutils import nodes

from tutor.figures import Table
from tutor.games import make_figure
from tutor.sphinx.base import EngineDirective
from tutor.svg import SvgImage


def _cell(value: str) -> nodes.entry:
    entry = nodes.entry()
    if isinstance(value, SvgImage):
        entry += nodes.raw("", f'<span class="tutor-svg">{value}</span>', format="html")
    else:
        entry += nodes.paragraph(text=value)
    return entry


def table_node(table: Table) -> nodes.table:
    node = nodes.table(classes=["tutor-table"])
    group = nodes.tgroup(cols=len(table.header))
    node += group
    for _ in table.header:
        group += nodes.colspec(colwidth=1)
    head = nodes.thead()
    row = nodes.row()
    for title in table.header:
        row += _cell(title)
    head += row
    group += head
    body = nodes.tbody()
    for cells in table.rows:
        row = nodes.row()
        for cell in cells:
            row += _cell(cell)
        body += row
    group += body
    return node


class FigureDirective(EngineDirective):
    kinds = "figures"

    def run(self) -> list[nodes.Node]:
        kind = self.arguments[0]
        figure = self.engine(make_figure)
        container = nodes.container(classes=["tutor-figure", kind.replace(".", "-")])
        if isinstance(figure, Table):
            container += table_node(figure)
        else:
            container += nodes.raw("", f'<div class="tutor-svg">{figure}</div>', format="html")
        if self.content:
            caption = nodes.container(classes=["tutor-caption"])
            caption += self.parse_content_to_nodes()
            container += caption
        return [container]
