/// One threshold compared with the coverage it applies to.
///
/// For a percentage minimum, `minimum` and `actual` are percentages. For a maximum of
/// uncovered items (a negative threshold), both are negative counts: `minimum` -10 and
/// `actual` -12 mean 12 items are uncovered where at most 10 may be. Either way the check
/// passes when `actual >= minimum`.
public struct Check: Hashable, Sendable {
  /// What the check is about: `total`, `target ToDo`, `file Sources/ToDo/X.swift`, `diff`,
  /// or `baseline` followed by one of those.
  public var scope: String
  /// The metric checked.
  public var metric: Metric
  /// The threshold.
  public var minimum: Double
  /// The value measured.
  public var actual: Double
  /// For a baseline check, the coverage the baseline recorded; the minimum is this less the
  /// tolerance.
  public var recorded: Double?

  /// Creates a check.
  public init(scope: String, metric: Metric, minimum: Double, actual: Double) {
    self.scope = scope
    self.metric = metric
    self.minimum = minimum
    self.actual = actual
  }

  /// The check of `threshold` against `count`, or `nil` when there is nothing to cover.
  public init?(scope: String, metric: Metric, threshold: Double, count: CoverageCount) {
    guard count.count > 0 else { return nil }
    let actual = threshold < 0 ? -Double(count.missed) : count.percent
    self.init(scope: scope, metric: metric, minimum: threshold, actual: actual)
  }

  /// Whether the coverage meets the threshold.
  public var passed: Bool { actual >= minimum }

  /// Whether the threshold is a maximum of uncovered items rather than a percentage.
  public var isUncoveredMaximum: Bool { minimum < 0 }

  /// The file the check is about, for a `file …` or `baseline file …` scope.
  public var filePath: String? {
    for prefix in ["file ", "baseline file "] where scope.hasPrefix(prefix) {
      return String(scope.dropFirst(prefix.count))
    }
    return nil
  }

  /// One line for people: "total lines 93.21% (minimum 90.00%)", or for a baseline check
  /// "baseline total lines: 97.665% → 97.650% (-0.015 points; minimum 97.655%)", with
  /// enough decimals to show the tolerance.
  public var summary: String {
    if isUncoveredMaximum {
      return "\(scope) \(metric.rawValue): \(Int(-actual)) uncovered (at most \(Int(-minimum)))"
    }
    if let recorded {
      let change = actual - recorded
      let sign = change < 0 ? "-" : "+"
      return
        "\(scope) \(metric.rawValue): \(Percent.format(recorded, decimals: 3)) → \(Percent.format(actual, decimals: 3)) (\(sign)\(String(format: "%.3f", abs(change))) points; minimum \(Percent.format(minimum, decimals: 3)))"
    }
    return
      "\(scope) \(metric.rawValue): \(Percent.format(actual)) (minimum \(Percent.format(minimum)))"
  }
}
