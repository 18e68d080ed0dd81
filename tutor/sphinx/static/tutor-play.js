// A whole game against the engine's automatic players ({play-game}, tutor/sphinx/play.py).
// The page sends decisions and shows answers; the engine (tutor-engine.js -> the worker ->
// tutor/browser.py, message "game") decides every rule: the legal decisions, the refusals
// and their reasons, the other seats' decisions, the outcome. Clicking the board only
// compares the places clicked with the paths the engine listed for each legal decision.
// The game (seed, rule options, seat, decisions) is kept in localStorage, so a reload or a
// closed tab continues where it was.
(function () {
  "use strict";
  var engine = window.tutorEngine;
  var lang = document.documentElement.lang || "en";
  var KEPT = 1, PACES = [2400, 1200, 600, 250, 60];

  function make(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, key) { return key in values ? values[key] : all; });
  }
  function json(box, cls) { return JSON.parse(box.querySelector("script." + cls).textContent); }

  function setUp(box) {
    var p = {
      box: box, game: box.dataset.game, words: json(box, "tutor-play-words"), links: json(box, "tutor-play-links"),
      names: json(box, "tutor-play-names"), key: "tutor-play:" + box.dataset.game, pace: 1, busy: false,
      timer: null, path: [], last: null, serial: 0
    };
    p.form = box.querySelector(".tutor-play-setup");
    p.notice = box.querySelector(".tutor-play-notice");
    p.progress = box.querySelector(".tutor-play-progress");
    p.area = box.querySelector(".tutor-play-game");
    p.table = box.querySelector(".tutor-play-table");
    p.status = box.querySelector(".tutor-play-status");
    p.board = box.querySelector(".tutor-play-board");
    p.decide = box.querySelector(".tutor-play-decide");
    p.help = box.querySelector(".tutor-play-decide-help");
    p.list = box.querySelector(".tutor-play-decisions");
    p.said = box.querySelector(".tutor-play-said");
    p.log = box.querySelector(".tutor-play-log");
    p.end = box.querySelector(".tutor-play-end");
    p.seed = p.form.querySelector("input[name=seed]");
    p.seed.value = String(Math.floor(Math.random() * 1000000));  // a new game each visit; shown, so it can be shared

    var kept = recall(p);
    if (kept) offer(p, kept);
    box.querySelector(".tutor-play-write").addEventListener("submit", function (event) {
      event.preventDefault();
      var field = event.target.querySelector("input");
      if (field.value.trim()) decide(p, { play: field.value.trim() });
    });
    p.form.addEventListener("submit", function (event) {
      event.preventDefault();
      begin(p, { v: KEPT, game: p.game, seed: Number(p.seed.value), options: options(p),
                 seat: p.form.querySelector("select[name=seat]").value, record: "" });
    });
    box.addEventListener("click", function (event) {
      var target = event.target.closest ? event.target : null;
      if (!target) return;
      var button = target.closest("button[data-act]"), decision = target.closest("button[data-decision]");
      var place = target.closest("[data-place]");
      if (decision && p.list.contains(decision)) decide(p, { play: decision.dataset.decision });
      else if (button) act(p, button.dataset.act);
      else if (place && p.board.contains(place)) click(p, place);
    });
    box.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" && event.key !== " ") return;
      var place = event.target.closest && event.target.closest("[data-place]");
      if (place && p.board.contains(place)) { event.preventDefault(); click(p, place); }
    });
  }

  // --- the set-up: rule options as NAME=VALUE, as the command line writes them
  function options(p) {
    var out = [], subsets = {};
    p.form.querySelectorAll("[data-option]").forEach(function (field) {
      var name = field.dataset.option;
      if (field.type === "checkbox") {
        subsets[name] = subsets[name] || [];
        if (field.checked) subsets[name].push(field.value);
      } else {
        out.push(name + "=" + field.value.trim());
      }
    });
    Object.keys(subsets).forEach(function (name) { out.push(name + "=" + subsets[name].join(",")); });
    return out;
  }

  // --- what this browser keeps: {v, game, seed, options, seat, record}
  function recall(p) {
    var text = null;
    try { text = localStorage.getItem(p.key); } catch (error) { return null; }
    if (text === null) return null;
    try {
      var kept = JSON.parse(text);
      if (kept && kept.v === KEPT && kept.game === p.game && typeof kept.seed === "number" && kept.seed >= 0 &&
          Array.isArray(kept.options) && typeof kept.seat === "string" && typeof kept.record === "string") {
        return kept;
      }
    } catch (error) { /* damaged: set aside below */ }
    forget(p);
    say(p.notice, w(p, "corrupt"));
    return null;
  }
  function keep(p) {
    try { localStorage.setItem(p.key, JSON.stringify(p.game_)); } catch (error) { /* full or refused: not kept */ }
  }
  function forget(p) { try { localStorage.removeItem(p.key); } catch (error) { /* nothing kept */ } }
  function w(p, key, values) { return values ? fill(p.words[key], values) : p.words[key]; }
  function counted(p, key, n, values) {  // the form the words' plural table gives n (the catalog's rule, looked up)
    var forms = p.words[key], form = forms[p.words.plural[n < 100 ? n : 100 + n % 100]];
    return fill(form === undefined ? forms[forms.length - 1] : form, values);
  }
  function say(node, text) { node.textContent = text; node.hidden = !text; }
  function count(record) { return record ? record.split(";").length : 0; }

  function offer(p, kept) {
    var n = count(kept.record);
    p.notice.textContent = counted(p, "saved", n, { seed: kept.seed, count: n }) + " ";
    var button = make("button", { type: "button", "data-act": "continue" }, w(p, "continue"));
    p.notice.appendChild(button);
    p.notice.hidden = false;
    p.offered = kept;
  }

  // --- talking to the engine
  function ask(p, extra) {
    var g = p.game_, serial = ++p.serial;
    var message = { type: "game", game: g.game, seed: g.seed, options: g.options, record: g.record, seat: g.seat,
                    lang: lang };
    Object.keys(extra || {}).forEach(function (k) { message[k] = extra[k]; });
    p.busy = true;
    if (!engine.ready()) p.progress.hidden = false;
    return engine.send(message).then(function (m) {
      p.busy = false;
      p.progress.hidden = true;
      if (serial !== p.serial) return null;  // a newer game or decision took over
      if (m.type !== "state") {
        say(p.said, w(p, "failed", { error: m.error }));
        p.status.textContent = w(p, "failed", { error: m.error });
        return null;
      }
      return m;
    });
  }
  function begin(p, g) {
    clearTimeout(p.timer);
    p.game_ = g;
    p.path = [];
    p.log.textContent = "";
    p.end.hidden = true;
    p.end.querySelector(".tutor-play-replay").textContent = "";
    say(p.said, "");
    p.notice.hidden = true;
    p.status.textContent = w(p, "loading");
    p.area.hidden = false;
    ask(p, { history: true }).then(function (m) {
      if (!m) { p.area.hidden = !p.last; return; }
      p.form.hidden = true;
      show(p, m);
    });
  }
  function decide(p, extra) {
    if (p.busy || !p.last || p.last.finished) return;
    clearTimeout(p.timer);
    p.path = [];
    ask(p, extra).then(function (m) { if (m) show(p, m); });
  }

  // --- showing the engine's answer
  function show(p, m) {
    var g = p.game_;
    p.last = m;
    g.record = m.record;
    keep(p);
    p.box.tutorLast = m;  // what the engine last answered (for tests and automation; the page reads it only to show)
    p.table.setAttribute("data-decisions", String(count(m.record)));
    p.table.setAttribute("data-to-move", m.to_move || "");
    p.table.setAttribute("data-outcome", m.finished ? JSON.stringify(m.outcome) : "");
    p.board.innerHTML = m.svg;
    p.board.querySelectorAll("[data-place]").forEach(function (place) {
      place.setAttribute("tabindex", "0");
      place.setAttribute("role", "button");
      place.setAttribute("aria-label", place.getAttribute("data-name") || place.getAttribute("data-place"));
    });
    m.log.forEach(function (entry) {  // each sentence names its seat already
      var item = make("li", { "data-seat": entry.seat || "" }, entry.text);
      p.log.appendChild(item);
    });
    if (m.refused) refuse(p, m.refused); else say(p.said, "");
    var mine = !m.finished && m.to_move === g.seat;
    p.decide.hidden = !mine;
    p.list.textContent = "";
    if (mine) {
      var clickable = Object.keys(m.places || {}).length > 0;
      p.help.textContent = w(p, clickable ? "click-help" : "list-help");
      m.legal.forEach(function (decision) {
        p.list.appendChild(make("button", { type: "button", "data-decision": decision, "class": "tutor-notation" },
                                decision));
        p.list.appendChild(document.createTextNode(" "));
      });
      p.status.textContent = w(p, "your-turn", { seat: (m.names && m.names[g.seat]) || g.seat });
      mark(p);
    } else if (m.finished) {
      p.status.textContent = w(p, "over");
      finish(p, m);
    } else {
      p.status.textContent = w(p, "thinking", { seat: name(p, m.to_move) });
      p.timer = setTimeout(function () { decide(p, { auto: true }); }, PACES[p.pace]);
    }
  }
  function name(p, seat) {
    var n = (p.last && p.last.names && p.last.names[seat]) || p.names[seat] || seat;
    return seat === p.game_.seat ? w(p, "you", { seat: n }) : n;
  }
  function refuse(p, refused) {
    say(p.said, w(p, "refused", { reason: refused.message }));
    var link = p.links[refused.code];
    if (link) {
      p.said.appendChild(document.createTextNode(" "));
      p.said.appendChild(make("a", { href: link }, w(p, "rule")));
    }
  }

  // --- clicking the board: the places clicked so far against the paths of each legal decision
  // (places: {decision: [path, ...]}, a decision as the engine writes it; no path begins another)
  function candidates(p) {  // [decision, path] for each path that begins with the places clicked so far
    var paths = p.last.places || {}, made = p.path, found = [];
    Object.keys(paths).forEach(function (d) {
      paths[d].forEach(function (path) {
        for (var i = 0; i < made.length; i++) if (path[i] !== made[i]) return;
        found.push([d, path]);
      });
    });
    return found;
  }
  function click(p, place) {
    if (p.busy || !p.last || p.decide.hidden) return;
    var token = place.getAttribute("data-place");
    // a board with "end" places (how the picked pieces are played, say face up or face down): pick the
    // others in any order, each click again drops it; the end place sends the whole choice
    var ending = p.board.querySelector("[data-end]") !== null, isEnd = place.hasAttribute("data-end");
    if (ending && !isEnd) {
      var at = p.path.indexOf(token);
      if (at >= 0) p.path.splice(at, 1); else p.path.push(token);
      picked(p);
      return;
    }
    if (!ending && p.path.length && p.path[p.path.length - 1] === token) {
      p.path = [];  // the picked place again: start over
      picked(p);
      return;
    }
    p.path.push(token);
    var left = candidates(p);
    var done = left.filter(function (c) { return c[1].length === p.path.length; });
    if (done.length === 1) { decide(p, { play: done[0][0] }); return; }  // a whole path: its decision
    if (!left.length || isEnd) {  // no legal decision starts so (or the choice is complete): the engine says
      var path = p.path;
      p.path = [];
      decide(p, { clicks: path });
      return;
    }
    picked(p);
  }
  function picked(p) {
    say(p.said, p.path.length ? w(p, "picked", { places: p.path.map(function (t) { return placeName(p, t); })
      .join(" → ") }) : "");
    mark(p);
  }
  function placeName(p, token) {
    var node = p.board.querySelector('[data-place="' + CSS.escape(token) + '"]');
    return (node && node.getAttribute("data-name")) || token;
  }
  function mark(p) {  // the places picked, and those that continue a legal decision (looked up, not decided)
    var next = {};
    candidates(p).forEach(function (c) { if (c[1].length > p.path.length) next[c[1][p.path.length]] = true; });
    p.board.querySelectorAll("[data-place]").forEach(function (place) {
      var token = place.getAttribute("data-place");
      place.classList.toggle("tutor-picked", p.path.indexOf(token) >= 0);
      place.classList.toggle("tutor-can", p.path.length > 0 && !!next[token]);
    });
  }

  // --- the buttons
  function act(p, what) {
    if (what === "continue" && p.offered) { begin(p, p.offered); p.offered = null; return; }
    if (!p.last && what !== "new") return;
    if (what === "hint") say(p.said, w(p, "hint-said", { decisions: p.last.legal.join(", ") }));
    else if (what === "faster" || what === "slower") {
      p.pace = Math.max(0, Math.min(PACES.length - 1, p.pace + (what === "faster" ? 1 : -1)));
    } else if (what === "to-end") {
      if (p.last.finished) return;
      if (p.busy) { p.serial++; p.busy = false; }  // the answer on its way is overtaken
      decide(p, { until: "end" });
    } else if (what === "new") {
      clearTimeout(p.timer);
      forget(p);
      p.last = null;
      p.serial++;
      p.area.hidden = true;
      p.form.hidden = false;
      p.seed.value = String(Math.floor(Math.random() * 1000000));
      p.form.querySelector("button[type=submit]").focus();
    } else if (what === "download") download(p);
    else if (what === "watch") watch(p);
  }
  function finish(p, m) {
    var rows = p.end.querySelector("tbody"), list = p.end.querySelector(".tutor-play-payments");
    var result = p.end.querySelector(".tutor-play-result");
    result.textContent = m.outcome_words || "";  // who won and who lost, in words, where the game says more than its payments
    result.hidden = !m.outcome_words;
    rows.textContent = "";
    list.textContent = "";
    Object.keys(m.outcome || {}).forEach(function (seat) {
      var row = make("tr", {});
      row.appendChild(make("th", { scope: "row" }, name(p, seat)));
      var points = m.outcome[seat];
      row.appendChild(make("td", {}, (points > 0 ? "+" : "") + points));
      rows.appendChild(row);
    });
    m.payments_explained.forEach(function (line) { list.appendChild(make("li", {}, line)); });
    p.end.hidden = false;
  }
  function download(p) {
    var g = p.game_;
    var text = w(p, "record-file", { game: p.box.dataset.game, seed: g.seed, options: g.options.join(" "),
                                      record: g.record });
    var link = make("a", { href: URL.createObjectURL(new Blob([text], { type: "text/plain" })),
                           download: p.game + "-" + g.seed + ".txt" });
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  function watch(p) {
    var g = p.game_, holder = p.end.querySelector(".tutor-play-replay");
    function frame(n) {
      return engine.send({ type: "replay", game: g.game, seed: g.seed, options: g.options, record: g.record,
                           frame: n, lang: lang });
    }
    frame(0).then(function (m) {
      holder.textContent = "";
      if (m.type !== "replay") { holder.textContent = w(p, "failed", { error: m.error }); return; }
      // the same markup as the {replay} pages, stepped through by tutor-replay.js; each frame's drawing is
      // asked for when the frame is first shown (a long hand's drawings together would be megabytes)
      var box = make("div", { "class": "tutor-replay", tabindex: "0", role: "group",
                              "aria-label": w(p, "replay-label"), "data-position": w(p, "position") });
      var controls = make("div", { "class": "tutor-replay-controls" });
      controls.appendChild(make("button", { type: "button", "class": "tutor-replay-back" }, "◀ " + w(p, "back")));
      controls.appendChild(make("span", { "class": "tutor-replay-position", "aria-live": "polite" }));
      controls.appendChild(make("button", { type: "button", "class": "tutor-replay-forward" }, w(p, "forward") + " ▶"));
      box.appendChild(controls);
      m.frames.forEach(function (caption, index) {
        var figure = make("figure", { "class": "tutor-replay-frame", "data-step": String(index + 1) });
        figure.appendChild(make("div", { "class": "tutor-svg" }));
        figure.appendChild(make("figcaption", {}, caption));
        box.appendChild(figure);
      });
      box.querySelector(".tutor-replay-frame .tutor-svg").innerHTML = m.svg;
      box.addEventListener("tutor-frame", function (event) {
        var drawing = event.target.querySelector(".tutor-svg");
        if (drawing.innerHTML) return;
        frame(Number(event.target.getAttribute("data-step")) - 1).then(function (answer) {
          if (answer.type === "replay") drawing.innerHTML = answer.svg;
        });
      });
      holder.appendChild(box);
      if (window.tutorReplay) window.tutorReplay(box);
      box.focus();
    });
  }

  function init() {
    if (!engine || !window.Worker) return;
    document.querySelectorAll(".tutor-play").forEach(setUp);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init); else init();
})();
