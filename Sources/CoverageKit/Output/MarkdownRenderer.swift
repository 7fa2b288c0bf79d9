/// Writes the report as GitHub-flavoured Markdown, for a job summary or a comment.
struct MarkdownRenderer {
  var skipsCovered: Bool
  var order: GateReport.FileOrder = .name
  var top: Int?

  func render(_ report: GateReport) -> String {
    let metrics = report.hasBranches ? Metric.allCases : [.lines, .functions, .regions]
    var lines: [String] = []
    let mark = report.checks.isEmpty ? "" : report.passed ? " ✅" : " ❌"
    lines.append("## Coverage\(mark)")
    lines.append("")
    lines.append("| | " + metrics.map { $0.rawValue.capitalized }.joined(separator: " | ") + " |")
    lines.append("|---|" + metrics.map { _ in "---:|" }.joined())
    let available = report.metrics
    lines.append(row("**Total**", report.totals, metrics, available))
    for target in report.targets {
      lines.append(row(escape(target.name), target.summary, metrics, available))
    }
    if let note = TableRenderer.lineViewNote(report) {
      lines.append("")
      lines.append(note)
    }
    if let diff = report.diff {
      lines.append("")
      lines.append(DiffSummary.line(diff))
      for file in diff.files where !file.uncoveredRanges.isEmpty {
        lines.append(
          "- `\(file.path)`: lines \(TableRenderer.ranges(file.uncoveredRanges)) not covered")
      }
    }
    if !report.checks.isEmpty {
      lines.append("")
      lines.append("| Check | Scope | Metric | Minimum | Actual |")
      lines.append("|---|---|---|---:|---:|")
      for check in report.checksFailuresFirst {
        let values =
          check.isUncoveredMaximum
          ? ("at most \(Int(-check.minimum)) uncovered", "\(Int(-check.actual)) uncovered")
          : check.recorded != nil
            ? (
              Percent.format(check.minimum, decimals: 3),
              "\(Percent.format(check.recorded ?? 0, decimals: 3)) → \(Percent.format(check.actual, decimals: 3))"
            )
            : (Percent.format(check.minimum), Percent.format(check.actual))
        lines.append(
          "| \(check.passed ? "✅ pass" : "❌ fail") | \(escape(check.scope)) | \(check.metric.rawValue) | \(values.0) | \(values.1) |"
        )
      }
    }
    let (files, cut) = report.listedFiles(order: order, top: top, skipsCovered: skipsCovered)
    if !files.isEmpty {
      lines.append("")
      let shown = cut > 0 ? "\(files.count) of \(files.count + cut)" : "\(files.count)"
      lines.append("<details><summary>Files (\(shown))</summary>")
      lines.append("")
      lines.append(
        "| File | " + metrics.map { $0.rawValue.capitalized }.joined(separator: " | ")
          + " | Missing |")
      lines.append("|---|" + metrics.map { _ in "---:|" }.joined() + "---|")
      for file in files {
        let missing = TableRenderer.ranges(file.lineHits.missingRanges)
        lines.append(
          row("`\(file.path)`", file.summary, metrics, available).dropLast(1) + "| \(missing) |")
      }
      lines.append("")
      lines.append("</details>")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(
    _ name: String, _ summary: CoverageSummary, _ metrics: [Metric], _ available: Set<Metric>
  ) -> String {
    let cells = metrics.map { metric in
      let count = summary[metric]
      guard available.contains(metric) else { return "n/a" }
      return count.count == 0
        ? "–" : "\(Percent.format(count.percent)) (\(count.covered)/\(count.count))"
    }
    return "| \(name) | " + cells.joined(separator: " | ") + " |"
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
