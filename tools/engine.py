"""The engine in the reader's browser: what ``make site`` ships for it (issue 18).

    python -m tools.engine [_build/html]     # ship into an already built site

Into ``<site>/_engine/`` (one copy for the three languages, fetched only when a reader
presses Run, Edit or Try on a page):

- five files of Pyodide, from the npm package pinned in ``package.json`` /
  ``package-lock.json`` (``npm ci`` installs it into ``node_modules/``; never a CDN):
  ``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``, ``python_stdlib.zip``,
  ``pyodide-lock.json``;
- the engine as a pure-Python wheel built from this checkout (``tutor/`` with its
  compiled catalogs; without ``_plays.c`` and without the Sphinx face), under a folder
  named by its digest so a browser never mixes versions.  Its modules are compiled to
  bytecode for Pyodide's Python by Pyodide itself under Node (``tools/engine_pyc.mjs``),
  so the browser does not compile the engine's source on every visit (kept in
  ``_build/engine-cache/`` by digest; without Node the wheel ships as source only);
- ``worker.mjs``, the Web Worker that holds Pyodide and the engine
  (``tutor/sphinx/engine/worker.mjs``), and ``engine.json``, which names the wheel.

Files are copied only when they changed, so a rebuild costs nothing here.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tutor"
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
WORKER = PACKAGE / "sphinx" / "engine" / "worker.mjs"
COMPILER = ROOT / "tools" / "engine_pyc.mjs"
CACHE = ROOT / "_build" / "engine-cache"
FOLDER = "_engine"
NAME, VERSION = "tutor", "0.1.0"
WHEEL = f"{NAME}-{VERSION}-py3-none-any.whl"
# the browser needs neither the Sphinx face (docutils) nor the C source of the compiled generator
LEFT_OUT = ("sphinx",)
#: data files the engine reads beside its modules: the strong backgammon player's networks (tutor.backgammon.evaluator)
DATA = ("nets.bin",)
ZIP_DATE = (2026, 1, 1, 0, 0, 0)  # fixed: the same sources give the same wheel, byte for byte


def pyodide_version() -> str:
    return json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]


class EngineUnavailable(RuntimeError):
    """Pyodide cannot be had here (no npm, or ``npm ci`` failed): the pages build, the engine does not ship."""


def ensure_pyodide() -> Path:
    """``node_modules/pyodide`` at the pinned version (``npm ci`` when it is missing or another)."""
    installed = NODE_PYODIDE / "package.json"
    if not installed.is_file() or json.loads(installed.read_text(encoding="utf-8"))["version"] != pyodide_version():
        npm = shutil.which("npm")
        if npm is None:
            raise EngineUnavailable("npm is needed for Pyodide (the engine in the page): apt-get install npm")
        result = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=ROOT,
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise EngineUnavailable(f"npm ci failed (Pyodide for the engine in the page):\n{result.stderr[-2000:]}")
    missing = [name for name in PYODIDE_FILES if not (NODE_PYODIDE / name).is_file()]
    if missing:
        raise EngineUnavailable(f"node_modules/pyodide lacks {missing}: run npm ci")
    return NODE_PYODIDE


def wheel_files() -> list[tuple[str, Path]]:
    """(name in the wheel, file) for every file the browser's engine needs, sorted."""
    files = []
    for path in sorted(PACKAGE.rglob("*")):
        relative = path.relative_to(PACKAGE)
        if not path.is_file() or "__pycache__" in relative.parts or relative.parts[0] in LEFT_OUT:
            continue
        if path.suffix in (".py", ".mo") or path.name == "py.typed" or path.name in DATA:
            files.append((f"{NAME}/{relative.as_posix()}", path))
    if not any(name.endswith(".mo") for name, _ in files):
        raise RuntimeError("the tutor catalogs are not compiled (python -m tools.site catalogs)")
    return files


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def wheel_bytes() -> bytes:
    """The pure-Python wheel of the engine (PEP 427), deterministic."""
    import io

    entries = [(name, path.read_bytes()) for name, path in wheel_files()]
    info = f"{NAME}-{VERSION}.dist-info"
    entries.append((f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\n".encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: tools.engine\nRoot-Is-Purelib: true\n"
                                     b"Tag: py3-none-any\n"))
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in entries) + f"{info}/RECORD,,\n"
    entries.append((f"{info}/RECORD", record.encode()))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in entries:
            item = zipfile.ZipInfo(name, ZIP_DATE)
            item.compress_type = zipfile.ZIP_DEFLATED
            item.external_attr = 0o644 << 16
            archive.writestr(item, data)
    return buffer.getvalue()


def source_digest() -> str:
    """The digest of the engine's source wheel: names its folder on the site."""
    return hashlib.sha256(wheel_bytes()).hexdigest()[:16]


def compiled_wheel(source: bytes, digest: str) -> bytes:
    """The wheel with bytecode for Pyodide's Python beside each module (cached by digest)."""
    cached = CACHE / f"tutor-{digest}.whl"
    if cached.is_file():
        return cached.read_bytes()
    node = shutil.which("node")
    if node is None:
        print("tools.engine: no node here; the engine's wheel ships as source only", file=sys.stderr)
        return source
    CACHE.mkdir(parents=True, exist_ok=True)
    plain = CACHE / f"tutor-{digest}-source.whl"
    plain.write_bytes(source)
    result = subprocess.run([node, str(COMPILER), str(plain), str(cached) + ".part"], capture_output=True, text=True)
    plain.unlink()
    if result.returncode != 0:
        print(f"tools.engine: compiling the wheel failed, it ships as source only:\n{result.stderr[-2000:]}",
              file=sys.stderr)
        return source
    Path(str(cached) + ".part").replace(cached)
    for old in CACHE.glob("tutor-*.whl"):  # keep the newest few
        if old != cached and old.stat().st_mtime < cached.stat().st_mtime - 7 * 86400:
            old.unlink()
    return cached.read_bytes()


def _copy_if_changed(source: Path, target: Path) -> None:
    if target.is_file() and target.stat().st_size == source.stat().st_size \
            and target.stat().st_mtime_ns == source.stat().st_mtime_ns:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def _write_if_changed(target: Path, data: bytes) -> None:
    if not target.is_file() or target.read_bytes() != data:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def ship(html_root: Path) -> dict[str, int]:
    """Put Pyodide, the engine's wheel and the worker into ``html_root/_engine``; return their sizes."""
    source = ensure_pyodide()
    engine = html_root / FOLDER
    for name in PYODIDE_FILES:
        _copy_if_changed(source / name, engine / "pyodide" / name)
    source_wheel = wheel_bytes()
    digest = hashlib.sha256(source_wheel).hexdigest()[:16]
    wheel = compiled_wheel(source_wheel, digest)
    for old in engine.glob("tutor-*"):  # earlier builds' wheels
        if old.name != f"tutor-{digest}":
            shutil.rmtree(old)
    _write_if_changed(engine / f"tutor-{digest}" / WHEEL, wheel)
    _write_if_changed(engine / "worker.mjs", WORKER.read_bytes())
    manifest = {"wheel": f"tutor-{digest}/{WHEEL}", "pyodide": pyodide_version()}
    _write_if_changed(engine / "engine.json", (json.dumps(manifest, indent=1) + "\n").encode())
    return {str(p.relative_to(html_root)): p.stat().st_size for p in sorted(engine.rglob("*")) if p.is_file()}


def main(argv: list[str] | None = None) -> int:
    html_root = Path((argv or sys.argv[1:] or [str(ROOT / "_build" / "html")])[0])
    for name, size in ship(html_root).items():
        print(f"{size:>10} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
