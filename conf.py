"""Sphinx configuration of the published site, derived from ``content/_config.yml`` and
``content/_toc.yml`` when the build starts (stack.md §1.2, way (b)).

Nothing is set here by hand, so it cannot drift from what ``jupyter-book build
content`` uses; ``tests/test_config.py`` proves the two agree.  Settings belong in
``content/_config.yml`` (``sphinx: config:``); per-language code belongs in the
``tutor.sphinx`` extension.  The three language builds run
``sphinx-build -c . content _build/html/<dir> -D language=<lang>``.
"""

from pathlib import Path

from jupyter_book.config import get_final_config

_content = Path(__file__).resolve().parent / "content"
_sphinx_config, _ = get_final_config(
    user_yaml=_content / "_config.yml",
    sourcedir=_content,
    cli_config={"latex_individualpages": False},  # the call fails with None (stack.md §1.2)
)
# `jupyter-book config sphinx` adds the table of contents beside the settings; so do we
_sphinx_config.setdefault("external_toc_path", "_toc.yml")
globals().update(_sphinx_config)
