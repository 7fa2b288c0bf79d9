import CommandLineSupport
import Foundation

/// `kata diff`: a unified diff from the step's reference to the learner's sources.
struct DiffCommand: KataCommand {
  static let name = "diff"
  static let summary = "compare your sources with the reference of the step"
  static let options: [OptionSpec] = [.value("--dir")]
  static let help = """
    Usage: kata diff [--dir DIR]

    Shows a unified diff from the reference of the current step to your sources.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let diff = try context.openWorkspace(options).diffFromReference()
    context.console.write(
      diff.isEmpty ? "Your sources match the reference of this step.\n" : diff)
    return .success
  }
}
