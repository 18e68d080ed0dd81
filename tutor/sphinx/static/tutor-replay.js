/* Step-through replays: show one engine-computed frame at a time (buttons, arrow keys). Decides nothing. */
(function () {
  "use strict";
  function setUp(box) {
    var frames = box.querySelectorAll(".tutor-replay-frame");
    var position = box.querySelector(".tutor-replay-position");
    var back = box.querySelector(".tutor-replay-back");
    var forward = box.querySelector(".tutor-replay-forward");
    var template = box.getAttribute("data-position");
    var current = 0;
    function show(index) {
      current = Math.max(0, Math.min(frames.length - 1, index));
      for (var i = 0; i < frames.length; i++) { frames[i].hidden = i !== current; }
      // a replay made in the page fills a frame's drawing when it is first shown (tutor-play.js)
      frames[current].dispatchEvent(new CustomEvent("tutor-frame", { bubbles: true }));
      position.textContent = template.replace("{n}", current + 1).replace("{total}", frames.length);
      var focused = document.activeElement;
      back.disabled = current === 0;
      forward.disabled = current === frames.length - 1;
      // a button disabled under the focus would drop it to the page body, where the arrow keys stop
      if (focused && focused.disabled && box.contains(focused)) { box.focus(); }
    }
    back.addEventListener("click", function () { show(current - 1); });
    forward.addEventListener("click", function () { show(current + 1); });
    box.addEventListener("keydown", function (event) {
      if (event.key === "ArrowLeft") { show(current - 1); event.preventDefault(); }
      if (event.key === "ArrowRight") { show(current + 1); event.preventDefault(); }
    });
    show(0);
  }
  window.tutorReplay = setUp;  // a replay the page makes later (the play pages' "watch it as a replay")
  function start() { document.querySelectorAll(".tutor-replay").forEach(setUp); }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
