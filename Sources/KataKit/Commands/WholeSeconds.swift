import CommandLineSupport

/// A number of whole seconds, 1 or more: how long one run may take.
struct WholeSeconds: OptionValue {
  /// The seconds.
  var value: Int

  /// `text` when it is a whole number, 1 or more.
  init?(optionText text: String) {
    guard let value = Int(text), value > 0 else { return nil }
    self.value = value
  }

  /// What the error says.
  static var expected: String { "whole seconds, 1 or more" }
  /// The seconds.
  var optionText: String? { "\(value)" }
}
