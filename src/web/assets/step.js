// Steps through a game's moves with the arrow keys (Home and End jump to
// the start and the end): the board picture, the highlighted move, the
// caption and the address follow. Without this script the same links
// reload the page at each move.
(function () {
  "use strict";
  var game = document.querySelector("[data-plies]");
  if (!game) { return; }
  var plies = Number(game.getAttribute("data-plies"));
  var ply = Number(game.getAttribute("data-ply"));
  var board = document.getElementById("board");
  var caption = document.getElementById("caption");

  function link(at) { return document.querySelector('ol.moves a[data-step="' + at + '"], .steps a[data-step="' + at + '"]'); }

  // Points the Previous or Next button at ply `at`, or disables it.
  function aim(id, at) {
    var button = document.getElementById(id);
    var to = at >= 0 && at <= plies ? link(at) : null;
    if (!button) { return; }
    if (to) {
      button.setAttribute("href", to.getAttribute("href"));
      button.removeAttribute("aria-disabled");
    } else {
      button.removeAttribute("href");
      button.setAttribute("aria-disabled", "true");
    }
  }

  function show(at) {
    if (at < 0 || at > plies || at === ply) { return; }
    var to = link(at);
    if (!to) { return; }
    ply = at;
    board.src = game.getAttribute("data-board").replace("{ply}", String(at));
    caption.textContent = to.getAttribute("title");
    document.querySelectorAll("ol.moves li").forEach(function (item) {
      var current = Number(item.getAttribute("data-ply")) === at;
      item.classList.toggle("current", current);
      var anchor = item.querySelector("a");
      if (current) { anchor.setAttribute("aria-current", "step"); } else { anchor.removeAttribute("aria-current"); }
    });
    game.setAttribute("data-ply", String(at));
    aim("previous", at - 1);
    aim("next", at + 1);
    history.replaceState(null, "", to.getAttribute("href"));
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.target.closest && event.target.closest("input, textarea, select")) { return; }
    var to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: plies }[event.key];
    if (to === undefined) { return; }
    event.preventDefault();
    show(to);
  });
})();
