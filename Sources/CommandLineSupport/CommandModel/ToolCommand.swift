/// A command of a tool as a value, the way every tool of TDDKit runs its commands: declared
/// once, made from the parsed command line before it runs (every option and operand read as
/// its type, so a wrong value is refused before anything happens), and run in its tool's
/// context. The command a line names is found through the tree of ``subcommands``.
public protocol ToolCommand<Context>: Sendable {
  /// What the command runs in: its tool's folder, console and clock.
  associatedtype Context

  /// Its name, what it does, its options and operands; its help page is made from them.
  static var declaration: CommandDeclaration { get }

  /// The commands below it that run code of their own (`kata dashboard serve`); empty for
  /// one that has none, or runs its subcommands itself (`kata set`).
  static var subcommands: [any ToolCommand<Context>.Type] { get }

  /// The command as typed: its options and operands read as their types, or the one-line
  /// error naming the first that is wrong.
  init(_ parsed: ParsedCommand) throws(UsageError)

  /// Does what the command line asked, and says how it went.
  func run(in context: Context) throws -> ExitCode
}

extension ToolCommand {
  /// None, by default.
  public static var subcommands: [any ToolCommand<Context>.Type] { [] }

  /// The command the subcommands' names in `path` lead to from this one, level by level
  /// through the tree: the deepest that runs code of its own, this one for none.
  public static func command(at path: [String]) -> any ToolCommand<Context>.Type {
    var command: any ToolCommand<Context>.Type = Self.self
    var level = subcommands
    for name in path {
      guard let next = level.first(where: { $0.declaration.name == name }) else { break }
      command = next
      level = next.subcommands
    }
    return command
  }

  /// Makes the command `parsed` names, found from this one through the tree, and runs it in
  /// `context`.
  public static func run(_ parsed: ParsedCommand, in context: Context) throws -> ExitCode {
    try command(at: parsed.path).init(parsed).run(in: context)
  }
}
