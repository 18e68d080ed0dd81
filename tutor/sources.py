"""The sources the rules come from, as citable data.

Two kinds: the source texts in ``shared/sources/`` (``file`` is the file name)
and public references on the web (``url`` is set; ``file`` is then a short key
such as ``pagat-<game>``).  Each game lists the sources it draws on in its
descriptor; the registry (:mod:`tutor.games`) joins them.

Pages cite them with the ``{source}`` role: the key and a short locator (the first
words of the passage), so a reader can find it.  The texts themselves are not
republished; a test checks that every locator on every page really occurs in its
source text.  What a page shows of a text is a :class:`Quote`: one short passage,
verbatim, with its gloss in the site's other languages, so a citation opens to the
words it cites (a test checks each passage against its source text).

>>> from tutor.i18n import Text
>>> s = Source("000_example.txt", "ru", "demo", Text("Example (ru)", "Пример", "示例（俄文）"),
...            Text("A text.", "Текст.", "文本。"))
>>> s.short("zh-cn"), s.anchor, s.is_text
('示例（俄文）', 'source-000', True)
>>> q = Quote(s, "Первой используется табличка.", Text("The first tile used.", "", "先用这张牌。"))
>>> q.cites("Первой используется"), q.gloss_in("ru"), q.gloss_in("en")
(True, '', 'The first tile used.')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tutor.catalog import LANGUAGES, canonical_language
from tutor.i18n import Text


@dataclass(frozen=True)
class Source:
    file: str  # the file name in shared/sources/, or a short key for a web page
    language: str  # the language the source is written in: en, ru or zh
    game: str
    title: Text  # a short name for citations
    summary: Text  # one or two sentences: what it covers
    url: str = ""  # set for web pages

    @property
    def is_text(self) -> bool:
        """A source text in ``shared/sources/`` (not a web page)."""
        return not self.url

    @property
    def anchor(self) -> str:
        """The HTML id of the entry on the sources page."""
        return "source-" + (self.file.split("_", 1)[0] if self.is_text else self.file)

    def short(self, language: str) -> str:
        return self.title.get(language)

    def about(self, language: str) -> str:
        return self.summary.get(language)


def _language(code: str) -> str:
    """A source's language as the site names it (``zh`` is ``zh_CN``)."""
    found = canonical_language(code)
    assert found is not None, code
    return found


@dataclass(frozen=True)
class Quote:
    """A short passage of a source text, verbatim, and its gloss in the site's other languages.

    ``gloss`` is a :class:`~tutor.i18n.Text` whose slot for the source's own language is
    empty: a reader of that language reads the passage itself.  A citation on a page (its
    locator, the first words it names) opens to the quote whose passage contains them.
    """

    source: Source
    passage: str
    gloss: Text

    def __post_init__(self) -> None:
        if not self.source.is_text:
            raise ValueError(f"{self.source.file}: only a source text can be quoted")
        if not self.passage.strip() or self.passage != self.passage.strip():
            raise ValueError(f"{self.source.file}: a quote's passage is its words, trimmed: {self.passage!r}")
        own = _language(self.source.language)
        for language, gloss in zip(LANGUAGES, self.gloss, strict=True):
            if (language == own) != (not gloss):
                raise ValueError(f"{self.source.file}: the gloss of {self.passage[:30]!r} must be empty in the "
                                 f"source's language ({own}) and written in the others ({language})")

    @property
    def language(self) -> str:
        """The passage's language, as the site names it (``ru``, ``zh_CN``, ``en``)."""
        return _language(self.source.language)

    def cites(self, locator: str) -> bool:
        """Do the first words a citation names (``locator``) belong to this passage?"""
        return bool(locator.strip()) and locator.strip() in self.passage

    def gloss_in(self, language: str) -> str:
        """The gloss a reader of ``language`` needs: empty when the passage is in that language."""
        return self.gloss.get(language)


def find_quote(quotes: Iterable[Quote], source: Source, locator: str) -> Quote | None:
    """The quote of ``source`` a citation by its first words ``locator`` opens to: the first passage that begins
    with them, else the first that holds them, if any."""
    holding = [q for q in quotes if q.source.file == source.file and q.cites(locator)]
    first = [q for q in holding if q.passage.startswith(locator.strip())]
    found = first or holding
    return found[0] if found else None
