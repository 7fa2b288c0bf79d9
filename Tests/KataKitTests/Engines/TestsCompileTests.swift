import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The tests and their generated runner, compiled at the same time on two cores, as one
/// module.
@Suite struct TestsCompileTests {
  /// The runner's job reads the tests' files for their declarations, so it meets their
  /// errors too; a learner sees each error as often as `swift test` shows it: once from the
  /// check of the declarations, once from the compile.
  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func anErrorInATestFileIsShownOnceThoughTheRunnerCompilesBeside() throws {
    try withTemporaryDirectory { folder in
      let tests = DirectTestRunnerTests.tests.replacingOccurrences(
        of: "final class CalcTests: XCTestCase {",
        with: "final class CalcTests: XCTestCase {\n  var calculator: Calculator?")
      try DirectTestRunnerTests().makePackage(
        in: folder, source: DirectTestRunnerTests.source, tests: tests)
      let runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)

      let run = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      let errors = run.output.split(separator: "\n").filter {
        $0.hasPrefix(folder.path) && $0.contains("error: cannot find type 'Calculator' in scope")
      }

      #expect(run.engine == .direct)
      #expect(errors.count == 2, "\(run.output)")
      #expect(
        OutcomeClassifier(folder: folder).classify(run).compilerError
          == "Tests/CalcTests/CalcTests.swift:5:19: error: cannot find type 'Calculator' in scope")
    }
  }

  /// The runner compiled beside the tests joins their module: its list names their test
  /// methods, and the binary runs them all, before and after a test is added.
  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func theRunnerCompiledBesideTheTestsRunsThemAfterEachEdit() throws {
    try withTemporaryDirectory { folder in
      try DirectTestRunnerTests().makePackage(
        in: folder, source: DirectTestRunnerTests.source, tests: DirectTestRunnerTests.tests)
      var runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)
      let first = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      try write(
        [
          "Tests/CalcTests/CalcTests.swift": DirectTestRunnerTests.tests
            + "extension CalcTests {\n  func test_added() {}\n}\n"
        ], in: folder)
      let timings = RunTimings()
      runner.timings = timings
      let second = try runner.runTests(in: folder, framework: .xctest, coverage: false)

      #expect(OutcomeClassifier(folder: folder).classify(first).ran == 3)
      #expect(OutcomeClassifier(folder: folder).classify(second).ran == 4)
      #expect(second.output.contains("CalcTests.test_added' passed"))
      #expect(timings.recorded.contains { $0.name == "of which the runner, beside the tests" })
    }
  }

  /// A judge's packages share their tests and build side by side, which keeps both cores
  /// busy: there the runner compiles with the tests, in one job.
  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func sharedTestsCompileTheRunnerWithThemInOneJob() throws {
    try withTemporaryDirectory { folder in
      try DirectTestRunnerTests().makePackage(
        in: folder, source: DirectTestRunnerTests.source, tests: DirectTestRunnerTests.tests)
      var runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)
      runner.sharedTests = folder.appendingPathComponent(".kata/builds/shared-tests")
      let timings = RunTimings()
      runner.timings = timings

      let run = try runner.runTests(in: folder, framework: .xctest, coverage: false)

      #expect(OutcomeClassifier(folder: folder).classify(run).ran == 3)
      #expect(timings.recorded.contains { $0.name == "compile the tests and their runner" })
      #expect(!timings.recorded.contains { $0.name == "of which the runner, beside the tests" })
    }
  }
}
