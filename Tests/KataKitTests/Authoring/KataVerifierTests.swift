import Foundation
import TestSupport
import Testing

@testable import KataKit

@Suite struct KataVerifierTests {
  @Test func eachPhaseSeesTheRightFilesInOneReusedPackage() throws {
    try withTemporaryDirectory { folder in
      let kata = try Kata(folder: try makeTinyKata(in: folder))
      let work = folder.appendingPathComponent("work")
      let seen = FileRecorder()
      let verifier = KataVerifier(runners: Runners(seen), workFolder: work, librariesFolder: nil)

      let reports = verifier.verify([kata]) { _ in }

      #expect(reports.map(\.kata) == ["tiny"])
      #expect(reports.first?.checks.map(\.expected) == [.amber, .green, .red, .green, .green])
      #expect(reports.first?.passed == true)
      #expect(verifier.checkCount(of: kata) == 5)
      #expect(
        seen.folders.map(\.path)
          == Array(repeating: work.appendingPathComponent("worker-1").path, count: 5))
      #expect(seen.sources[0] == ["Sources/Calc/Calc.swift": PackageTemplate.placeholder])
      #expect(seen.sources[1]["Sources/Calc/Old.swift"] == "old\n")
      #expect(seen.sources[2]["Sources/Calc/Old.swift"] == "old\n")
      #expect(seen.sources[3]["Sources/Calc/Old.swift"] == nil, "removed by step 2")
      #expect(seen.tests[2] == ["Tests/CalcTests/CalcTests.swift": "test 1\ntest 2\n"])
    }
  }

  @Test func theFinalCheckUsesTheLibraryInSources() throws {
    try withTemporaryDirectory { folder in
      let manifest =
        #"{"title": "t", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "reference": "CalcLibrary", "steps": [{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber"}]}"#
      let kata = try Kata(folder: try makeTinyKata(in: folder, manifest: manifest))
      try write(
        [
          "Sources/CalcLibrary/Real.swift": "real\n",
          "Sources/CalcLibrary/Deep/More.swift": "more\n",
        ], in: folder)
      let seen = FileRecorder()
      let verifier = KataVerifier(
        runners: Runners(seen), workFolder: folder.appendingPathComponent("work"),
        librariesFolder: folder.appendingPathComponent("Sources"))

      let checks = verifier.verify([kata]) { _ in }.first?.checks ?? []

      #expect(checks.last?.label == "final")
      #expect(seen.sources.last?["Sources/Calc/Real.swift"] == "real\n")
      #expect(seen.sources.last?["Sources/Calc/Deep/More.swift"] == "more\n")
    }
  }
}

/// `kata verify --parity`: every check with both engines, SwiftPM's outcome the truth.
@Suite struct ParityVerificationTests {
  /// A runner whose engines are two other runners.
  struct TwoEngines: TestRunning {
    let direct: any TestRunning
    let swiftpm: any TestRunning
    var engine: BuildEngine { .direct }

    func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
      -> RawTestRun
    {
      var run = try direct.runTests(in: folder, framework: framework, coverage: coverage)
      run.engine = .direct
      return run
    }

    /// Runners that give this for the direct engine and `swiftpm` for SwiftPM.
    var runners: Runners {
      Runners(make: { [self] options in options.engine == .direct ? self : swiftpm })
    }
  }

  @Test func enginesThatAgreePassEveryCheckAndBothRanEach() throws {
    try withTemporaryDirectory { folder in
      let kata = try Kata(folder: try makeTinyKata(in: folder))
      let direct = FileRecorder()
      let swiftpm = FileRecorder()
      var verifier = KataVerifier(
        runners: TwoEngines(direct: direct, swiftpm: swiftpm).runners,
        workFolder: folder.appendingPathComponent("work"), librariesFolder: nil)
      verifier.parity = true

      let report = try #require(verifier.verify([kata]) { _ in }.first)

      #expect(report.passed)
      #expect(report.checks.allSatisfy { $0.engine == .direct && $0.disagreement == nil })
      #expect(direct.folders.count == 5)
      #expect(swiftpm.folders.count == 5)
    }
  }

