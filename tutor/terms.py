"""Game terms, once, as data: the glossary, the ``{term}`` role and the engine's
explanations all read them from here.

Each term has a stable id (``"bagchen.sky-chief"``), its name in English, Russian
and Chinese (the words of the source texts where they have one), Tibetan where
known, and a one-line definition in each language.

>>> from tutor.terms import term
>>> t = term("bagchen.sky-chief")
>>> t.name("en"), t.name("ru"), t.name("zh_CN")
('sky chief', 'шеф неба', '天皇')
>>> term("bagchen.knight")
Traceback (most recent call last):
  ...
tutor.errors.TutorError: tutor.unknown-term: no glossary entry 'bagchen.knight'
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.errors import TutorError
from tutor.i18n import normalize_language


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

    def define(self, language: str) -> str:
        language = normalize_language(language)
        return {"en": self.definition_en, "ru": self.definition_ru, "zh_CN": self.definition_zh}[language]


def _collect() -> dict[str, Term]:
    from tutor.bagchen.terms import TERMS as BAGCHEN
    from tutor.games import TERMS as OTHER_GAMES

    registry: dict[str, Term] = {}
    for entry in (*BAGCHEN, *OTHER_GAMES):
        if entry.id in registry:
            raise ValueError(f"duplicate term id {entry.id!r}")
        registry[entry.id] = entry
    return registry


_REGISTRY: dict[str, Term] | None = None


def all_terms() -> dict[str, Term]:
    """Every term, by id, in the order the games list them."""
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = _collect()
    return _REGISTRY


def term(term_id: str) -> Term:
    """The entry for ``term_id``; an unknown id is an error (the site build fails on it)."""
    try:
        return all_terms()[term_id]
    except KeyError:
        raise TutorError("tutor.unknown-term", term=term_id) from None
