"""The sources the rules come from, as citable data.

Two kinds: the source texts in ``shared/sources/`` (``file`` is the file name)
and public references on the web (``url`` is set; ``file`` is then a short key
such as ``pagat-<game>``).  Each game lists the sources it draws on in its
descriptor; the registry (:mod:`tutor.games`) joins them.

Pages cite them with the ``{source}`` role: the key and a short locator (the first
words of the passage), so a reader can find it.  The texts themselves are not
republished; a test checks that every locator on every page really occurs in its
source text.

>>> from tutor.i18n import Text
>>> s = Source("000_example.txt", "ru", "demo", Text("Example (ru)", "Пример", "示例（俄文）"),
...            Text("A text.", "Текст.", "文本。"))
>>> s.short("zh-cn"), s.anchor, s.is_text
('示例（俄文）', 'source-000', True)
"""

from __future__ import annotations

from dataclasses import dataclass

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
