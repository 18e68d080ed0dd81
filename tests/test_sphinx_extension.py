"""The extension fails the build on page errors: unknown terms and sources, bad puzzles."""

import subprocess
import sys
from pathlib import Path

import pytest

CONF = 'extensions = ["myst_parser", "tutor.sphinx"]\nhtml_theme = "basic"\n'


def build(tmp_path: Path, page: str, language: str = "en") -> subprocess.CompletedProcess[str]:
    (tmp_path / "conf.py").write_text(CONF, encoding="utf-8")
    (tmp_path / "glossary.md").write_text("# Glossary\n\n```{tutor-glossary}\n```\n\n```{source-list}\n```\n",
                                          encoding="utf-8")
    (tmp_path / "index.md").write_text(page + "\n\n```{toctree}\nglossary\n```\n", encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "-n", "-b", "html", "-D",
                           f"language={language}", str(tmp_path), str(tmp_path / "_out")],
                          capture_output=True, text=True)


def test_a_known_term_links_to_the_glossary(tmp_path):
    result = build(tmp_path, "# Test\n\nThe {term}`bagchen.sky-chief` is [6-6].\n", language="zh_CN")
    assert result.returncode == 0, result.stderr
    html = (tmp_path / "_out" / "index.html").read_text(encoding="utf-8")
    assert 'href="glossary.html#term-bagchen-sky-chief"' in html and "天皇" in html


@pytest.mark.parametrize("page, message", [
    ("# T\n\n{term}`bagchen.knight`\n", "tutor.unknown-term"),
    ("# T\n\n{source}`999_nothing.txt Some words`\n", "tutor.unknown-source"),
    ("# T\n\n```{puzzle} bagchen.beaters\n:lead: [5-5][3-3]\n:choices: [6-6]\n\nQ?\n```\n",
     "bagchen.sky-set-not-identical"),
    ("# T\n\n```{puzzle} bagchen.top-rank\n:choices: [5-5] [3-3]\n\nQ?\n```\n", "tutor.puzzle-ambiguous"),
    ("# T\n\n```{figure-from-engine} bagchen.rank-table\n:suit: fire\n```\n", "tutor.bad-option"),
])
def test_page_errors_fail_the_build(tmp_path, page, message):
    result = build(tmp_path, page)
    assert result.returncode != 0
    assert message in result.stderr
