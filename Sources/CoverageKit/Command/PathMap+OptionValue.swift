import CommandLineSupport

extension PathMap: OptionValue {
  /// `FROM=TO`, FROM absolute and TO not empty.
  public init?(optionText text: String) {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[0].hasPrefix("/"), !parts[1].isEmpty else { return nil }
    self.init(from: parts[0], to: parts[1])
  }

  /// What the error says.
  public static var expected: String {
    "FROM=TO: the export's folder, absolute, and where it is here"
  }
  /// File and folder names.
  public static var completion: OptionCompletion { .files }
}
