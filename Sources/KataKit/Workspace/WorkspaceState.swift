/// The state of a workspace in `.kata/state.json`: which kata, which step, which hints.
struct WorkspaceState: Codable, Equatable, Sendable {
  /// The format version.
  var version = 1
  /// The kata's id.
  var kata: String
  /// The current step, counted from 0.
  var stepIndex: Int
  /// How many hints of each step were shown, by step id.
  var hintsShown: [String: Int] = [:]
  /// Whether the learner writes the tests (test-first mode); absent in older workspaces.
  var testFirst: Bool?
  /// The learner's name, or a pair's such as `ada+bob`; every journal entry carries it.
  var learner: String?
  /// The time box of a step in minutes: `kata test` says how long the step has taken and
  /// when the box is over.
  var timeboxMinutes: Int?
  /// The classroom every journal entry also goes to: a folder, where it is appended to
  /// `NAME/KATA.jsonl`, or a classroom server's address (`http://HOST:PORT`).
  var classroom: String?
  /// Who drives now, by `kata rotate NAME`; every run records it.
  var driver: String?
  /// With `kata rotate --every MINUTES`, how long a driver drives before handing over.
  var rotationMinutes: Int?
  /// How many seconds one run may take before it is stopped; 300 when not set.
  var timeoutSeconds: Int?
  /// The step the workspace was started at, counted from 0, when not the first
  /// (`kata start --from`); the journal and status count from there.
  var startIndex: Int?
  /// The workspace's id, made by `kata start` and carried by every journal entry, so the
  /// room tells this workspace from any other of the same name; absent in older workspaces.
  var workspaceID: String?
  /// The instructor's line to the room (`kata dashboard say ROOM`) that a run last showed,
  /// so each new line is shown once; `nil` while the room has none.
  var roomLineShown: String?

  /// Creates the state of a new workspace at the first step.
  init(kata: String, stepIndex: Int = 0, testFirst: Bool = false) {
    self.kata = kata
    self.stepIndex = stepIndex
    self.testFirst = testFirst ? true : nil
  }

  /// Whether the learner writes the tests.
  var isTestFirst: Bool { testFirst == true }

  /// The first step the learner works on, counted from 0.
  var firstStep: Int { startIndex ?? 0 }
}
