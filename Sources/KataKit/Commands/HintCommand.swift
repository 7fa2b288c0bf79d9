import CommandLineSupport
import Foundation

/// `kata hint`: the next hint of the step, and how many are left.
struct HintCommand: KataCommand {
  /// `--again`: the hint read last, shown again without using up the next.
  static let again = OptionDeclaration.flag(
    "--again",
    help: "show the hint you read last again, without using up the next one (for editors too)")

  /// `hint`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "hint", abstract: "show the next hint of the step",
    discussion: """
      Shows the next hint of the current step, one at a time, and how many are left: the
      first helps with the test, the last is close to the code. Every hint you ask for counts
      as read, on a terminal or through a pipe (an editor's panel, a script), and the journal
      counts how many you needed. --again shows the one you read last once more, and uses
      nothing up.
      """,
    options: [again, KataOption.dir])

  /// `--again`: whether to show the hint read last again.
  let again: Bool
  /// `--dir DIR`: the workspace.
  let dir: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    again = parsed.flag(Self.again)
    dir = try parsed.value(KataOption.dir)
  }

  /// Shows the next hint and counts it as read, or with `--again` the last one read.
  func run(in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(dir)
    let console = context.console
    let solution = context.invocation.typed("solution")
    let hint: StepHint?
    if again {
      hint = StepHint(lastReadIn: workspace)
    } else {
      hint = try workspace.nextHint(now: context.now())
    }
    guard let hint else {
      console.line(
        workspace.kata.hints(ofStep: workspace.stepIndex).isEmpty
          ? "This step has no hints. '\(solution)' shows the reference once the step is green."
          : "No hint read yet at this step: '\(context.invocation.typed("hint"))' shows the first."
      )
      return .success
    }
    let left = hint.total - hint.number
    console.line(
      console.style.bold("Hint \(hint.number) of \(hint.total)")
        + (left == 0 ? " (the last one)" : " (\(left) more after this one)"))
    console.line(hint.text)
    if left == 0, !again {
      console.line("(That was the last hint. After green, '\(solution)' shows the reference.)")
    }
    return .success
  }
}
