// Kontor's game page: follows the game live (server-sent events), shows times in the reader's
// time zone, and switches the board between fitting the screen and its full size.
(function () {
  "use strict";
  var body = document.body, live = document.getElementById("live"), game = document.getElementById("game");
  if (!live || !game) return;
  var lang = document.documentElement.lang;

  function say(state) {
    live.textContent = live.getAttribute("data-" + state);
    live.className = state;
  }
  function localTimes() {
    var times = game.querySelectorAll("time[data-ms]");
    for (var i = 0; i < times.length; i++) {
      var when = new Date(Number(times[i].getAttribute("data-ms")));
      times[i].setAttribute("datetime", when.toISOString());
      times[i].textContent = when.toLocaleString(lang, { weekday: "short", hour: "2-digit", minute: "2-digit" });
    }
  }
  var full = false;
  try { full = sessionStorage.getItem("kontor-zoom") === "full"; } catch (e) {}
  function zoom() {
    game.classList.toggle("full", full);
    var buttons = game.querySelectorAll("button[data-zoom]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute("aria-pressed", String((buttons[i].getAttribute("data-zoom") === "full") === full));
    }
  }
  game.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-zoom]");
    if (!button) return;
    full = button.getAttribute("data-zoom") === "full";
    try { sessionStorage.setItem("kontor-zoom", full ? "full" : "fit"); } catch (e) {}
    zoom();
  });
  localTimes();
  zoom();

  if (!window.EventSource) return;
  var events = new EventSource(body.getAttribute("data-events"));
  events.addEventListener("open", function () { say("live"); });
  events.addEventListener("update", function (event) {
    var state = JSON.parse(event.data);
    game.innerHTML = state.html;
    body.setAttribute("data-version", String(state.version));
    localTimes();
    zoom();
    say("live");
  });
  events.addEventListener("gone", function () {
    events.close();
    say("gone");
  });
  events.addEventListener("error", function () {
    if (events.readyState !== EventSource.CLOSED) say("reconnecting");
  });
})();
