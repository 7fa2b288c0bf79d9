extension CommandDeclaration {
  /// The widest a help page's lines are.
  static let helpWidth = 88

  /// The `--help` page of `command`, a subcommand of this root at any depth (or the root
  /// itself): its usage, what it does, and its options, all from the declarations.
  public func help(of command: CommandDeclaration) -> String {
    let path = self.path(to: command) ?? []
    let isOverview = path.isEmpty && !subcommands.isEmpty && options.isEmpty && operands.isEmpty
    return isOverview ? overview() : page(of: command, path: path)
  }

  /// The names of the subcommands from this root down to `command`; `nil` when it is not
  /// among them.
  func path(to command: CommandDeclaration) -> [String]? {
    if command.name == name && command.abstract == abstract { return [] }
    for subcommand in subcommands {
      if let below = subcommand.path(to: command) { return [subcommand.name] + below }
    }
    return nil
  }

  /// The root's page: usage, abstract, the commands with their abstracts, the discussion.
  private func overview() -> String {
    let shared = sharedOptions.filter { $0.isRequired || $0.valueName != nil }
      .map { "[\($0.synopsis)] " }.joined()
    var text = "Usage: \(name) \(shared)<command> [options]\n\n\(abstract)\n\nCommands:\n"
    let rows =
      subcommands.map { command in
        (
          ([command.name] + command.operands.map(\.synopsis)).joined(separator: " "),
          command.abstract
        )
      }
      + [
        (
          "help COMMAND",
          Self.sentence(
            "Show a command's help, as \(name) COMMAND --help does",
            like: subcommands.first?.abstract)
        )
      ]
    let width = min((rows.map(\.0.count).max() ?? 4) + 3, 24)
    for (synopsis, abstract) in rows {
      let lead =
        "  "
        + synopsis.padding(toLength: max(width, synopsis.count + 2), withPad: " ", startingAt: 0)
      let words = abstract.split(separator: " ").map(String.init)
      text +=
        Self.wrapped(words, first: lead, indent: String(repeating: " ", count: width + 2)) + "\n"
    }
    if let discussion { text += "\n\(discussion)\n" }
    return text
  }

  private func page(of command: CommandDeclaration, path: [String]) -> String {
    let typed = ([name] + path).joined(separator: " ")
    var text = Self.wrapped(usageWords(of: command, long: true), first: "Usage: \(typed) ")
    // A command that runs alone shows its subcommands' usage under its own.
    for subcommand in command.subcommands {
      let words = usageWords(of: subcommand, long: false)
      text += "\n" + Self.wrapped(words, first: "       \(typed) \(subcommand.name) ")
    }
    text += "\n\n\(Self.sentence(command.abstract, like: "A"))\n"
    if let discussion = command.discussion { text += "\n\(discussion)\n" }
    let sectioned = Set(command.sections.flatMap(\.options).map(\.name))
    let loose = command.options.filter { !$0.isHidden && !sectioned.contains($0.name) }
    let every = (sharedOptions + [.help]).filter { !$0.isHidden }
    if subcommands.isEmpty && command.sections.isEmpty {
      // A tool of one command: its options and the shared ones are one list.
      text += "\nOptions:\n" + (loose + every).map(Self.row).joined()
    } else {
      if !loose.isEmpty { text += "\nOptions:\n" + loose.map(Self.row).joined() }
      for section in command.sections {
        text +=
          "\n\(section.title):\n" + section.options.filter { !$0.isHidden }.map(Self.row).joined()
        if let note = section.note {
          let indent = String(repeating: " ", count: 2)
          text += Self.wrapped(note.split(separator: " ").map(String.init), first: indent) + "\n"
        }
      }
      let heading =
        subcommands.isEmpty && path.isEmpty ? "Options" : "Options for every command"
      text +=
        "\n\(command.sections.isEmpty ? heading : "Other options"):\n"
        + every.map(Self.row).joined()
    }
    if let epilogue = command.epilogue { text += "\n\(epilogue)\n" }
    return text
  }

  /// The words of `command`'s usage line after its name: operands, options (each, or
  /// `[options]` when `long` is false or they are grouped), what is handed on after `--`.
  private func usageWords(of command: CommandDeclaration, long: Bool) -> [String] {
    let shown = command.options.filter { !$0.isHidden }
    var words = command.operands.map(\.synopsis)
    words += shown.filter(\.isRequired).map(\.synopsis)
    if long && command.sections.isEmpty {
      words += shown.filter { !$0.isRequired }.map { "[\($0.synopsis)]" }
    } else if shown.contains(where: { !$0.isRequired }) {
      words.append("[options]")
    }
    if let passthrough = command.passthrough { words += ["[--", "\(passthrough) ...]"] }
    if let note = command.usageNote { words.append("  \(note)") }
    if long && command.sections.isEmpty {
      words += sharedOptions.filter { $0.valueName != nil && !$0.isHidden }.map {
        "[\($0.synopsis)]"
      }
    }
    return words
  }

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
