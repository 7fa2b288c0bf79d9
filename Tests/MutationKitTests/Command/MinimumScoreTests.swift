import Testing

@testable import MutationKit

/// `--min-score` is met only by a whole run that judged its mutants: a stopped run, or one
/// whose tests reach no mutant (its score reads 100 % as nothing was judged), never passes.
@Suite struct MinimumScoreTests {
  @Test func aScoreBelowTheMinimumFailsAndOneAboveItPasses() {
    let report = MutationReport(entries: [
      HTMLReportTests.entry("Sources/A.swift", line: 1, .killed),
      HTMLReportTests.entry("Sources/A.swift", line: 2, .survived),
    ])

    #expect(
      MutationTool.shortfall(of: report, minimum: 80)
        == "the mutation score 50.00% is below --min-score 80.0%")
    #expect(MutationTool.shortfall(of: report, minimum: 50) == nil)
  }

  @Test func aRunWhoseTestsReachNoMutantNeverPasses() {
    let report = MutationReport(entries: [
      HTMLReportTests.entry("Sources/A.swift", line: 1, .notCovered),
      HTMLReportTests.entry("Sources/A.swift", line: 2, .notCovered),
    ])

    #expect(report.score == 100, "nothing judged")
    #expect(
      MutationTool.shortfall(of: report, minimum: 10)
        == "no mutant was judged: the tests reach none of the 2 mutants, so the score cannot meet --min-score 10.0%"
    )
    #expect(
      MutationTool.shortfall(of: MutationReport(entries: []), minimum: 10) == nil,
      "a change with no mutant at all has nothing to fail")
  }

  @Test func aStoppedRunNeverPasses() {
    var report = MutationReport(entries: [
      HTMLReportTests.entry("Sources/A.swift", line: 1, .killed)
    ])
    report.planned = 5

    #expect(
      MutationTool.shortfall(of: report, minimum: 10)
        == "the run was stopped before its end, so its score cannot meet --min-score 10.0%")
  }
}
