import Foundation
import Testing

/// Whether the slow tests run (`TDDKIT_SLOW_TESTS=1`, as `.ci/run` sets it): a test may then
/// also repeat its fast path more often.
public let slowTestsRun = ProcessInfo.processInfo.environment["TDDKIT_SLOW_TESTS"] == "1"

extension Trait where Self == ConditionTrait {
  /// Runs the test only with `TDDKIT_SLOW_TESTS=1` in the environment (as `.ci/run` sets
  /// it), so the default `swift test` stays a quick inner loop; without it the test is
  /// reported as skipped, saying `why` it is slow and how to run it.
  public static func slow(_ why: String) -> Self {
    .enabled(
      if: slowTestsRun,
      Comment(rawValue: "\(why); set TDDKIT_SLOW_TESTS=1 to run it"))
  }
}
