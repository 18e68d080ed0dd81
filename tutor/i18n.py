"""Words for the engine, in the user's language: the gettext domain ``tutor``.

The catalogs' sources live in ``locales/<lang>/LC_MESSAGES/tutor.po`` next to the
page catalogs; ``make`` compiles them into ``tutor/locale/`` (package data), which
is where this module reads them.  The engine itself speaks in stable codes; this
module is the edge where codes become words.

>>> from tutor.i18n import normalize_language
>>> normalize_language("zh-cn"), normalize_language("RU"), normalize_language("en_GB")
('zh_CN', 'ru', 'en')
"""

from __future__ import annotations

import functools
import gettext as _gettext
import os
from pathlib import Path

#: The site's languages, as Sphinx names them.  English is the source language.
LANGUAGES: tuple[str, ...] = ("en", "ru", "zh_CN")

#: The output folder of each language on the published site.
LANGUAGE_DIRS: dict[str, str] = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}

#: Each language's name written in that language (the switcher's labels).
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ru": "Русский", "zh_CN": "简体中文"}

#: Punctuation that differs between the languages (Chinese uses full-width marks).
COLON: dict[str, str] = {"en": ": ", "ru": ": ", "zh_CN": "："}
COMMA: dict[str, str] = {"en": ", ", "ru": ", ", "zh_CN": "，"}

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


def normalize_language(code: str) -> str:
    """Map a user's language code (``ru``, ``zh-cn``, ``en_US.UTF-8`` …) to a site language.

    An unknown language is an error with a stable code, never a silent fallback:

    >>> normalize_language("fr")
    Traceback (most recent call last):
      ...
    tutor.errors.TutorError: tutor.unknown-language: unknown language 'fr' (choose en, ru or zh)
    """
    key = code.strip().split(".")[0].replace("-", "_").lower()
    if key in _ALIASES:
        return _ALIASES[key]
    base = key.split("_")[0]
    if base in ("en", "ru"):
        return base
    from tutor.errors import TutorError

    raise TutorError("tutor.unknown-language", language=code)


def language_from_environment(default: str = "en") -> str:
    """The language asked for by ``TUTOR_LANG``, ``LANGUAGE``, ``LC_ALL`` or ``LANG``.

    Unknown or C/POSIX locales give ``default``: the environment is a hint, not an order.
    """
    for var in ("TUTOR_LANG", "LANGUAGE", "LC_ALL", "LANG"):
        value = os.environ.get(var, "")
        for candidate in value.split(":"):
            if not candidate or candidate in ("C", "POSIX") or candidate.startswith("C."):
                continue
            try:
                return normalize_language(candidate)
            except ValueError:
                continue
    return default


class CatalogMissingError(RuntimeError):
    """The compiled catalog of a language is not there (run ``make catalogs``)."""


@functools.cache
def translation(language: str) -> _gettext.NullTranslations:
    """The compiled ``tutor`` catalog for ``language`` (English needs none).

    A missing catalog for Russian or Chinese is an error: showing English to a
    reader who asked for Chinese would be a silently wrong answer.
    """
    language = normalize_language(language)
    if language == "en":
        return _gettext.NullTranslations()
    mo = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if not mo.is_file():
        raise CatalogMissingError(
            f"{mo} is missing: compile the catalogs first (make catalogs)"
        )
    with mo.open("rb") as handle:
        return _gettext.GNUTranslations(handle)


def gettext(message: str, language: str) -> str:
    """Translate one message of the ``tutor`` domain into ``language``.

    >>> gettext("Correct!", "en")
    'Correct!'
    """
    return translation(language).gettext(message)


def ngettext(singular: str, plural: str, n: int, language: str) -> str:
    """Translate a counted phrase (Russian has three forms, Chinese one).

    >>> ngettext("{n} trick", "{n} tricks", 2, "en").format(n=2)
    '2 tricks'
    """
    return translation(language).ngettext(singular, plural, n)
