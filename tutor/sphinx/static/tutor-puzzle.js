// Checks a {puzzle} form against the answer the engine computed at build time.
// No network, no framework; one listener serves every puzzle on the page.
// A wrong pick shows the engine's reason under it; a missed right answer is not
// revealed until the learner finds it (or gets everything right).
document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!form.matches || !form.matches("form.tutor-check")) return;
  event.preventDefault();
  var answer = form.dataset.answer ? form.dataset.answer.split("\n") : [];
  var inputs = Array.prototype.slice.call(form.querySelectorAll("input"));
  var output = form.querySelector("output");
  if (!inputs.some(function (i) { return i.checked; })) {
    output.textContent = form.dataset.none; output.className = "tutor-verdict bad"; return;
  }
  var wrongPicks = 0, missed = 0;
  inputs.forEach(function (input) {
    var label = input.closest("label");
    var right = answer.indexOf(input.value) >= 0;
    var wrongPick = input.checked && !right;
    if (wrongPick) wrongPicks++;
    if (!input.checked && right) missed++;
    label.classList.toggle("tutor-wrong", wrongPick);
    label.classList.toggle("tutor-right", input.checked && right);
    label.querySelector(".tutor-why").hidden = !wrongPick;
  });
  var allRight = wrongPicks === 0 && missed === 0;
  if (allRight) {
    inputs.forEach(function (input) { input.closest("label").querySelector(".tutor-why").hidden = false; });
  }
  output.textContent = allRight ? form.dataset.ok : (wrongPicks ? form.dataset.bad : form.dataset.missed);
  output.className = "tutor-verdict " + (allRight ? "ok" : "bad");
});
