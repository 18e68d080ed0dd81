"""The ``{rules-options}`` directive: a game's rule options as a table, in the page's language.

````
```{rules-options} <game>
```
````

One row per option: its name (as written on the command line and in
``Rules(…)``), what it decides, its default and the other values; then what each
source says, linked to the source's entry on the sources page, with the value
that reading supports.  Everything comes from the game's declared options
(:mod:`tutor.options`), so the table cannot drift from the engine.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.games import game
from tutor.i18n import COLON, N_, gettext
from tutor.options import Option
from tutor.sphinx.base import note_game, page_language
from tutor.sphinx.glossary import QUOTES, source_reference

HEADER = (N_("Option"), N_("What the sources say"))
DEFAULT = N_("Default")
OTHERS = N_("Other values")
NO_OPTIONS = N_("This game has no rule options yet.")
#: an option that takes effect only with another option's value (``Option.requires``)
REQUIRES = N_("Takes effect only with {requires}; elsewhere any other value is refused.")


def option_anchor(game_id: str, name: str) -> str:
    """The HTML id of an option's row, e.g. ``option-<game>-<name>``."""
    return f"option-{game_id}-{name}"


def _value(o: Option, value: Any, language: str) -> nodes.list_item:
    """``value`` as written on the command line, then in words."""
    written = o.kind.format(value)
    words = o.kind.label(value, language)
    para = nodes.paragraph()
    para += nodes.literal(written, written)
    if words != written:
        para += nodes.Text(f" {words}")
    return nodes.list_item("", para)


def _values(title: str, items: list[nodes.list_item]) -> list[nodes.Node]:
    heading = nodes.paragraph(classes=["tutor-option-values"])
    heading += nodes.strong(title, title)
    return [heading, nodes.bullet_list("", *items, classes=["tutor-option-values"])]


def _cell(*children: nodes.Node) -> nodes.entry:
    entry = nodes.entry()
    for child in children:
        entry += child
    return entry


class RulesOptionsDirective(SphinxDirective):
    required_arguments = 1  # the game's id
    has_content = False

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        try:
            g = game(self.arguments[0])
        except TutorError as error:
            raise self.error(f"rules-options: {error}") from None
        note_game(self.env, g)
        options = g.rules.options()
        if not options:
            return [nodes.paragraph(text=gettext(NO_OPTIONS, language))]
        table = nodes.table(classes=["tutor-table", "tutor-rules-options"])
        group = nodes.tgroup(cols=len(HEADER))
        table += group
        for width in (2, 3):
            group += nodes.colspec(colwidth=width)
        head = nodes.thead()
        row = nodes.row()
        for title in HEADER:
            row += _cell(nodes.paragraph(text=gettext(title, language)))
        head += row
        group += head
        body = nodes.tbody()
        for o in options:
            body += self._row(g.id, o, language)
        group += body
        return [table]

    def _row(self, game_id: str, o: Option, language: str) -> nodes.row:
        row = nodes.row(ids=[option_anchor(game_id, o.name)])
        name = nodes.paragraph()
        name += nodes.literal(o.name, o.name)
        others = [_value(o, v, language) for v in o.alternatives()]
        if not others:  # a wide range or a choice of several: say it rather than list it
            others = [nodes.list_item("", nodes.paragraph(text=o.kind.allowed(language)))]
        requires = self._requires(game_id, o, language)
        row += _cell(name, nodes.paragraph(text=o.summary.get(language)), *requires,
                     *_values(gettext(DEFAULT, language), [_value(o, o.default, language)]),
                     *_values(gettext(OTHERS, language), others))
        readings = nodes.bullet_list(classes=["tutor-readings"])
        for reading in o.readings:
            item = nodes.list_item()
            para = nodes.paragraph()
            label = reading.source.short(language)
            if reading.locator:
                opening, closing = QUOTES[language]
                label = f"{label} {opening}{reading.locator}{closing}"
            para += source_reference(reading.source, label)
            para += nodes.Text(f"{COLON[language]}{reading.says.get(language)}")
            if reading.value is not None:
                written = o.kind.format(reading.value)
                para += nodes.Text(" → ")  # the value this reading supports
                para += nodes.literal(written, written, classes=["tutor-reading-value"])
            item += para
            readings += item
        row += _cell(readings)
        return row

    def _requires(self, game_id: str, o: Option, language: str) -> list[nodes.Node]:
        """What the option needs in force to take effect, if anything."""
        written = game(game_id).rules.requirement(o.name)
        if not written:
            return []
        return [nodes.paragraph(text=gettext(REQUIRES, language).format(requires=written),
                                classes=["tutor-option-requires"])]
