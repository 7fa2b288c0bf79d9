import CommandLineSupport

/// `--port PORT` of `kata dashboard serve`: a TCP port to listen on, 0 for any free one.
struct ServePort: OptionValue, ExpressibleByIntegerLiteral {
  /// The port.
  var value: UInt16

  /// The port `value`, as a default is written.
  init(integerLiteral value: UInt16) {
    self.value = value
  }

  /// `text` when it is a whole number from 0 to 65535.
  init?(optionText text: String) {
    guard let value = UInt16(text) else { return nil }
    self.value = value
  }

  /// The port as the help shows it as a default.
  var optionText: String? { String(value) }

  /// What the error says.
  static var expected: String { "a port from 1 to 65535, or 0 for any free one" }
}
