// Checks a {puzzle} form against the answer the engine computed at build time.
// No network, no framework; one listener serves every puzzle on the page.
// A wrong pick shows the engine's reason under it, and a right pick its reason too. On a rules
// page a missed right answer is not revealed until the learner finds it (or gets everything right):
// he may try again. On a practice page (only the first check counts) each right answer missed is
// marked and shows the engine's reason why it is right, at once.
document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!form.matches || !form.matches("form.tutor-check")) return;
  event.preventDefault();
  var answer = form.dataset.answer ? form.dataset.answer.split("\n") : [];
  var inputs = Array.prototype.slice.call(form.querySelectorAll("input"));
  var output = form.querySelector("output.tutor-verdict");
  if (!inputs.some(function (i) { return i.checked; })) {
    output.textContent = form.dataset.none; output.className = "tutor-verdict bad"; return;
  }
  var wrongPicks = 0, missed = 0, reveal = !!form.closest(".tutor-practice");
  inputs.forEach(function (input) {
    var label = input.closest("label");
    var right = answer.indexOf(input.value) >= 0;
    var wrongPick = input.checked && !right, missedOne = !input.checked && right;
    if (wrongPick) wrongPicks++;
    if (missedOne) missed++;
    label.classList.toggle("tutor-wrong", wrongPick);
    label.classList.toggle("tutor-right", input.checked && right);
    label.classList.toggle("tutor-missed", reveal && missedOne);
    label.querySelector(".tutor-why").hidden = !(input.checked || (reveal && missedOne));
  });
  var allRight = wrongPicks === 0 && missed === 0;
  if (allRight) {
    inputs.forEach(function (input) { input.closest("label").querySelector(".tutor-why").hidden = false; });
  }
  var d = form.dataset;
  output.textContent = allRight ? d.ok : !missed ? d.bad : !reveal ? (wrongPicks ? d.bad : d.missed)
    : (wrongPicks ? d.shownBad : d.shown);
  output.className = "tutor-verdict " + (allRight ? "ok" : "bad");
  // a practice page counts the first check of each puzzle (tutor-practice.js)
  form.dispatchEvent(new CustomEvent("tutor-checked", { bubbles: true, detail: { right: allRight } }));
});

