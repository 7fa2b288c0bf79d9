/// Checks on the help a command prints, shared by the tools' tests.
public enum HelpText {
  /// The widest line help may have: a terminal of 88 columns shows it unwrapped.
  public static let width = 88

  /// The lines of `text` wider than `width`, for a test to expect none.
  public static func wideLines(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.count > width }
  }
}
