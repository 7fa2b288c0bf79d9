import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Tidy steps, which reshape the tests, and the pages before and after a kata.
@Suite struct TidyAndPagesTests {
  /// The tiny kata with a tidy step after its second step, and its intro and recap.
  func makeKata(in folder: URL, tidyFiles: [String: String]? = nil) throws -> URL {
    let steps = """
      [
        {"id": "01-answer", "title": "The answer", "kind": "red", "expect": "amber"},
        {"id": "02-double", "title": "Doubling", "kind": "red", "expect": "red"},
        {"id": "03-tidy-tests", "title": "Tidy the tests", "kind": "tidy"}
      ]
      """
    return try makeTinyKata(
      in: folder,
      manifest:
        #"{"title": "Tiny", "summary": "Doubles numbers. Then more.", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": \#(steps)}"#,
      extraFiles: [
        "intro.md": "# Tiny\n\nAbout doubling.\n", "recap.md": "You practised doubling.\n",
        "steps/03-tidy-tests/README.md": "Tidy the tests.\n",
      ].merging(
        tidyFiles ?? ["steps/03-tidy-tests/Tests/CalcTests/CalcTests.swift": "tidy 1\ntest 2\n"]
      ) {
        $1
      })
  }

  func run(_ arguments: [String], in folder: URL, runner: any TestRunning = ScriptedRunner([]))
    -> (status: ExitCode, output: String)
  {
    let recording = ConsoleRecording()
    let tool = KataTool(
      currentDirectory: folder, environment: [:], console: recording.console(),
      runners: Runners(runner),
      now: { Date(timeIntervalSince1970: 1_800_000_000) },
      watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
    let status = tool.run(arguments)
    return (status, recording.output + recording.errors)
  }

  @Test func aTidyStepChangesTestsOnlyAndFollowsARedStep() throws {
    try withTemporaryDirectory { folder in
      let good = try Kata(folder: try makeKata(in: folder.appendingPathComponent("a")))
      let sources = folder.appendingPathComponent("b")
      let touchesSources = try makeKata(
        in: sources,
        tidyFiles: [
          "steps/03-tidy-tests/Tests/CalcTests/CalcTests.swift": "tidy\n",
          "steps/03-tidy-tests/Sources/Calc/Calc.swift": "changed\n",
        ])

      #expect(good.step(2).kind == .tidy && good.step(2).kind.reshapes)
      #expect(good.lastRedStep(before: 2) == 1)
      #expect(
        throws: KataError.invalidKata(
          kata: "tiny",
          reason:
            "tidy step 03-tidy-tests must change the tests, keep the sources and follow a red step")
      ) { try Kata(folder: touchesSources) }
    }
  }

  @Test func verifyChecksThatTidiedTestsStillFailOnTheCodeBeforeTheirBehaviour() throws {
    try withTemporaryDirectory { folder in
      _ = try makeKata(in: folder)
      let result = run(
        ["verify", "tiny", "--work", "w"], in: folder, runner: LightByFolderContents())

      #expect(
        result.output.contains("3/3 03-tidy-tests: tidied tests on the code before step 2 → red ✓"))
      #expect(result.status == .success, "\(result.output)")
    }
  }

  @Test func atATidyStepTheLearnersTestsStayAndTheSolutionIsTheTidiedTests() throws {
    try withTemporaryDirectory { folder in
      let root = folder.appendingPathComponent("ws")
      var workspace = try WorkspaceStart.create(
        kata: try Kata(folder: try makeKata(in: folder)), at: root, stepIndex: 1)
      try workspace.log(
        JournalEntry(time: "t", event: .run, step: "02-double", stepNumber: 2, light: .green))

      _ = try workspace.advance(now: Date(timeIntervalSince1970: 0))
      let untouched = try String(
        contentsOf: root.appendingPathComponent("Tests/CalcTests/CalcTests.swift"), encoding: .utf8)
      _ = try workspace.applySolution(now: Date(timeIntervalSince1970: 0))
      let tidied = try String(
        contentsOf: root.appendingPathComponent("Tests/CalcTests/CalcTests.swift"), encoding: .utf8)

      #expect(untouched == "test 1\ntest 2\n")
      #expect(tidied == "tidy 1\ntest 2\n")
    }
  }

  @Test func theIntroComesBeforeTheKataAndTheRecapAfterItsLastGreen() throws {
    try withTemporaryDirectory { folder in
      _ = try makeKata(in: folder)

      let about = run(["about", "tiny"], in: folder)
      let list = run([], in: folder)
      let start = run(["start", "tiny", "--from", "3"], in: folder)
      let green = run(["test"], in: folder, runner: ScriptedRunner([try Runs.green]))

      #expect(about.output == "# Tiny\n\nAbout doubling.\n")
      #expect(list.output.contains("      Doubles numbers.\n"))
      #expect(start.output.contains("This step changes the tests' shape, not what they prove"))
      #expect(
        green.output.contains("The kata is done. What you practised:\nYou practised doubling.\n"))
    }
  }
}
