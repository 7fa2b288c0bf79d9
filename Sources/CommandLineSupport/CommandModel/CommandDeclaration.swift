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
  /// The options and flags the command alone takes, those of its sections included.
  public var options: [OptionDeclaration]
  /// Its options in groups, for a help page with headings; empty for one list.
  public var sections: [OptionSection]
  /// The operands, in order.
  public var operands: [OperandDeclaration]
  /// The subcommands, for a command that has some.
  public var subcommands: [CommandDeclaration]
  /// Options every subcommand takes too, declared on the root (`--store PATH`).
  public var sharedOptions: [OptionDeclaration]
  /// Words a user may type for this command that the tool does not take (`done` for
  /// `check`): never run, only suggested in the error.
  public var synonyms: [String]
  /// What the arguments after `--` are for, such as `SWIFT_TEST_ARGUMENTS`, when the
  /// command hands them to another program; `nil` when they are operands.
  public var passthrough: String?
  /// Whether the command runs without one of its subcommands (`coverage-gate mutate`), or
  /// is only their group (`kata set`), which refuses a word that names none of them.
  var runsAlone = true
  /// What a group calls each of its subcommands in an error (`setting`).
  var memberKind = "command"
  /// The flags of its parent that chose this subcommand before it was one, still taken.
  var formerFlags: [FormerFlag] = []

  /// Declares a command.
  public init(
    name: String, abstract: String, discussion: String? = nil, usageNote: String? = nil,
    epilogue: String? = nil, options: [any OptionDeclaring] = [], sections: [OptionSection] = [],
    operands: [OperandDeclaration] = [], passthrough: String? = nil,
    subcommands: [CommandDeclaration] = [], sharedOptions: [any OptionDeclaring] = [],
    synonyms: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.usageNote = usageNote
    self.epilogue = epilogue
    self.options = options.map(\.declaration) + sections.flatMap(\.options)
    self.sections = sections
    self.operands = operands
    self.passthrough = passthrough
    self.subcommands = subcommands
    self.sharedOptions = sharedOptions.map(\.declaration)
    self.synonyms = synonyms
  }

  /// This command as the group of its subcommands alone, each a `kind` (`setting`): it never
  /// runs without one, and a word that names none of them is refused as an unknown `kind`,
  /// with the nearest.
  public func grouping(of kind: String) -> CommandDeclaration {
    var group = self
    group.runsAlone = false
    group.memberKind = kind
    return group
  }

  /// The subcommand called `name`, if there is one.
  public func subcommand(named name: String) -> CommandDeclaration? {
    subcommands.first { $0.name == name }
  }

  /// The subcommand a user who typed `word` most likely meant: the one that has `word`
  /// among its synonyms, else the one whose name is a slip of one or two letters from it.
  func suggestion(for word: String) -> String? {
    let typed = word.lowercased()
    if let meant = subcommands.first(where: { $0.synonyms.contains(typed) }) {
      return meant.name
    }
    return subcommands.map { ($0.name, OptionDeclaration.distance($0.name, typed)) }
      .filter { $0.1 <= 2 && $0.1 < typed.count }
      .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
  }
}
