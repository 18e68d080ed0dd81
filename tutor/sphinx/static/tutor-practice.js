// Practice ({practice}, tutor/sphinx/practice.py): endless puzzles the engine makes from a seed.
// The first puzzle of each theme is built into the page; "Next puzzle" asks the engine's worker
// (tutor-engine.js, message "practice") for the theme's puzzle from another seed. The answers
// are the engine's, in the form (tutor-puzzle.js checks them and tells this script through a
// "tutor-checked" event). Kept in localStorage: a streak, accuracy per theme, and the missed
// puzzles, which come back after 3, then 10, then 30 other puzzles until answered right twice.
// #theme=<name>&seed=<n> opens exactly that puzzle; until the engine has made it, only the loading state shows
// (no other puzzle, nothing to click: an inline script of the page hides the built-in one before it is drawn).
// Puzzles are numbered for readers from 1 (the seed + 1); a counted phrase takes the form the words' "plural"
// table gives its count (tutor.i18n.plural_table: the catalog's rule, looked up here, never written again).
(function () {
  "use strict";
  var engine = window.tutorEngine;
  var lang = document.documentElement.lang || "en";
  var KEPT = 1, LATER = [3, 10, 30], RIGHT_TWICE = 2, SEEDS = 1000000;

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, key) { return key in values ? values[key] : all; });
  }
  function setUp(box) {
    var p = { box: box, game: box.dataset.game, key: "tutor-practice:" + box.dataset.game, serial: 0 };
    p.words = JSON.parse(box.querySelector("script.tutor-practice-words").textContent);
    p.titles = JSON.parse(box.querySelector("script.tutor-practice-titles").textContent);
    p.stage = box.querySelector(".tutor-practice-stage");
    p.title = box.querySelector(".tutor-practice-title");
    p.status = box.querySelector(".tutor-practice-status");
    p.notice = box.querySelector(".tutor-practice-notice");
    p.progressLine = box.querySelector(".tutor-practice-progress");
    p.link = box.querySelector(".tutor-practice-link");
    p.builtIn = {};
    p.builtIn[p.stage.dataset.theme + ":" + p.stage.dataset.puzzleSeed] = p.stage.innerHTML;
    box.querySelectorAll("template.tutor-practice-built-in").forEach(function (t) {
      p.builtIn[t.dataset.theme + ":" + t.dataset.seed] = t.innerHTML;
    });
    p.theme = p.stage.dataset.theme;
    p.seed = Number(p.stage.dataset.puzzleSeed);
    p.progress = recall(p);
    p.counted = false;
    showProgress(p);
    mark(p);
    box.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("button[data-act]");
      if (!button || !box.contains(button)) return;
      if (button.dataset.act === "next") next(p);
      if (button.dataset.act === "reset") reset(p);
    });
    box.addEventListener("tutor-checked", function (event) { answered(p, event.detail.right); });
    window.addEventListener("hashchange", function () { route(p); });
    route(p);
  }
  function w(p, key, values) { return values ? fill(p.words[key], values) : p.words[key]; }
  function counted(p, key, n, values) {
    var forms = p.words[key], form = forms[p.words.plural[n < 100 ? n : 100 + n % 100]];
    return fill(form === undefined ? forms[forms.length - 1] : form, values);
  }
  function numbered(p, theme, seed) { return w(p, "puzzle", { theme: p.titles[theme], number: seed + 1 }); }

  // --- progress: {v, streak, best, count, themes: {name: {right, total}}, due: [{theme, seed, at, step, rights}]}
  function fresh() { return { v: KEPT, streak: 0, best: 0, count: 0, themes: {}, due: [] }; }
  function recall(p) {
    var text = null;
    try { text = localStorage.getItem(p.key); } catch (error) { return fresh(); }
    if (text === null) return fresh();
    try {
      var kept = JSON.parse(text);
      if (kept && kept.v === KEPT && typeof kept.streak === "number" && typeof kept.best === "number" &&
          typeof kept.count === "number" && kept.themes && typeof kept.themes === "object" &&
          Array.isArray(kept.due) && kept.due.every(function (d) {
            return d && typeof d.theme === "string" && typeof d.seed === "number" && typeof d.at === "number";
          })) {
        return kept;
      }
    } catch (error) { /* damaged: start again below */ }
    try { localStorage.removeItem(p.key); } catch (error) { /* nothing kept */ }
    say(p.notice, w(p, "corrupt"));
    return fresh();
  }
  function keep(p) {
    try { localStorage.setItem(p.key, JSON.stringify(p.progress)); } catch (error) { /* full or refused */ }
  }
  function say(node, text) { node.textContent = text; node.hidden = !text; }
  function showProgress(p) {
    var pr = p.progress, parts = [];
    Object.keys(p.titles).forEach(function (name) {
      var t = pr.themes[name];
      if (t && t.total) parts.push(w(p, "accuracy", { theme: p.titles[name], right: t.right, total: t.total }));
    });
    p.progressLine.textContent = parts.length
      ? counted(p, "streak", pr.streak, { count: pr.streak, best: pr.best }) + " " + parts.join("; ") + "."
      : w(p, "none-yet");
    p.box.setAttribute("data-streak", String(pr.streak));
  }
  function answered(p, right) {  // only the first check of a puzzle counts
    if (p.counted) return;
    p.counted = true;
    var pr = p.progress, t = pr.themes[p.theme] || (pr.themes[p.theme] = { right: 0, total: 0 });
    pr.count += 1;
    t.total += 1;
    if (right) { t.right += 1; pr.streak += 1; pr.best = Math.max(pr.best, pr.streak); } else pr.streak = 0;
    var due = pr.due.filter(function (d) { return d.theme === p.theme && d.seed === p.seed; })[0];
    if (due) {
      due.rights = right ? (due.rights || 0) + 1 : 0;
      due.step = Math.min((due.step || 0) + 1, LATER.length - 1);
      due.at = pr.count + LATER[due.step];
      if (due.rights >= RIGHT_TWICE) pr.due.splice(pr.due.indexOf(due), 1);
    } else if (!right) {
      pr.due.push({ theme: p.theme, seed: p.seed, at: pr.count + LATER[0], step: 0, rights: 0 });
    }
    keep(p);
    showProgress(p);
  }
  function reset(p) {
    p.progress = fresh();
    try { localStorage.removeItem(p.key); } catch (error) { /* nothing kept */ }
    say(p.notice, w(p, "reset-done"));
    showProgress(p);
  }

  // --- which puzzle
  function route(p) {
    var hash = {};
    location.hash.replace(/^#/, "").split("&").forEach(function (part) {
      var cut = part.indexOf("=");
      if (cut > 0) hash[decodeURIComponent(part.slice(0, cut))] = decodeURIComponent(part.slice(cut + 1));
    });
    if (!hash.theme || !(hash.theme in p.titles)) { waiting(p, false); return; }  // nothing to open
    var seed = /^\d{1,9}$/.test(hash.seed || "") ? Number(hash.seed) : null;
    if (seed === null) {
      var first = Object.keys(p.builtIn).filter(function (k) { return k.split(":")[0] === hash.theme; })[0];
      seed = Number(first.split(":")[1]);
    }
    if (hash.theme === p.theme && seed === p.seed && p.stage.innerHTML) { waiting(p, false); return; }
    open(p, hash.theme, seed);
  }
  function next(p) {
    var pr = p.progress, due = pr.due.filter(function (d) { return d.theme === p.theme && d.at <= pr.count; })[0];
    if (due) { say(p.notice, w(p, "due")); open(p, due.theme, due.seed); return; }
    say(p.notice, "");
    var seed;
    do { seed = Math.floor(Math.random() * SEEDS); } while (p.builtIn[p.theme + ":" + seed]);
    open(p, p.theme, seed);
  }
  function open(p, theme, seed) {
    var built = p.builtIn[theme + ":" + seed], serial = ++p.serial;
    if (built) { show(p, theme, seed, built); return; }
    p.status.textContent = engine.ready() ? w(p, "making") : w(p, "loading");
    p.box.setAttribute("aria-busy", "true");
    // only the loading state until this puzzle is there: nothing of another puzzle to see or to click
    p.stage.innerHTML = "";
    p.title.textContent = numbered(p, theme, seed);
    waiting(p, true);
    engine.send({ type: "practice", theme: p.game + "." + theme, seed: seed, lang: lang }).then(function (m) {
      if (serial !== p.serial) return;
      p.box.removeAttribute("aria-busy");
      waiting(p, false);
      if (m.type !== "puzzle") { p.status.textContent = w(p, "failed", { error: m.error }); return; }
      show(p, theme, seed, m.html);
      p.status.textContent = "";
    });
  }
  function show(p, theme, seed, markup) {
    p.serial++;
    p.box.removeAttribute("aria-busy");
    p.theme = theme;
    p.seed = seed;
    p.counted = false;
    p.stage.innerHTML = markup;
    p.stage.dataset.theme = theme;
    p.stage.setAttribute("data-puzzle-seed", String(seed));
    p.title.textContent = numbered(p, theme, seed);
    waiting(p, false);
    var hash = "#theme=" + encodeURIComponent(theme) + "&seed=" + seed;
    p.link.setAttribute("href", hash);
    if (location.hash !== hash && history.replaceState) history.replaceState(null, "", hash);
    mark(p);
  }
  function waiting(p, on) {  // the stage hidden while the engine makes the puzzle a link or Next asked for
    p.box.classList.toggle("tutor-practice-waiting", on);
    p.box.classList.remove("tutor-practice-linked");  // the page's own early hiding, before this script ran
  }
  function mark(p) {
    p.box.querySelectorAll(".tutor-practice-themes a[data-theme]").forEach(function (a) {
      if (a.dataset.theme === p.theme) a.setAttribute("aria-current", "true"); else a.removeAttribute("aria-current");
    });
  }

  function init() {
    if (!engine || !window.Worker) {  // no engine: the built-in puzzle stays, whatever a link asked for
      document.querySelectorAll(".tutor-practice-linked").forEach(function (box) {
        box.classList.remove("tutor-practice-linked");
        box.querySelector(".tutor-practice-status").textContent =
          JSON.parse(box.querySelector("script.tutor-practice-words").textContent)["built-in"];
      });
      return;
    }
    document.querySelectorAll(".tutor-practice").forEach(setUp);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init); else init();
})();
