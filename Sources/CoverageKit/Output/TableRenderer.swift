import CommandLineSupport

/// Writes the report as a table for people: one row per file, the totals, then the checks.
struct TableRenderer {
  var style: TextStyle
  var showsMissing: Bool
  var skipsCovered: Bool
  var order: GateReport.FileOrder = .name
  var top: Int?

  func render(_ report: GateReport) -> String {
    let metrics = report.hasBranches ? Metric.allCases : [.lines, .functions, .regions]
    let (files, cut) = report.listedFiles(order: order, top: top, skipsCovered: skipsCovered)
    var rows = files.map { file in
      Row(
        name: file.path, summary: file.summary,
        missing: showsMissing ? Self.ranges(file.lineHits.missingRanges) : "")
    }
    rows.append(Row(name: "TOTAL", summary: report.totals, missing: ""))
    let nameWidth = max(4, rows.map(\.name.count).max() ?? 0)
    let cellWidth =
      rows.flatMap { row in
        metrics.map { cell(row.summary[$0], available: report.metrics.contains($0)).count }
      }.max() ?? 0
    var header =
      pad("File", nameWidth)
      + metrics.map { "  " + pad($0.rawValue.capitalized, cellWidth) }.joined()
    if showsMissing { header += "  Missing" }
    var lines = [header, String(repeating: "-", count: header.count)]
    for (index, row) in rows.enumerated() {
      if index == rows.count - 1 { lines.append(String(repeating: "-", count: header.count)) }
      var line = pad(row.name, nameWidth)
      for metric in metrics {
        let count = row.summary[metric]
        line +=
          "  "
          + colour(pad(cell(count, available: report.metrics.contains(metric)), cellWidth), count)
      }
      if !row.missing.isEmpty { line += "  " + row.missing }
      lines.append(line)
    }
    if cut > 0 {
      lines.append("\(cut) more files not shown (--top \(top ?? 0))")
    }
    if skipsCovered, files.count + cut < report.files.count {
      lines.append(
        "\(report.files.count - files.count - cut) files with full coverage not shown")
    }
    if let note = Self.lineViewNote(report) { lines.append(note) }
    if let diff = report.diff {
      lines.append("")
      lines.append(DiffSummary.line(diff))
    }
    if !report.checks.isEmpty {
      lines.append("")
      let listsPassed = report.checks.count <= Self.listedPassingChecks
      for check in report.checksFailuresFirst where listsPassed || !check.passed {
        let mark = check.passed ? style.green("pass") : style.red("FAIL")
        lines.append("\(mark)  \(check.summary)")
      }
      let passed = report.checks.filter(\.passed).count
      if !listsPassed, passed > 0 {
        lines.append("\(style.green("pass"))  \(passed) other checks")
      }
    }
    lines.append("")
    lines.append(Verdict.line(report, style: style))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A note when lcov's line view of the total differs from llvm-cov's, which the gate uses:
  /// services that read lcov files will show the other figure.
  static func lineViewNote(_ report: GateReport) -> String? {
    let view = report.lineView
    let total = report.totals.lines
    guard view.count > 0, Percent.format(view.percent) != Percent.format(total.percent) else {
      return nil
    }
    return
      "Lines in lcov's view: \(Percent.format(view.percent)) (\(view.covered)/\(view.count)), which Codecov and other lcov readers show; the table counts lines as llvm-cov report does."
  }

  /// Up to this many checks, passing ones are listed one by one.
  static let listedPassingChecks = 12

  private struct Row {
    var name: String
    var summary: CoverageSummary
    var missing: String
  }

  private func cell(_ count: CoverageCount, available: Bool) -> String {
    guard available else { return "    n/a" }
    guard count.count > 0 else { return "      -" }
    let percent = Percent.format(count.percent)
    return String(repeating: " ", count: max(0, 7 - percent.count)) + percent
      + " \(count.covered)/\(count.count)"
  }

  private func colour(_ text: String, _ count: CoverageCount) -> String {
    guard count.count > 0 else { return text }
    switch count.percent {
    case 80...: return style.green(text)
    case 50..<80: return style.yellow(text)
    default: return style.red(text)
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// Line ranges as "3-5, 9".
  static func ranges(_ ranges: [ClosedRange<Int>]) -> String {
    ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
      .joined(separator: ", ")
  }
}

/// The last line of a text report.
enum Verdict {
  static func line(_ report: GateReport, style: TextStyle) -> String {
    let failed = report.checks.filter { !$0.passed }.count
    if report.checks.isEmpty { return "No thresholds set." }
    let checks = report.checks.count == 1 ? "1 check" : "\(report.checks.count) checks"
    if failed == 0 { return style.green("Coverage gate passed: \(checks).") }
    return style.red("Coverage gate FAILED: \(failed) of \(checks).")
  }
}

/// One line about the coverage of changed lines.
enum DiffSummary {
  static func line(_ diff: DiffCoverage) -> String {
    let lines = diff.lines
    guard lines.count > 0 else { return "Changed lines since \(diff.base): none with code." }
    return
      "Changed lines since \(diff.base): \(Percent.format(lines.percent)) (\(lines.covered) of \(lines.count) covered)"
  }
}
