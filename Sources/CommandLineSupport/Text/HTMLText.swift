/// Text made safe for an HTML page, in one place for every page the tools write: the gate's
/// report, the mutation report and the classroom's pages.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, both quotes and `|` as character references: safe between
  /// tags and inside a quoted attribute value (`|` because Markdown tables hold these too).
  /// A direction mark (U+202E and its kin), which would make a line of code read otherwise
  /// than it runs, is shown as its name (`⟨U+202E⟩`), and every other control character but a
  /// line break or a tab is left out.
  public static func escaped(_ text: String) -> String {
    guard
      text.utf8.contains(where: { "&<>\"'|".utf8.contains($0) })
        || !TerminalText.isClean(text, keepingLines: true)
    else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "|": escaped += "&#124;"
      case "\n", "\t": escaped.unicodeScalars.append(scalar)
      case _ where TerminalText.isDirectionMark(scalar):
        escaped += "⟨U+\(String(scalar.value, radix: 16, uppercase: true))⟩"
      case _ where TerminalText.isUnsafe(scalar): break
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
