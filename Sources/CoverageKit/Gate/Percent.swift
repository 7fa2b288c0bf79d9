import Foundation

/// Writes percentages the way llvm-cov prints them: two decimals.
enum Percent {
  static func format(_ value: Double) -> String {
    String(format: "%.2f%%", value)
  }
}
