import CommandLineSupport
import Foundation

/// One subcommand of `kata`: what it accepts, declared once, and what it does, as a value.
///
/// ``KataTool`` reads the command line against the declarations, answers `--help` from
/// them, makes the command it names from what was typed (every option and operand read as
/// its type, so a wrong value is refused before anything runs), and runs it in a
/// ``CommandContext``.
protocol KataCommand: Sendable {
  /// Its name, what it does, its options and operands; its help page is made from them.
  static var declaration: CommandDeclaration { get }

  /// The command as typed: its options and operands read as their types, or the one-line
  /// error naming the first that is wrong.
  init(_ parsed: ParsedCommand) throws(UsageError)

  /// Does what the command line asked, and says how it went.
  func run(in context: CommandContext) throws -> ExitCode

  /// The commands below it that run code of their own (`kata dashboard serve`), which
  /// ``KataTool`` reaches through the tree; empty for a command that runs its subcommands
  /// itself (`kata set`) or has none.
  static var subcommands: [any KataCommand.Type] { get }
}

extension KataCommand {
  /// None: most commands have no subcommand of their own.
  static var subcommands: [any KataCommand.Type] { [] }
}
