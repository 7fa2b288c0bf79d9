/// Writes GitHub Actions workflow commands: an error per failed check, and a warning per run
/// of uncovered changed lines, shown on the pull request's diff.
struct GitHubRenderer {
  func render(_ report: GateReport) -> String {
    var lines: [String] = []
    for check in report.checks where !check.passed {
      let file = check.filePath.map { "file=\(property($0))," } ?? ""
      lines.append(
        "::error \(file)title=\(property("Coverage check failed"))::\(data(check.summary))")
    }
    if let diff = report.diff {
      for file in diff.files {
        for range in file.uncoveredRanges {
          let what =
            range.count == 1
            ? "Line \(range.lowerBound) is" : "Lines \(range.lowerBound)-\(range.upperBound) are"
          lines.append(
            "::warning file=\(property(file.path)),line=\(range.lowerBound),endLine=\(range.upperBound),title=\(property("Not covered by tests"))::\(data("\(what) changed but not covered by tests"))"
          )
        }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  private func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  private func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
