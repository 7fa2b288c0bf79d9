import Foundation

/// Asks the person at the terminal a yes-or-no question, for `todo clear`.
enum TerminalQuestion {
  /// `true` for an answer of y or yes, `false` for anything else or the end of input, and
  /// `nil` when standard input is not a terminal, so no one can be asked.
  static func ask(_ question: String) -> Bool? {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    FileHandle.standardError.write(Data(question.utf8))
    let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces)
    return ["y", "yes"].contains(answer?.lowercased() ?? "")
  }
}
