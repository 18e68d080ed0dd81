"""The engine's names the site's worked examples use, and the entries the Engine page gives them.

    python -m tools.examples            # every name the examples use, and those without an entry

The examples are the doctest fences of ``content/**/*.md`` (``{doctest}``, ``{try-it}`` and
``{worded-doctest}``), read as a rules lawyer reads them: the ``tutor`` names each imports,
and each attribute it reads or calls on them (``tutor.start``, ``Rules.option``,
``START.pip_counts``).  A name bound to what a call returns (``verdict = beats(…)``) has the
type the function's annotation gives, so ``verdict.explain`` is ``Verdict.explain``.

A name has an entry on the Engine page when the page's ``{engine-reference}`` blocks document
it: a module's function, class or constant by an entry of its own (under any of the names it
is imported by), a method or property by its class's entry, which lists it; data a class holds
(an enum's members, a dataclass's fields) by the class's entry.
"""

from __future__ import annotations

import ast
import doctest
import enum
import inspect
import re
import sys
import typing
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt

from tutor.sphinx.reference import resolve

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
ENGINE_PAGE = CONTENT / "engine.md"
FENCES = ("{doctest}", "{try-it}", "{worded-doctest}")
REFERENCE = re.compile(r"^:::\{engine-reference\}[^\n]*\n(.*?)^:::$", re.S | re.M)


# --- what an object is, for the comparison

def key(obj: Any) -> str | None:
    """A function's, class's or property's full defining name; ``None`` for data (compared by identity)."""
    obj = getattr(obj, "__func__", obj)
    if isinstance(obj, property) and obj.fget is not None:
        obj = obj.fget
    if inspect.isfunction(obj) or inspect.isclass(obj) or inspect.isbuiltin(obj):
        return f"{obj.__module__}.{obj.__qualname__}"
    return None


@dataclass(frozen=True)
class Use:
    """One name an example uses: how it is written (``tutor.bagchen.beats``), what it is, and where."""

    name: str
    kind: str  # "top": a module's function, class or constant; "member": a class's method or property;
    #            "held": data a class holds (an enum member, a field)
    owner: Any  # the class a member or held datum belongs to (None for "top")
    obj: Any = field(compare=False, hash=False)
    page: str = field(compare=False, hash=False)


def _return_class(func: Any) -> type | None:
    """The ``tutor`` class a function's return annotation names, if any."""
    try:
        hints = typing.get_type_hints(getattr(func, "__func__", func))
    except Exception:  # an annotation this interpreter cannot evaluate: no type
        return None
    returned = hints.get("return")
    if inspect.isclass(returned) and returned.__module__.startswith("tutor"):
        return returned
    return None


class _Reader(ast.NodeVisitor):
    """Walks one page's examples in order, with the names they have bound."""

    def __init__(self, page: str) -> None:
        self.page = page
        self.names: dict[str, Any] = {}  # local name -> module, class, function or data
        self.instances: dict[str, type] = {}  # local name -> the class of the value bound to it
        self.uses: list[Use] = []

    def _top(self, written: str, obj: Any) -> None:
        if not inspect.ismodule(obj):
            self.uses.append(Use(written, "top", None, obj, self.page))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name.split(".")[0] == "tutor":
                local = alias.asname or alias.name.split(".")[0]
                self.names[local] = resolve(alias.name if alias.asname else "tutor")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if not (node.module or "").startswith("tutor"):
            return
        for alias in node.names:
            written = f"{node.module}.{alias.name}"
            obj = resolve(written)
            self.names[alias.asname or alias.name] = obj
            self._top(written, obj)

    def visit_Assign(self, node: ast.Assign) -> None:
        self.generic_visit(node)
        returned = self._value_class(node.value)
        for target in node.targets:
            if isinstance(target, ast.Name):
                self.instances.pop(target.id, None)
                self.names.pop(target.id, None)
                if returned is not None:
                    self.instances[target.id] = returned

    def _value_class(self, value: ast.expr) -> type | None:
        if isinstance(value, ast.Call):
            called = self._chain(value.func, record=False)
            if inspect.isclass(called):
                return called
            return _return_class(called) if callable(called) else None
        return None

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self._chain(node, record=True)

    def _chain(self, node: ast.expr, record: bool) -> Any:
        """The object an attribute chain on a known name leads to, recording each step (``None``: unknown)."""
        parts: list[str] = []
        base = node
        while isinstance(base, ast.Attribute):
            parts.append(base.attr)
            base = base.value
        parts.reverse()
        if isinstance(base, ast.Call):  # beats(…).explain: the class the call returns
            if record:
                self.visit(base)
            returned = self._value_class(base)
            if returned is None:
                return None
            obj, owner, written = None, returned, ""
        elif not isinstance(base, ast.Name):
            if record:
                self.generic_visit(node)
            return None
        elif base.id in self.names:
            obj, owner, written = self.names[base.id], None, base.id
        elif base.id in self.instances:
            obj, owner, written = None, self.instances[base.id], base.id
        else:
            return None
        for part in parts:
            written = f"{written}.{part}"
            if owner is not None:  # an attribute of an instance: its class says what it is
                member = inspect.getattr_static(owner, part, None)
                if record:
                    kind = "member" if member is not None and key(member) is not None else "held"
                    self.uses.append(Use(f"{owner.__module__}.{owner.__qualname__}.{part}", kind, owner, member,
                                         self.page))
                returned = _return_class(member.fget if isinstance(member, property) else member) \
                    if member is not None else None
                obj, owner = None, returned
                continue
            try:
                value = getattr(obj, part)
            except AttributeError:
                return None
            if inspect.ismodule(obj):
                if record:
                    self._top(f"{obj.__name__}.{part}", value)
            elif inspect.isclass(obj):
                if record:
                    static = inspect.getattr_static(obj, part, None)
                    kind = "member" if key(static) is not None else "held"
                    self.uses.append(Use(f"{obj.__module__}.{obj.__qualname__}.{part}", kind, obj, value, self.page))
            else:  # an attribute of data (START.pip_counts): its class's member
                if record:
                    static = inspect.getattr_static(type(obj), part, None)
                    kind = "member" if key(static) is not None else "held"
                    self.uses.append(Use(f"{type(obj).__module__}.{type(obj).__qualname__}.{part}", kind, type(obj),
                                         value, self.page))
            obj = value
        return obj


