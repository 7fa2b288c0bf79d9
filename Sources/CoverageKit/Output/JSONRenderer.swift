/// Writes the report in the stable JSON schema.
///
/// `{"totals": {"lines": {"covered", "count", "percent"}, "functions": …, "regions": …},
/// "targets": […], "files": [{"path", "target", "lines", "functions", "regions",
/// "missingLines": [[first, last], …]}], "checks": [{"scope", "metric", "minimum", "actual",
/// "passed"}], "passed": true}`. `branches` appear when the export has branch coverage,
/// `diff` when a diff base was given.
struct JSONRenderer {
  func render(_ report: GateReport) -> String {
    let metrics = report.hasBranches ? Metric.allCases : [.lines, .functions, .regions]
    func counts(_ summary: CoverageSummary) -> String {
      metrics.map { "\(JSONText.quoted($0.rawValue)): \(count(summary[$0]))" }
        .joined(separator: ", ")
    }
    var parts: [String] = []
    parts.append("  \"totals\": {\(counts(report.totals))}")
    let targets = report.targets.map {
      "    {\"name\": \(JSONText.quoted($0.name)), \(counts($0.summary))}"
    }
    parts.append("  \"targets\": " + list(targets))
    let files = report.files.map { file in
      let missing = file.lineHits.missingRanges.map { "[\($0.lowerBound), \($0.upperBound)]" }
      let target = file.target.map(JSONText.quoted) ?? "null"
      return
        "    {\"path\": \(JSONText.quoted(file.path)), \"target\": \(target), \(counts(file.summary)), \"missingLines\": [\(missing.joined(separator: ", "))]}"
    }
    parts.append("  \"files\": " + list(files))
    if let diff = report.diff {
      let diffFiles = diff.files.map { file in
        let uncovered = file.uncoveredRanges.map { "[\($0.lowerBound), \($0.upperBound)]" }
        return
          "      {\"path\": \(JSONText.quoted(file.path)), \"lines\": \(count(file.lines)), \"uncoveredLines\": [\(uncovered.joined(separator: ", "))]}"
      }
      parts.append(
        "  \"diff\": {\"base\": \(JSONText.quoted(diff.base)), \"lines\": \(count(diff.lines)), \"files\": "
          + list(diffFiles, indent: "    ") + "}")
    }
    let checks = report.checks.map { check in
      "    {\"scope\": \(JSONText.quoted(check.scope)), \"metric\": \(JSONText.quoted(check.metric.rawValue)), \"minimum\": \(JSONText.number(check.minimum)), \"actual\": \(JSONText.number(check.actual)), \"passed\": \(check.passed)}"
    }
    parts.append("  \"checks\": " + list(checks))
    parts.append("  \"passed\": \(report.passed)")
    return "{\n" + parts.joined(separator: ",\n") + "\n}\n"
  }

  private func count(_ count: CoverageCount) -> String {
    "{\"covered\": \(count.covered), \"count\": \(count.count), \"percent\": \(JSONText.number(count.percent))}"
  }

  private func list(_ items: [String], indent: String = "  ") -> String {
    items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n\(indent)]"
  }
}
