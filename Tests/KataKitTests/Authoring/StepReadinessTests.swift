import Foundation
import TestSupport
import Testing

@testable import KataKit

/// Whether a test-first learner can do each red step from its pages alone.
@Suite struct StepReadinessTests {
  /// A two-step kata in real Swift: step 1 declares `answer()`, step 2 `double(_:)` and the
  /// text "twice", with a support file declaring `Recorder.calls`.
  func makeKata(in folder: URL, files: [String: String] = [:]) throws -> Kata {
    let steps = """
      [
        {"id": "01-answer", "title": "The answer", "kind": "red", "expect": "amber"},
        {"id": "02-double", "title": "Doubling", "kind": "red", "expect": "amber",
         "chaffs": [{"id": "same-as-before", "summary": "does nothing new"}]}
      ]
      """
    let url = folder.appendingPathComponent("Katas/calc")
    try write(
      [
        "kata.json":
          #"{"title": "Calc", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": \#(steps)}"#,
        "intro.md": "# Calc\n", "recap.md": "Done.\n",
        "steps/01-answer/README.md": "Write `answer()`.\n",
        "steps/01-answer/hints.md": "Test hint.\n---\nCode hint.\n",
        "steps/01-answer/Tests/CalcTests/CalcTests.swift":
          "func test_answer() { XCTAssertEqual(answer(), 42) }\n",
        "steps/01-answer/Sources/Calc/Calc.swift": "func answer() -> Int { 42 }\n",
        "steps/02-double/README.md":
          "Write `double(_:)`; `word` is \"twice\"; `Recorder` has `calls`.\n",
        "steps/02-double/hints.md": "Test hint.\n---\nCode hint.\n",
        "steps/02-double/Tests/CalcTests/CalcTests.swift": """
        func test_double() { XCTAssertEqual(double(2), 4); XCTAssertEqual(word, "twice") }
        func test_recorder() { XCTAssertEqual(Recorder().calls, 0) }
        """,
        "steps/02-double/support/Tests/CalcTests/Recorder.swift":
          "final class Recorder { var calls = 0 }\n",
        "steps/02-double/Sources/Calc/Calc.swift": """
        func answer() -> Int { 42 }
        func double(_ value: Int) -> Int { value * 2 }
        let word = "twice"
        """,
        "steps/02-double/chaffs/same-as-before/Sources/Calc/Calc.swift":
          "// Only a comment differs.\nfunc answer() -> Int { 42 }\n",
      ].merging(files) { _, new in new }, in: url)
    return try Kata(folder: url)
  }

  @Test func aStepThatNamesWhatItsTestsUseIsReadyBarARedundantChaff() throws {
    try withTemporaryDirectory { folder in
      let problems = StepReadiness(kata: try makeKata(in: folder)).problems()

      #expect(
        problems.map(\.description) == [
          "calc step 02-double: chaff same-as-before is the previous step's reference again"
        ])
    }
  }

  @Test func missingNamesTextsAndHintsAreEachOneLine() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKata(
        in: folder,
        files: [
          "steps/02-double/README.md": "Doubling.\n",
          "steps/02-double/hints.md": "The whole answer.\n",
          "steps/02-double/chaffs/same-as-before/Sources/Calc/Calc.swift":
            "func answer() -> Int { 42 }\nfunc double(_ value: Int) -> Int { value + 2 }\nlet word = \"twice\"\n",
        ])

      let problems = StepReadiness(kata: kata).problems().map(\.message)

      #expect(
        problems == [
          "README.md does not name `Recorder`, which the tests use and Tests/CalcTests/Recorder.swift declares",
          "README.md does not name `calls`, which the tests use and Tests/CalcTests/Recorder.swift declares",
          "README.md does not name `double`, which the tests use and Sources/Calc/Calc.swift declares",
          "README.md does not name `word`, which the tests use and Sources/Calc/Calc.swift declares",
          "neither README.md nor a support file has the text \"twice\" the tests compare",
          "hints.md needs at least two hints: one for the test, one nearer the code",
        ])
    }
  }

  @Test func aChaffThatIsTheStepsReferenceIsReported() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKata(
        in: folder,
        files: [
          "steps/02-double/chaffs/same-as-before/Sources/Calc/Calc.swift":
            "func answer() -> Int { 42 }\n\nfunc double(_ value: Int) -> Int {\n  value * 2\n}\nlet word = \"twice\"\n"
        ])

      #expect(
        StepReadiness(kata: kata).problems().map(\.message) == [
          "chaff same-as-before is the step's reference again"
        ])
    }
  }
}

extension StepReadinessTests {
  @Test func aKataWithoutItsPagesIsNotReady() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKata(in: folder)
      let url = kata.folder
      try FileManager.default.removeItem(at: url.appendingPathComponent("recap.md"))

      #expect(
        StepReadiness(kata: try Kata(folder: url)).problems().first?.description
          == "calc: recap.md is missing beside kata.json")
    }
  }
}
