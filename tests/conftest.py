"""Shared fixtures: one build of the three-language site per test session."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from tools import site

ROOT = Path(__file__).resolve().parent.parent
SHARED_SOURCES = ROOT.parent / "shared" / "sources"
# the reason every test gives when it cannot read the source texts; under CI such a skip is a failure
NO_SOURCES = "shared/sources is not beside the repository"


def in_ci() -> bool:
    """Are the tests running under CI (the environment variable ``CI``, as GitHub Actions sets it)?"""
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


IN_CI = in_ci()


def require_sources(folder: Path) -> Path:
    """``folder`` if it holds the source texts; otherwise skip the calling test, or fail it under CI.

    A clone of the published repository has no ``../shared/sources``, so the quote checks skip
    there; CI has the texts, and must never pass with those checks silently off.
    """
    if not folder.is_dir():
        where = f"{NO_SOURCES} (looked in {folder})"
        if in_ci():
            pytest.fail(f"{where}: under CI the source texts must be there")
        pytest.skip(where)
    return folder


def source_skip_fails_in_ci(report: pytest.TestReport) -> bool:
    """Turn a test's skip for missing source texts into a failure under CI; True when it did.

    This catches the tests that check ``shared/sources`` themselves and skip with the shared reason.
    """
    if not (report.skipped and in_ci() and NO_SOURCES in str(report.longrepr)):
        return False
    report.outcome = "failed"
    report.longrepr = f"{NO_SOURCES}: under CI the source texts must be there ({report.longrepr})"
    return True


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    source_skip_fails_in_ci(outcome.get_result())


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build en, ru and zh_CN with -W -n into a temporary folder; return its html/ folder.

    TUTOR_BUILT_SITE=<out>/html reuses a build of this checkout instead (while working on
    the browser tests; CI always builds)."""
    reuse = os.environ.get("TUTOR_BUILT_SITE")
    if reuse and not IN_CI:
        return Path(reuse)
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        out = tmp_path_factory.mktemp("site")
        site.build(out, engine_required=IN_CI)  # raises with Sphinx's output on any warning
        return out / "html"
    # Under pytest-xdist every process needs the site: the first to ask builds it, in the folder all the
    # processes of this run share, while the others wait on the lock (two builds at once on two cores
    # took twice as long as one, and the tests waited for both).
    out = tmp_path_factory.getbasetemp().parent / "site"
    with open(out.parent / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not (out / "built").is_file():  # a build that failed left no mark: this process tries again
                shutil.rmtree(out, ignore_errors=True)
                site.build(out, engine_required=IN_CI)
                (out / "built").write_text("built\n")
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return out / "html"


def chromium_path() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


# Speed is measured in benchmarks, not in tests: no per-example deadline (CI machines are shared and slow).
from hypothesis import settings  # noqa: E402

settings.register_profile("tutor", deadline=None)
settings.load_profile("tutor")
