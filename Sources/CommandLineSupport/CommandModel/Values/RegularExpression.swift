/// A regular expression as Swift reads it, kept as typed to hand to a tool that reads it
/// the same way (`swift test --filter`).
public struct RegularExpression: OptionValue, Hashable {
  /// The expression as typed.
  public var text: String

  /// `text` when Swift can read it as a regular expression.
  public init?(optionText text: String) {
    guard (try? Regex(text)) != nil else { return nil }
    self.text = text
  }

  /// What the error says.
  public static var expected: String { "a regular expression" }
  /// The expression as typed.
  public var optionText: String? { text }
}
