import Foundation
import TestSupport
import Testing

@testable import KataKit

/// Mutants generated from a red step's reference join its chaffs when the kata asks for
/// them: the learner's tests must catch them in test-first mode, and `kata verify` proves
/// the step's own tests do, or names each survivor.
@Suite struct KataMutantsTests {
  /// A kata whose step 2 adds `isBig`, with one of its mutants marked equivalent.
  func makeKata(in folder: URL, mutants: Bool = true) throws -> Kata {
    let steps = """
      [
        {"id": "01-answer", "title": "t", "kind": "red", "expect": "amber"},
        {"id": "02-double", "title": "t", "kind": "red", "expect": "red",
         "chaffs": [{"id": "written", "summary": "always big"}],
         "equivalentMutants": [{"mutant": "Sources/Calc/Calc.swift:2: 10 → 9", "reason": "for the test"}]},
        {"id": "03-tidy", "title": "t", "kind": "refactor"}
      ]
      """
    let url = try makeTinyKata(
      in: folder,
      manifest:
        #"{"title": "Tiny", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "mutants": \#(mutants), "steps": \#(steps)}"#,
      extraFiles: [
        "steps/01-answer/Sources/Calc/Calc.swift": "func answer() -> Int { 42 }\n",
        "steps/02-double/Sources/Calc/Calc.swift":
          "func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { x > 10 }\n",
        "steps/02-double/chaffs/written/Sources/Calc/Calc.swift":
          "func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { true }\n",
        "steps/03-tidy/Sources/Calc/Calc.swift":
          "func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { x > 10 }\n",
      ])
    return try Kata(folder: url)
  }

  @Test func aRedStepGetsMutantsOfTheLinesItChangedLessTheEquivalentOnes() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKata(in: folder)

      let chaffs = kata.chaffs(ofStep: 1)

      #expect(chaffs.map(\.chaff.id) == ["written", "mutant-1", "mutant-2"])
      #expect(
        chaffs.map(\.chaff.summary) == [
          "always big",
          "in `isBig`, a comparison is off at its boundary (`>` became `>=`); a test on the boundary, where the two sides are equal, would catch it",
          "in `isBig`, a number is off (`10` became `11`); a test whose expected value depends on this number would catch it",
        ])
      #expect(chaffs[1].chaff.mutant == "Sources/Calc/Calc.swift:2:34: > → >=")
      #expect(
        chaffs[1].sources["Sources/Calc/Calc.swift"]
          == Data("func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { x >= 10 }\n".utf8))
      #expect(
        KataMutants(kata: kata).mutants(ofStep: 0).map(\.chaff.summary) == [
          "in `answer`, a number is off (`42` became `43`); a test whose expected value depends on this number would catch it",
          "in `answer`, a number is off (`42` became `41`); a test whose expected value depends on this number would catch it",
        ])
      #expect(
        KataMutants(kata: kata).mutants(ofStep: 2).isEmpty, "a refactor step asks for no test")
      #expect(
        KataMutants(
          kata: try makeKata(in: folder.appendingPathComponent("plain"), mutants: false)
        ).mutants(ofStep: 1).isEmpty)
    }
  }

  @Test func theFirstStepIsMeasuredAgainstTheStarterAndNoMutantBringsBackThePreviousStep()
    throws
  {
    try withTemporaryDirectory { folder in
      let steps = """
        [
          {"id": "01-answer", "title": "t", "kind": "red", "expect": "red"},
          {"id": "02-double", "title": "t", "kind": "red", "expect": "red"}
        ]
        """
      let url = try makeTinyKata(
        in: folder,
        manifest:
          #"{"title": "Tiny", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "mutants": true, "steps": \#(steps)}"#,
        extraFiles: [
          "starter/Sources/Calc/Calc.swift": "func answer() -> Int { 42 }\n",
          "steps/01-answer/Sources/Calc/Calc.swift":
            "func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { x >= 10 }\n",
          "steps/02-double/Sources/Calc/Calc.swift":
            "func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { x > 10 }\n",
        ])
      let kata = try Kata(folder: url)

      #expect(
        KataMutants(kata: kata).mutants(ofStep: 0).allSatisfy {
          $0.chaff.mutant?.contains("Calc.swift:2:") == true
        })
      #expect(KataMutants(kata: kata).mutants(ofStep: 0).count == 3)
      #expect(
        KataMutants(kata: kata).mutants(ofStep: 1).map(\.chaff.summary) == [
          "in `isBig`, a number is off (`10` became `11`); a test whose expected value depends on this number would catch it",
          "in `isBig`, a number is off (`10` became `9`); a test whose expected value depends on this number would catch it",
        ], "`>` → `>=` is step 1's code again, which the step's red check covers")
    }
  }

  @Test func verifyNamesEverySurvivorAndLetsAMutantThatDoesNotCompileBe() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKata(in: folder)
      let verifier = KataVerifier(
        runners: Runners(LightBySource()), workFolder: folder.appendingPathComponent("work"),
        librariesFolder: nil)

      let report = try #require(verifier.verify([kata]) { _ in }.first)

      let failed = report.checks.filter { !$0.passed }.map(\.what)
      #expect(
        failed == [
          "tests catch the mutant Sources/Calc/Calc.swift:2:36: 10 → 11 (if no test can, list it in the step's equivalentMutants with the reason)"
        ])
      #expect(
        report.checks.contains {
          $0.what.contains("42 → 41") && $0.passed && $0.outcome.light == .amber
        })
      #expect(verifier.checkCount(of: kata) == report.checks.count)
      #expect(!report.passed)
    }
  }
}

/// Lights by the learner's source: amber for `42 → 41` (as if it did not compile), red for
/// step 2's tests without `isBig`, green for the references and `10 → 11` (a survivor), red
/// for every other change.
private final class LightBySource: TestRunning, @unchecked Sendable {
  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    let source =
      (try? String(
        contentsOf: folder.appendingPathComponent("Sources/Calc/Calc.swift"), encoding: .utf8))
      ?? ""
    let references = [
      "func answer() -> Int { 42 }\n",
      "func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { x > 10 }\n",
      "func answer() -> Int { 42 }\nfunc isBig(_ x: Int) -> Bool { x > 11 }\n",
    ]
    let tests =
      (try? String(
        contentsOf: folder.appendingPathComponent("Tests/CalcTests/CalcTests.swift"),
        encoding: .utf8))
      ?? ""
    let light =
      source.contains("41") || !source.contains("answer")
      ? "amber"
      : tests.contains("test 2") && !source.contains("isBig")
        ? "red" : references.contains(source) ? "green" : "red"
    return (try? Fixtures.run(light, status: light == "green" ? 0 : 1))
      ?? RawTestRun(status: 1, output: "")
  }
}
