/// A command line that does not fit what the command accepts. Tools exit with status 2.
public enum UsageError: Error, Equatable, CustomStringConvertible {
  /// The first operand names no command; `expected` lists the commands there are.
  case unknownCommand(String, expected: [String])
  /// A command the tool does not have, which `suggestion` names as the one likely meant (a
  /// synonym, or a slip of one or two letters).
  case misspeltCommand(String, suggestion: String)
  /// A word that names none of a group's subcommands, each a `kind` (`setting` for `kata
  /// set`): the one likely meant, or the ones there are.
  case unknownMember(String, kind: String, suggestion: String?, expected: [String])
  /// An option the command does not accept.
  case unknownOption(String)
  /// An option no command takes, one or two letters from one that `suggestion` names.
  case misspeltOption(String, suggestion: String)
  /// An option that needs a value came last or without one.
  case missingValue(option: String)
  /// An operand the command needs is missing; `name` says which, as in the usage line.
  case missingOperand(String)
  /// More operands than the command takes.
  case unexpectedOperand(String)
  /// An option or operand whose value is not of the expected form.
  case invalidValue(String, for: String, expected: String)
  /// Two flags that choose two uses of one command, given together (former spellings of two
  /// of its subcommands).
  case conflictingOptions(String, String)
  /// An option a command does not take but its subcommand `command` does (`--host` given
  /// to `kata dashboard`, an option of `kata dashboard serve`).
  case subcommandOption(String, command: String)

  /// One line naming the input and what was expected; what was typed is quoted cleaned
  /// and shortened (`TerminalText.quoted`), whatever its length or its control characters.
  public var description: String {
    let shown = { (text: String) in TerminalText.quoted(text) }
    return switch self {
    case .unknownCommand(let command, let expected):
      "unknown command '\(shown(command))' (expected one of: \(expected.joined(separator: ", ")))"
    case .misspeltCommand(let command, let suggestion):
      "unknown command '\(shown(command))' (did you mean '\(suggestion)'?)"
    case .unknownMember(let word, let kind, let suggestion?, _):
      "unknown \(kind) '\(shown(word))' (did you mean '\(suggestion)'?)"
    case .unknownMember(let word, let kind, nil, let expected):
      "unknown \(kind) '\(shown(word))' (expected one of: \(expected.joined(separator: ", ")))"
    case .unknownOption(let option):
      "unknown option '\(shown(option))'"
    case .misspeltOption(let option, let suggestion):
      "unknown option '\(shown(option))' (did you mean '\(suggestion)'?)"
    case .missingValue(let option):
      "option '\(shown(option))' needs a value"
    case .missingOperand(let name):
      "missing \(name)"
    case .unexpectedOperand(let operand):
      "unexpected argument '\(shown(operand))'"
    case .invalidValue(let value, let name, let expected):
      "invalid \(name) '\(shown(value))': expected \(expected)"
    case .conflictingOptions(let one, let other):
      "\(one) and \(other) cannot be used together: each chooses a use of its own, so run one at a time"
    case .subcommandOption(let option, let command):
      "\(option) is an option of '\(command)'"
    }
  }
}
