/// One function of an llvm-cov export: its name, how often it ran and its regions.
public struct FunctionRecord: Hashable, Sendable {
  /// The mangled name.
  public var name: String
  /// How often the function was entered.
  public var executionCount: UInt64
  /// The files the regions refer to by index; the first is usually the function's own.
  public var filenames: [String]
  /// The function's regions.
  public var regions: [CountedRegion]

  /// Creates a function record.
  public init(name: String, executionCount: UInt64, filenames: [String], regions: [CountedRegion]) {
    self.name = name
    self.executionCount = executionCount
    self.filenames = filenames
    self.regions = regions
  }
}
