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

from collections.abc import Iterable
from gettext import NullTranslations

from tutor.catalog import LANGUAGES, N_, NP_, CatalogMissingError, Text, canonical_language, environment_language
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
#: between the clauses of one reason (``it moves 3 squares; it eats …``; Chinese: the full-width ``；``)
SEMICOLON: dict[str, str] = {"en": "; ", "ru": "; ", "zh_CN": "；"}

__all__ = ["COLON", "COMMA", "LANGUAGES", "LIST_COMMA", "LANGUAGE_DIRS", "LANGUAGE_NAMES", "CatalogMissingError",
           "NP_", "N_", "SEMICOLON", "Text", "capital", "gettext", "language_from_environment", "ngettext",
           "normalize_language", "plural_forms", "plural_table", "reader_language", "sentences", "translation"]


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
    return environment_language(default)


def reader_language(language: str | None = None) -> str:
    """The language to word an answer in: ``language`` when it is given (any code
    :func:`normalize_language` takes), otherwise the reader's.

    The reader's language is the page's on the site (the build, ``make test`` and the
    worker in the browser set ``TUTOR_LANG`` while a page's examples run), and the
    environment's elsewhere, as the command line reads it: this is why the engine's
    ``explain()``, ``narrate()`` … need no language written in a page's code.

    >>> reader_language("zh-cn"), reader_language("RU")
    ('zh_CN', 'ru')
    """
    return environment_language() if language is None else normalize_language(language)


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



#: how many counts :func:`plural_table` covers: 0-99 as such, and from 100 on by the last two digits
PLURAL_TABLE_SIZE = 200


def plural_table(language: str) -> list[int]:
    """Which form of a counted phrase each count takes in ``language``, by its catalog's plural rule: the
    form of *n* for *n* below 100, and of ``100 + n % 100`` for any larger *n* (the rules of the site's
    languages look at no more than the last two digits once *n* is past 1).  A page looks a count up here
    (``tutor-practice.js``, ``tutor-play.js``) instead of writing each language's rule again.

    >>> plural_table("ru")[:6], plural_table("ru")[11], plural_table("ru")[121], plural_table("en")[:3]
    ([2, 0, 1, 1, 1, 2], 2, 0, [1, 0, 1])
    """
    catalog = translation(language)
    rule = getattr(catalog, "plural", None)
    return [int(rule(n)) if rule else int(n != 1) for n in range(PLURAL_TABLE_SIZE)]


def plural_forms(forms: tuple[str, str], language: str) -> list[str]:
    """Every form of a counted phrase (an ``NP_()`` pair) in ``language``, in the order of :func:`plural_table`.

    >>> plural_forms(("{n} trick", "{n} tricks"), "en")
    ['{n} trick', '{n} tricks']
    """
    table = plural_table(language)
    return [ngettext(*forms, table.index(form), language) for form in range(max(table) + 1)]


def capital(words: str) -> str:
    """``words`` with a capital first letter, the rest as it is (a name that begins a sentence).

    >>> capital("white circles (A1) win"), capital("")
    ('White circles (A1) win', '')
    """
    return words[:1].upper() + words[1:]


def sentences(parts: Iterable[str], language: str) -> str:
    """Sentences one after another, the empty ones left out: a space between them, none in Chinese (its full stop
    is wide).  The one way every game's narration joins what a step did.

    >>> sentences(["East leads.", "", "South beats."], "en"), sentences(["东家领出。", "南家压制。"], "zh")
    ('East leads. South beats.', '东家领出。南家压制。')
    """
    gap = "" if canonical_language(language) == "zh_CN" else " "
    return gap.join(part for part in parts if part)
