/// The coverage of the lines added or changed since a base revision ("patch coverage").
///
/// Only changed lines with code count. Lines are the distinct source lines as `llvm-cov show`
/// colours them, so every changed line counts once.
public struct DiffCoverage: Hashable, Sendable {
  /// A changed file with code among its changed lines.
  public struct File: Hashable, Sendable {
    /// The path relative to the package root.
    public var path: String
    /// The changed lines with code: covered of count.
    public var lines: CoverageCount
    /// The changed lines with code that never ran.
    public var uncoveredRanges: [ClosedRange<Int>]
  }

  /// The base the changes are counted from, as given (for example `origin/main`).
  public var base: String
  /// The changed files with code, sorted by path.
  public var files: [File]

  /// The coverage of `changes` (changed line ranges by path relative to the root) in `report`.
  public init(base: String, changes: [String: [ClosedRange<Int>]], report: GateReport) {
    self.base = base
    files = report.files.compactMap { file in
      guard let ranges = changes[file.path], !ranges.isEmpty else { return nil }
      let changed = file.lineHits.pairs.filter { pair in
        ranges.contains { $0.contains(pair.line) }
      }
      guard !changed.isEmpty else { return nil }
      let uncovered = LineHits(changed.filter { $0.count == 0 }).missingRanges
      return File(
        path: file.path,
        lines: CoverageCount(covered: changed.filter { $0.count > 0 }.count, count: changed.count),
        uncoveredRanges: uncovered)
    }
  }

  /// The changed lines with code over every file.
  public var lines: CoverageCount {
    files.reduce(.zero) { $0 + $1.lines }
  }
}
