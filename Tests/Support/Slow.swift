import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs the test only with `TDDKIT_SLOW_TESTS=1` in the environment (as `.ci/run` sets
  /// it), so the default `swift test` stays a quick inner loop; without it the test is
  /// reported as skipped, saying `why` it is slow and how to run it.
  public static func slow(_ why: String) -> Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["TDDKIT_SLOW_TESTS"] == "1",
      Comment(rawValue: "\(why); set TDDKIT_SLOW_TESTS=1 to run it"))
  }
}
