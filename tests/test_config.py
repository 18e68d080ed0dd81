"""The top-level conf.py (three language builds) and `jupyter-book build` agree."""

import re
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


JUPYTER_BOOK = str(Path(sys.executable).with_name("jupyter-book"))


def jupyter_book_config(tmp_path: Path) -> dict:
    """What `jupyter-book config sphinx content/` generates (on a copy), read back as a namespace."""
    book = tmp_path / "content"
    shutil.copytree(ROOT / "content", book, ignore=shutil.ignore_patterns("_build"))
    subprocess.run([JUPYTER_BOOK, "config", "sphinx", str(book)], check=True, capture_output=True, text=True)
    return runpy.run_path(str(book / "conf.py"))


def test_conf_py_and_jupyter_book_agree(tmp_path):
    ours = runpy.run_path(str(ROOT / "conf.py"))
    theirs = jupyter_book_config(tmp_path)
    assert ours["extensions"] == theirs["extensions"]
    assert "tutor.sphinx" in ours["extensions"] and "sphinx.ext.doctest" in ours["extensions"]
    assert ours["external_toc_path"] == theirs["external_toc_path"] == "_toc.yml"
    settings = {k for k in theirs if not k.startswith("_")}
    assert settings <= set(ours), settings - set(ours)
    for key in settings:
        assert ours[key] == theirs[key], key


@pytest.mark.site
def test_jupyter_book_builds_the_english_book(tmp_path):
    result = subprocess.run(
        [JUPYTER_BOOK, "build", str(ROOT / "content"), "-W", "-n", "--keep-going",
         "--path-output", str(tmp_path / "book")],
        capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    book = tmp_path / "book" / "_build" / "html"
    page = (book / "bagchen" / "tiles-and-ranking.html").read_text()
    assert 'class="tutor-check"' in page and 'class="tutor-lang"' in page
    assert "<svg" in page
    # the book gets the engine (`make book` ships it into the book's folder): Run, play and practice work
    # there; tutor-engine.js looks where this tag says, from the page's content root
    assert 'id="tutor-doctest-1"' in page and '<meta name="tutor-engine" content="_engine/">' in page
    root = re.search(r'data-content_root="([^"]*)"', page).group(1)
    # no service worker and no "Save for offline" in the book (the site's), but its icon and app manifest
    assert "tutor-offline" not in page and "data-offline-save" not in (book / "index.html").read_text()
    assert '<link rel="manifest" href="../manifest.webmanifest">' in page and (book / "manifest.webmanifest").is_file()
    from tests.conftest import IN_CI
    from tools import engine

    try:
        engine.ship(book)
    except engine.EngineUnavailable:
        if IN_CI:
            raise
        pytest.skip("no npm here: the book's engine is not shipped")
    assert (book / "bagchen" / root / "_engine" / "worker.mjs").resolve() == (book / "_engine" / "worker.mjs")
    assert (book / "_engine" / "engine.json").is_file()
