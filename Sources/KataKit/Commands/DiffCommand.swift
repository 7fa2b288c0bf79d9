import CommandLineSupport
import Foundation

/// `kata diff`: a unified diff from the step's reference to the learner's sources.
struct DiffCommand: KataCommand {
  /// `diff`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "diff", abstract: "compare your sources with the reference of the step",
    discussion: "Shows a unified diff from the reference of the current step to your sources.",
    options: [KataOption.dir])

  /// `--dir DIR`: the workspace.
  let dir: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    dir = try parsed.value(KataOption.dir)
  }

  /// Writes the diff, or says that the sources match the reference.
  func run(in context: CommandContext) throws -> ExitCode {
    let diff = try context.openWorkspace(dir).diffFromReference()
    context.console.write(
      diff.isEmpty ? "Your sources match the reference of this step.\n" : diff)
    return .success
  }
}
