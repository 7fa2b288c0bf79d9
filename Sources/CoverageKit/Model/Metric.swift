/// A kind of coverage a threshold can be set on.
public enum Metric: String, CaseIterable, Codable, Sendable {
  /// Lines with code.
  case lines
  /// Functions.
  case functions
  /// Code regions.
  case regions
  /// Branch conditions.
  case branches

  /// The singular noun, for messages such as "12 uncovered lines".
  public var noun: String {
    switch self {
    case .lines: "line"
    case .functions: "function"
    case .regions: "region"
    case .branches: "branch"
    }
  }
}
