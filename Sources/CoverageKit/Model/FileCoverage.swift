/// The coverage of one source file in an llvm-cov export or xccov's JSON.
public struct FileCoverage: Hashable, Sendable {
  /// The file's path as the export names it, usually absolute.
  public var path: String
  /// The file's counts, exactly as `llvm-cov report` shows them.
  public var summary: CoverageSummary
  /// The execution count of each line with code; empty for a summary-only export.
  public var lineHits: LineHits
  /// The target the file belongs to, when the input names it (Xcode's coverage does);
  /// otherwise the folder under `Sources/` is the target.
  public var target: String?

  /// Creates the coverage of the file at `path`.
  public init(path: String, summary: CoverageSummary, lineHits: LineHits = LineHits()) {
    self.path = path
    self.summary = summary
    self.lineHits = lineHits
  }
}
