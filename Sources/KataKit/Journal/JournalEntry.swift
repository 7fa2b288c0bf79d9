/// One line of a workspace's `.kata/journal.jsonl`: a test run, or a step being moved.
struct JournalEntry: Codable, Equatable, Sendable {
  /// What happened.
  enum Event: String, Codable, Sendable {
    /// `kata test` ran the tests.
    case run
    /// `kata next` moved on to the step named in the entry.
    case next
    /// `kata solution --apply` put the reference in place.
    case solution
    /// `kata reset` started the kata or the step again.
    case reset
    /// `kata start` made the workspace.
    case start
    /// `kata hint` showed a hint; `hints` is how many of the step's were shown.
    case hint
    /// `kata rotate` recorded a change of driver, named in `driver`.
    case rotate
  }

  /// When, as ISO 8601 in UTC.
  var time: String
  /// What happened.
  var event: Event
  /// The step's id.
  var step: String
  /// The step's number, from 1.
  var stepNumber: Int
  /// The light of a run.
  var light: Light?
  /// How many tests ran.
  var tests: Int?
  /// How many failed.
  var failures: Int?
  /// How many were skipped.
  var skipped: Int?
  /// How long the run took, in seconds.
  var seconds: Double?
  /// How many hints of the step had been shown.
  var hints: Int?
  /// The light the learner predicted, with `--predict`.
  var prediction: Light?
  /// In test-first mode, what the learner's tests did on the step's implementations.
  var verdict: TestFirstVerdict?
  /// The line coverage of the learner's module, after a green run that measured it.
  var coverage: ModuleCoverage?
  /// The learner or pair whose workspace wrote the entry, when a name was given.
  var learner: String?
  /// The kata's id.
  var kata: String?
  /// Whether the step reshapes code or tests (refactor, tidy), so green at once is right.
  var reshapes: Bool?
  /// Who took the keyboard, for a `rotate` entry.
  var driver: String?
  /// For a `next` entry made with `kata next --anyway`: what the step left behind still
  /// lacked, such as `weak: caught 0/2 chaffs, missed "…"`.
  var unfinished: String?
  /// The engine that built and ran a `run` entry's tests.
  var engine: BuildEngine?
  /// Why the direct engine left that run to SwiftPM, when it did.
  var fallback: String?

  /// Creates an entry.
  init(
    time: String, event: Event, step: String, stepNumber: Int, light: Light? = nil,
    tests: Int? = nil, failures: Int? = nil, skipped: Int? = nil, seconds: Double? = nil,
    hints: Int? = nil, prediction: Light? = nil
  ) {
    self.time = time
    self.event = event
    self.step = step
    self.stepNumber = stepNumber
    self.light = light
    self.tests = tests
    self.failures = failures
    self.skipped = skipped
    self.seconds = seconds
    self.hints = hints
    self.prediction = prediction
  }

  /// Whether the prediction, if any, was right.
  var predictionHit: Bool? {
    prediction.map { $0 == light }
  }
}
