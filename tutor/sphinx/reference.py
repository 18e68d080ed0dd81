"""``{engine-reference}``: entries of the engine's reference, generated from its docstrings, kept in English.

````
:::{engine-reference}
:game: <game>
:options: <option> <option>
tutor.<game>.<name>
tutor.<game>.<module>.<name>
:::
````

Each line names one public function, class or constant as a reader imports it; the block
writes its entry as autodoc would (a class with its documented methods and properties, an
enum or a dataclass with its members and fields, a constant with its value and the comment
that documents it).  ``:options:`` names the rule options of ``:game:`` that change these
answers: the block lists them first, in the page's language, each linked to its row on the
game's interpretations page.  The Engine page groups its blocks by the questions a reader
asks of each game; ``tools/examples.py`` (and its test) checks that every name the site's
worked examples use has an entry there.

The entries are what autodoc makes of the engine's docstrings (python-chess documents its
API the same way).  Translating every docstring three times would let the translations drift
from the code, so the entries stay English in every build: their text is not offered to the
catalogs, and the page marks them ``lang="en"`` so that screen readers and browsers read
them as English.  The page's own words around them (the questions, the lead-ins, what an
option decides) are translated as usual.  Docstrings cite the game's spec, a file the site
does not publish; the entries leave those references out and turn a cited page of the site
(``content/<game>/<page>.md``) into a link.  A long signature lists one parameter a line
(``maximum_signature_line_length``, so it fits a phone), written here as ``<div>`` lines
rather than Sphinx's bare ``<dd>`` items.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import inspect
import re
import sys
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.pycode import ModuleAnalyzer
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.games import game
from tutor.i18n import N_, gettext
from tutor.options import Rules
from tutor.sphinx.base import note_game, page_language
from tutor.sphinx.options import option_anchor

CLASS = "tutor-reference"
OPTIONS = N_("The rule options that change these answers:")
LONGEST_VALUE = 60  # characters: a constant's value longer than this is left to its docstring


def resolve(path: str) -> Any:
    """The object a dotted path names, importing modules on the way (``tutor.<game>.<module>.<name>``)."""
    parts = path.split(".")
    obj: Any = importlib.import_module(parts[0])
    for i, part in enumerate(parts[1:], 1):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            obj = importlib.import_module(".".join(parts[: i + 1]))
    return obj


def _constant_doc(path: str, obj: Any) -> list[str]:
    """The ``#:`` comment or the string after the assignment that documents a constant, in the module that
    defines it (a package re-exports it under a shorter name)."""
    name = path.rsplit(".", 1)[1]
    package = path.split(".")[0]
    for modname, module in sorted(sys.modules.items()):
        if not modname.startswith(package) or getattr(module, name, None) is not obj:
            continue
        try:
            docs = ModuleAnalyzer.for_module(modname).find_attr_docs()
        except Exception:  # a compiled module: no source to read
            continue
        if ("", name) in docs:
            return _without_spec("\n".join(docs[("", name)])).split("\n")
    return []


def lists_undocumented(cls: type) -> bool:
    """Does a class's entry list its members without docstrings too?  An enum's members and a dataclass's
    fields and methods are what a reader reads (a game's rules are listed by their options instead)."""
    return issubclass(cls, enum.Enum) or (dataclasses.is_dataclass(cls) and not issubclass(cls, Rules))


def entry_rst(path: str) -> list[str]:
    """The reStructuredText of one entry (autodoc directives, or a ``py:data`` for a constant)."""
    obj = resolve(path)
    if inspect.ismodule(obj):
        raise ValueError(f"{path} is a module: name its functions, classes and constants")
    if inspect.isclass(obj):
        lines = [f".. autoclass:: {path}", "   :members:"]
        if lists_undocumented(obj):
            lines.append("   :undoc-members:")
        return lines
    if callable(obj):
        return [f".. autofunction:: {path}"]
    lines = [f".. py:data:: {path}"]
    value = repr(obj)
    if len(value) <= LONGEST_VALUE:
        lines.append(f"   :value: {value}")
    lines.append("")
    lines += [f"   {line}" if line else "" for line in _constant_doc(path, obj)]
    return lines


class EngineReferenceDirective(SphinxDirective):
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"game": directives.unchanged, "options": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        result: list[nodes.Node] = []
        names = [line.strip() for line in self.content if line.strip()]
        if "options" in self.options:
            result += self._options()
        rst: list[str] = []
        for name in names:
            try:
                rst += [*entry_rst(name), ""]
            except (ImportError, AttributeError, ValueError) as error:
                raise self.error(f"engine-reference: {name}: {error}") from None
        block = nodes.container(classes=[CLASS])
        block += self._parse_rst("\n".join(rst))
        for node in block.findall(nodes.TextElement):
            # signatures are not offered to translators anyway (inline), and marking them changes how they are drawn
            if not isinstance(node, nodes.Inline):
                node["translatable"] = False
        result.append(block)
        return result

    def _parse_rst(self, text: str) -> list[nodes.Node]:
        """autodoc writes reStructuredText; a MyST page's own parser would read it as Markdown, so the entries
        are parsed as reStructuredText, as MyST's ``eval-rst`` does."""
        from myst_parser.mdit_to_docutils.base import make_document
        from myst_parser.mocking import MockRSTParser

        document = self.state.document
        entries = make_document()
        entries["source"] = document["source"]
        entries.settings = document.settings
        entries.reporter = document.reporter
        MockRSTParser().parse(text, entries)
        return list(entries.children)

    def _options(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        try:
            g = game(self.options.get("game", ""))
            declared = [g.rules.option(name) for name in self.options["options"].split()]
        except TutorError as error:
            raise self.error(f"engine-reference: {error}") from None
        note_game(self.env, g)
        lead = nodes.paragraph(text=gettext(OPTIONS, language), classes=["tutor-reference-options"])
        lead["translatable"] = False  # the tutor catalog words it
        listing = nodes.bullet_list(classes=["tutor-reference-options"])
        for o in declared:
            para = nodes.paragraph()
            link = addnodes.pending_xref("", refdomain="std", reftype="ref", reftarget=option_anchor(g.id, o.name),
                                         refexplicit=True, refwarn=True)
            link += nodes.literal(o.name, o.name)
            para += link
            para += nodes.Text(f" — {o.summary.get(language)}")
            para["translatable"] = False
            listing += nodes.list_item("", para)
        return [lead, listing]


# --- the docstrings as the site shows them: no spec, links to the site's pages

_SITE_PAGE = re.compile(r"\(written spec:\s*``content/([\w/-]+)\.md``\)")
_SPEC_FILE = re.compile(r"\s*\(``(?:\.\./)?shared/specs/[\w.]+``\)")
_SPEC_ITEMS = re.compile(r",?\s*[A-Z]+\d+[–-][A-Z]*\d+ of the spec")  # "L1–L13 of the spec"
_SPEC_ORDER = re.compile(r"the spec[’']s order")
_REF = r"(?:§\s*)?[A-Z]*(?:-[A-Z]*)?\d(?:[\w\]#–-]|\.(?=\w))*"  # §1.11, D30, TV-F01–F15, [Δ], #3 (not a sentence's full stop)
_SPEC_REFERENCE = re.compile(
    r"(?P<before>,\s*|\s*\(\s*|\s+)(?:(?:by|in|see|from|per)\s+)?(?:the\s+)?(?:written\s+)?spec(?:'s)?"
    rf"(?:\s+{_REF}(?:\s+[A-Z]+\d+)?)+(?:(?:,\s*|\s+and\s+){_REF})*(?P<after>\))?")
_BARE_SECTION = re.compile(r"\s*\(§[^()]*\)")


def _without_spec(text: str) -> str:
    """``text`` with its references to the game's spec left out, and a cited page of the site as a link.

    >>> _without_spec("the word for its total (Berkhin's text, spec §4.5).")
    "the word for its total (Berkhin's text)."
    >>> _without_spec("Leads (spec §1.8, D20–D22), and (§1.11) the rest, by spec §2.4.")
    'Leads, and the rest.'
    >>> _without_spec("The closing run (spec §1.11, TV-F08, TV-F10).")
    'The closing run.'
    >>> _without_spec("A strict pair (written spec: ``content/coin/notation.md``).")
    'A strict pair (:doc:`/coin/notation`).'
    """
    text = _SITE_PAGE.sub(lambda m: f"(:doc:`/{m.group(1)}`)", text)
    text = _SPEC_FILE.sub("", text)
    text = _SPEC_ITEMS.sub("", text)
    text = _SPEC_ORDER.sub("their order", text)
    text = _BARE_SECTION.sub("", text)

    def drop(match: re.Match[str]) -> str:
        opened = "(" in match.group("before")
        closed = match.group("after") is not None
        if opened and not closed:  # "(spec §1.2, which…": keep the bracket the rest closes
            return " ("
        if closed and not opened:  # "(Berkhin's text, spec §4.5)": keep the bracket the rest opened
            return ")"
        return ""

    return _SPEC_REFERENCE.sub(drop, text)


def _process_docstring(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    if not name.startswith("tutor."):
        return
    text = _without_spec("\n".join(lines))
    lines[:] = text.split("\n")


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
    app.setup_extension("sphinx.ext.autodoc")  # the entries are autodoc's, on any site that lists them
    app.add_directive("engine-reference", EngineReferenceDirective)
    app.connect("autodoc-process-docstring", _process_docstring)
    app.connect("html-page-context", _lang_attribute)
