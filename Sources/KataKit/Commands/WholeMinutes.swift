import CommandLineSupport

/// A number of whole minutes, 1 or more: a time box, or a driver's turn.
struct WholeMinutes: OptionValue {
  /// The minutes.
  var value: Int

  /// `text` when it is a whole number, 1 or more.
  init?(optionText text: String) {
    guard let value = Int(text), value > 0 else { return nil }
    self.value = value
  }

  /// What the error says.
  static var expected: String { "whole minutes, 1 or more" }
  /// The minutes.
  var optionText: String? { "\(value)" }
}
