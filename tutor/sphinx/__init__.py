"""The ``tutor`` Sphinx extension: everything the site needs beyond Jupyter Book.

Listed under ``sphinx: extra_extensions`` in ``content/_config.yml``, so both
``jupyter-book build content`` and the three ``sphinx-build -c .`` runs load it.

- per-language configuration (``config-inited``): title, search placeholder, the
  template and static folders shipped in this package, the language switcher;
- directives ``{puzzle}``, ``{figure-from-engine}``, ``{replay}``, ``{rules-options}``,
  ``{tutor-glossary}``, ``{source-list}``, ``{try-it}``, ``{play-game}`` (a whole game against
  the engine, :mod:`tutor.sphinx.play`), ``{practice}`` (puzzles the engine makes, :mod:`tutor.sphinx.practice`);
- Run and Edit on every doctest fence of a web page (:mod:`tutor.sphinx.doctests`): the
  engine runs in the reader's browser, in a worker started on the first press;
- roles ``{term}`` (replaces Sphinx's own) and ``{source}``.

The games come from the registry (:mod:`tutor.games`); the configuration value
``tutor_games`` names extra game packages to register (a plug-in, or a test's own
game).  Each directive records the engine files its page depends on
(:mod:`tutor.sphinx.base`), so editing one game rebuilds only the pages that use it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

from tutor.games import register
from tutor.i18n import LANGUAGE_DIRS, LANGUAGE_NAMES, LANGUAGES, N_, gettext
from tutor.sphinx.base import page_language
from tutor.sphinx.figures import FigureDirective
from tutor.sphinx.glossary import GlossaryDirective, SourceListDirective, source_role, term_role
from tutor.sphinx.options import RulesOptionsDirective
from tutor.sphinx.play import PlayDirective
from tutor.sphinx.practice import PracticeDirective
from tutor.sphinx.puzzle import PuzzleDirective
from tutor.sphinx.replay import ReplayDirective
from tutor.sphinx.search import SearchChineseCharacters

HERE = Path(__file__).parent

TITLES = {"en": "Game Rules Tutor", "ru": "Учебник правил игр", "zh_CN": "游戏规则导师"}
SEARCH = {"en": "Search…", "ru": "Поиск…", "zh_CN": "搜索…"}
AUTHORS = {"en": "the tutor team", "ru": "команда tutor", "zh_CN": "tutor 团队"}


def _configure(app: Sphinx, config: Config) -> None:
    for module in config.tutor_games:
        register(module)
    FigureDirective.accept_kind_options()
    PuzzleDirective.accept_kind_options()
    ReplayDirective.accept_kind_options()
    language = page_language(config)
    config.html_title = TITLES[language]
    config.author = AUTHORS[language]
    if config.html_theme in ("sphinx_book_theme", "pydata_sphinx_theme"):  # others reject the option
        options = dict(config.html_theme_options or {})  # a copy: never edit the shared dict
        options["search_bar_text"] = SEARCH[language]
        config.html_theme_options = options
    # absolute paths: the configuration folder is content/ for jupyter-book, the top level otherwise
    config.templates_path = [*config.templates_path, str(HERE / "templates")]
    config.html_static_path = [*config.html_static_path, str(HERE / "static")]
    context = dict(config.html_context or {})
    context["tutor_languages"] = [(code, LANGUAGE_DIRS[code], LANGUAGE_NAMES[code]) for code in LANGUAGES]
    context["tutor_language_label"] = gettext(N_("Language"), language)
    config.html_context = context


# an inline literal's word short enough for any line (a tile, a play, a position) is kept whole:
# a line may break between words, never inside "[6-1]" at its hyphen (tutor.css)
_SHORT_LITERAL_WORD = re.compile(r'<span class="pre">([^<]{1,30})</span>')


def _page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                  doctree: Any) -> None:
    if "body" in context:
        context["body"] = _SHORT_LITERAL_WORD.sub(r'<span class="pre tutor-whole">\1</span>', context["body"])
    # tell search engines and browsers where the same page lives in the other languages
    links = []
    for code in LANGUAGES:
        href = f"{context.get('content_root', '')}../{LANGUAGE_DIRS[code]}/{pagename}.html"
        links.append(f'<link rel="alternate" hreflang="{code.replace("_", "-")}" href="{href}">')
    context["metatags"] = context.get("metatags", "") + "\n".join(links)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("tutor_games", [], "env")  # extra game packages (the built-in ones are listed in tutor.games)
    app.connect("config-inited", _configure)
    app.connect("html-page-context", _page_context)
    app.add_directive("puzzle", PuzzleDirective)
    app.add_directive("figure-from-engine", FigureDirective)
    app.add_directive("rules-options", RulesOptionsDirective)
    app.add_directive("replay", ReplayDirective)
    app.add_directive("play-game", PlayDirective)
    app.add_directive("practice", PracticeDirective)
    app.add_directive("tutor-glossary", GlossaryDirective)
    app.add_directive("source-list", SourceListDirective)
    # Sphinx finds std-domain roles first, so the glossary role must replace std:term itself
    app.add_role_to_domain("std", "term", term_role, override=True)  # type: ignore[arg-type]
    app.add_role("source", source_role)
    app.add_search_language(SearchChineseCharacters)  # one-character Chinese words are found too
    app.add_css_file("tutor.css")
    # the engine's worker client first: the scripts after it (Run, play, practice) send through it
    app.add_js_file("tutor-engine.js", loading_method="defer", priority=400)
    app.add_js_file("tutor-puzzle.js", loading_method="defer")
    app.add_js_file("tutor-replay.js", loading_method="defer")
    app.add_js_file("tutor-play.js", loading_method="defer")
    app.add_js_file("tutor-practice.js", loading_method="defer")
    from tutor.sphinx import a11y, doctests, hosting, light, listings, offline, reference, theme_words
    reference.setup(app)  # {engine-reference}: the docstrings, in English in every build
    doctests.setup(app)  # Run and Edit on every doctest fence; {try-it}
    listings.setup(app)  # worked examples wrap on a narrow screen, one element per line
    light.setup(app)  # only the assets each page uses
    a11y.setup(app)  # names and landmarks the theme leaves out
    hosting.setup(app)  # canonical URLs, social previews, EPUB metadata
    offline.setup(app)  # icons, the app's manifest, "Save for offline" (after hosting: beside the EPUB's line)
    theme_words.setup(app)  # the theme's words its own catalogs leave untranslated
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
