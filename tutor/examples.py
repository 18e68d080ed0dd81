"""The site's worked examples, run in the reader's language (issue 28).

Every worked example on the site is a doctest fence.  ``make test`` runs each page's
fences (``conftest.py``), the build shows them (:mod:`tutor.sphinx.doctests`) and Run
runs them in the reader's browser (:mod:`tutor.browser`); all three run them here, with
doctest's semantics (its parser, its output checker, ``ELLIPSIS`` and
``NORMALIZE_WHITESPACE``, one namespace shared by a page's fences in order), so what a
page shows is what the tests checked, in each language.

A fence runs in a language: ``TUTOR_LANG`` is set to it while its examples run
(:func:`speaking`), and the engine's words default to it (:func:`tutor.i18n.reader_language`):
``explain()``, ``narrate()``, the errors' messages … need no language in the code.
:func:`localize` sets a Russian or Chinese run beside the English one and gives each
example's expected output in that language: the English one where the two runs printed
the same, the engine's own words where they differ.  An example that raises in one
language and not in the other, or raises another error, is a problem, named by its line.

>>> from tutor.examples import parse, run, localize
>>> code = '''>>> from tutor.errors import TutorError
... >>> error = TutorError("tutor.unknown-game", game="chess", games="…")
... >>> print(error.message())
... no game 'chess' (the games are: …)
... >>> error.code
... 'tutor.unknown-game'
... '''
>>> english = run(parse(code, "example"), {}, "en")
>>> [o.passed for o in english]
[True, True, True, True]
>>> russian = run(parse(code, "example"), {}, "ru")
>>> wants, problems = localize(english, russian, "ru")
>>> wants[2], wants[3], problems
('нет игры «chess» (есть игры: …)\\n', "'tutor.unknown-game'\\n", [])
>>> localized_text(code, parse(code, "example").examples, wants).splitlines()[2:4]
['>>> print(error.message())', 'нет игры «chess» (есть игры: …)']
"""

from __future__ import annotations

import builtins
import contextlib
import doctest
import importlib
import io
import os
import re
import sys
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

#: as ``make test`` runs the pages (``conftest.py``) and Run in the browser
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

_CHECKER = doctest.OutputChecker()
_NOTHING = object()


@dataclass
class Outcome:
    """What one example did: ``got`` is what it printed (an exception not included), ``error``
    the exception it raised, worded in the run's language (``exception``: the lines doctest
    prints for it), ``value`` the last value the prompt showed (``shown``: whether it showed one)."""

    example: doctest.Example
    got: str = ""
    error: BaseException | None = None
    exception: str = ""
    value: Any = None
    shown: bool = False
    passed: bool = True
    skipped: bool = False

    @property
    def exception_line(self) -> str:
        """The line doctest compares with an expected exception (``tutor.errors.TutorError: code: …``)."""
        return self.exception.splitlines(keepends=True)[-1] if self.exception else ""

    def traceback(self, *, compact: bool = False) -> str:
        """The traceback doctest would print; ``compact``: without the interpreter's frames (the paths
        of its files), as a reader wants it: only the frames of functions the examples defined."""
        if self.error is None:
            return ""
        frames = traceback.extract_tb(self.error.__traceback__)[1:]  # the first is this module's exec
        if not compact:
            return "Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) + self.exception
        lines = ["Traceback (most recent call last):\n"]
        for frame in frames:
            if frame.filename.startswith("<doctest"):
                if frame.name != "<module>":  # a function the reader's code defined: no path to hide
                    lines.append(f'  File "{frame.filename}", line {frame.lineno}, in {frame.name}\n')
            elif lines[-1] != "  ...\n":
                lines.append("  ...\n")
        if len(lines) == 1:
            lines.append("  ...\n")
        return "".join(lines) + self.exception


def parse(code: str, name: str = "fence", lineno: int = 0) -> doctest.DocTest:
    """A fence's text as a doctest (raises ``ValueError`` for text doctest cannot read)."""
    return doctest.DocTestParser().get_doctest(code, {}, name, None, lineno)


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """The engine's words default to ``language`` inside (``TUTOR_LANG``); the environment is restored after."""
    before = os.environ.get("TUTOR_LANG")
    os.environ["TUTOR_LANG"] = language
    try:
        yield
    finally:
        if before is None:
            del os.environ["TUTOR_LANG"]
        else:
            os.environ["TUTOR_LANG"] = before


def _future_flags(globs: dict[str, Any]) -> int:
    """The compiler flags of the ``from __future__ import …`` the examples made (as doctest keeps them)."""
    future = importlib.import_module("__future__")
    flags = 0
    for name in future.all_feature_names:
        feature = globs.get(name)
        if feature is getattr(future, name):
            flags |= feature.compiler_flag
    return flags


