"""Accessibility fixes to the theme's markup (issue 10; axe-core checks every page).

- The sidebar's expand toggles (``<details><summary>``) are named after their section
  in the page's language (axe: summary-name).
- The site title link sits in a labelled ``<nav>`` (``templates/book-theme/tutor-logo.html``,
  axe: region); the search button is named by its visible text
  (``templates/book-theme/search-button-field.html``, axe: label-content-name-mismatch).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from sphinx.application import Sphinx

from tutor.i18n import N_, gettext, normalize_language

SECTIONS_OF = N_("Sections of {title}")
HOME = N_("Home")
SEARCH = N_("Search")
# a toctree entry with children: its link, then the toggle that opens them
_TOGGLE = re.compile(r'(<a class="[^"]*\breference internal\b[^"]*"[^>]*>((?:(?!</a>).)*)</a>\s*<details[^>]*>\s*)<summary>', re.S)


def name_toggles(toctree_html: str, language: str) -> str:
    """Give every ``<summary>`` toggle the name of the section it opens.

    >>> name_toggles('<a class="reference internal" href="g.html">Dominoes</a><details><summary>', "en")
    '<a class="reference internal" href="g.html">Dominoes</a><details><summary aria-label="Sections of Dominoes">'
    """
    def label(match: re.Match[str]) -> str:
        title = html.unescape(re.sub(r"<[^>]+>", "", match.group(2))).strip()
        text = gettext(SECTIONS_OF, language).format(title=title)
        return f'{match.group(1)}<summary aria-label="{html.escape(text, quote=True)}">'

    return _TOGGLE.sub(label, toctree_html)


def _page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                  doctree: Any) -> None:
    language = normalize_language(app.config.language or "en")
    context["tutor_home_label"] = gettext(HOME, language)
    context["tutor_search_label"] = gettext(SEARCH, language)
    generate: Callable[..., str] | None = context.get("generate_toctree_html")
    if generate is not None:
        def named(*args: Any, **kwargs: Any) -> str:
            return name_toggles(str(generate(*args, **kwargs)), language)
        context["generate_toctree_html"] = named


def setup(app: Sphinx) -> None:
    app.connect("html-page-context", _page_context, priority=900)  # after the theme sets its helpers
