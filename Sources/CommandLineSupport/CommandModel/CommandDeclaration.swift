/// What a command of a tool accepts, declared once: its name, what it does, its options,
/// operands and subcommands.
///
/// Parsing, the `--help` pages and the shell completions are all made from the declaration,
/// so the help a user reads cannot drift from what the tool parses.
public struct CommandDeclaration: Sendable {
  /// The name as typed: the tool's for the root, the subcommand's otherwise.
  public var name: String
  /// What the command does, in one line.
  public var abstract: String
  /// What else to know, in paragraphs, after the abstract.
  public var discussion: String?
  /// What the usage line adds after the operands and options, such as
  /// `(password on standard input)`.
  public var usageNote: String?
  /// What to know after the options: the exit statuses, how a score is counted.
  public var epilogue: String?
  /// The options and flags the command alone takes.
  public var options: [OptionDeclaration]
  /// The operands, in order.
  public var operands: [OperandDeclaration]
  /// The subcommands, for a command that has some.
  public var subcommands: [CommandDeclaration]
  /// Options every subcommand takes too, declared on the root (`--store PATH`).
  public var sharedOptions: [OptionDeclaration]

  /// Declares a command.
  public init(
    name: String, abstract: String, discussion: String? = nil, usageNote: String? = nil,
    epilogue: String? = nil, options: [OptionDeclaration] = [],
    operands: [OperandDeclaration] = [], subcommands: [CommandDeclaration] = [],
    sharedOptions: [OptionDeclaration] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.usageNote = usageNote
    self.epilogue = epilogue
    self.options = options
    self.operands = operands
    self.subcommands = subcommands
    self.sharedOptions = sharedOptions
  }

  /// The subcommand called `name`, if there is one.
  public func subcommand(named name: String) -> CommandDeclaration? {
    subcommands.first { $0.name == name }
  }
}

/// An option with a value (`--date MM/dd/yyyy`) or a flag (`--yes`).
public struct OptionDeclaration: Hashable, Sendable {
  /// The name as typed, with its dashes.
  public var name: String
  /// Other names for it, such as `-h` for `--help`.
  public var aliases: [String]
  /// The value's placeholder in the help (`MM/dd/yyyy`); `nil` for a flag.
  public var valueName: String?
  /// What it does, for the help page.
  public var help: String
  /// Whether the command cannot run without it (shown without brackets in the usage).
  public var isRequired: Bool
  /// Whether it is left out of the help and the completions (kept for scripts).
  public var isHidden: Bool

  /// An option followed by a value, given as `--name VALUE` or `--name=VALUE`.
  public static func option(
    _ name: String, _ valueName: String, help: String, aliases: [String] = [],
    required: Bool = false, hidden: Bool = false
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, aliases: aliases, valueName: valueName, help: help, isRequired: required,
      isHidden: hidden)
  }

  /// A flag, which stands alone.
  public static func flag(
    _ name: String, help: String, aliases: [String] = [], hidden: Bool = false
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, aliases: aliases, valueName: nil, help: help, isRequired: false,
      isHidden: hidden)
  }

  /// `--help` and `-h`, which every command takes.
  public static let help = flag("--help", help: "show this help", aliases: ["-h"])

  /// `--date MM/dd/yyyy`, or `--yes`: as the usage line and help show it.
  public var synopsis: String {
    valueName.map { "\(name) \($0)" } ?? name
  }
}

/// An operand, such as `TITLE` or `N`.
public struct OperandDeclaration: Hashable, Sendable {
  /// Its placeholder, as the usage line shows it.
  public var name: String
  /// How a missing one is named in the error ("item number N"); the placeholder otherwise.
  public var missingName: String
  /// Whether the command runs without it.
  public var isOptional: Bool

  /// Declares an operand.
  public init(_ name: String, missingName: String? = nil, optional: Bool = false) {
    self.name = name
    self.missingName = missingName ?? name
    self.isOptional = optional
  }
}
