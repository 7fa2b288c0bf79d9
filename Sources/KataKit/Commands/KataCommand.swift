import CommandLineSupport
import Foundation

/// One subcommand of `kata`: a ``ToolCommand`` run in a ``CommandContext``.
///
/// ``KataTool`` reads the command line against the declarations, answers `--help` from
/// them, makes the command it names from what was typed, and runs it in a context.
protocol KataCommand: ToolCommand where Context == CommandContext {}
