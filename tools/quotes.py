"""The site's citations of the source texts, and the quotes they open to.

    python -m tools.quotes missing [PAGE_PART]   # citations no quote holds yet (PAGE_PART: e.g. interpretations)
    python -m tools.quotes propose FILE          # the passage each of those citations of FILE would quote

A citation is a ``{source}`file first-words``` on a page (``content/**/*.md``) or a rule
option's reading (its locator).  Its quote (:class:`tutor.sources.Quote`, in
``tutor/<game>/quotes.py``) is the passage that holds the first words; ``propose`` finds the
sentence they stand in (and the next, while it is shorter than a line) in the source text
from ``../shared/sources/``, for a person to check, trim and gloss.  The tests use
:func:`citations`.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tutor.games import games, quote, source

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
SHARED = ROOT.parent / "shared" / "sources"
ROLE = re.compile(r"\{source\}`([^`]+)`")
SHORT = 60  # characters: a passage shorter than this takes the next sentence too


@dataclass(frozen=True)
class Citation:
    where: str  # a page under content/ (``mahjong/interpretations.md``) or ``<game>:<option>`` for a reading
    file: str
    locator: str

    @property
    def on_page(self) -> bool:
        return self.where.endswith(".md")

    def quoted(self) -> bool:
        return quote(self.file, self.locator) is not None


def citations() -> Iterator[Citation]:
    """Every citation of a source text with its first words: the pages' ``{source}`` roles, then the readings."""
    for md in sorted(CONTENT.rglob("*.md")):
        if "_build" in md.parts:
            continue
        for match in ROLE.finditer(md.read_text(encoding="utf-8")):
            file, _, locator = match.group(1).partition(" ")
            if source(file).is_text and locator.strip():
                yield Citation(str(md.relative_to(CONTENT)), file, locator.strip())
    for g in games():
        for o in g.rules.options():
            for r in o.readings:
                if r.source.is_text and r.locator:
                    yield Citation(f"{g.id}:{o.name}", r.source.file, r.locator)


def _sentences(paragraph: str, chinese: bool) -> list[int]:
    """Where the sentences of ``paragraph`` end."""
    pattern = r"[。！？；]" if chinese else r"(?<=[.!?;])[»\"”)]?(?=\s+[«\"„А-ЯЁA-Z0-9(–-])"
    return [m.end() for m in re.finditer(pattern, paragraph)] + [len(paragraph)]


def passage(text: str, locator: str) -> str | None:
    """The sentence of ``text`` that holds ``locator`` (and the next while it is short), verbatim."""
    at = text.find(locator)
    if at < 0:
        return None
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    paragraph = text[start:(len(text) if end < 0 else end)]
    offset = at - start
    ends = _sentences(paragraph, bool(re.search(r"[\u4e00-\u9fff]", locator)))
    first = max([e for e in ends if e <= offset] + [0])
    last = next(e for e in ends if e >= offset + len(locator))
    while len(paragraph[first:last].strip()) < SHORT and last < len(paragraph):
        last = next(e for e in ends if e > last)
    return paragraph[first:last].strip()


def main(argv: list[str]) -> int:
    if argv[:1] == ["missing"]:
        part = argv[1] if len(argv) > 1 else ""
        left = [c for c in citations() if part in c.where and not c.quoted()]
        for c in left:
            print(f"{c.where}: {c.file} {c.locator}")
        print(f"{len(left)} citations without a quote")
        return 0
    if argv[:1] == ["propose"] and len(argv) == 2:
        text = (SHARED / argv[1]).read_text(encoding="utf-8")
        found: dict[str, int] = {}
        for c in citations():
            if c.file == argv[1] and not c.quoted():
                words = passage(text, c.locator)
                if words is not None:
                    found.setdefault(words, text.find(words))
        for words in sorted(found, key=found.__getitem__):
            print(repr(words))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
