extension CommandDeclaration {
  /// The widest a help page's lines are.
  public static let helpWidth = 88

  /// The `--help` page of `command`, a subcommand of this root (or the root itself): its
  /// usage, what it does, and its options, all from the declarations.
  public func help(of command: CommandDeclaration) -> String {
    command.name == name && !subcommands.isEmpty ? overview() : page(of: command)
  }

  /// The root's page: usage, abstract, the commands with their abstracts, the discussion.
  private func overview() -> String {
    let shared = sharedOptions.filter { $0.isRequired || $0.valueName != nil }
      .map { "[\($0.synopsis)] " }.joined()
    var text = "Usage: \(name) \(shared)<command> [options]\n\n\(abstract)\n\nCommands:\n"
    let width = (subcommands.map(\.name.count).max() ?? 4) + 3
    let rows =
      subcommands.map { ($0.name, $0.abstract) }
      + [("help", "Show the help of a command: \(name) help \(subcommands.first?.name ?? "")")]
    for (command, abstract) in rows {
      text += "  " + command.padding(toLength: width, withPad: " ", startingAt: 0) + abstract + "\n"
    }
    if let discussion { text += "\n\(discussion)\n" }
    return text
  }

  private func page(of command: CommandDeclaration) -> String {
    let path = command.name == name ? name : "\(name) \(command.name)"
    let shown = command.options.filter { !$0.isHidden }
    var words = command.operands.map { $0.isOptional ? "[\($0.name)]" : $0.name }
    words += shown.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    if let note = command.usageNote { words.append("  \(note)") }
    words += sharedOptions.filter { $0.valueName != nil && !$0.isHidden }.map { "[\($0.synopsis)]" }
    var text = Self.wrapped(words, first: "Usage: \(path) ") + "\n\n\(command.abstract)\n"
    if let discussion = command.discussion { text += "\n\(discussion)\n" }
    let every = (sharedOptions + [.help]).filter { !$0.isHidden }
    if subcommands.isEmpty {
      // A tool of one command: its options and the shared ones are one list.
      text += "\nOptions:\n" + (shown + every).map(Self.row).joined()
    } else {
      if !shown.isEmpty { text += "\nOptions:\n" + shown.map(Self.row).joined() }
      text += "\nOptions for every command:\n" + every.map(Self.row).joined()
    }
    if let epilogue = command.epilogue { text += "\n\(epilogue)\n" }
    return text
  }

  /// One option's row: its synopsis in a column of 24, its help wrapped beside it.
  static func row(_ option: OptionDeclaration) -> String {
    let synopsis = "  " + option.synopsis
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
