"""The theme's own words in the page's language, where the theme's catalogs leave them out.

pydata-sphinx-theme ships Russian without "Back to top", "Color mode" and a few more,
Chinese without four of them, Sphinx's Chinese lacks "Link to this heading", and
sphinx-book-theme writes its sidebar buttons' tooltips in English, so a Russian page
showed an English button.  Those words are translated here, in the ``tutor`` domain,
and offered to Sphinx's translator as its last fallback: the theme's and Sphinx's own
translations still win where they exist.
"""

from __future__ import annotations

import gettext as stdlib_gettext
from typing import Any

from sphinx.application import Sphinx

from tutor.i18n import N_, gettext, normalize_language

THEME_WORDS = frozenset({
    N_("Back to top"), N_("Click to expand"), N_("Click to collapse"), N_("Indices"),
    N_("Collapse Sidebar"), N_("Expand Sidebar"), N_("Color mode"), N_("System Settings"),
    N_("Version warning"), N_("Announcement"), N_("Link to this heading"),
    # sphinx-book-theme writes these two in English; templates/book-theme/toggle-*.html take them
    # from the page context (with `_()` there, Sphinx's gettext builder would want a catalog of its own)
    N_("Toggle primary sidebar"), N_("Toggle secondary sidebar"),
})


class ThemeWords(stdlib_gettext.NullTranslations):
    """The theme words in one language; any other message passes through unchanged.

    >>> ThemeWords("ru").gettext("Back to top")
    'Наверх'
    >>> ThemeWords("ru").gettext("Some other words")
    'Some other words'
    """

    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = language

    def gettext(self, message: str) -> str:
        return gettext(message, self.language) if message in THEME_WORDS else message


def _add_fallback(app: Sphinx) -> None:
    app.translator.add_fallback(ThemeWords(normalize_language(app.config.language or "en")))


def _page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                  doctree: Any) -> None:
    language = normalize_language(app.config.language or "en")
    context["tutor_theme_words"] = {word: gettext(word, language) for word in THEME_WORDS}


def setup(app: Sphinx) -> None:
    app.connect("builder-inited", _add_fallback)
    app.connect("html-page-context", _page_context)
