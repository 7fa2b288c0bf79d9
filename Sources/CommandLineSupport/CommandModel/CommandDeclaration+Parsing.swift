extension CommandDeclaration {
  /// `--version`, which a root takes when its tool has a version; the help mentions it in
  /// words.
  public static let version = OptionDeclaration.flag(
    "--version", help: "print the version", hidden: true)
  /// `--generate-completion-script SHELL`, which every root takes.
  public static let completionScript = OptionDeclaration.option(
    "--generate-completion-script", "SHELL", help: "print a completion script: bash, zsh or fish",
    hidden: true)

  /// Reads `arguments` (without the program's name) against this declaration, the tool's
  /// root.
  ///
  /// Options may come before, between or after operands; `--name=value` and `--name value`
  /// are the same; everything after `--` is an operand (or handed on, for a command with a
  /// ``passthrough``), and so is an argument that starts with a dash but is a number
  /// (`-122.03`). The first operands name the subcommand, level by level (`mutate merge`), or
  /// `help` followed by them; a root that takes operands of its own runs when the first names
  /// none of its subcommands, and a subcommand's other words are its operands. Each command accepts only its own options and the root's
  /// shared ones. Anything that does not fit throws one ``UsageError`` naming it; a misspelt
  /// option is told the name it is nearest to.
  public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
    let (arguments, movedFlags, former) = try modernized(arguments)
    // A first reading with every option of every command finds the subcommand; the second
    // reads the line against what that command alone accepts.
    var first = ArgumentScan()
    try first.read(arguments, options: Self.byName(everyOption))
    var parsed = ParsedCommand(
      command: self, operands: first.operands, wantsHelp: false, wantsVersion: false)
    if !subcommands.isEmpty, let word = first.operands.first, word == "help" {
      var command = self
      for name in first.operands.dropFirst() {
        if command.subcommands.isEmpty { throw .unexpectedOperand(name) }
        command = try command.subcommandOrError(name)
        parsed.path.append(name)
      }
      parsed.command = command
      parsed.operands = []
      parsed.wantsHelp = true
      return parsed
    }
    for word in first.operands where !parsed.command.subcommands.isEmpty {
      if let command = parsed.command.subcommand(named: word) {
        parsed.command = command
        parsed.path.append(word)
      } else if !parsed.command.runsAlone {
        let group = parsed.command
        throw .unknownMember(
          word, kind: group.memberKind, suggestion: group.suggestion(for: word),
          expected: group.subcommands.map(\.name))
      } else if parsed.path.isEmpty, operands.isEmpty {
        if let meant = suggestion(for: word) { throw .misspeltCommand(word, suggestion: meant) }
        throw .unknownCommand(word, expected: subcommands.map(\.name) + ["help"])
      } else {
        break
      }
    }
    if let stray = subcommandOption(in: arguments, given: parsed) { throw stray }
    var scan = ArgumentScan(handsOn: parsed.command.passthrough != nil)
    do {
      try scan.read(arguments, options: Self.byName(accepted(by: parsed.command)))
    } catch {
      // A former flag beside an option of the use its parent has alone: two uses at once.
      switch error {
      case .unknownOption(let typed), .misspeltOption(let typed, _):
        if let former, former.parent.options.contains(where: { $0.name == typed }) {
          throw .conflictingOptions(former.name, typed)
        }
      default: break
      }
      throw error
    }
    parsed.operands = Array(scan.operands.dropFirst(parsed.path.count))
    parsed.passthrough = scan.handedOn
    parsed.values = scan.values
    parsed.flags = scan.flags
    parsed.renamed = movedFlags + scan.formerNamesTyped.map { "\($0.former) is now \($0.now)" }
    parsed.wantsHelp = scan.flags.contains(OptionDeclaration.help.name)
    parsed.completionShell = scan.values[Self.completionScript.name]?.last
    parsed.wantsVersion = scan.flags.contains(Self.version.name) && !parsed.wantsHelp
    if parsed.wantsHelp || parsed.wantsVersion || parsed.completionShell != nil { return parsed }
    let accepted = accepted(by: parsed.command)
    parsed.accepted = Set(accepted.map(\.name))
    try Self.checkValues(of: parsed, against: accepted)
    try parsed.command.check(parsed)
    return parsed
  }

  /// Checks every value `parsed` gives a typed option against its type, in the order the
  /// options are declared: a value its type refuses is refused here, before any command runs.
  private static func checkValues(
    of parsed: ParsedCommand, against options: [OptionDeclaration]
  ) throws(UsageError) {
    for option in options {
      guard let check = option.valueCheck else { continue }
      for text in parsed.values[option.name] ?? [] {
        if let refusal = check.refusal(text) { throw refusal }
      }
    }
  }

  /// The options `--help`, `--version` and `--generate-completion-script`, which every
  /// command takes.
  static let builtIn = [OptionDeclaration.help, version, completionScript]

  /// Every option of the tool, for finding the subcommand.
  private var everyOption: [OptionDeclaration] {
    sharedOptions + Self.builtIn + descendants.flatMap(\.options)
  }

  /// What `command`, this root or one of its subcommands, accepts.
  private func accepted(by command: CommandDeclaration) -> [OptionDeclaration] {
    sharedOptions + command.options + Self.builtIn
  }

  /// Every name and alias of `options`, the first declaration of a name winning.
  private static func byName(_ options: [OptionDeclaration]) -> [String: OptionDeclaration] {
    var byName: [String: OptionDeclaration] = [:]
    for option in options {
      for name in [option.name] + option.aliases + option.formerNames where byName[name] == nil {
        byName[name] = option
      }
    }
    return byName
  }

  /// Checks that `parsed` gives this command the operands and options it needs.
  private func check(_ parsed: ParsedCommand) throws(UsageError) {
    if !runsAlone {
      throw .missingOperand(
        "a \(memberKind), one of: " + subcommands.map(\.name).joined(separator: ", "))
    }
    let repeats = operands.last?.isRepeating == true
    if !repeats, parsed.operands.count > operands.count {
      throw .unexpectedOperand(parsed.operands[operands.count])
    }
    if let missing = operands.dropFirst(parsed.operands.count).first(where: { !$0.isOptional }) {
      throw .missingOperand(missing.missingName)
    }
    if let missing = options.first(where: { $0.isRequired && (parsed.value($0) ?? "").isEmpty }) {
      throw .missingOperand(missing.synopsis)
    }
  }

  /// The error for an option in `arguments` that the command `parsed` names does not take
  /// but one of its subcommands does (`--host` given to `kata dashboard`, which `kata
  /// dashboard serve` takes): it names that subcommand.
  private func subcommandOption(in arguments: [String], given parsed: ParsedCommand) -> UsageError?
  {
    let command = parsed.command
    guard !command.subcommands.isEmpty else { return nil }
    let accepted = Set(accepted(by: command).flatMap { [$0.name] + $0.aliases + $0.formerNames })
    for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
      let typed = String(argument.prefix { $0 != "=" })
      guard !accepted.contains(typed) else { continue }
      let owner = command.subcommands.first { subcommand in
        subcommand.descendants.flatMap(\.options).contains {
          $0.name == typed || $0.aliases.contains(typed)
        }
      }
      if let owner {
        return .subcommandOption(
          typed, command: ([name] + parsed.path + [owner.name]).joined(separator: " "))
      }
    }
    return nil
  }

  private func subcommandOrError(_ name: String) throws(UsageError) -> CommandDeclaration {
    guard let command = subcommand(named: name) else {
      throw .unknownCommand(name, expected: subcommands.map(\.name) + ["help"])
    }
    return command
  }
}
