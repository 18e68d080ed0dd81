// The helpers every tutor script shares, written once (issue 26): window.tutorCommon.
//   make(tag, attrs, text)      a new element
//   fill(template, values)      "{name}" replaced by values.name ("{…}" kept when there is no such value)
//   say(node, text)             a line of words: shown with its text, hidden when empty
//   words(node, cls)            the JSON of <script type="application/json" class="cls"> inside node
//   counted(words, key, n, v)   a counted phrase: the form the words' "plural" table gives n (the catalog's
//                               rule, looked up: tutor.i18n.plural_table), filled with v
//   store.get(key, valid)       what this browser keeps under key (JSON), if valid(kept); null otherwise;
//                               a damaged or refused entry is removed and gives store.DAMAGED
//   store.set(key, value)       keep value (JSON); a full or refused storage keeps nothing
//   store.remove(key)
// Nothing here decides a rule.
window.tutorCommon = window.tutorCommon || (function () {
  "use strict";
  var DAMAGED = { damaged: true };
  function make(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, key) { return key in values ? values[key] : all; });
  }
  function say(node, text) { node.textContent = text || ""; node.hidden = !text; }
  function words(node, cls) { return JSON.parse(node.querySelector("script." + cls).textContent); }
  function counted(table, key, n, values) {
    var forms = table[key], form = forms[table.plural[n < 100 ? n : 100 + n % 100]];
    return fill(form === undefined ? forms[forms.length - 1] : form, values);
  }
  function remove(key) { try { localStorage.removeItem(key); } catch (error) { /* nothing kept */ } }
  function get(key, valid) {
    var text = null;
    try { text = localStorage.getItem(key); } catch (error) { return null; }
    if (text === null) return null;
    try {
      var kept = JSON.parse(text);
      if (kept && valid(kept)) return kept;
    } catch (error) { /* damaged: set aside below */ }
    remove(key);
    return DAMAGED;
  }
  function set(key, value) {
    try { localStorage.setItem(key, JSON.stringify(value)); } catch (error) { /* full or refused: not kept */ }
  }
  return { make: make, fill: fill, say: say, words: words, counted: counted,
           store: { get: get, set: set, remove: remove, DAMAGED: DAMAGED } };
})();
