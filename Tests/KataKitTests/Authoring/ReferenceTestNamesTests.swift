import Foundation
import TestSupport
import Testing

@testable import KataKit

/// One name per test: a kata's final tests must be in the reference suite.
@Suite struct ReferenceTestNamesTests {
  @Test func aFinalTestMissingFromTheSuiteIsNamedWithItsFile() throws {
    try withTemporaryDirectory { folder in
      let url = try makeTinyKata(
        in: folder,
        extraFiles: [
          "steps/02-double/Tests/CalcTests/CalcTests.swift": """
          func test_answer_isFortyTwo() {}
          func test_double_doubles() {}
          @Test func swiftTestingToo() {}
          func helper() {}
          """
        ])
      let suite = folder.appendingPathComponent("Tests/CalcTests")
      try write(
        ["Reference.swift": "func test_answer_isFortyTwo() {}\n@Test func swiftTestingToo() {}\n"],
        in: suite)

      let problems = ReferenceTestNames(kata: try Kata(folder: url), suite: suite).problems()

      #expect(
        problems.map(\.description) == [
          "tiny step 03-tidy: test test_double_doubles in Tests/CalcTests/CalcTests.swift is not in the reference suite CalcTests; use the reference's name"
        ])
    }
  }
}
