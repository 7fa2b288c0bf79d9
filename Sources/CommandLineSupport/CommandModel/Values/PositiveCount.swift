/// A whole number, 1 or more: how many jobs, files or minutes.
public struct PositiveCount: OptionValue, Hashable {
  /// The number, 1 or more.
  public var value: Int

  /// A count of `value`, which must be 1 or more.
  public init?(_ value: Int) {
    guard value > 0 else { return nil }
    self.value = value
  }

  /// `text` when it is a whole number, 1 or more.
  public init?(optionText text: String) {
    guard let value = Int(text) else { return nil }
    self.init(value)
  }

  /// What the error says.
  public static var expected: String { "a whole number, 1 or more" }
  /// The number.
  public var optionText: String? { "\(value)" }
}
