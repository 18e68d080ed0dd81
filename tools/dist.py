"""Build the site ready for any static host (``make dist``).

    SITE_URL=https://example.org/tutor/ python -m tools.dist [--out _build]

The three languages with their EPUBs, the root redirect, sitemap.xml, robots.txt and
404.html go to ``<out>/html`` (tools/site.py, tutor/sphinx/hosting.py); then files no
reader ever downloads are removed (source maps, the unused fontawesome.js, build
bookkeeping) and the result is checked.  ``SITE_URL`` gives the canonical URLs; unset,
the site works from any folder but pages carry no absolute URL.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from tools import offline, site
from tutor.sphinx.hosting import epub_name, page_names, site_url

ROOT = Path(__file__).resolve().parent.parent
# never requested by a page: the theme's source maps, its icon script (templates/book-theme/layout.html
# leaves it out), Sphinx's incremental-build record
UNUSED = ("*.map", "fontawesome.js", ".buildinfo")
ROOT_FILES = ("index.html", "404.html", "sitemap.xml", "robots.txt")


def prune(html_root: Path) -> int:
    """Remove files no page uses; return the bytes saved."""
    saved = 0
    for pattern in UNUSED:
        for path in html_root.rglob(pattern):
            if path.is_file():
                saved += path.stat().st_size
                path.unlink()
    return saved


def check(html_root: Path) -> list[str]:
    """What a host would miss; empty when the folder is ready to publish."""
    problems = [f"missing {name}" for name in ROOT_FILES if not (html_root / name).is_file()]
    if not (html_root / "_engine" / "engine.json").is_file():  # the engine in the page (tools/engine.py)
        problems.append("missing _engine/engine.json")
    listing = html_root / offline.LIST  # what the service worker keeps (tools/offline.py): every file there
    if not listing.is_file() or not (html_root / offline.WORKER).is_file():
        problems.append(f"missing {offline.LIST} or {offline.WORKER}")
    else:
        parts = json.loads(listing.read_text(encoding="utf-8"))["parts"]
        problems += [f"{offline.LIST} lists {path}, which is missing" for entries in parts.values()
                     for path, *_ in entries if not (html_root / path).is_file()]
    pages = page_names(html_root)
    if not pages:
        problems.append("no pages")
    for language, folder in site.BUILDS.items():
        for name in pages:
            if not (html_root / folder / f"{name}.html").is_file():
                problems.append(f"missing {folder}/{name}.html")
        if not (html_root / folder / f"{epub_name(language)}.epub").is_file():
            problems.append(f"missing {folder}/{epub_name(language)}.epub")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.dist")
    parser.add_argument("--out", type=Path, default=ROOT / "_build")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        base = site_url()  # a bad SITE_URL stops here with its code, before any build
        site.build(args.out)
    except Exception as error:  # ConfigError or a failed build: the message says which
        print(error, file=sys.stderr)
        return 1
    html_root = args.out / "html"
    saved = prune(html_root)
    problems = check(html_root)
    if problems:
        print("dist: not ready to host:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    files = [p for p in html_root.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"dist: {html_root} ready in {time.perf_counter() - start:.1f} s: {len(files)} files, "
          f"{size / 1e6:.1f} MB ({saved / 1e6:.1f} MB of unused files removed); "
          f"SITE_URL={base or '(unset: no canonical URLs)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
