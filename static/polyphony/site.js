// Time-travel slider: the range input picks one of the days on which the
// evidence changed; this keeps the date field (which the form submits, with
// or without htmx) and the slider's accessible text in step.
(function () {
  "use strict";
  function bind(root) {
    var slider = (root || document).querySelector("#as-of-slider");
    if (!slider || slider.dataset.bound) return;
    slider.dataset.bound = "1";
    var dates = (slider.dataset.dates || "").split(",").filter(Boolean);
    var field = document.getElementById("id_as_of");
    slider.addEventListener("input", function () {
      var day = dates[Number(slider.value)] || "";
      if (field) field.value = day;
      slider.setAttribute("value", slider.value);
      slider.setAttribute("aria-valuetext", day);
    });
  }
  function syncFromUrl() {
    var slider = document.querySelector("#as-of-slider");
    if (!slider) return;
    var dates = (slider.dataset.dates || "").split(",").filter(Boolean);
    var asOf = new URLSearchParams(window.location.search).get("as_of");
    var index = dates.length - 1;
    if (asOf) {
      index = 0;
      for (var i = 0; i < dates.length; i++) { if (dates[i] <= asOf) index = i; }
    }
    slider.value = String(index);
    slider.setAttribute("value", String(index));
    var field = document.getElementById("id_as_of");
    if (field) field.value = asOf || "";
  }
  // The [unverified] tooltip shows on hover and focus (CSS); Escape hides it
  // without moving focus (WCAG 1.4.13 "dismissible").
  document.addEventListener("keydown", function (event) {
    var badge = event.target && event.target.closest && event.target.closest(".badge-unverified");
    if (event.key === "Escape" && badge) badge.classList.add("tooltip-dismissed");
  });
  document.addEventListener("pointerover", function (event) {
    var badge = event.target && event.target.closest && event.target.closest(".badge-unverified");
    if (badge) badge.classList.remove("tooltip-dismissed");
  });
  document.addEventListener("focusout", function (event) {
    var badge = event.target && event.target.closest && event.target.closest(".badge-unverified");
    if (badge) badge.classList.remove("tooltip-dismissed");
  });
  document.addEventListener("DOMContentLoaded", function () { bind(document); });
  document.addEventListener("htmx:historyRestore", function () { bind(document); syncFromUrl(); });
  window.addEventListener("popstate", function () { setTimeout(syncFromUrl, 0); });
})();
