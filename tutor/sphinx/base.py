"""What every directive and role of the extension shares: the page's language, and
the files a page depends on.

Pages embed what the engine computes, so a page must be rebuilt when the engine
files it drew from change, and only then: each directive notes the files of the
game it used (its package), the shared core and the extension, and the compiled
``tutor`` catalog of the page's language (``env.note_dependency``).  Editing one
game's engine then rebuilds the pages of that game, not the whole site.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from docutils.parsers.rst import directives
from sphinx.config import Config
from sphinx.environment import BuildEnvironment
from sphinx.util.docutils import SphinxDirective

from tutor.catalog import DOMAIN, LOCALE_DIR
from tutor.errors import TutorError
from tutor.game import Game
from tutor.games import game, game_of, games, package_files
from tutor.i18n import normalize_language
from tutor.options import Rules

T = TypeVar("T")

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


class EngineDirective(SphinxDirective):
    """A directive whose argument is a kind a game declares (``<game>.<kind>``): a figure, a puzzle, a replay.

    Its options are those the registered kinds take, plus ``:rules:`` and its own
    ``fixed`` ones; :meth:`engine` asks the registry, notes the page's dependencies
    and turns a coded error into a build error naming the kind.
    """

    required_arguments = 1
    has_content = True
    kinds: ClassVar[str]  # the descriptor's field: "figures", "puzzles" or "replays"
    fixed: ClassVar[tuple[str, ...]] = ("rules",)
    option_spec: ClassVar[dict[str, Any]] = {"rules": directives.unchanged}

    @classmethod
    def accept_kind_options(cls) -> None:
        """Accept every option some registered kind takes (the registry checks which kind takes which)."""
        names = {name for g in games() for kind in getattr(g, cls.kinds).values() for name in kind.options}
        cls.option_spec = {name: directives.unchanged for name in (*cls.fixed, *sorted(names))}

    def engine(self, make: Callable[[str, dict[str, str], str, Rules], T]) -> T:
        """``make(kind, options, language, rules)`` from the registry, for this directive's kind and options."""
        kind = self.arguments[0]
        options = {k: v for k, v in self.options.items() if k not in self.fixed}
        try:
            g = game_of(kind)
            note_game(self.env, g)
            return make(kind, options, page_language(self.env.config), rules_for(g, self.options.get("rules")))
        except (TutorError, ValueError) as error:
            raise self.error(f"{self.kinds[:-1]} {kind}: {error}") from None
