"""A game's rule options in words, in the reader's language: what ``tutor GAME options`` prints.

One block per option: its name (as ``NAME=VALUE`` and ``Rules(NAME=…)`` write it) and what it
decides; the value in force and the default, in words (a yes-or-no option says yes or no, a
choice its meaning with the written value in brackets); the other values; then what each
source says, and the value that reading supports.  The registry adds the game's name
(:func:`tutor.games.options_text`, ``tutor.options_text``); the command line prints the same text.

>>> from dataclasses import dataclass
>>> from tutor.i18n import Text
>>> from tutor.options import Choice, Flag, Rules, option
>>> @dataclass(frozen=True, init=False, repr=False)
... class DemoRules(Rules):
...     game = "demo"
...     board: str = option(Choice(("small", Text("a small board", "маленькая доска", "小棋盘")),
...                                ("large", Text("a large board", "большая доска", "大棋盘"))), "small",
...                         summary=Text("The size of the board", "Размер доски", "棋盘的大小"))
...     doubles_again: bool = option(Flag(), False,
...                                  summary=Text("A double throws again", "Дубль — ещё бросок", "掷出对子再掷"))
>>> print(describe(DemoRules(doubles_again=True), "ru"))
board: Размер доски
  значение: маленькая доска (small), по умолчанию
  другое значение: большая доска (large)
doubles_again: Дубль — ещё бросок
  значение: да; по умолчанию: нет
>>> print(describe(DemoRules(), "zh_CN", only=["doubles_again"]))
doubles_again：掷出对子再掷
  取值：否（默认）
  另一取值：是

An option the game does not have is the usual coded error:

>>> describe(DemoRules(), "en", only=["dice"])
Traceback (most recent call last):
  ...
tutor.errors.TutorError: rules.unknown-option: demo has no rule option 'dice' (its options are: board, doubles_again)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tutor.i18n import COLON, LIST_COMMA, N_, gettext, language_from_environment, normalize_language
from tutor.options import Flag, Option, Reading, Rules

__all__ = ["QUOTES", "describe", "reading_line", "value_words"]

#: quotation marks around a source's first words, in each language (the same as the pages use)
QUOTES = {"en": ("“", "…”"), "ru": ("«", "…»"), "zh_CN": ("「", "……」")}

_VALUE_IS_DEFAULT = N_("value: {value}, the default")
_VALUE_AND_DEFAULT = N_("value: {value}; default: {default}")
_OTHER = N_("other value: {values}")
_OTHERS = N_("other values: {values}")
_ALLOWED = N_("allowed: {allowed}")
_NO_OPTIONS = N_("This game has no rule options yet.")


def value_words(o: Option, value: Any, language: str) -> str:
    """A value of ``o`` in words: yes or no for a flag, a choice's meaning with the written value in brackets.

    >>> from tutor.i18n import Text
    >>> from tutor.options import Integer
    >>> value_words(Option("dice", Integer(1, 3), 2, Text("", "", "")), 2, "zh_CN")
    '2'
    """
    words = o.kind.label(value, language)
    written = o.kind.format(value)
    if isinstance(o.kind, Flag) or words == written or not written:
        return words
    opening, closing = ("（", "）") if language == "zh_CN" else (" (", ")")
    return f"{words}{opening}{written}{closing}"


def reading_line(o: Option, reading: Reading, language: str) -> str:
    """What one source says about ``o``, and the value that reading supports (``→ …``)."""
    label = reading.source.short(language)
    if reading.locator:
        opening, closing = QUOTES[language]
        label = f"{label} {opening}{reading.locator}{closing}"
    line = f"{label}{COLON[language]}{reading.says.get(language)}"
    if reading.value is not None:
        line += f" → {value_words(o, reading.value, language)}"
    return line


def _block(o: Option, value: Any, language: str) -> list[str]:
    lines = [f"{o.name}{COLON[language]}{o.summary.get(language)}"]
    words = value_words(o, value, language)
    if value == o.default:
        lines.append(gettext(_VALUE_IS_DEFAULT, language).format(value=words))
    else:
        lines.append(gettext(_VALUE_AND_DEFAULT, language).format(
            value=words, default=value_words(o, o.default, language)))
    others = [v for v in o.kind.alternatives() if v not in (value, o.default)]
    if others:
        template = _OTHER if len(others) == 1 else _OTHERS
        described = [value_words(o, v, language) for v in others]
        # values whose words have commas of their own are told apart by semicolons
        between = "；" if language == "zh_CN" else "; "
        if not any(("," in w or "，" in w or "、" in w) for w in described):
            between = LIST_COMMA[language]
        listed = between.join(described)
        lines.append(gettext(template, language).format(values=listed))
    elif not o.kind.alternatives():  # a wide range or a subset: say what is allowed rather than list it
        lines.append(gettext(_ALLOWED, language).format(allowed=o.kind.allowed(language)))
    lines += [reading_line(o, r, language) for r in o.readings]
    return [lines[0], *(f"  {line}" for line in lines[1:])]


def describe(rules: Rules | type[Rules], language: str | None = None, only: str | Iterable[str] = ()) -> str:
    """Every rule option of ``rules`` (or those named in ``only``) in words, in ``language``.

    ``rules`` is a rules value (its options in force are shown beside the defaults) or a
    rules class (the defaults); ``language`` is ``en``, ``ru`` or ``zh``, by default the
    environment's (``TUTOR_LANG``, ``LANG``: the page's language on the site's Run).
    """
    language = normalize_language(language or language_from_environment())
    value = rules() if isinstance(rules, type) else rules
    names = [only] if isinstance(only, str) else list(only)
    chosen = [value.option(name) for name in names] or list(value.options())
    if not chosen:
        return gettext(_NO_OPTIONS, language)
    return "\n".join(line for o in chosen for line in _block(o, getattr(value, o.name), language))
