import Foundation

/// Writes percentages the way llvm-cov prints them: two decimals, or more where a small
/// tolerance must show.
enum Percent {
  static func format(_ value: Double, decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f%%", value)
  }
}
