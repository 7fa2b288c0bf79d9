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

  /// `--step`: whether only the current step is reset.
  let step: Bool
  /// `--dir DIR`: the workspace.
  let dir: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    step = parsed.flag(Self.step)
    dir = try parsed.value(KataOption.dir)
  }

  /// Resets the kata or the step and says where the learner's files went.
  func run(in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(dir)
    let backups = try workspace.reset(stepOnly: step, now: context.now())
    context.console.line(
      "Back at the start of step \(workspace.stepIndex + 1): \(workspace.step.title)")
    context.reportBackups(backups, in: workspace)
    return .success
  }
}
