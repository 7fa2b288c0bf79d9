import CommandLineSupport
import Foundation

/// The judge's outcomes by implementation, and the learner's run, as its workers find them,
/// shared between the threads they run on.
struct JudgeOutcomes: Sendable {
  private let values = Locked<[String: TestOutcome]>([:])
  private let learner = Locked<TestFirstJudge.LearnerRun?>(nil)
  private let fellBack = Locked<[String: String]>([:])

  func set(_ key: String, _ outcome: TestOutcome) {
    values.withLock { $0[key] = outcome }
  }

  /// Notes that SwiftPM ran the tests on the implementation `key` because of `reason`.
  func noteFallback(_ key: String, _ reason: DirectFallback) {
    fellBack.withLock { $0[key] = reason.description }
  }

  /// Why SwiftPM ran the tests on an implementation, by its key, for those it ran.
  var fallbacks: [String: String] { fellBack.current }

  func outcome(of key: String) -> TestOutcome? {
    values.current[key]
  }

  var learnerRun: TestFirstJudge.LearnerRun? {
    get { learner.current }
    nonmutating set { learner.withLock { $0 = newValue } }
  }
}
