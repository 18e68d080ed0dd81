"""Terms on pages: the ``{term}`` role and the glossary page it links to.

- ``{term}`<game>.<term>``` writes the term in the page's language and links it
  to its entry on the glossary page; ``{term}`inflected words <<game>.<term>>```
  lets a translation inflect the word.  An id with no entry fails the build.
- ``{tutor-glossary}`` writes every game's entries (names in all languages, Tibetan
  where known, the definition in the page's language).

Terms come from the registry (:mod:`tutor.games`); sources are cited by :mod:`tutor.sphinx.sources`.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.games import game_of, games, term
from tutor.i18n import COLON, LANGUAGE_NAMES, LANGUAGES, N_, gettext
from tutor.sphinx.base import note_all_games, note_game, page_language

_EXPLICIT = re.compile(r"^(.*\S)\s*<([^<>]+)>$", re.DOTALL)
TIBETAN = N_("Tibetan")


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
    note_game(env, game_of(term_id))
    label = title or entry.name(language)
    return [_xref(entry.anchor, nodes.inline(label, label, classes=["tutor-term"]))], []


def _heading(name: str) -> str:
    """A game's name as a heading, not running text (Russian names are lower-case)."""
    return name[:1].upper() + name[1:]


def _register(directive: SphinxDirective, anchor: str, title: str) -> None:
    std = directive.env.get_domain("std")
    std.note_hyperlink_target(anchor, directive.env.docname, anchor, title)  # type: ignore[attr-defined]


class GlossaryDirective(SphinxDirective):
    """Every game's terms, as a definition list per game."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        note_all_games(self.env)
        result: list[nodes.Node] = []
        for g in games():
            entries = g.terms
            game_name = _heading(g.name(language))
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
