import CommandLineSupport
import Foundation

/// `kata reset [--step]`: the kata, or the step, from its start; the learner's files are
/// kept as backups.
struct ResetCommand: KataCommand {
  static let name = "reset"
  static let summary = "start the kata (or --step) again"
  static let options: [OptionSpec] = [.value("--dir"), .flag("--step")]
  static let help = """
    Usage: kata reset [--step] [--dir DIR]

    Starts the kata again from its first step, or with --step the current step from its
    start. Your files are kept under .kata/backups/.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    var workspace = try context.openWorkspace(options)
    let backups = try workspace.reset(stepOnly: options.flag("--step"), now: context.now())
    context.console.line(
      "Back at the start of step \(workspace.stepIndex + 1): \(workspace.step.title)")
    context.reportBackups(backups, in: workspace)
    return .success
  }
}
