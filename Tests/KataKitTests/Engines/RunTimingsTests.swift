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
        "                          menu:",
        "     165 –    510    345    compile the module",
        "    1500 –   1560     60    run the tests",
        "    1560 –   1635     75  kata, after the run",
        "  total 1635 ms",
      ])
  }

  /// A judge builds several packages side by side: each one's phases stay together under
  /// its name, the packages in the order they started.
  @Test func thePhasesOfEachPackageStayTogether() {
    let timings = RunTimings(origin: Self.origin)
    timings.record("compile the module", of: "reference", from: at(50), to: at(200))
    timings.record("compile the module", of: "yours", from: at(40), to: at(180))
    timings.record("run the tests", of: "yours", from: at(300), to: at(350))
    timings.record("run the tests", of: "reference", from: at(210), to: at(260))

    #expect(
      timings.table(now: at(360)).dropFirst(2).dropLast(2) == [
        "                          yours:",
        "      40 –    180    140    compile the module",
        "     300 –    350     50    run the tests",
        "                          reference:",
        "      50 –    200    150    compile the module",
        "     210 –    260     50    run the tests",
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
      timings.table(now: at(310)).dropFirst(2).prefix(4) == [
        "                          w:",
        "      10 –    300    290    compile the tests and their runner",
        "      20 –     80     60      plan the jobs (swiftc -###)",
        "      90 –    290    200      of which the runner, beside the tests",
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
