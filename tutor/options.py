"""Rule options: one mechanism for every game's variants and source readings.

A game's rules are one immutable, validated value: a frozen dataclass derived from
:class:`Rules` whose fields are options declared with :func:`option`.  Each option
has a name (the field's), a :class:`Kind` (its allowed values and their type), a
default, a one-line summary in three languages, and the *readings*: what each
source says, with the value that reading supports.

>>> from dataclasses import dataclass
>>> from tutor.i18n import Text
>>> @dataclass(frozen=True, init=False, repr=False)
... class DemoRules(Rules):
...     game = "demo"
...     dice: int = option(Integer(1, 3), 2, summary=Text("Dice per throw", "Костей за бросок", "每次掷骰数"))
...     doubles_again: bool = option(Flag(), False,
...                                  summary=Text("A double throws again", "Дубль — ещё бросок", "掷出对子再掷"))
>>> rules = DemoRules(dice=1)
>>> rules, rules.dice, rules.doubles_again
(DemoRules(dice=1), 1, False)
>>> DemoRules.from_strings(["doubles_again=true"]).as_dict()
{'dice': 2, 'doubles_again': True}

A name the game does not have, or a value the option does not allow, is a coded,
translated error that lists what is allowed:

>>> DemoRules(dice=4)
Traceback (most recent call last):
  ...
tutor.errors.TutorError: rules.bad-number: the rule option 'dice' cannot be '4' (choose a whole number from 1 to 3)
>>> DemoRules.from_strings(["nope=1"])
Traceback (most recent call last):
  ...
tutor.errors.TutorError: rules.unknown-option: demo has no rule option 'nope' (its options are: dice, doubles_again)

An option that belongs to a variant, or refines another rule, says so (``requires``);
set away from its default where that rule is not in force, it would be silently
ignored, so it is refused:

>>> @dataclass(frozen=True, init=False, repr=False)
... class VariantRules(Rules):
...     game = "demo"
...     variant: str = option(Choice(("plain", Text("plain", "простой", "普通")),
...                                  ("race", Text("race", "гонка", "竞速"))), "plain",
...                           summary=Text("The variant", "Вариант", "玩法"))
...     race_laps: int = option(Integer(1, 3), 1, summary=Text("Laps", "Круги", "圈数"), requires=("variant", "race"))
>>> VariantRules(variant="race", race_laps=2).race_laps, VariantRules(race_laps=1).race_laps
(2, 1)
>>> VariantRules(race_laps=2)
Traceback (most recent call last):
  ...
tutor.errors.TutorError: rules.requires-option: the rule option 'race_laps=2' takes effect only with variant=race: add variant=race, or leave 'race_laps' at its default
>>> VariantRules(variant="race", race_laps=3).switched(variant="plain")  # the race's own option goes with it
VariantRules()

The four kinds cover every option in the four games' specs: :class:`Choice` (one of
named values, e.g. ``passport_rules = pagat | berkhin | zh``), :class:`Flag`
(``extra_throw_on_eat``), :class:`Integer` (``jump_factor`` 2..6, ``limit``) and
:class:`Subset` (``corners``, ``extra_limit_hands``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from tutor.errors import TutorError
from tutor.i18n import N_, Text, gettext
from tutor.sources import Source

_METADATA = "tutor.option"

YES, NO = N_("yes"), N_("no")


class Kind:
    """What values an option takes: how to read them from text, check them and write them."""

    def parse(self, name: str, text: str) -> Any:
        raise NotImplementedError

    def check(self, name: str, value: Any) -> Any:
        """``value`` if it is allowed (normalised), else a coded error."""
        raise NotImplementedError

    def format(self, value: Any) -> str:
        """The value as written on the command line (``NAME=VALUE``)."""
        return str(value)

    def label(self, value: Any, language: str) -> str:
        """The value in words, in ``language``, for tables."""
        return self.format(value)

    def alternatives(self) -> tuple[Any, ...]:
        """Every allowed value, where they can be listed (empty for wide ranges)."""
        return ()

    def allowed(self, language: str) -> str:
        """The allowed values in words, for a table, where :meth:`alternatives` cannot list them."""
        return ""

    def to_json(self, value: Any) -> Any:
        return value


@dataclass(frozen=True)
class Choice(Kind):
    """One of a few named values, each with a label in three languages.

    >>> Choice(("cw", Text("clockwise", "по часовой", "顺时针")), ("ccw", Text("counter", "против", "逆时针"))).label("ccw", "ru")
    'против'
    """

    values: tuple[tuple[str, Text], ...]

    def __init__(self, *values: tuple[str, Text]) -> None:
        if not values or len({v for v, _ in values}) != len(values):
            raise ValueError("a choice needs distinct values")
        object.__setattr__(self, "values", tuple(values))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(v for v, _ in self.values)

    def parse(self, name: str, text: str) -> str:
        return self.check(name, text)

    def check(self, name: str, value: Any) -> str:
        if not isinstance(value, str) or value not in self.names:
            raise TutorError("rules.bad-choice", option=name, value=str(value), allowed=", ".join(self.names))
        return value

    def label(self, value: Any, language: str) -> str:
        return dict(self.values)[value].get(language)

    def alternatives(self) -> tuple[str, ...]:
        return self.names


@dataclass(frozen=True)
class Flag(Kind):
    """On or off: written ``true`` or ``false``."""

    def parse(self, name: str, text: str) -> bool:
        lowered = text.strip().lower()
        if lowered not in ("true", "false"):
            raise TutorError("rules.bad-flag", option=name, value=text)
        return lowered == "true"

    def check(self, name: str, value: Any) -> bool:
        if not isinstance(value, bool):
            raise TutorError("rules.bad-flag", option=name, value=str(value))
        return value

    def format(self, value: Any) -> str:
        return "true" if value else "false"

    def label(self, value: Any, language: str) -> str:
        return gettext(YES if value else NO, language)

    def alternatives(self) -> tuple[bool, ...]:
        return (True, False)


@dataclass(frozen=True)
class Integer(Kind):
    """A whole number from ``low`` to ``high``."""

    low: int
    high: int

    def parse(self, name: str, text: str) -> int:
        digits = text.strip()
        if not digits.isascii() or not digits.lstrip("-").isdigit():
            raise self._error(name, text)
        return self.check(name, int(digits))

    def check(self, name: str, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise self._error(name, str(value))
        return value

    def _error(self, name: str, value: str) -> TutorError:
        return TutorError("rules.bad-number", option=name, value=value, low=self.low, high=self.high)

    def alternatives(self) -> tuple[int, ...]:
        return tuple(range(self.low, self.high + 1)) if self.high - self.low < 10 else ()

    def allowed(self, language: str) -> str:
        return gettext(N_("any whole number from {low} to {high}"), language).format(low=self.low, high=self.high)


@dataclass(frozen=True)
class Subset(Kind):
    """Some of a few named values (``low`` to ``high`` of them), kept in their declared order.

    Written comma-separated: ``corners=A1,H8``.
    """

    values: tuple[tuple[str, Text], ...]
    low: int = 0
    high: int | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(v for v, _ in self.values)

    def parse(self, name: str, text: str) -> tuple[str, ...]:
        items = [part.strip() for part in text.split(",")] if text.strip() else []
        return self.check(name, items)

    def check(self, name: str, value: Any) -> tuple[str, ...]:
        items = [value] if isinstance(value, str) else list(value) if isinstance(value, Iterable) else None
        high = len(self.values) if self.high is None else self.high
        if (items is None or any(item not in self.names for item in items) or len(set(items)) != len(items)
                or not self.low <= len(items) <= high):
            written = ",".join(map(str, items)) if items is not None else str(value)
            raise TutorError("rules.bad-subset", option=name, value=written, low=self.low, high=high,
                             allowed=", ".join(self.names))
        return tuple(v for v in self.names if v in items)

    def format(self, value: Any) -> str:
        return ",".join(value)

    def label(self, value: Any, language: str) -> str:
        labels = dict(self.values)
        return ", ".join(labels[v].get(language) for v in value) or "—"

    def allowed(self, language: str) -> str:
        """
        >>> Subset((("A", Text("a", "а", "甲")), ("B", Text("b", "б", "乙"))), low=1).allowed("en")
        'any 1 to 2 of: A, B (separated by commas)'
        """
        high = len(self.values) if self.high is None else self.high
        return gettext(N_("any {low} to {high} of: {allowed} (separated by commas)"), language).format(
            low=self.low, high=high, allowed=", ".join(self.names))

    def to_json(self, value: Any) -> list[str]:
        return list(value)


@dataclass(frozen=True)
class Reading:
    """What one source says about an option, and which value that reading supports.

    ``value`` is ``None`` where the source is silent or its words fit no value;
    ``locator`` is the first words of the passage in a source text (a test checks
    that they are there), empty for web pages.
    """

    source: Source
    says: Text
    value: Any = None
    locator: str = ""


@dataclass(frozen=True)
class Option:
    """One declared option of a game's rules."""

    name: str
    kind: Kind
    default: Any
    summary: Text
    readings: tuple[Reading, ...] = ()
    ref: str = ""  # where the game's spec discusses it, e.g. "D20–D22, §1.8"
    #: ``(name, value)``: the option belongs to the rules where the option ``name`` has ``value`` (a variant's
    #: own option, a sub-choice of another rule); set elsewhere to anything but its default, it is refused
    requires: tuple[str, Any] | None = None

    def alternatives(self) -> tuple[Any, ...]:
        """The allowed values other than the default (where they can be listed)."""
        return tuple(v for v in self.kind.alternatives() if v != self.default)


