import CommandLineSupport

/// Writes the report as GitHub-flavoured Markdown, for a job summary or a comment.
struct MarkdownRenderer {
  var skipsCovered: Bool
  var order: GateReport.FileOrder = .name
  var top: Int?
  /// When set, the report is fitted into this many characters, as a pull-request comment
  /// must be: the totals, then the failed checks, then the files with the lowest line
  /// coverage, and a line saying how much more the job summary has.
  var characterLimit: Int?

  func render(_ report: GateReport) -> String {
    let (files, cut) = report.listedFiles(order: order, top: top, skipsCovered: skipsCovered)
    var lines = head(report) + diffLines(report)
    let checks = checkRows(report)
    if !checks.isEmpty { lines += [""] + Self.checkHeader + checks.map(\.row) }
    if !files.isEmpty {
      let shown = cut > 0 ? "\(files.count) of \(files.count + cut)" : "\(files.count)"
      lines += fileSection(report, files, summary: "Files (\(shown))")
    }
    let full = lines.joined(separator: "\n") + "\n"
    guard let characterLimit, full.unicodeScalars.count > characterLimit else { return full }
    return fitted(report, into: characterLimit)
  }

  /// The report in at most `limit` characters: what fails first, then the worst files.
  private func fitted(_ report: GateReport, into limit: Int) -> String {
    var lines = head(report)
    // Room for the closing lines that say what was left out.
    var room = limit - Self.size(lines) - 400
    func take(_ candidates: [String]) -> Int {
      var taken = 0
      for line in candidates {
        let cost = line.unicodeScalars.count + 1
        guard cost <= room else { break }
        lines.append(line)
        room -= cost
        taken += 1
      }
      return candidates.count - taken
    }
    var notes: [String] = []
    let checks = checkRows(report)
    if !checks.isEmpty {
      lines += [""] + Self.checkHeader
      room -= Self.size([""] + Self.checkHeader)
      let failedLeft = take(checks.filter { !$0.passed }.map(\.row))
      let passedLeft = take(checks.filter(\.passed).map(\.row))
      if failedLeft > 0 { notes.append("\(failedLeft) more failed checks") }
      if passedLeft > 0 { notes.append("\(passedLeft) passing checks") }
    }
    let diff = diffLines(report)
    if !diff.isEmpty {
      let left = take(diff)
      if left > 0 { notes.append("\(left) more lines on changed code") }
    }
    let (all, _) = report.listedFiles(order: .lines, top: nil, skipsCovered: true)
    let opening =
      ["", "<details><summary>Files, lowest line coverage first</summary>", ""]
      + Self.fileHeader(report)
    let rows = all.map { fileRow(report, $0) }
    if let first = rows.first, Self.size(opening + [first, "", "</details>"]) <= room {
      lines += opening
      room -= Self.size(opening + ["", "</details>"])
      let left = take(rows)
      lines += ["", "</details>"]
      if left > 0 { notes.append("\(left) more files") }
    } else if !rows.isEmpty {
      notes.append("\(rows.count) files")
    }
    if !notes.isEmpty {
      lines += ["", "_\(notes.joined(separator: ", ")) in the job summary._"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The title, the totals by target and the note on lcov's view.
  private func head(_ report: GateReport) -> [String] {
    let metrics = Self.metrics(report)
    let mark = report.checks.isEmpty ? "" : report.passed ? " ✅" : " ❌"
    var lines = [
      "## Coverage\(mark)", "",
      "| | " + metrics.map { $0.rawValue.capitalized }.joined(separator: " | ") + " |",
      "|---|" + metrics.map { _ in "---:|" }.joined(),
      row("**Total**", report.totals, report),
    ]
    for target in report.targets {
      lines.append(row(MarkdownText.cell(target.name), target.summary, report))
    }
    if let note = TableRenderer.lineViewNote(report) {
      lines += ["", note]
    }
    return lines
  }

  /// The coverage of the changed lines and where changed lines are not covered.
  private func diffLines(_ report: GateReport) -> [String] {
    guard let diff = report.diff else { return [] }
    return ["", DiffSummary.line(diff)]
      + diff.files.filter { !$0.uncoveredRanges.isEmpty }.map { file in
        "- `\(file.path)`: lines \(TableRenderer.ranges(file.uncoveredRanges)) not covered"
      }
  }

  private static let checkHeader = [
    "| Check | Scope | Metric | Minimum | Actual |", "|---|---|---|---:|---:|",
  ]

  /// One table row per check, failures first.
  private func checkRows(_ report: GateReport) -> [(passed: Bool, row: String)] {
    report.checksFailuresFirst.map { check in
      let values =
        check.isUncoveredMaximum
        ? ("at most \(Int(-check.minimum)) uncovered", "\(Int(-check.actual)) uncovered")
        : check.recorded != nil
          ? (
            Percent.format(check.minimum, decimals: 3),
            "\(Percent.format(check.recorded ?? 0, decimals: 3)) → \(Percent.format(check.actual, decimals: 3))"
          )
          : (Percent.format(check.minimum), Percent.format(check.actual))
      return (
        check.passed,
        "| \(check.passed ? "✅ pass" : "❌ fail") | \(MarkdownText.cell(check.scope)) | \(check.metric.rawValue) | \(values.0) | \(values.1) |"
      )
    }
  }

  private func fileSection(_ report: GateReport, _ files: [FileReport], summary: String)
    -> [String]
  {
    ["", "<details><summary>\(summary)</summary>", ""] + Self.fileHeader(report)
      + files.map { fileRow(report, $0) } + ["", "</details>"]
  }

  private static func fileHeader(_ report: GateReport) -> [String] {
    let metrics = metrics(report)
    return [
      "| File | " + metrics.map { $0.rawValue.capitalized }.joined(separator: " | ")
        + " | Missing |",
      "|---|" + metrics.map { _ in "---:|" }.joined() + "---|",
    ]
  }

  private func fileRow(_ report: GateReport, _ file: FileReport) -> String {
    let missing = TableRenderer.ranges(file.lineHits.missingRanges)
    return row("`\(file.path)`", file.summary, report).dropLast(1) + "| \(missing) |"
  }

  private static func metrics(_ report: GateReport) -> [Metric] {
    report.hasBranches ? Metric.allCases : [.lines, .functions, .regions]
  }

  private func row(_ name: String, _ summary: CoverageSummary, _ report: GateReport) -> String {
    let available = report.metrics
    let cells = Self.metrics(report).map { metric in
      let count = summary[metric]
      guard available.contains(metric) else { return "n/a" }
      return count.count == 0
        ? "–" : "\(Percent.format(count.percent)) (\(count.covered)/\(count.count))"
    }
    return "| \(name) | " + cells.joined(separator: " | ") + " |"
  }

  /// The characters of `lines` joined by line breaks.
  private static func size(_ lines: [String]) -> Int {
    lines.reduce(0) { $0 + $1.unicodeScalars.count + 1 }
  }
}
