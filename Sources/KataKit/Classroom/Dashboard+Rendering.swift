import Foundation

extension Dashboard {
  /// The dashboard as pretty-printed JSON, sorted keys.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
  }

  /// The dashboard as a Markdown table: one row per learner and kata, the lights as letters.
  var markdown: String {
    var lines = [
      "# Classroom", "",
      "| Learner | Kata | Step | Done | R A G | Predictions | Hints | Green before red | Coverage | Chaffs | Lights |",
      "|---|---|---:|---:|---|---:|---:|---|---:|---:|---|",
    ]
    for row in rows {
      let kata: String = row.kata.map(Self.escape) ?? "–"
      let step: String = row.step.map(String.init) ?? "–"
      let predictions = "\(row.predictionsRight)/\(row.predictionsRight + row.predictionsWrong)"
      let early: String =
        row.greenBeforeRed.isEmpty
        ? "–" : row.greenBeforeRed.map(String.init).joined(separator: ", ")
      let coverage: String = row.coverage.map { "\(Int($0.rounded(.down)))%" } ?? "–"
      var chaffs: String = row.chaffsMet == 0 ? "–" : "\(row.chaffsCaught)/\(row.chaffsMet)"
      if !row.chaffsMissed.isEmpty {
        chaffs +=
          " (missed: "
          + row.chaffsMissed.joined(separator: "; ").replacingOccurrences(of: "|", with: "\\|")
          + ")"
      }
      if !row.movedOnUnfinished.isEmpty {
        chaffs +=
          "; moved on unfinished: step "
          + row.movedOnUnfinished.map(String.init).joined(separator: ", ")
      }
      let lights: String =
        row.runs.isEmpty ? "–" : row.runs.map(\.light.letter).joined(separator: " ")
      var cells: [String] = [Self.escape(row.learner), kata, step, "\(row.stepsDone)"]
      cells += ["\(row.red) \(row.amber) \(row.green)", predictions, "\(row.hints)"]
      cells += [early, coverage, chaffs, lights]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The dashboard as one self-contained HTML page: no external script, font or style, so it
  /// works offline and from `file://`. With `refresh`, the page reloads itself that often.
  func html(refresh: Int? = nil) -> String {
    let header = columns.map { column in
      column.minutes > 1
        ? "<th class=\"gap\" title=\"\(column.minutes) quiet minutes\">⋯</th>"
        : "<th>\(column.minute)</th>"
    }.joined()
    let body = rows.enumerated().map { index, row in
      Self.rowHTML(row, columns: columns.count, index: index)
    }
    .joined(separator: "\n")
    let reload = refresh.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">" } ?? ""
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">\(reload)
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Classroom</title>
      <style>\(Self.style)</style></head>
      <body>
      <h1>Classroom</h1>
      <p class="meta">\(rows.count) rows · first run \(start ?? "not yet") · minutes since then; ⋯ is a quiet stretch · R red, A amber, G green · sort by <button type="button" data-sort="progress">progress</button> <button type="button" data-sort="name">name</button></p>
      <table id="room">
      <thead><tr><th>Learner</th><th>Kata</th><th>Step</th><th>Done</th><th>R·A·G</th><th>Predictions</th><th>Hints</th><th>Green before red</th><th>Coverage</th><th>Chaffs</th>\(header)</tr></thead>
      <tbody>
      \(body)
      </tbody></table>
      <script>\(Self.script)</script>
      </body></html>

      """
  }

  private static func rowHTML(_ row: Row, columns: Int, index: Int) -> String {
    var cells = Array(repeating: "", count: columns)
    for run in row.runs where run.column < columns {
      var tip =
        "\(run.time) · step \(run.step) · \(run.light.rawValue) · \(run.tests) tests, \(run.failures) failed"
      if let verdict = run.verdict { tip += " · \(verdict)" }
      cells[run.column] +=
        "<span class=\"light \(run.light.rawValue)\" tabindex=\"0\" data-light=\"\(run.light.rawValue)\" data-tip=\"\(escape(tip))\" aria-label=\"\(escape(tip))\">\(run.light.letter)</span>"
    }
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
    let fields = [
      "<th scope=\"row\">\(escape(row.learner))</th>", "<td>\(escape(row.kata ?? "–"))</td>",
      "<td>\(row.step.map(String.init) ?? "–")</td>", "<td>\(row.stepsDone)</td>",
      "<td>\(pie)</td>", "<td>\(predictions)</td>", "<td>\(row.hints)</td>",
      "<td>\(row.greenBeforeRed.isEmpty ? "–" : "! " + row.greenBeforeRed.map(String.init).joined(separator: ", "))</td>",
      "<td>\(row.coverage.map { "\(Int($0.rounded(.down)))%" } ?? "–")</td>",
      chaffsCell(row),
    ]
    return
      "<tr data-name=\"\(escape(row.learner + " " + (row.kata ?? "")))\" data-progress=\"\(index)\">"
      + fields.joined() + cells.map { "<td class=\"t\">\($0)</td>" }.joined() + "</tr>"
  }

  /// Chaffs caught of met; the missed ones and the steps left unfinished in words, so an
  /// instructor sees which misconception a pair's tests let through.
  private static func chaffsCell(_ row: Row) -> String {
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
    return "<td title=\"\(escape(notes.joined(separator: " · ")))\">\(text)</td>"
  }

  private static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { "&<>\"|".utf8.contains($0) }) else { return text }
    return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
      of: "<", with: "&lt;"
    )
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    .replacingOccurrences(of: "|", with: "&#124;")
  }

  private static let style = """
    :root{--bg:#fff;--fg:#1b1b1b;--muted:#666;--line:#ddd;--red:#c62828;--amber:#e0a100;--green:#2e7d32;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#eee;--muted:#aaa;--line:#333;--red:#ef5350;--amber:#ffca28;--green:#66bb6a}}
    body{background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,sans-serif;margin:1.5rem}
    h1{font-size:1.4rem;margin:0 0 .3rem}.meta{color:var(--muted)}
    table{border-collapse:collapse}th,td{border-bottom:1px solid var(--line);padding:.25rem .4rem;text-align:left;white-space:nowrap}
    thead th{position:sticky;top:0;background:var(--bg);font-weight:600}th.gap{color:var(--muted)}
    td.t{padding:.1rem .15rem;min-width:1.2rem}
    .light{display:inline-block;width:1.15rem;height:1.15rem;margin:1px;border-radius:50%;color:#000;font:700 .7rem/1.15rem system-ui;text-align:center;position:relative;cursor:default}
    .light.red{background:var(--red);color:#fff}.light.amber{background:var(--amber);border-radius:3px}.light.green{background:var(--green);color:#fff;border-radius:3px 50% 50% 50%}
    .light:hover::after,.light:focus::after{content:attr(data-tip);position:absolute;left:50%;top:1.4rem;z-index:2;transform:translateX(-50%);background:var(--fg);color:var(--bg);font:400 .75rem system-ui;padding:.3rem .5rem;border-radius:4px;white-space:nowrap}
    .light:focus{outline:2px solid var(--fg);outline-offset:1px}
    .missed{color:var(--red)}
    .pie{display:inline-block;width:1rem;height:1rem;border-radius:50%;vertical-align:middle}
    button{font:inherit;color:inherit;background:none;border:1px solid var(--line);border-radius:4px;cursor:pointer}
    """

  private static let script = """
    document.querySelectorAll("button[data-sort]").forEach(function (button) {
      button.addEventListener("click", function () {
        var key = button.getAttribute("data-sort");
        var body = document.querySelector("#room tbody");
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          return key === "name"
            ? a.dataset.name.localeCompare(b.dataset.name)
            : Number(a.dataset.progress) - Number(b.dataset.progress);
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
    """
}
