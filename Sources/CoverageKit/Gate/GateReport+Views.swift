extension GateReport {
  /// How the file rows of the table and Markdown are ordered.
  public enum FileOrder: String, CaseIterable, Sendable {
    /// By path, the default.
    case name
    /// Lowest line coverage first.
    case lines
    /// Most lines never run first.
    case missing
  }

  /// The line coverage as tools that read lcov's `DA` records count it: every line with code
  /// once, covered when its count is above zero. llvm-cov's own line summary, which the gate
  /// checks, can differ slightly; Codecov and similar services show this one.
  public var lineView: CoverageCount {
    files.reduce(.zero) { sum, file in
      CoverageCount(
        covered: sum.covered + file.lineHits.counts.filter { $0 > 0 }.count,
        count: sum.count + file.lineHits.count)
    }
  }

  /// The checks, failures first, each group in the order the checks were made.
  public var checksFailuresFirst: [Check] {
    checks.filter { !$0.passed } + checks.filter(\.passed)
  }

  /// The paths of the files a file or baseline check failed for.
  public var failingFiles: Set<String> {
    Set(checks.filter { !$0.passed }.compactMap(\.filePath))
  }

  /// The paths of the files some file or baseline check was made for.
  public var checkedFiles: Set<String> {
    Set(checks.compactMap(\.filePath))
  }

  /// The files in `order`, without fully covered ones when `skipsCovered`, at most `top` of
  /// them; and how many were left out by `top`.
  func listedFiles(order: FileOrder, top: Int?, skipsCovered: Bool) -> (
    files: [FileReport], cut: Int
  ) {
    var files = self.files.filter { !(skipsCovered && $0.isFullyCovered) }
    switch order {
    case .name: break
    case .lines:
      files.sort {
        ($0.summary.lines.percent, $0.path) < ($1.summary.lines.percent, $1.path)
      }
    case .missing:
      files.sort {
        ($1.summary.lines.missed, $0.path) < ($0.summary.lines.missed, $1.path)
      }
    }
    guard let top, top < files.count else { return (files, 0) }
    return (Array(files.prefix(top)), files.count - top)
  }
}
