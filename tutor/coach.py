"""The coach's answer, the same for every game (issue 29): the strong player's decision, why, and what another costs.

A game's coach (``tutor.<game>.coach.advise(state, decision=None, language=None)``) weighs
the decisions of the seat to move with its strong player's evaluator and answers with an
:class:`Advice`: the strong player's ``decision``, the decision ``asked`` about (the same when
none was), what the asked one gives away against it (``cost``, in the game's own measure) and
in words (:data:`VERDICTS`: the best decision, practically as good, a small slip, a mistake, a
big mistake), and the reasons, from what the evaluator weighed, in each language.

>>> advice = Advice("13/11", "13/11", 0.0, "best", (say("{play} is the best play.", play="13/11"),))
>>> advice.reason("en"), advice.verdict_words("ru")
('13/11 is the best play.', 'лучшее решение')
>>> scale = ((1.0, "fine"), (3.0, "slip"), (8.0, "mistake"))
>>> [verdict(cost, scale) for cost in (0.5, 2.0, 5.0, 20.0)]
['fine', 'slip', 'mistake', 'blunder']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tutor.catalog import LANGUAGES, Text
from tutor.i18n import N_, gettext, ngettext, normalize_language, reader_language

#: The coach's words for a decision, from the best to the worst (every game's coach uses the same words).
VERDICTS: dict[str, str] = {
    "best": N_("the best decision"),
    "fine": N_("practically as good"),
    "slip": N_("a small slip"),
    "mistake": N_("a mistake"),
    "blunder": N_("a big mistake"),
}

#: A game's scale: (the cost below which a decision earns the word, the word), in increasing order; a cost beyond
#: the last bound is a big mistake.
Scale = tuple[tuple[float, str], ...]

_PERCENT = {"en": "{}%", "ru": "{}\u00a0%", "zh_CN": "{}%"}


def verdict(cost: float, scale: Scale) -> str:
    """The word for a decision that gives away ``cost`` against the best, on a game's ``scale``."""
    return next((word for bound, word in scale if cost < bound), "blunder")


#: A field of a sentence: the same in every language, or one text per language (a :class:`Text`, or a function
#: of the language).
Field = str | int | float | Text | Callable[[str], str]


def _field(value: Field, language: str) -> Any:
    if isinstance(value, Text):
        return value.get(language)
    if callable(value):
        return value(language)
    return value


def say(message: str, **fields: Field) -> Text:
    """``message`` (an ``N_()`` message of the ``tutor`` domain) with its ``fields``, in every language."""
    return Text(*(gettext(message, language).format(**{k: _field(v, language) for k, v in fields.items()})
                  for language in LANGUAGES))


def say_counted(forms: tuple[str, str], count: int, **fields: Field) -> Text:
    """A counted phrase (``NP_()``'s forms) with ``count`` as ``{n}`` and its ``fields``, in every language."""
    return Text(*(ngettext(*forms, count, language).format(
        n=count, **{k: _field(v, language) for k, v in fields.items()}) for language in LANGUAGES))


def percent(share: float) -> Callable[[str], str]:
    """A share (0 to 1) as a whole percentage, written as each language writes it (``80%``, ``80 %``)."""
    value = round(100 * share)
    return lambda language: _PERCENT[normalize_language(language)].format(value)


def joined(parts: tuple[Text, ...] | list[Text], language: str) -> str:
    """Sentences one after the other, each with a capital (Chinese sets no space between them)."""
    language = normalize_language(language)
    sentences = (part.get(language) for part in parts)
    return ("" if language == "zh_CN" else " ").join(s[:1].upper() + s[1:] for s in sentences)


@dataclass(frozen=True)
class Advice:
    """The coach's answer (see the module): ``verdict`` is ``'best'`` or a word of the game's scale; ``reasons``
    are sentences in the three languages; ``language`` is the one :meth:`text` uses."""

    decision: str
    asked: str
    cost: float
    verdict: str
    reasons: tuple[Text, ...]
    language: str = "en"

    def reason(self, language: str | None = None) -> str:
        """Why, in ``language`` (by default the one the advice was asked in)."""
        return joined(self.reasons, reader_language(language or self.language))

    def verdict_words(self, language: str | None = None) -> str:
        """The verdict in words: ``a small slip``, ``большая ошибка``."""
        return gettext(VERDICTS[self.verdict], reader_language(language or self.language))

    @property
    def text(self) -> str:
        return self.reason()

    def as_dict(self, language: str | None = None) -> dict[str, Any]:
        """JSON-ready, for a page: the decisions, the cost and the verdict (its code and its words), the reasons."""
        return {"decision": self.decision, "asked": self.asked, "cost": round(self.cost, 3), "verdict": self.verdict,
                "verdict_words": self.verdict_words(language), "reason": self.reason(language)}


__all__ = ["Advice", "Scale", "VERDICTS", "joined", "percent", "say", "say_counted", "verdict"]
