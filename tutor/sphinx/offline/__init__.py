"""The site as an app that works offline (issue 30): an installable app per language, a
favicon on every page, and "Save for offline" on each home page.

Every web page (the three site builds and the standalone book) gets the site's icons, its
theme colours for light and dark, and a link to its language's Web App Manifest
(``manifest.webmanifest`` beside the language's pages: the site's name in that language,
start page its home page), written when the build finishes.

In the site's layout (``tutor_layout = "site"``, which ``tools/site.py`` sets: the language
folders side by side under a root that also holds ``_engine/``) every page also carries
``tutor-offline.js``, which registers the site's service worker once the page has loaded,
and the home page gets the "Save for offline" block.  The service worker itself, and the
list of the build's files it keeps, are written by ``tools/offline.py`` once the whole site
is built, from ``service-worker.js`` beside this file.  The standalone book (``make book``)
is one folder with the engine inside it (``_engine/``, where ``tutor-engine.js`` is told to
look): Run, play and practice work there, offline saving is the site's.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from tutor.i18n import N_, gettext
from tutor.sphinx.base import page_language
from tutor.sphinx.hosting import HREFLANG, ICON_SVG, site_description

__all__ = ["ICONS", "ICON_SVG", "MANIFEST", "NOT_SAVED", "SERVICE_WORKER", "THEME_COLOURS", "TOUCH_ICON", "WORDS",
           "head_tags", "not_saved_words", "save_block", "setup", "web_manifest", "words"]

HERE = Path(__file__).parent
SERVICE_WORKER = HERE / "service-worker.js"
MANIFEST = "manifest.webmanifest"
LAYOUTS = ("site", "book")
#: the browser's own colours around the page, as the theme's background in each scheme
THEME_COLOURS = {"light": "#ffffff", "dark": "#14181e"}
#: the site's icons, in every language's _static (tools/icons.py draws them; the SVG: hosting.ICON_SVG)
ICONS = (  # (file, sizes, purpose)
    ("tutor-icon-192.png", 192, "any"),
    ("tutor-icon-512.png", 512, "any"),
    ("tutor-icon-maskable-512.png", 512, "maskable"),
)
TOUCH_ICON = "tutor-icon-180.png"  # iOS's home screen takes no SVG and no manifest icon

SHORT_NAME = N_("Rules Tutor")  # under the app's icon: a dozen characters at most

#: what tutor-offline.js shows, in the page's language
WORDS = {
    "save": N_("Save for offline"),
    "size": N_("about {size} to download"),
    "megabytes": N_("{number} MB"),
    "saving": N_("Saving for offline… {percent}%"),
    "ready": N_("Saved on this device: every page, Run, practice and play work with no network."),
    "network": N_("Saving stopped: the connection was lost. Press the button again to go on."),
    "newer": N_("Saving stopped: a new version of the site came out. Reload the page, then save again."),
    "room": N_("Saving stopped: this device has no room for {size} more."),
    "failed": N_("Saving stopped ({error}). Press the button again to go on."),
    "updating": N_("A new version of this site is being saved… {percent}%"),
    "update": N_("A new version of this site is here."),
    "reload": N_("Reload"),
    "notice": N_("New version"),
}
#: what the service worker shows for a page it does not keep, when there is no network
NOT_SAVED = {
    "title": N_("This page is not saved on this device"),
    "text": N_("It opens again when you are online. To read every page with no network, "
               "open the home page while online and press “Save for offline”."),
    "home": N_("Go to the home page"),
}


def words(language: str) -> dict[str, str]:
    return {key: gettext(text, language) for key, text in WORDS.items()}


def not_saved_words(language: str) -> dict[str, str]:
    return {key: gettext(text, language) for key, text in NOT_SAVED.items()}


def layout(app: Sphinx) -> str:
    value = str(app.config.tutor_layout)
    if value not in LAYOUTS:
        from sphinx.errors import ConfigError

        raise ConfigError(f"tutor.bad-layout: tutor_layout must be one of {', '.join(LAYOUTS)} (got {value!r})")
    return value


def web_manifest(language: str) -> dict[str, Any]:
    """The Web App Manifest of one language's pages (URLs relative to the manifest, beside them).

    >>> manifest = web_manifest("ru")
    >>> manifest["name"], manifest["start_url"], manifest["display"]
    ('Учебник правил игр', 'index.html', 'standalone')
    """
    from tutor.sphinx import TITLES

    icons: list[dict[str, str]] = [{"src": f"_static/{ICON_SVG}", "sizes": "any", "type": "image/svg+xml"}]
    icons += [{"src": f"_static/{name}", "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
              for name, size, purpose in ICONS]
    # no "id": it defaults to start_url, one app per language
    return {
        "name": TITLES[language],
        "short_name": gettext(SHORT_NAME, language),
        "description": site_description(language),
        "lang": HREFLANG[language],
        "dir": "ltr",
        "start_url": "index.html",
        "scope": "./",
        "display": "standalone",
        "background_color": THEME_COLOURS["light"],
        "theme_color": THEME_COLOURS["light"],
        "categories": ["education", "games"],
        "icons": icons,
    }


def head_tags(root: str, book: bool) -> str:
    """Icons, theme colours and the manifest link for a page whose content root is ``root``."""
    tags = [f'<link rel="icon" href="{root}_static/{ICON_SVG}" type="image/svg+xml">',
            f'<link rel="apple-touch-icon" href="{root}_static/{TOUCH_ICON}">',
            f'<link rel="manifest" href="{root}{MANIFEST}">']
    tags += [f'<meta name="theme-color" content="{colour}" media="(prefers-color-scheme: {scheme})">'
             for scheme, colour in THEME_COLOURS.items()]
    if book:  # the engine is inside the book's folder (tutor-engine.js looks in ../_engine/ otherwise)
        tags.append('<meta name="tutor-engine" content="_engine/">')
    return "\n".join(tags)


def save_block(language: str) -> str:
    """The home page's "Save for offline": hidden until the service worker answers (tutor-offline.js)."""
    said = words(language)
    return (f'<div class="tutor-offline-save" hidden>'
            f'<button type="button" class="tutor-offline-button" data-offline-save>{html.escape(said["save"])}</button>'
            f' <span class="tutor-offline-size"></span>'
            f'<progress class="tutor-offline-progress" max="100" value="0" hidden '
            f'aria-label="{html.escape(said["save"], quote=True)}"></progress>'
            f'<p class="tutor-offline-state" role="status" aria-live="polite" data-offline-state=""></p></div>')