def fences(path: Path) -> Iterator[str]:
    """The example fences of a page, in order."""
    for token in MarkdownIt("commonmark").parse(path.read_text(encoding="utf-8")):
        if token.type == "fence" and token.info.strip().startswith(FENCES):
            yield token.content


def pages() -> list[Path]:
    """The site's pages (``content/**/*.md``)."""
    return [md for md in sorted(CONTENT.rglob("*.md")) if "_build" not in md.parts]


def uses(read: Iterable[Path] | None = None) -> list[Use]:
    """Every use of a ``tutor`` name in the examples of ``read`` (the site's pages), page by page, in order."""
    found: list[Use] = []
    parser = doctest.DocTestParser()
    for md in pages() if read is None else read:
        reader = _Reader(str(md.relative_to(CONTENT)) if CONTENT in md.parents else md.name)
        for body in fences(md):
            for example in parser.get_examples(body):
                try:
                    tree = ast.parse(example.source)
                except SyntaxError:
                    continue
                for statement in tree.body:
                    reader.visit(statement)
        found += reader.uses
    return found


# --- the entries of the Engine page

@dataclass
class Entries:
    """What the Engine page's ``{engine-reference}`` blocks document."""

    names: list[str]  # as written in the blocks
    keys: set[str]  # functions, classes, methods and properties, by their defining names
    data: list[Any]  # constants, compared by identity
    classes: set[type]


def entries(page: Path = ENGINE_PAGE) -> Entries:
    """The names the reference blocks of ``page`` list, and what their entries document (a class's entry
    lists its public methods and properties, its own and those of its bases in ``tutor``)."""
    found = Entries([], set(), [], set())
    for block in REFERENCE.findall(page.read_text(encoding="utf-8")):
        for line in block.splitlines():
            line = line.strip()
            if not line or line.startswith(":"):
                continue
            found.names.append(line)
            obj = resolve(line)
            identity = key(obj)
            if identity is None:
                found.data.append(obj)
                continue
            found.keys.add(identity)
            if inspect.isclass(obj):
                found.classes.add(obj)
                for _name, member in documented_members(obj):
                    member_key = key(member)
                    if member_key is not None:
                        found.keys.add(member_key)
    return found


def documented_members(cls: type) -> list[tuple[str, Any]]:
    """The public methods and properties a class's entry lists, as ``tutor/sphinx/reference.py`` asks autodoc:
    those the class defines with a docstring, and, for an enum or a dataclass (listed with its undocumented
    members), all it defines."""
    from tutor.sphinx.reference import lists_undocumented

    every = lists_undocumented(cls)
    members = []
    for name, member in vars(cls).items():
        if name.startswith("_") or key(member) is None:
            continue
        if every or inspect.getdoc(getattr(member, "__func__", member)):
            members.append((name, member))
    return members


def missing(found: list[Use] | None = None, documented: Entries | None = None) -> list[Use]:
    """The uses the Engine page gives no entry."""
    found = uses() if found is None else found
    documented = entries() if documented is None else documented
    left = []
    for use in found:
        if use.kind == "top":
            identity = key(use.obj)
            ok = identity in documented.keys if identity is not None else any(
                use.obj is d for d in documented.data)
            if not ok and isinstance(use.obj, enum.Enum):
                ok = type(use.obj) in documented.classes
        elif use.kind == "member":
            ok = key(inspect.getattr_static(use.owner, use.name.rsplit(".", 1)[1], None)) in documented.keys
        else:
            ok = any(issubclass(use.owner, c) for c in documented.classes)
        if not ok:
            left.append(use)
    return left


def main() -> int:
    found = uses()
    distinct = sorted({u.name for u in found})
    left = missing(found)
    print(f"{len(distinct)} names in the examples; without an entry on the Engine page:")
    for name in sorted({u.name for u in left}):
        pages = sorted({u.page for u in left if u.name == name})
        print(f"  {name}  ({', '.join(pages)})")
    print(f"{len({u.name for u in left})} of {len(distinct)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
