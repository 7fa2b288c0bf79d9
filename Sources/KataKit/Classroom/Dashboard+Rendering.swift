import CommandLineSupport
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
    ]
    if let message { lines += ["Room: " + MarkdownText.cell(message), ""] }
    lines += [
      "| Learner | Kata | Mode | Step | Done | R A G | Predictions | Hints | Green before red | Coverage | Chaffs | Minutes per step | Lights |",
      "|---|---|---|---:|---:|---|---:|---:|---|---:|---|---|---|",
    ]
    for row in rows {
      let kata: String = row.kataLabel.map(MarkdownText.cell) ?? "–"
      let step: String =
        row.step.map { step in row.steps.map { "\(step) of \($0)" } ?? "\(step)" }
        ?? "–"
      let predictions = "\(row.predictionsRight)/\(row.predictionsRight + row.predictionsWrong)"
      let early: String =
        row.greenBeforeRed.isEmpty
        ? "–" : row.greenBeforeRed.map(String.init).joined(separator: ", ")
      let coverage: String = row.coverage.map { "\(Self.wholePercent($0))%" } ?? "–"
      var chaffs: String = row.chaffsMet == 0 ? "–" : "\(row.chaffsCaught)/\(row.chaffsMet)"
      if !row.chaffsMissed.isEmpty {
        chaffs += " (missed: " + MarkdownText.cell(row.chaffsMissed.joined(separator: "; ")) + ")"
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
      var cells = [MarkdownText.cell(row.learner), kata, row.mode?.rawValue ?? "–", step]
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
  /// that often. Either way the sort and the scroll survive. `nonce` marks the page's own
  /// style and script for the server's Content-Security-Policy.
  func html(
    view: DashboardView = DashboardView(), live: Bool = false, refresh: Int? = nil,
    nonce: String? = nil
  ) -> String {
    let reload: HTML = refresh.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">" } ?? ""
    let title =
      (view.layout == .projector ? "Classroom on the wall" : "Classroom")
      + (view.anonymous ? ", anonymous" : "")
    let legend =
      "red: a test failed · amber: it does not compile · green: every test passed · ⋯ a quiet stretch · yellow: may need a visit, and why in words"
    let marked: HTML = nonce.map { " nonce=\"\($0)\"" } ?? ""
    let style = HTML(
      verbatim: DashboardAssets.style
        + (view.layout == .projector ? DashboardAssets.projectorStyle : ""))
    let page: HTML = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">\(reload)
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style\(marked)>\(style)</style></head>
      <body class="\(view.layout.rawValue)" data-live="\(live ? "\(view.layout.rawValue)\(view.query)" : "")">
      <h1>\(title)\(view.layout == .projector ? "<span id=\"screens\" aria-live=\"polite\"></span>" as HTML : "")</h1>
      <p class="meta">\(pausedSince == nil ? "" : "On a break: the clocks are paused. ")\(rows.count) rows · first run <time data-time="\(start ?? "")">\(start ?? "not yet")</time> · \(legend) · sort by <button type="button" data-sort="progress">progress</button> <button type="button" data-sort="name">name</button></p>
      <div id="timeline">
      \(tableHTML(view: view, live: live))
      </div>
      <script\(marked)>\(HTML(verbatim: DashboardAssets.script))</script>
      </body></html>

      """
    return page.text
  }

  /// The table of the page alone: what a live page swaps in.
  func table(view: DashboardView, live: Bool = true) -> String {
    tableHTML(view: view, live: live).text
  }

  /// The part of the page a live page fetches again: the projector's wall of cards, or the
  /// desk's table with a column per minute.
  private func tableHTML(view: DashboardView, live: Bool) -> HTML {
    if view.layout == .projector {
      return ProjectorWall(dashboard: self, view: view, live: live).html
    }
    let header = HTML.joined(
      columns.map { column -> HTML in
        column.minutes > 1
          ? "<th class=\"gap\" title=\"\(column.minutes) quiet minutes\">⋯</th>"
          : "<th title=\"minute \(column.minute) after the room's first run\">\(column.minute)</th>"
      })
    let names = view.anonymous ? AnimalNames.names(for: rows.map(\.animalKey)) : [:]
    let body = HTML.joined(
      rows.enumerated().map { index, row in
        rowHTML(
          row, index: index, name: names[row.animalKey] ?? row.learner, view: view, live: live)
      }, separator: "\n")
    let fixed: HTML =
      "<th>Learner</th><th>Kata</th><th>Step</th><th>Done</th><th>R·A·G</th><th>Predictions</th><th>Hints</th><th>Green before red</th><th>Coverage</th><th>Chaffs</th>"
    // In the part a live page fetches again, so a new line reaches the desk within seconds.
    let message: HTML =
      self.message.map { "<p class=\"say\" role=\"status\">Room: \($0)</p>\n" } ?? ""
    return """
      \(message)<table id="room">
      <caption>Each pair's lights by minute, counted from the room's first run; ⋯ stands for quiet minutes.</caption>
      <thead><tr>\(fixed)\(header)</tr></thead>
      <tbody>
      \(body)
      </tbody></table>
      """
  }

  /// The desk's row of `row`, `name` standing for its learner.
  private func rowHTML(
    _ row: PairRow, index: Int, name: String, view: DashboardView, live: Bool
  ) -> HTML {
    let step = row.step.map { step in row.steps.map { "\(step) of \($0)" } ?? "\(step)" } ?? "–"
    let total = max(1, row.red + row.amber + row.green)
    let red = row.red * 100 / total
    let amber = red + row.amber * 100 / total
    let pie: HTML =
      row.runs.isEmpty
      ? "–"
      : "<span class=\"pie\" role=\"img\" aria-label=\"\(row.red) red, \(row.amber) amber, \(row.green) green\" style=\"background:conic-gradient(var(--red) 0 \(red)%,var(--amber) \(red)% \(amber)%,var(--green) \(amber)% 100%)\"></span> \(row.red)·\(row.amber)·\(row.green)"
    let predictions =
      row.predictionsRight + row.predictionsWrong == 0
      ? "–" : "✓\(row.predictionsRight) ✗\(row.predictionsWrong)"
    let early =
      row.greenBeforeRed.isEmpty
      ? "–"
      : "! step" + (row.greenBeforeRed.count == 1 ? " " : "s ")
        + row.greenBeforeRed.map(String.init).joined(separator: ", ")
    let status = PairStatus(row)
    let flag: HTML = status.isFlagged ? "<br><small class=\"flag\">\(status.words)</small>" : ""
    let fields: [HTML] = [
      "<th scope=\"row\">\(name)\(flag)</th>", "<td>\(row.kataLabel ?? "–")</td>",
      "<td>\(step)</td>", "<td>\(row.stepsDone)</td>",
      "<td>\(pie)</td>", "<td>\(predictions)</td>", "<td>\(row.hints)</td>",
      "<td>\(early)</td>",
      "<td>\(row.coverage.map { "\(Self.wholePercent($0))%" } ?? "–")</td>",
      chaffsCell(row),
    ]
    let stuck: HTML = status.isFlagged ? " class=\"stuck\"" : ""
    let timeline = timelineHTML(row, view: view, live: live)
    return
      "<tr data-name=\"\(name + " " + (row.kata ?? ""))\" data-progress=\"\(index)\"\(stuck)>\(HTML.joined(fields))\(timeline)</tr>"
  }

  /// Chaffs caught of met; the missed ones and the steps left unfinished in words, so an
  /// instructor sees which misconception a pair's tests let through.
  private func chaffsCell(_ row: PairRow) -> HTML {
    guard row.chaffsMet > 0 || !row.movedOnUnfinished.isEmpty else { return "<td>–</td>" }
    let counts = row.chaffsMet == 0 ? "" : "\(row.chaffsCaught)/\(row.chaffsMet)"
    var notes: [String] = []
    if !row.chaffsMissed.isEmpty {
      notes.append("missed " + row.chaffsMissed.joined(separator: "; "))
    }
    if !row.movedOnUnfinished.isEmpty {
      notes.append(
        "moved on unfinished from step "
          + row.movedOnUnfinished.map(String.init).joined(separator: ", "))
    }
    guard !notes.isEmpty else { return "<td>\(counts)</td>" }
    let missed =
      "\(row.chaffsMissed.count) missed" + (row.movedOnUnfinished.isEmpty ? "" : " · moved on")
    return
      "<td title=\"\(notes.joined(separator: " · "))\">\(counts)\(counts.isEmpty ? "" : " ")<span class=\"missed\">\(missed)</span></td>"
  }

  /// A percentage as whole percent, rounded down, for any value a journal may hold.
  static func wholePercent(_ value: Double) -> Int {
    Int(exactly: value.rounded(.down)) ?? (value.isNaN || value < 0 ? 0 : 100)
  }
}
