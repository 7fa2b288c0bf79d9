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

}
