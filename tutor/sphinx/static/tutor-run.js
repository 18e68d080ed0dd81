// Run, Edit, Reset and Share on every doctest fence (tutor/sphinx/doctests.py).
// The page only sends code and shows answers: the engine runs in a Web Worker
// (<site>/_engine/worker.mjs: Pyodide and the engine's wheel), started on the first
// press of Run or Edit, never before (tutor-engine.js carries the messages: see worker.mjs
// and tutor/browser.py).
// An example without an expected output is a question: the engine's answer is shown,
// neutral ("answered"), with its explanation in the page's language where the value has one.
// Share links name a fence by its label (data-label: a hash of its code, tutor/sphinx/doctests.py)
// and carry a checksum of the code, so a link to an example that is gone, or a cut-off link,
// says so instead of loading nothing or half the code.
(function () {
  "use strict";
  var OFFER_STOP = 10000, FORCE_STOP = 30000;  // ms: a Stop button, then a stop
  var LINK = "#tutor-code=";
  var words = {}, blocks = [], ran = {};
  var lang = document.documentElement.lang || "en";
  var engine = window.tutorEngine;

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, key) { return key in values ? values[key] : all; });
  }
  function make(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // --- the worker (tutor-engine.js): one per page, one namespace ("page") for the page's fences, in order
  function progress(stage) {
    var ready = stage === "ready";
    blocks.forEach(function (b) {
      if (!b.busy) return;
      b.status.textContent = ready ? words.running : words.loading;
      if (ready) clock(b);
    });
  }
  function endWorker(answer) {  // every waiting run gets `answer`; the names defined are gone
    ran = {};
    engine.stop(answer);
    if (answer.type === "stopped") engine.send({ type: "load" });  // a fresh engine for the next Run
  }
  function send(message, done) { engine.send(message).then(done); }

  // --- one fence
  function code(b) { return b.editing ? b.area.value : b.source; }
  function setBusy(b, busy) {
    b.busy = busy;
    b.progress.hidden = !busy;
    b.buttons.run.setAttribute("aria-disabled", busy ? "true" : "false");
    if (!busy) b.buttons.stop.hidden = true;
  }
  function run(b) {
    if (b.busy) return;
    var fences = [];
    for (var i = 0; i < blocks.length && blocks[i] !== b; i++) {  // the page's earlier fences first, quietly
      if (!ran[blocks[i].key]) fences.push({ key: blocks[i].key, code: code(blocks[i]), quiet: true });
    }
    fences.push({ key: b.key, code: code(b) });
    fences.forEach(function (f) { ran[f.key] = true; });
    setBusy(b, true);
    b.box.removeAttribute("data-run");
    b.results.textContent = "";
    b.status.textContent = engine.ready() ? words.running : words.loading;
    if (engine.ready()) clock(b);  // else once the engine has loaded: loading is not running
    send({ type: "run", ns: "page", lang: lang, fences: fences }, function (m) {
      clearTimeout(b.offer); clearTimeout(b.force);
      b.offer = b.force = null;
      setBusy(b, false);
      show(b, m);
    });
  }
  function clock(b) {  // a Stop button after 10 s of running; the worker is ended at 30 s
    if (b.offer) return;
    b.offer = setTimeout(function () { b.buttons.stop.hidden = false; b.status.textContent = words.slow; }, OFFER_STOP);
    b.force = setTimeout(function () { endWorker({ type: "stopped" }); }, FORCE_STOP);
  }
  function side(label, text) {
    var box = make("div", { "class": "tutor-example-side" });
    box.appendChild(make("span", { "class": "tutor-example-label" }, label));
    box.appendChild(make("pre", {}, text));
    return box;
  }
  function show(b, m) {
    var fence = m.type === "result" ? m.fences[m.fences.length - 1] : null;
    var status = fence ? fence.status : "error";
    b.box.setAttribute("data-run", status);
    if (!fence) {
      b.status.textContent = m.type === "stopped" ? words.stopped : fill(words["engine-failed"], { error: m.error });
      return;
    }
    if (fence.error) {
      b.status.textContent = fill(words.broken, { error: fence.error });
      return;
    }
    var total = fence.examples.length, bad = 0, answered = 0;
    fence.examples.forEach(function (e) {
      if (e.status === "answered") answered++;
      else if (e.status !== "passed") bad++;
      var item = make("div", { "class": "tutor-example tutor-example-" + e.status });
      var head = make("p", { "class": "tutor-example-head" });
      var mark = e.status === "passed" ? "✓ " : e.status === "answered" ? "→ " : "✗ ";
      head.appendChild(make("span", { "class": "tutor-example-mark" }, mark + words[e.status]));
      head.appendChild(document.createTextNode(" "));
      head.appendChild(make("code", {}, ">>> " + e.source.replace(/\n$/, "").replace(/\n/g, "\n... ")));
      item.appendChild(head);
      if (e.status === "answered" || (e.status === "error" && !e.want)) {  // nothing was expected: the answer alone
        if (e.got) item.appendChild(make("pre", { "class": "tutor-example-answer" }, e.got));
      } else if (e.status !== "passed") {
        var sides = make("div", { "class": "tutor-example-sides" });
        sides.appendChild(side(words.expected, e.want));
        sides.appendChild(side(words.got, e.got));
        item.appendChild(sides);
      }
      if (e.explanation) item.appendChild(make("p", { "class": "tutor-example-explanation" },
        fill(words.explains, { text: e.explanation })));
      if (e.message && e.status !== "passed") item.appendChild(make("p", { "class": "tutor-example-message" },
        fill(words["engine-said"], { message: e.message, code: e.code })));
      b.results.appendChild(item);
    });
    var checked = total - answered;
    b.status.textContent = bad ? fill(words["some-failed"], { failed: bad, total: checked })
      : !answered ? fill(words["all-passed"], { total: total })
      : !checked ? words["all-answered"]
      : fill(words["some-answered"], { answered: answered, passed: checked, total: checked });
  }
  function edit(b, text, fromLink) {
    b.editing = true;
    b.area.value = text;
    b.area.rows = Math.min(30, text.split("\n").length + 1);
    b.area.hidden = false;
    b.listing.hidden = true;
    b.buttons.edit.hidden = true;
    b.buttons.reset.hidden = false;
    b.buttons.share.hidden = false;
    b.note.hidden = !fromLink;
    if (!fromLink) {
      b.area.focus();
      if (!engine.running()) engine.send({ type: "load" });  // the engine loads while the reader types
    }
  }
  function reset(b) {
    b.editing = false;
    b.area.hidden = true;
    b.listing.hidden = false;
    b.buttons.edit.hidden = false;
    b.buttons.reset.hidden = true;
    b.buttons.share.hidden = true;
    b.note.hidden = true;
    b.link.hidden = true;
    b.copied.textContent = "";
    b.results.textContent = "";
    b.status.textContent = "";
    b.box.removeAttribute("data-run");
    b.buttons.edit.focus();
  }
  function encode(text) {
    var bytes = new TextEncoder().encode(text), binary = "";
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function decode(text) {
    var binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  }
  function checksum(text) {  // FNV-1a over the UTF-8 bytes: a cut-off or altered link does not match
    var bytes = new TextEncoder().encode(text), hash = 0x811c9dc5;
    for (var i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193) >>> 0;
    return ("0000000" + hash.toString(16)).slice(-8);
  }
  function share(b) {
    var text = code(b);
    var url = location.href.split("#")[0] + LINK + b.label + ":" + checksum(text) + ":" + encode(text);
    b.link.hidden = false;
    b.linkField.value = url;
    b.linkField.select();
    b.copied.textContent = "";  // the result and the status stay as they are
    var yourself = function () { b.copied.textContent = words["copy-yourself"]; };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(function () { b.copied.textContent = words.copied; }, yourself);
    } else yourself();
  }
  function notice(text, code) {  // a shared link that cannot be loaded: said at the top of the page
    var box = make("div", { "class": "tutor-run-notice", role: "alert" });
    box.appendChild(make("p", {}, text));
    if (code) box.appendChild(make("pre", {}, code));
    var first = blocks[0].box, main = first.closest("article") || first.parentNode;
    main.insertBefore(box, main.firstChild);
    box.scrollIntoView();
    return box;
  }
  function fromLink(value) {  // "<label>:<checksum>:<code>"; an older link: "tutor-doctest-<N>:<code>"
    var parts = value.split(":"), text = null;
    var old = parts.length === 2 && /^tutor-doctest-\d+$/.test(parts[0]);
    try { text = decode(parts[parts.length - 1]); } catch (error) { text = null; }
    if (old) { notice(words["link-old"], text); return; }
    if (parts.length !== 3 || text === null || checksum(text) !== parts[1]) { notice(words["link-damaged"]); return; }
    var target = blocks.filter(function (b) { return b.label === parts[0]; })[0];
    if (!target) { notice(words["link-gone"], text); return; }
    edit(target, text, true);
    target.box.scrollIntoView();
    target.area.focus({ preventScroll: true });
  }

  function setUp(box) {
    var b = { box: box, key: box.id, busy: false, editing: false, buttons: {} };
    var source = box.querySelector(".tutor-run-source");
    b.source = source.getAttribute("data-code");
    b.label = source.getAttribute("data-label") || box.id;
    b.listing = box.querySelector("div[class*='highlight']") || box.querySelector("pre");
    var bar = make("div", { "class": "tutor-run-bar", role: "group", "aria-label": words.controls });
    ["run", "edit", "reset", "share", "stop"].forEach(function (act) {
      var button = make("button", { type: "button", "data-act": act }, words[act]);
      if (act !== "run" && act !== "edit") button.hidden = true;
      b.buttons[act] = button;
      bar.appendChild(button);
    });
    b.note = make("p", { "class": "tutor-run-note" }, words["from-link"]);
    b.note.hidden = true;
    b.area = make("textarea", { "class": "tutor-run-code", "aria-label": words.code, spellcheck: "false",
                                autocapitalize: "off", autocomplete: "off" });
    b.area.hidden = true;
    b.link = make("label", { "class": "tutor-run-link" }, words.link + " ");
    b.linkField = make("input", { type: "text", readonly: "" });
    b.link.appendChild(b.linkField);
    b.copied = make("p", { "class": "tutor-run-copied", "aria-live": "polite" });  // beside the link, not its name
    b.link.hidden = true;
    b.progress = make("progress", { "aria-label": words.loading });
    b.progress.hidden = true;
    b.status = make("p", { "class": "tutor-run-status", role: "status", "aria-live": "polite" });
    b.results = make("div", { "class": "tutor-run-results" });
    box.insertBefore(b.note, b.listing);
    box.insertBefore(b.area, b.listing);
    [bar, b.link, b.copied, b.progress, b.status, b.results].forEach(function (n) { box.appendChild(n); });
    bar.addEventListener("click", function (event) {
      var act = event.target.closest && event.target.closest("button") && event.target.closest("button").dataset.act;
      if (act === "run") run(b);
      else if (act === "edit") edit(b, code(b), false);
      else if (act === "reset") reset(b);
      else if (act === "share") share(b);
      else if (act === "stop") endWorker({ type: "stopped" });
    });
    b.area.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); run(b); }
    });
    return b;
  }

  function init() {
    var source = document.getElementById("tutor-run-words");
    if (!source || !window.Worker || !engine) return;
    engine.listen(progress);
    words = JSON.parse(source.textContent);
    blocks = Array.prototype.map.call(document.querySelectorAll(".tutor-doctest"), setUp);
    if (location.hash.indexOf(LINK) === 0 && blocks.length) {  // a shared link: show its code, never run it unasked
      fromLink(location.hash.slice(LINK.length));
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init); else init();
})();
