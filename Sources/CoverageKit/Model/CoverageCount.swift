/// How many of something were covered out of how many there are: lines, functions, regions or
/// branches.
public struct CoverageCount: Hashable, Sendable {
  /// How many were executed at least once.
  public var covered: Int
  /// How many there are.
  public var count: Int

  /// Creates a count of `covered` out of `count`.
  public init(covered: Int, count: Int) {
    self.covered = covered
    self.count = count
  }

  /// Nothing out of nothing.
  public static let zero = CoverageCount(covered: 0, count: 0)

  /// How many were not executed.
  public var missed: Int { count - covered }

  /// The covered share in percent, as llvm-cov computes it: 0 when there is nothing to cover.
  public var percent: Double {
    count == 0 ? 0 : Double(covered) / Double(count) * 100
  }

  /// Adds two counts, as llvm-cov adds the files of a total.
  public static func + (lhs: CoverageCount, rhs: CoverageCount) -> CoverageCount {
    CoverageCount(covered: lhs.covered + rhs.covered, count: lhs.count + rhs.count)
  }
}
