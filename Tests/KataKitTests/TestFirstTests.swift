import Foundation
import TestSupport
import Testing

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

  func workspace(at step: Int, tests: String, in folder: URL) throws -> Workspace {
    let kata = try makeKataWithAChaff(in: folder)
    let root = folder.appendingPathComponent("ws")
    var workspace = try Workspace.create(kata: kata, at: root, testFirst: true)
    workspace.state.stepIndex = step
    try workspace.save()
    try write(["Tests/CalcTests/CalcTests.swift": tests], in: root)
    return try Workspace.open(at: root)
  }

  @Test func aTestFirstWorkspaceStartsWithoutTheStepsTests() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeKataWithAChaff(in: folder)

      let workspace = try Workspace.create(
        kata: kata, at: folder.appendingPathComponent("ws"), testFirst: true)

      #expect(workspace.state.isTestFirst)
      #expect(workspace.files(under: "Tests").isEmpty)
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

      let verdict = try workspace.judgeTests(runner: LightByFolderContents(), jobs: 2)

      #expect(verdict == TestFirstVerdict(previous: .red, reference: .green, caught: ["still-v1"]))
      #expect(verdict.isThorough)
      #expect(verdict.summary(stepNumber: 2) == "tests: valid · red on step 1 · caught 1/1 chaff")
    }
  }

  @Test func weakTestsPassTooEarlyAndMissTheChaff() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(at: 1, tests: "test 1\n", in: folder)

      let verdict = try workspace.judgeTests(runner: LightByFolderContents(), jobs: 1)

      #expect(!verdict.isThorough)
      #expect(verdict.missed == [KataChaff(id: "still-v1", summary: "keeps the first answer")])
      #expect(
        verdict.summary(stepNumber: 2)
          == "tests: valid · already green on step 1: they do not test this step's behaviour · caught 0/1 chaff (missed: \"keeps the first answer\")"
      )
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
        == "tests: not valid: they do not compile against the reference; use the names the step's README gives"
    )
  }

  @Test func unchangedFilesAreNotRunAgain() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(at: 1, tests: "test 1\ntest 2\n", in: folder)
      let runner = LightByFolderContents()

      let first = try workspace.judgeTests(runner: runner, jobs: 2)
      let runsAfterFirst = runner.folders.count
      let second = try workspace.judgeTests(runner: runner, jobs: 2)
      try write(["Tests/CalcTests/CalcTests.swift": "test 1\n"], in: workspace.root)
      let third = try workspace.judgeTests(runner: runner, jobs: 2)

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
      #expect(Array(workspace.files(under: "Tests").keys) == ["Tests/CalcTests/CalcTests.swift"])
    }
  }
}
