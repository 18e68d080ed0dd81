// The log of a play page (issue 27): what each step did, as the reader's seat heard it, in the reader's
// language, from the first moment (the deal, the lot, the point throw, the opening throw). The engine writes
// every sentence (tutor/browser.py: "log"); this file adds them and keeps the newest in view.
//   var log = tutorLog(list); log.add(entries); log.clear()
window.tutorLog = window.tutorLog || function (list) {
  "use strict";
  var c = window.tutorCommon;
  return {
    add: function (entries) {
      entries.forEach(function (entry) {  // each sentence names its seat already
        var item = c.make("li", { "data-seat": entry.seat || "", "data-step": String(entry.n) }, entry.text);
        if (entry.seat === "chance") item.classList.add("tutor-log-chance");
        list.appendChild(item);
      });
      if (entries.length) list.scrollTop = list.scrollHeight;
    },
    clear: function () { list.textContent = ""; },
    size: function () { return list.children.length; }
  };
};
