import CommandLineSupport
import Foundation

/// `kata step [N]`: the page of the current step, or of a step reached before, again.
struct StepCommand: KataCommand {
  /// `step [N]`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "step", abstract: "show the page of the step again (or of step N)",
    discussion: """
      Shows the page of the current step again, or of step N, one you reached: what to
      build and its API. In test-first mode a red step's page ends with the API so far:
      the declarations of the steps before that its tests use.
      """,
    options: [KataOption.dir], operands: [OperandDeclaration("N", optional: true)])

  /// `--dir DIR`: the workspace.
  let dir: FilePath?
  /// `N`: the step to show, by number or id; the current one when `nil`.
  let step: String?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    dir = try parsed.value(KataOption.dir)
    step = parsed.operands.first
  }

  /// Shows the page of the step asked for, and what to do when it is the current one.
  func run(in context: CommandContext) throws -> ExitCode {
    let workspace = try context.openWorkspace(dir)
    var index = workspace.stepIndex
    if let text = step {
      guard let chosen = workspace.kata.stepIndex(named: text), chosen <= workspace.stepIndex
      else {
        throw UsageError.invalidValue(
          text, for: "kata step",
          expected: "a step reached so far, from 1 to \(workspace.stepIndex + 1)")
      }
      index = chosen
    }
    context.showStep(workspace, index: index)
    if index == workspace.stepIndex {
      context.console.line("")
      context.console.line(context.whatToDo(workspace))
    }
    return .success
  }
}
