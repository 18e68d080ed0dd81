// The list of the reader's legal decisions on a play page (issue 27): each in words in the reader's language
// (the engine's tutor.games.decisions_in_words), its notation beside it as small secondary text. The engine
// lists the decisions; this file only sorts them for the eye: with places picked on the board, only the
// decisions that go on from them; a long list (more than about a dozen) folded into groups, by the kind the
// engine gives each decision (tutor.games.decision_groups: a lead of tiles by its kind) or else by the first
// place clicked to make it (a play by its first piece), a group still too long folded again by the next place.
//   var list = tutorDecisions(node, words); list.show(legal, described, paths, picked, groups, names)
window.tutorDecisions = window.tutorDecisions || function (node, words) {
  "use strict";
  var c = window.tutorCommon, MOST = 12, described = {};

  function button(decision) {
    var b = c.make("button", { type: "button", "data-decision": decision, "class": "tutor-decision" });
    var text = described[decision] || decision;
    if (text !== decision) {
      b.appendChild(c.make("span", { "class": "tutor-decision-words" }, text));
      b.appendChild(document.createTextNode(" "));
      b.appendChild(c.make("span", { "class": "tutor-notation tutor-decision-notation" }, decision));
    } else {
      b.appendChild(c.make("span", { "class": "tutor-notation" }, decision));
    }
    return b;
  }
  function begins(path, picked) {
    for (var i = 0; i < picked.length; i++) if (path[i] !== picked[i]) return false;
    return path.length > picked.length;
  }
  // decisions folded into groups by key(d) (null: not in a group), a group too long folded again by more(d)
  function fold(into, shown, key, more) {
    var order = [], by = {};
    shown.forEach(function (d) {
      var k = key(d);
      if (k === null) { into.appendChild(button(d)); return; }
      if (!by[k]) { by[k] = []; order.push(k); }
      by[k].push(d);
    });
    order.forEach(function (k) {
      var group = c.make("details", { "class": "tutor-decision-group" });
      group.appendChild(c.make("summary", {}, c.fill(words.group, { group: k, count: by[k].length })));
      if (by[k].length > MOST && more) fold(group, by[k], more, null);
      else by[k].forEach(function (d) { group.appendChild(button(d)); });
      into.appendChild(group);
    });
  }
  return {
    show: function (legal, wordsOf, paths, picked, groups, names) {
      described = wordsOf;
      node.textContent = "";
      var shown = legal;
      if (picked.length) {  // what goes on from the places picked
        shown = legal.filter(function (d) {
          return (paths[d] || []).some(function (p) { return begins(p, picked); });
        });
        if (!shown.length) shown = legal;
      }
      if (shown.length <= MOST) {
        shown.forEach(function (d) { node.appendChild(button(d)); });
        return;
      }
      function by(places) {
        return function (d) {
          var p = (paths[d] || [])[0];
          return p && p.length >= places ? names(p.slice(0, places)).join(" → ") : null;
        };
      }
      var key = function (d) { return groups[d] || by(picked.length + 1)(d); }, kinds = {};
      shown.forEach(function (d) { kinds[key(d)] = true; });
      if (Object.keys(kinds).length >= shown.length - 1) {  // groups of one each sort nothing: the list as it is
        shown.forEach(function (d) { node.appendChild(button(d)); });
        return;
      }
      fold(node, shown, key, by(picked.length + 2));
    }
  };
};
