/// How a learner works through a kata: with the step's tests given (guided), or writing the
/// tests first and having them judged (test-first). Journals and reports spell it
/// `guided` and `test-first`.
enum LearningMode: String, Codable, Sendable {
  case guided
  case testFirst = "test-first"

  /// The mode of a workspace that is, or is not, in test-first mode.
  init(testFirst: Bool) {
    self = testFirst ? .testFirst : .guided
  }
}
