/// Text from outside (a journal entry, a title a service sent, a path in a report) as a
/// terminal may show it and a file may keep it: without control characters, which could move
/// the cursor, clear the screen or set the window's title (`ESC ] 0;`), and without the marks
/// that reverse the direction of the text after them (U+202E and its kin), which make a line
/// read otherwise than it is.
public enum TerminalText {
  /// `text` with every line break and tab made a space (or, `keepingLines`, line breaks
  /// kept as `\n`) and every other control character or direction mark left out.
  public static func cleaned(_ text: String, keepingLines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if keepingLines, scalar == "\n" {
        scalars.append(scalar)
      } else if ["\n", "\r", "\t", "\u{2028}", "\u{2029}"].contains(scalar) {
        scalars.append(" ")
      } else if !isUnsafe(scalar) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// `text` as an error message may quote it: ``cleaned(_:keepingLines:)`` and at most
  /// `limit` code points, the rest told by an ellipsis and how much was left out, so a
  /// hostile input of a megabyte costs a line, never a screenful.
  public static func quoted(_ text: String, limit: Int = 80) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return cleaned(text) }
    let kept = String(String.UnicodeScalarView(scalars.prefix(limit)))
    return cleaned(kept) + "… (\(scalars.count - limit) more)"
  }

  /// Whether `text` holds nothing ``cleaned(_:keepingLines:)`` would change.
  public static func isClean(_ text: String, keepingLines: Bool = false) -> Bool {
    !text.unicodeScalars.contains { isUnsafe($0) && !(keepingLines && $0 == "\n") }
  }

  /// Whether `scalar` is a control character (C0, DEL, C1), a line or paragraph separator,
  /// or a mark that embeds, overrides or isolates the direction of text.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
      || scalar.properties.generalCategory == .lineSeparator
      || scalar.properties.generalCategory == .paragraphSeparator
      || isDirectionMark(scalar)
  }

  /// Whether `scalar` embeds, overrides or isolates the direction of the text after it, or
  /// marks a direction: U+202A–U+202E, U+2066–U+2069, U+200E, U+200F and U+061C.
  static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || [0x200E, 0x200F, 0x061C].contains(scalar.value)
  }
}
