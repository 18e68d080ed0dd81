"""Light pages: send each page only the scripts, styles and font glyphs it uses.

Jupyter Book loads every extension it might need on every page.  Here, per page:

- sphinx-thebe (no page runs code in a kernel) is dropped with its inline config;
- togglebutton, sphinx-design, myst-nb and copybutton assets are kept only on pages
  that contain what they act on;
- the search scripts and index load on the search page only (the theme's
  search-as-you-type is off; the search field submits to ``search.html``);
- the theme's ``fontawesome.js`` (1.5 MB, it redraws ``<i class="fa-…">`` as SVG) is
  left out by ``templates/book-theme/layout.html``; the icons are drawn by the theme's CSS and
  web font instead, and that font is cut down to the glyphs the site uses
  (``build-finished``), about 2 KB instead of 150 KB;
- links to GitHub stay plain links: the theme's "shortened" GitHub links draw a brand icon
  from a second web font.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.util import logging

logger = logging.getLogger(__name__)

# asset file name fragment -> HTML that shows the page uses it (None: never used here)
OPTIONAL_ASSETS: dict[str, re.Pattern[str] | None] = {
    "sphinx-thebe": None,
    "thebe": None,
    "togglebutton": re.compile(r'class="[^"]*\b(toggle|dropdown)\b'),
    "design-tabs": re.compile(r'class="[^"]*\bsd-tab'),
    "sphinx-design": re.compile(r'class="[^"]*\bsd-'),
    "mystnb": re.compile(r'class="[^"]*\bcell\b'),
    "copybutton": re.compile(r"<pre\b"),
    "clipboard.min": re.compile(r"<pre\b"),
    "tutor-puzzle": re.compile(r'class="tutor-check"'),
    # the shared helpers: every web page has a script that uses them (tutor-offline.js at least); a book none
    "tutor-common": re.compile(""),
    # a play page makes its replay once a game is over
    "tutor-replay": re.compile(r'class="[^"]*\btutor-(replay|play)\b'),
    "tutor-run": re.compile(r'class="[^"]*\btutor-doctest\b'),
    "tutor-play": re.compile(r'class="[^"]*\btutor-play\b'),
    "tutor-table": re.compile(r'class="[^"]*\btutor-play\b'),
    "tutor-decisions": re.compile(r'class="[^"]*\btutor-play\b'),
    "tutor-log": re.compile(r'class="[^"]*\btutor-play\b'),
    # the one board protocol: play pages, and the boards of puzzles (in a page or made by practice)
    "tutor-board": re.compile(r'class="[^"]*\btutor-(play|practice|board-moves)\b'),
    "tutor-practice": re.compile(r'class="[^"]*\btutor-practice\b'),
    "tutor-engine": re.compile(r'class="[^"]*\btutor-(doctest|play|practice)\b'),
}
INLINE_MARKERS = {  # inline scripts (no file name) belonging to the optional assets
    "togglebutton": ("toggleHint", "toggleOpenOnPrint", "togglebuttonSelector"),
    "thebe": ("THEBE_JS_URL", "thebe_selector"),
}
THEBE_IN_BODY = re.compile(r"\s*<script type=\"text/x-thebe-config\">.*?</script>\s*"
                           r"|<script>kernelName = '[^']*'</script>", re.S)
ICON_CLASS = re.compile(r"\bfa-[a-z0-9-]+")
FONT = Path("_static/vendor/fontawesome/webfonts/fa-solid-900.woff2")


def _wanted(name: str, body: str | None) -> bool:
    """Whether a page with this HTML body uses the asset (body None: a book page, which uses none)."""
    for fragment, pattern in OPTIONAL_ASSETS.items():
        if fragment in name:
            return pattern is not None and body is not None and bool(pattern.search(body))
    return True


def _inline_wanted(code: str, body: str | None) -> bool:
    for fragment, markers in INLINE_MARKERS.items():
        if any(marker in code for marker in markers):
            return _wanted(fragment, body)
    return True


def prune_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                 doctree: Any) -> None:
    """Drop the assets this page does not use (Sphinx restores the lists for the next page)."""
    book = app.builder.name == "epub"  # no scripts, no copy buttons, a theme of its own
    context["tutor_book_theme"] = not book
    if "x-thebe-config" in context.get("body", ""):
        context["body"] = THEBE_IN_BODY.sub("", context["body"])
    body = None if book else context.get("body", "")
    scripts = context.get("script_files")
    if scripts is not None:
        scripts[:] = [s for s in scripts
                      if (_wanted(str(s.filename), body) if s.filename
                          else _inline_wanted(s.attributes.get("body", ""), body))]
    styles = context.get("css_files")
    if styles is not None:
        styles[:] = [s for s in styles if _wanted(str(s.filename), body)]


def used_glyphs(outdir: Path) -> set[int]:
    """Code points of every Font Awesome icon the built site can show.

    Icons come from ``fa-…`` classes in the pages and the theme's scripts, and from the
    theme's CSS itself (``--pst-icon-…`` variables, pseudo-elements).
    """
    static = outdir / "_static"
    css = "".join(p.read_text(encoding="utf-8") for p in static.rglob("*.css"))
    by_class: dict[str, set[int]] = {}
    other: set[int] = set()
    for selectors, block in re.findall(r"([^{}]*)\{([^{}]*)\}", css):
        points = {int(h, 16) for h in re.findall(r"\\([0-9a-fA-F]{4,5})", block)}
        points |= {ord(c) for c in block if 0xE000 <= ord(c) <= 0xF8FF}
        if not points:
            continue
        names = [re.fullmatch(r"\s*\.(fa-[a-z0-9-]+):?:before\s*", s) for s in selectors.split(",")]
        if all(names):
            for match in names:
                assert match is not None
                by_class.setdefault(match.group(1), set()).update(points)
        else:
            other |= points
    used: set[str] = set()
    for path in [*outdir.rglob("*.html"), *static.rglob("*.js")]:
        if "_sources" not in path.parts:
            used |= set(ICON_CLASS.findall(path.read_text(encoding="utf-8", errors="ignore")))
    glyphs = set(other)
    for name in used:
        glyphs |= by_class.get(name, set())
    return glyphs


def subset_icon_font(app: Sphinx, exception: Exception | None) -> None:
    """Cut the theme's solid icon font down to the glyphs used (HTML builds only)."""
    if exception is not None or app.builder.format != "html" or app.builder.name == "epub":
        return
    outdir = Path(app.outdir)
    font = outdir / FONT
    if not font.is_file():
        return
    try:
        from fontTools import subset
    except ImportError:  # the icons still render, only heavier
        logger.warning("tutor: fonttools is not installed; the icon font is sent whole")
        return
    glyphs = used_glyphs(outdir)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    font_obj = subset.load_font(str(font), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(glyphs))
    subsetter.subset(font_obj)
    subset.save_font(font_obj, str(font), options)
    # the TrueType copy is only a fallback for browsers without WOFF2; keep it consistent
    ttf = font.with_suffix(".ttf")
    if ttf.is_file():
        options.flavor = None
        font_obj = subset.load_font(str(ttf), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=sorted(glyphs))
        subsetter.subset(font_obj)
        subset.save_font(font_obj, str(ttf), options)


def add_theme_templates(app: Sphinx, config: Any) -> None:
    """Templates that refine sphinx-book-theme's (others have no such blocks to override)."""
    if config.html_theme in ("sphinx_book_theme", "pydata_sphinx_theme"):
        config.templates_path = [str(Path(__file__).parent / "templates" / "book-theme"), *config.templates_path]
        # the theme marks GitHub links with a brand icon, which costs a second icon font (75 KB)
        config.html_theme_options = {**(config.html_theme_options or {}), "shorten_urls": False}


def setup(app: Sphinx) -> None:
    app.connect("config-inited", add_theme_templates)
    app.connect("html-page-context", prune_assets, priority=900)  # after the extensions add theirs
    app.connect("build-finished", subset_icon_font)
