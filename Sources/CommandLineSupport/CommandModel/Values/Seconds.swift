/// A time in seconds, more than 0: how long to wait or to let something run.
public struct Seconds: OptionValue, Hashable, ExpressibleByIntegerLiteral {
  /// The seconds, more than 0.
  public var value: Double

  /// A time of `value` seconds, which must be more than 0.
  public init?(_ value: Double) {
    guard value > 0, value.isFinite else { return nil }
    self.value = value
  }

  /// A default written as a whole number of seconds, more than 0.
  public init(integerLiteral value: Int) {
    precondition(value > 0, "a time in seconds is more than 0")
    self.value = Double(value)
  }

  /// `text` when it is a number more than 0.
  public init?(optionText text: String) {
    guard let value = Double(text) else { return nil }
    self.init(value)
  }

  /// What the error says.
  public static var expected: String { "seconds, more than 0" }
  /// The seconds, without a fraction when whole.
  public var optionText: String? {
    value == value.rounded() && value < 1e15 ? "\(Int(value))" : "\(value)"
  }
}
