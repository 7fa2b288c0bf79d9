/// The `--help` pages of a tool, written from its root's declaration: the overview of its
/// commands and each command's page, so the help cannot drift from what is parsed.
struct HelpPages: Sendable {
  /// The tool's root command.
  let root: CommandDeclaration

  /// The `--help` page of `command`, a subcommand of this root at any depth (or the root
  /// itself): its usage, what it does, and its options, all from the declarations.
  func page(of command: CommandDeclaration) -> String {
    let path = root.path(to: command) ?? []
    let isOverview =
      path.isEmpty && !root.subcommands.isEmpty && root.options.isEmpty && root.operands.isEmpty
    return isOverview ? overview() : page(of: command, path: path)
  }

  /// The root's page: usage, abstract, the commands with their abstracts, the discussion.
  private func overview() -> String {
    let shared = root.sharedOptions.filter { $0.isRequired || $0.valueName != nil }
      .map { "[\($0.synopsis)] " }.joined()
    var text = "Usage: \(root.name) \(shared)<command> [options]\n\n\(root.abstract)\n\nCommands:\n"
    let rows =
      root.subcommands.map { command in
        (
          ([command.name] + command.operands.map(\.synopsis)).joined(separator: " "),
          command.abstract
        )
      }
      + [
        (
          "help COMMAND",
          HelpLayout.sentence(
            "Show a command's help, as \(root.name) COMMAND --help does",
            like: root.subcommands.first?.abstract)
        )
      ]
    let width = min((rows.map(\.0.count).max() ?? 4) + 3, 24)
    for (synopsis, abstract) in rows {
      let lead =
        "  "
        + synopsis.padding(toLength: max(width, synopsis.count + 2), withPad: " ", startingAt: 0)
      let words = abstract.split(separator: " ").map(String.init)
      text +=
        HelpLayout.wrapped(words, first: lead, indent: String(repeating: " ", count: width + 2))
        + "\n"
    }
    if let discussion = root.discussion { text += "\n\(discussion)\n" }
    return text
  }

  /// A command's page: its usage (and its subcommands'), what it does, its options in their
  /// sections, the options every command takes, its epilogue.
  private func page(of command: CommandDeclaration, path: [String]) -> String {
    let typed = ([root.name] + path).joined(separator: " ")
    // A command that runs alone shows its subcommands' usage under its own; a group shows
    // only theirs.
    var usages: [String] = []
    if command.runsAlone {
      usages.append(
        HelpLayout.wrapped(usageWords(of: command, long: true), first: "Usage: \(typed) "))
    }
    for subcommand in command.subcommands {
      let words = usageWords(of: subcommand, long: false)
      let lead = usages.isEmpty ? "Usage: " : "       "
      usages.append(HelpLayout.wrapped(words, first: "\(lead)\(typed) \(subcommand.name) "))
    }
    var text = usages.joined(separator: "\n")
    text += "\n\n\(HelpLayout.sentence(command.abstract, like: "A"))\n"
    if let discussion = command.discussion { text += "\n\(discussion)\n" }
    let sectioned = Set(command.sections.flatMap(\.options).map(\.name))
    let loose = command.options.filter { !$0.isHidden && !sectioned.contains($0.name) }
    let every = (root.sharedOptions + [.help]).filter { !$0.isHidden }
    if root.subcommands.isEmpty && command.sections.isEmpty {
      // A tool of one command: its options and the shared ones are one list.
      text += "\nOptions:\n" + (loose + every).map(HelpLayout.row).joined()
    } else {
      if !loose.isEmpty { text += "\nOptions:\n" + loose.map(HelpLayout.row).joined() }
      for section in command.sections {
        text +=
          "\n\(section.title):\n"
          + section.options.filter { !$0.isHidden }.map(HelpLayout.row).joined()
        if let note = section.note {
          let indent = String(repeating: " ", count: 2)
          text +=
            HelpLayout.wrapped(note.split(separator: " ").map(String.init), first: indent) + "\n"
        }
      }
      let heading =
        root.subcommands.isEmpty && path.isEmpty ? "Options" : "Options for every command"
      text +=
        "\n\(command.sections.isEmpty ? heading : "Other options"):\n"
        + every.map(HelpLayout.row).joined()
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
      words += root.sharedOptions.filter { $0.valueName != nil && !$0.isHidden }.map {
        "[\($0.synopsis)]"
      }
    }
    return words
  }
}
