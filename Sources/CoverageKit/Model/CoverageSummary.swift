/// The coverage of a file, a target or a whole package, by metric.
public struct CoverageSummary: Hashable, Sendable {
  /// Source lines with code, counted once per function that contains them, as llvm-cov does.
  public var lines: CoverageCount
  /// Functions; the instantiations of one generic function count once.
  public var functions: CoverageCount
  /// Every instantiation of every function.
  public var instantiations: CoverageCount
  /// Code regions.
  public var regions: CoverageCount
  /// Branch conditions, each with a true and a false side; zero when the export has none.
  public var branches: CoverageCount

  /// Creates a summary from its counts.
  public init(
    lines: CoverageCount, functions: CoverageCount, instantiations: CoverageCount = .zero,
    regions: CoverageCount, branches: CoverageCount = .zero
  ) {
    self.lines = lines
    self.functions = functions
    self.instantiations = instantiations
    self.regions = regions
    self.branches = branches
  }

  /// A summary with nothing in it.
  public static let zero = CoverageSummary(lines: .zero, functions: .zero, regions: .zero)

  /// The count of `metric`.
  public subscript(metric: Metric) -> CoverageCount {
    switch metric {
    case .lines: lines
    case .functions: functions
    case .regions: regions
    case .branches: branches
    }
  }

  /// Adds every count, as llvm-cov adds files into a total.
  public static func + (lhs: CoverageSummary, rhs: CoverageSummary) -> CoverageSummary {
    CoverageSummary(
      lines: lhs.lines + rhs.lines, functions: lhs.functions + rhs.functions,
      instantiations: lhs.instantiations + rhs.instantiations, regions: lhs.regions + rhs.regions,
      branches: lhs.branches + rhs.branches)
  }
}
