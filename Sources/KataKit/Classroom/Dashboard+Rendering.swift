import Foundation

extension Dashboard {
  /// The dashboard as pretty-printed JSON, sorted keys.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
  }

  /// The dashboard as a Markdown table: one row per learner and kata, with the mode, the
  /// minutes each step took, the chaffs missed and the lights as letters.
  var markdown: String {
    var lines = [
      "# Classroom", "",
      "| Learner | Kata | Mode | Step | Done | R A G | Predictions | Hints | Green before red | Coverage | Chaffs | Minutes per step | Lights |",
      "|---|---|---|---:|---:|---|---:|---:|---|---:|---|---|---|",
    ]
    for row in rows {
      let kata: String = row.kata.map(Self.markdownEscape) ?? "–"
      let step: String =
        row.step.map { step in row.steps.map { "\(step) of \($0)" } ?? "\(step)" }
        ?? "–"
      let predictions = "\(row.predictionsRight)/\(row.predictionsRight + row.predictionsWrong)"
      let early: String =
        row.greenBeforeRed.isEmpty
        ? "–" : row.greenBeforeRed.map(String.init).joined(separator: ", ")
      let coverage: String = row.coverage.map { "\(Int($0.rounded(.down)))%" } ?? "–"
      var chaffs: String = row.chaffsMet == 0 ? "–" : "\(row.chaffsCaught)/\(row.chaffsMet)"
      if !row.chaffsMissed.isEmpty {
        chaffs += " (missed: " + Self.markdownEscape(row.chaffsMissed.joined(separator: "; ")) + ")"
      }
      if !row.movedOnUnfinished.isEmpty {
        chaffs +=
          "; moved on unfinished: step "
          + row.movedOnUnfinished.map(String.init).joined(separator: ", ")
      }
      let minutes =
        row.minutesPerStep.isEmpty
        ? "–"
        : row.minutesPerStep.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
          .joined(separator: ", ")
      let lights: String =
        row.runs.isEmpty ? "–" : row.runs.map(\.light.letter).joined(separator: " ")
      var cells = [Self.markdownEscape(row.learner), kata, row.mode ?? "–", step]
      cells += ["\(row.stepsDone)", "\(row.red) \(row.amber) \(row.green)", predictions]
      cells += ["\(row.hints)", early, coverage, chaffs, minutes, lights]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The dashboard as one self-contained HTML page: no external script, font or style, so it
  /// works offline and from `file://`, and follows the system's dark mode. A `live` page,
  /// served by the classroom server, fetches its table again every ten seconds and links
  /// each light to the diff of its run; otherwise, with `refresh`, the page reloads itself
  /// that often. Either way the sort and the scroll survive.
  func html(view: DashboardView = DashboardView(), live: Bool = false, refresh: Int? = nil)
    -> String
  {
    let reload = refresh.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">" } ?? ""
    let title = view.layout == .projector ? "Classroom on the wall" : "Classroom"
    let legend =
      "red: a test failed · amber: it does not compile · green: every test passed · ⋯ a quiet stretch"
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">\(reload)
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>\(Self.style)\(view.layout == .projector ? Self.projectorStyle : "")</style></head>
      <body class="\(view.layout.rawValue)" data-live="\(live ? "\(view.layout.rawValue)\(view.query)" : "")">
      <h1>\(title)</h1>
      <p class="meta">\(rows.count) rows · first run <time data-time="\(start ?? "")">\(start ?? "not yet")</time> · \(legend) · sort by <button type="button" data-sort="progress">progress</button> <button type="button" data-sort="name">name</button></p>
      <div id="timeline">
      \(table(view: view, live: live))
      </div>
      <script>\(Self.script)</script>
      </body></html>

      """
  }

  /// The table of the page alone: what a live page swaps in.
  func table(view: DashboardView, live: Bool = true) -> String {
    let shown =
      view.layout == .projector ? Array(columns.suffix(DashboardView.projectorMinutes)) : columns
    let offset = columns.count - shown.count
    let header = shown.map { column in
      column.minutes > 1
        ? "<th class=\"gap\" title=\"\(column.minutes) quiet minutes\">⋯</th>"
        : "<th>\(column.minute)</th>"
    }.joined()
    let names = view.anonymous ? Self.animalNames(for: rows.map(\.learner)) : [:]
    let body = rows.enumerated().map { index, row in
      rowHTML(
        row, shown: shown.count, offset: offset, index: index,
        name: names[row.learner] ?? row.learner, view: view, live: live)
    }.joined(separator: "\n")
    let fixed =
      view.layout == .projector
      ? "<th>Pair</th><th>Kata</th><th>Step</th><th>On step</th><th>Driver</th><th>Chaffs</th><th>Status</th>"
      : "<th>Learner</th><th>Kata</th><th>Step</th><th>Done</th><th>R·A·G</th><th>Predictions</th><th>Hints</th><th>Green before red</th><th>Coverage</th><th>Chaffs</th>"
    return """
      <table id="room">
      <thead><tr>\(fixed)\(header)</tr></thead>
      <tbody>
      \(body)
      </tbody></table>
      """
  }

  /// Animal names for `learners`, one each, the same for the same room.
  static func animalNames(for learners: [String]) -> [String: String] {
    let animals = [
      "Otter", "Heron", "Badger", "Lynx", "Puffin", "Gecko", "Walrus", "Ibis", "Marten",
      "Wombat", "Kestrel", "Axolotl", "Bison", "Crane", "Dingo", "Egret", "Ferret", "Gannet",
      "Hare", "Jackal", "Koala", "Lemur", "Mole", "Newt", "Ocelot", "Panda", "Quail", "Raven",
      "Seal", "Tapir", "Urchin", "Vole", "Wren", "Yak", "Zebra", "Alpaca", "Beaver", "Coati",
      "Dormouse", "Eland",
    ]
    var names: [String: String] = [:]
    for (index, learner) in Set(learners).sorted().enumerated() {
      let round = index / animals.count
      names[learner] = animals[index % animals.count] + (round == 0 ? "" : " \(round + 1)")
    }
    return names
  }

  private func rowHTML(
    _ row: Row, shown: Int, offset: Int, index: Int, name: String, view: DashboardView,
    live: Bool
  ) -> String {
    var cells = Array(repeating: "", count: shown)
    for run in row.runs where run.column >= offset && run.column - offset < shown {
      var tip =
        "step \(run.step) · \(run.light.rawValue) · \(run.tests.counting("test")), \(run.failures) failed"
      if let verdict = run.verdict { tip += " · \(verdict)" }
      let attributes =
        "class=\"light \(run.light.rawValue)\" tabindex=\"0\" data-light=\"\(run.light.rawValue)\" data-time=\"\(run.time)\" data-tip=\"\(Self.escape(tip))\" aria-label=\"\(Self.escape("\(run.time) · \(tip)"))\""
      if live, !view.anonymous, run.hasCode, let kata = row.kata {
        let query =
          "learner=\(Self.queryEscape(row.learner))&kata=\(Self.queryEscape(kata))&run=\(run.number)"
        cells[run.column - offset] +=
          "<a \(attributes) href=\"/diff?\(Self.escape(query))\">\(run.light.letter)</a>"
      } else {
        cells[run.column - offset] += "<span \(attributes)>\(run.light.letter)</span>"
      }
    }
    let step = row.step.map { step in row.steps.map { "\(step) of \($0)" } ?? "\(step)" } ?? "–"
    let fields: [String]
    switch view.layout {
    case .projector:
      fields = [
        "<th scope=\"row\">\(Self.escape(name))</th>", "<td>\(Self.escape(row.kata ?? "–"))</td>",
        "<td>\(step)</td>", "<td>\(row.minutesOnStep.map { "\($0) min" } ?? "–")</td>",
        "<td>\(Self.escape((view.anonymous ? nil : row.driver) ?? "–"))</td>",
        chaffsCell(row),
        "<td class=\"status\">\(Self.escape(row.stuck.map { "stuck? \($0)" } ?? "working"))</td>",
      ]
    case .desk:
      let total = max(1, row.red + row.amber + row.green)
      let red = row.red * 100 / total
      let amber = red + row.amber * 100 / total
      let pie =
        row.runs.isEmpty
        ? "–"
        : "<span class=\"pie\" role=\"img\" aria-label=\"\(row.red) red, \(row.amber) amber, \(row.green) green\" style=\"background:conic-gradient(var(--red) 0 \(red)%,var(--amber) \(red)% \(amber)%,var(--green) \(amber)% 100%)\"></span> \(row.red)·\(row.amber)·\(row.green)"
      let predictions =
        row.predictionsRight + row.predictionsWrong == 0
        ? "–" : "✓\(row.predictionsRight) ✗\(row.predictionsWrong)"
      fields = [
        "<th scope=\"row\">\(Self.escape(name))</th>", "<td>\(Self.escape(row.kata ?? "–"))</td>",
        "<td>\(step)</td>", "<td>\(row.stepsDone)</td>",
        "<td>\(pie)</td>", "<td>\(predictions)</td>", "<td>\(row.hints)</td>",
        "<td>\(row.greenBeforeRed.isEmpty ? "–" : "! " + row.greenBeforeRed.map(String.init).joined(separator: ", "))</td>",
        "<td>\(row.coverage.map { "\(Int($0.rounded(.down)))%" } ?? "–")</td>",
        chaffsCell(row),
      ]
    }
    return
      "<tr data-name=\"\(Self.escape(name + " " + (row.kata ?? "")))\" data-progress=\"\(index)\"\(row.stuck == nil ? "" : " class=\"stuck\"")>"
      + fields.joined() + cells.map { "<td class=\"t\">\($0)</td>" }.joined() + "</tr>"
  }

  /// Chaffs caught of met; the missed ones and the steps left unfinished in words, so an
  /// instructor sees which misconception a pair's tests let through.
  private func chaffsCell(_ row: Row) -> String {
    guard row.chaffsMet > 0 || !row.movedOnUnfinished.isEmpty else { return "<td>–</td>" }
    var text = row.chaffsMet == 0 ? "" : "\(row.chaffsCaught)/\(row.chaffsMet)"
    var notes: [String] = []
    if !row.chaffsMissed.isEmpty {
      notes.append("missed " + row.chaffsMissed.joined(separator: "; "))
    }
    if !row.movedOnUnfinished.isEmpty {
      notes.append(
        "moved on unfinished from step "
          + row.movedOnUnfinished.map(String.init).joined(separator: ", "))
    }
    guard !notes.isEmpty else { return "<td>\(text)</td>" }
    text +=
      (text.isEmpty ? "" : " ") + "<span class=\"missed\">\(row.chaffsMissed.count) missed"
      + (row.movedOnUnfinished.isEmpty ? "" : " · moved on") + "</span>"
    return "<td title=\"\(Self.escape(notes.joined(separator: " · ")))\">\(text)</td>"
  }

  /// `text` for HTML text and attributes.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { "&<>\"|".utf8.contains($0) }) else { return text }
    return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
      of: "<", with: "&lt;"
    )
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    .replacingOccurrences(of: "|", with: "&#124;")
  }

  private static func markdownEscape(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  private static func queryEscape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }

  private static let style = """
    :root{--bg:#fff;--fg:#1b1b1b;--muted:#666;--line:#ddd;--red:#c62828;--amber:#e0a100;--green:#2e7d32;--stuck:#fff3cd;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#eee;--muted:#aaa;--line:#333;--red:#ef5350;--amber:#ffca28;--green:#66bb6a;--stuck:#4a3b00}}
    body{background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,sans-serif;margin:1.5rem}
    h1{font-size:1.4rem;margin:0 0 .3rem}.meta{color:var(--muted)}
    #timeline{overflow:auto;max-height:calc(100vh - 8rem)}
    table{border-collapse:collapse}th,td{border-bottom:1px solid var(--line);padding:.25rem .4rem;text-align:left;white-space:nowrap}
    thead th{position:sticky;top:0;z-index:2;background:var(--bg);font-weight:600}
    thead th:first-child{left:0;z-index:3}th.gap{color:var(--muted)}
    td.t{padding:.1rem .15rem;min-width:1.2rem}
    tbody th{position:sticky;left:0;z-index:1;background:var(--bg)}
    tr.stuck,tr.stuck th{background:var(--stuck)}
    .light{display:inline-block;width:1.15rem;height:1.15rem;margin:1px;border-radius:50%;color:#000;font:700 .7rem/1.15rem system-ui;text-align:center;position:relative;cursor:default;text-decoration:none}
    a.light{cursor:pointer}
    .light.red{background:var(--red);color:#fff}.light.amber{background:var(--amber);border-radius:3px}.light.green{background:var(--green);color:#fff;border-radius:3px 50% 50% 50%}
    .light:hover::after,.light:focus::after{content:attr(data-tip);position:absolute;left:50%;top:1.4rem;z-index:2;transform:translateX(-50%);background:var(--fg);color:var(--bg);font:400 .75rem system-ui;padding:.3rem .5rem;border-radius:4px;white-space:nowrap}
    .light:focus{outline:2px solid var(--fg);outline-offset:1px}
    .missed{color:var(--red)}
    .pie{display:inline-block;width:1rem;height:1rem;border-radius:50%;vertical-align:middle}
    button{font:inherit;color:inherit;background:none;border:1px solid var(--line);border-radius:4px;cursor:pointer}
    """

  private static let projectorStyle = """
    body.projector{font-size:24px;margin:1rem 1.5rem}
    body.projector h1{font-size:2.2rem}
    body.projector .meta{font-size:1.2rem}
    body.projector th,body.projector td{padding:.3rem .45rem}
    body.projector td.t{min-width:2rem;padding:.1rem .15rem}
    body.projector .light{width:1.8rem;height:1.8rem;font:700 .95rem/1.8rem system-ui}
    body.projector .light:hover::after,body.projector .light:focus::after{top:2.1rem;font-size:1rem}
    body.projector td.status{font-weight:600}
    body.projector tr.stuck td.status{color:var(--red)}
    """

  /// Sorting by a button, kept with the scroll in `localStorage` across reloads; times in the
  /// viewer's time zone; a live page fetches its table again every ten seconds.
  private static let script = """
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
        var body = document.querySelector("#room tbody");
        if (!body || !order) { return; }
        var rows = Array.prototype.slice.call(body.rows);
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
        if (document.body.className === "projector") { timeline.scrollLeft = timeline.scrollWidth; }
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
    })();
    """
}
