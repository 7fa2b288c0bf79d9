import CommandLineSupport

/// `--min-lines P` and its kin: a percentage from 0 to 100, or a negative whole number, the
/// most items allowed to stay uncovered.
struct CoverageThreshold: OptionValue {
  /// The threshold as the configuration holds it.
  var value: Double

  /// `text` when it is a valid threshold.
  init?(optionText text: String) {
    guard let value = Double(text), GateConfiguration.isValidThreshold(value) else { return nil }
    self.value = value
  }

  /// What the error says.
  static var expected: String { "a percentage from 0 to 100 or a negative whole count" }
}
