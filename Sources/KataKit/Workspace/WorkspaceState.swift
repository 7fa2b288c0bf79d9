/// The state of a workspace in `.kata/state.json`: which kata, which step, which hints.
public struct WorkspaceState: Codable, Equatable, Sendable {
  /// The format version.
  public var version = 1
  /// The kata's id.
  public var kata: String
  /// The current step, counted from 0.
  public var stepIndex: Int
  /// How many hints of each step were shown, by step id.
  public var hintsShown: [String: Int] = [:]
  /// Whether the learner writes the tests (test-first mode); absent in older workspaces.
  public var testFirst: Bool?
  /// The learner's name, or a pair's such as `ada+bob`; every journal entry carries it.
  public var learner: String?
  /// The time box of a step in minutes: `kata test` says how long the step has taken and
  /// when the box is over.
  public var timeboxMinutes: Int?
  /// The classroom folder every journal entry is also appended to, as `NAME/KATA.jsonl`.
  public var classroom: String?
  /// How many seconds one run may take before it is stopped; 300 when not set.
  public var timeoutSeconds: Int?
  /// The step the workspace was started at, counted from 0, when not the first
  /// (`kata start --from`); the journal and status count from there.
  public var startIndex: Int?

  /// Creates the state of a new workspace at the first step.
  public init(kata: String, stepIndex: Int = 0, testFirst: Bool = false) {
    self.kata = kata
    self.stepIndex = stepIndex
    self.testFirst = testFirst ? true : nil
  }

  /// Whether the learner writes the tests.
  public var isTestFirst: Bool { testFirst == true }

  /// The first step the learner works on, counted from 0.
  public var firstStep: Int { startIndex ?? 0 }
}
