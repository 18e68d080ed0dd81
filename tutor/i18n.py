"""Words for the engine, in the user's language: the gettext domain ``tutor``.

The engine itself speaks in stable codes; this module is the edge where codes
become words.  The catalogs are read by :mod:`tutor.catalog`; this module adds
what needs the coded errors: an unknown language is a :class:`~tutor.errors.TutorError`,
never a silent fallback to English.

>>> from tutor.i18n import normalize_language
>>> normalize_language("zh-cn"), normalize_language("RU"), normalize_language("en_GB")
('zh_CN', 'ru', 'en')
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from gettext import NullTranslations

from tutor.catalog import LANGUAGES, N_, CatalogMissingError, Text, canonical_language
from tutor.catalog import translation as _translation
from tutor.errors import TutorError

#: The output folder of each language on the published site.
LANGUAGE_DIRS: dict[str, str] = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}

#: Each language's name written in that language (the switcher's labels).
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ru": "Русский", "zh_CN": "简体中文"}

#: Punctuation that differs between the languages (Chinese uses full-width marks).
COLON: dict[str, str] = {"en": ": ", "ru": ": ", "zh_CN": "："}
COMMA: dict[str, str] = {"en": ", ", "ru": ", ", "zh_CN": "，"}
#: between the items of a short list (``South, West, North``; Chinese: the enumeration comma, ``南家、西家、北家``)
LIST_COMMA: dict[str, str] = {"en": ", ", "ru": ", ", "zh_CN": "、"}

__all__ = ["COLON", "COMMA", "LANGUAGES", "LIST_COMMA", "LANGUAGE_DIRS", "LANGUAGE_NAMES", "CatalogMissingError",
           "N_", "Text", "gettext", "language_from_environment", "ngettext", "normalize_language",
           "translation"]


def normalize_language(code: str) -> str:
    """Map a user's language code (``ru``, ``zh-cn``, ``en_US.UTF-8`` …) to a site language.

    >>> normalize_language("fr")
    Traceback (most recent call last):
      ...
    tutor.errors.TutorError: tutor.unknown-language: unknown language 'fr' (choose en, ru or zh)
    """
    language = canonical_language(code)
    if language is None:
        raise TutorError("tutor.unknown-language", language=code)
    return language


def language_from_environment(default: str = "en") -> str:
    """The language asked for by ``TUTOR_LANG``, ``LANGUAGE``, ``LC_ALL`` or ``LANG``.

    Unknown or C/POSIX locales give ``default``: the environment is a hint, not an order.
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


def translation(language: str) -> NullTranslations:
    """The compiled ``tutor`` catalog for ``language`` (any code :func:`normalize_language` takes)."""
    return _translation(normalize_language(language))


def gettext(message: str, language: str) -> str:
    """Translate one message of the ``tutor`` domain into ``language``.

    >>> gettext("Correct!", "en")
    'Correct!'
    """
    return _translation(normalize_language(language)).gettext(message)


def ngettext(singular: str, plural: str, n: int, language: str) -> str:
    """Translate a counted phrase (Russian has three forms, Chinese one).

    >>> ngettext("{n} trick", "{n} tricks", 2, "en").format(n=2)
    '2 tricks'
    """
    return _translation(normalize_language(language)).ngettext(singular, plural, n)


def sentences(parts: Iterable[str], language: str) -> str:
    """Sentences one after another, the empty ones left out: a space between them, none in Chinese (its full stop
    is wide).  The one way every game's narration joins what a step did.

    >>> sentences(["East leads.", "", "South beats."], "en"), sentences(["东家领出。", "南家压制。"], "zh")
    ('East leads. South beats.', '东家领出。南家压制。')
    """
    gap = "" if canonical_language(language) == "zh_CN" else " "
    return gap.join(part for part in parts if part)