// Moving on a puzzle's board: pick the place a piece leaves, then the place it goes to.
// The page counts pieces only to know what can be picked; whether a move is legal is the
// engine's answer, looked up by the key of the moves (tutor.puzzles.move_key, same rules).
(function () {
  function moveKey(steps, captured) {
    var net = {};
    steps.forEach(function (s) { net[s[0]] = (net[s[0]] || 0) - 1; net[s[1]] = (net[s[1]] || 0) + 1; });
    var parts = Object.keys(net).filter(function (p) { return net[p]; })
      .map(function (p) { return p + ":" + net[p]; }).sort();
    return parts.join(",") + "|" + Object.keys(captured).sort().join(",");
  }
  function places(box) { return Array.prototype.slice.call(box.querySelectorAll("[data-place]")); }
  function state(box) {
    if (!box.tutorMoves) box.tutorMoves = { steps: [], from: null };
    return box.tutorMoves;
  }
  function replay(box, steps) {  // pieces per place, and the places where a piece was captured
    var count = {}, capture = {}, captured = {};
    places(box).forEach(function (p) {
      count[p.dataset.place] = Number(p.dataset.pieces);
      if (p.hasAttribute("data-capture")) capture[p.dataset.place] = true;
    });
    steps.forEach(function (s) {
      count[s[0]] -= 1; count[s[1]] = (count[s[1]] || 0) + 1;
      if (capture[s[1]]) captured[s[1]] = true;
      (s[3] || []).forEach(function (p) { captured[p] = true; });  // captured on the way (the engine says where)
    });
    return { count: count, captured: captured };
  }
  // The engine's verdict on a step: the board's data-play-steps maps the key of the steps made so far,
  // then the place left and the place reached, to [legal, words, captured, other pieces moved, piece moved]
  // (the last, when the place holds pieces that differ: the data-piece of the one the step moves);
  // a place's own data-steps holds the verdicts on a single step from it.  "*" stands for any other place.
  function verdictOn(box, steps, from, to) {
    var board = box.querySelector("[data-play-steps]"), map = null;
    if (board) {
      if (!board.tutorSteps) board.tutorSteps = JSON.parse(board.getAttribute("data-play-steps"));
      map = (board.tutorSteps[moveKey(steps, replay(box, steps).captured)] || {})[from] || null;
    } else {
      var place = box.querySelector('[data-place="' + from + '"][data-steps]');
      map = place ? JSON.parse(place.dataset.steps) : null;
    }
    return map ? (map[to] || map["*"] || null) : null;
  }
  // Pieces drawn with the place they stand on (data-at) follow the steps made: each step takes the
  // top piece of its place (the top one of the kind the engine names, data-piece, if it names one; and the
  // others the engine names, a captured piece say) to the top of another, stacked as that place's
  // data-stack says: "x y dx dy room [radius]" (first centre, offset, how many fit).
  function draw(box) {
    var pieces = Array.prototype.slice.call(box.querySelectorAll("[data-at]"));
    if (!pieces.length) return;
    var order = 0, touched = {};
    pieces.forEach(function (p) {
      if (p.tutorHome === undefined) p.tutorHome = p.getAttribute("data-at");
      p.setAttribute("data-at", p.tutorHome); p.tutorOrder = order++; p.removeAttribute("transform");
    });
    function at(name) {
      return pieces.filter(function (p) { return p.getAttribute("data-at") === name; })
        .sort(function (a, b) { return a.tutorOrder - b.tutorOrder; });
    }
    function shift(a, b, kind) {
      var here = at(a), named = kind ? here.filter(function (p) { return p.getAttribute("data-piece") === kind; }) : [];
      if (named.length) here = named;
      if (!here.length) return;
      var top = here[here.length - 1];
      top.setAttribute("data-at", b); top.tutorOrder = order++;
      touched[a] = true; touched[b] = true;
    }
    state(box).steps.forEach(function (s) {
      (s[4] || []).forEach(function (m) { shift(m[0], m[1]); });
      shift(s[0], s[1], s[5]);
    });
    Object.keys(touched).forEach(function (name) {
      var spot = box.querySelector('[data-stack][data-stack-name="' + name + '"]') ||
        box.querySelector('[data-stack][data-place="' + name + '"]');
      if (!spot) return;
      var g = spot.getAttribute("data-stack").split(" ").map(Number), here = at(name);
      var k = here.length > g[4] ? (g[4] - 1) / (here.length - 1) : 1;
      here.forEach(function (p, i) {  // a piece's centre: data-xy ("x y"), or a circle's own
        var xy = (p.getAttribute("data-xy") || p.getAttribute("cx") + " " + p.getAttribute("cy")).split(" ").map(Number);
        var x = g[0] + i * g[2] * k, y = g[1] + i * g[3] * k;
        // a sixth number is the radius the place draws its pieces at (a piece waiting off the board is drawn smaller)
        var scale = g[5] && p.getAttribute("r") ? g[5] / Number(p.getAttribute("r")) : 1;
        if (Math.abs(scale - 1) > 0.01) {
          p.setAttribute("transform", "translate(" + x + " " + y + ") scale(" + scale + ") translate(" + -xy[0] + " " + -xy[1] + ")");
        } else if (Math.abs(x - xy[0]) > 0.01 || Math.abs(y - xy[1]) > 0.01) {
          p.setAttribute("transform", "translate(" + (x - xy[0]) + " " + (y - xy[1]) + ")");
        } else {
          p.removeAttribute("transform");
        }
      });
    });
  }
  function say(panel, text) { panel.querySelector("output").textContent = text; }
  function show(box) {
    var st = state(box), seen = {}, capture = {};
    places(box).forEach(function (p) {
      p.classList.toggle("tutor-picked", p.dataset.place === st.from);
      if (p.hasAttribute("data-capture")) capture[p.dataset.place] = true;
    });
    box.querySelector(".tutor-moves").textContent = st.steps.map(function (s) {
      var hit = capture[s[1]] && !seen[s[1]];
      seen[s[1]] = true;
      return s[2] || s[0] + "/" + s[1] + (hit ? "*" : "");
    }).join(" ");
    draw(box);
  }
  function pick(place) {
    var box = place.closest(".tutor-puzzle"), panel = box && box.querySelector(".tutor-board-moves");
    if (!panel) return;
    var st = state(box), name = place.dataset.place;
    if (st.from === null) {
      if (!(replay(box, st.steps).count[name] > 0)) { say(panel, panel.dataset.noPiece); return; }
      st.from = name;
      say(panel, panel.dataset.picked.replace("{place}", place.dataset.name || name));
    } else if (name === st.from) {
      st.from = null;  // picking it again puts it back
      say(panel, "");
    } else {
      var most = Number((box.querySelector("[data-turn-steps]") || { dataset: {} }).dataset.turnSteps || 0);
      var made = most && st.steps.length >= most ? [] : st.steps;  // one action a turn: a new step replaces the last
      var verdict = verdictOn(box, made, st.from, name);
      if (verdict && !verdict[0]) {
        say(panel, verdict[1].replace("{to}", name));  // refused at once, with the engine's reason; nothing changes
      } else {
        st.steps = made.slice();
        st.steps.push(verdict ? [st.from, name, verdict[1], verdict[2] || [], verdict[3] || [], verdict[4] || ""]
          : [st.from, name]);
        say(panel, "");
      }
      st.from = null;
    }
    show(box);
  }
  function act(button) {
    var box = button.closest(".tutor-puzzle"), panel = button.closest(".tutor-board-moves");
    var st = state(box), what = button.dataset.act;
    if (what === "undo") {
      if (st.from !== null) st.from = null; else st.steps.pop();
      say(panel, "");
    } else if (what === "restart") {
      st.steps = []; st.from = null; say(panel, "");
    } else if (what === "mark") {
      if (!st.steps.length) { say(panel, panel.dataset.nothing); return; }
      var key = moveKey(st.steps, replay(box, st.steps).captured);
      var written = box.querySelector(".tutor-moves").textContent;
      var input = Array.prototype.slice.call(box.querySelectorAll("input[data-moves]"))
        .filter(function (i) { return i.dataset.moves === key; })[0];
      if (input) {
        input.checked = true;
        say(panel, panel.dataset.marked.replace("{moves}", written));
        st.steps = []; st.from = null;
      } else {
        say(panel, panel.dataset.unlisted.replace("{moves}", written));
      }
    }
    show(box);
  }
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!target.closest) return;
    var place = target.closest("[data-place]"), button = target.closest(".tutor-board-moves [data-act]");
    if (place) pick(place); else if (button) act(button);
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var place = event.target.closest && event.target.closest("[data-place]");
    if (place) { event.preventDefault(); pick(place); }
  });
})();
