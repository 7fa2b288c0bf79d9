import Foundation
import TestSupport
import Testing

@testable import KataKit

@Suite struct WorkspaceTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func started(in folder: URL) throws -> Workspace {
    try WorkspaceStart.create(
      kata: try Kata(folder: try makeTinyKata(in: folder)), at: folder.appendingPathComponent("ws"))
  }

  func text(_ workspace: Workspace, _ path: String) -> String? {
    (try? Data(contentsOf: workspace.root.appendingPathComponent(path))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func startWritesThePackageThePlaceholderAndOnlyTheFirstStepsTests() throws {
    try withTemporaryDirectory { folder in
      let workspace = try started(in: folder)

      #expect(
        text(workspace, "Package.swift")?.contains(
          #".testTarget(name: "CalcTests", dependencies: ["Calc"])"#) == true)
      #expect(text(workspace, "Sources/Calc/Calc.swift") == PackageTemplate.placeholder)
      #expect(
        workspace.learnerFiles.files(under: "Tests") == [
          "Tests/CalcTests/CalcTests.swift": Data("test 1\n".utf8)
        ])
      #expect(workspace.stepIndex == 0)
      let reopened = try Workspace.open(at: workspace.root)
      #expect(reopened.kata.id == "tiny")
      var started = WorkspaceState(kata: "tiny")
      started.workspaceID = reopened.state.workspaceID
      #expect(reopened.state == started)
      #expect(reopened.state.workspaceID.map(JournalEntry.isID) == true, "an id of its own")
    }
  }

  @Test func startRefusesAFolderThatIsNotEmpty() throws {
    try withTemporaryDirectory { folder in
      let target = folder.appendingPathComponent("ws")
      try write(["mine.swift": "keep me"], in: target)

      #expect(throws: KataError.workspaceExists(target.path)) {
        try WorkspaceStart.create(kata: try Kata(folder: try makeTinyKata(in: folder)), at: target)
      }
      #expect(
        FileManager.default.fileExists(atPath: target.appendingPathComponent("mine.swift").path))
    }
  }

  @Test func startNamesTheFolderItCannotMake() throws {
    try withTemporaryDirectory { folder in
      try write(["file": "not a folder"], in: folder)
      let target = folder.appendingPathComponent("file/ws")

      #expect(
        throws: KataError.file(
          path: target.path, reason: "the workspace folder cannot be made here; choose another")
      ) {
        try WorkspaceStart.create(kata: try Kata(folder: try makeTinyKata(in: folder)), at: target)
      }
    }
  }

  @Test func testRecordsEveryRunInTheJournal() throws {
    try withTemporaryDirectory { folder in
      let workspace = try started(in: folder)
      let runner = ScriptedRunner([try Runs.amber, try Runs.red])

      let amber = try WorkspaceRun(workspace: workspace).test(runner: runner, now: now).outcome
      let red = try WorkspaceRun(workspace: workspace).test(
        runner: runner, prediction: .red, now: now.addingTimeInterval(60)
      ).outcome

      #expect(amber.light == .amber)
      #expect(red.light == .red)
      #expect(runner.folders == [workspace.root, workspace.root])
      let all = workspace.journal.entries()
      #expect(all.first?.event == .start)
      let entries = all.filter { $0.event == .run }
      #expect(entries.map(\.light) == [.amber, .red])
      #expect(entries[0].time == "2027-01-15T08:00:00Z")
      #expect(entries[1].tests == 4)
      #expect(entries[1].failures == 2)
      #expect(entries[1].seconds == 1.5)
      #expect(entries[1].predictionHit == true)
      #expect(entries[0].step == "01-answer")
    }
  }

  @Test func nextNeedsGreenThenAddsTestsWithoutTouchingSources() throws {
    try withTemporaryDirectory { folder in
      var workspace = try started(in: folder)
      try write(["Sources/Calc/Mine.swift": "my code"], in: workspace.root)
      #expect(
        throws: KataError.stepNotDone(step: 1, missing: "no run yet", testFirst: false)
      ) { try workspace.advance(now: now) }
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.red, try Runs.green]), now: now)
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.green]), now: now)

      let (backups, skippedRed) = try workspace.advance(now: now)

      #expect(backups.isEmpty, "the kata's own test file is replaced without a backup")
      #expect(!skippedRed)
      #expect(workspace.stepIndex == 1)
      #expect(text(workspace, "Tests/CalcTests/CalcTests.swift") == "test 1\ntest 2\n")
      #expect(text(workspace, "Sources/Calc/Mine.swift") == "my code")
      #expect(try Workspace.open(at: workspace.root).stepIndex == 1)
      #expect(workspace.journal.entries().last?.event == .next)
    }
  }

  @Test func nextBacksUpATestFileTheLearnerChangedAndWarnsWithoutRed() throws {
    try withTemporaryDirectory { folder in
      var workspace = try started(in: folder)
      try write(["Tests/CalcTests/CalcTests.swift": "test 1\nmy own test\n"], in: workspace.root)
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.green]), now: now)

      let (backups, skippedRed) = try workspace.advance(now: now)

      #expect(backups == ["Tests/CalcTests/CalcTests.swift"])
      #expect(skippedRed)
      let backup = workspace.root.appendingPathComponent(
        ".kata/backups/\(LearnerFiles.stamp(now))-next/Tests/CalcTests/CalcTests.swift")
      #expect(try String(contentsOf: backup, encoding: .utf8) == "test 1\nmy own test\n")
    }
  }

  @Test func theLastStepHasNoNext() throws {
    try withTemporaryDirectory { folder in
      var workspace = try started(in: folder)
      workspace.state.stepIndex = 2
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.green]), now: now)

      #expect(throws: KataError.kataComplete("tiny")) { try workspace.advance(now: now) }
    }
  }

  @Test func hintsComeOneTierAtATime() throws {
    try withTemporaryDirectory { folder in
      var workspace = try started(in: folder)

      let first = try workspace.nextHint()
      let second = try workspace.nextHint()
      let again = try workspace.nextHint()

      #expect(first?.text == "First hint.")
      #expect(first?.number == 1)
      #expect(second?.text == "Second hint.")
      #expect(again?.number == 2)
      #expect(try Workspace.open(at: workspace.root).state.hintsShown == ["01-answer": 2])
      workspace.state.stepIndex = 2
      #expect(try workspace.nextHint() == nil)
    }
  }

  @Test func solutionReplacesSourcesKeepingTheLearnersCode() throws {
    try withTemporaryDirectory { folder in
      let workspace = try started(in: folder)
      try write(["Sources/Calc/Mine.swift": "my code"], in: workspace.root)

      let backups = try workspace.applySolution(now: now)

      #expect(backups == ["Sources/Calc/Mine.swift"])
      #expect(
        workspace.learnerFiles.files(under: "Sources").keys.sorted() == [
          "Sources/Calc/Calc.swift", "Sources/Calc/Old.swift",
        ])
      #expect(text(workspace, "Sources/Calc/Calc.swift") == "answer v1\n")
      #expect(workspace.journal.entries().last?.event == .solution)
    }
  }

  @Test func resetStartsTheStepOrTheKataAgainWithBackups() throws {
    try withTemporaryDirectory { folder in
      var workspace = try started(in: folder)
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.green]), now: now)
      _ = try workspace.advance(now: now)
      try write(["Sources/Calc/Calc.swift": "half done"], in: workspace.root)

      let stepBackups = try workspace.reset(stepOnly: true, now: now)

      #expect(stepBackups == ["Sources/Calc/Calc.swift"])
      #expect(text(workspace, "Sources/Calc/Calc.swift") == "answer v1\n")
      #expect(workspace.stepIndex == 1)
      #expect(workspace.currentHistory.lights.isEmpty)

      _ = try workspace.reset(stepOnly: false, now: now.addingTimeInterval(1))

      #expect(workspace.stepIndex == 0)
      #expect(text(workspace, "Sources/Calc/Calc.swift") == PackageTemplate.placeholder)
      #expect(
        workspace.learnerFiles.files(under: "Tests") == [
          "Tests/CalcTests/CalcTests.swift": Data("test 1\n".utf8)
        ])
      #expect(workspace.currentHistory.lights.isEmpty, "the first step starts afresh")
    }
  }

  @Test func diffComparesTheReferenceWithTheLearnersSources() throws {
    try withTemporaryDirectory { folder in
      let workspace = try started(in: folder)
      try write(["Sources/Calc/Calc.swift": "answer v1\nmore\n"], in: workspace.root)

      let diff = workspace.diffFromReference()

      #expect(
        diff == """
          --- reference/Sources/Calc/Calc.swift
          +++ yours/Sources/Calc/Calc.swift
          @@ -1 +1,2 @@
           answer v1
          +more
          --- reference/Sources/Calc/Old.swift
          +++ /dev/null
          @@ -1 +0,0 @@
          -old

          """)
    }
  }

  @Test func theWorkspaceIsFoundFromInsideOrBelowOrByDefault() throws {
    try withTemporaryDirectory { folder in
      let first = try WorkspaceStart.create(
        kata: try Kata(folder: try makeTinyKata(in: folder)),
        at: folder.appendingPathComponent("kata-workspace/tiny"))
      let inside = first.root.appendingPathComponent("Sources/Calc")

      #expect(
        try WorkspaceLocator.find(explicit: nil, currentDirectory: inside).root.path
          == first.root.path
      )
      #expect(
        try WorkspaceLocator.find(explicit: nil, currentDirectory: folder).root.path
          == first.root.path
      )
      let second = try WorkspaceStart.create(
        kata: first.kata, at: folder.appendingPathComponent("kata-workspace/other"))
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000)],
        ofItemAtPath: first.root.appendingPathComponent(".kata/kata.bundle").path)
      let found = try WorkspaceLocator.find(explicit: nil, currentDirectory: folder)
      #expect(found.root.path == second.root.path)
      #expect(
        found.note
          == "Using kata-workspace/other, the workspace started last (also there: tiny); pass --dir to choose another."
      )
      #expect(throws: KataError.self) {
        try WorkspaceLocator.find(
          explicit: nil, currentDirectory: folder.appendingPathComponent("Katas"))
      }
    }
  }

  @Test func aDamagedStateIsReported() throws {
    try withTemporaryDirectory { folder in
      let workspace = try started(in: folder)
      try write([".kata/state.json": "{"], in: workspace.root)

      #expect { try Workspace.open(at: workspace.root) } throws: {
        "\($0)".contains("is damaged: not a workspace state")
      }
    }
  }
}
