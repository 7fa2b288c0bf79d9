import CommandLineSupport
import Foundation

/// `kata hint`: the next hint of the step, and how many are left.
struct HintCommand: KataCommand {
  /// `hint`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "hint", abstract: "show the next hint of the step",
    discussion: """
      Shows the next hint of the current step, one at a time, and how many are left: the
      first helps with the test, the last is close to the code. The journal counts how many
      you needed; a hint counts as read only when it was shown on a terminal, so piping
      kata hint into another program shows the next hint without using it up.
      """,
    options: [KataOption.dir])

  /// Shows the next hint, counting it as read only on a terminal.
  static func run(_ parsed: ParsedCommand, in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(parsed)
    let console = context.console
    // Only a hint written to a terminal counts as read, so `kata hint | head` never uses
    // one up unseen.
    guard
      let hint = try workspace.nextHint(now: context.now(), counting: console.style.isTerminal)
    else {
      console.line(
        "This step has no hints. '\(context.invocation.typed("solution"))' shows the reference once the step is green."
      )
      return .success
    }
    let left = hint.total - hint.number
    console.line(
      console.style.bold("Hint \(hint.number) of \(hint.total)")
        + (left == 0 ? " (the last one)" : " (\(left) more after this one)"))
    console.line(hint.text)
    if !console.style.isTerminal {
      // Said once, on standard error: a script or an editor's task runner reads the hint
      // alone on standard output.
      if workspace.state.toldHintsUncounted != true {
        console.writeError(
          "kata: a hint read through a pipe is not counted as read; run \(context.invocation.typed("hint")) in a terminal to count it and see the next\n"
        )
        workspace.state.toldHintsUncounted = true
        try workspace.save()
      }
    } else if left == 0 {
      console.line(
        "(That was the last hint. After green, '\(context.invocation.typed("solution"))' shows the reference.)"
      )
    }
    return .success
  }
}
