import CommandLineSupport
import Foundation

/// The judge's outcomes by implementation, and the learner's run, as its workers find them,
/// shared between the threads they run on.
struct JudgeOutcomes: Sendable {
  private let values = Locked<[String: TestOutcome]>([:])
  private let learner = Locked<TestFirstJudge.LearnerRun?>(nil)

  func set(_ key: String, _ outcome: TestOutcome) {
    values.withLock { $0[key] = outcome }
  }

  func outcome(of key: String) -> TestOutcome? {
    values.current[key]
  }

  var learnerRun: TestFirstJudge.LearnerRun? {
    get { learner.current }
    nonmutating set { learner.withLock { $0 = newValue } }
  }
}
