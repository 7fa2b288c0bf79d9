import CommandLineSupport
import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// How long a mutant's tests may run, and a mutant tried as a tool without schemata tries it.
@Suite struct TestExecutionTimeoutsTests {
  @Test func aMutantGetsTwiceTheTestsTimeAndAMarginForALoadedMachine() {
    #expect(TestExecution.timeout(forTestsTaking: 10) == 25)
    #expect(TestExecution.timeout(forUnitsTaking: 0.5) == 3)
  }

  /// The run with coverage waits ten times the tests' time and two minutes, at least five
  /// minutes for its build: never the hour a hung test once held it.
  @Test func theRunWithCoverageWaitsTenTimesTheTestsAndNoLessThanFiveMinutes() {
    #expect(MutationRun.coverageLimit(forTestsTaking: 11) == 300)
    #expect(MutationRun.coverageLimit(forTestsTaking: 60) == 720)
  }

  /// A run with coverage that outlasts its limit is tried once more; twice, and the run
  /// stops saying why; a run that fails says its first error.
  @Test func aRunWithCoverageThatHangsIsTriedOnceMoreThenRefused() throws {
    let hung = Subprocess.Outcome(status: 143, output: "", errors: "", timedOut: true)
    let passed = Subprocess.Outcome(status: 0, output: "", errors: "")
    let failed = Subprocess.Outcome(
      status: 1, output: "Tests/ATests/A.swift:3: error: XCTAssertEqual failed", errors: "")
    var said: [String] = []
    var limits: [Double] = []
    var answers = [hung, passed]

    try MutationRun.passWithCoverage(
      testsTaking: 11, progress: { said.append($0) },
      attempt: { limit in
        limits.append(limit)
        return answers.removeFirst()
      })

    #expect(limits == [300, 300])
    #expect(said == ["The tests with coverage outlasted 300 s; trying them once more"])
    #expect(
      throws: MutationError.testsFail(
        reason:
          "with coverage they outlasted 300 s twice, where they took 11 s without: a test may hang when coverage is measured; pass an export with --coverage"
      )
    ) {
      try MutationRun.passWithCoverage(testsTaking: 11, progress: { _ in }, attempt: { _ in hung })
    }
    #expect(throws: MutationError.self) {
      try MutationRun.passWithCoverage(
        testsTaking: 11, progress: { _ in }, attempt: { _ in failed })
    }
  }

  /// A unit that timed out in the first run of the tests, beside others on a loaded
  /// machine, is run again alone before the tests are said to fail; the others are not.
  @Test func aUnitThatTimedOutWithNoMutantIsRunAgainAlone() {
    let passed = TestExecution.Result(passed: true, timedOut: false, seconds: 1, tail: "")
    let hung = TestExecution.Result(passed: false, timedOut: true, seconds: 120, tail: "")
    let failed = TestExecution.Result(passed: false, timedOut: false, seconds: 1, tail: "x")
    var again: [Int] = []

    let settled = TestExecution.timeoutsRunAgain([0: passed, 1: hung, 2: failed, 3: hung]) {
      again.append($0)
      return $0 == 1 ? passed : hung
    }

    #expect(again == [1, 3])
    #expect(settled[1]?.passed == true && settled[3]?.timedOut == true)
    #expect(settled[2]?.passed == false && settled[2]?.timedOut == false)
  }

  /// A unit that hung twice (the second time alone) hangs by itself: the run stops naming
  /// it, as no score could be trusted beside it; a unit that fails stops it too.
  @Test func aUnitThatHangsByItselfStopsTheRunNamingIt() {
    let units = ["A", "B", "C"].map { TestUnits.Unit(name: $0, arguments: [$0]) }
    let passed = TestExecution.Result(passed: true, timedOut: false, seconds: 2, tail: "")
    let hung = TestExecution.Result(passed: false, timedOut: true, seconds: 360, tail: "")
    let failed = TestExecution.Result(passed: false, timedOut: false, seconds: 1, tail: "x")

    let kept = TestExecution.measured(units, [0: passed, 1: passed, 2: passed]) { [$0] }
    let hanging = TestExecution.measured(units, [0: passed, 1: hung, 2: passed]) { [$0] }
    let broken = TestExecution.measured(units, [0: passed, 1: passed, 2: failed]) { _ in [] }

    #expect((try? kept.get())?.units.map(\.reached) == [[0], [1], [2]])
    if case .failure(let failure) = hanging {
      #expect(failure.unit == "B" && failure.result.timedOut)
    } else {
      Issue.record("a unit that hangs by itself stops the run")
    }
    if case .failure(let failure) = broken {
      #expect(failure.unit == "C")
    } else {
      Issue.record("a failing unit stops the run")
    }
  }

  /// `swift test --skip-build` in a folder with no package fails: the mutant counts as
  /// killed, never as a survivor.
  @Test func aSwiftTestRunThatFailsKillsTheMutant() throws {
    try withTemporaryDirectory { folder in
      #expect(TestExecution.swiftTest(in: folder, filter: "X", timeout: 60) == .killed)
    }
  }
}
