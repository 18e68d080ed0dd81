"""Sources on pages: the ``{source}`` role, the readings of a rule option, and the ``{source-list}``.

- ``{source}`<file> <first words>``` cites a source text by file name and the first words of
  the passage (a web source by its key).  Where the game has a :class:`~tutor.sources.Quote`
  holding those words, the citation is a button that opens the passage: the source's
  name, its words verbatim in the original language, the gloss in the page's language,
  and a link to where the passage sits on the sources page.  The box is an HTML popover
  (no script: a tap, a click or Enter opens it; Escape, a tap elsewhere or its close
  button shuts it); a browser without popovers, and the EPUB, show it inline.
  A citation no quote holds links to the source's entry, as a web source always does.
- A rule option's readings (``{rules-options}``, the play pages) name their source by its
  number on the sources page (``[3]``), after what the source says, so the rule reads
  first; the number opens the same box.
- ``{source-list}`` numbers the sources and lists, under each text, every passage the
  site quotes, in the order of the text, each with its anchor (``quote-003-12``).

Sources and quotes come from the registry (:mod:`tutor.games`).
"""

from __future__ import annotations

import html
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.games import game, quote, quotes, source, sources
from tutor.i18n import COLON, COMMA, LANGUAGE_NAMES, N_, gettext
from tutor.option_words import QUOTES
from tutor.options import Option, Reading
from tutor.sources import Quote, Source
from tutor.sphinx.base import note_all_games, note_game, page_language

logger = logging.getLogger(__name__)

FILE = N_("File")
WEB_PAGE = N_("Web page")
WHERE = N_("This passage in the list of sources")
CLOSE = N_("Close")
QUOTED = N_("Passages quoted on this site, in the order of the text:")

RoleResult = tuple[list[nodes.Node], list[nodes.system_message]]


# --- numbers and anchors

def source_number(cited: Source) -> int:
    """The source's number on the sources page: its place in the registry's list, from 1."""
    return next(i for i, s in enumerate(sources(), 1) if s.file == cited.file)


def quote_anchor(q: Quote) -> str:
    """The HTML id of a quote on the sources page, e.g. ``quote-003-12`` (the 12th passage quoted from 003)."""
    same = [other for other in quotes() if other.source.file == q.source.file]
    return f"quote-{q.source.anchor.removeprefix('source-')}-{same.index(q) + 1}"


def _xref(target: str, content: nodes.Node) -> addnodes.pending_xref:
    node: addnodes.pending_xref = addnodes.pending_xref(
        "", refdomain="std", reftype="ref", reftarget=target, refexplicit=True, refwarn=True)
    node += content
    return node


def source_reference(cited: Source, label: str) -> addnodes.pending_xref:
    """A link to the entry of ``cited`` on the sources page."""
    return _xref(cited.anchor, nodes.inline(label, label, classes=["tutor-source"]))


# --- the box a citation opens

class tutor_citation(nodes.inline):  # type: ignore[misc]  # docutils is untyped
    """A citation that opens a quote: ``[tutor_citation_toggle, tutor_citation_box]``."""


class tutor_citation_toggle(nodes.inline):  # type: ignore[misc]  # docutils is untyped
    """The words a reader presses (the source and its first words, or its number)."""


class tutor_citation_box(nodes.inline):  # type: ignore[misc]  # docutils is untyped
    """The quote: the source's name, the passage, the gloss, the link to the sources page."""


class tutor_citation_passage(nodes.inline):  # type: ignore[misc]  # docutils is untyped
    """The passage, verbatim, in the source's language (``lang``); its lines (a list) keep their breaks."""


def passage_node(q: Quote) -> tutor_citation_passage:
    """A quote's passage as a node: its words, with a line break where the text breaks a line (a list's items)."""
    node = tutor_citation_passage(q.passage, lang=q.language.replace("_", "-"), classes=["tutor-quote-passage"])
    for number, line in enumerate(line for line in q.passage.split("\n") if line.strip()):
        if number:
            node += nodes.raw("", "<br/>", format="html")
        node += nodes.Text(line)
    return node


