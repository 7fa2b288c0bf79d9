/// One line of a workspace's `.kata/journal.jsonl`: a test run, or a step being moved.
public struct JournalEntry: Codable, Equatable, Sendable {
  /// What happened.
  public enum Event: String, Codable, Sendable {
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
  public var time: String
  /// What happened.
  public var event: Event
  /// The step's id.
  public var step: String
  /// The step's number, from 1.
  public var stepNumber: Int
  /// The light of a run.
  public var light: Light?
  /// How many tests ran.
  public var tests: Int?
  /// How many failed.
  public var failures: Int?
  /// How many were skipped.
  public var skipped: Int?
  /// How long the run took, in seconds.
  public var seconds: Double?
  /// How many hints of the step had been shown.
  public var hints: Int?
  /// The light the learner predicted, with `--predict`.
  public var prediction: Light?
  /// In test-first mode, what the learner's tests did on the step's implementations.
  public var verdict: TestFirstVerdict?
  /// The line coverage of the learner's module, after a green run that measured it.
  public var coverage: ModuleCoverage?
  /// The learner or pair whose workspace wrote the entry, when a name was given.
  public var learner: String?
  /// The kata's id.
  public var kata: String?
  /// Whether the step reshapes code or tests (refactor, tidy), so green at once is right.
  public var reshapes: Bool?
  /// Who took the keyboard, for a `rotate` entry.
  public var driver: String?
  /// For a `next` entry made with `kata next --anyway`: what the step left behind still
  /// lacked, such as `weak: caught 0/2 chaffs, missed "…"`.
  public var unfinished: String?
  /// The engine that built and ran a `run` entry's tests.
  public var engine: BuildEngine?
  /// Why the direct engine left that run to SwiftPM, when it did.
  public var fallback: String?

  /// Creates an entry.
  public init(
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
  public var predictionHit: Bool? {
    prediction.map { $0 == light }
  }
}
