"""Worked examples in the page's language (issue 28): the same code prints the engine's words in each
language; a Russian or Chinese page shows them, and a disagreement between the languages (an error in
one only, another error, other numbers) fails ``make test`` and the build at the example's line."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.errors import TutorError
from tutor.examples import localize, localized_text, parse, run
from tutor.i18n import reader_language

ROOT = Path(__file__).resolve().parent.parent
PAGE = """>>> from tutor.bagchen import beats
>>> print(beats("[3-3]", "[5-5]").explain())
[5-5] does not beat [3-3]: equal rank (sisters)
>>> beats("[3-3]", "[9-9]")
Traceback (most recent call last):
  ...
tutor.errors.NotationError: notation.out-of-range: 9 at position 2 of '[9-9]' is outside 1–6
>>> len(beats("[3-3]", "[5-5]").explain()) > 0
True
"""
# an example that raises only when the engine speaks another language than English
ONLY_IN_ENGLISH = """>>> from tutor.i18n import reader_language
>>> reader_language() == "en" or 1 / 0
True
"""


def _runs(code: str, language: str):
    test = parse(code, "t")
    return test, run(test, {}, "en"), run(test, {}, language)


def test_the_same_code_prints_each_language_and_keeps_what_does_not_change():
    test, english, russian = _runs(PAGE, "ru")
    assert all(o.passed for o in english)
    wants, problems = localize(english, russian, "ru")
    assert problems == []
    assert wants[1] == "[5-5] не бьёт [3-3]: равное достоинство (сёстры)\n"
    assert wants[2].startswith("Traceback (most recent call last):\n  ...\n")  # the page's lines, then Russian
    error = russian[2].error
    assert isinstance(error, TutorError)
    assert wants[2].endswith(f"tutor.errors.NotationError: notation.out-of-range: {error.message('ru')}\n")
    assert "is outside" not in wants[2] and "вне" in wants[2]
    assert wants[3] == "True\n"  # the same in every language: the page's text stays
    text = localized_text(PAGE, test.examples, wants)
    assert text.splitlines()[0] == PAGE.splitlines()[0] and "не бьёт" in text
    # what the page now shows passes in Russian, as Run checks it
    assert all(o.passed for o in run(parse(text, "t"), {}, "ru"))


def test_a_disagreement_between_languages_is_a_problem_at_its_line():
    _, english, chinese = _runs(ONLY_IN_ENGLISH, "zh_CN")
    _, problems = localize(english, chinese, "zh_CN")
    assert [(p.line, "ZeroDivisionError" in p.message, "zh_CN but not in English" in p.message)
            for p in problems] == [(1, True, True)]
    code = '>>> from tutor.i18n import reader_language\n>>> {"en": 3}.get(reader_language(), 4)\n3\n'
    _, english, russian = _runs(code, "ru")
    assert [p.line for p in localize(english, russian, "ru")[1]] == [1]  # another number
    assert "other numbers" in localize(english, russian, "ru")[1][0].message


def test_errors_are_worded_when_shown_in_the_readers_language(monkeypatch):
    error = TutorError("tutor.unknown-game", game="chess", games="bagchen")
    monkeypatch.setenv("TUTOR_LANG", "ru")
    assert reader_language() == "ru"
    assert str(error) == f"tutor.unknown-game: {error.message('ru')}" and "нет игры" in str(error).lower()
    monkeypatch.setenv("TUTOR_LANG", "en")
    assert str(error) == "tutor.unknown-game: no game 'chess' (the games are: bagchen)"


CONF = 'extensions = ["myst_parser", "sphinx.ext.doctest", "tutor.sphinx"]\nhtml_theme = "basic"\n'


def _build(tmp_path: Path, fence: str, language: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "conf.py").write_text(CONF, encoding="utf-8")
    (tmp_path / "index.md").write_text(f"# Test\n\nSome words.\n\n```{{doctest}}\n{fence}```\n", encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "-n", "-b", "html", "-D",
                           f"language={language}", str(tmp_path), str(tmp_path / "_out")],
                          capture_output=True, text=True)


@pytest.mark.site
def test_a_russian_page_shows_the_engines_words_and_a_disagreement_fails_its_build(tmp_path):
    result = _build(tmp_path, PAGE, "ru")
    assert result.returncode == 0, result.stderr
    page = (tmp_path / "_out" / "index.html").read_text(encoding="utf-8")
    code = html.unescape(re.search(r'data-code="([^"]*)"', page).group(1))
    assert "[5-5] не бьёт [3-3]: равное достоинство (сёстры)" in code  # what Run checks
    shown = html.unescape(re.sub(r"<[^>]+>", "", page))
    assert "[5-5] не бьёт [3-3]: равное достоинство (сёстры)" in shown and "does not beat" not in shown
    assert "is outside" not in shown

    broken = tmp_path / "broken"
    broken.mkdir()
    result = _build(broken, ONLY_IN_ENGLISH, "ru")
    assert result.returncode != 0
    assert "index.md:7" in result.stderr and "ZeroDivisionError" in result.stderr, result.stderr


def test_make_test_runs_each_page_in_russian_and_chinese_and_names_the_line(tmp_path):
    shutil.copy(ROOT / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "page.md").write_text(
        f"# Page\n\n```{{doctest}}\n{PAGE}```\n\nWords.\n\n```{{doctest}}\n{ONLY_IN_ENGLISH}```\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "pytest", "content", "-p", "no:cacheprovider", "-p", "no:xdist",
                             "-o", "addopts=", "-q", "-rf"], cwd=tmp_path, capture_output=True, text=True)
    out = result.stdout
    assert "2 failed, 4 passed" in out, out
    assert "FAILED content/page.md::L17[ru]" in out and "FAILED content/page.md::L17[zh_CN]" in out
    assert re.search(r"content/page\.md:19 \(ru\): raises 'ZeroDivisionError.*' in ru but not in English", out), out
