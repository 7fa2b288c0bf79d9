import CommandLineSupport

/// Writes GitHub Actions workflow commands: an error per failed check, and a warning per run
/// of uncovered changed lines, shown on the pull request's diff.
struct GitHubRenderer {
  func render(_ report: GateReport) -> String {
    var lines: [String] = []
    for check in report.checks where !check.passed {
      let file = check.filePath.map { "file=\(WorkflowCommandText.property($0))," } ?? ""
      lines.append(
        "::error \(file)title=\(WorkflowCommandText.property("Coverage check failed"))::\(WorkflowCommandText.data(check.summary))"
      )
    }
    if let diff = report.diff {
      for file in diff.files {
        for range in file.uncoveredRanges {
          let what =
            range.count == 1
            ? "Line \(range.lowerBound) is" : "Lines \(range.lowerBound)-\(range.upperBound) are"
          lines.append(
            "::warning file=\(WorkflowCommandText.property(file.path)),line=\(range.lowerBound),endLine=\(range.upperBound),title=\(WorkflowCommandText.property("Not covered by tests"))::\(WorkflowCommandText.data("\(what) changed but not covered by tests"))"
          )
        }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
