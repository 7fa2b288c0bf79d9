import CommandLineSupport

extension ReportFormat: OptionValue {}

extension GateReport.FileOrder: OptionValue {}

extension GateOptions.ReportOutput: OptionValue {
  /// `FORMAT=PATH` with a known format and a path.
  init?(optionText text: String) {
    guard let equals = text.firstIndex(of: "="),
      let format = ReportFormat(rawValue: String(text[..<equals])),
      text.index(after: equals) < text.endIndex
    else { return nil }
    self.init(format: format, path: String(text[text.index(after: equals)...]))
  }

  /// What the error says.
  static var expected: String {
    "FORMAT=PATH, such as lcov=coverage.lcov, with FORMAT \(ReportFormat.expected)"
  }
  /// File and folder names.
  static var completion: OptionCompletion { .files }
}