def run(test: doctest.DocTest, globs: dict[str, Any], language: str, *, flags: int = FLAGS,
        quiet_exit: bool = False) -> list[Outcome]:
    """Run a fence's examples in ``globs`` (kept: the page's next fence sees the names), the engine
    speaking ``language``.  ``quiet_exit``: ``SystemExit`` with status 0 (a command line's ``--help``)
    ends the example as printed, not as an error (Run in the page)."""
    out = io.StringIO()
    shown: list[Any] = []

    def display(value: Any) -> None:  # the prompt shows a value as doctest's does, and keeps it
        if value is None:
            return
        shown.append(value)
        builtins._ = None  # type: ignore[attr-defined]
        out.write(repr(value) + "\n")
        builtins._ = value  # type: ignore[attr-defined]

    outcomes = []
    compileflags = _future_flags(globs)
    saved = sys.stdout, sys.displayhook
    sys.stdout, sys.displayhook = out, display
    try:
        with speaking(language):
            for number, example in enumerate(test.examples):
                options = flags
                for flag, on in (example.options or {}).items():
                    options = options | flag if on else options & ~flag
                if options & doctest.SKIP:
                    outcomes.append(Outcome(example, skipped=True))
                    continue
                out.seek(0)
                out.truncate()
                shown.clear()
                error: BaseException | None = None
                try:
                    exec(compile(example.source, f"<doctest {test.name}[{number}]>", "single", compileflags, True),
                         globs)
                except KeyboardInterrupt:
                    raise
                except BaseException as raised:
                    if not (quiet_exit and isinstance(raised, SystemExit) and raised.code in (0, None)):
                        error = raised
                got = out.getvalue()
                if got and not got.endswith("\n"):
                    got += "\n"
                # the error's words now, while the engine speaks the run's language
                worded = "".join(traceback.format_exception_only(type(error), error)) if error else ""
                outcome = Outcome(example, got, error, worded, shown[-1] if shown else None, bool(shown))
                outcome.passed = _passes(outcome, options)
                outcomes.append(outcome)
    finally:
        sys.stdout, sys.displayhook = saved
    return outcomes


def _passes(outcome: Outcome, options: int) -> bool:
    example = outcome.example
    if outcome.error is None:
        return _CHECKER.check_output(example.want, outcome.got, options)
    if example.exc_msg is None:
        return False
    return _CHECKER.check_output(example.exc_msg, outcome.exception_line, options)


def report(test: doctest.DocTest, outcomes: list[Outcome], path: str, *, flags: int = FLAGS) -> str:
    """doctest's report of the examples that did not pass (``File …, line N`` names the page's line)."""
    parts = []
    for outcome in outcomes:
        if outcome.passed or outcome.skipped:
            continue
        example = outcome.example
        where = f'File "{path}", line {(test.lineno or 0) + example.lineno + 1}, in {test.name}'
        source = "".join("    " + line + "\n" for line in example.source.rstrip("\n").split("\n"))
        if outcome.error is not None and example.exc_msg is None:
            body = "Exception raised:\n" + _indent(outcome.got + outcome.traceback())
        else:
            got = outcome.got + outcome.traceback() if outcome.error is not None else outcome.got
            body = _CHECKER.output_difference(example, got, flags)
        parts.append(f"{'*' * 70}\n{where}\nFailed example:\n{source}{body}")
    return "".join(parts)


def _indent(text: str) -> str:
    return "".join("    " + line + "\n" for line in text.rstrip("\n").split("\n"))


@dataclass(frozen=True)
class Problem:
    """An example whose run in another language does not agree with its English run."""

    line: int  # of the example's first line, counted from the fence's first line (0)
    message: str


def localize(english: list[Outcome], local: list[Outcome], language: str) -> tuple[list[str], list[Problem]]:
    """Each example's expected output in ``language`` and the problems, from the runs of the same
    examples in English and in ``language``.

    Where both printed the same, the expected output stays as the page wrote it (with its ``...``);
    where the engine's words differ, it is what the engine printed in ``language``; an exception
    keeps the page's first lines and ends with the exception in ``language``.  A problem: one run
    raised and the other did not, or they raised different errors, or their outputs differ in a number
    (a translation must not change one)."""
    wants, problems = [], []
    for en, here in zip(english, local, strict=True):
        example = here.example
        want = example.want
        if here.skipped or en.skipped:
            wants.append(want)
            continue
        if (en.error is None) != (here.error is None):
            if en.error is not None:
                said = f"raises {en.exception_line.strip()!r} in English but not in {language}"
            else:
                said = f"raises {here.exception_line.strip()!r} in {language} but not in English"
            problems.append(Problem(example.lineno, said))
            wants.append(want)
        elif en.error is not None and here.error is not None:
            if type(en.error) is not type(here.error) or getattr(en.error, "code", None) != getattr(here.error, "code", None):
                problems.append(Problem(example.lineno, f"raises {here.exception_line.strip()!r} in {language} but "
                                                        f"{en.exception_line.strip()!r} in English"))
            if example.exc_msg is not None and not _CHECKER.check_output(example.exc_msg, here.exception_line, FLAGS):
                want = want[: len(want) - len(example.exc_msg)] + here.exception_line
            wants.append(want)
        elif here.got == en.got:
            wants.append(want)
        else:
            if _numbers(here.got) != _numbers(en.got):
                problems.append(Problem(example.lineno, f"prints other numbers in {language} than in English: "
                                                        f"{here.got.strip()!r} and {en.got.strip()!r}"))
            wants.append(here.got)
    return wants, problems


_NUMBER = re.compile(r"\d+")


def _numbers(text: str) -> list[str]:
    return sorted(_NUMBER.findall(text))


def localized_text(code: str, examples: list[doctest.Example], wants: list[str]) -> str:
    """The fence's text with each example's expected output replaced by ``wants`` (a blank line of an
    output is written ``<BLANKLINE>``, as doctest reads it)."""
    lines = code.split("\n")
    for example, want in sorted(zip(examples, wants, strict=True), key=lambda pair: -pair[0].lineno):
        if want == example.want:
            continue
        start = example.lineno + example.source.count("\n")
        end = start + example.want.count("\n")
        new = [" " * example.indent + (line if line.strip() else "<BLANKLINE>")
               for line in want.rstrip("\n").split("\n")] if want else []
        lines[start:end] = new
    return "\n".join(lines)
