"""The site as an app that works offline (issue 30): the build's list of files and its service worker.

    python -m tools.offline [_build/html]     # after the whole site is built (tools/site.py calls it)

Writes at the site root:

- ``offline.json``: the build's id and every file a reader's browser may keep, in parts:
  ``root`` (the root page and 404.html), one per language folder (its pages and every file they
  use: scripts, styles, the fonts and images the styles name, the Web App Manifest and its
  icons), ``engine`` (``_engine/``: Pyodide, the engine's wheel, the worker).  Each file with its
  size and the first 16 hex digits of its SHA-256: the service worker keeps a file only when
  its bytes are these, so its cache never mixes two builds.
- ``service-worker.js``: ``tutor/sphinx/offline/service-worker.js`` with the build's id, each
  part's size (bytes kept, and about how many a host sends compressed) and the words of its
  "not saved" page filled in.

The build id is a digest of the list: a rebuild that changes no file keeps every reader's
saved copy; any changed file makes a new id, whose worker replaces the old cache whole.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import posixpath
import re
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

from tools import weight
from tutor.i18n import LANGUAGE_DIRS, LANGUAGES
from tutor.sphinx.hosting import HREFLANG
from tutor.sphinx.offline import MANIFEST, SERVICE_WORKER, not_saved_words

ROOT = Path(__file__).resolve().parent.parent
LIST = "offline.json"
WORKER = "service-worker.js"
ENGINE = "_engine"
ROOT_PAGES = ("index.html", "404.html")
PLACEHOLDER = 'const BUILD = "dev", PARTS = {}, WORDS = {};  // filled in by tools/offline.py'
NOT_A_PAGE = {"_static", "_sources", "_images"}  # folders of a language that hold no page

# what a page asks for: <script src>, <link href> (styles, icons, the manifest), <img src> …
_TAG = re.compile(r"<(script|link|img|source|video|audio|track|iframe|embed|object)\b([^>]*)>", re.I)
_ATTRIBUTE = re.compile(r'\b(src|href|srcset|data|poster)\s*=\s*"([^"]*)"', re.I)
_CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""")
_CSS_IMPORT = re.compile(r"""@import\s+(['"])([^'"]+)\1""")
_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_FONT_FACE = re.compile(r"@font-face\s*\{([^}]*)\}", re.S)
_FONT_SRC = re.compile(r"\bsrc\s*:([^;}]*)")
_LINK_REL = re.compile(r'\brel\s*=\s*"([^"]*)"', re.I)
# a <link> names a file to fetch only with one of these relations (not alternate, canonical, next …)
_FETCHED_RELS = {"stylesheet", "icon", "apple-touch-icon", "manifest", "preload", "modulepreload", "shortcut"}


def _local(reference: str, base: str) -> str | None:
    """The site path ``reference`` names from the file at site path ``base``, or None (another host,
    a data: URL, a fragment)."""
    parts = urlsplit(reference.strip())
    if parts.scheme or parts.netloc or not parts.path:
        return None
    if parts.path.startswith("/"):
        return None  # the site may live in a folder of its host: nothing of ours is written from "/"
    path = posixpath.normpath(posixpath.join(posixpath.dirname(base), unquote(parts.path)))
    return None if path.startswith("..") else path


def page_references(text: str, base: str) -> set[str]:
    """The files the HTML page at site path ``base`` asks for as it loads (not the pages it links to).

    >>> sorted(page_references('<link rel="stylesheet" href="_static/a.css?v=1"><link rel="next" '
    ...        'href="b.html"><script src="../_static/c.js"></script><img srcset="i.png 2x, j.png">', "ru/x/p.html"))
    ['ru/_static/c.js', 'ru/x/_static/a.css', 'ru/x/i.png', 'ru/x/j.png']
    """
    found = set()
    for tag, attributes in _TAG.findall(text):
        if tag.lower() == "link":
            rel = _LINK_REL.search(attributes)
            if not rel or not set(rel.group(1).lower().split()) & _FETCHED_RELS:
                continue
        for name, value in _ATTRIBUTE.findall(attributes):
            values = [v.strip().split(" ")[0] for v in value.split(",")] if name.lower() == "srcset" else [value]
            found |= {path for v in values if (path := _local(v, base))}
    found |= {path for _, ref in _CSS_URL.findall(text) if (path := _local(ref, base))}  # style attributes
    return found


def css_references(text: str, base: str) -> set[str]:
    """The files a style sheet names: imports, images and, of each font, the first source (the
    browser takes the first format it reads, WOFF2 in every browser that runs the engine).

    >>> sorted(css_references('@font-face{src:url(f.woff2) format("woff2"),url(f.ttf)} '
    ...        '/* url(x.png) */ .a{background:url("../i/b.svg")}', "en/_static/s/t.css"))
    ['en/_static/i/b.svg', 'en/_static/s/f.woff2']
    """
    text = _CSS_COMMENT.sub("", text)
    found = set()
    for block in _FONT_FACE.findall(text):
        for sources in _FONT_SRC.findall(block):
            first = _CSS_URL.search(sources)
            if first and (path := _local(first.group(2), base)):
                found.add(path)
    rest = _FONT_FACE.sub("", text)
    refs = [ref for _, ref in _CSS_URL.findall(rest)] + [ref for _, ref in _CSS_IMPORT.findall(rest)]
    return found | {path for ref in refs if (path := _local(ref, base))}


