/// The coverage of one selected file.
public struct FileReport: Hashable, Sendable {
  /// The path relative to the package root, as reports show it.
  public var path: String
  /// The path as the export names it.
  public var exportPath: String
  /// The target the file belongs to: its folder under `Sources/`.
  public var target: String?
  /// The file's counts, as `llvm-cov report` shows them.
  public var summary: CoverageSummary
  /// The execution count of each line with code.
  public var lineHits: LineHits
  /// The functions defined in the file, when the export was read with them.
  public var functions: [FunctionRecord]

  /// Creates the report of one file.
  public init(
    path: String, exportPath: String, target: String?, summary: CoverageSummary,
    lineHits: LineHits, functions: [FunctionRecord] = []
  ) {
    self.path = path
    self.exportPath = exportPath
    self.target = target
    self.summary = summary
    self.lineHits = lineHits
    self.functions = functions
  }

  /// Whether every line, function and region of the file ran.
  public var isFullyCovered: Bool {
    Metric.allCases.allSatisfy { summary[$0].missed == 0 }
  }
}
