/// Text made safe for an HTML page, in one place for every page the tools write: the gate's
/// report, the mutation report and the classroom's pages.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, both quotes and `|` as character references: safe between
  /// tags and inside a quoted attribute value (`|` because Markdown tables hold these too).
  public static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { "&<>\"'|".utf8.contains($0) }) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "|": escaped += "&#124;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
