import CommandLineSupport

/// `--repository OWNER/NAME`: a GitHub repository, by its owner and name.
struct RepositoryName: OptionValue {
  /// `OWNER/NAME`, as typed.
  var text: String

  /// `text` when it is two non-empty parts with one `/` between them.
  init?(optionText text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
      return nil
    }
    self.text = text
  }

  /// What the error says.
  static var expected: String { "OWNER/NAME, such as apple/swift-log" }
}
