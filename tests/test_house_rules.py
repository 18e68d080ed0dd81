"""The house rules, as tests: faces → registry → games → core; no game imports another; no cycles;
ruff's small rule set; and no shared module or face names a game (they reach games through the registry)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.games import PACKAGES

ROOT = Path(__file__).resolve().parent.parent
TUTOR = ROOT / "tutor"
BIN = Path(sys.executable).parent
GAME_DIRS = {TUTOR / module.split(".")[1] for module in PACKAGES}
REGISTRY = TUTOR / "games.py"  # the one place that lists the games


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    executable = BIN / tool
    if not executable.exists():
        pytest.fail(f"{tool} is a test dependency (pip install -e .[test])")
    return subprocess.run([str(executable), *args], cwd=ROOT, capture_output=True, text=True)


def test_import_contracts():
    result = _run("lint-imports", "--no-cache")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_ruff():
    result = _run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def shared_and_face_files() -> list[Path]:
    files = [p for p in TUTOR.rglob("*") if p.is_file() and p.suffix in (".py", ".html", ".css", ".js")]
    return sorted(p for p in files if p != REGISTRY and not any(d in p.parents for d in GAME_DIRS))


def test_no_shared_module_or_face_names_a_game():
    names = re.compile("|".join(module.split(".")[1] for module in PACKAGES), re.IGNORECASE)
    offenders = [f"{p.relative_to(ROOT)}:{n}" for p in shared_and_face_files()
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if names.search(line)]
    assert shared_and_face_files() and not offenders, offenders


def test_every_game_package_has_the_same_shape():
    for directory in GAME_DIRS:
        present = {p.stem for p in directory.glob("*.py")}
        # the state played through tutor.state, and the automatic players that suggest() asks
        assert {"__init__", "game", "rules", "terms", "sources", "state", "players"} <= present, directory.name
        # one meaning per module name: no game keeps a 'play' module (a rules engine in one, a player in another)
        assert "play" not in present, directory.name


def test_nothing_private_crosses_a_module_boundary():
    """No module imports another's underscore names (``from tutor.x import _name``): what a module
    shares it names publicly.  Importing under a private alias (``import Rules as _Rules``) is fine;
    the compiled play generator (``_plays``, an extension module) is private to its package."""
    import ast

    offenders = []
    for path in sorted(TUTOR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tutor"):
                offenders += [f"{path.relative_to(ROOT)}:{node.lineno}: {alias.name}" for alias in node.names
                              if alias.name.startswith("_") and not alias.name.startswith("__")
                              and alias.name != "_plays"]
    assert not offenders, offenders


def test_variant_differences_are_data():
    """The backgammon rules answer the variant questions themselves (rules.same_direction, …):
    nothing outside a game's rules module compares rules.variant."""
    offenders = [f"{p.relative_to(ROOT)}:{n}" for d in GAME_DIRS for p in sorted(d.glob("*.py")) if p.stem != "rules"
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if re.search(r"\.variant\s*[=!]=", line)]
    assert not offenders, offenders