def pages(html_root: Path, folder: str) -> list[str]:
    return sorted(p.relative_to(html_root).as_posix() for p in (html_root / folder).rglob("*.html")
                  if not NOT_A_PAGE & set(p.relative_to(html_root / folder).parts[:-1]))


def part_files(html_root: Path, start: list[str]) -> list[str]:
    """``start`` and every file they use, followed through pages, style sheets and the manifest."""
    seen: set[str] = set()
    todo = [path for path in start if (html_root / path).is_file()]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        file = html_root / path
        if file.suffix == ".html":
            refs = page_references(file.read_text(encoding="utf-8", errors="replace"), path)
        elif file.suffix == ".css":
            refs = css_references(file.read_text(encoding="utf-8", errors="replace"), path)
        elif file.name == MANIFEST:
            icons = json.loads(file.read_text(encoding="utf-8")).get("icons", [])
            refs = {p for icon in icons if (p := _local(icon["src"], path))}
        else:
            refs = set()
        todo += [ref for ref in refs if ref not in seen and (html_root / ref).is_file()]
    return sorted(seen)


def _entry(html_root: Path, path: str) -> tuple[list[object], int]:
    data = (html_root / path).read_bytes()
    wire = len(data) if Path(path).suffix.lower() in weight.AS_IS else len(gzip.compress(data, 6, mtime=0))
    return [path, len(data), hashlib.sha256(data).hexdigest()[:16]], wire


def file_list(html_root: Path) -> tuple[dict[str, object], dict[str, dict[str, int]]]:
    """offline.json's content, and each part's count of files, bytes and bytes on the wire."""
    parts: dict[str, list[str]] = {"root": [p for p in ROOT_PAGES if (html_root / p).is_file()]}
    for language in LANGUAGES:
        folder = LANGUAGE_DIRS[language]
        if (html_root / folder).is_dir():
            parts[folder] = part_files(html_root, pages(html_root, folder))
    engine = html_root / ENGINE
    parts["engine"] = sorted(p.relative_to(html_root).as_posix() for p in engine.rglob("*") if p.is_file()) \
        if engine.is_dir() else []
    listed: dict[str, list[list[object]]] = {}
    sizes: dict[str, dict[str, int]] = {}
    for name, paths in parts.items():
        entries = [_entry(html_root, path) for path in paths]
        listed[name] = [entry for entry, _ in entries]
        sizes[name] = {"files": len(entries), "bytes": sum(int(e[1]) for e, _ in entries),  # type: ignore[call-overload]
                       "wire": sum(wire for _, wire in entries)}
    build = hashlib.sha256(json.dumps(listed, sort_keys=True).encode()).hexdigest()[:16]
    return {"build": build, "parts": listed}, sizes


def service_worker(build: str, sizes: dict[str, dict[str, int]]) -> str:
    """The service worker of this build: the template with its first line filled in."""
    template = SERVICE_WORKER.read_text(encoding="utf-8")
    if template.count(PLACEHOLDER) != 1:
        raise RuntimeError(f"{SERVICE_WORKER} must hold the line {PLACEHOLDER!r} once")
    words = {LANGUAGE_DIRS[code]: {"lang": HREFLANG[code], **not_saved_words(code)} for code in LANGUAGES}
    values = [json.dumps(value, ensure_ascii=False, sort_keys=True) for value in (build, sizes, words)]
    line = "const BUILD = {}, PARTS = {}, WORDS = {};".format(*values)
    return template.replace(PLACEHOLDER, line)


def write(html_root: Path) -> tuple[dict[str, object], dict[str, dict[str, int]]]:
    """Write offline.json and service-worker.js into the built site; return the list and the parts' sizes."""
    listing, sizes = file_list(html_root)
    (html_root / LIST).write_text(json.dumps(listing, separators=(",", ":")) + "\n", encoding="utf-8")
    (html_root / WORKER).write_text(service_worker(str(listing["build"]), sizes), encoding="utf-8")
    return listing, sizes


def main(argv: list[str] | None = None) -> int:
    html_root = Path((argv or sys.argv[1:] or [str(ROOT / "_build" / "html")])[0])
    listing, sizes = write(html_root)
    print(f"build {listing['build']}")
    for name, size in sizes.items():
        print(f"{name:>8}: {size['files']:4} files, {size['bytes'] / 1e6:6.1f} MB, about {size['wire'] / 1e6:5.1f} MB "
              "on the wire")
    return 0


if __name__ == "__main__":
    sys.exit(main())