  @Test func aDisagreementFailsTheCheckWithBothOutcomesAndSwiftPMsLight() throws {
    try withTemporaryDirectory { folder in
      let kata = try Kata(folder: try makeTinyKata(in: folder))
      var verifier = KataVerifier(
        runners: TwoEngines(direct: ScriptedRunner([try Runs.green]), swiftpm: FileRecorder())
          .runners,
        workFolder: folder.appendingPathComponent("work"), librariesFolder: nil)
      verifier.parity = true

      let checks = verifier.verify([kata]) { _ in }.first?.checks ?? []

      #expect(checks.count == 1, "a kata stops at its first failed check")
      #expect(checks.first?.outcome.light == .amber)
      #expect(checks.first?.passed == false)
      let disagreement = try #require(checks.first?.disagreement)
      #expect(disagreement.hasPrefix("engines disagree: direct green, "))
      #expect(disagreement.contains("; swiftpm amber, 0 ran, 0 failed, 0 skipped, "))
    }
  }
}

extension ParityVerificationTests {
  @Test func failureMessagesAgreeByTheirPlaceAndFirstErrorsByAnyThatSwiftPMReported() {
    let failure = { (message: String) in
      TestOutcome(
        light: .red, ran: 2, failed: 1, failures: [.init(test: "A.test_a", message: message)])
    }
    let amber = { (error: String) in TestOutcome(light: .amber, compilerError: error) }

    #expect(
      KataVerifier.disagreement(
        direct: failure(#"T.swift:4: XCTAssertEqual failed: ("[a: 1, b: 2]") is not equal"#),
        swiftpm: failure(#"T.swift:4: XCTAssertEqual failed: ("[b: 2, a: 1]") is not equal"#),
        swiftpmErrors: []) == nil)
    #expect(
      KataVerifier.disagreement(
        direct: failure("T.swift:4: failed"), swiftpm: failure("T.swift:5: failed"),
        swiftpmErrors: []) != nil)
    #expect(
      KataVerifier.disagreement(
        direct: TestOutcome(
          light: .red, ran: 3, note: "A.test_a crashed: Fatal error: Index out of range"),
        swiftpm: TestOutcome(
          light: .red, ran: 3, note: "A.test_a crashed: Fatal error: Index out of error: Process"),
        swiftpmErrors: []) == nil)
    #expect(
      KataVerifier.disagreement(
        direct: TestOutcome(light: .red, ran: 4, note: "A.test_a crashed: Fatal error"),
        swiftpm: TestOutcome(light: .red, ran: 3, note: "A.test_a crashed: Fatal error"),
        swiftpmErrors: []) == nil,
      "how many tests ran before a crash depends on the order they ran in")
    #expect(
      KataVerifier.disagreement(
        direct: TestOutcome(light: .red, ran: 3, note: "A.test_a crashed"),
        swiftpm: TestOutcome(light: .red, ran: 3, note: "A.test_b crashed"),
        swiftpmErrors: []) != nil)
    #expect(
      KataVerifier.disagreement(
        direct: amber("B.swift:1:1: error: b"), swiftpm: amber("A.swift:1:1: error: a"),
        swiftpmErrors: ["A.swift:1:1: error: a", "B.swift:1:1: error: b"]) == nil)
    #expect(
      KataVerifier.disagreement(
        direct: amber("C.swift:1:1: error: c"), swiftpm: amber("A.swift:1:1: error: a"),
        swiftpmErrors: ["A.swift:1:1: error: a"]) != nil)
  }
}

@Suite struct ChaffVerificationTests {
  @Test func everyChaffMustBeCaughtByTheStepsTests() throws {
    try withTemporaryDirectory { folder in
      let steps = """
        [
          {"id": "01-answer", "title": "t", "kind": "red", "expect": "amber"},
          {"id": "02-double", "title": "t", "kind": "red", "expect": "red",
           "chaffs": [{"id": "caught", "summary": "s"}, {"id": "missed", "summary": "s"}]}
        ]
        """
      let url = try makeTinyKata(
        in: folder,
        manifest:
          #"{"title": "Tiny", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": \#(steps)}"#,
        extraFiles: [
          "steps/02-double/chaffs/caught/Sources/Calc/Calc.swift": "answer v0\n",
          "steps/02-double/chaffs/missed/Sources/Calc/Calc.swift": "answer v3\n",
        ])
      let kata = try Kata(folder: url)
      let verifier = KataVerifier(
        runners: Runners(LightByFolderContents()),
        workFolder: folder.appendingPathComponent("work"),
        librariesFolder: nil)

      let report = try #require(verifier.verify([kata]) { _ in }.first)

      #expect(verifier.checkCount(of: kata) == 6)
      #expect(
        report.checks.map(\.what).suffix(2) == [
          "tests catch chaff caught", "tests catch chaff missed",
        ])
      #expect(report.checks.last?.outcome.light == .green)
      #expect(!report.passed)
    }
  }

  @Test func aChaffNeedsSourcesAndARefactorStepHasNone() throws {
    try withTemporaryDirectory { folder in
      let steps =
        #"[{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber", "chaffs": [{"id": "empty", "summary": "s"}]}]"#
      let url = try makeTinyKata(
        in: folder,
        manifest:
          #"{"title": "Tiny", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": \#(steps)}"#
      )

      #expect(
        throws: KataError.invalidKata(
          kata: "tiny", reason: "chaff empty of step 01-answer needs files under Sources/ only")
      ) { try Kata(folder: url) }
    }
  }
}