def option(kind: Kind, default: Any, *, summary: Text, readings: tuple[Reading, ...] = (),
           ref: str = "", requires: tuple[str, Any] | None = None) -> Any:
    """Declare a field of a :class:`Rules` dataclass as an option (the field's name is its name).

    ``requires=(name, value)``: the option takes effect only where the option ``name`` has
    ``value`` (:meth:`Rules.check_requirements`).
    """
    spec = {"kind": kind, "summary": summary, "readings": readings, "ref": ref, "requires": requires}
    return dataclasses.field(default=default, metadata={_METADATA: spec})


class Rules:
    """Base of every game's rules value (declare subclasses ``@dataclass(frozen=True, init=False, repr=False)``).

    Construction takes options by keyword and validates each one; the rest keep
    their defaults.  ``repr`` shows the options that differ from the default.
    """

    game: ClassVar[str]
    _options: ClassVar[tuple[Option, ...]]

    def __init__(self, **values: Any) -> None:
        known = {o.name: o for o in self.options()}
        for name in values:
            if name not in known:
                raise TutorError("rules.unknown-option", game=self.game, option=name,
                                 allowed=", ".join(known) or "—")
        for name, declared in known.items():
            value = declared.kind.check(name, values.get(name, declared.default))
            object.__setattr__(self, name, value)
        self.check_requirements()
        self.check()

    def check_requirements(self) -> None:
        """Refuse an option set away from its default where the option it requires (``requires=``) does not
        have the value it needs: an option that would be silently ignored."""
        for declared in self.options():
            if declared.requires is None or getattr(self, declared.name) == declared.default:
                continue
            other, needed = declared.requires
            if getattr(self, other) != needed:
                raise TutorError("rules.requires-option", option=declared.name,
                                 value=declared.kind.format(getattr(self, declared.name)),
                                 requires=self.requirement(declared.name))

    @classmethod
    def requirement(cls, name: str) -> str:
        """What the option ``name`` requires, as ``NAME=VALUE`` (empty: nothing)."""
        requires = cls.option(name).requires
        if requires is None:
            return ""
        other, needed = requires
        return f"{other}={cls.option(other).kind.format(needed)}"

    def check(self) -> None:
        """Checks between options (a game overrides this and raises its own coded errors)."""

    @classmethod
    def options(cls) -> tuple[Option, ...]:
        """The declared options, in declaration order."""
        if "_options" not in cls.__dict__:
            declared = []
            for f in dataclasses.fields(cls):  # type: ignore[arg-type]
                spec = f.metadata.get(_METADATA)
                if spec is None:
                    raise TypeError(f"{cls.__name__}.{f.name} is not declared with option()")
                declared.append(Option(f.name, default=spec["kind"].check(f.name, f.default), **spec))
            names = {o.name for o in declared}
            for o in declared:
                if o.requires is not None and o.requires[0] not in names:
                    raise TypeError(f"{cls.__name__}.{o.name} requires an option it does not have: {o.requires[0]}")
            cls._options = tuple(declared)
        return cls._options

    @classmethod
    def option(cls, name: str) -> Option:
        for declared in cls.options():
            if declared.name == name:
                return declared
        raise TutorError("rules.unknown-option", game=cls.game, option=name,
                         allowed=", ".join(o.name for o in cls.options()) or "—")

    @classmethod
    def from_strings(cls, settings: Iterable[str]) -> Self:
        """Rules from ``NAME=VALUE`` texts, as the command line and page directives give them."""
        values: dict[str, Any] = {}
        for text in settings:
            name, equals, raw = text.partition("=")
            name = name.strip()
            if not equals or not name:
                raise TutorError("rules.option-syntax", text=text)
            if name in values:
                raise TutorError("rules.repeated-option", option=name)
            values[name] = cls.option(name).kind.parse(name, raw.strip())
        return cls(**values)

    def replace(self, **changes: Any) -> Self:
        return type(self)(**{**self.values(), **changes})

    def switched(self, **changes: Any) -> Self:
        """:meth:`replace`, with every option that the changes leave without the value it requires back at its
        default (another variant's options are dropped when the variant changes)."""
        values = {**self.values(), **changes}
        settled = False
        while not settled:  # a requirement may hang on an option that was just reset
            settled = True
            for o in self.options():
                if o.requires is not None and o.name not in changes and values[o.requires[0]] != o.requires[1] \
                        and values[o.name] != o.default:
                    values[o.name] = o.default
                    settled = False
        return type(self)(**values)

    def values(self) -> dict[str, Any]:
        return {o.name: getattr(self, o.name) for o in self.options()}

    def changed(self) -> dict[str, Any]:
        """The options that differ from their defaults."""
        return {o.name: getattr(self, o.name) for o in self.options() if getattr(self, o.name) != o.default}

    def as_dict(self) -> dict[str, Any]:
        """Every option in force, JSON-ready."""
        return {o.name: o.kind.to_json(getattr(self, o.name)) for o in self.options()}

    def as_strings(self) -> list[str]:
        """The options that differ from the defaults, as ``NAME=VALUE`` (what :meth:`from_strings` reads)."""
        return [f"{name}={self.option(name).kind.format(value)}" for name, value in self.changed().items()]

    def __repr__(self) -> str:
        args = ", ".join(f"{name}={value!r}" for name, value in self.changed().items())
        return f"{type(self).__name__}({args})"

