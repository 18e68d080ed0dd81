"""Every catalog is complete, valid and in step with the English sources."""

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tools import site

LOCALES = site.LOCALES
LANGS = ("ru", "zh_CN")


def catalogs(language: str) -> list[Path]:
    return sorted((LOCALES / language / "LC_MESSAGES").rglob("*.po"))


def read(path: Path):
    with path.open("rb") as handle:
        return read_po(handle)


def ids(path: Path) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in read(path) if m.id}


@pytest.mark.parametrize("language", LANGS)
def test_nothing_untranslated_or_fuzzy(language):
    problems = []
    for po in catalogs(language):
        for message in read(po):
            if not message.id:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if not all(strings):
                problems.append(f"{po.name}: untranslated {message.id!r}")
            if message.fuzzy:
                problems.append(f"{po.name}: fuzzy {message.id!r}")
    assert catalogs(language) and not problems, "\n".join(problems)


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="msgfmt (gettext) is not installed")
@pytest.mark.parametrize("language", LANGS)
def test_msgfmt_check(language, tmp_path):
    for po in catalogs(language):
        result = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(po)],
                                capture_output=True, text=True)
        assert result.returncode == 0, f"{po}: {result.stderr}"


@pytest.fixture(scope="module")
def fresh_templates(tmp_path_factory) -> Path:
    """Extract the current messages from the pages and the engine, as `make translations` does."""
    out = tmp_path_factory.mktemp("gettext")
    result = site.sphinx_build("gettext", out / "pages", strict=False)
    assert result.returncode == 0, result.stderr
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg",
                    "-k", "N_", "-k", "NP_:1,2", "--no-location", "-o", str(out / "tutor.pot"), "tutor"],
                   cwd=site.ROOT, check=True, capture_output=True)
    return out


@pytest.mark.parametrize("language", LANGS)
def test_catalogs_match_the_current_sources(language, fresh_templates):
    """A page or engine message changed without `make translations` fails here."""
    messages = LOCALES / language / "LC_MESSAGES"
    templates = sorted((fresh_templates / "pages").rglob("*.pot")) + [fresh_templates / "tutor.pot"]
    for pot in templates:
        name = "tutor.po" if pot.name == "tutor.pot" else str(pot.relative_to(fresh_templates / "pages").with_suffix(".po"))
        po = messages / name
        assert po.exists(), f"missing catalog {po}"
        missing = ids(pot) - ids(po)
        assert not missing, f"{po} lacks {sorted(missing)[:5]} (run make translations)"


def test_every_marked_engine_string_is_extracted():
    """Babel cannot see N_() (nor NP_(), a counted phrase) inside an f-string; this finds every marked string
    with ast instead."""
    marked = set()
    for path in (site.ROOT / "tutor").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("N_", "NP_")
                    and node.args and isinstance(node.args[0], ast.Constant)):
                marked.add(node.args[0].value)
    assert marked and not marked - ids(LOCALES / "tutor.pot"), marked - ids(LOCALES / "tutor.pot")


def test_code_never_reaches_a_catalog():
    for po in LOCALES.rglob("*.po"):
        assert not any(i.lstrip().startswith(">>>") for i in ids(po)), po
