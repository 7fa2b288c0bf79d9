import CommandLineSupport
import Foundation

extension CommandContext {
  /// What the learner does next at the current step, in one line, with the commands typed
  /// as the learner runs `kata`.
  func whatToDo(_ workspace: Workspace, dir: String = "") -> String {
    let module = workspace.kata.manifest.module
    let test = invocation.typed("test\(dir)")
    switch (workspace.step.kind, workspace.state.isTestFirst) {
    case (.refactor, _):
      return
        "This step changes the code, not the tests: reshape Sources/\(module) and keep it green with \(test)."
    case (.tidy, _):
      return
        "This step changes the tests' shape, not what they prove: tidy Tests/\(module)Tests and keep it green with \(test); \(invocation.typed("solution")) shows one way."
    case (.red, true):
      return
        "Write a failing test in Tests/\(module)Tests, then the code in Sources/\(module); \(test) judges both."
    case (.red, false):
      return
        "The step's tests are in Tests/\(module)Tests. Run \(test), then write the code in Sources/\(module) that makes them pass."
    }
  }

  /// The page of the step at `index` (the current one by default): its title, its README
  /// and, in test-first mode, the declarations of the steps before that its tests use,
  /// wherever the page is shown (`kata start`, `kata next`, `kata step`).
  func showStep(_ workspace: Workspace, index: Int? = nil) {
    let index = index ?? workspace.stepIndex
    let step = workspace.kata.step(index)
    console.line("")
    console.line(
      console.style.bold("Step \(index + 1) of \(workspace.kata.stepCount): \(step.title)")
        + " (\(step.kind.rawValue))")
    console.line(
      workspace.kata.instructions(ofStep: index).trimmingCharacters(in: .whitespacesAndNewlines))
    guard workspace.state.isTestFirst, step.kind == .red else { return }
    let section = APISoFar(kata: workspace.kata, stepIndex: index).lines
    guard !section.isEmpty else { return }
    console.line("")
    for line in section { console.line(line) }
  }

  /// Says which of the learner's files were replaced and where their copies are.
  func reportBackups(_ backups: [String], in workspace: Workspace) {
    guard !backups.isEmpty else { return }
    console.line(
      "Kept copies of \(backups.count.counting("replaced file")) under \(Workspace.metadataFolder)/backups/: \(backups.joined(separator: ", "))"
    )
  }
}
