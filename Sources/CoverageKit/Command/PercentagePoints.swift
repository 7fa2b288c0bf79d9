import CommandLineSupport

/// `--tolerance POINTS`: how many percentage points coverage may fall, 0 or more.
struct PercentagePoints: OptionValue {
  /// The points, 0 or more.
  var value: Double

  /// `text` when it is a number, 0 or more.
  init?(optionText text: String) {
    guard let value = Double(text), value >= 0, value.isFinite else { return nil }
    self.value = value
  }

  /// What the error says.
  static var expected: String { "percentage points, 0 or more" }
}
