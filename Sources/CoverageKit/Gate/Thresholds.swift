/// Minimums for the metrics of one scope.
///
/// A positive number is the lowest percentage allowed. A negative number, as in Jest, is the
/// most items allowed to stay uncovered: `-10` lets at most 10 lines (or functions…) miss.
public struct Thresholds: Hashable, Sendable, Codable {
  /// The minimum for lines.
  public var lines: Double?
  /// The minimum for functions.
  public var functions: Double?
  /// The minimum for regions.
  public var regions: Double?
  /// The minimum for branches.
  public var branches: Double?

  /// Creates thresholds; `nil` leaves a metric unchecked.
  public init(
    lines: Double? = nil, functions: Double? = nil, regions: Double? = nil,
    branches: Double? = nil
  ) {
    self.lines = lines
    self.functions = functions
    self.regions = regions
    self.branches = branches
  }

  /// The minimum of `metric`, if one is set.
  public subscript(metric: Metric) -> Double? {
    get {
      switch metric {
      case .lines: lines
      case .functions: functions
      case .regions: regions
      case .branches: branches
      }
    }
    set {
      switch metric {
      case .lines: lines = newValue
      case .functions: functions = newValue
      case .regions: regions = newValue
      case .branches: branches = newValue
      }
    }
  }

  /// Whether no metric has a minimum.
  public var isEmpty: Bool { Metric.allCases.allSatisfy { self[$0] == nil } }

  /// These thresholds with every minimum of `other` that is set taking precedence.
  public func overridden(by other: Thresholds) -> Thresholds {
    var result = self
    for metric in Metric.allCases {
      if let value = other[metric] { result[metric] = value }
    }
    return result
  }
}
