import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The direct engine building real packages with `swiftc`, and handing SwiftPM the rest.
@Suite struct DirectTestRunnerTests {
  /// A run that stops before any test and names no error (a test binary that stops at its
  /// start) is left to SwiftPM; one that explains itself is kept.
  @Test func aRunThatStopsUnexplainedIsLeftToSwiftPM() {
    let run = { (status: Int32, output: String) in
      RawTestRun(status: status, output: output, events: nil, seconds: 1)
    }

    #expect(
      DirectTestRunner.unexplainedFailure(of: run(132, "Building for debugging...\n"))
        == .unexplainedFailure(status: 132, lastLine: "Building for debugging..."))
    #expect(
      DirectTestRunner.unexplainedFailure(
        of: run(1, "/w/Tests/T/A.swift:1:1: error: cannot find 'x' in scope\n")) == nil)
    #expect(
      DirectTestRunner.unexplainedFailure(of: run(1, "Test Suite 'All tests' started\n")) == nil)
    #expect(DirectTestRunner.unexplainedFailure(of: run(0, "")) == nil)
  }

  static let isLinux: Bool = {
    #if os(Linux)
      true
    #else
      false
    #endif
  }()

  /// A package of the module `Calc` with `tests` as its one test file.
  func makePackage(in folder: URL, source: String, tests: String) throws {
    try write(
      [
        "Package.swift": PackageTemplate.manifest(package: "tiny", module: "Calc"),
        "Sources/Calc/Calc.swift": source,
        "Tests/CalcTests/CalcTests.swift": tests,
      ], in: folder)
  }

  static let source = """
    func answer() -> Int { 42 }
    func double(_ value: Int) async -> Int {
      value * 2
    }
    func unused() -> Int {
      0
    }

    """

  static let tests = """
    import XCTest
    @testable import Calc

    final class CalcTests: XCTestCase {
      func test_answer() { XCTAssertEqual(answer(), 42) }
      func test_double() async { let doubled = await double(2); XCTAssertEqual(doubled, 4) }
    }

    extension CalcTests {
      func test_wrong() throws { XCTAssertEqual(answer(), 41, "off by one") }
    }

    """

  @Test(.enabled(if: isLinux, "the direct engine builds on Linux"))
  func buildsRunsAndCountsAsSwiftTestDoesThenReusesWhatDidNotChange() throws {
    try withTemporaryDirectory { folder in
      try makePackage(in: folder, source: Self.source, tests: Self.tests)
      let runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)

      let red = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      let redOutcome = OutcomeClassifier(folder: folder).classify(red)
      try write(
        ["Tests/CalcTests/CalcTests.swift": Self.tests.replacingOccurrences(of: "41", with: "42")],
        in: folder)
      let green = try runner.runTests(in: folder, framework: .xctest, coverage: true)
      let builds = try FileManager.default.contentsOfDirectory(
        atPath: DirectBuild.folder(in: folder).path)

      #expect(red.engine == .direct)
      #expect(red.fallback == nil)
      #expect(red.output.contains("Test Suite 'debug.xctest' started"))
      #expect(redOutcome.light == .red)
      #expect(redOutcome.ran == 3)
      #expect(redOutcome.failed == 1)
      #expect(
        redOutcome.failures == [
          .init(
            test: "CalcTests.test_wrong",
            message:
              #"Tests/CalcTests/CalcTests.swift:10: XCTAssertEqual failed: ("42") is not equal to ("41") - off by one"#
          )
        ])
      #expect(OutcomeClassifier(folder: folder).classify(green).light == .green)
      #expect(
        ModuleCoverage.read(green, packageRoot: folder, module: "Calc", leavingOut: [])
          == ModuleCoverage(covered: 4, count: 7, uncovered: ["Calc.swift:5-7"]))
      #expect(builds.filter { $0.hasPrefix("module-") }.count == 2, "one plain, one counting lines")
      #expect(builds.filter { $0.hasPrefix("tests-") }.count == 2)
    }
  }

  /// Swift Testing tests beside XCTest cases build with the direct engine: the binary runs
  /// once for each library, both count, a failure has its place, and the lines either ran
  /// are covered.
  @Test(.enabled(if: isLinux, "the direct engine builds on Linux"))
  func swiftTestingTestsBesideXCTestOnesRunAndCountWithTheDirectEngine() throws {
    try withTemporaryDirectory { folder in
      try makePackage(in: folder, source: Self.source, tests: Self.tests)
      let testing = """
        import Testing
        @testable import Calc

        @Test func doubles() async { #expect(await double(3) == 6) }
        @MainActor @Test func unusedIsZero() { #expect(unused() == 1) }

        """
      try write(["Tests/CalcTests/DoublingTests.swift": testing], in: folder)
      let runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)

      let run = try runner.runTests(in: folder, framework: .both, coverage: true)
      let outcome = OutcomeClassifier(folder: folder).classify(run)

      #expect(run.engine == .direct)
      #expect(run.fallback == nil)
      #expect(outcome.light == .red)
      #expect(outcome.ran == 5)
      #expect(outcome.failed == 2)
      #expect(
        outcome.failures.map(\.test).sorted() == [
          "CalcTests.test_wrong", "CalcTests.unusedIsZero()",
        ])
      #expect(
        outcome.failures.first { $0.test == "CalcTests.unusedIsZero()" }?.message.hasPrefix(
          "Tests/CalcTests/DoublingTests.swift:5:") == true, "\(outcome.failures)")
      #expect(
        ModuleCoverage.read(run, packageRoot: folder, module: "Calc", leavingOut: [])?.covered == 7,
        "unused() ran only in the Swift Testing run")
    }
  }

  @Test(.enabled(if: isLinux, "the direct engine builds on Linux"))
  func aCompilerErrorIsAmberWithItsPlace() throws {
    try withTemporaryDirectory { folder in
      try makePackage(in: folder, source: "func answer() -> Int { missing }\n", tests: Self.tests)

      let run = try DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120).runTests(
        in: folder, framework: .xctest, coverage: false)
      let outcome = OutcomeClassifier(folder: folder).classify(run)

      #expect(outcome.light == .amber)
      #expect(
        outcome.compilerError
          == "Sources/Calc/Calc.swift:1:24: error: cannot find 'missing' in scope")
    }
  }

  @Test(.enabled(if: isLinux, "the direct engine builds on Linux"))
  func resourcesAreBundledAsSwiftPMBundlesThem() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "Package.swift": PackageTemplate.manifest(
            package: "tiny", module: "Calc", resources: ["Resources/answer.txt"]),
          "Sources/Calc/Resources/answer.txt": "42",
          "Sources/Calc/Calc.swift": """
          import Foundation

          func answer() throws -> String {
            let url = Bundle.module.url(forResource: "answer", withExtension: "txt")!
            return try String(contentsOf: url, encoding: .utf8)
          }

          """,
          "Tests/CalcTests/CalcTests.swift": """
          import XCTest
          @testable import Calc

          final class CalcTests: XCTestCase {
            func test_answer() throws { XCTAssertEqual(try answer(), "42") }
          }

          """,
        ], in: folder)

      let run = try DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120).runTests(
        in: folder, framework: .xctest, coverage: false)

      #expect(run.engine == .direct)
      #expect(OutcomeClassifier(folder: folder).classify(run) == TestOutcome(light: .green, ran: 1))
    }
  }

  /// A test file of one main-actor class with `test` as its one method.
  static func mainActorTests(_ test: String) -> String {
    """
    import XCTest
    @testable import Calc

    @MainActor final class CalcTests: XCTestCase {
      \(test)
    }

    """
  }

  /// A main-actor class whose tests are all synchronous stops XCTest before its first test
  /// under SwiftPM; the direct engine's runner stops too, and SwiftPM then says so.
  @Test(.enabled(if: isLinux, "the direct engine builds on Linux"))
  func mainActorSyncTestsStopTheRunAsUnderSwiftPM() throws {
    try withTemporaryDirectory { folder in
      try makePackage(
        in: folder, source: Self.source,
        tests: Self.mainActorTests("func test_answer() { XCTAssertEqual(answer(), 42) }"))
      let swiftPM = ScriptedRunner([try Runs.amber])

      let run = try DirectTestRunner(fallback: swiftPM, timeout: 120).runTests(
        in: folder, framework: .xctest, coverage: false)

      #expect(run.engine == .swiftpm)
      #expect(swiftPM.folders == [folder])
    }
  }

  /// Main-actor tests written `async`, as the katas teach, run with the direct engine.
  @Test(.enabled(if: isLinux, "the direct engine builds on Linux"))
  func mainActorAsyncTestsRunDirectly() throws {
    try withTemporaryDirectory { folder in
      try makePackage(
        in: folder, source: Self.source,
        tests: Self.mainActorTests("func test_answer() async { XCTAssertEqual(answer(), 41) }"))

      let run = try DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120).runTests(
        in: folder, framework: .xctest, coverage: false)

      #expect(run.engine == .direct)
      #expect(OutcomeClassifier(folder: folder).classify(run).light == .red)
    }
  }

  @Test func whatTheEngineCannotBuildRunsWithSwiftPMAndSaysWhy() throws {
    try withTemporaryDirectory { folder in
      try makePackage(in: folder, source: Self.source, tests: Self.tests)
      try write(["Package.swift": "// swift-tools-version: 6.0\n"], in: folder)
      let swiftPM = ScriptedRunner([try Runs.green])

      let run = try DirectTestRunner(fallback: swiftPM).runTests(
        in: folder, framework: .xctest, coverage: false)

      #expect(run.engine == .swiftpm)
      #expect(swiftPM.folders == [folder])
      #if os(Linux)
        #expect(run.fallback == .manifestChanged)
      #else
        #expect(run.fallback == .unsupportedPlatform)
      #endif
    }
  }

  /// The options decide the engine and the timeout of both engines, once.
  @Test func theOptionsChooseTheEngineAndItsTimeoutForBoth() {
    let runners = Runners().with { $0.timeout = 20 }

    #expect(Runners().runner.engine == .direct)
    #expect(runners.using(.swiftpm).runner is SwiftTestRunner)
    #expect((runners.runner as? DirectTestRunner)?.timeout == 20)
    #expect(((runners.runner as? DirectTestRunner)?.fallback as? SwiftTestRunner)?.timeout == 20)
    #expect(
      (runners.with { $0.sharedTests = URL(fileURLWithPath: "/shared") }.runner
        as? DirectTestRunner)?.sharedTests == URL(fileURLWithPath: "/shared"))
  }

  /// The judging runner and the way it builds the implementations are decided together,
  /// once: the direct engine builds each apart, sharing the tests' compile, and runs those
  /// whose light alone counts only until it is known, Swift Testing's tests as XCTest's;
  /// SwiftPM builds XCTest tests together in one package, and what the direct engine cannot
  /// build apart, saying why.
  @Test func judgingChoosesTheRunnerAndWhetherTheImplementationsBuildTogether() {
    let xctest = [
      "Tests/CalcTests/CalcTests.swift": Data(
        "import XCTest\nfinal class CalcTests: XCTestCase {\n  func test_a() {}\n}\n".utf8)
    ]
    let swiftTesting = [
      "Tests/CalcTests/CalcTests.swift": Data("import Testing\n@Test func a() {}\n".utf8)
    ]
    let entryPoint = [
      "Tests/CalcTests/Main.swift": Data("import Testing\n@main struct M {}\n".utf8)
    ]
    let shared = URL(fileURLWithPath: "/shared")

    let direct = Runners().judging(xctest, framework: .xctest, sharingIn: shared)
    let swiftpm = Runners().using(.swiftpm).judging(xctest, framework: .xctest, sharingIn: shared)
    let testing = Runners().judging(swiftTesting, framework: .swiftTesting, sharingIn: shared)
    let left = Runners().judging(entryPoint, framework: .swiftTesting, sharingIn: shared)

    #expect((direct.runner as? DirectTestRunner)?.sharedTests == shared)
    #expect((direct.runner as? DirectTestRunner)?.lightOnly == false)
    #expect((direct.lightRunner as? DirectTestRunner)?.lightOnly == true)
    #expect((direct.lightRunner as? DirectTestRunner)?.sharedTests == shared)
    #expect(!direct.buildsTogether)
    #expect(swiftpm.runner is SwiftTestRunner)
    #expect(swiftpm.buildsTogether)
    #expect(left.runner is SwiftTestRunner)
    #expect(!left.buildsTogether)
    #expect(direct.fallback == nil)
    #expect(swiftpm.fallback == nil, "SwiftPM was asked for: nothing fell back")
    #expect((testing.runner as? DirectTestRunner)?.sharedTests == shared)
    #expect(testing.fallback == nil)
    #expect(
      left.fallback == .unsureOfTests("Tests/CalcTests/Main.swift has an entry point"),
      "the learner's run says why SwiftPM judged")
  }
}
