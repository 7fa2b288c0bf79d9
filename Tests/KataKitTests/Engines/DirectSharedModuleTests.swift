import Foundation
import TestSupport
import Testing

@testable import KataKit

/// Implementations of one module, with the same interface, judged by one set of tests: the
/// tests compile and link once, and each run loads its own implementation.
@Suite struct DirectSharedModuleTests {
  static let tests = """
    import XCTest
    @testable import Calc

    final class CalcTests: XCTestCase {
      func test_answer() { XCTAssertEqual(answer(), 42) }
      func test_half() { XCTAssertEqual(half(), 21) }
    }

    """

  /// A package of `Calc` whose `answer()` and `half()` give `answer` and `half`.
  func makeImplementation(in folder: URL, answer: Int, half: Int) throws {
    try write(
      [
        "Package.swift": PackageTemplate.manifest(package: "kata-check", module: "Calc"),
        "Sources/Calc/Calc.swift": """
        func answer() -> Int { \(answer) }
        func half() -> Int { \(half) }

        """,
        "Tests/CalcTests/CalcTests.swift": Self.tests,
      ], in: folder)
  }

  /// The direct engine, sharing compiled tests in `shared`, with no SwiftPM behind it.
  func sharingRunner(_ shared: URL) -> DirectTestRunner {
    var runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)
    runner.sharedTests = shared
    return runner
  }

  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func eachImplementationRunsInTheOneBinaryLinkedForAll() throws {
    try withTemporaryDirectory { folder in
      let shared = folder.appendingPathComponent("shared")
      let right = folder.appendingPathComponent("right")
      let wrong = folder.appendingPathComponent("wrong")
      try makeImplementation(in: right, answer: 42, half: 21)
      try makeImplementation(in: wrong, answer: 41, half: 20)
      let runner = sharingRunner(shared)
      var lightOnly = runner
      lightOnly.lightOnly = true

      let green = try runner.runTests(in: right, framework: .xctest)
      let red = try runner.runTests(in: wrong, framework: .xctest)
      let stopped = try lightOnly.runTests(in: wrong, framework: .xctest)
      let binaries = try FileManager.default.subpathsOfDirectory(atPath: shared.path)
        .filter { $0.hasSuffix("PackageTests.xctest") }
      let ownLinks = try FileManager.default.contentsOfDirectory(
        atPath: DirectBuild.folder(in: wrong).path
      ).filter { $0.hasPrefix("link-") }

      #expect(
        OutcomeClassifier(folder: right).classify(green) == TestOutcome(light: .green, ran: 2))
      let redOutcome = OutcomeClassifier(folder: wrong).classify(red)
      #expect(redOutcome.light == .red)
      #expect(redOutcome.failed == 2, "the wrong implementation ran, not the one linked first")
      #expect(binaries.count == 1, "\(binaries)")
      #expect(ownLinks.isEmpty)
      #expect(OutcomeClassifier(folder: wrong).classify(stopped).light == .red)
      #expect(stopped.output.contains("Stopped at the first failure, in CalcTests.test_answer."))
      #expect(!stopped.output.contains("test_half"), "the run stopped at its first failure")
    }
  }

  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func anImplementationWithAnotherInterfaceGetsTestsOfItsOwn() throws {
    try withTemporaryDirectory { folder in
      let shared = folder.appendingPathComponent("shared")
      let right = folder.appendingPathComponent("right")
      let wider = folder.appendingPathComponent("wider")
      try makeImplementation(in: right, answer: 42, half: 21)
      try makeImplementation(in: wider, answer: 42, half: 21)
      try write(
        ["Sources/Calc/More.swift": "struct Pair { var left = 1, right = 2 }\n"], in: wider)
      let runner = sharingRunner(shared)

      let first = try runner.runTests(in: right, framework: .xctest)
      let second = try runner.runTests(in: wider, framework: .xctest)
      let compiles = try FileManager.default.contentsOfDirectory(atPath: shared.path)
        .filter { $0.hasPrefix("tests-") }

      #expect(OutcomeClassifier(folder: right).classify(first).light == .green)
      #expect(OutcomeClassifier(folder: wider).classify(second).light == .green)
      #expect(compiles.count == 2)
    }
  }

  /// A module with resources finds its bundle in every package, and the bundle's place is
  /// no part of its interface: implementations in two packages share their tests.
  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func implementationsWithResourcesShareTheirTestsAndEachFindsItsBundle() throws {
    try withTemporaryDirectory { folder in
      let shared = folder.appendingPathComponent("shared")
      let runner = sharingRunner(shared)
      var outcomes: [TestOutcome] = []
      for (name, answer) in [("right", "42"), ("wrong", "41")] {
        let package = folder.appendingPathComponent(name)
        try makeImplementation(in: package, answer: 0, half: 21)
        try write(
          [
            "Package.swift": PackageTemplate.manifest(
              package: "kata-check", module: "Calc", resources: ["answer.txt"]),
            "Sources/Calc/answer.txt": answer,
            "Sources/Calc/Calc.swift": """
            import Foundation

            func answer() -> Int {
              let url = Bundle.module.url(forResource: "answer", withExtension: "txt")!
              return Int((try? String(contentsOf: url, encoding: .utf8)) ?? "") ?? 0
            }
            func half() -> Int { 21 }

            """,
          ], in: package)
        let run = try runner.runTests(in: package, framework: .xctest)
        outcomes.append(OutcomeClassifier(folder: package).classify(run))
      }
      let compiles = try FileManager.default.contentsOfDirectory(atPath: shared.path)
        .filter { $0.hasPrefix("tests-") }

      #expect(outcomes.map(\.light) == [.green, .red], "each read its own bundle")
      #expect(compiles.count == 1, "\(compiles)")
    }
  }
}
