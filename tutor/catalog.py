"""The engine's message catalogs (gettext domain ``tutor``), below every other module.

This is the one module the errors need for their words, so it imports nothing
from the package: language codes it does not know are the caller's problem
(:func:`tutor.i18n.normalize_language` turns them into a coded error).

The catalogs' sources live in ``locales/<lang>/LC_MESSAGES/tutor.po`` next to the
page catalogs; ``make`` compiles them into ``tutor/locale/`` (package data), which
is where this module reads them.

>>> canonical_language("zh-cn"), canonical_language("RU"), canonical_language("en_GB")
('zh_CN', 'ru', 'en')
>>> canonical_language("fr") is None
True
"""

from __future__ import annotations

import functools
import gettext as _gettext
import os
from pathlib import Path

#: The site's languages, as Sphinx names them.  English is the source language.
LANGUAGES: tuple[str, ...] = ("en", "ru", "zh_CN")

DOMAIN = "tutor"
LOCALE_DIR = Path(__file__).with_name("locale")

_ALIASES = {
    "en": "en",
    "ru": "ru",
    "zh": "zh_CN",
    "zh_cn": "zh_CN",
    "zh_hans": "zh_CN",
    "zh_sg": "zh_CN",
}


def N_(message: str) -> str:
    """Mark a string for extraction without translating it here."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted phrase (its singular and plural) for extraction, for ``ngettext(*forms, n, language)``."""
    return singular, plural


def canonical_language(code: str) -> str | None:
    """The site language a user's code (``ru``, ``zh-cn``, ``en_US.UTF-8`` …) means, or ``None``."""
    key = code.strip().split(".")[0].replace("-", "_").lower()
    if key in _ALIASES:
        return _ALIASES[key]
    base = key.split("_")[0]
    return base if base in ("en", "ru") else None


def environment_language(default: str = "en") -> str:
    """The language asked for by ``TUTOR_LANG``, ``LANGUAGE``, ``LC_ALL`` or ``LANG``.

    Unknown or C/POSIX locales give ``default``: the environment is a hint, not an order.
    The site sets ``TUTOR_LANG`` to the page's language while it runs a page's worked
    examples (the build, ``make test`` and the worker in the reader's browser), so the
    engine's words default to the page's language there, as the command line's do here.
    """
    for var in ("TUTOR_LANG", "LANGUAGE", "LC_ALL", "LANG"):
        value = os.environ.get(var, "")
        for candidate in value.split(":"):
            if not candidate or candidate in ("C", "POSIX") or candidate.startswith("C."):
                continue
            language = canonical_language(candidate)
            if language is not None:
                return language
    return default


class CatalogMissingError(RuntimeError):
    """The compiled catalog of a language is not there (run ``make catalogs``)."""


@functools.cache
def translation(language: str) -> _gettext.NullTranslations:
    """The compiled ``tutor`` catalog for a site language (English needs none).

    A missing catalog for Russian or Chinese is an error: showing English to a
    reader who asked for Chinese would be a silently wrong answer.
    """
    if language not in LANGUAGES:
        raise ValueError(f"not a site language: {language!r} (normalise it first)")
    if language == "en":
        return _gettext.NullTranslations()
    mo = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if not mo.is_file():
        raise CatalogMissingError(f"{mo} is missing: compile the catalogs first (make catalogs)")
    with mo.open("rb") as handle:
        return _gettext.GNUTranslations(handle)


class Text(tuple[str, str, str]):
    """A short text written in the three languages (data, not a catalog message).

    >>> Text("sky", "небо", "天").get("zh-cn")
    '天'
    """

    __slots__ = ()

    def __new__(cls, en: str, ru: str, zh: str) -> Text:
        return super().__new__(cls, (en, ru, zh))

    def get(self, language: str) -> str:
        language_ = canonical_language(language)
        if language_ is None:
            raise ValueError(f"not a site language: {language!r}")
        return self[LANGUAGES.index(language_)]

    def __repr__(self) -> str:
        return f"Text{tuple(self)!r}"