def cite(env: Any, cited: Source, locator: str, label: str, classes: tuple[str, ...] = ()) -> nodes.Node:
    """A citation of ``cited`` by its first words ``locator``, shown as ``label``: the box of its quote, or
    a link to the source's entry where no quote holds those words."""
    found = quote(cited.file, locator) if cited.is_text and locator else None
    if found is None:
        return source_reference(cited, label)
    language = page_language(env.config)
    ident = f"tutor-cite-{env.new_serialno('tutor-cite')}"
    node = tutor_citation(classes=["tutor-cite"])
    toggle = tutor_citation_toggle(label, label, ids=[], box=ident, classes=["tutor-source", *classes])
    node += toggle
    title = f"[{source_number(cited)}] {cited.short(language)}"
    box = tutor_citation_box(box=ident, close=gettext(CLOSE, language), title=title, classes=["tutor-quote"])
    box += nodes.inline(title, title, classes=["tutor-quote-title"])
    box += passage_node(found)
    gloss = found.gloss_in(language)
    if gloss:
        box += nodes.inline(gloss, gloss, classes=["tutor-quote-gloss"])
    where = gettext(WHERE, language)
    box += _xref(quote_anchor(found), nodes.inline(where, where, classes=["tutor-quote-where"]))
    node += box
    return node


