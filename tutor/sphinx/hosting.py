"""Ready to host (issue 10): canonical URLs, social previews, the EPUB's metadata, and
the files at the site root (sitemap.xml, robots.txt, 404.html).

One setting gives every absolute URL: the environment variable ``SITE_URL`` (for example
``https://tutor-games.github.io/tutor/``), empty by default for local use.  Empty, the
pages carry no canonical link and the sitemap lists paths from the site root.
"""

from __future__ import annotations

import html
import os
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError

from tutor.games import games
from tutor.i18n import LANGUAGE_DIRS, LANGUAGE_NAMES, LANGUAGES, LIST_COMMA, N_, gettext, normalize_language

DESCRIPTION = N_("The rules of traditional games ({games}), explained and checked by an "
                 "executable rules engine.")
OFFLINE = N_("Read offline: {link}")
OFFLINE_LINK = N_("the whole book as an EPUB e-book")
NOT_FOUND = N_("Page not found")
NOT_FOUND_TEXT = N_("There is no page at this address; it may have moved.")
GO_HOME = N_("Go to the home page")
OG_LOCALES = {"en": "en_US", "ru": "ru_RU", "zh_CN": "zh_CN"}
HREFLANG = {code: code.replace("_", "-") for code in LANGUAGES}
NOT_INDEXED = {"search", "genindex", "404"}  # pages no search engine or sitemap needs
ICON_SVG = "tutor-icon.svg"  # the site's icon, in tutor/sphinx/static (tools/icons.py; offline.py: the others)


def site_url() -> str:
    """``SITE_URL`` with one trailing slash, or "" when unset."""
    value = os.environ.get("SITE_URL", "").strip()
    if not value:
        return ""
    if not re.match(r"https?://[^/\s]+", value):
        raise ConfigError(f"tutor.bad-site-url: SITE_URL must start with https:// or http:// "
                          f"and name a host (got {value!r})")
    return value.rstrip("/") + "/"


def epub_name(language: str) -> str:
    return f"tutor-{LANGUAGE_DIRS[language]}"


def _configure(app: Sphinx, config: Config) -> None:
    from tutor.sphinx import AUTHORS, TITLES

    language = normalize_language(config.language or "en")
    base = site_url()
    if base:  # Sphinx then writes <link rel="canonical"> on every page
        config.html_baseurl = f"{base}{LANGUAGE_DIRS[language]}/"
    config.epub_basename = epub_name(language)
    config.epub_title = TITLES[language]
    config.epub_author = config.epub_publisher = config.epub_contributor = AUTHORS[language]
    config.epub_language = HREFLANG[language]
    config.epub_description = site_description(language)
    # the NCX repeats the identifier as its uid, and the OPF uses the uid as an XML id: one XML name
    config.epub_identifier = config.epub_uid = epub_name(language)
    config.epub_show_urls = "no"  # a reader's link, not a printed URL after every link
    config.epub_use_index = False
    if not config.version:
        config.version = "1"  # EPUB 3 wants one; the HTML pages do not show it


