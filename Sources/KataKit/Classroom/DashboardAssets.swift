/// The dashboard's own style sheets and script, inlined in every page it serves so the page
/// works offline and from `file://`.
enum DashboardAssets {
  /// The page's style sheet: light and dark, sticky headers, the lights as shapes.
  static let style = """
    :root{--bg:#fff;--fg:#1b1b1b;--muted:#666;--line:#ddd;--red:#c62828;--amber:#e0a100;--green:#2e7d32;--stuck:#fff3cd;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#eee;--muted:#aaa;--line:#333;--red:#ef5350;--amber:#ffca28;--green:#66bb6a;--stuck:#4a3b00}}
    body{background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,sans-serif;margin:1.5rem}
    h1{font-size:1.4rem;margin:0 0 .3rem}.meta{color:var(--muted)}
    #timeline{overflow:auto;max-height:calc(100vh - 8rem)}
    table{border-collapse:collapse}th,td{border-bottom:1px solid var(--line);padding:.25rem .4rem;text-align:left;white-space:nowrap}
    thead th{position:sticky;top:0;z-index:2;background:var(--bg);font-weight:600}
    thead th:first-child{left:0;z-index:3}th.gap{color:var(--muted)}
    caption{caption-side:top;text-align:left;color:var(--muted);padding:.2rem 0}
    td.t{padding:.1rem .15rem;min-width:1.2rem}
    tbody th{position:sticky;left:0;z-index:1;background:var(--bg);white-space:normal;max-width:14rem;overflow-wrap:anywhere}
    tr.stuck,tr.stuck th{background:var(--stuck)}
    .light{display:inline-block;width:1.15rem;height:1.15rem;margin:1px;border-radius:50%;color:#000;font:700 .7rem/1.15rem system-ui;text-align:center;position:relative;cursor:default;text-decoration:none}
    a.light{cursor:pointer}
    .light.burst{width:auto;padding:0 .3rem;border-radius:.6rem}
    .light.red{background:var(--red);color:#fff}.light.amber{background:var(--amber);border-radius:3px}.light.green{background:var(--green);color:#fff;border-radius:3px 50% 50% 50%}
    .light:hover::after,.light:focus::after{content:attr(data-tip);position:absolute;left:50%;top:1.4rem;z-index:2;transform:translateX(-50%);background:var(--fg);color:var(--bg);font:400 .75rem system-ui;padding:.3rem .5rem;border-radius:4px;white-space:nowrap}
    .light:focus{outline:2px solid var(--fg);outline-offset:1px}
    .missed{color:var(--red)}
    .say{position:sticky;left:0;margin:.2rem 0 .5rem;font-weight:700;font-size:1.15em;white-space:normal}
    .pie{display:inline-block;width:1rem;height:1rem;border-radius:50%;vertical-align:middle}
    button{font:inherit;color:inherit;background:none;border:1px solid var(--line);border-radius:4px;cursor:pointer}
    """

  /// What the projector's layout adds: large type for the back of the room, a card per pair
  /// in a grid whose every text wraps rather than being cut, and banners.
  static let projectorStyle = """
    body.projector{font-size:24px;margin:.5rem 1rem}
    body.projector h1{font-size:1.5rem;line-height:2rem;height:2rem;margin:0;position:sticky;top:0;z-index:2;background:var(--bg)}
    body.projector h1 #screens{font-size:1rem;font-weight:400;color:var(--muted);margin-left:1em}
    .banners{position:sticky;top:2rem;z-index:2;background:var(--bg)}
    body.projector .meta{font-size:.9rem;margin:.1rem 0 .3rem}
    body.projector #timeline{overflow:visible;max-height:none}
    .banner{font-weight:700;font-size:min(1.5em,4.2vh);line-height:1.25;padding:.25em .5em;margin:.1em 0 .35em;border-radius:.25em;overflow-wrap:anywhere}
    .banner.say{background:#0d47a1;color:#fff}.banner.paused{background:var(--amber);color:#000}
    .wall{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,17em),1fr));gap:.3em .5em;align-items:start}
    .wall.dense{font-size:20px}.wall.denser{font-size:clamp(13px,2vh,16px)}
    .pair{border:2px solid var(--line);border-left-width:.4em;border-radius:.3em;padding:.15em .4em;min-width:0;overflow-wrap:anywhere;line-height:1.25}
    .pair.flagged{border-color:var(--red);background:var(--stuck)}.pair.done{border-color:var(--green)}.pair.away{opacity:.55}
    .pair header{display:flex;flex-wrap:wrap;column-gap:.5em;align-items:baseline}
    .pair h2{font-size:1em;margin:0}.pair p{margin:0}
    .pair .status{font-weight:600}.pair.flagged .status{color:var(--red)}.pair.done .status{color:var(--green)}
    .pair .where,.pair .who{font-size:.8em}.pair .seen{color:var(--muted)}
    .pair .timer.due{color:var(--red);font-weight:700}
    .pair .lights{line-height:1;margin-top:.1em}
    .wall .light{width:1.1em;height:1.1em;margin:0 1px;font:700 .6em/1.1em system-ui;vertical-align:middle}
    .wall .light.burst{width:auto;padding:0 .3em}
    .wall .light:hover::after,.wall .light:focus::after{top:1.5em;font-size:1rem}
    """