def source_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
                options: dict[str, Any] | None = None, content: list[str] | None = None) -> RoleResult:
    env = inliner.document.settings.env
    language = page_language(env.config)
    file, _, locator = text.strip().partition(" ")
    try:
        cited = source(file)
    except TutorError as error:
        msg = inliner.reporter.error(f"{{source}} {error}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    note_game(env, cited.game)
    label = cited.short(language)
    if locator.strip():
        opening, closing = QUOTES[language]
        label = f"{label}{COMMA[language]}{opening}{locator.strip()}{closing}"
    return [cite(env, cited, locator.strip(), label)], []


def reading_paragraph(env: Any, o: Option, reading: Reading, language: str) -> nodes.paragraph:
    """One source's reading of an option: what it says, the value it supports (in words and as written),
    then the source's number, which opens the quote."""
    para = nodes.paragraph(classes=["tutor-reading"])
    para += nodes.Text(reading.says.get(language))
    if reading.value is not None:
        para += nodes.Text(" → ")  # the value this reading supports
        written = o.kind.format(reading.value)
        words = o.kind.label(reading.value, language)
        if words != written:
            para += nodes.Text(f"{words} ")
        para += nodes.literal(written, written, classes=["tutor-reading-value"])
    para += nodes.Text(" ")
    number = f"[{source_number(reading.source)}]"
    para += cite(env, reading.source, reading.locator, number, classes=("tutor-source-number",))
    return para


# --- HTML: a popover where the browser has them; the EPUB shows the box inline

def _epub(translator: Any) -> bool:
    return bool(translator.builder.name == "epub")


def visit_citation(translator: Any, node: tutor_citation) -> None:
    translator.body.append(f'<span class="{" ".join(node["classes"])}">')


def depart_citation(translator: Any, node: tutor_citation) -> None:
    translator.body.append("</span>")


def visit_toggle(translator: Any, node: tutor_citation_toggle) -> None:
    classes = " ".join(node["classes"])
    if _epub(translator):
        translator.body.append(f'<span class="{classes}">')
    else:
        translator.body.append(f'<button type="button" class="{classes}" popovertarget="{node["box"]}">')


def depart_toggle(translator: Any, node: tutor_citation_toggle) -> None:
    translator.body.append("</span>" if _epub(translator) else "</button>")


def visit_box(translator: Any, node: tutor_citation_box) -> None:
    classes = " ".join(node["classes"])
    if _epub(translator):
        translator.body.append(f'<span class="{classes}">')
        return
    close, title = html.escape(node["close"], quote=True), html.escape(node["title"], quote=True)
    translator.body.append(
        f'<span class="{classes}" id="{node["box"]}" popover="auto" role="dialog" aria-label="{title}">'
        f'<button type="button" class="tutor-quote-close" popovertarget="{node["box"]}" '
        f'popovertargetaction="hide" aria-label="{close}">×</button>')


def depart_box(translator: Any, node: tutor_citation_box) -> None:
    translator.body.append("</span>")


def visit_passage(translator: Any, node: tutor_citation_passage) -> None:
    translator.body.append(f'<q class="{" ".join(node["classes"])}" lang="{node["lang"]}">')


def depart_passage(translator: Any, node: tutor_citation_passage) -> None:
    translator.body.append("</q>")


def _text_visit(translator: Any, node: nodes.Node) -> None:
    pass


# --- the sources page

def _register(directive: SphinxDirective, anchor: str, title: str) -> None:
    std = directive.env.get_domain("std")
    std.note_hyperlink_target(anchor, directive.env.docname, anchor, title)  # type: ignore[attr-defined]


def _heading(name: str) -> str:
    """A game's name as a heading, not running text (Russian names are lower-case)."""
    return name[:1].upper() + name[1:]


class SourceListDirective(SphinxDirective):
    """The sources, numbered, each with an anchor the ``{source}`` role links to, and the passages quoted."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        note_all_games(self.env)
        listing = nodes.definition_list(classes=["tutor-sources"])
        for number, cited in enumerate(sources(), 1):
            item = nodes.definition_list_item()
            title = cited.short(language)
            numbered = f"[{number}] {title}"  # the number a reading's citation shows
            item += nodes.term(numbered, numbered, ids=[cited.anchor])
            definition = nodes.definition()
            text_language = LANGUAGE_NAMES["zh_CN" if cited.language == "zh" else cited.language]
            game_name = _heading(game(cited.game).name(language))
            if cited.is_text:
                where: nodes.Node = nodes.literal(cited.file, cited.file)
                label = gettext(FILE, language)
            else:
                where = nodes.reference(cited.url, cited.url, refuri=cited.url)
                label = gettext(WEB_PAGE, language)
            definition += nodes.paragraph(
                "", "", nodes.Text(f"{label}{COLON[language]}"), where,
                nodes.Text(f" · {text_language} · {game_name}"))
            definition += nodes.paragraph(text=cited.about(language))
            quoted = [q for q in quotes() if q.source.file == cited.file]
            if quoted:
                definition += nodes.paragraph(text=gettext(QUOTED, language), classes=["tutor-quoted"])
                passages = nodes.enumerated_list(classes=["tutor-passages"])
                for q in quoted:
                    anchor = quote_anchor(q)
                    entry = nodes.list_item(ids=[anchor])
                    para = nodes.paragraph()
                    para += passage_node(q)
                    gloss = q.gloss_in(language)
                    if gloss:
                        para += nodes.Text(" ")
                        para += nodes.inline(gloss, gloss, classes=["tutor-quote-gloss"])
                    entry += para
                    passages += entry
                    _register(self, anchor, f"{title} {anchor}")
                definition += passages
            item += definition
            listing += item
            _register(self, cited.anchor, title)
        for node in listing.findall(nodes.TextElement):
            # already in the page's language, or the source's own words (an inline marked so would be dropped:
            # Sphinx takes such inlines for translation placeholders)
            if not isinstance(node, nodes.Inline):
                node["translatable"] = False
        return [listing]


def setup(app: Sphinx) -> None:
    app.add_node(tutor_citation, html=(visit_citation, depart_citation), text=(_text_visit, _text_visit))
    app.add_node(tutor_citation_toggle, html=(visit_toggle, depart_toggle), text=(_text_visit, _text_visit))
    app.add_node(tutor_citation_box, html=(visit_box, depart_box), text=(_text_visit, _text_visit))
    app.add_node(tutor_citation_passage, html=(visit_passage, depart_passage), text=(_text_visit, _text_visit))
    app.add_directive("source-list", SourceListDirective)
    app.add_role("source", source_role)