def _text(fragment: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", fragment))).strip()  # inline tags only


def site_description(language: str) -> str:
    """The site's one-line description, naming the registered games in ``language``."""
    separator = LIST_COMMA[normalize_language(language)]
    return gettext(DESCRIPTION, language).format(games=separator.join(g.name(language) for g in games()))


def page_description(body: str, language: str, limit: int = 200) -> str:
    """The page's first paragraph as plain text, or the site's description.

    >>> page_description('<h1>T</h1><p>The game is played with <a>64 tiles</a>.</p>', "en")
    'The game is played with 64 tiles.'
    """
    match = re.search(r"<p\b[^>]*>(.*?)</p>", body, re.S)
    text = _text(match.group(1)) if match else ""
    if not text:
        return site_description(language)
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"


def head_meta(app: Sphinx, pagename: str, context: dict[str, Any]) -> str:
    """Description and OpenGraph / Twitter preview tags for one page, in its language."""
    from tutor.sphinx import TITLES

    language = normalize_language(app.config.language or "en")
    site = TITLES[language]
    title = _text(context.get("title", "")) or site
    description = page_description(context.get("body", ""), language)
    tags = [("name", "description", description),
            ("property", "og:type", "website" if pagename == app.config.root_doc else "article"),
            ("property", "og:site_name", site),
            ("property", "og:title", title if title == site else f"{title} · {site}"),
            ("property", "og:description", description),
            ("property", "og:locale", OG_LOCALES[language])]
    tags += [("property", "og:locale:alternate", OG_LOCALES[other]) for other in LANGUAGES if other != language]
    if context.get("pageurl"):
        tags.append(("property", "og:url", context["pageurl"]))
    tags.append(("name", "twitter:card", "summary"))
    return "\n".join(f'  <meta {kind}="{key}" content="{html.escape(value, quote=True)}"/>'
                     for kind, key, value in tags)


def _page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                  doctree: Any) -> None:
    language = normalize_language(app.config.language or "en")
    if app.builder.name == "epub":
        # XHTML wants no HTML-style <link> tags, and a book has no other-language alternates
        context["metatags"] = re.sub(r'<link rel="alternate"[^>]*>\n?', "", context.get("metatags", ""))
        return
    context["tutor_head_meta"] = head_meta(app, pagename, context)
    if pagename in NOT_INDEXED:
        context["tutor_head_meta"] += '\n  <meta name="robots" content="noindex"/>'
    if pagename == app.config.root_doc and "body" in context:
        anchor = (f'<a href="{epub_name(language)}.epub" type="application/epub+zip" download>'
                  f'{html.escape(gettext(OFFLINE_LINK, language))}</a>')
        link = f'<p class="tutor-offline">{html.escape(gettext(OFFLINE, language)).format(link=anchor)}</p>'
        body = context["body"]
        end = body.find("</p>")  # after the first paragraph, where a reader looks first
        context["body"] = body[: end + 4] + link + body[end + 4:] if end >= 0 else body + link


def _epub_exclude(app: Sphinx) -> list[tuple[str, dict[str, Any], str]]:
    """Keep the assets no book page uses out of the EPUB (epubcheck rejects myst-nb's CSS)."""
    from tutor.sphinx.light import OPTIONAL_ASSETS

    if app.builder.name != "epub":
        return []  # html-collect-pages: no extra pages
    static = Path(app.outdir) / "_static"
    excluded = [f"_static/{p.relative_to(static).as_posix()}" for p in static.rglob("*")
                if p.is_file() and any(fragment in p.name for fragment in OPTIONAL_ASSETS)]
    app.config.epub_exclude_files = [*app.config.epub_exclude_files, *excluded]
    return []


def _epub_svg(app: Sphinx, exception: Exception | None) -> None:
    """Declare inline SVG in the EPUB's manifest (EPUB 3 requires it), then zip the book again."""
    if exception is not None or app.builder.name != "epub":
        return
    outdir = Path(app.outdir)
    opf = outdir / "content.opf"
    text = opf.read_text(encoding="utf-8")

    def mark(match: re.Match[str]) -> str:
        item, href = match.group(0), match.group(1)
        page = outdir / html.unescape(href)
        if "properties=" in item or not page.is_file() or "<svg" not in page.read_text(encoding="utf-8"):
            return item
        return item.replace("<item ", '<item properties="svg" ', 1)

    marked = re.sub(r'<item [^>]*href="([^"]+\.xhtml)"[^>]*>', mark, text)
    if marked != text:
        opf.write_text(marked, encoding="utf-8")
        app.builder.build_epub()  # type: ignore[attr-defined]


# --- the site root, written once the three languages are built ---------------------------

def built_languages(html_root: Path) -> list[str]:
    return [code for code in LANGUAGES if (html_root / LANGUAGE_DIRS[code]).is_dir()]


