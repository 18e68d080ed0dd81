// The engine's Web Worker: Pyodide and the tutor wheel, behind small JSON messages.
// Shipped to <site>/_engine/worker.mjs by tools/engine.py; the page (tutor-run.js) only
// sends and displays. Every rule is the engine's: this file runs it and passes answers on.
//
// page -> worker  {id, type: "run", ns, lang, fences: [{key, code, quiet}]}
//                 {id, type: "load"}                  (start loading, answer when ready)
// worker -> page  {type: "progress", stage: "pyodide" | "engine" | "ready"}
//                 {id, type: "result", fences: [{key, status, examples: [...], error}]}
//                 {id, type: "ready"}
//                 {id, type: "failed", error}        (the engine could not load or answer)
// The Python half is tutor/browser.py (tutor.browser.handle); see it for the fields.
import { loadPyodide } from "./pyodide/pyodide.mjs";

let engine = null;

async function start() {
  self.postMessage({ type: "progress", stage: "pyodide" });
  // engine.json names the wheel of the same build as the pages; it is revalidated, the wheel is not.
  // Both are fetched while Pyodide loads.
  const wheel = fetch(new URL("./engine.json", import.meta.url), { cache: "no-cache" })
    .then((answer) => answer.json())
    .then((manifest) => fetch(new URL(manifest.wheel, import.meta.url)))
    .then((answer) => {
      if (!answer.ok) throw new Error("the engine's wheel is missing: " + answer.url);
      return answer.arrayBuffer();
    });
  wheel.catch(() => {});  // reported below, when awaited
  const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
  self.postMessage({ type: "progress", stage: "engine" });
  const purelib = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: purelib });
  const handle = pyodide.pyimport("tutor.browser").handle;
  self.postMessage({ type: "progress", stage: "ready" });
  return handle;
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
