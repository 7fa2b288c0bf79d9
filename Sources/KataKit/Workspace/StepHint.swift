/// A hint of a step as `kata hint` shows it: its text, its number from 1 and how many the
/// step has.
struct StepHint: Equatable, Sendable {
  /// The hint's text, Markdown.
  var text: String
  /// Its number among the step's hints, from 1.
  var number: Int
  /// How many hints the step has.
  var total: Int
}

extension StepHint {
  /// The hint of `workspace`'s step read last, to read again without counting; `nil` before
  /// the first.
  init?(lastReadIn workspace: Workspace) {
    let hints = workspace.kata.hints(ofStep: workspace.stepIndex)
    let number = min(workspace.state.hintsShown[workspace.step.id] ?? 0, hints.count)
    guard number > 0 else { return nil }
    self.init(text: hints[number - 1], number: number, total: hints.count)
  }
}
