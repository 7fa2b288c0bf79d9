/// A percentage from 0 to 100, such as a score a run must meet.
public struct Percentage: OptionValue, Hashable {
  /// The percentage, from 0 to 100.
  public var value: Double

  /// `text` when it is a number from 0 to 100.
  public init?(optionText text: String) {
    guard let value = Double(text), (0...100).contains(value) else { return nil }
    self.value = value
  }

  /// What the error says.
  public static var expected: String { "a percentage from 0 to 100" }
  /// The number as typed would be.
  public var optionText: String? { "\(value)" }
}
