/// How a help page is laid out: its width, option rows in a column, words wrapped under a
/// lead; shared by every page ``HelpPages`` writes.
enum HelpLayout {
  /// The widest a help page's lines are.
  static let helpWidth = 88

  /// `text` starting with a capital when `model` does, with a small letter otherwise.
  static func sentence(_ text: String, like model: String?) -> String {
    guard let first = text.first, let lead = model?.first else { return text }
    let start = lead.isUppercase ? first.uppercased() : first.lowercased()
    return start + text.dropFirst()
  }

  /// One option's row: its synopsis in a column of 24, its help wrapped beside it.
  static func row(_ option: OptionDeclaration) -> String {
    let names = ([option.name] + option.aliases).joined(separator: ", ")
    let synopsis = "  " + (option.valueName.map { "\(names) \($0)" } ?? names)
    let indent = String(repeating: " ", count: 26)
    let words = option.help.split(separator: " ").map(String.init)
    guard synopsis.count < 26 else {
      return synopsis + "\n" + wrapped(words, first: indent, indent: indent) + "\n"
    }
    let lead = synopsis.padding(toLength: 26, withPad: " ", startingAt: 0)
    return wrapped(words, first: lead, indent: indent) + "\n"
  }

  /// `words` after `first`, one space apart, wrapped at ``helpWidth`` under `indent` (by
  /// default, under the first word).
  static func wrapped(_ words: [String], first: String, indent: String? = nil) -> String {
    let indent = indent ?? String(repeating: " ", count: first.count)
    guard !words.isEmpty else { return String(first.reversed().drop { $0 == " " }.reversed()) }
    var lines: [String] = []
    var line = first
    for (index, word) in words.enumerated() {
      if index > 0, line.count + 1 + word.count > helpWidth {
        lines.append(line)
        line = indent + word
      } else {
        line += (index == 0 ? "" : " ") + word
      }
    }
    return (lines + [line]).joined(separator: "\n")
  }
}
