"""Collect every ```{doctest} fence in content/*.md (stack.md, Appendix B), in each of the site's languages.

Failures point at the real page and line: ``content/bagchen/tiles-and-ranking.md::L42``.
The fences of one page share their globals, as Sphinx's default doctest group does.

The site shows each page's worked examples in its own language (issue 28): the engine's
words default to the page's language, so a Russian page's examples print Russian
(:mod:`tutor.examples`).  Each fence is therefore also an item in Russian and in Chinese,
``content/bagchen/index.md::L112[ru]``, which runs the page's fences in that language
beside the English run and fails where they disagree: an example that raises in one
language and not the other, raises another error, or prints other numbers.  What those
runs print is what the build shows on the ru and zh-cn pages (:mod:`tutor.sphinx.doctests`).
"""

from __future__ import annotations

import doctest
import os
from pathlib import Path
from typing import Any

import pytest
from markdown_it import MarkdownIt

from tutor.examples import Outcome, localize, report, run

ROOT = Path(__file__).parent
CONTENT = ROOT / "content"
README = ROOT / "README.md"
#: the languages each page's fences run in; the README's tour is English only
LANGUAGES = ("en", "ru", "zh_CN")


def pytest_configure(config: pytest.Config) -> None:
    # the tests are written in English: the engine's words default to English whatever the machine's
    # locale (a page's items in another language set their own while they run: tutor.examples.speaking)
    os.environ["TUTOR_LANG"] = "en"


class DoctestFailure(Exception):
    """Carries the doctest runner's report."""


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.File | None:
    if file_path.suffix == ".md" and CONTENT in file_path.parents and "_build" not in file_path.parts:
        return MystPage.from_parent(parent, path=file_path)
    if file_path == README:  # the README's tour runs too (python-chess pattern)
        return MystPage.from_parent(parent, path=file_path)
    return None


class MystPage(pytest.File):
    """A page's fences; each language runs them in order, once, in a namespace of its own."""

    def collect(self):  # type: ignore[no-untyped-def]
        text = self.path.read_text(encoding="utf-8")
        parser = doctest.DocTestParser()
        self.fences: list[doctest.DocTest] = []
        self._runs: dict[str, list[list[Outcome]]] = {}
        self._globs: dict[str, dict[str, Any]] = {}
        for token in MarkdownIt("commonmark").parse(text):
            info = token.info.strip()
            wanted = info.startswith(("{doctest}", "{try-it}")) or (self.path == README and info == "python")
            if token.type != "fence" or not wanted:
                continue
            assert token.map is not None
            line = token.map[0] + 1  # the line of the opening fence
            test = parser.get_doctest(token.content, {}, f"{self.path.name}:L{line}", str(self.path), line)
            if test.examples:
                self.fences.append(test)
        languages = ("en",) if self.path == README else LANGUAGES
        for language in languages:
            for index, test in enumerate(self.fences):
                name = f"L{test.lineno}" if language == "en" else f"L{test.lineno}[{language}]"
                yield MystDoctest.from_parent(self, name=name, index=index, language=language)

    def outcomes(self, language: str, index: int) -> list[Outcome]:
        """What the page's fence ``index`` did in ``language`` (its earlier fences run first, once)."""
        runs = self._runs.setdefault(language, [])
        globs = self._globs.setdefault(language, {"__name__": "__main__"})
        while len(runs) <= index:
            runs.append(run(self.fences[len(runs)], globs, language))
        return runs[index]


class MystDoctest(pytest.Item):
    def __init__(self, *, index: int, language: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.index = index
        self.language = language

    @property
    def page(self) -> MystPage:
        assert isinstance(self.parent, MystPage)
        return self.parent

    @property
    def test(self) -> doctest.DocTest:
        return self.page.fences[self.index]

    def runtest(self) -> None:
        english = self.page.outcomes("en", self.index)
        if self.language == "en":
            if not all(o.passed or o.skipped for o in english):
                raise DoctestFailure(report(self.test, english, str(self.path)))
            return
        _, problems = localize(english, self.page.outcomes(self.language, self.index), self.language)
        if problems:
            start = self.test.lineno or 0
            raise DoctestFailure("\n".join(f"{self.path}:{start + p.line + 1} ({self.language}): {p.message}"
                                           for p in problems))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, DoctestFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.test.lineno or 0, self.name