def page_names(html_root: Path) -> list[str]:
    """Pages present in every language built (``<game>/index`` …), search and index pages left out."""
    names = None
    for folder in (LANGUAGE_DIRS[code] for code in built_languages(html_root)):
        found = {str(p.relative_to(html_root / folder).with_suffix("")) for p in (html_root / folder).rglob("*.html")
                 if not {"_static", "_sources", "_images"} & set(p.parts)}
        names = found if names is None else names & found
    return sorted(n for n in (names or set()) if n not in NOT_INDEXED)


def sitemap(html_root: Path, base: str) -> str:
    """Every page in every language, each with its hreflang alternates (and x-default: English)."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
             'xmlns:xhtml="http://www.w3.org/1999/xhtml">']
    languages = built_languages(html_root)
    for name in page_names(html_root):
        urls = {code: f"{base or '/'}{LANGUAGE_DIRS[code]}/{name}.html" for code in languages}
        alternates = [f'    <xhtml:link rel="alternate" hreflang="{HREFLANG[code]}" href="{html.escape(url)}"/>'
                      for code, url in urls.items()]
        default = urls.get("en", urls[languages[0]])
        alternates.append(f'    <xhtml:link rel="alternate" hreflang="x-default" href="{html.escape(default)}"/>')
        for code in languages:
            lines += ["  <url>", f"    <loc>{html.escape(urls[code])}</loc>", *alternates, "  </url>"]
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"


def robots(base: str) -> str:
    text = "User-agent: *\nAllow: /\n"
    return text + (f"Sitemap: {base}sitemap.xml\n" if base else "")


def icon_link() -> str:
    """The icon for a page outside the language folders (the root page, 404.html), written into it:
    404.html is served at any address, where no relative link would find a file.

    >>> icon_link().startswith('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg')
    True
    """
    from urllib.parse import quote

    drawing = (Path(__file__).parent / "static" / ICON_SVG).read_text(encoding="utf-8").strip()
    return f'<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,{quote(drawing, safe=" =:/")}">'


def not_found_page(base: str) -> str:
    """One 404 page in the three languages; links from the site root, wherever it is served."""
    root = base or "/"
    sections = []
    for code in LANGUAGES:
        tag = HREFLANG[code]
        sections.append(
            f'<section lang="{tag}">\n<h2>{html.escape(gettext(NOT_FOUND, code))}</h2>\n'
            f"<p>{html.escape(gettext(NOT_FOUND_TEXT, code))}</p>\n"
            f'<p><a href="{root}{LANGUAGE_DIRS[code]}/index.html" hreflang="{tag}">'
            f"{html.escape(gettext(GO_HOME, code))}</a> ({LANGUAGE_NAMES[code]})</p>\n</section>")
    title = " · ".join(gettext(NOT_FOUND, code) for code in LANGUAGES)
    body = "\n".join(sections)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
{icon_link()}
<title>{html.escape(title)}</title>
<style>
body {{ font-family: system-ui, "Noto Sans CJK SC", sans-serif; max-width: 40em; margin: 2em auto; padding: 0 1em; line-height: 1.5; color: #222; background: #fff; }}
a {{ color: #0a5bb5; }}
@media (prefers-color-scheme: dark) {{ body {{ color: #eee; background: #121212; }} a {{ color: #8ab4f8; }} }}
</style>
</head>
<body>
<main>
<h1>404</h1>
{body}
</main>
</body>
</html>
"""


def write_root_files(html_root: Path) -> list[Path]:
    """sitemap.xml, robots.txt and 404.html at the site root (beside the language folders)."""
    base = site_url()
    files = {"sitemap.xml": sitemap(html_root, base), "robots.txt": robots(base), "404.html": not_found_page(base)}
    written = []
    for name, text in files.items():
        path = html_root / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def setup(app: Sphinx) -> None:
    app.connect("config-inited", _configure)
    app.connect("html-page-context", _page_context)
    app.connect("html-collect-pages", _epub_exclude)
    app.connect("build-finished", _epub_svg)
