"""The engine type-checks under mypy --strict (settings in pyproject.toml)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import IN_CI

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict():
    if importlib.util.find_spec("mypy") is None:
        if IN_CI:
            pytest.fail("mypy is a test dependency (pip install -e .[test])")
        pytest.skip("mypy is not installed")
    result = subprocess.run([sys.executable, "-m", "mypy", "tutor"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
