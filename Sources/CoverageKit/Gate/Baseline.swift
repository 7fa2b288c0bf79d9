import Foundation

/// Recorded line coverage, total and per file, that later runs must not fall below.
///
/// The file is JSON: `{"version": 1, "lines": {"total": 93.2, "files": {"Sources/…": 100}}}`,
/// with files sorted so it diffs well in version control.
public struct Baseline: Hashable, Sendable {
  /// The total line coverage in percent.
  public var total: Double
  /// The line coverage of each file in percent, by path relative to the root.
  public var files: [String: Double]

  /// Creates a baseline.
  public init(total: Double, files: [String: Double]) {
    self.total = total
    self.files = files
  }

  /// The baseline of `report`: its line coverage now.
  public init(report: GateReport) {
    total = report.totals.lines.percent
    files = Dictionary(
      uniqueKeysWithValues: report.files.filter { $0.summary.lines.count > 0 }
        .map { ($0.path, $0.summary.lines.percent) })
  }

  /// Reads a baseline; `path` names it in errors.
  public init(data: Data, path: String) throws(GateError) {
    let document: JSONValue
    switch JSONValue.strict(data) {
    case .success(let value): document = value
    case .failure(let error):
      throw .invalidBaseline(path: path, reason: "not valid JSON at \(error)")
    }
    guard let root = document.object, root["version"]?.number == 1,
      let lines = root["lines"]?.object, let total = lines["total"]?.number,
      let files = lines["files"]?.object
    else {
      throw .invalidBaseline(
        path: path, reason: "expected {\"version\": 1, \"lines\": {\"total\": …, \"files\": {…}}}")
    }
    var percents: [String: Double] = [:]
    for (file, value) in files {
      guard let percent = value.number else {
        throw .invalidBaseline(path: path, reason: "the coverage of \(file) is not a number")
      }
      percents[file] = percent
    }
    self.init(total: total, files: percents)
  }

  /// The baseline as JSON, files sorted, ending with a newline.
  public var jsonData: Data {
    let entries = files.keys.sorted().map {
      "      \(JSONText.quoted($0)): \(JSONText.number(files[$0]!))"
    }
    let body = entries.isEmpty ? "{}" : "{\n" + entries.joined(separator: ",\n") + "\n    }"
    let text = """
      {
        "version": 1,
        "lines": {
          "total": \(JSONText.number(total)),
          "files": \(body)
        }
      }

      """
    return Data(text.utf8)
  }

  /// The ratchet: total and every file still in the report may fall at most `tolerance`
  /// percentage points below this baseline. New files are not checked.
  public func checks(for report: GateReport, tolerance: Double) -> [Check] {
    var checks: [Check] = []
    if report.totals.lines.count > 0 {
      var check = Check(
        scope: "baseline total", metric: .lines, minimum: total - tolerance,
        actual: report.totals.lines.percent)
      check.recorded = total
      checks.append(check)
    }
    for file in report.files where file.summary.lines.count > 0 {
      guard let recorded = files[file.path] else { continue }
      var check = Check(
        scope: "baseline file \(file.path)", metric: .lines, minimum: recorded - tolerance,
        actual: file.summary.lines.percent)
      check.recorded = recorded
      checks.append(check)
    }
    return checks
  }
}
