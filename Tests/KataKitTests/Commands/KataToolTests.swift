import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The `kata` command in process, with a scripted test runner.
@Suite struct KataToolTests {
  struct Run {
    var status: ExitCode
    var output: String
    var errors: String
  }

  func run(
    _ arguments: [String], in folder: URL, runner: any TestRunning = ScriptedRunner([]),
    runners: Runners? = nil,
    watch: WatchControl = WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }),
    onTerminal: Bool = false
  ) -> Run {
    let recording = ConsoleRecording()
    let tool = KataTool(
      currentDirectory: folder, environment: [:],
      console: recording.console(style: TextStyle(isEnabled: false, isTerminal: onTerminal)),
      runners: runners ?? Runners(runner),
      now: { Date(timeIntervalSince1970: 1_800_000_000) }, watchControl: watch)
    let status = tool.run(arguments)
    return Run(status: status, output: recording.output, errors: recording.errors)
  }

  @Test func theCurriculumListsKatasAndWhatToTypeNext() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let before = run([], in: folder)
      _ = run(["start", "tiny"], in: folder)
      let after = run([], in: folder)

      #expect(before.output.contains("1.  tiny  chapter 1  3 steps    Tiny\n"))
      #expect(before.output.contains("not started; type: kata start tiny"))
      #expect(
        after.output.contains("step 1 of 3, no run yet; type: kata test --dir kata-workspace/tiny"))
    }
  }

  @Test func startShowsTheFirstStep() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let result = run(["start", "tiny"], in: folder)

      #expect(result.status == .success)
      #expect(result.output.contains("Started \"Tiny\" in kata-workspace/tiny."))
      #expect(result.output.contains("Step 1 of 3: The answer (red)\nWrite answer()."))
      #expect(
        run(["start", "tiny"], in: folder).status == .failure, "a second start keeps the first")
    }
  }

  @Test func theLoopFromAmberToGreenToNext() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)
      let runner = ScriptedRunner([try Runs.amber, try Runs.red, try Runs.green])

      let amber = run(["test"], in: folder, runner: runner)
      let red = run(["test", "--predict", "green"], in: folder, runner: runner)
      let hint = run(["hint"], in: folder, onTerminal: true)
      let locked = run(["solution"], in: folder)
      let green = run(["test"], in: folder, runner: runner)
      let solution = run(["solution"], in: folder)
      let next = run(["next"], in: folder)
      let status = run(["status"], in: folder)

      #expect(amber.status == .failure)
      #expect(amber.output.hasPrefix("[AMBER]  step 1 of 3, The answer: does not compile\n"))
      #expect(
        amber.output.contains("Sources/ToDo/ToDo.swift:1:31: error: cannot find 'missing' in scope")
      )
      #expect(red.output.contains("[RED]  step 1 of 3, The answer: 2 of 4 tests failed, 2 skipped"))
      #expect(red.output.contains("  ✗ ATests.testAnswer: "))
      #expect(red.output.contains("You predicted green: wrong (0 of 1 predictions right)"))
      #expect(hint.output == "Hint 1 of 2 (1 more after this one)\nFirst hint.\n")
      #expect(locked.status == .failure)
      #expect(locked.errors.contains("has not gone green yet"))
      #expect(green.status == .success)
      #expect(green.output.contains("[GREEN]  step 1 of 3, The answer: 4 tests passed, 2 skipped"))
      #expect(solution.output.contains("// Sources/Calc/Calc.swift\nanswer v1\n"))
      #expect(next.output.contains("Step 2 of 3: Doubling (red)"))
      #expect(!next.output.contains("went green without"))
      #expect(status.output.contains("  1 ✓ The answer  A R G"))
      #expect(status.output.contains("Predictions: 0 of 1 right."))
    }
  }

  /// A red on a refactoring step asks to undo or mend, not for new code; an amber says how
  /// many errors follow the first.
  @Test func aRedOnARefactoringStepAsksToUndoOrMend() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)
      var twoErrors = try Runs.amber
      twoErrors.output +=
        "\n/workspace/Tests/ToDoTests/ToDoTests.swift:4:2: error: cannot find 'x'\n"
      let runner = ScriptedRunner([twoErrors, try Runs.green, try Runs.green, try Runs.red])

      let amber = run(["test"], in: folder, runner: runner)
      _ = run(["test"], in: folder, runner: runner)
      _ = run(["next"], in: folder)
      _ = run(["test"], in: folder, runner: runner)
      _ = run(["next"], in: folder)
      let red = run(["test"], in: folder, runner: runner)

      #expect(
        amber.output.contains(
          "  … and 1 more error: the first often causes the rest, so fix it and run again\n"))
      #expect(red.output.contains("[RED]  step 3 of 3, Tidy:"))
      #expect(
        red.output.contains(
          "A refactoring keeps every test green: undo your last change, or mend what it broke."))
      #expect(!red.output.contains("Make the failing test pass"))
    }
  }

  @Test func timingsFollowTheLightOnlyWhenAskedFor() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)
      let runner = ScriptedRunner([try Runs.green, try Runs.green])

      let plain = run(["test"], in: folder, runner: runner)
      let timed = run(["test", "--timings"], in: folder, runner: runner)

      #expect(!plain.output.contains("Timings"))
      #expect(timed.output.contains("\nTimings, in milliseconds from the start of kata:\n"))
      #expect(timed.output.contains("  kata, before its first step\n"))
      #expect(timed.output.hasSuffix(" ms\n"))
    }
  }

  @Test func aRunSwiftPMBuiltInsteadOfTheDirectEngineSaysWhyInOneLine() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)
      var fellBack = try Runs.green
      fellBack.fallback = .manifestChanged
      var elsewhere = try Runs.green
      elsewhere.fallback = .unsupportedPlatform

      let slow = run(["test"], in: folder, runner: ScriptedRunner([fellBack]))
      let direct = run(["test"], in: folder, runner: ScriptedRunner([try Runs.green]))
      let macOS = run(["test"], in: folder, runner: ScriptedRunner([elsewhere]))

      #expect(
        slow.output.contains(
          "\nThis run was built by swift test, slower than kata's own engine, because Package.swift is not the one kata writes.\n"
        ))
      #expect(!direct.output.contains("built by swift test"))
      #expect(!macOS.output.contains("built by swift test"), "every run is SwiftPM's there")
    }
  }

  @Test func nextWarnsWhenAStepSkippedRed() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)
      _ = run(["test"], in: folder, runner: ScriptedRunner([try Runs.green]))

      let next = run(["next"], in: folder)
      let status = run(["status"], in: folder)

      #expect(next.output.hasPrefix("Note: step 1 went green without going red or amber first."))
      #expect(status.output.contains("Went green without red first: step 1."))
    }
  }

  @Test func solutionApplyDiffResetAndExport() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)

      let apply = run(["solution", "--apply", "--force"], in: folder)
      let diff = run(["diff"], in: folder)
      let reset = run(["reset"], in: folder)
      let export = run(["export", "--output", "out"], in: folder)

      #expect(apply.output.hasPrefix("The reference of step 1 is now in Sources/."))
      #expect(diff.output == "Your sources match the reference of this step.\n")
      #expect(reset.output.hasPrefix("Back at the start of step 1: The answer"))
      #expect(reset.output.contains("Kept copies of 2 replaced files under .kata/backups/"))
      #expect(export.output == "Wrote out/kata-tiny-journal.json and out/kata-tiny-journal.md\n")
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("out/kata-tiny-journal.md").path))
    }
  }

  @Test func watchRunsOnceThenAfterEverySave() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)
      let source = folder.appendingPathComponent("kata-workspace/tiny/Sources/Calc/Calc.swift")
      let polls = Counter()
      let control = WatchControl(
        interval: 0,
        pause: { _ in
          if polls.increment() == 1 { try? Data("saved\n".utf8).write(to: source) }
        },
        shouldStop: { polls.value >= 4 })

      let result = run(
        ["watch"], in: folder, runner: ScriptedRunner([try Runs.red, try Runs.green]),
        watch: control)

      #expect(result.output.hasPrefix("Watching kata-workspace/tiny for saves"))
      #expect(result.output.components(separatedBy: "step 1 of 3").count - 1 == 2)
      #expect(result.output.contains("[GREEN]"))
    }
  }

  /// A rename typed in another terminal while `kata watch` runs counts from its next run:
  /// the watch reads the workspace again before each, never the one it began with.
  @Test func watchRunsTheWorkspaceAsItIsNowAfterARenameElsewhere() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny", "--name", "ada"], in: folder)
      let root = folder.appendingPathComponent("kata-workspace/tiny")
      let source = root.appendingPathComponent("Sources/Calc/Calc.swift")
      let polls = Counter()
      let control = WatchControl(
        interval: 0,
        pause: { _ in
          guard polls.increment() == 1 else { return }
          _ = self.run(["set", "name", "bob", "--dir", root.path], in: folder)
          try? Data("saved\n".utf8).write(to: source)
        },
        shouldStop: { polls.value >= 4 })

      _ = run(
        ["watch"], in: folder, runner: ScriptedRunner([try Runs.red, try Runs.green]),
        watch: control)

      let runs = Journal(url: root.appendingPathComponent(".kata/journal.jsonl")).entries()
        .filter { $0.event == .run }
      #expect(runs.map(\.learner) == ["ada", "bob"])
    }
  }

  @Test(arguments: [
    (["frob"], "kata: unknown command 'frob'"),
    (["start"], "kata: missing the name of a KATA"),
    (["start", "a", "b"], "kata: unexpected argument 'b'"),
    (["test", "--predict", "blue"], "kata: invalid --predict 'blue'"),
    (["status", "--apply"], "kata: unknown option '--apply'"),
    (["watch", "--interval", "0"], "kata: invalid --interval '0'"),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)

      let result = run(arguments, in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.hasPrefix(message))
    }
  }

  @Test func missingWorkspaceOrKataFailsWithOneLine() throws {
    try withTemporaryDirectory { folder in
      let test = run(["test"], in: folder)
      let start = run(["start", "tiny"], in: folder)

      #expect(test.status == .failure)
      #expect(
        test.errors
          == "kata: no kata workspace found: start one with 'kata start KATA', or pass --dir DIR\n")
      #expect(
        start.errors.hasPrefix("kata: no katas found: no Katas folder in \(folder.path) or above"))
      #expect(!start.errors.contains("workspace"), "a missing Katas folder is not the workspace's")
    }
  }

  @Test(arguments: ["0", "-1", "two"])
  func verifyRefusesAJobCountThatIsNotAPositiveWholeNumber(jobs: String) throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let result = run(["verify", "--jobs", jobs], in: folder)

      #expect(result.status == .usage)
      #expect(
        result.errors
          == "kata: invalid --jobs '\(jobs)': expected a whole number, 1 or more (see 'kata help verify')\n"
      )
    }
  }

  /// A `kata` called by its path from a folder of its own finds the katas of where it
  /// lives: an installation's `share/tddkit/Katas` beside its `bin/`, or the `Katas/` of the
  /// clone whose `.build/` holds it.
  @Test(arguments: [
    ("tddkit-1.0.0", "share/tddkit", "bin/kata"),
    ("TDDKit", "", ".build/x86_64-unknown-linux-gnu/release/kata"),
  ])
  func aKataCalledByItsPathFindsTheKatasOfWhereItLives(
    home: String, katas: String, program: String
  ) throws {
    try withTemporaryDirectory { folder in
      let place = folder.appendingPathComponent(home)
      try makeTinyKata(in: katas.isEmpty ? place : place.appendingPathComponent(katas))
      if katas.isEmpty { try write(["Package.swift": "// swift-tools-version: 6.0\n"], in: place) }
      let elsewhere = folder.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
      let recording = ConsoleRecording()
      let tool = KataTool(
        currentDirectory: elsewhere, environment: [:], console: recording.console(),
        watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }),
        executableURL: place.appendingPathComponent(program))

      let status = tool.run(["start", "tiny"])

      #expect(status == .success, "\(recording.errors)")
      #expect(
        FileManager.default.fileExists(
          atPath: elsewhere.appendingPathComponent("kata-workspace/tiny/Package.swift").path))
    }
  }

  @Test func testFirstRunsShowTheVerdictOnTheLearnersTestsThenTheLight() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let start = run(["start", "tiny", "--test-first"], in: folder)
      try write(
        ["kata-workspace/tiny/Tests/CalcTests/CalcTests.swift": "test 1\n"], in: folder)

      let result = run(["test"], in: folder, runner: LightByFolderContents())

      #expect(
        start.output.contains(
          "Started \"Tiny\" in kata-workspace/tiny: you write the tests."))
      #expect(result.output.hasPrefix("tests: valid · amber on the starter\n  (amber on the code"))
      let entry = try #require(
        Journal(url: folder.appendingPathComponent("kata-workspace/tiny/.kata/journal.jsonl"))
          .entries().last)
      #expect(entry.verdict == TestFirstVerdict(previous: .amber, reference: .green))
    }
  }

  @Test func theEngineIsChosenWithEngineAndTheJournalSaysWhichRanAndWhy() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)
      try write(["kata-workspace/tiny/Package.swift": "// swift-tools-version: 6.0\n"], in: folder)
      let swiftPM = ScriptedRunner([try Runs.green, try Runs.green])
      let runners = Runners(make: Runners.engines(swiftPM: { _ in swiftPM }))

      let chosen = run(["test", "--engine", "swiftpm"], in: folder, runners: runners)
      let fellBack = run(["test"], in: folder, runners: runners)
      let wrong = run(["test", "--engine", "fast"], in: folder, runners: runners)

      #expect(chosen.status == .success)
      #expect(fellBack.status == .success)
      #expect(wrong.status == .usage)
      #expect(wrong.errors.contains("'fast'"))
      #expect(wrong.errors.contains("swiftpm or direct"))
      let entries = Journal(
        url: folder.appendingPathComponent("kata-workspace/tiny/.kata/journal.jsonl")
      ).entries().filter { $0.event == .run }
      #expect(entries.map(\.engine) == [.swiftpm, .swiftpm])
      #expect(entries.first?.fallback == nil)
      #if os(Linux)
        #expect(entries.last?.fallback == "Package.swift is not the one kata writes")
      #endif
    }
  }

  @Test func aDoubleIsTheRunnerWhateverTheOptions() throws {
    let runner = ScriptedRunner([])
    let folder = URL(fileURLWithPath: "/nowhere")
    let runners = Runners(runner)

    #expect(runner.engine == .swiftpm)
    #expect(runners.using(.direct).runner as? ScriptedRunner === runner)
    #expect(runners.with { $0.timeout = 5 }.runner as? ScriptedRunner === runner)
    #expect(try runner.buildTests(in: folder) == nil, "it runs packages whole")
    #expect(throws: KataError.self) {
      try runner.runBuiltTests(in: folder, module: "CalcTests", coverage: nil)
    }
  }

  @Test func helpForEveryCommand() throws {
    try withTemporaryDirectory { folder in
      let overview = run(["--help"], in: folder).output
      #expect(overview.hasPrefix("Usage: kata [--katas DIR] <command>"))
      #expect(HelpText.wideLines(in: overview).isEmpty)
      for command in KataTool.subcommands.map({ $0.declaration.name }) {
        let help = run(["help", command], in: folder).output
        #expect(help.hasPrefix("Usage: kata \(command)"))
        #expect(HelpText.wideLines(in: help).isEmpty, "kata help \(command)")
        #expect(run([command, "--help"], in: folder).output.hasPrefix("Usage: kata \(command)"))
      }
      #expect(run(["help", "nonsense"], in: folder).status == .usage)
      #expect(HelpText.handTypedDefaults(in: KataTool.declaration) == [])
    }
  }

  @Test func verifyReportsEachCheckAndTheFirstViolation() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let good = ScriptedRunner([
        try Runs.amber, try Runs.green, try Runs.red, try Runs.green, try Runs.green,
      ])
      let bad = ScriptedRunner([try Runs.amber, try Runs.green, try Runs.green])

      let passed = run(["verify", "--work", "work"], in: folder, runner: good)
      let failed = run(["verify", "tiny", "--work", "work"], in: folder, runner: bad)

      #expect(passed.status == .success)
      #expect(
        passed.output.hasPrefix("Verifying 1 kata, 3 steps and 5 checks with 1 worker\n"))
      #expect(
        passed.output.contains("[3/5] tiny 2/3 02-double: tests on the previous reference → red ✓"))
      #expect(passed.output.contains("tiny: 3 steps verified in"))
      #expect(failed.status == .failure)
      #expect(
        failed.output.contains(
          "[3/5] tiny 2/3 02-double: tests on the previous reference → green ✗ expected red"))
      #expect(
        failed.errors
          == "kata verify: tiny step 2/3 02-double: tests on the previous reference gave green, expected red\n"
      )
    }
  }
}

