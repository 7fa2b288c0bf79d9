import CommandLineSupport
import Foundation

/// `kata reset [--step]`: the kata, or the step, from its start; the learner's files are
/// kept as backups.
struct ResetCommand: KataCommand {
  /// `--step`: starts only the current step again.
  static let step = OptionDeclaration.flag(
    "--step", help: "start the current step again rather than the whole kata")

  /// `reset`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "reset", abstract: "start the kata (or --step) again",
    discussion: """
      Starts the kata again from its first step, or with --step the current step from its
      start. Your files are kept under .kata/backups/.
      """,
    options: [step, KataOption.dir])

  /// Resets the kata or the step and says where the learner's files went.
  static func run(_ parsed: ParsedCommand, in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(parsed)
    let backups = try workspace.reset(stepOnly: parsed.flag(step), now: context.now())
    context.console.line(
      "Back at the start of step \(workspace.stepIndex + 1): \(workspace.step.title)")
    context.reportBackups(backups, in: workspace)
    return .success
  }
}
