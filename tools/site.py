"""Build the three-language site and keep the catalogs up to date.

    python -m tools.site build [--out _build]     # catalogs, then en, ru, zh_CN with -W -n, then
                                                   # the engine for the browser (tools/engine.py)
    python -m tools.site catalogs                  # compile the tutor domain into tutor/locale/
    python -m tools.site translations              # refresh .pot/.po files and report what is left

``make site``, ``make translations`` and the tests call these functions.
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
LOCALES = ROOT / "locales"
PACKAGE_LOCALE = ROOT / "tutor" / "locale"
TRANSLATED = ("ru", "zh_CN")
BUILDS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}  # Sphinx language -> output folder


def compile_catalogs() -> list[Path]:
    """Compile ``locales/<lang>/LC_MESSAGES/tutor.po`` into the package (before any build)."""
    written = []
    for language in TRANSLATED:
        source = LOCALES / language / "LC_MESSAGES" / "tutor.po"
        with source.open("rb") as handle:
            catalog = read_po(handle, locale=language, domain="tutor")
        target = PACKAGE_LOCALE / language / "LC_MESSAGES" / "tutor.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        compiled = io.BytesIO()
        write_mo(compiled, catalog)
        # pages depend on this file (tutor.sphinx.base): rewrite it only when it changes
        if not target.is_file() or target.read_bytes() != compiled.getvalue():
            target.write_bytes(compiled.getvalue())
        written.append(target)
    return written


def sphinx_build(builder: str, out: Path, *, language: str = "en", doctrees: Path | None = None,
                 strict: bool = True) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "sphinx", "-c", str(ROOT), "-q", "-b", builder]
    if strict:
        command += ["-W", "-n", "--keep-going"]
    if doctrees is not None:
        command += ["-d", str(doctrees)]
    # the site's layout: language folders side by side, the engine and the service worker at their root
    command += ["-D", f"language={language}", "-D", "tutor_layout=site", str(CONTENT), str(out)]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT)


def root_index() -> str:
    """The site root: sends the browser to its language, with plain links without JavaScript."""
    from tutor.sphinx.hosting import icon_link

    links = "\n".join(
        f'    <li><a href="{folder}/index.html" hreflang="{lang.replace("_", "-")}" lang="{lang.replace("_", "-")}">{label}</a></li>'
        for lang, folder, label in (("en", "en", "English"), ("ru", "ru", "Русский"), ("zh_CN", "zh-cn", "简体中文"))
    )
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game Rules Tutor · Учебник правил игр · 游戏规则导师</title>
{icon_link()}
<script>
(function () {{
  var wanted = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || "en"];
  for (var i = 0; i < wanted.length; i++) {{
    var tag = String(wanted[i]).toLowerCase();
    if (tag.indexOf("ru") === 0) {{ location.replace("ru/index.html"); return; }}
    if (tag.indexOf("zh") === 0) {{ location.replace("zh-cn/index.html"); return; }}
    if (tag.indexOf("en") === 0) {{ location.replace("en/index.html"); return; }}
  }}
  location.replace("en/index.html");
}})();
</script>
</head>
<body>
<h1>Game Rules Tutor · Учебник правил игр · 游戏规则导师</h1>
<ul>
{links}
</ul>
</body>
</html>
"""


