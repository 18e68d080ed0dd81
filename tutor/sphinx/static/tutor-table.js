// The game table of a play page (issue 27): lays out the table the engine built from the reader's view
// (tutor/table.py: the seats' panels, the middle, the faces of tiles and pieces), the reader's seat at the
// bottom, the others above it (the one before it on the left, the next on the right). It displays; it decides and computes nothing.
//   var table = tutorTable(box); table.show(data, seat, words)   (words: {you, turn})
// Every tile and piece is a small picture named in the reader's language (its accessible name, the
// tooltip on hover, and a bubble on a long press).
window.tutorTable = window.tutorTable || (function () {
  "use strict";
  var c = window.tutorCommon, NS = "http://www.w3.org/2000/svg", serial = 0;

  function setUp(box) {
    var top = box.querySelector(".tutor-table-others"), middle = box.querySelector(".tutor-table-middle");
    var bottom = box.querySelector(".tutor-table-you");
    var sprite = document.createElementNS(NS, "svg"), made = {}, prefix = "tutor-face-" + (++serial) + "-";
    sprite.setAttribute("aria-hidden", "true");
    sprite.setAttribute("class", "tutor-sprite");
    sprite.appendChild(document.createElementNS(NS, "defs"));
    box.appendChild(sprite);
    longPress(box);

    function face(key, faces, name) {  // a tile or piece: its face, drawn once on the page, and its name
      var f = faces[key], id = prefix + key.replace(/[^A-Za-z0-9_-]/g, function (ch) { return "_" + ch.charCodeAt(0); });
      if (!made[id] && f) {
        var symbol = document.createElementNS(NS, "symbol");
        symbol.setAttribute("id", id);
        symbol.setAttribute("viewBox", "0 0 " + f.width + " " + f.height);
        symbol.innerHTML = f.svg;
        sprite.firstChild.appendChild(symbol);
        made[id] = true;
      }
      var svg = document.createElementNS(NS, "svg");
      svg.setAttribute("class", "tutor-face");
      svg.setAttribute("viewBox", "0 0 " + (f ? f.width + " " + f.height : "1 1"));
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", name);
      svg.setAttribute("data-name", name);
      var title = document.createElementNS(NS, "title");
      title.textContent = name;
      svg.appendChild(title);
      var use = document.createElementNS(NS, "use");
      use.setAttribute("href", "#" + id);
      svg.appendChild(use);
      if (f && f.height > f.width * 1.2) svg.classList.add("tutor-face-tall");
      return svg;
    }
    function tiles(list, faces) {
      var row = c.make("span", { "class": "tutor-tiles" });
      list.forEach(function (t) { row.appendChild(face(t.face, faces, t.name)); });
      return row;
    }
    function panel(seat, faces, words) {
      var node = c.make("section", { "class": "tutor-seat", "data-seat": seat.seat,
                                     "aria-label": seat.name });
      if (seat.to_move) node.setAttribute("data-turn", "");
      if (seat.you) node.classList.add("tutor-seat-you");
      var head = c.make("div", { "class": "tutor-seat-name" });  // named by its section (no heading out of order)
      if (seat.face) head.appendChild(face(seat.face, faces, seat.name));
      head.appendChild(c.make("span", {}, seat.you ? c.fill(words.you, { seat: seat.name }) : seat.name));
      if (seat.to_move) head.appendChild(c.make("span", { "class": "tutor-seat-turn" }, words.turn));
      node.appendChild(head);
      if (seat.marks.length) node.appendChild(c.make("p", { "class": "tutor-seat-marks" }, seat.marks.join(" · ")));
      if (seat.facts.length) {
        var list = c.make("dl", { "class": "tutor-facts" });
        seat.facts.forEach(function (f) {
          var item = c.make("div", f.key ? { "data-fact": f.key } : {});
          item.appendChild(c.make("dt", {}, f.label));
          item.appendChild(c.make("dd", {}, f.value));
          list.appendChild(item);
        });
        node.appendChild(list);
      }
      seat.groups.forEach(function (g) {
        var part = c.make("div", { "class": "tutor-seat-group" });
        part.appendChild(c.make("p", { "class": "tutor-group-label" }, g.label));
        var sets = c.make("div", { "class": "tutor-sets" });
        g.sets.forEach(function (s) { sets.appendChild(tiles(s, faces)); });
        part.appendChild(sets);
        node.appendChild(part);
      });
      return node;
    }
    function item(m, faces) {
      var node = c.make("div", { "class": "tutor-middle-item" });
      if (m.key) node.setAttribute("data-item", m.key);
      if (m.key === "throw" && m.dice) node.setAttribute("data-throw", m.dice.join("-"));
      node.appendChild(c.make("span", { "class": "tutor-middle-label" }, m.label));
      if (m.dice) {
        var dice = c.make("span", { "class": "tutor-dice" });
        m.dice.forEach(function (n, i) {
          dice.appendChild(face("die:" + n, faces, m.names && m.names[i] ? m.names[i] + ": " + n : String(n)));
        });
        node.appendChild(dice);
      }
      if (m.tiles) node.appendChild(tiles(m.tiles, faces));
      if (m.value !== undefined && !m.dice) node.appendChild(c.make("span", { "class": "tutor-middle-value" }, m.value));
      return node;
    }
    return {
      show: function (data, seat, words) {
        var seats = data.seats, at = -1;
        for (var i = 0; i < seats.length; i++) if (seats[i].seat === seat) at = i;
        top.textContent = "";
        bottom.textContent = "";
        middle.textContent = "";
        // around the table: the reader at the bottom, the next to play on the right, the one before on the left
        // (a spectator: every seat above, in the order of play)
        if (at < 0) seats.forEach(function (s) { top.appendChild(panel(s, data.faces, words)); });
        for (var k = seats.length - 1; at >= 0 && k >= 1; k--) {
          top.appendChild(panel(seats[(at + k) % seats.length], data.faces, words));
        }
        if (at >= 0) bottom.appendChild(panel(seats[at], data.faces, words));
        data.middle.forEach(function (m) { middle.appendChild(item(m, data.faces)); });
        middle.hidden = !data.middle.length;
      },
      face: function (key, faces, name) { return face(key, faces, name); }
    };
  }

  // a long press on a named picture (a tile, a piece, a die, a place of the board) shows its name
  function longPress(box) {
    var timer = null, bubble = c.make("span", { "class": "tutor-name-bubble", role: "status" });
    bubble.hidden = true;
    box.appendChild(bubble);
    function named(target) { return target.closest && target.closest("[data-name]"); }
    box.addEventListener("pointerdown", function (event) {
      if (event.pointerType !== "touch") return;
      var target = named(event.target);
      if (!target) return;
      clearTimeout(timer);
      timer = setTimeout(function () {
        var rect = target.getBoundingClientRect(), outer = box.getBoundingClientRect();
        bubble.textContent = target.getAttribute("data-name");
        bubble.hidden = false;
        bubble.style.left = Math.max(0, rect.left - outer.left) + "px";
        bubble.style.top = (rect.top - outer.top - 30) + "px";
        setTimeout(function () { bubble.hidden = true; }, 2000);
      }, 450);
    });
    ["pointerup", "pointercancel", "pointerleave"].forEach(function (kind) {
      box.addEventListener(kind, function () { clearTimeout(timer); });
    });
  }
  return setUp;
})();
