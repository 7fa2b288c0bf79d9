import CommandLineSupport
import Foundation

/// `kata step [N]`: the page of the current step, or of a step reached before, again.
struct StepCommand: KataCommand {
  static let name = "step"
  static let synopsis = "step [N]"
  static let summary = "show the page of the step again (or of step N)"
  static let options: [OptionSpec] = [.value("--dir")]
  static let maximumOperands = 1
  static let help = """
    Usage: kata step [N] [--dir DIR]

    Shows the page of the current step again, or of step N, one you reached: what to
    build and its API. In test-first mode a red step's page ends with the API so far:
    the declarations of the steps before that its tests use.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let workspace = try context.openWorkspace(options)
    var index = workspace.stepIndex
    if let text = operands.first {
      guard let chosen = workspace.kata.stepIndex(named: text), chosen <= workspace.stepIndex
      else {
        throw UsageError.invalidValue(
          text, for: "kata step",
          expected: "a step reached so far, from 1 to \(workspace.stepIndex + 1)")
      }
      index = chosen
    }
    context.showStep(workspace, index: index, apiSoFar: true)
    if index == workspace.stepIndex {
      context.console.line("")
      context.console.line(context.whatToDo(workspace))
    }
    return .success
  }
}
