"""Terms and sources on pages: the ``{term}`` and ``{source}`` roles and the pages they link to.

- ``{term}`bagchen.sky-chief``` writes the term in the page's language and links it
  to its entry on the glossary page; ``{term}`шефа неба <bagchen.sky-chief>```
  lets a translation inflect the word.  An id with no entry fails the build.
- ``{tutor-glossary}`` writes every entry (names in all languages, Tibetan where
  known, the definition in the page's language).
- ``{source}`000_13bb090b37522576.txt Семейство неба``` cites a source text by file
  name and the first words of the paragraph, linking to ``{source-list}``.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.i18n import COLON, COMMA, LANGUAGE_NAMES, LANGUAGES, N_, gettext
from tutor.sources import SOURCES, source
from tutor.sphinx import page_language
from tutor.terms import all_terms, term

_EXPLICIT = re.compile(r"^(.*\S)\s*<([^<>]+)>$", re.DOTALL)
TIBETAN = N_("Tibetan")
FILE = N_("File")
QUOTES = {"en": ("“", "…”"), "ru": ("«", "…»"), "zh_CN": ("「", "……」")}


RoleResult = tuple[list[nodes.Node], list[nodes.system_message]]


def _fail(rawtext: str, message: str, lineno: int, inliner: Any) -> RoleResult:
    msg = inliner.reporter.error(message, line=lineno)
    return [inliner.problematic(rawtext, rawtext, msg)], [msg]


def _xref(target: str, content: nodes.Node) -> addnodes.pending_xref:
    node: addnodes.pending_xref = addnodes.pending_xref(
        "", refdomain="std", reftype="ref", reftarget=target, refexplicit=True, refwarn=True)
    node += content
    return node


def term_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
              options: dict[str, Any] | None = None, content: list[str] | None = None) -> RoleResult:
    env = inliner.document.settings.env
    language = page_language(env.config)
    match = _EXPLICIT.match(text)
    title, term_id = (match.group(1), match.group(2).strip()) if match else (None, text.strip())
    try:
        entry = term(term_id)
    except TutorError as error:
        return _fail(rawtext, f"{{term}} {error}", lineno, inliner)
    label = title or entry.name(language)
    return [_xref(entry.anchor, nodes.inline(label, label, classes=["tutor-term"]))], []


def source_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
                options: dict[str, Any] | None = None, content: list[str] | None = None) -> RoleResult:
    env = inliner.document.settings.env
    language = page_language(env.config)
    file, _, locator = text.strip().partition(" ")
    try:
        cited = source(file)
    except TutorError as error:
        return _fail(rawtext, f"{{source}} {error}", lineno, inliner)
    label = cited.short(language)
    if locator.strip():
        opening, closing = QUOTES[language]
        label = f"{label}{COMMA[language]}{opening}{locator.strip()}{closing}"
    return [_xref(cited.anchor, nodes.inline(label, label, classes=["tutor-source"]))], []


def _register(directive: SphinxDirective, anchor: str, title: str) -> None:
    std = directive.env.get_domain("std")
    std.note_hyperlink_target(anchor, directive.env.docname, anchor, title)  # type: ignore[attr-defined]


class GlossaryDirective(SphinxDirective):
    """Every game's terms, as a definition list per game."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        result: list[nodes.Node] = []
        games: dict[str, list[Any]] = {}
        for entry in all_terms().values():
            games.setdefault(entry.game, []).append(entry)
        for game, entries in games.items():
            game_name = term(f"{game}.game").name(language)
            game_name = game_name[:1].upper() + game_name[1:]  # a heading, not running text
            heading = nodes.rubric(game_name, game_name, classes=["tutor-glossary-game"])
            heading["translatable"] = False  # already in the page's language
            result.append(heading)
            listing = nodes.definition_list(classes=["tutor-glossary"])
            for entry in entries:
                item = nodes.definition_list_item()
                name = entry.name(language)
                head = nodes.term(name, name, ids=[entry.anchor])
                item += head
                definition = nodes.definition()
                colon = COLON[language]
                names = nodes.paragraph(classes=["tutor-term-names"])
                names += nodes.Text(" · ".join(f"{LANGUAGE_NAMES[code]}{colon}{entry.name(code)}"
                                               for code in LANGUAGES))
                if entry.bo:
                    tibetan = gettext(TIBETAN, language)
                    names += nodes.Text(f" · {tibetan}{colon}")
                    names += nodes.inline(entry.bo, entry.bo, classes=["tutor-tibetan"])
                    if entry.wylie:
                        names += nodes.Text(f" ({entry.wylie})")
                definition += names
                definition += nodes.paragraph(text=entry.define(language))
                item += definition
                listing += item
                _register(self, entry.anchor, name)
            result.append(listing)
        return result


class SourceListDirective(SphinxDirective):
    """The source texts, each with an anchor the ``{source}`` role links to."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        listing = nodes.definition_list(classes=["tutor-sources"])
        for cited in SOURCES:
            item = nodes.definition_list_item()
            title = cited.short(language)
            item += nodes.term(title, title, ids=[cited.anchor])
            definition = nodes.definition()
            file_label = gettext(FILE, language)
            text_language = LANGUAGE_NAMES["zh_CN" if cited.language == "zh" else cited.language]
            game_name = term(f"{cited.game}.game").name(language)
            game_name = game_name[:1].upper() + game_name[1:]
            definition += nodes.paragraph(
                "", "", nodes.Text(f"{file_label}{COLON[language]}"), nodes.literal(cited.file, cited.file),
                nodes.Text(f" · {text_language} · {game_name}"))
            definition += nodes.paragraph(text=cited.about(language))
            item += definition
            listing += item
            _register(self, cited.anchor, title)
        return [listing]
