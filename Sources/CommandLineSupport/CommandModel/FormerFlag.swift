/// A flag of a parent command that chose one of its subcommands before the subcommand was one
/// (`kata dashboard DIR --serve PORT` for `kata dashboard serve DIR --port PORT`): still taken
/// for one release, read as the subcommand, with a warning naming the new spelling.
struct FormerFlag: Sendable {
  /// Where the flag's value goes in the subcommand.
  enum Value: Sendable {
    /// To the option of that name (`--port`).
    case option(String)
    /// After the subcommand's other operands (the LINE of `say`).
    case operand
  }

  /// The flag as it was typed, such as `--serve`.
  var name: String
  /// Where its value goes; `nil` for a flag that took none.
  var value: Value?
}

extension CommandDeclaration {
  /// This subcommand, also chosen by `flag` given to its parent, its spelling before it was a
  /// subcommand; the flag's value, if it took one, goes to the option named `option`.
  public func formerly(flag: String, valueTo option: String? = nil) -> CommandDeclaration {
    var command = self
    command.formerFlags.append(FormerFlag(name: flag, value: option.map(FormerFlag.Value.option)))
    return command
  }

  /// This subcommand, also chosen by `flag` given to its parent with a value, which goes
  /// after the subcommand's other operands (`--say LINE` for `say DIR LINE`).
  public func formerly(flagWithOperand flag: String) -> CommandDeclaration {
    var command = self
    command.formerFlags.append(FormerFlag(name: flag, value: .operand))
    return command
  }

  /// `arguments` with a former flag of a subcommand (one at most) read as that subcommand,
  /// the line saying what it is now, and the flag with the parent it was given to; two
  /// former flags of one command are refused together, as two uses of it.
  func modernized(_ arguments: [String]) throws(UsageError) -> (
    arguments: [String], renamed: [String], flag: (name: String, parent: CommandDeclaration)?
  ) {
    let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
    // The command whose subcommand a flag may choose: the deepest one the words name.
    var parent = self
    var path: [String] = []
    var insertion = 0
    for (index, word) in arguments[..<end].enumerated() where !word.hasPrefix("-") {
      guard let next = parent.subcommand(named: word) else { break }
      parent = next
      path.append(word)
      insertion = index + 1
    }
    let found = arguments[insertion..<end].indices.compactMap { index in
      parent.subcommands.lazy.compactMap { subcommand in
        subcommand.formerFlags.first { flag in
          arguments[index] == flag.name || arguments[index].hasPrefix(flag.name + "=")
        }.map { (index: index, subcommand: subcommand, flag: $0) }
      }.first
    }
    guard let (index, subcommand, flag) = found.first else { return (arguments, [], nil) }
    if let other = found.dropFirst().first(where: { $0.flag.name != flag.name }) {
      throw .conflictingOptions(flag.name, other.flag.name)
    }
    var rewritten = arguments
    var value: String?
    if let inline = arguments[index].firstIndex(of: "=") {
      value = String(arguments[index][arguments[index].index(after: inline)...])
      rewritten.remove(at: index)
    } else if flag.value != nil {
      guard index + 1 < end else { throw .missingValue(option: flag.name) }
      value = arguments[index + 1]
      rewritten.removeSubrange(index...(index + 1))
    } else {
      rewritten.remove(at: index)
    }
    switch (flag.value, value) {
    case (.option(let option)?, let value?):
      rewritten.insert(
        contentsOf: [option, value], at: rewritten.firstIndex(of: "--") ?? rewritten.endIndex)
    case (.operand?, let value?):
      rewritten += rewritten.contains("--") ? [value] : ["--", value]
    default:
      break
    }
    rewritten.insert(subcommand.name, at: insertion)
    let now = ([name] + path + [subcommand.name]).joined(separator: " ")
    let with = flag.value.flatMap { if case .option(let option) = $0 { option } else { nil } }
    return (
      rewritten, ["\(flag.name) is now '\(now)'" + (with.map { " with \($0)" } ?? "")],
      (flag.name, parent)
    )
  }
}
