import Foundation

/// The report in the mutation-testing-report-schema (version 2) that Stryker, stryker4s,
/// Infection and others write, so it opens in the viewers and dashboards made for them.
struct StandardReport {
  /// The report written in the schema.
  let report: MutationReport

  /// The standard report, each file with its source as `source` reads it (a file it cannot
  /// read gets an empty source); `low` is the score below which a viewer shows red.
  func json(low: Double? = nil, source: (String) -> String?) -> Data {
    var files: [String: Any] = [:]
    for (file, entries) in Dictionary(grouping: report.entries, by: \.mutant.file) {
      files[file] = [
        "language": "swift", "source": source(file) ?? "",
        "mutants": entries.enumerated().map { Self.mutant($1, id: "\(file)#\($0)") },
      ]
    }
    let tests = Set(report.entries.flatMap { $0.coveredBy ?? [] }).sorted()
    let document: [String: Any] = [
      "schemaVersion": "2",
      "testFiles": Dictionary(
        uniqueKeysWithValues: tests.map { ($0, ["tests": [["id": $0, "name": $0]]]) }),
      "thresholds": ["high": 80, "low": Int(low ?? 60)],
      "files": files,
      "config": config,
    ]
    return
      (try? JSONSerialization.data(
        withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
  }

  /// The schema's free-form `config`: the tool, and for a run stopped before its end how far
  /// it got, so a viewer's reader knows the score is of part of the mutants.
  private var config: [String: Any] {
    var config: [String: Any] = ["tool": "coverage-gate mutate"]
    if let planned = report.planned {
      config["stopped"] = true
      config["planned"] = planned
      config["tried"] = report.entries.count
    }
    if report.retried > 0 { config["retried"] = report.retried }
    return config
  }

  /// One mutant as the schema has it: where it is (start inclusive, end exclusive, on its
  /// line), what it does, and how it went.
  private static func mutant(_ entry: MutationReport.Entry, id: String) -> [String: Any] {
    let mutant = entry.mutant
    let width = mutant.original.unicodeScalars.prefix { $0 != "\n" }.count
    var result: [String: Any] = [
      "id": id, "mutatorName": mutant.mutationOperator.rawValue,
      "replacement": mutant.edit.text.isEmpty && mutant.replacement == "(removed)"
        ? "" : mutant.replacement,
      "status": status(entry.outcome),
      "location": [
        "start": ["line": mutant.line, "column": mutant.column],
        "end": ["line": mutant.line, "column": mutant.column + max(1, width)],
      ],
    ]
    if let reason = entry.reason { result["statusReason"] = reason }
    if let coveredBy = entry.coveredBy { result["coveredBy"] = coveredBy }
    return result
  }

  /// The schema's name of `outcome`.
  static func status(_ outcome: MutantOutcome) -> String {
    switch outcome {
    case .killed: "Killed"
    case .timedOut: "Timeout"
    case .survived: "Survived"
    case .notCovered: "NoCoverage"
    case .notBuilt: "CompileError"
    case .equivalent, .compilerEquivalent: "Ignored"
    }
  }
}
