// Checks a {puzzle} form against the answer the engine computed at build time.
// No network, no framework; one listener serves every puzzle on the page.
document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!form.matches || !form.matches("form.tutor-check")) return;
  event.preventDefault();
  var answer = form.dataset.answer ? form.dataset.answer.split("\n") : [];
  var inputs = Array.prototype.slice.call(form.querySelectorAll("input"));
  var chosen = inputs.filter(function (i) { return i.checked; });
  var output = form.querySelector("output");
  if (chosen.length === 0) { output.textContent = form.dataset.none; output.className = "tutor-verdict bad"; return; }
  var allRight = true;
  inputs.forEach(function (input) {
    var label = input.closest("label");
    var why = label.querySelector(".tutor-why");
    var right = answer.indexOf(input.value) >= 0;
    var wrong = input.checked !== right;
    if (wrong) allRight = false;
    label.classList.toggle("tutor-wrong", wrong);
    label.classList.toggle("tutor-right", !wrong && input.checked);
    why.hidden = !wrong;
  });
  if (allRight) {
    inputs.forEach(function (input) { input.closest("label").querySelector(".tutor-why").hidden = false; });
  }
  output.textContent = allRight ? form.dataset.ok : form.dataset.bad;
  output.className = "tutor-verdict " + (allRight ? "ok" : "bad");
});
