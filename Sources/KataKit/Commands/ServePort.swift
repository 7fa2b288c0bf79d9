import CommandLineSupport

/// `--serve PORT`: a TCP port to listen on, 0 for any free one.
struct ServePort: OptionValue {
  /// The port.
  var value: UInt16

  /// `text` when it is a whole number from 0 to 65535.
  init?(optionText text: String) {
    guard let value = UInt16(text) else { return nil }
    self.value = value
  }

  /// What the error says.
  static var expected: String { "a port from 1 to 65535, or 0 for any free one" }
}
