import CommandLineSupport

/// `--output FORMAT=PATH`: a report also written in a format to a path.
struct MutationOutput: OptionValue {
  /// The report's form.
  var format: MutationFormat
  /// Where it goes; a folder for `html`.
  var path: FilePath

  /// `FORMAT=PATH` with a known format and a path.
  init?(optionText text: String) {
    guard let equals = text.firstIndex(of: "="),
      let format = MutationFormat(rawValue: String(text[..<equals])),
      let path = FilePath(optionText: String(text[text.index(after: equals)...]))
    else { return nil }
    self.format = format
    self.path = path
  }

  /// What the error says.
  static var expected: String {
    "FORMAT=PATH with FORMAT \(MutationFormat.expected) (PATH a folder for html)"
  }
  /// File and folder names.
  static var completion: OptionCompletion { .files }
}
