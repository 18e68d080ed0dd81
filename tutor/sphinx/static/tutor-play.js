// A whole game against the engine's automatic players ({play-game}, tutor/sphinx/play.py): the controller.
// The page sends steps and shows answers; the engine (tutor-engine.js -> the worker -> tutor/browser.py,
// messages "game", "advice" and "replay") decides every rule: the legal decisions and their words, the
// refusals and their reasons, the other seats' decisions, the table, the log, the outcome and its reasons.
// Its parts, one concern each: tutor-table.js (the table), tutor-board.js (clicks on the board: the one board
// protocol), tutor-decisions.js (the list of decisions), tutor-log.js (the log), tutor-common.js (helpers,
// what this browser keeps). The game (seed, rule options, seat, level, decisions) is kept in localStorage
// while it is on, so a reload or a closed tab continues where it was; a finished game is not kept.
(function () {
  "use strict";
  var c = window.tutorCommon, engine = window.tutorEngine;
  var lang = document.documentElement.lang || "en";
  var KEPT = 2, PACES = [3000, 2000, 1000, 500, 250, 0], PACE = 2;

  // the game area, and the body's mark that a game is in play (the theme's back-to-top button then
  // stays out of the way of the decisions: tutor.css; a :has() rule would not pass the EPUB's CSS check)
  function showArea(p, on) {
    p.area.hidden = !on;
    document.body.classList.toggle("tutor-game-on", on);
  }

  function setUp(box) {
    var p = { box: box, game: box.dataset.game, words: c.words(box, "tutor-play-words"),
              links: c.words(box, "tutor-play-links"), names: c.words(box, "tutor-play-names"),
              key: "tutor-play:" + box.dataset.game, pace: PACE, busy: false, timer: null, last: null, serial: 0 };
    ["form:.tutor-play-setup", "notice:.tutor-play-notice", "progress:.tutor-play-progress", "area:.tutor-play-game",
     "table:.tutor-play-table", "status:.tutor-play-status", "board:.tutor-play-board", "said:.tutor-play-said",
     "picked:.tutor-play-picked", "hint:.tutor-play-hint", "coachNote:.tutor-play-coach",
     "decide:.tutor-play-decide", "help:.tutor-play-decide-help", "list:.tutor-play-decisions",
     "dice:.tutor-play-dice", "paceBox:.tutor-play-pace", "speed:.tutor-play-speed", "end:.tutor-play-end",
     "log:.tutor-play-log", "coachSwitch:.tutor-play-coach-switch"].forEach(function (pair) {
      var at = pair.indexOf(":");
      p[pair.slice(0, at)] = box.querySelector(pair.slice(at + 1));
    });
    p.seed = p.form.querySelector("input[name=seed]");
    p.seed.value = String(Math.floor(Math.random() * 1000000));  // a new game each visit; shown, so it can be shared
    p.tableView = window.tutorTable(p.table);
    p.decisions = window.tutorDecisions(p.list, p.words);
    p.logView = window.tutorLog(p.log);
    p.clicks = window.tutorBoard(p.board, {
      decided: function (decision) { decide(p, { play: decision }); },
      unknown: function (path) { decide(p, { clicks: path }, path); },
      picked: function (path, names) {
        c.say(p.picked, path.length ? w(p, "picked", { places: names.join(" → ") }) : "");
        if (p.last && mine(p, p.last)) listDecisions(p);
      }
    });
    p.coachSwitch.checked = c.store.get(p.key + ":coach", function (v) { return typeof v === "boolean"; }) === true;
    p.coachSwitch.addEventListener("change", function () { c.store.set(p.key + ":coach", p.coachSwitch.checked); });
    showSpeed(p);

    var kept = c.store.get(p.key, valid);
    if (kept === c.store.DAMAGED) c.say(p.notice, w(p, "corrupt"));
    else if (kept) offer(p, kept);
    box.querySelector(".tutor-play-write").addEventListener("submit", function (event) {
      event.preventDefault();
      var field = event.target.querySelector("input");
      if (field.value.trim()) decide(p, { play: field.value.trim() });
    });
    p.form.addEventListener("submit", function (event) {
      event.preventDefault();
      var own = p.form.querySelector("input[name=own-dice]");
      begin(p, { v: KEPT, game: p.game, seed: own && own.checked ? null : Number(p.seed.value), options: options(p),
                 seat: p.form.querySelector("select[name=seat]").value,
                 level: p.form.querySelector("select[name=level]").value, record: "" });
    });
    box.addEventListener("click", function (event) {
      var target = event.target.closest ? event.target : null;
      if (!target) return;
      var button = target.closest("button[data-act]"), decision = target.closest("button[data-decision]");
      if (decision && p.list.contains(decision)) decide(p, { play: decision.dataset.decision });
      else if (button) act(p, button.dataset.act, button);
    });
    box.setAttribute("data-ready", "");  // set up: a kept game, if any, is offered now
  }
  function valid(kept) {  // a game kept by the page before levels (v 1) goes on at the easy level
    if (kept.v === 1 && kept.level === undefined) { kept.v = KEPT; kept.level = "easy"; }
    return kept.v === KEPT && (kept.seed === null || (typeof kept.seed === "number" && kept.seed >= 0)) &&
      Array.isArray(kept.options) && typeof kept.seat === "string" && typeof kept.record === "string" &&
      typeof kept.level === "string";
  }
  function w(p, key, values) { return values ? c.fill(p.words[key], values) : p.words[key]; }
  function count(record) { return record ? record.split(";").length : 0; }
  function mine(p, m) { return !m.finished && m.to_move === p.game_.seat; }

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
  function offer(p, kept) {
    var n = count(kept.record);
    p.notice.textContent = c.counted(p.words, "saved", n, { seed: kept.seed === null ? "—" : kept.seed, count: n }) + " ";
    p.notice.appendChild(c.make("button", { type: "button", "data-act": "continue" }, w(p, "continue")));
    p.notice.hidden = false;
    p.offered = kept;
  }

  // --- talking to the engine
  function message(p, type, extra) {
    var g = p.game_;
    var m = { type: type, game: g.game, seed: g.seed, options: g.options, record: g.record, seat: g.seat,
              level: g.level, lang: lang };
    Object.keys(extra || {}).forEach(function (k) { m[k] = extra[k]; });
    return m;
  }
  function ask(p, extra) {
    var serial = ++p.serial;
    p.busy = true;
    p.clicks.busy(true);
    if (!engine.ready()) p.progress.hidden = false;
    return engine.send(message(p, "game", extra)).then(function (m) {
      if (serial !== p.serial) return null;  // a newer game or decision took over
      p.busy = false;
      p.clicks.busy(false);
      p.progress.hidden = true;
      if (m.type !== "state") {
        c.say(p.said, w(p, "failed", { error: m.error }));
        p.status.textContent = w(p, "failed", { error: m.error });
        return null;
      }
      return m;
    });
  }
  function begin(p, g) {
    clearTimeout(p.timer);
    p.game_ = g;
    p.logView.clear();
    p.end.hidden = true;
    p.end.querySelector(".tutor-play-replay").textContent = "";
    [p.said, p.picked, p.hint, p.coachNote].forEach(function (node) { node.hidden = true; });
    p.notice.hidden = true;
    p.status.textContent = w(p, "loading");
    showArea(p, true);
    ask(p, { history: true }).then(function (m) {
      if (!m) { showArea(p, !!p.last); return; }
      p.form.hidden = true;
      show(p, m);
    });
  }
  function decide(p, extra, clicked) {
    if (p.busy || !p.last || p.last.finished) return;
    clearTimeout(p.timer);
    var before = p.game_.record, reader = mine(p, p.last);
    p.hint.hidden = true;
    ask(p, extra).then(function (m) {
      if (!m) return;
      show(p, m);
      if (m.refused && clicked) p.clicks.restore(clicked);  // the places picked before the refused one stay
      if (!m.refused && reader && !extra.auto && p.coachSwitch.checked) coach(p, before, m);
    });
  }

  // --- showing the engine's answer
  function show(p, m) {
    var g = p.game_;
    p.last = m;
    g.record = m.record;
    if (m.finished) c.store.remove(p.key); else c.store.set(p.key, g);  // a finished game is never offered again
    p.box.tutorLast = m;  // what the engine last answered (for tests and automation; the page reads it only to show)
    p.table.setAttribute("data-decisions", String(count(m.record)));
    p.table.setAttribute("data-to-move", m.to_move || "");
    p.table.setAttribute("data-outcome", m.finished ? JSON.stringify(m.outcome) : "");
    p.tableView.show(m.table, g.seat, { you: w(p, "you"), turn: w(p, "turn") });
    p.board.innerHTML = m.svg;
    p.clicks.set(m.places || {});
    p.clicks.dress();
    p.logView.add(m.log);
    if (m.refused) refuse(p, m.refused); else c.say(p.said, "");
    var yours = mine(p, m), chance = !m.finished && m.to_move === "chance";
    p.decide.hidden = !(yours || chance);
    p.paceBox.hidden = m.finished;
    p.list.textContent = "";
    p.dice.hidden = true;
    if (yours) {
      p.help.textContent = w(p, Object.keys(m.places || {}).length ? "click-help" : "list-help");
      listDecisions(p);
      p.status.textContent = w(p, "your-turn", { seat: (m.names && m.names[g.seat]) || g.seat });
    } else if (chance) {
      throwing(p, m);
    } else if (m.finished) {
      p.status.textContent = w(p, "over");
      finish(p, m);
    } else {
      p.status.textContent = w(p, "thinking", { seat: name(p, m.to_move) });
      p.timer = setTimeout(function () { decide(p, { auto: true }); }, PACES[p.pace]);
    }
    box_aids(p, yours);
  }
  function box_aids(p, yours) {
    p.box.querySelector(".tutor-play-aids").hidden = !yours;
    p.box.querySelector(".tutor-play-write").hidden = !yours;
  }
  function listDecisions(p) {
    var m = p.last;
    p.decisions.show(m.legal, m.words || {}, m.places || {}, p.clicks.path(), m.groups || {}, p.clicks.names);
  }
  function name(p, seat) {
    var n = (p.last && p.last.names && p.last.names[seat]) || p.names[seat] || seat;
    return seat === p.game_.seat ? w(p, "you", { seat: n }) : n;
  }
  function refuse(p, refused) {  // next to the board, read out at once (role="alert"), with the rule's link
    c.say(p.said, w(p, "refused", { reason: refused.message }));
    var link = p.links[refused.code];
    if (link) {
      p.said.appendChild(document.createTextNode(" "));
      p.said.appendChild(c.make("a", { href: link }, w(p, "rule")));
    }
    if (p.said.scrollIntoView) p.said.scrollIntoView({ block: "nearest" });
  }

  // --- the reader's own dice: at a chance node, the faces each die shows (the engine lists the throws)
  function throwing(p, m) {
    var dice = m.dice || {}, steps = Object.keys(dice), others = m.legal.filter(function (s) { return !dice[s]; });
    p.status.textContent = w(p, "chance");
    p.help.textContent = steps.length ? w(p, "throw-pick") : w(p, "chance-other");
    others.forEach(function (step) {
      var b = c.make("button", { type: "button", "data-decision": step, "class": "tutor-decision" });
      b.appendChild(c.make("span", { "class": "tutor-decision-words" }, (m.words || {})[step] || step));
      p.list.appendChild(b);
    });
    if (!steps.length) return;
    var many = 0, picked = [];
    steps.forEach(function (s) { many = Math.max(many, dice[s].length); });
    p.dice.textContent = "";
    p.dice.hidden = false;
    var enter = c.make("button", { type: "button", "class": "tutor-play-enter", disabled: "" }, w(p, "throw-pick"));
    function chosen() {  // the throw the faces picked spell, if the engine listed one (in order, or either order)
      if (picked.filter(function (n) { return n; }).length < many) return null;
      var exact = steps.filter(function (s) { return dice[s].join("-") === picked.join("-"); });
      if (exact.length) return exact[0];
      var sorted = picked.slice().sort().join("-");
      return steps.filter(function (s) { return dice[s].slice().sort().join("-") === sorted; })[0] || null;
    }
    function update() {
      var step = chosen(), complete = picked.filter(function (n) { return n; }).length === many;
      enter.disabled = !step;
      enter.textContent = step ? w(p, "throw", { throw: (m.words || {})[step] || step })
        : complete ? w(p, "throw-none") : w(p, "throw-pick");
      enter.dataset.step = step || "";
    }
    for (var i = 0; i < many; i++) {
      (function (i) {
        var row = c.make("div", { role: "radiogroup", "aria-label": w(p, "die", { n: i + 1 }), "class": "tutor-die-row" });
        row.appendChild(c.make("span", { "class": "tutor-middle-label" }, w(p, "die", { n: i + 1 })));
        for (var n = 1; n <= 6; n++) {
          var b = c.make("button", { type: "button", role: "radio", "aria-checked": "false", "data-face": String(n),
                                     "class": "tutor-die-face" });
          b.appendChild(p.tableView.face("die:" + n, m.table.faces, String(n)));
          b.addEventListener("click", function (event) {
            var face = event.currentTarget;
            picked[i] = Number(face.dataset.face);
            row.querySelectorAll("button").forEach(function (o) { o.setAttribute("aria-checked", String(o === face)); });
            update();
          });
          row.appendChild(b);
        }
        p.dice.appendChild(row);
      })(i);
    }
    enter.addEventListener("click", function () { if (enter.dataset.step) decide(p, { play: enter.dataset.step }); });
    p.dice.appendChild(enter);
  }

  // --- Hint and the coach (the strong player's decision, why, and what the reader's cost)
  function advise(p, record, decision) {
    var extra = { record: record };
    if (decision) extra.decision = decision;
    return engine.send(message(p, "advice", extra));
  }
  function hint(p) {
    if (!p.last || !mine(p, p.last)) return;
    var record = p.game_.record;
    advise(p, record).then(function (a) {
      if (a.type !== "advice" || p.game_.record !== record) return;
      note(p.hint, w(p, "hint-said", { decision: a.words || a.decision, reason: a.reason }));
      p.clicks.mark((a.paths[0] || []), "tutor-hint");
      p.list.querySelectorAll("[data-decision]").forEach(function (b) {
        b.classList.toggle("tutor-hint", b.dataset.decision === a.decision);
      });
    });
  }
  function coach(p, before, after) {
    var made = after.record.split("; ")[count(before)];
    advise(p, before, made).then(function (a) {
      if (a.type !== "advice" || a.verdict === "best" || a.verdict === "fine" || a.decision === made) return;
      note(p.coachNote, w(p, "coach-said", { verdict: a.verdict_words || "—", decision: a.words || a.decision,
                                            reason: a.reason }));
    });
  }
  function note(node, text) {
    node.querySelector("p").textContent = text;
    node.hidden = false;
  }

  // --- the buttons
  function showSpeed(p) {
    var ms = PACES[p.pace];
    p.speed.textContent = ms ? w(p, "speed", { seconds: new Intl.NumberFormat(lang).format(ms / 1000) })
      : w(p, "speed-fastest");
  }
  function act(p, what) {
    if (what === "continue" && p.offered) { begin(p, p.offered); p.offered = null; return; }
    if (what === "dismiss-hint") { p.hint.hidden = true; p.clicks.mark([], "tutor-hint"); return; }
    if (what === "dismiss-coach") { p.coachNote.hidden = true; return; }
    if (!p.last && what !== "new") return;
    if (what === "hint") hint(p);
    else if (what === "faster" || what === "slower") {
      p.pace = Math.max(0, Math.min(PACES.length - 1, p.pace + (what === "faster" ? 1 : -1)));
      showSpeed(p);
    } else if (what === "to-end") {
      if (p.last.finished) return;
      if (p.busy) { p.serial++; p.busy = false; }  // the answer on its way is overtaken
      decide(p, { until: "end" });
    } else if (what === "new") {
      clearTimeout(p.timer);
      c.store.remove(p.key);
      p.last = null;
      p.serial++;
      showArea(p, false);
      p.form.hidden = false;
      p.seed.value = String(Math.floor(Math.random() * 1000000));
      p.form.querySelector("button[type=submit]").focus();
    } else if (what === "download") download(p);
    else if (what === "watch") watch(p);
  }
  function finish(p, m) {
    var rows = p.end.querySelector("tbody"), result = p.end.querySelector(".tutor-play-result");
    result.textContent = m.outcome_words || "";  // who won and who lost, in words
    result.hidden = !m.outcome_words;
    rows.textContent = "";
    Object.keys(m.outcome || {}).forEach(function (seat) {
      var row = c.make("tr", {});
      row.appendChild(c.make("th", { scope: "row" }, name(p, seat)));
      var points = m.outcome[seat];
      row.appendChild(c.make("td", {}, (points > 0 ? "+" : "") + points));
      rows.appendChild(row);
    });
    p.end.querySelector(".tutor-play-explained").innerHTML = m.result_html;  // the engine's markup, line by line
    p.end.hidden = false;
  }
  function download(p) {
    var g = p.game_;
    var text = w(p, "record-file", { game: p.box.dataset.game, seed: g.seed === null ? "—" : g.seed,
                                      options: g.options.join(" "), record: g.record });
    var link = c.make("a", { href: URL.createObjectURL(new Blob([text], { type: "text/plain" })),
                             download: p.game + "-" + (g.seed === null ? "dice" : g.seed) + ".txt" });
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  function watch(p) {  // the replay's markup is the engine's (tutor.replays.render), as on the {replay} pages
    var g = p.game_, holder = p.end.querySelector(".tutor-play-replay");
    function frame(n) {
      return engine.send({ type: "replay", game: g.game, seed: g.seed, options: g.options, record: g.record,
                           frame: n, lang: lang });
    }
    frame(0).then(function (m) {
      holder.textContent = "";
      if (m.type !== "replay") { holder.textContent = w(p, "failed", { error: m.error }); return; }
      holder.innerHTML = m.html;
      var box = holder.querySelector(".tutor-replay");
      box.addEventListener("tutor-frame", function (event) {  // each frame's drawing, asked for when first shown
        var drawing = event.target.querySelector(".tutor-svg");
        if (!drawing || drawing.innerHTML) return;
        frame(Number(event.target.getAttribute("data-step")) - 1).then(function (answer) {
          if (answer.type === "replay") drawing.innerHTML = answer.svg;
        });
      });
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
