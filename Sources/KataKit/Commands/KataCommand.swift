import CommandLineSupport
import Foundation

/// One subcommand of `kata`: what it accepts, declared once, and what it does.
///
/// ``KataTool`` reads the command line against the declarations, answers `--help` from
/// them, and runs the command it names in a ``CommandContext``.
protocol KataCommand: Sendable {
  /// Its name, what it does, its options and operands; its help page is made from them.
  static var declaration: CommandDeclaration { get }

  /// Does what the parsed command line asks, and says how it went.
  static func run(_ parsed: ParsedCommand, in context: CommandContext) throws -> ExitCode

  /// The commands below it that run code of their own (`kata dashboard serve`), which
  /// ``KataTool`` reaches through the tree; empty for a command that runs its subcommands
  /// itself (`kata set`) or has none.
  static var subcommands: [any KataCommand.Type] { get }
}

extension KataCommand {
  /// None: most commands have no subcommand of their own.
  static var subcommands: [any KataCommand.Type] { [] }
}
