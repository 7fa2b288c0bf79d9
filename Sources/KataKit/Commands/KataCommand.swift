import CommandLineSupport
import Foundation

/// One subcommand of `kata`: its name, what it accepts, its help, and what it does.
///
/// ``KataTool`` parses the command line, finds the command by its first word, checks the
/// options and operands given against what the command declares, and runs it in a
/// ``CommandContext``.
protocol KataCommand: Sendable {
  /// The word that names it, such as `next`; empty for `kata` alone.
  static var name: String { get }
  /// How the overview of `kata help` shows it, such as `about KATA`.
  static var synopsis: String { get }
  /// What it does, in a few words, for the overview.
  static var summary: String { get }
  /// Its page of `kata help NAME`.
  static var help: String { get }
  /// Its options besides `--katas` and `--help`, which every command takes.
  static var options: [OptionSpec] { get }
  /// How many operands it takes at most.
  static var maximumOperands: Int { get }

  /// Does what the command line asks, and says how it went.
  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
}

extension KataCommand {
  static var synopsis: String { name }
  static var options: [OptionSpec] { [] }
  static var maximumOperands: Int { 0 }
}
