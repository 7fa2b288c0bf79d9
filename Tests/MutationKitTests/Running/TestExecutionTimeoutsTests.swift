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

  /// `swift test --skip-build` in a folder with no package fails: the mutant counts as
  /// killed, never as a survivor.
  @Test func aSwiftTestRunThatFailsKillsTheMutant() throws {
    try withTemporaryDirectory { folder in
      #expect(TestExecution.swiftTest(in: folder, filter: "X", timeout: 60) == .killed)
    }
  }
}
