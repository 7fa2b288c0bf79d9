/// An llvm-cov JSON export (`llvm.coverage.json.export`, versions 2 and 3) as read.
public struct CoverageExport: Hashable, Sendable {
  /// The export's format version, such as "3.0.1".
  public var version: String
  /// Every file of the export, in the export's order.
  public var files: [FileCoverage]
  /// The function records, when they were asked for and the export has them.
  public var functions: [FunctionRecord]
  /// The metrics the input counts: all of them for llvm-cov; lines and functions for an
  /// xccov report, lines for an xccov archive.
  public var metrics = Set(Metric.allCases)

  /// Creates an export.
  public init(version: String, files: [FileCoverage], functions: [FunctionRecord] = []) {
    self.version = version
    self.files = files
    self.functions = functions
  }
}
