"""What every directive and role of the extension shares: the page's language, and
the files a page depends on.

Pages embed what the engine computes, so a page must be rebuilt when the engine
files it drew from change, and only then: each directive notes the files of the
game it used (its package), the shared core and the extension, and the compiled
``tutor`` catalog of the page's language (``env.note_dependency``).  Editing one
game's engine then rebuilds the pages of that game, not the whole site.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.config import Config
from sphinx.environment import BuildEnvironment

from tutor.catalog import DOMAIN, LOCALE_DIR
from tutor.game import Game
from tutor.games import game, games, package_files
from tutor.i18n import normalize_language
from tutor.options import Rules

PACKAGE = Path(__file__).resolve().parent.parent

#: Shared code every engine-drawn page depends on: the core modules and this extension.
CORE_FILES: tuple[Path, ...] = tuple(sorted(
    [*PACKAGE.glob("*.py"), *(PACKAGE / "puzzles").glob("*.py"), *(PACKAGE / "sphinx").glob("*.py")]))


def page_language(config: Config) -> str:
    return normalize_language(config.language or "en")


def note_game(env: BuildEnvironment, g: Game | str) -> None:
    """Record that the page being read draws from game ``g`` (a descriptor or an id)."""
    descriptor = game(g) if isinstance(g, str) else g
    language = page_language(env.config)
    files = [*CORE_FILES, *package_files(descriptor)]
    if language != "en":
        files.append(LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo")
    for path in files:
        env.note_dependency(str(path))


def note_all_games(env: BuildEnvironment) -> None:
    """Record that the page being read draws from every game (the glossary, the sources page)."""
    for g in games():
        note_game(env, g)


def rules_for(g: Game, setting: str | None) -> Rules:
    """The rules a directive's ``:rules:`` option puts in force: ``NAME=VALUE`` pairs separated by spaces."""
    return g.rules.from_strings((setting or "").split())
