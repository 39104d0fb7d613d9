// Time-travel slider: the range input picks one of the days on which the
// evidence changed; this keeps the date field (which the form submits, with
// or without htmx), the slider's position and its accessible text in step,
// whichever of the two the reader used and after Back and Forward.
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
  // The slider's tick for a day: the last evidence day on or before it (the first tick before any).
  function placeSlider(slider, asOf) {
    var dates = (slider.dataset.dates || "").split(",").filter(Boolean);
    var index = dates.length - 1;
    if (asOf) {
      index = 0;
      for (var i = 0; i < dates.length; i++) { if (dates[i] <= asOf) index = i; }
    }
    slider.value = String(index);
    slider.setAttribute("value", String(index));
    slider.setAttribute("aria-valuetext", asOf || "now");
  }
  function syncFromUrl() {
    var asOf = new URLSearchParams(window.location.search).get("as_of");
    var slider = document.querySelector("#as-of-slider");
    if (slider) placeSlider(slider, asOf);
    var field = document.getElementById("id_as_of");
    if (field) field.value = asOf || "";
  }
  // A date typed or picked in the Date field moves the slider to its tick (without a request of its own).
  document.addEventListener("change", function (event) {
    if (!event.target || event.target.id !== "id_as_of") return;
    var slider = document.querySelector("#as-of-slider");
    if (slider && /^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) placeSlider(slider, event.target.value);
  });
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
  // After a Date-field submit the body is swapped and the URL pushed: the slider follows the URL.
  document.addEventListener("htmx:pushedIntoHistory", syncFromUrl);
  window.addEventListener("popstate", function () { setTimeout(syncFromUrl, 0); });
})();
