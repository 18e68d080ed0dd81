"""Game terms, once, as data: the glossary, the ``{term}`` role and the engine's
explanations all read them from here.

Each term has a stable id (``"<game>.<name>"``), its name in English, Russian and
Chinese (the words of the source texts where they have one), Tibetan where known,
and a one-line definition in each language.  Each game keeps its terms in a
:class:`Glossary`; the registry (:mod:`tutor.games`) joins the games' glossaries.

>>> from tutor.terms import Glossary, Term
>>> dice = Term("demo.die", "die", "кость", "骰子", "A cube.", "Кубик.", "立方体。")
>>> glossary = Glossary((dice,))
>>> glossary["demo.die"].name("zh-cn"), glossary["demo.die"].game
('骰子', 'demo')
>>> glossary["demo.knight"]
Traceback (most recent call last):
  ...
tutor.errors.TutorError: tutor.unknown-term: no glossary entry 'demo.knight'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from tutor.errors import TutorError
from tutor.i18n import Text, normalize_language


@dataclass(frozen=True)
class Term:
    """One glossary entry."""

    id: str
    en: str
    ru: str
    zh: str
    definition_en: str
    definition_ru: str
    definition_zh: str
    bo: str = ""  # Tibetan script, where a source gives it
    wylie: str = ""  # Tibetan transliteration, where a source gives it

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def anchor(self) -> str:
        """The HTML id of the entry on the glossary page."""
        return "term-" + self.id.replace(".", "-")

    def name(self, language: str) -> str:
        return {"en": self.en, "ru": self.ru, "zh_CN": self.zh}[normalize_language(language)]

    @property
    def text(self) -> Text:
        """The name in the three languages (for messages that name a term)."""
        return Text(self.en, self.ru, self.zh)

    def define(self, language: str) -> str:
        language = normalize_language(language)
        return {"en": self.definition_en, "ru": self.definition_ru, "zh_CN": self.definition_zh}[language]


class Glossary(Mapping[str, Term]):
    """Terms by id, in the order given; an unknown id is a coded error (the site build fails on it)."""

    def __init__(self, terms: Iterable[Term]) -> None:
        self._terms: dict[str, Term] = {}
        for entry in terms:
            if entry.id in self._terms:
                raise ValueError(f"duplicate term id {entry.id!r}")
            self._terms[entry.id] = entry

    def __getitem__(self, term_id: str) -> Term:
        try:
            return self._terms[term_id]
        except KeyError:
            raise TutorError("tutor.unknown-term", term=term_id) from None

    def __contains__(self, term_id: object) -> bool:
        return term_id in self._terms

    def __iter__(self) -> Iterator[str]:
        return iter(self._terms)

    def __len__(self) -> int:
        return len(self._terms)
