// The site as an app that works offline (issue 30; tutor/sphinx/offline/). Once the page has
// loaded, registers the site's service worker (<site>/service-worker.js: it keeps the files);
// on a home page, "Save for offline" with the size, the progress and when it is done; on every
// page, a notice when a new version of the site is there. This file only sends and shows.
(function () {
  "use strict";
  var wordsNode = document.getElementById("tutor-offline-words");
  if (!wordsNode || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  var words = JSON.parse(wordsNode.textContent);
  var lang = document.documentElement.lang || "en";
  var content = new URL(document.documentElement.getAttribute("data-content_root") || "", location.href);
  var site = new URL("../", content);
  var parts = ["root", content.pathname.slice(site.pathname.length).replace(/\/$/, ""), "engine"];
  var container = navigator.serviceWorker;
  var controlled = Boolean(container.controller);  // this page came through the worker
  var registration = null, reloading = false, notice = null;
  var box = document.querySelector(".tutor-offline-save");
  var button, size, progress, status, wanted = 0, saving = false, watchdog = null, said = -1;

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, key) { return key in values ? values[key] : all; });
  }
  function megabytes(bytes) {
    var mb = bytes / 1e6;
    var number = new Intl.NumberFormat(lang, { maximumFractionDigits: mb < 10 ? 1 : 0 }).format(mb);
    return fill(words.megabytes, { number: number });
  }
  function make(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // --- the home page's "Save for offline"
  function show(state, text) {
    status.setAttribute("data-offline-state", state);
    status.textContent = text;
  }
  function offer(answer) {  // the worker's state of this language's parts
    box.hidden = false;
    if (answer.saved) return done();
    wanted = answer.bytes;
    size.textContent = "(" + fill(words.size, { size: megabytes(answer.wire) }) + ")";
  }
  function done() {
    finish();
    button.hidden = true;
    size.textContent = "";
    show("ready", words.ready);
  }
  function finish() {
    saving = false;
    clearTimeout(watchdog);
    progress.hidden = true;
    button.setAttribute("aria-disabled", "false");
  }
  function fail(reason, error) {
    finish();
    var text = words[reason] || words.failed;
    show("failed", fill(text, { error: error || reason, size: megabytes(wanted) }));
  }
  function arm() {  // no word from the worker for a minute: it stopped (the reader presses again)
    clearTimeout(watchdog);
    watchdog = setTimeout(function () { fail("network"); }, 60000);
  }
  function save() {
    if (saving || !registration || !registration.active) return;
    if (registration.waiting) return fail("newer");  // saving the old build would be lost at the reload
    saving = true;
    said = -1;
    button.setAttribute("aria-disabled", "true");
    progress.value = 0;
    progress.hidden = false;
    show("saving", fill(words.saving, { percent: 0 }));
    var storage = navigator.storage || {};
    var room = storage.estimate ? storage.estimate() : Promise.resolve({});
    room.then(function (e) {
      if (e.quota && e.quota - e.usage < wanted) return fail("room");
      if (storage.persist) storage.persist().catch(function () {});  // kept until the reader clears it
      arm();
      registration.active.postMessage({ type: "save", parts: parts });
    }, function () { arm(); registration.active.postMessage({ type: "save", parts: parts }); });
  }
  function saved(m) {
    var percent = m.total ? Math.floor(100 * m.done / m.total) : 0;
    progress.value = percent;
    if (percent - said >= 5 || percent === 100) {  // the status is read aloud: not every step of it
      said = percent;
      show("saving", fill(words.saving, { percent: percent }));
    }
    arm();
  }
  if (box) {
    button = box.querySelector("[data-offline-save]");
    size = box.querySelector(".tutor-offline-size");
    progress = box.querySelector("progress");
    status = box.querySelector("[data-offline-state]");
    button.addEventListener("click", save);
  }

  // --- a new version of the site: the reader is told, and takes it by reloading
  function tell(text, reload) {
    // the worker's last progress message may come after its "installed": ready stays ready
    if (!reload && notice && !notice.hidden && notice.getAttribute("data-offline-update") === "ready") return;
    if (!notice) {
      notice = make("aside", { "class": "tutor-offline-notice", "aria-label": words.notice });
      notice.appendChild(make("span", { role: "status" }));
      var again = make("button", { type: "button" }, words.reload);
      again.addEventListener("click", function () {
        reloading = true;
        if (registration && registration.waiting) registration.waiting.postMessage({ type: "update" });
        else location.reload();
      });
      notice.appendChild(again);
      document.body.appendChild(notice);
    }
    notice.hidden = false;
    notice.setAttribute("data-offline-update", reload ? "ready" : "updating");
    notice.firstChild.textContent = text;
    notice.lastChild.hidden = !reload;
  }
  function follow(fresh) {  // a new build's worker: the reader is told once it has everything
    if (!fresh || !container.controller) return;  // none, or the first worker: nothing new to tell
    function now() {
      if (fresh.state === "installed") tell(words.update, true);
      if (fresh.state === "redundant" && notice && !reloading) notice.hidden = true;  // it failed: the old stays
    }
    fresh.addEventListener("statechange", now);
    now();
  }
  function watch() {  // the browser may have found the new worker before this page's load
    follow(registration.waiting || registration.installing);
    registration.addEventListener("updatefound", function () { follow(registration.installing); });
  }
  container.addEventListener("controllerchange", function () {
    if (reloading) return location.reload();
    if (!controlled) { controlled = true; return; }  // a worker took a page it did not load (none does today)
    tell(words.update, true);  // another page took the new version: this one is of the old
  });
  container.addEventListener("message", function (event) {
    var m = event.data || {};
    if (m.type === "updating") tell(fill(words.updating, { percent: Math.floor(100 * m.done / (m.total || 1)) }), false);
    if (!box) return;
    if (m.type === "state") offer(m);
    else if (m.type === "progress" && saving) saved(m);
    else if (m.type === "saved") done();
    else if (m.type === "failed") fail(m.reason, m.error);
  });

  function start() {
    container.register(new URL("service-worker.js", site).href, { scope: site.href }).then(function (r) {
      registration = r;
      watch();
      return container.ready;
    }).then(function (r) {
      registration = r;
      if (!controlled) {  // this page and its files came before the worker: it keeps them too
        var urls = performance.getEntriesByType("resource").map(function (e) { return e.name; });
        r.active.postMessage({ type: "visited", urls: [location.href].concat(urls) });
      }
      if (box) r.active.postMessage({ type: "state", parts: parts });
    }).catch(function () { /* no service worker (a private window may refuse one): the site works online */ });
  }
  if (document.readyState === "complete") start(); else window.addEventListener("load", start);
})();
