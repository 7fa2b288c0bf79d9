/// The runs of one step, for `kata status`, `kata next` and exports.
struct StepHistory: Equatable, Sendable {
  /// The step's id.
  var step: String
  /// The step's number, from 1.
  var stepNumber: Int
  /// The lights of the step's runs, in order.
  var lights: [Light]
  /// The runs themselves.
  var runs: [JournalEntry]

  /// Whether the step is a refactor step, whose tests are green from the start.
  var isRefactor: Bool
  /// How many hints were shown, counting those seen after the step's last run.
  var hintsUsed: Int

  /// What the step still lacked when the learner moved on with `kata next --anyway`.
  var movedOnUnfinished: String?
  /// The changes to the learner's code their tests passed when they moved on.
  var movedOnLetThrough: String?

  /// The history of `step` in `entries`, counting runs since the step was last reset.
  init(step: String, stepNumber: Int, entries: [JournalEntry], isRefactor: Bool = false) {
    self.step = step
    self.stepNumber = stepNumber
    self.isRefactor = isRefactor
    let lastReset = entries.lastIndex { $0.step == step && $0.event == .reset }
    let since = lastReset.map { entries[($0 + 1)...] } ?? entries[...]
    let sinceReset = since.filter { $0.step == step }
    runs = sinceReset.filter { $0.event == .run }
    lights = runs.compactMap(\.light)
    hintsUsed = sinceReset.compactMap(\.hints).max() ?? 0
    // The move to the step after is logged under that step, with what this one lacked.
    let movedOn = since.last { $0.event == .next && $0.stepNumber == stepNumber + 1 }
    movedOnUnfinished = movedOn?.unfinished
    movedOnLetThrough = movedOn?.letThrough
  }

  /// In test-first mode, the verdict of the step's last judged run.
  var verdict: TestFirstVerdict? {
    runs.last { $0.verdict != nil }?.verdict
  }

  /// What the step lacks to be done, in a few words, from its last run.
  var missing: String {
    guard let last = runs.last, let light = last.light else { return "no run yet" }
    if let verdict = last.verdict, !verdict.isValid {
      return "your tests are \(verdict.shortfall(stepNumber: stepNumber))"
    }
    switch light {
    case .green: return "nothing"
    case .amber: return "the last run did not compile"
    case .red where (last.tests ?? 0) == 0: return "no test ran in the last run"
    case .red: return "\(last.failures ?? 0) of \(last.tests ?? 0) tests failed in the last run"
    }
  }

  /// Whether the step has gone green.
  var wentGreen: Bool { lights.contains(.green) }

  /// Whether the last run was green.
  var isGreen: Bool { lights.last == .green }

  /// Whether a red or amber run came before the first green one: the discipline of TDD.
  var wentRedBeforeGreen: Bool {
    guard let firstGreen = runs.firstIndex(where: { $0.light == .green }) else { return false }
    return runs[..<firstGreen].contains(where: Self.failed)
  }

  /// Whether `run` failed: it did not compile, or a test failed. A test-first run that is
  /// red only because the tests do not finish the step yet, every test passing, did not.
  private static func failed(_ run: JournalEntry) -> Bool {
    switch RunMark(run) {
    case .light(.red), .light(.amber): true
    case .light(.green), .unfinished, nil: false
    }
  }

  /// The marks of the step's runs, in order: their lights, telling the red that is no
  /// failure apart.
  var marks: [RunMark] { runs.compactMap(RunMark.init) }

  /// How the step came to green.
  enum Discipline: Equatable, Sendable {
    /// It has not gone green yet.
    case notGreen
    /// A refactor step went green, as it should from the start.
    case refactored
    /// A red or amber run came first.
    case redFirst
    /// Its first run was green: the tests never failed.
    case greenWithoutRed
    /// Its first run was green, but in test-first mode the tests failed on the previous
    /// step's reference: the learner's code of the step before already did this step.
    case codeRanAhead
  }

  /// How the step came to green, telling a test that never failed from code that ran ahead.
  var discipline: Discipline {
    guard let firstGreen = runs.firstIndex(where: { $0.light == .green }) else { return .notGreen }
    if isRefactor { return .refactored }
    if runs[..<firstGreen].contains(where: Self.failed) { return .redFirst }
    return runs[firstGreen].verdict?.failsFirst == true ? .codeRanAhead : .greenWithoutRed
  }
}
