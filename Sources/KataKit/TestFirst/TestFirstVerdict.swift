/// What test-first mode found about a learner's tests: do they fail on the code before the
/// step (red first), pass on the step's reference (valid), and catch its chaffs (thorough)?
public struct TestFirstVerdict: Codable, Equatable, Sendable {
  /// The light of the learner's tests on the previous step's reference.
  public var previous: Light
  /// The light of the learner's tests on the step's reference, the wheat.
  public var reference: Light
  /// Why the tests are not valid: the first compiler error or failure on the reference.
  public var problem: String?
  /// The chaffs some test caught, by id.
  public var caught: [String]
  /// The chaffs no test caught.
  public var missed: [KataChaff]

  /// Creates a verdict.
  public init(
    previous: Light, reference: Light, problem: String? = nil, caught: [String] = [],
    missed: [KataChaff] = []
  ) {
    self.previous = previous
    self.reference = reference
    self.problem = problem
    self.caught = caught
    self.missed = missed
  }

  /// Whether the tests pass on the reference.
  public var isValid: Bool { reference == .green }

  /// Whether the tests fail (or do not compile) on the code before the step.
  public var failsFirst: Bool { previous != .green }

  /// Whether the tests are valid, fail first and catch every chaff.
  public var isThorough: Bool { isValid && failsFirst && missed.isEmpty }

  /// One line, such as `tests: valid · red on step 9 · caught 3/4 chaffs (missed: "…")`,
  /// for the step numbered `stepNumber` (from 1).
  public func summary(stepNumber: Int) -> String {
    guard isValid else {
      let reason =
        reference == .amber
        ? "they do not compile against the reference; use the names the step's README gives"
        : "they fail on the reference"
      return "tests: not valid: \(reason)" + (problem.map { " (\($0))" } ?? "")
    }
    let before = stepNumber > 1 ? "step \(stepNumber - 1)" : "the starter"
    var parts = [
      "valid",
      failsFirst
        ? "\(previous.rawValue) on \(before)"
        : "already green on \(before): they do not test this step's behaviour",
    ]
    let total = caught.count + missed.count
    if total > 0 {
      var chaffs = "caught \(caught.count)/\(total) chaff\(total == 1 ? "" : "s")"
      if !missed.isEmpty {
        chaffs += " (missed: \(missed.map { "\"\($0.summary)\"" }.joined(separator: ", ")))"
      }
      parts.append(chaffs)
    }
    return "tests: " + parts.joined(separator: " · ")
  }
}
