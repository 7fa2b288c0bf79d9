/// How one run shows in a step's row of `kata status` and the exported journal: its light, or
/// `unfinished` for the red that is no failure.
enum RunMark: Equatable, Sendable {
  /// The run's light, as the learner saw it.
  case light(Light)
  /// A test-first run whose every test passed on the learner's code, kept red because the
  /// tests do not finish the step yet (a chaff got through, or they were never red first).
  case unfinished

  /// The mark of `run`, or nil for an entry with no light.
  init?(_ run: JournalEntry) {
    guard let light = run.light else { return nil }
    let unfinished =
      light == .red && (run.failures ?? 0) == 0 && run.verdict.map { !$0.isValid } == true
    self = unfinished ? .unfinished : .light(light)
  }

  /// The mark without colour: `R`, `A` or `G`, and a lowercase `r` for the red that is no
  /// failure.
  var letter: String {
    switch self {
    case .light(let light): light.letter
    case .unfinished: "r"
    }
  }

  /// What `r` means, printed under the steps whenever one shows.
  static let legend =
    "r: your code passed every test of yours, but your tests do not finish the step yet."
}
