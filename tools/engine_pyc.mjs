// Compiles the engine's wheel to bytecode for the browser's Python (tools/engine.py runs it).
//   node tools/engine_pyc.mjs IN.whl OUT.whl
// Pyodide from node_modules (the same files the site ships) unpacks the wheel, compiles every
// module with compileall (unchecked-hash .pyc, so no source timestamps matter) and writes
// the wheel again with the __pycache__ folders and an updated RECORD. The browser then
// imports the engine without compiling its source on every visit.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [input, output] = process.argv.slice(2);
const indexURL = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (text) => console.error(text) });
pyodide.FS.writeFile("/tmp/in.whl", new Uint8Array(readFileSync(input)));
pyodide.runPython(`
import base64, compileall, hashlib, py_compile, zipfile, sys
from pathlib import Path
root = Path("/tmp/wheel")
with zipfile.ZipFile("/tmp/in.whl") as archive:
    names = archive.namelist()
    archive.extractall(root)
if not compileall.compile_dir(str(root / "tutor"), quiet=2, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH):
    raise SystemExit("compileall failed")
record = next(n for n in names if n.endswith(".dist-info/RECORD"))
files = [n for n in names if n != record]
files += sorted(str(p.relative_to(root)) for p in root.rglob("*.pyc"))
def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
lines = [f"{n},{digest((root / n).read_bytes())},{(root / n).stat().st_size}" for n in files] + [f"{record},,"]
(root / record).write_text("\\n".join(lines) + "\\n")
with zipfile.ZipFile("/tmp/out.whl", "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for name in [*files, record]:
        item = zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0))
        item.compress_type = zipfile.ZIP_DEFLATED
        item.external_attr = 0o644 << 16
        archive.writestr(item, (root / name).read_bytes())
`);
writeFileSync(output, pyodide.FS.readFile("/tmp/out.whl"));
