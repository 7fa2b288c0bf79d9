import CommandLineSupport
import Foundation

/// `kata test`: builds and runs the tests once and shows the light; in test-first mode the
/// verdict on the learner's tests comes first.
struct TestCommand: KataCommand {
  /// `--predict red|amber|green`: the learner's guess of the light.
  static let predict = Option<Light?>(
    "--predict", help: "your guess of the light, which the run then checks")
  /// `--coverage`: the line coverage of a green run.
  static let coverage = OptionDeclaration.flag(
    "--coverage", help: "show the line coverage of a green run (always in test-first mode)")
  /// `--timings`: where the time of the run went.
  static let timings = OptionDeclaration.flag(
    "--timings", help: "show where the time went: each compile, link and run, in milliseconds")
  /// `--timebox MINUTES`: a time box for this run only.
  static let timebox = Option<WholeMinutes?>(
    "--timebox", "MINUTES", help: "the time box of the step for this run")

  /// `test`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "test", abstract: "build and run the tests once and show the light",
    discussion: """
      Builds and runs the workspace's tests once and shows the light: amber (does not
      compile), red (a test failed, or none ran) or green. Every run goes into
      .kata/journal.jsonl. With --predict, says whether your guess was right. With
      --coverage (always in test-first mode), a green run also shows the line coverage of
      your module and the lines no test executed. In a classroom, a new line from the
      instructor ('kata dashboard say ROOM') follows the light once, as "Room: …". Exit
      status: 0 for green, 1 otherwise.

      The direct engine (the default, on Linux) compiles your module and tests with swiftc
      and runs them without SwiftPM's fixed cost: a light in under a second. What it
      cannot be sure of (a Package.swift you changed, tests it cannot enumerate) it leaves
      to SwiftPM, and the journal says which engine ran and why.
      --engine swiftpm always runs swift test.

      With --timings, the light is followed by the phases of the run (each package's
      compile, link and run, and kata's own time before and after them), in milliseconds
      from the moment kata started.
      """,
    options: [KataOption.dir, predict, coverage, timebox, timings, KataOption.engine])

  /// `--dir DIR`: the workspace.
  let dir: FilePath?
  /// `--predict LIGHT`: the light the learner expects, when given.
  let predict: Light?
  /// `--coverage`: whether the run measures the coverage of the code.
  let coverage: Bool
  /// `--timebox MINUTES`: a new time box for the step, when given.
  let timebox: WholeMinutes?
  /// `--timings`: whether the phases of the run are timed and shown.
  let timings: Bool

  init(_ parsed: ParsedCommand) throws(UsageError) {
    dir = try parsed.value(KataOption.dir)
    predict = try parsed.value(Self.predict)
    coverage = parsed.flag(Self.coverage)
    timebox = try parsed.value(Self.timebox)
    timings = parsed.flag(Self.timings)
  }

  /// Runs the tests once, with the learner's prediction and time box.
  func run(in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(dir)
    if let box = timebox {
      workspace.state.timeboxMinutes = box.value
    }
    return try Self.once(
      workspace, prediction: predict, coverage: coverage,
      timings: timings ? RunTimings() : nil, in: context)
  }

  /// Runs the tests of `workspace` once and shows the light, what to do next and, at the
  /// end of the kata, its recap; green exits 0. `kata watch` runs this after every save.
  /// With `timings`, the phases of the run follow.
  static func once(
    _ workspace: Workspace, prediction: Light?, coverage: Bool = false,
    timings: RunTimings? = nil, in context: CommandContext
  ) throws -> ExitCode {
    let console = context.console
    var timed = context
    timed.runners = context.runners.with { $0.timings = timings }
    let (outcome, measured, verdict) = try judge(
      workspace, prediction: prediction, coverage: coverage, in: timed)
    // The journal, with this run in it, read once for all that follows.
    let entries = workspace.journal.entries()
    show(
      outcome, in: workspace, prediction: prediction, verdict: verdict, entries: entries,
      console: console, invocation: context.invocation)
    if let reason = entries.last?.fallback {
      console.line(
        "This run was built by swift test, slower than kata's own engine, because \(reason).")
    }
    if let line = verdict?.fallbackLine { console.line(line) }
    if let measured {
      let line = measured.summary(module: workspace.kata.manifest.module)
      console.line(measured.uncovered.isEmpty ? line : console.style.yellow(line))
    }
    if let recap = RunNotes(workspace: workspace).recap(after: outcome.light, in: entries) {
      console.line("")
      console.line(console.style.bold("The kata is done. What you practised:"))
      console.line(recap)
    }
    if let warning = workspace.classroom?.takeWarning() { console.error(warning, tool: "kata") }
    showTimers(workspace, entries: entries, in: context)
    if let line = RoomLine(workspace: workspace).unheard() {
      console.line(console.style.bold("Room: \(line)"))
    }
    for line in timings?.table() ?? [] { console.line(line) }
    return outcome.light == .green ? .success : .failure
  }

  /// Runs the tests once, in test-first mode judging the learner's tests first and showing
  /// the verdict; the run's outcome, its coverage and the verdict.
  private static func judge(
    _ workspace: Workspace, prediction: Light?, coverage: Bool, in context: CommandContext
  ) throws -> (TestOutcome, ModuleCoverage?, TestFirstVerdict?) {
    let runners = context.runners(for: workspace)
    guard workspace.state.isTestFirst else {
      let (outcome, measured) = try WorkspaceRun(workspace: workspace).test(
        runner: runners.runner, prediction: prediction, coverage: coverage, now: context.now())
      return (outcome, measured, nil)
    }
    let judged = try TestFirstRun(workspace: workspace).run(
      runners: runners, jobs: ProcessInfo.processInfo.activeProcessorCount,
      prediction: prediction, now: context.now())
    if let verdict = judged.verdict {
      let console = context.console
      let line = context.invocation.retyped(verdict.summary(stepNumber: workspace.stepIndex + 1))
      console.line(
        verdict.isValid
          ? console.style.green(line)
          : verdict.passOnReference ? console.style.yellow(line) : console.style.red(line))
      // The first valid verdict of the workspace says once what its words mean.
      let earlier = workspace.journal.entries().dropLast().compactMap(\.verdict)
      if verdict.isValid, !earlier.contains(where: \.isValid) {
        console.line(
          "  (\(verdict.previous.rawValue) on the code before this step, as a test written first must be"
            + (verdict.chaffsMet > 0
              ? "; the chaffs are wrong solutions your tests told apart from the right one)"
              : ")"))
      }
      for place in verdict.checkingNothing ?? [] {
        console.line(
          console.style.yellow(
            "  \(place) checks nothing: with no assertion (XCTAssert…, #expect) it passes whatever the code does."
          ))
      }
    }
    return (judged.outcome, judged.coverage, judged.verdict)
  }

  /// The time box spent or over, and when the rotation timer says so, that it is time to
  /// hand over.
  private static func showTimers(
    _ workspace: Workspace, entries: [JournalEntry], in context: CommandContext
  ) {
    let console = context.console
    // A kata done has no time box left to count.
    let done =
      workspace.stepIndex == workspace.kata.stepCount - 1 && workspace.currentHistory.isGreen
    if !done,
      case (let minutes, let box)? = RunNotes(workspace: workspace).timeBox(
        in: entries, now: context.now())
    {
      console.line(
        minutes < box
          ? "Time box: \(minutes) of \(box) minutes on this step."
          : console.style.yellow(
            "Time box over: \(minutes) minutes on this step (box: \(box)). Take a hint, make the step smaller, or talk it through with the room."
          ))
    }
    if case (let driver, let minutes, let every)? = RunNotes(workspace: workspace).rotationDue(
      in: entries, now: context.now())
    {
      console.line(
        console.style.yellow(
          "Rotate: \(driver ?? "the driver") has driven \(minutes) minutes (every \(every)). Hand over, then \(context.invocation.typed("rotate NAME"))."
        ))
    }
  }

  /// The compiler's first error, below it the fix of a Swift 6 concurrency error and the
  /// compiler's page on it, and how many `others` the compiler found: one mistake often
  /// breaks several lines after it.
  private static func showCompilerError(
    _ error: String, others: Int, documentation: String?, on console: Console
  ) {
    console.line("  \(error)")
    if case .concurrency(let fix) = CompileErrorAdvice(error: error) {
      console.line("  Swift 6 concurrency: \(fix).")
    }
    if let documentation { console.line("  The compiler explains it at \(documentation)") }
    if others > 0 {
      console.line(
        "  … and \(others.counting("more error")): the first often causes the rest, so fix it and run again"
      )
    }
  }

  /// Whether `outcome` is a test-first run without a test of the learner's own (a step that
  /// asks for tests, judged without a verdict), shown then with no light, since nothing ran,
  /// and where to write one.
  private static func showsNoTests(
    _ outcome: TestOutcome, verdict: TestFirstVerdict?, in workspace: Workspace,
    console: Console, invocation: Invocation
  ) -> Bool {
    guard workspace.state.isTestFirst, !workspace.step.kind.reshapes, verdict == nil,
      outcome.ran == 0
    else { return false }
    let firstRun = TestFirstRun(workspace: workspace)
    console.line(
      "[NO TESTS]  step \(workspace.stepIndex + 1) of \(workspace.kata.stepCount), \(workspace.step.title): \(firstRun.whereToWriteTests)"
    )
    console.line(
      "Write a test that fails without this step's code, then run \(invocation.typed("test")) again."
    )
    return true
  }

  /// The light of a run and what to do next, with the commands typed as `invocation` says.
  /// In test-first mode, `verdict` is the judgement of the learner's tests, whose shortfall
  /// decides the advice when the code passes them.
  private static func show(
    _ outcome: TestOutcome, in workspace: Workspace, prediction: Light?,
    verdict: TestFirstVerdict?, entries: [JournalEntry], console: Console,
    invocation: Invocation
  ) {
    let style = console.style
    guard
      !showsNoTests(
        outcome, verdict: verdict, in: workspace, console: console, invocation: invocation)
    else {
      return
    }
    let badge: String
    switch outcome.light {
    // One text on a terminal and off it, so the pages can show the light as it appears.
    case .green: badge = style.green("[GREEN]")
    case .red: badge = style.red("[RED]")
    case .amber: badge = style.yellow("[AMBER]")
    }
    var summary: String
    switch outcome.light {
    case .amber: summary = "does not compile"
    case .red where outcome.ran == 0: summary = outcome.note ?? "no test ran"
    case .red where outcome.failed == 0 && outcome.note != nil: summary = outcome.note ?? ""
    case .red: summary = "\(outcome.failed) of \(outcome.ran.counting("test")) failed"
    case .green: summary = "\(outcome.ran.counting("test")) passed"
    }
    if outcome.skipped > 0 { summary += ", \(outcome.skipped) skipped" }
    console.line(
      "\(badge)  step \(workspace.stepIndex + 1) of \(workspace.kata.stepCount), \(workspace.step.title): \(summary)"
    )
    if let error = outcome.compilerError {
      showCompilerError(
        error, others: outcome.otherErrors ?? 0, documentation: outcome.documentation,
        on: console)
    }
    for failure in outcome.failures.prefix(5) {
      console.line("  ✗ \(failure.test): \(failure.message)")
      let others = failure.others ?? []
      for message in others.prefix(3) { console.line("      and: \(message)") }
      if others.count > 3 {
        console.line("      … and \((others.count - 3).counting("more failed check")) in this test")
      }
    }
    if outcome.failures.count > 5 { console.line("  … and \(outcome.failures.count - 5) more") }
    if let note = outcome.note, outcome.ran > 0, outcome.failed > 0 || outcome.light != .red {
      console.line("  \(note)")
    }
    if let prediction {
      let hits = entries.compactMap(\.predictionHit)
      console.line(
        "  You predicted \(prediction.rawValue): \(prediction == outcome.light ? "right" : "wrong") (\(hits.filter { $0 }.count) of \(hits.count) predictions right)"
      )
    }
    console.line(nextMove(after: outcome, in: workspace, verdict: verdict, invocation: invocation))
  }

  /// What to do after `outcome`, with the commands typed as `invocation` says.
  private static func nextMove(
    after outcome: TestOutcome, in workspace: Workspace, verdict: TestFirstVerdict?,
    invocation: Invocation
  ) -> String {
    switch outcome.light {
    case .amber: return "Make it compile; a test that does not compile counts as failing."
    case .red where outcome.failed == 0 && verdict.map({ !$0.isValid }) == true:
      return invocation.retyped(verdict?.advice(stepNumber: workspace.stepIndex + 1) ?? "")
    case .red where workspace.step.kind == .refactor:
      return "A refactoring keeps every test green: undo your last change, or mend what it broke."
    case .red where workspace.step.kind == .tidy:
      return
        "Tidied tests prove what they proved before: undo your last change, or mend the test."
    case .red: return "Make the failing test pass with the simplest code you can."
    case .green where workspace.stepIndex == workspace.kata.stepCount - 1:
      return
        "That was the last step: \(workspace.kata.manifest.title) is done. Refactor if you like (the tests stay green); \(invocation.typed("status")) shows your whole run, and \(invocation.prefix) alone the katas to try next."
    case .green where workspace.state.isTestFirst && !workspace.step.kind.reshapes:
      return
        "Refactor if you like (the tests stay green), then: \(invocation.typed("next")), which first tries small changes to the code you wrote in this step: your tests should catch each."
    case .green:
      return "Refactor if you like (the tests stay green), then: \(invocation.typed("next"))"
    }
  }
}
