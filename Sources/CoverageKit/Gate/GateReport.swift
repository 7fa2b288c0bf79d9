/// What the gate found: the selected files, their totals per target and overall, the
/// coverage of changed lines, and every check with its outcome.
public struct GateReport: Hashable, Sendable {
  /// The package root the paths are relative to.
  public var root: String
  /// The selected files, sorted by path.
  public var files: [FileReport]
  /// The checks, in the order they were made.
  public var checks: [Check] = []
  /// The coverage of the lines changed since the diff base, when one was given.
  public var diff: DiffCoverage?
  /// The metrics the input counts; the others are shown as not available.
  public var metrics = Set(Metric.allCases)

  /// Selects the files of `export` with `selection`; files are sorted by path.
  public init(export: CoverageExport, selection: FileSelection) {
    root = selection.root
    metrics = export.metrics
    let functions = Dictionary(grouping: export.functions) { $0.filenames.first ?? "" }
    // Two records of one file (`Sources/A/../B/b.swift` beside `Sources/B/b.swift`, which no
    // llvm-cov writes) count once, as the first.
    var seen = Set<String>()
    files = export.files.compactMap { file in
      guard let path = selection.relativePath(of: file.path),
        selection.selects(relativePath: path), seen.insert(path).inserted
      else { return nil }
      return FileReport(
        path: path, exportPath: file.path,
        target: file.target ?? FileSelection.target(ofRelativePath: path),
        summary: file.summary, lineHits: file.lineHits, functions: functions[file.path] ?? [])
    }
    .sorted { $0.path < $1.path }
  }

  /// The sum of every selected file, as llvm-cov's TOTAL row for the same files.
  public var totals: CoverageSummary {
    files.reduce(.zero) { $0 + $1.summary }
  }

  /// The sum of each target's files, sorted by target name.
  public var targets: [(name: String, summary: CoverageSummary)] {
    var sums: [String: CoverageSummary] = [:]
    for file in files {
      guard let target = file.target else { continue }
      sums[target] = (sums[target] ?? .zero) + file.summary
    }
    return sums.sorted { $0.key < $1.key }.map { (name: $0.key, summary: $0.value) }
  }

  /// Whether the export had branch coverage for the selected files.
  public var hasBranches: Bool { totals.branches.count > 0 }

  /// Whether every check passed.
  public var passed: Bool { checks.allSatisfy(\.passed) }

  /// Adds the checks of `thresholds` for the total, per target and per file glob.
  public mutating func check(
    total: Thresholds, targets: [String: Thresholds] = [:],
    files filePatterns: [String: Thresholds] = [:]
  ) {
    checks += Self.checks(scope: "total", thresholds: total, summary: totals)
    let targetSummaries = Dictionary(
      uniqueKeysWithValues: self.targets.map { ($0.name, $0.summary) })
    for (name, thresholds) in targets.sorted(by: { $0.key < $1.key }) {
      checks += Self.checks(
        scope: "target \(name)", thresholds: thresholds, summary: targetSummaries[name] ?? .zero)
    }
    for (pattern, thresholds) in filePatterns.sorted(by: { $0.key < $1.key }) {
      let glob = Glob(pattern)
      for file in files where glob.matches(file.path) {
        checks += Self.checks(
          scope: "file \(file.path)", thresholds: thresholds, summary: file.summary)
      }
    }
  }

  private static func checks(scope: String, thresholds: Thresholds, summary: CoverageSummary)
    -> [Check]
  {
    Metric.allCases.compactMap { metric in
      thresholds[metric].flatMap {
        Check(scope: scope, metric: metric, threshold: $0, count: summary[metric])
      }
    }
  }
}
