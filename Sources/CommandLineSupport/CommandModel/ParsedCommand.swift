/// A command line read against a tool's ``CommandDeclaration``: the command chosen, its
/// operands and the options given, by name.
public struct ParsedCommand: Sendable {
  /// The command chosen: the root, or one of its subcommands at any depth.
  public var command: CommandDeclaration
  /// The names of the subcommands typed to reach ``command`` from the root, in order:
  /// empty for the root, `["mutate", "merge"]` for `coverage-gate mutate merge`.
  public var path: [String] = []
  /// The operands after the subcommand's name, in order.
  public var operands: [String]
  /// Whether `--help` (or `-h`, or `help COMMAND`) asked for the command's help.
  var wantsHelp: Bool
  /// Whether `--version` was given, and not `--help`.
  var wantsVersion: Bool
  /// The shell a completion script was asked for (`--generate-completion-script`).
  var completionShell: String?
  /// The arguments after `--`, for a command that hands them on (its ``CommandDeclaration/passthrough``).
  public var passthrough: [String] = []
  /// A line for each option typed under a former name: "--diff is now --diff-base".
  public var renamed: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  /// The names of the options the command accepts, its own and the root's shared ones;
  /// `nil` for a command line read without a declaration (help, a test's hand-made one).
  var accepted: Set<String>?

  /// Whether `option` is one the command declares: reading one it does not is a mistake
  /// of the tool's code, which would silently read a default, so the readers assert it.
  public func declares(_ option: OptionDeclaration) -> Bool {
    accepted?.contains(option.name) ?? true
  }

  /// The last value given for `option` as typed, if any: for the model itself, as a tool
  /// reads a value through its ``Option`` and type.
  func value(_ option: OptionDeclaration) -> String? {
    values[option.name]?.last
  }

  /// Whether the flag `option` was given.
  public func flag(_ option: OptionDeclaration) -> Bool {
    assert(declares(option), "\(command.name) reads \(option.name), which it never declares")
    return flags.contains(option.name)
  }
}
