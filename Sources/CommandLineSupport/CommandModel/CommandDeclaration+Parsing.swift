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
  /// are the same; everything after `--` is an operand, and so is an argument that starts
  /// with a dash but is a number (`-122.03`). The first operand names the subcommand, or
  /// `help` followed by one. Anything that does not fit throws one ``UsageError`` naming it;
  /// a misspelt option is told the name it is nearest to.
  public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
    let builtIn = [OptionDeclaration.help, Self.version, Self.completionScript]
    let everyOption = sharedOptions + options + builtIn + subcommands.flatMap(\.options)
    var byName: [String: OptionDeclaration] = [:]
    for option in everyOption {
      for name in [option.name] + option.aliases where byName[name] == nil {
        byName[name] = option
      }
    }
    var scan = Scan()
    try scan.read(arguments, options: byName)
    var parsed = ParsedCommand(
      command: self, operands: scan.operands, wantsHelp: scan.flags.contains("--help"),
      wantsVersion: false, completionShell: scan.values["--generate-completion-script"]?.last,
      values: scan.values, flags: scan.flags)
    if !subcommands.isEmpty, let first = scan.operands.first {
      let rest = Array(scan.operands.dropFirst())
      if first == "help" {
        if rest.count > 1 { throw .unexpectedOperand(rest[1]) }
        parsed.command = try rest.first.map(subcommandOrError) ?? self
        parsed.operands = []
        parsed.wantsHelp = true
        return parsed
      }
      parsed.command = try subcommandOrError(first)
      parsed.operands = rest
    }
    let accepted =
      sharedOptions + parsed.command.options + builtIn
      + (parsed.command.name == name ? options : [])
    let names = Set(accepted.flatMap { [$0.name] + $0.aliases })
    if let stray = scan.given.first(where: { !names.contains($0) }) {
      throw .unknownOption(stray)
    }
    parsed.wantsVersion = scan.flags.contains("--version") && !parsed.wantsHelp
    if parsed.wantsHelp || parsed.wantsVersion || parsed.completionShell != nil { return parsed }
    let declared = parsed.command.operands
    if parsed.operands.count > declared.count {
      throw .unexpectedOperand(parsed.operands[declared.count])
    }
    if let missing = declared.dropFirst(parsed.operands.count).first(where: { !$0.isOptional }) {
      throw .missingOperand(missing.missingName)
    }
    if let missing = parsed.command.options.first(where: {
      $0.isRequired && (parsed.value($0) ?? "").isEmpty
    }) {
      throw .missingOperand(missing.synopsis)
    }
    return parsed
  }

  private func subcommandOrError(_ name: String) throws(UsageError) -> CommandDeclaration {
    guard let command = subcommand(named: name) else {
      throw .unknownCommand(name, expected: subcommands.map(\.name) + ["help"])
    }
    return command
  }

  /// The arguments split into options and operands.
  private struct Scan {
    var operands: [String] = []
    /// The options given, by their declared names, in order.
    var given: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    mutating func read(
      _ arguments: [String], options: [String: OptionDeclaration]
    ) throws(UsageError) {
      var iterator = arguments.makeIterator()
      while let argument = iterator.next() {
        if argument == "--" {
          while let operand = iterator.next() { operands.append(operand) }
          return
        }
        guard argument.count > 1, argument.hasPrefix("-"), Double(argument) == nil else {
          operands.append(argument)
          continue
        }
        var (typed, inline) = (argument, String?.none)
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
          typed = String(argument[..<equals])
          inline = String(argument[argument.index(after: equals)...])
        }
        guard let option = options[typed] else {
          let near = OptionDeclaration.nearest(to: typed, among: Array(options.values))
          throw near.map { .misspeltOption(typed, suggestion: $0) } ?? .unknownOption(typed)
        }
        given.append(option.name)
        if option.valueName != nil {
          guard let value = inline ?? iterator.next() else {
            throw .missingValue(option: typed)
          }
          values[option.name, default: []].append(value)
        } else {
          guard inline == nil else {
            throw .invalidValue(argument, for: "option", expected: "\(typed) without a value")
          }
          flags.insert(option.name)
        }
      }
    }
  }
}

extension OptionDeclaration {
  /// The visible option name nearest to `typed`, when it is a slip of one or two letters.
  static func nearest(to typed: String, among options: [OptionDeclaration]) -> String? {
    let names = Set(options.filter { !$0.isHidden }.map(\.name))
    return names.map { ($0, distance($0, typed)) }.filter { $0.1 <= 2 }
      .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
  }

  /// The number of letters to insert, delete or change to make `a` into `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let (a, b) = (Array(a), Array(b))
    guard !a.isEmpty else { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var diagonal = row[0]
      row[0] = i
      for j in 0..<b.count {
        let above = row[j + 1]
        row[j + 1] = min(above + 1, row[j] + 1, diagonal + (a[i - 1] == b[j] ? 0 : 1))
        diagonal = above
      }
    }
    return row[b.count]
  }
}
