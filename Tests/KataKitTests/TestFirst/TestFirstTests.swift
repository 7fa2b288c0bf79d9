import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Test-first mode: the learner's tests judged against the previous reference, the step's
/// reference (the wheat) and its chaffs, with outcomes remembered between runs.
@Suite struct TestFirstTests {
  /// The tiny kata with one chaff on its second step that behaves like the first step.
  func makeKataWithAChaff(in folder: URL) throws -> Kata {
    let steps = """
      [
        {"id": "01-answer", "title": "The answer", "kind": "red", "expect": "amber"},
        {"id": "02-double", "title": "Doubling", "kind": "red", "expect": "red",
         "chaffs": [{"id": "still-v1", "summary": "keeps the first answer"}]},
        {"id": "03-tidy", "title": "Tidy", "kind": "refactor"}
      ]
      """
    let url = try makeTinyKata(
      in: folder,
      manifest:
        #"{"title": "Tiny", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": \#(steps)}"#,
      extraFiles: ["steps/02-double/chaffs/still-v1/Sources/Calc/Calc.swift": "answer v1\n"])
    return try Kata(folder: url)
  }

  /// The tiny kata started test first at step 2 in `folder`, with `source` and `tests`
  /// written: the workspace's folder.
  func startAtDoubling(in folder: URL, source: String, tests: String) throws -> URL {
    _ = try makeKataWithAChaff(in: folder)
    let root = folder.appendingPathComponent("kata-workspace/tiny")
    #expect(tool(in: folder).0.run(["start", "tiny", "--test-first", "--from", "2"]) == .success)
    try write(
      ["Sources/Calc/Calc.swift": source, "Tests/CalcTests/CalcTests.swift": tests], in: root)
    return root
  }

  func workspace(at step: Int, tests: String, in folder: URL) throws -> Workspace {
    let kata = try makeKataWithAChaff(in: folder)
    let root = folder.appendingPathComponent("ws")
    var workspace = try WorkspaceStart.create(kata: kata, at: root, testFirst: true)
    workspace.state.stepIndex = step
    try workspace.save()
    try write(["Tests/CalcTests/CalcTests.swift": tests], in: root)
    return try Workspace.open(at: root)
  }

  @Test func aTestFirstWorkspaceStartsWithoutTheStepsTests() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKataWithAChaff(in: folder)

      let workspace = try WorkspaceStart.create(
        kata: kata, at: folder.appendingPathComponent("ws"), testFirst: true)

