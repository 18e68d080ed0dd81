// The engine's Web Worker: Pyodide and the tutor wheel, behind small JSON messages.
// Shipped to <site>/_engine/worker.mjs by tools/engine.py; the page (tutor-run.js) only
// sends and displays. Every rule is the engine's: this file runs it and passes answers on.
//
// page -> worker  {id, type: "run", ns, lang, fences: [{key, code, quiet}]}
//                 {id, type: "load"}                  (start loading, answer when ready)
// worker -> page  {type: "progress", stage: "pyodide" | "engine" | "ready", from?: "memory" | "files"}
//                 {id, type: "result", fences: [{key, status, examples: [...], error}]}
//                 {id, type: "ready"}
//                 {id, type: "failed", error}        (the engine could not load or answer)
// The Python half is tutor/browser.py (tutor.browser.handle); see it for the fields.
//
// Kept memory: the first page that loads the engine keeps a Pyodide memory snapshot, taken
// once the engine is imported and before any reader's code ran, in Cache Storage under the
// wheel's name and Pyodide's version; a later page restores it instead of starting Python and
// importing the engine again (issue 18: another page ≤ 3 s). Any failure (no Cache Storage
// outside a secure context, no room, a snapshot another build made) falls back to the files.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const CACHE = "tutor-engine";
const indexURL = new URL("./pyodide/", import.meta.url).href;
let engine = null;

async function recall(key) {
  try {
    const kept = await (await caches.open(CACHE)).match(key);
    return kept ? new Uint8Array(await kept.arrayBuffer()) : null;
  } catch (error) {
    return null;
  }
}

async function keep(key, memory) {
  try {
    const cache = await caches.open(CACHE);
    await cache.put(key, new Response(memory));
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);  // earlier builds
  } catch (error) { /* no room, or no Cache Storage: the next page loads from the files */ }
}

async function start() {
  self.postMessage({ type: "progress", stage: "pyodide" });
  // engine.json names the wheel of the same build as the pages; it is revalidated, the wheel is not.
  const manifest = await (await fetch(new URL("./engine.json", import.meta.url), { cache: "no-cache" })).json();
  const wheel = fetch(new URL(manifest.wheel, import.meta.url)).then((answer) => {
    if (!answer.ok) throw new Error("the engine's wheel is missing: " + answer.url);
    return answer.arrayBuffer();
  });
  wheel.catch(() => {});  // reported below, when awaited
  const key = new URL(`${manifest.wheel}.pyodide-${manifest.pyodide}.memory`, import.meta.url).href;
  const memory = self.caches ? await recall(key) : null;
  let pyodide = null;
  if (memory) {
    try {
      pyodide = await loadPyodide({ indexURL, _loadSnapshot: memory });
    } catch (error) {
      caches.open(CACHE).then((cache) => cache.delete(key)).catch(() => {});
    }
  }
  const restored = pyodide !== null;
  if (!restored) pyodide = await loadPyodide({ indexURL, _makeSnapshot: Boolean(self.caches) });
  self.postMessage({ type: "progress", stage: "engine" });
  // the files are not in the memory snapshot: the wheel is unpacked either way
  const purelib = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: purelib });
  const browser = pyodide.pyimport("tutor.browser");
  if (restored) browser.started();
  else if (self.caches) keep(key, pyodide.makeMemorySnapshot());
  self.postMessage({ type: "progress", stage: "ready", from: restored ? "memory" : "files" });
  return browser.handle;
}

self.onmessage = async (event) => {
  const message = event.data;
  try {
    if (!engine) engine = start();
    const handle = await engine;
    if (message.type === "load") {
      self.postMessage({ id: message.id, type: "ready" });
      return;
    }
    self.postMessage(JSON.parse(handle(JSON.stringify(message))));
  } catch (error) {
    self.postMessage({ id: message.id, type: "failed", error: String(error && error.message || error) });
  }
};
