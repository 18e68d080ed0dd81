// The engine's worker, shared by every part of a page that asks it something: Run on the
// doctest fences (tutor-run.js), the play pages (tutor-play.js), practice (tutor-practice.js).
// One worker a page (<site>/_engine/worker.mjs: Pyodide and the engine's wheel), started by
// the first message, never before. This file only carries messages; it decides nothing.
//   tutorEngine.send(message) -> Promise of the worker's answer ({type: "failed", error} if it could not answer)
//   tutorEngine.stop(answer)  ends the worker: every waiting message gets `answer`
//   tutorEngine.listen(fn)    fn(stage) on each progress message ("pyodide", "engine", "ready")
//   tutorEngine.ready()       whether the engine has loaded
window.tutorEngine = window.tutorEngine || (function () {
  "use strict";
  var worker = null, loaded = false, serial = 0, pending = {}, listeners = [];
  function engineURL(name) {
    var root = document.documentElement.getAttribute("data-content_root") || "";
    var book = document.querySelector('meta[name="tutor-engine"]');  // the standalone book: inside its folder
    return new URL((book ? book.content : "../_engine/") + name, new URL(root, location.href)).href;
  }
  function start() {
    if (worker) return worker;
    worker = new Worker(engineURL("worker.mjs"), { type: "module" });
    worker.onmessage = function (event) {
      var m = event.data;
      if (m.type === "progress") {
        loaded = m.stage === "ready";
        listeners.forEach(function (fn) { fn(m.stage); });
        return;
      }
      var done = pending[m.id];
      delete pending[m.id];
      if (done) done(m);
    };
    worker.onerror = function (event) {
      event.preventDefault();
      stop({ type: "failed", error: event.message || "worker" });
    };
    return worker;
  }
  function stop(answer) {
    if (worker) worker.terminate();
    worker = null; loaded = false;
    var waiting = pending; pending = {};
    Object.keys(waiting).forEach(function (id) { waiting[id](answer); });
  }
  function send(message) {
    return new Promise(function (resolve) {
      message.id = ++serial;
      pending[message.id] = resolve;
      start().postMessage(message);
    });
  }
  return {
    send: send, stop: stop,
    listen: function (fn) { listeners.push(fn); },
    ready: function () { return loaded; },
    running: function () { return worker !== null; }
  };
})();
