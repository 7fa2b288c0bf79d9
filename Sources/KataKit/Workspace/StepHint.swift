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