@Suite struct ParallelVerificationTests {
  @Test func twoWorkersVerifyEveryKataAndReportInTheGivenOrder() throws {
    try withTemporaryDirectory { folder in
      let first = try Kata(folder: try makeTinyKata(in: folder.appendingPathComponent("one")))
      let second = try Kata(folder: try makeTinyKata(in: folder.appendingPathComponent("two")))
      let runner = LightByFolderContents()
      let verifier = KataVerifier(
        runners: Runners(runner), workFolder: folder.appendingPathComponent("work"),
        librariesFolder: nil)
      let progress = Counter()

      let reports = verifier.verify([first, second], jobs: 2) { _ in _ = progress.increment() }

      #expect(reports.count == 2)
      #expect(reports.allSatisfy { $0.passed })
      #expect(progress.value == 10)
      #expect(
        Set(runner.folders.map(\.lastPathComponent)).isSubset(of: ["worker-1", "worker-2"]))
      #expect(runner.folders.count == 10)
    }
  }

  @Test func aFailingKataStopsAtItsFirstFailedCheckAndTheOthersGoOn() throws {
    try withTemporaryDirectory { folder in
      let broken = try makeTinyKata(in: folder.appendingPathComponent("broken"))
      try write(["steps/02-double/Sources/Calc/Calc.swift": "answer v1\n"], in: broken)
      let katas = [
        try Kata(folder: broken),
        try Kata(folder: try makeTinyKata(in: folder.appendingPathComponent("fine"))),
      ]
      let verifier = KataVerifier(
        runners: Runners(LightByFolderContents()),
        workFolder: folder.appendingPathComponent("work"),
        librariesFolder: nil)

      let reports = verifier.verify(katas, jobs: 1) { _ in }

      #expect(reports.map(\.passed) == [false, true])
      #expect(reports[0].checks.last?.label == "2/3 02-double")
      #expect(reports[0].checks.last?.what == "tests on this step's reference")
    }
  }
}

/// A runner that gives the light the tiny kata's files call for, whatever ran before in
/// its folder: amber without `answer`, red when `test 2` meets `answer v1`, else green.
final class LightByFolderContents: TestRunning, @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [URL] = []

  var folders: [URL] { lock.withLock { seen } }

  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    lock.withLock { seen.append(folder) }
    func text(_ path: String) -> String {
      (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
    let source = text("Sources/Calc/Calc.swift")
    let tests = text("Tests/CalcTests/CalcTests.swift")
    let wrong = ["answer v1\n", "answer v0\n"].contains(source)
    let light =
      !source.hasPrefix("answer") ? "amber" : tests.contains("test 2") && wrong ? "red" : "green"
    var run =
      (try? Fixtures.run(light, status: light == "green" ? 0 : 1))
      ?? RawTestRun(status: 1, output: "")
    // Another wrong answer fails with another message.
    if source == "answer v0\n" {
      run.output = run.output.replacingOccurrences(of: #"("41")"#, with: #"("40")"#)
    }
    return run
  }
}

/// A runner that records the files of the package it runs in and gives the expected lights:
/// amber before the first step's reference exists, red on the previous reference, green
/// otherwise.
final class FileRecorder: TestRunning, @unchecked Sendable {
  private(set) var folders: [URL] = []
  private(set) var sources: [[String: String]] = []
  private(set) var tests: [[String: String]] = []

  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    folders.append(folder)
    func files(_ top: String) -> [String: String] {
      var files: [String: String] = [:]
      for relative in FileManager.default.subpaths(atPath: folder.appendingPathComponent(top).path)
        ?? []
      {
        if let text = try? String(
          contentsOf: folder.appendingPathComponent("\(top)/\(relative)"), encoding: .utf8)
        {
          files["\(top)/\(relative)"] = text
        }
      }
      return files
    }
    sources.append(files("Sources"))
    tests.append(files("Tests"))
    let index = sources.count - 1
    let run = [0: "amber", 2: "red"][index] ?? "green"
    return (try? Fixtures.run(run, status: run == "green" ? 0 : 1))
      ?? RawTestRun(status: 1, output: "")
  }
}
