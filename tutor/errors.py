"""Errors with stable codes, shared by every game.

Every error carries a ``code`` (``"<game>.<problem>"``,
``"notation.expected"`` …) and the ``params`` that fill its message.  The code is
the stable part: tests, JSON output and translations key on it.  ``str(error)``
starts with the code and continues in the reader's language (the page's on the
site, the environment's elsewhere: :func:`tutor.i18n.reader_language`), so a
traceback on a Russian page reads in Russian; ``error.message(lang)`` gives the
sentence in any language.

>>> from tutor.errors import NotationError
>>> error = NotationError("notation.expected", text="[6x6]", index=2, expected="-")
>>> print(error)
notation.expected: expected '-' at position 3 of '[6x6]', found 'x'
>>> error.code, error.params["index"]
('notation.expected', 2)
>>> print(error.message("ru"))
в позиции 3 строки '[6x6]' ожидалось '-', а там 'x'

Each game defines its own codes, prefixed with its id, in its own ``errors``
module (:func:`define_messages`); this module holds the shared ones.

Three kinds, as python-chess has them:

- :class:`NotationError`: the text is not well-formed notation;
- :class:`IllegalPlayError`: well-formed, but the rules forbid it;
- :class:`InvalidPositionError`: well-formed, but no real game can hold it;
- :class:`TutorError`: anything else the user asked for that cannot be answered
  (an unknown language, game or option).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.catalog import LANGUAGES, N_, Text, canonical_language, environment_language, translation

#: English message templates, one per stable code.  Placeholders are filled from
#: ``params``; ``found`` and ``position`` are derived for notation errors.
MESSAGES: dict[str, str] = {
    # shared
    "tutor.unknown-language": N_("unknown language '{language}' (choose en, ru or zh)"),
    "tutor.usage": N_("the command line is not understood: {detail}"),
    "tutor.unknown-term": N_("no glossary entry '{term}'"),
    "tutor.unknown-source": N_("no source text '{source}'"),
    "tutor.unknown-puzzle-kind": N_("unknown puzzle kind '{kind}'"),
    "tutor.unknown-figure-kind": N_("unknown figure kind '{kind}'"),
    "tutor.unknown-replay-kind": N_("unknown replay kind '{kind}'"),
    "tutor.unknown-theme": N_("no practice theme '{theme}' (the themes are: {themes})"),
    "tutor.no-click": N_("nothing can be played by clicking there"),
    "tutor.bad-option": N_("the option '{option}' cannot be '{value}' (choose {choices})"),
    "tutor.puzzle-option-missing": N_("the puzzle needs the option '{option}'"),
    "tutor.puzzle-ambiguous": N_("the {kind} puzzle has no single right answer with these choices"),
    "tutor.unknown-game": N_("no game '{game}' (the games are: {games})"),
    "tutor.unexpected-option": N_("{kind} takes no option '{option}' (its options are: {allowed})"),
    # playing a game through its state (tutor.state), shared by every game
    "tutor.game-over": N_("the game is over: '{decision}' cannot be played"),
    "tutor.not-legal": N_("'{decision}' is not a legal decision here (the legal ones: {legal})"),
    "tutor.decision-separator": N_("a decision cannot contain ';' (it separates the decisions of a record): "
                                   "'{text}'"),
    "tutor.record-empty-decision": N_("decision {number} of the record is empty"),
    "tutor.record-step": N_("decision {number} of the record, '{decision}', cannot be played: {reason}"),
    "tutor.unknown-seat": N_("no seat '{seat}' in this game (the seats are: {seats})"),
    # chance as steps of the record (tutor.state)
    "tutor.chance-expected": N_("chance comes next, not a decision: write what it brought (a step beginning "
                                "with {words}), not '{decision}'"),
    "tutor.chance-not-now": N_("'{decision}' is a chance step, but a player decides now"),
    "tutor.chance-no-player": N_("chance comes next: no player decides it (play what the dice, the deal or the "
                                 "lot brought)"),
    "tutor.seat-twice": N_("the seat '{seat}' is given twice in '{text}'"),
    # rule options (tutor.options), shared by every game
    "rules.unknown-option": N_("{game} has no rule option '{option}' (its options are: {allowed})"),
    "rules.bad-choice": N_("the rule option '{option}' cannot be '{value}' (choose one of: {allowed})"),
    "rules.bad-flag": N_("the rule option '{option}' cannot be '{value}' (choose true or false)"),
    "rules.bad-number": N_("the rule option '{option}' cannot be '{value}' (choose a whole number from {low} to {high})"),
    "rules.bad-subset": N_("the rule option '{option}' cannot be '{value}' (choose {low} to {high} of: {allowed}, "
                           "separated by commas)"),
    "rules.option-syntax": N_("'{text}' is not a rule option: write NAME=VALUE"),
    "rules.repeated-option": N_("the rule option '{option}' is given more than once"),
    "rules.requires-option": N_("the rule option '{option}={value}' takes effect only with {requires}: add "
                                "{requires}, or leave '{option}' at its default"),
    # notation, shared by every game's parsers
    "notation.empty": N_("empty {notation}: nothing to read"),
    "notation.expected": N_("expected '{expected}' at position {position} of '{text}', found {found}"),
    "notation.trailing": N_("unexpected {found} at position {position} of '{text}' after the end of the {notation}"),
    "notation.out-of-range": N_("{value} at position {position} of '{text}' is outside {low}–{high}"),
}

_ENDING = N_("the end of the text")

#: What each notation is called in messages (``params["notation"]`` is a key here).
NOTATION_NAMES: dict[str, str] = {"number": N_("whole number")}


def define_messages(messages: Mapping[str, str], notations: Mapping[str, str] | None = None) -> None:
    """Add a game's error codes (and the names of its notations) to the shared tables.

    A game calls this once, in its own ``errors`` module, with codes prefixed by its
    id.  Defining a code twice with other words is a mistake and fails at import.
    """
    for table, new in ((MESSAGES, messages), (NOTATION_NAMES, notations or {})):
        for code, text in new.items():
            if table.get(code, text) != text:
                raise ValueError(f"message {code!r} is defined twice with different words")
            table[code] = text


class TutorError(ValueError):
    """A request the engine cannot answer, with a stable ``code``."""

    def __init__(self, code: str, **params: Any) -> None:
        if code not in MESSAGES:
            raise KeyError(f"no message for error code {code!r}")
        self.code = code
        self.params = params
        super().__init__(f"{code}: {self.message('en')}")

    def __str__(self) -> str:
        # worded when shown, not when raised: a traceback reads in the reader's language
        return f"{self.code}: {self.message()}"

    def message(self, language: str | None = None) -> str:
        """The explanation in ``language`` (without the code); the reader's language when it is None."""
        language = environment_language() if language is None else _site_language(language)
        return _gettext(MESSAGES[self.code], language).format(**self._fields(language))

    def _fields(self, language: str) -> dict[str, Any]:
        # a parameter given in three languages (a game's term, say) is worded in the reader's
        return {key: value.get(language) if isinstance(value, Text) else value for key, value in self.params.items()}

    def to_json(self, language: str | None = None) -> dict[str, Any]:
        """A JSON-ready record: ``{"error": code, "message": …, "params": …}``."""
        return {"error": self.code, "message": self.message(language), "params": self.params}


class NotationError(TutorError):
    """Text that is not well-formed notation.  ``index`` is 0-based; messages count from 1."""

    def _fields(self, language: str) -> dict[str, Any]:
        fields = super()._fields(language)
        text = fields.get("text", "")
        index = fields.get("index", 0)
        notation = fields.get("notation", "")
        fields["notation"] = _gettext(NOTATION_NAMES[notation], language) if notation in NOTATION_NAMES else notation
        fields["position"] = index + 1
        if "found" not in self.params:
            fields["found"] = f"'{text[index]}'" if index < len(text) else _gettext(_ENDING, language)
        return fields


class IllegalPlayError(TutorError):
    """Well-formed tiles, moves or leads that the rules forbid."""


class InvalidPositionError(TutorError):
    """Well-formed notation describing something no real game can hold (five [6-6], say)."""


def _site_language(code: str) -> str:
    language = canonical_language(code)
    if language is None:
        raise TutorError("tutor.unknown-language", language=code)
    return language


def _gettext(message: str, language: str) -> str:
    return translation(language).gettext(message)


__all__ = ["LANGUAGES", "MESSAGES", "NOTATION_NAMES", "IllegalPlayError", "InvalidPositionError",
           "NotationError", "TutorError", "define_messages"]
