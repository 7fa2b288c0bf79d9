import Foundation
import Testing

@testable import MutationKit

/// The survivors as GitHub annotations: GitHub shows ten warnings a step and drops the rest
/// without a word, so the eleventh and later are counted in one notice that points to the
/// summary.
@Suite struct GitHubAnnotationsTests {
  func report(survivors: Int) -> MutationReport {
    MutationReport(
      entries: (1...survivors).map { line in
        .init(
          mutant: Mutant(
            file: "Sources/F/F.swift", line: line, column: 9, mutationOperator: .integerConstant,
            original: "1", replacement: "2", edit: TextEdit(range: 0..<0, text: "")),
          outcome: .survived)
      })
  }

  @Test(arguments: [
    (3, 3, nil), (10, 10, nil), (12, 10, "2 more surviving mutants are"),
    (11, 10, "1 more surviving mutant is"),
  ])
  func atMostTenWarningsAndANoticeOfTheRest(survivors: Int, warnings: Int, notice: String?) {
    let lines = report(survivors: survivors).github.split(separator: "\n")

    #expect(lines.filter { $0.hasPrefix("::warning ") }.count == warnings)
    let notices = lines.filter { $0.hasPrefix("::notice ") }
    #expect(notices.count == (notice == nil ? 0 : 1))
    if let notice {
      #expect(notices.first?.contains(notice + " in the full report") == true)
    }
  }
}
