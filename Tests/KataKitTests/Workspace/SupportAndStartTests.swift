import Foundation
import TestSupport
import Testing

@testable import KataKit

/// Support files reach the learner in both modes; `--from` starts mid-kata; the kata is
/// kept in one bundle; refactor steps ask a test-first learner for no test.
@Suite struct SupportAndStartTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// The tiny kata with a helper that step 1 gives and step 2 changes.
  func makeKata(in folder: URL, extraFiles: [String: String] = [:]) throws -> Kata {
    try Kata(
      folder: try makeTinyKata(
        in: folder,
        extraFiles: [
          "steps/01-answer/support/Tests/CalcTests/Helper.swift": "helper v1\n",
          "steps/02-double/support/Tests/CalcTests/Helper.swift": "helper v2\n",
        ].merging(extraFiles) { _, new in new }))
  }

  func text(_ root: URL, _ path: String) -> String? {
    (try? Data(contentsOf: root.appendingPathComponent(path))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func supportFilesAreTestsInGuidedModeAndAreKeptApart() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKata(in: folder)

      #expect(
        kata.files(under: "Tests", atStep: 0).keys.sorted() == [
          "Tests/CalcTests/CalcTests.swift", "Tests/CalcTests/Helper.swift",
        ])
      #expect(kata.supportFiles(atStep: -1).isEmpty)
      #expect(
        kata.supportFiles(atStep: 1) == ["Tests/CalcTests/Helper.swift": Data("helper v2\n".utf8)])
      #expect(kata.changedSupport(atStep: 2).isEmpty)
    }
  }

  @Test func supportMustStayUnderTestsAndCannotAlsoBeATest() throws {
    try withTemporaryDirectory { folder in
      let outside = folder.appendingPathComponent("a")
      let twice = folder.appendingPathComponent("b")
      let onlySupport = folder.appendingPathComponent("c")

      #expect(
        throws: KataError.invalidKata(
          kata: "tiny",
          reason: "support file Sources/Calc/X.swift of step 01-answer must be under Tests/")
      ) {
        try makeKata(in: outside, extraFiles: ["steps/01-answer/support/Sources/Calc/X.swift": "x"])
      }
      #expect(
        throws: KataError.invalidKata(
          kata: "tiny",
          reason: "step 01-answer has Tests/CalcTests/CalcTests.swift both as a test and as support"
        )
      ) {
        try makeKata(
          in: twice, extraFiles: ["steps/01-answer/support/Tests/CalcTests/CalcTests.swift": "x"])
      }
      let url = try makeTinyKata(in: onlySupport)
      try FileManager.default.removeItem(at: url.appendingPathComponent("steps/02-double/Tests"))
      try write(["steps/02-double/support/Tests/CalcTests/Helper.swift": "h"], in: url)
      #expect(
        throws: KataError.invalidKata(kata: "tiny", reason: "red step 02-double adds no test")
      ) {
        try Kata(folder: url)
      }
    }
  }

  @Test func aTestFirstLearnerGetsTheSupportFilesAtStartAndAtNext() throws {
    try withTemporaryDirectory { folder in
      let root = folder.appendingPathComponent("ws")
      var workspace = try WorkspaceStart.create(
        kata: try makeKata(in: folder), at: root, testFirst: true)
      #expect(
        workspace.learnerFiles.files(under: "Tests").keys.sorted() == [
          "Tests/CalcTests/Helper.swift"
        ])

      try write(["Tests/CalcTests/Mine.swift": "my test\n"], in: root)
      try workspace.journal.append(
        JournalEntry(time: "t", event: .run, step: "01-answer", stepNumber: 1, light: .green))
      _ = try workspace.advance(now: now)

      #expect(text(root, "Tests/CalcTests/Helper.swift") == "helper v2\n")
      #expect(text(root, "Tests/CalcTests/Mine.swift") == "my test\n")
      #expect(text(root, "Tests/CalcTests/CalcTests.swift") == nil)
    }
  }

  @Test func startingFromAStepGivesTheCodeBeforeItAndCountsFromThere() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKata(in: folder)
      let guided = try WorkspaceStart.create(
        kata: kata, at: folder.appendingPathComponent("guided"), stepIndex: 1)
      let testFirst = try WorkspaceStart.create(
        kata: kata, at: folder.appendingPathComponent("first"), testFirst: true, stepIndex: 1)

      #expect(text(guided.root, "Sources/Calc/Calc.swift") == "answer v1\n")
      #expect(text(guided.root, "Tests/CalcTests/CalcTests.swift") == "test 1\ntest 2\n")
      #expect(
        testFirst.learnerFiles.files(under: "Tests").keys.sorted() == [
          "Tests/CalcTests/CalcTests.swift", "Tests/CalcTests/Helper.swift",
        ])
      #expect(
        text(testFirst.root, "Tests/CalcTests/CalcTests.swift") == "test 1\n",
        "the tests of the steps before, not this step's")
      #expect(guided.histories().map(\.stepNumber) == [2])
      #expect(WorkspaceRun(workspace: guided).givenFiles == ["Calc.swift", "Old.swift"])

      var reset = try Workspace.open(at: guided.root)
      try reset.journal.append(
        JournalEntry(time: "t", event: .run, step: "02-double", stepNumber: 2, light: .green))
      _ = try reset.advance(now: now)
      _ = try reset.reset(stepOnly: false, now: now)
      #expect(reset.stepIndex == 1, "a whole reset goes back to the step it started at")
    }
  }

  @Test func theKataIsKeptInOneBundleThatNamesNoChaffOnDisk() throws {
    try withTemporaryDirectory { folder in
      let url = try makeTinyKata(
        in: folder,
        manifest:
          #"{"title": "Tiny", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": [{"id": "01-answer", "title": "A", "kind": "red", "expect": "amber", "chaffs": [{"id": "secret-chaff", "summary": "s"}]}]}"#,
        extraFiles: ["steps/01-answer/chaffs/secret-chaff/Sources/Calc/Calc.swift": "wrong\n"])
      let root = folder.appendingPathComponent("ws")

      _ = try WorkspaceStart.create(kata: try Kata(folder: url), at: root)
      let reopened = try Workspace.open(at: root)

      let listed = FileManager.default.subpaths(atPath: root.path) ?? []
      #expect(!listed.contains { $0.contains("secret-chaff") || $0.contains("01-answer") })
      #expect(reopened.kata.chaffs(ofStep: 0).map(\.chaff.id) == ["secret-chaff"])
      #expect(reopened.kata.instructions(ofStep: 0) == "Write answer().\n")
    }
  }

  @Test func aRefactorStepInTestFirstModeRunsTheLearnersTestsWithoutAVerdict() throws {
    try withTemporaryDirectory { folder in
      let root = folder.appendingPathComponent("ws")
      var workspace = try WorkspaceStart.create(
        kata: try makeKata(in: folder), at: root, testFirst: true, stepIndex: 2)
      workspace.state.stepIndex = 2
      let runner = ScriptedRunner([try Runs.green])

      let result = try TestFirstRun(workspace: workspace).run(
        runners: Runners(runner), jobs: 1, now: now)

      #expect(result.verdict == nil)
      #expect(result.outcome.light == .green)
      #expect(runner.folders == [root])
      #expect(workspace.currentHistory.discipline == .refactored)
    }
  }

  /// A red light that only says the tests do not finish the step yet, every test passing,
  /// is no failing test: it does not count as the step's red first.
  @Test func aRedOfUnfinishedTestsIsNoRedFirst() {
    var unfinished = JournalEntry(
      time: "t", event: .run, step: "s", stepNumber: 3, light: .red, tests: 2, failures: 0)
    unfinished.verdict = TestFirstVerdict(previous: .red, reference: .amber)
    var failing = unfinished
    failing.failures = 1
    var green = JournalEntry(time: "t", event: .run, step: "s", stepNumber: 3, light: .green)
    green.verdict = TestFirstVerdict(previous: .red, reference: .green)

    let ahead = StepHistory(step: "s", stepNumber: 3, entries: [unfinished, green])
    let redFirst = StepHistory(step: "s", stepNumber: 3, entries: [failing, green])

    #expect(ahead.discipline == .codeRanAhead)
    #expect(!ahead.wentRedBeforeGreen)
    #expect(redFirst.discipline == .redFirst)
    #expect(redFirst.wentRedBeforeGreen)
  }

  @Test func aGreenFirstRunWhoseTestsFailedOnThePreviousCodeMeansTheCodeRanAhead() {
    var ahead = JournalEntry(time: "t", event: .run, step: "s", stepNumber: 3, light: .green)
    ahead.verdict = TestFirstVerdict(previous: .red, reference: .green)
    var never = ahead
    never.verdict = TestFirstVerdict(previous: .green, reference: .green)

    #expect(StepHistory(step: "s", stepNumber: 3, entries: [ahead]).discipline == .codeRanAhead)
    #expect(StepHistory(step: "s", stepNumber: 3, entries: [never]).discipline == .greenWithoutRed)
    #expect(StepHistory(step: "s", stepNumber: 3, entries: []).discipline == .notGreen)
  }

  @Test func swiftTestingTestsInAnXCTestKataRunBothFrameworks() {
    let xctestOnly = ["Tests/T/A.swift": Data("import XCTest\n".utf8)]
    let mixed = xctestOnly.merging(["Tests/T/B.swift": Data("import Testing\n".utf8)]) { $1 }

    #expect(TestFramework.xctest.running(xctestOnly) == .xctest)
    #expect(TestFramework.xctest.running(mixed) == .both)
    #expect(TestFramework.both.swiftTestFlags.isEmpty)
    #expect(TestFramework.swiftTesting.running(mixed) == .both)
  }
}
