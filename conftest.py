"""Collect every ```{doctest} fence in content/*.md as one pytest item (stack.md, Appendix B).

Failures point at the real page and line: ``content/bagchen/tiles-and-ranking.md::L42``.
The fences of one page share their globals, as Sphinx's default doctest group does.
"""

from __future__ import annotations

import doctest
from pathlib import Path
from typing import Any

import pytest
from markdown_it import MarkdownIt

ROOT = Path(__file__).parent
CONTENT = ROOT / "content"
README = ROOT / "README.md"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


class DoctestFailure(Exception):
    """Carries the doctest runner's report."""


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.File | None:
    if file_path.suffix == ".md" and CONTENT in file_path.parents and "_build" not in file_path.parts:
        return MystPage.from_parent(parent, path=file_path)
    if file_path == README:  # the README's tour runs too (python-chess pattern)
        return MystPage.from_parent(parent, path=file_path)
    return None


class MystPage(pytest.File):
    def collect(self):  # type: ignore[no-untyped-def]
        text = self.path.read_text(encoding="utf-8")
        globs: dict[str, Any] = {"__name__": "__main__"}
        parser = doctest.DocTestParser()
        for token in MarkdownIt("commonmark").parse(text):
            info = token.info.strip()
            wanted = info.startswith(("{doctest}", "{try-it}")) or (self.path == README and info == "python")
            if token.type != "fence" or not wanted:
                continue
            assert token.map is not None
            line = token.map[0] + 1  # the line of the opening fence
            test = parser.get_doctest(token.content, globs, f"{self.path.name}:L{line}", str(self.path), line)
            test.globs = globs  # DocTest copies its globals; the fences of one page share them
            if test.examples:
                yield MystDoctest.from_parent(self, name=f"L{line}", test=test)


class MystDoctest(pytest.Item):
    def __init__(self, *, test: doctest.DocTest, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.test = test

    def runtest(self) -> None:
        report: list[str] = []
        runner = doctest.DocTestRunner(optionflags=FLAGS)
        result = runner.run(self.test, out=report.append, clear_globs=False)
        if result.failed:
            raise DoctestFailure("".join(report))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, DoctestFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.test.lineno, self.name