def _page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if app.builder.format != "html" or app.builder.name == "epub":
        return
    language = page_language(app.config)
    site = layout(app) == "site"
    root = context.get("content_root", "")
    context["metatags"] = context.get("metatags", "") + "\n" + head_tags(root, book=not site)
    if not site:
        return
    # every page of the site (the search and index pages too, which have no body): the service
    # worker's registration and a new version's notice; the words in the head
    app.add_js_file("tutor-offline.js", loading_method="defer")  # this page only
    text = json.dumps(words(language), ensure_ascii=False).replace("</", "<\\/")
    context["metatags"] += f'\n<script type="application/json" id="tutor-offline-words">{text}</script>'
    if pagename == app.config.root_doc and "body" in context:  # after the EPUB's line (hosting.py)
        body = context["body"]
        marker = body.find('<p class="tutor-offline">')
        end = body.find("</p>", marker if marker >= 0 else 0)
        block = save_block(language)
        context["body"] = body[: end + 4] + block + body[end + 4:] if end >= 0 else block + body


def _write_manifest(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html" or app.builder.name == "epub":
        return
    text = json.dumps(web_manifest(page_language(app.config)), ensure_ascii=False, indent=1) + "\n"
    (Path(app.outdir) / MANIFEST).write_text(text, encoding="utf-8")


def setup(app: Sphinx) -> None:
    # "site": tools/site.py's three language folders side by side, the engine and the service worker
    # at their root; "book": one folder (``jupyter-book build``), the engine inside it
    app.add_config_value("tutor_layout", "book", "env", types=[str])
    app.connect("html-page-context", _page_context)
    app.connect("build-finished", _write_manifest)