  /// Sorting by a button, kept with the scroll in `localStorage` across reloads; times in the
  /// viewer's time zone; a live page fetches its table again every ten seconds.
  static let script = """
    (function () {
      var store = window.localStorage, key = "kata-dashboard-" + document.body.className;
      function saved(name) { try { return JSON.parse(store.getItem(key + "-" + name)); } catch (e) { return null; } }
      function save(name, value) { try { store.setItem(key + "-" + name, JSON.stringify(value)); } catch (e) {} }
      function localTimes() {
        document.querySelectorAll("[data-time]").forEach(function (element) {
          var iso = element.getAttribute("data-time");
          if (!iso) { return; }
          var time = new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });
          if (element.tagName === "TIME") { element.textContent = time; }
          if (element.hasAttribute("data-tip")) {
            var tip = element.getAttribute("data-tip");
            if (tip.indexOf(time) !== 0) { element.setAttribute("data-tip", time + " · " + tip); }
            element.setAttribute("aria-label", time + " · " + tip);
          }
        });
      }
      function sort(order) {
        var body = document.querySelector("#room tbody") || document.getElementById("wall");
        if (!body || !order) { return; }
        var rows = Array.prototype.slice.call(body.children);
        rows.sort(function (a, b) {
          return order === "name"
            ? a.dataset.name.localeCompare(b.dataset.name)
            : Number(a.dataset.progress) - Number(b.dataset.progress);
        });
        rows.forEach(function (row) { body.appendChild(row); });
        document.body.setAttribute("data-sorted", order);
      }
      var timeline = document.getElementById("timeline");
      function pin() {
        if (document.body.className !== "projector") { return; }
        timeline.scrollLeft = timeline.scrollWidth;
        // The largest type at which the whole wall fits the screen, from the back row's 24 px
        // down to 13 px; a wall that fits at none keeps its own size and turns by screens.
        var wall = document.querySelector(".wall");
        if (!wall) { return; }
        wall.style.fontSize = "";
        for (var size = 24; size >= 13; size -= 1) {
          wall.style.fontSize = size + "px";
          if (document.documentElement.scrollHeight <= window.innerHeight) { return; }
        }
        wall.style.fontSize = "";
      }
      function remember() {
        save("scroll", { x: window.scrollX, y: window.scrollY, left: timeline.scrollLeft, top: timeline.scrollTop });
      }
      document.addEventListener("click", function (event) {
        var button = event.target.closest("button[data-sort]");
        if (!button) { return; }
        var order = button.getAttribute("data-sort");
        save("sort", order);
        sort(order);
      });
      window.addEventListener("scroll", remember);
      timeline.addEventListener("scroll", remember);
      window.addEventListener("beforeunload", remember);
      localTimes();
      sort(saved("sort"));
      var scroll = saved("scroll");
      if (scroll) {
        window.scrollTo(scroll.x, scroll.y);
        timeline.scrollLeft = scroll.left || 0;
        timeline.scrollTop = scroll.top || 0;
      } else {
        // A first look opens on the newest minutes, where the room is now.
        timeline.scrollLeft = timeline.scrollWidth;
      }
      pin();
      var live = document.body.getAttribute("data-live");
      if (live) {
        var query = live.indexOf("?") >= 0 ? live.slice(live.indexOf("?")) : "";
        var path = "/table" + (query ? query + "&" : "?") + "view=" + live.split("?")[0];
        window.refreshRoom = function () {
          return fetch(path, { cache: "no-store" }).then(function (response) { return response.text(); })
            .then(function (html) {
              var left = timeline.scrollLeft, top = timeline.scrollTop;
              timeline.innerHTML = html;
              localTimes();
              sort(saved("sort"));
              timeline.scrollLeft = left;
              timeline.scrollTop = top;
              pin();
            }).catch(function () {});
        };
        setInterval(window.refreshRoom, 10000);
      }
      // A wall taller than the screen (30 pairs on 1280×720) shows one screen at a time,
      // and its pinned title says which: "screen 2 of 3".
      // A screen turns by the height below the pinned title and banners, so a card cut at
      // the foot of one screen is whole at the top of the next.
      if (document.body.className === "projector") {
        var screens = document.getElementById("screens");
        var step = function () {
          var pinned = document.querySelector("h1").offsetHeight;
          var banners = document.querySelector(".banners");
          if (banners) { pinned += banners.offsetHeight; }
          return Math.max(100, window.innerHeight - pinned - 16);
        };
        var atBottom = function () {
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        };
        var count = function () {
          var extra = document.documentElement.scrollHeight - window.innerHeight;
          var all = extra <= 2 ? 1 : Math.ceil((extra - 2) / step()) + 1;
          var at = atBottom() ? all : Math.min(all, Math.round(window.scrollY / step()) + 1);
          screens.textContent = all > 1 ? "screen " + at + " of " + all + ", turning every 15 s" : "";
        };
        window.addEventListener("scroll", count);
        window.addEventListener("resize", function () { pin(); count(); });
        count();
        setInterval(count, 1000);
        window.turnWall = function () {
          window.scrollTo(0, atBottom() ? 0 : window.scrollY + step());
        };
        setInterval(window.turnWall, 15000);
      }
    })();
    """
}