def build(out: Path, languages: tuple[str, ...] = tuple(BUILDS), *, engine_required: bool = True,
          pages_only: bool = False) -> dict[str, float]:
    """Build the site into ``out/html/<dir>``, each language with its EPUB beside its home
    page, the root files (index.html, sitemap.xml, robots.txt, 404.html) and the engine
    for the reader's browser (``out/html/_engine``: Pyodide and the engine's wheel, from the
    same checkout as the pages); raise with Sphinx's output if any warning occurs.  Without
    npm the engine cannot ship: an error, unless ``engine_required`` is false (the tests
    outside CI), when the pages are built without it and say so.  ``pages_only``: the HTML
    pages and the root files, no EPUB and no engine (a test of what the pages say)."""
    from tools import engine, offline
    from tutor.sphinx.hosting import epub_name, write_root_files

    compile_catalogs()
    ship_engine = not pages_only
    try:
        if ship_engine:
            engine.ensure_pyodide()  # before the long part: a missing npm fails at once
    except engine.EngineUnavailable as error:
        if engine_required:
            raise
        print(f"tools.site: {error}; the site is built without the engine in the page", file=sys.stderr)
        ship_engine = False
    timings: dict[str, float] = {}

    def one(job: tuple[str, str]) -> tuple[str, str, float, subprocess.CompletedProcess[str]]:
        builder, language = job
        start = time.perf_counter()
        target = out / "html" / BUILDS[language] if builder == "html" else out / builder / BUILDS[language]
        result = sphinx_build(builder, target, language=language,
                              doctrees=out / ("doctrees" if builder == "html" else f"doctrees-{builder}") / language)
        return builder, language, time.perf_counter() - start, result

    failures = []
    jobs = [(builder, language) for builder in (("html",) if pages_only else ("html", "epub")) for language in languages]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for builder, language, seconds, result in pool.map(one, jobs):
            key = language if builder == "html" else f"{language} epub"
            timings[key] = seconds
            if result.returncode != 0:
                failures.append(f"--- {key} (exit {result.returncode})\n{result.stdout}{result.stderr}")
    if failures:
        raise RuntimeError("site build failed:\n" + "\n".join(failures))
    for language in () if pages_only else languages:  # the home page links to it (tutor/sphinx/hosting.py)
        name = f"{epub_name(language)}.epub"
        shutil.copyfile(out / "epub" / BUILDS[language] / name, out / "html" / BUILDS[language] / name)
    (out / "html" / "index.html").write_text(root_index(), encoding="utf-8")
    write_root_files(out / "html")
    if ship_engine:
        engine.ship(out / "html")
    if not pages_only:  # last: the list of every file the reader's browser may keep, and the service worker
        offline.write(out / "html")
    return timings


def translations() -> str:
    """Refresh every catalog from the sources and report what is left to translate."""
    gettext_dir = ROOT / "_build" / "gettext"
    result = sphinx_build("gettext", gettext_dir, strict=False)
    if result.returncode != 0:
        raise RuntimeError(result.stdout + result.stderr)
    run = lambda *args: subprocess.run([sys.executable, "-m", *args], cwd=ROOT, check=True,  # noqa: E731
                                       capture_output=True, text=True)
    run("sphinx_intl", "update", "-p", str(gettext_dir), "-d", str(LOCALES), "-l", "ru", "-l", "zh_CN")
    run("babel.messages.frontend", "extract", "-F", "babel.cfg", "-k", "N_", "-k", "NP_:1,2", "--no-location",
        "--sort-output", "--project", "tutor", "-o", str(LOCALES / "tutor.pot"), "tutor")
    for language in TRANSLATED:
        po = LOCALES / language / "LC_MESSAGES" / "tutor.po"
        verb = "update" if po.exists() else "init"
        run("babel.messages.frontend", verb, "-D", "tutor", "-i", str(LOCALES / "tutor.pot"),
            "-d", str(LOCALES), "-l", language, *(["--no-fuzzy-matching"] if verb == "update" else []))
    return report()


def report() -> str:
    """Untranslated and fuzzy counts for every catalog."""
    lines = []
    for po in sorted(LOCALES.glob("*/LC_MESSAGES/**/*.po")):
        with po.open("rb") as handle:
            catalog = read_po(handle)
        messages = [m for m in catalog if m.id]
        untranslated = sum(1 for m in messages if not m.string or (isinstance(m.string, tuple) and not all(m.string)))
        fuzzy = sum(1 for m in messages if m.fuzzy)
        lines.append(f"{po.relative_to(LOCALES)}: {len(messages)} messages, {untranslated} untranslated, {fuzzy} fuzzy")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.site")
    parser.add_argument("command", choices=("build", "catalogs", "translations", "report"))
    parser.add_argument("--out", type=Path, default=ROOT / "_build")
    args = parser.parse_args(argv)
    if args.command == "catalogs":
        for path in compile_catalogs():
            print(f"compiled {path.relative_to(ROOT)}")
    elif args.command == "build":
        start = time.perf_counter()
        try:
            timings = build(args.out)
        except RuntimeError as error:
            print(error, file=sys.stderr)
            return 1
        detail = ", ".join(f"{lang} {seconds:.1f} s" for lang, seconds in timings.items())
        print(f"built {args.out / 'html'} in {time.perf_counter() - start:.1f} s ({detail})")
    elif args.command == "translations":
        print(translations())
    else:
        print(report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
