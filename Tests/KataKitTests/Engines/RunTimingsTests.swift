import Foundation
import Testing

@testable import KataKit

/// Where the time of a run went, as `kata test --timings` shows it.
@Suite struct RunTimingsTests {
  /// When kata started, in these tests.
  static let origin = Date(timeIntervalSinceReferenceDate: 1000)

  /// `milliseconds` after ``origin``.
  func at(_ milliseconds: Double) -> Date {
    Self.origin.addingTimeInterval(milliseconds / 1000)
  }

  @Test func theTableShowsKatasOwnTimeAroundThePhasesInMilliseconds() {
    let timings = RunTimings(origin: Self.origin)
    timings.record("run the tests", of: "menu", from: at(1500), to: at(1560))
    timings.record("compile the module", of: "menu", from: at(165), to: at(510))

    #expect(
      timings.table(now: at(1635)) == [
        "Timings, in milliseconds from the start of kata:",
        "       0 –    165    165  kata, before its first step",
        "     165 –    510    345  compile the module           menu",
        "    1500 –   1560     60  run the tests                menu",
        "    1560 –   1635     75  kata, after the run",
        "  total 1635 ms",
      ])
  }

  /// The driver's planning and the runner compiled beside the tests ran during another
  /// phase: they are indented, so no one adds them to it.
  @Test func aPartOfAPhaseIsIndentedUnderIt() {
    let timings = RunTimings(origin: Self.origin)
    timings.record("compile the tests and their runner", of: "w", from: at(10), to: at(300))
    timings.record("plan the jobs (swiftc -###)", of: "w", from: at(20), to: at(80))
    timings.record("of which the runner, beside the tests", of: "w", from: at(90), to: at(290))

    #expect(
      timings.table(now: at(310)).dropFirst(2).prefix(3) == [
        "      10 –    300    290  compile the tests and their runner       w",
        "      20 –     80     60    plan the jobs (swiftc -###)            w",
        "      90 –    290    200    of which the runner, beside the tests  w",
      ])
  }

  @Test func theStartIsThe22ndFieldOfStatCountedAfterTheCommand() {
    let fields = (3...30).map { $0 == 22 ? "987654" : "\($0)" }.joined(separator: " ")

    #expect(RunTimings.startTicks(ofStat: "4242 (kata (a) b) \(fields)") == 987654)
    #expect(RunTimings.startTicks(ofStat: "4242 (kata) S 1 2") == nil)
    #expect(RunTimings.startTicks(ofStat: "") == nil)
  }

  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "/proc is Linux's"))
  func thisProcessStartedBeforeNow() throws {
    let now = Date()
    let start = try #require(RunTimings.processStart(now: now))

    #expect(start <= now)
  }
}
