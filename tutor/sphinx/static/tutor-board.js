// The one board protocol (issue 26): reading clicks on a board through the engine's click paths, for the
// play pages (tutor-play.js) and the boards of puzzles and practice (tutor-puzzle.js) alike.
// A board is SVG markup whose places carry data-place (a token) and data-name (the place in words); the
// engine lists, for each legal decision that can be clicked, every path of places that makes it
// ({decision: [[token, ...], ...]}, tutor.presentation.Presentation.click_paths: no path begins another).
// The script compares the places clicked so far with those paths, and only that:
//   a whole path           -> handlers.decided(decision, path)
//   a path no decision     -> handlers.unknown(path): the engine reads it (Presentation.clicked) and says
//   begins so                 why the rules refuse it; restore(path) then keeps the places picked before it
//   a beginning of paths   -> handlers.picked(path, names): the places picked, and those that go on are marked
// Clicking the place picked last again takes it back. A board with "end" places (data-end: how the picked
// tiles are played, face up or face down) lets the others be picked in any order, each click again
// dropping one; the end place sends the whole choice.
//   var board = tutorBoard(node, handlers); board.set(paths); board.dress(); board.mark(tokens, cls)
window.tutorBoard = window.tutorBoard || function (node, handlers) {
  "use strict";
  var paths = {}, path = [], busy = false;

  function candidates() {  // [decision, path] for each path that begins with the places clicked so far
    var found = [];
    Object.keys(paths).forEach(function (d) {
      paths[d].forEach(function (p) {
        for (var i = 0; i < path.length; i++) if (p[i] !== path[i]) return;
        found.push([d, p]);
      });
    });
    return found;
  }
  function placeName(token) {
    var place = node.querySelector('[data-place="' + CSS.escape(token) + '"]');
    return (place && place.getAttribute("data-name")) || token;
  }
  function show() {  // the places picked, and those that continue a legal decision (looked up, not decided)
    var next = {};
    candidates().forEach(function (c) { if (c[1].length > path.length) next[c[1][path.length]] = true; });
    node.querySelectorAll("[data-place]").forEach(function (place) {
      var token = place.getAttribute("data-place");
      place.classList.toggle("tutor-picked", path.indexOf(token) >= 0);
      place.classList.toggle("tutor-can", path.length > 0 && !!next[token]);
      if (place.hasAttribute("aria-pressed")) place.setAttribute("aria-pressed", String(path.indexOf(token) >= 0));
    });
    if (handlers.picked) handlers.picked(path.slice(), path.map(placeName));
  }
  function click(place) {
    if (busy || !node.contains(place)) return;
    var token = place.getAttribute("data-place");
    var ending = node.querySelector("[data-end]") !== null, isEnd = place.hasAttribute("data-end");
    if (ending && !isEnd) {
      var at = path.indexOf(token);
      if (at >= 0) path.splice(at, 1); else path.push(token);
      show();
      return;
    }
    if (!ending && path.length && path[path.length - 1] === token) {  // the place picked last again: back
      path.pop();
      show();
      return;
    }
    path.push(token);
    var left = candidates();
    var done = left.filter(function (c) { return c[1].length === path.length; });
    var made = path;
    if (done.length === 1) { path = []; show(); handlers.decided(done[0][0], made); return; }
    if (!left.length || isEnd) { path = []; show(); handlers.unknown(made); return; }
    show();
  }
  node.addEventListener("click", function (event) {
    var place = event.target.closest && event.target.closest("[data-place]");
    if (place) click(place);
  });
  node.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var place = event.target.closest && event.target.closest("[data-place]");
    if (place) { event.preventDefault(); click(place); }
  });
  return {
    set: function (found) { paths = found || {}; path = []; show(); },
    restore: function (made) {  // after a refusal: the places picked before the refused one stay picked
      var keep = made.slice(0, -1);
      path = [];
      for (var i = 0; i < keep.length; i++) {
        path.push(keep[i]);
        if (!candidates().length) { path.pop(); break; }
      }
      show();
    },
    clear: function () { path = []; show(); },
    busy: function (on) { busy = on; },
    path: function () { return path.slice(); },
    names: function (tokens) { return tokens.map(placeName); },
    // the places as buttons: focusable, named (data-name), pressed or not
    dress: function () {
      node.querySelectorAll("[data-place]").forEach(function (place) {
        place.setAttribute("tabindex", "0");
        place.setAttribute("role", "button");
        place.setAttribute("aria-label", place.getAttribute("data-name") || place.getAttribute("data-place"));
      });
      show();
    },
    mark: function (tokens, cls) {  // e.g. the hint's places
      node.querySelectorAll("." + cls).forEach(function (place) { place.classList.remove(cls); });
      (tokens || []).forEach(function (token) {
        node.querySelectorAll('[data-place="' + CSS.escape(token) + '"]').forEach(function (place) {
          place.classList.add(cls);
        });
      });
    }
  };
};
