"""Shared fixtures: one build of the three-language site per test session."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tools import site

ROOT = Path(__file__).resolve().parent.parent
SHARED_SOURCES = ROOT.parent / "shared" / "sources"
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build en, ru and zh_CN with -W -n into a temporary folder; return its html/ folder.

    TUTOR_BUILT_SITE=<out>/html reuses a build of this checkout instead (while working on
    the browser tests; CI always builds)."""
    reuse = os.environ.get("TUTOR_BUILT_SITE")
    if reuse and not IN_CI:
        return Path(reuse)
    out = tmp_path_factory.mktemp("site")
    site.build(out, engine_required=IN_CI)  # raises with Sphinx's output on any warning
    return out / "html"


def chromium_path() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


# Speed is measured in benchmarks, not in tests: no per-example deadline (CI machines are shared and slow).
from hypothesis import settings  # noqa: E402

settings.register_profile("tutor", deadline=None)
settings.load_profile("tutor")