      #expect(workspace.state.isTestFirst)
      #expect(workspace.learnerFiles.files(under: "Tests").isEmpty)
    }
  }

  @Test func chaffsAreTheStepsReferenceWithTheirFilesInPlace() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKataWithAChaff(in: folder)

      let chaffs = kata.chaffs(ofStep: 1)

      #expect(chaffs.map(\.chaff.id) == ["still-v1"])
      #expect(chaffs.first?.sources["Sources/Calc/Calc.swift"] == Data("answer v1\n".utf8))
      #expect(chaffs.first?.sources["Sources/Calc/Old.swift"] == Data("old\n".utf8))
      #expect(kata.chaffs(ofStep: 0).isEmpty)
    }
  }

  @Test func strongTestsAreValidFailFirstAndCatchTheChaff() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(at: 1, tests: "test 1\ntest 2\n", in: folder)

      let verdict = try workspace.judgeTests(runners: Runners(LightByFolderContents()), jobs: 2)

      #expect(verdict == TestFirstVerdict(previous: .red, reference: .green, caught: ["still-v1"]))
      #expect(verdict.isValid)
      #expect(verdict.summary(stepNumber: 2) == "tests: valid · red on step 1 · caught 1/1 chaff")
    }
  }

  /// An implementation the direct engine left to SwiftPM is slower to judge: the verdict
  /// names it and why, so that a slow run is never silent.
  @Test func aJudgedImplementationSwiftPMBuiltIsNamedWithWhy() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(at: 1, tests: "test 1\ntest 2\n", in: folder)

      let verdict = try workspace.judgeTests(
        runners: Runners(FallingBackIn(["chaff-1", "reference"])), jobs: 2)

      #expect(verdict.isValid)
      #expect(
        verdict.fellBack == [
          "chaff-1": "the link failed: ld: cannot open x.o",
          "reference": "the link failed: ld: cannot open x.o",
        ])
      #expect(
        verdict.fallbackLine
          == "For the judge, swift test built the reference and chaff-1, slower than kata's own engine, because the link failed: ld: cannot open x.o."
      )
      let direct = try self.workspace(
        at: 1, tests: "test 1\ntest 2\n", in: folder.appendingPathComponent("b"))
      #expect(
        try direct.judgeTests(runners: Runners(FallingBackIn([])), jobs: 2).fallbackLine == nil)
    }
  }

  @Test func weakTestsPassTooEarlyAndMissTheChaff() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(at: 1, tests: "test 1\n", in: folder)

      let verdict = try workspace.judgeTests(runners: Runners(LightByFolderContents()), jobs: 1)

      #expect(!verdict.isValid)
      #expect(verdict.missed == [KataChaff(id: "still-v1", summary: "keeps the first answer")])
      #expect(
        verdict.summary(stepNumber: 2)
          == "tests: not red on step 1 (they pass on the code before this step) · weak: caught 0/1 chaff, missed \"keeps the first answer\""
      )
    }
  }

  /// A generated mutant's label gives the reference's line, column and code: the journal,
  /// which the export and the room read, keeps its summary only.
  @Test func theJournalKeepsNoCodeOfTheReference() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(at: 1, tests: "test 1\n", in: folder)
      var verdict = TestFirstVerdict(previous: .red, reference: .green)
      verdict.missed = [
        KataChaff(
          id: "mutant-1", summary: "`toDoCount` goes up by 2 for each `add`",
          mutant: "Sources/Calc/Calc.swift:3:18: toDoCount += 1 → toDoCount += 2")
      ]

      try WorkspaceRun(workspace: workspace).record(
        try Runs.green, TestOutcome(light: .red), verdict: verdict,
        files: WorkspaceRun(workspace: workspace).currentFiles, coverage: nil, prediction: nil,
        now: Date(timeIntervalSince1970: 0))

      let kept = try #require(workspace.journal.entries().last?.verdict)
      #expect(kept.missed.map(\.summary) == ["`toDoCount` goes up by 2 for each `add`"])
      #expect(kept.missed.allSatisfy { $0.mutant == nil })
    }
  }

  @Test func testsThatFailOnTheReferenceAreNotValid() throws {
    let verdict = TestFirstVerdict(
      previous: .red, reference: .red, problem: "CalcTests.testDouble: 4 is not 5")

    #expect(
      verdict.summary(stepNumber: 1)
        == "tests: not valid: they fail on the reference (CalcTests.testDouble: 4 is not 5)")
    #expect(
      TestFirstVerdict(previous: .amber, reference: .amber).summary(stepNumber: 1)
        == "tests: not valid: they do not compile against the reference; use the names of the step's API (kata step)"
    )
  }

  /// A missing name points at the step's API; a Swift 6 concurrency error is told apart and
  /// gets its fix; any other error is shown at the learner's file and line.
  @Test(arguments: [
    (
      "Tests/ToDoTests/ItemTests.swift:9:20: error: cannot find 'ToDoItme' in scope",
      "they do not compile against the reference; use the names of the step's API (kata step) (Tests/ToDoTests/ItemTests.swift:9:20: error: cannot find 'ToDoItme' in scope)",
      "Make your tests compile against the step's API: 'kata step' shows it again. A name only your own code has, such as a helper of your tests, goes in Tests/: the judge runs your tests on its code, not yours."
    ),
    (
      "Tests/AppMenuTests/MenuTableDataSourceTests.swift:31:5: error: sending value of non-Sendable type 'MenuTableDataSourceTests' risks causing data races",
      "they do not compile: a Swift 6 concurrency error, not a name (Tests/AppMenuTests/MenuTableDataSourceTests.swift:31:5: error: sending value of non-Sendable type 'MenuTableDataSourceTests' risks causing data races); keep the test on one actor: '@MainActor func test…() async', and 'await fulfillment(of:)' for expectations",
      "Fix the concurrency error: keep the test on one actor: '@MainActor func test…() async', and 'await fulfillment(of:)' for expectations."
    ),
    (
      "Tests/AppMenuTests/MenuTests.swift:12:9: error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context",
      "they do not compile: a Swift 6 concurrency error, not a name (Tests/AppMenuTests/MenuTests.swift:12:9: error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context); write the test as '@MainActor func test…() async', as the reference's types are",
      "Fix the concurrency error: write the test as '@MainActor func test…() async', as the reference's types are."
    ),
    (
      "Tests/ToDoTests/ItemTests.swift:4:12: error: expected expression after operator",
      "they do not compile against the reference (Tests/ToDoTests/ItemTests.swift:4:12: error: expected expression after operator)",
      "Fix the compiler's error in your test, at the file and line it names."
    ),
  ])
  func aCompileErrorGetsTheAdviceOfItsKind(error: String, shortfall: String, advice: String) {
    let verdict = TestFirstVerdict(previous: .amber, reference: .amber, problem: error)

    #expect(verdict.shortfall(stepNumber: 3) == "not valid: " + shortfall)
    #expect(verdict.advice(stepNumber: 3) == advice)
  }

  /// Tests that fail on the reference say nothing of the chaffs, so no chaff is counted
  /// missed (nor caught) and `kata status` shows none from that run.
  @Test func aRunThatFailsOnTheReferenceJudgesNoChaff() {
    let chaff = KataChaff(id: "wrong", summary: "the test's own mistake")
    let mutant = KataChaff(id: "mutant-1", summary: "m", mutant: "S.swift:1: 1 → 2")

    let failing = TestFirstVerdict(
      previous: .red, reference: TestOutcome(light: .red), chaffs: [(chaff, .green)])
    let passing = TestFirstVerdict(
      previous: .red, reference: TestOutcome(light: .green),
      chaffs: [(chaff, .green), (mutant, .amber)])

    #expect(failing.missed.isEmpty && failing.caught.isEmpty && failing.chaffsMet == 0)
    #expect(passing.missed == [chaff] && passing.chaffsMet == 1, "a mutant that does not build")
  }

  @Test func unchangedFilesAreNotRunAgain() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(at: 1, tests: "test 1\ntest 2\n", in: folder)
      let runner = LightByFolderContents()

      let first = try workspace.judgeTests(runners: Runners(runner), jobs: 2)
      let runsAfterFirst = runner.folders.count
      let second = try workspace.judgeTests(runners: Runners(runner), jobs: 2)
      try write(["Tests/CalcTests/CalcTests.swift": "test 1\n"], in: workspace.root)
      let third = try workspace.judgeTests(runners: Runners(runner), jobs: 2)

      #expect(runsAfterFirst == 3)
      #expect(second == first)
      #expect(runner.folders.count == 6, "changed tests run every implementation again")
      #expect(third.missed.map(\.id) == ["still-v1"])
    }
  }

  @Test func nextInTestFirstModeAddsNoTests() throws {
    try withTemporaryDirectory { folder in
      var workspace = try workspace(at: 0, tests: "test 1\n", in: folder)
      try workspace.journal.append(
        JournalEntry(time: "t", event: .run, step: "01-answer", stepNumber: 1, light: .red))
      try workspace.journal.append(
        JournalEntry(time: "t", event: .run, step: "01-answer", stepNumber: 1, light: .green))

      _ = try workspace.advance(now: Date(timeIntervalSince1970: 0))

      #expect(workspace.stepIndex == 1)
      #expect(
        Array(workspace.learnerFiles.files(under: "Tests").keys) == [
          "Tests/CalcTests/CalcTests.swift"
        ])
    }
  }

  /// Only tests that fail first, pass on the reference and catch every chaff are valid; each
  /// shortfall is named and none is called valid.
  @Test(arguments: [
    (
      TestFirstVerdict(previous: .red, reference: .green, caught: ["a"]), true,
      "tests: valid · red on step 4 · caught 1/1 chaff"
    ),
    (
      TestFirstVerdict(
        previous: .amber, reference: .green, caught: ["a"],
        missed: [KataChaff(id: "b", summary: "keeps the old title")]),
      false, "tests: weak: caught 1/2 chaffs, missed \"keeps the old title\""
    ),
    (
      TestFirstVerdict(previous: .green, reference: .green), false,
      "tests: not red on step 4 (they pass on the code before this step)"
    ),
  ])
  func everyShortfallIsNamedAndNeverCalledValid(
    verdict: TestFirstVerdict, valid: Bool, summary: String
  ) {
    #expect(verdict.isValid == valid)
    #expect(verdict.summary(stepNumber: 5) == summary)
    #expect(valid || !verdict.summary(stepNumber: 5).contains("valid ·"))
  }

  /// `kata` in process on the tiny kata in test-first mode, at its second step.
  func tool(in folder: URL, onTerminal: Bool = false) -> (KataTool, ConsoleRecording) {
    let recording = ConsoleRecording()
    let tool = KataTool(
      currentDirectory: folder, environment: [:],
      console: recording.console(style: TextStyle(isEnabled: false, isTerminal: onTerminal)),
      runners: Runners(LightByFolderContents()),
      now: { Date(timeIntervalSince1970: 1_800_000_000) },
      watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
    return (tool, recording)
  }

  @Test func testsThatCheckNothingNewKeepTheStepRedAndNextRefusesUntilAnyway() throws {
    try withTemporaryDirectory { folder in
      _ = try makeKataWithAChaff(in: folder)
      let root = folder.appendingPathComponent("kata-workspace/tiny")
      #expect(tool(in: folder).0.run(["start", "tiny", "--test-first", "--from", "2"]) == .success)
      try write(
        ["Sources/Calc/Calc.swift": "answer v2\n", "Tests/CalcTests/CalcTests.swift": "test 1\n"],
        in: root)

      let (weak, weakOutput) = tool(in: folder)
      let test = weak.run(["test"])
      let (refusal, refusalOutput) = tool(in: folder)
      let refused = refusal.run(["next"])
      let (status, statusOutput) = tool(in: folder)
      _ = status.run(["status"])
      let (anyway, anywayOutput) = tool(in: folder)
      let movedOn = anyway.run(["next", "--anyway"])
      _ = status.run(["status"])
      _ = status.run(["export", "--output", "out"])

      #expect(test == .failure)
      #expect(
        weakOutput.output.hasPrefix(
          "tests: not red on step 1 (they pass on the code before this step) · weak: caught 0/1 chaff, missed \"keeps the first answer\"\n[RED]  step 2 of 3, Doubling: your code passes your 4 tests, but they do not finish the step yet, 2 skipped\nWrite a test that fails on the code of step 1"
        ))
      #expect(refused == .failure)
      #expect(
        refusalOutput.errors
          == "kata: step 2 is not done: your tests are not red on step 1 (they pass on the code before this step) · weak: caught 0/1 chaff, missed \"keeps the first answer\"; finish it, or move on with 'kata next --anyway'\n"
      )
      #expect(
        statusOutput.output.contains(
          "  2   Doubling  r  · chaffs 0/1, missed \"keeps the first answer\"\n"),
        "the red of tests that all passed is told apart from a failure")
      #expect(statusOutput.output.contains("\n" + RunMark.legend + "\n"))
      #expect(movedOn == .success)
      #expect(
        anywayOutput.output.hasPrefix(
          "Moved on from step 2, which is not done: your tests are not red"))
      #expect(
        statusOutput.output.contains(
          "  2 → Doubling  r  · chaffs 0/1, missed \"keeps the first answer\"\n"))
      #expect(
        statusOutput.output.contains(
          "Moved on with --anyway before done: step 2 (your tests are not red"))
      let next = Journal(url: root.appendingPathComponent(".kata/journal.jsonl")).entries().last
      #expect(next?.event == .next)
      #expect(next?.unfinished?.hasPrefix("your tests are not red on step 1") == true)
      let export = try String(
        contentsOf: folder.appendingPathComponent("out/kata-tiny-journal.md"), encoding: .utf8)
      #expect(
        export.contains(
          "| 0/1 (missed: \"keeps the first answer\"); moved on unfinished: your tests are not red")
      )
      #expect(export.contains("| 2 | Doubling | 1 | r | – |"))
      #expect(export.hasSuffix("\n\n" + RunMark.legend + "\n"))
    }
  }

  @Test func validTestsLetTheStepGoGreenAndOn() throws {
    try withTemporaryDirectory { folder in
      _ = try startAtDoubling(in: folder, source: "answer v2\n", tests: "test 1\ntest 2\n")

      let (tool, output) = tool(in: folder)
      let test = tool.run(["test"])
      let next = tool.run(["next"])
      _ = tool.run(["status"])

      #expect(test == .success)
      #expect(
        output.output.hasPrefix(
          "tests: valid · red on step 1 · caught 1/1 chaff\n  (red on the code before this step, as a test written first must be; the chaffs are wrong solutions your tests told apart from the right one)\n[GREEN]"
        ), "the first valid verdict says once what its words mean")
      #expect(next == .success)
      #expect(output.output.contains("  2 ✓ Doubling  G  · chaffs 1/1\n"))
      #expect(
        output.output.contains(
          "Every green step's tests failed first (red or amber) on the code before the step.\n"),
        "the red was the learner's tests' on the code before, never their own code's")
    }
  }

  /// A judged run names a test of the learner's that checks nothing, whatever the verdict.
  @Test func aJudgedRunNamesATestThatChecksNothing() throws {
    try withTemporaryDirectory { folder in
      _ = try startAtDoubling(
        in: folder, source: "answer v2\n", tests: "test 1\ntest 2\nfunc test_empty() {}\n")

      let (tool, output) = tool(in: folder)
      let test = tool.run(["test"])
      let next = tool.run(["next"])

      #expect(
        output.output.contains(
          "  Tests/CalcTests/CalcTests.swift:3 test_empty checks nothing: with no assertion (XCTAssert…, #expect) it passes whatever the code does.\n"
        ))
      #expect(test == .failure && next == .failure, "a test that checks nothing finishes no step")
      #expect(
        output.output.hasPrefix(
          "tests: not valid: a test checks nothing (it has no assertion)\n  Tests/CalcTests/CalcTests.swift:3 test_empty checks nothing"
        ))
      #expect(output.output.contains("Give each test an assertion"))
    }
  }

  /// Before a done step is left, the changes to the learner's own code that their tests
  /// still pass are shown once, at their file and line; a second `kata next` moves on.
  @Test func nextShowsTheChangesToTheLearnersCodeTheirTestsPassOnceThenMovesOn() throws {
    try withTemporaryDirectory { folder in
      let root = try startAtDoubling(
        in: folder, source: "answer v2\nlet limit = 1 > 0\n", tests: "test 1\ntest 2\n")
      let (tool, output) = tool(in: folder)
      #expect(tool.run(["test"]) == .success)

      let shown = tool.run(["next"])
      let stepAfterShown = try Workspace.open(at: root).stepIndex
      let movedOn = tool.run(["next"])

      #expect(shown == .failure)
      #expect(stepAfterShown == 1)
      #expect(
        output.output.contains(
          "Before you move on: your tests still pass with 4 changes to the code you wrote in this step.\n"
        ))
      #expect(
        output.output.contains(
          "  Sources/Calc/Calc.swift:2: `let limit = 1 > 0` → `let limit = 1 >= 0`\n"
            + "    a test on the boundary, where the two sides are equal, would catch it\n"))
      #expect(!output.output.contains("Sources/Calc/Calc.swift:1:"), "the line kept from before")
      #expect(movedOn == .success)
      #expect(try Workspace.open(at: root).stepIndex == 2)
      // What the learner moved on with is kept, for status and the export.
      _ = tool.run(["status"])
      #expect(
        output.output.contains(
          "Moved on from step 2 with changes your tests let through, 4 changes: Sources/Calc/Calc.swift:2: `let limit = 1 > 0` → `let limit = 1 >= 0`; "
        ))
      #expect(
        try Workspace.open(at: root).histories().first { $0.stepNumber == 2 }?.movedOnLetThrough?
          .hasPrefix("4 changes: Sources/Calc/Calc.swift:2:") == true)
      #expect(
        OwnCodeMutants(workspace: try Workspace.open(at: root)).letThrough() == nil,
        "step 3 tidies the same code: leaving it notes no survivor of step 2's again")
    }
  }

  /// The mutants of the learner's code are those of the lines they changed since the step
  /// began, the files they were given left out, the likeliest misses first, a few at most.
  @Test func onlyTheLinesTheLearnerChangedAreMutated() throws {
    let sources = [
      "Sources/M/A.swift": Data("let a = 1 > 0\nlet b = 2 > 1\n".utf8),
      "Sources/M/Given.swift": Data("let c = 3 > 2\n".utf8),
      "Sources/M/Many.swift": Data(
        (1...10).map { "let v\($0) = \($0) + 1\n" }.joined().utf8),
    ]
    let baseline = ["Sources/M/A.swift": Data("let a = 1 > 0\n".utf8)]

    let mutants = OwnCodeMutants.mutants(
      of: sources, since: baseline, leavingOut: ["Sources/M/Given.swift"])

    #expect(mutants.count == OwnCodeMutants.most)
    #expect(mutants.first?.mutant.label == "Sources/M/A.swift:2:11: > → >=")
    #expect(!mutants.contains { $0.mutant.file == "Sources/M/Given.swift" })
    #expect(!mutants.contains { $0.mutant.file == "Sources/M/A.swift" && $0.mutant.line == 1 })
    let first = try #require(mutants.first)
    #expect(
      OwnCodeMutants.survivor(first.mutant, of: sources)
        == OwnCodeMutants.Survivor(
          place: "Sources/M/A.swift:2", line: "let b = 2 > 1", changed: "let b = 2 >= 1",
          advice: MutantWords.advice(for: .relationalBoundary)))
  }

  @Test func nextAnywayIsForTestFirstMode() throws {
    try withTemporaryDirectory { folder in
      _ = try makeKataWithAChaff(in: folder)
      let (tool, output) = tool(in: folder)
      _ = tool.run(["start", "tiny"])

      #expect(tool.run(["next", "--anyway"]) == .failure)
      #expect(
        output.errors
          == "kata: step 1 is not done: no run yet; run 'kata test' until it is green\n")
    }
  }

  @Test func aFreshTestFirstStartHasTheTestsFolderAndSaysNoTestsYet() throws {
    try withTemporaryDirectory { folder in
      _ = try makeKataWithAChaff(in: folder)
      let (tool, output) = tool(in: folder)
      _ = tool.run(["start", "tiny", "--test-first"])
      let folderMade = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("kata-workspace/tiny/Tests/CalcTests").path)

      let test = tool.run(["test"])

      #expect(folderMade)
      #expect(test == .failure)
      #expect(
        output.output.contains(
          "[NO TESTS]  step 1 of 3, The answer: write one in Tests/CalcTests/, such as CalcTests.swift with a class CalcTests: XCTestCase and methods named test…\nWrite a test that fails without this step's code"
        ))
      // Nothing ran, so no light is kept: a red here would count as the step's red first.
      #expect(
        try Workspace.open(at: folder.appendingPathComponent("kata-workspace/tiny")).journal
          .entries().allSatisfy { $0.event != .run })
    }
  }

  @Test func aStartMidKataShowsTheAPISoFarThatTheStepsTestsUse() throws {
    let calc = """
      /// The calculator.
      public struct Calculator: Equatable {
        let base: Int  // what it starts from
        init(
          base: Int,
          // a comment inside
          name: String? = nil,
        ) {}
        func answer() -> Int { let local = 1; return local }
        private func hidden() {}
        enum Mode { case plain, scientific(precision: Int) }
      }
      func unused() {}
      @MainActor final class Counter {
        private(set) var count = 0
        var label = "none"
        init(step: @escaping @MainActor () async throws -> Int) {}
        func tap() async throws {}
      }
      struct Point {
        static let origin = Point(x: 0)
        let x: Int
        var y = 0
        let kind = "point"
        var length: Int { x + y }
      }
      """
    try withTemporaryDirectory { folder in
      try makeTinyKata(
        in: folder,
        extraFiles: [
          "steps/01-answer/Sources/Calc/Calc.swift": calc,
          // The step changes `label`: the old one is no API of the step any more.
          "steps/02-double/Sources/Calc/Calc.swift": calc.replacingOccurrences(
            of: "var label = \"none\"", with: "let label = \"one\""),
          "steps/02-double/Tests/CalcTests/CalcTests.swift":
            "Calculator(base: 1).answer(); Mode.scientific(precision: 2)\nlet c = Counter { 1 }; try await c.tap(); c.count; c.label\nPoint(x: 1)\n",
        ])
      let (tool, output) = tool(in: folder)

      _ = tool.run(["start", "tiny", "--test-first", "--from", "2"])
      _ = tool.run(["step"])

      let section = """
        ## API so far

        Declared at the steps before this one, and used by its tests:

        - `public struct Calculator: Equatable`
          - `let base: Int`
          - `init(base: Int, name: String? = nil)`
          - `func answer() -> Int`
        - `enum Mode`
          - `case scientific(precision: Int)`
        - `@MainActor final class Counter`
          - `private(set) var count: Int`
          - `init(step: @escaping @MainActor () async throws -> Int)`
          - `func tap() async throws`
        - `struct Point`
          - `let x: Int`
          - `init(x: Int, y: Int = 0)`

        """
      #expect(
        output.output.components(separatedBy: section).count == 3,
        "at start and in kata step: \(output.output)")
      #expect(!output.output.contains("hidden"))
      #expect(!output.output.contains("unused"))
      #expect(!output.output.contains("var label"), "the step changes it")
    }
  }
}

/// The lights of ``LightByFolderContents``, as SwiftPM gives them after the direct engine
/// left the packages named `fallingBack` to it.
struct FallingBackIn: TestRunning {
  let fallingBack: Set<String>
  private let lights = LightByFolderContents()

  init(_ fallingBack: Set<String>) {
    self.fallingBack = fallingBack
  }

  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    var run = try lights.runTests(in: folder, framework: framework, coverage: coverage)
    if fallingBack.contains(folder.lastPathComponent) {
      run.fallback = .linkFailed("ld: cannot open x.o")
    }
    return run
  }
}
