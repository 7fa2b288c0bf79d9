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
}