extension KataToolTests {
  @Test func startFromAStepByNumberOrIdAndRefuseAStepThatDoesNotExist() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let byNumber = run(["start", "tiny", "--from", "2", "--dir", "a"], in: folder)
      let byID = run(["start", "tiny", "--from", "03-tidy", "--dir", "b"], in: folder)
      let wrong = run(["start", "tiny", "--from", "9", "--dir", "c"], in: folder)

      #expect(byNumber.output.contains(": from step 2, with the code of the steps before."))
      #expect(byNumber.output.contains("Step 2 of 3: Doubling (red)"))
      #expect(byID.output.contains("This step changes the code, not the tests"))
      #expect(wrong.status == .usage)
      #expect(
        wrong.errors
          == "kata: invalid --from '9': expected a step number from 1 to 3 or a step id of tiny (see 'kata help start')\n"
      )
    }
  }

  @Test func staticVerifyReadsWithoutBuildingAndStepsNarrowTheChecks() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let runner = ScriptedRunner([try Runs.red, try Runs.green])

      let ready = run(["verify", "--static"], in: folder)
      let narrowed = run(
        ["verify", "tiny", "--steps", "2", "--work", "w"], in: folder, runner: runner)
      let badSteps = run(["verify", "tiny", "--steps", "7"], in: folder)

      #expect(ready.status == .success)
      #expect(ready.output == "Ready: 1 kata read, 0 problems\n")
      #expect(narrowed.output.contains("Verifying 1 kata, 3 steps and 2 checks with 1 worker"))
      #expect(narrowed.status == .success)
      #expect(badSteps.status == .usage)
    }
  }

  @Test func everyHintAskedForCountsThroughAPipeAndAgainUsesNothingUp() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny"], in: folder)

      let before = run(["hint", "--again"], in: folder)
      let piped = run(["hint"], in: folder)
      let pipedAgain = run(["hint"], in: folder)
      let reread = run(["hint", "--again"], in: folder)
      let last = run(["hint"], in: folder, onTerminal: true)
      let status = try Workspace.open(at: folder.appendingPathComponent("kata-workspace/tiny"))

      #expect(before.output == "No hint read yet at this step: 'kata hint' shows the first.\n")
      #expect(piped.output == "Hint 1 of 2 (1 more after this one)\nFirst hint.\n")
      #expect(piped.errors.isEmpty)
      #expect(
        pipedAgain.output
          == "Hint 2 of 2 (the last one)\nSecond hint.\n(That was the last hint. After green, 'kata solution' shows the reference.)\n",
        "a hint read through a pipe counts, so the next call shows the next")
      #expect(reread.output == "Hint 2 of 2 (the last one)\nSecond hint.\n")
      #expect(last.output.hasPrefix("Hint 2 of 2 (the last one)\nSecond hint.\n"))
      #expect(status.state.hintsShown["01-answer"] == 2)
      let hints = status.journal.entries().filter { $0.event == .hint }.map(\.hints)
      #expect(hints == [1, 2, 2], "three asked for; --again logs nothing")
    }
  }

  @Test func stepShowsTheCurrentPageOrOneReachedAndRefusesOthers() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny", "--from", "2"], in: folder)

      let current = run(["step"], in: folder)
      let earlier = run(["step", "1"], in: folder)
      let later = run(["step", "3"], in: folder)
      let help = run(["help"], in: folder)

      #expect(current.output.contains("Step 2 of 3: Doubling (red)\nWrite double().\n"))
      #expect(current.output.contains("The step's tests are in Tests/CalcTests."))
      #expect(earlier.output.contains("Step 1 of 3: The answer (red)\nWrite answer().\n"))
      #expect(later.status == .usage)
      #expect(later.errors.contains("expected a step reached so far, from 1 to 2"))
      let rows = help.output.split(separator: "\n").map {
        $0.split(separator: " ").joined(separator: " ")
      }
      #expect(rows.contains("step [N] show the page of the step again (or of step N)"))
      #expect(rows.contains("hint show the next hint of the step"))
    }
  }

  @Test func versionIsTheToolsVersion() throws {
    try withTemporaryDirectory { folder in
      let version = run(["--version"], in: folder)

      #expect(version.status == .success)
      #expect(version.output == "kata \(ToolVersion.current) (TDDKit)\n")
    }
  }

  @Test func aboutShowsTheIntroductionOrElseTheTitleAndSummary() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeTinyKata(in: folder)

      let intro = run(["about", "tiny"], in: folder)
      try FileManager.default.removeItem(at: kata.appendingPathComponent("intro.md"))
      let summary = run(["about", "tiny"], in: folder)

      #expect(intro.status == .success && intro.output == "# Tiny\n")
      #expect(summary.status == .success)
      #expect(summary.output.hasPrefix("Tiny (") && summary.output.hasSuffix(")\ns\n"))
    }
  }

  @Test func aboutWithoutANameSaysWhatIsMissingOnce() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let about = run(["about"], in: folder)

      #expect(about.status == .usage)
      #expect(
        about.errors
          == "kata: missing the name of a KATA, as 'kata' lists them (see 'kata help about')\n")
    }
  }

}

/// A thread-safe counter for closures that must be `Sendable`.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
