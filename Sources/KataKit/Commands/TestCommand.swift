import CommandLineSupport
import Foundation

/// `kata test`: builds and runs the tests once and shows the light; in test-first mode the
/// verdict on the learner's tests comes first.
struct TestCommand: KataCommand {
  static let name = "test"
  static let summary = "build and run the tests once and show the light"
  static let options: [OptionSpec] = [
    .value("--dir"), .value("--predict"), .flag("--coverage"), .value("--timebox"),
    .value("--engine"),
  ]
  static let help = """
    Usage: kata test [--dir DIR] [--predict red|amber|green] [--coverage]
                     [--timebox MINUTES] [--engine direct|swiftpm]

    Builds and runs the workspace's tests once and shows the light: amber (does not
    compile), red (a test failed, or none ran) or green. Every run goes into
    .kata/journal.jsonl. With --predict, says whether your guess was right. With
    --coverage (always in test-first mode), a green run also shows the line coverage of
    your module and the lines no test executed. Exit status: 0 for green, 1 otherwise.

    The direct engine (the default, on Linux) compiles your module and tests with swiftc
    and runs them without SwiftPM's fixed cost: a light in under a second. What it
    cannot be sure of (a Package.swift you changed, Swift Testing, tests it cannot
    enumerate) it leaves to SwiftPM, and the journal says which engine ran and why.
    --engine swiftpm always runs swift test.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    var workspace = try context.openWorkspace(options)
    if let box = options.value("--timebox") {
      workspace.state.timeboxMinutes = try SetCommand.setting("timebox", box)
    }
    var prediction: Light?
    if let text = options.value("--predict") {
      guard let light = Light(rawValue: text) else {
        throw UsageError.invalidValue(text, for: "--predict", expected: "red, amber or green")
      }
      prediction = light
    }
    return try once(
      workspace, prediction: prediction, coverage: options.flag("--coverage"), in: context)
  }

  /// Runs the tests of `workspace` once and shows the light, what to do next and, at the
  /// end of the kata, its recap; green exits 0. `kata watch` runs this after every save.
  static func once(
    _ workspace: Workspace, prediction: Light?, coverage: Bool = false, in context: CommandContext
  ) throws -> ExitCode {
    let console = context.console
    let outcome: TestOutcome
    let measured: ModuleCoverage?
    var verdict: TestFirstVerdict?
    let runners = context.runners.with { options in
      if let seconds = workspace.state.timeoutSeconds { options.timeout = Double(seconds) }
    }
    if workspace.state.isTestFirst {
      let judged = try workspace.testFirst(
        runners: runners, jobs: ProcessInfo.processInfo.activeProcessorCount,
        prediction: prediction, now: context.now())
      if let judgedVerdict = judged.verdict {
        let line = judgedVerdict.summary(stepNumber: workspace.stepIndex + 1)
        console.line(
          judgedVerdict.isValid
            ? console.style.green(line)
            : judgedVerdict.passOnReference ? console.style.yellow(line) : console.style.red(line))
      }
      (outcome, measured, verdict) = (judged.outcome, judged.coverage, judged.verdict)
    } else {
      (outcome, measured) = try workspace.test(
        runner: runners.runner, prediction: prediction, coverage: coverage, now: context.now())
    }
    // The journal, with this run in it, read once for all that follows.
    let entries = workspace.journal.entries()
    show(
      outcome, in: workspace, prediction: prediction, verdict: verdict, entries: entries,
      console: console)
    if let measured {
      let line = measured.summary(module: workspace.kata.manifest.module)
      console.line(measured.uncovered.isEmpty ? line : console.style.yellow(line))
    }
    if outcome.light == .green, workspace.stepIndex == workspace.kata.stepCount - 1,
      workspace.history(ofStep: workspace.stepIndex, in: entries).lights
        .filter({ $0 == .green }).count == 1,
      let recap = workspace.kata.recap
    {
      console.line("")
      console.line(console.style.bold("The kata is done. What you practised:"))
      console.line(recap.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if let warning = workspace.classroom?.takeWarning() { console.error(warning, tool: "kata") }
    if let box = workspace.state.timeboxMinutes, let started = workspace.stepStarted(in: entries) {
      let minutes = Int(context.now().timeIntervalSince(started) / 60)
      console.line(
        minutes < box
          ? "Time box: \(minutes) of \(box) minutes on this step."
          : console.style.yellow(
            "Time box over: \(minutes) minutes on this step (box: \(box)). Take a hint, make the step smaller, or talk it through with the room."
          ))
    }
    if let every = workspace.state.rotationMinutes,
      let since = entries.last(where: { $0.event == .rotate || $0.event == .start })
        .flatMap({ JournalEntry.seconds($0.time) })
    {
      let minutes = (Int(context.now().timeIntervalSince1970) - since) / 60
      if minutes >= every {
        console.line(
          console.style.yellow(
            "Rotate: \(workspace.state.driver ?? "the driver") has driven \(minutes) minutes (every \(every)). Hand over, then kata rotate NAME."
          ))
      }
    }
    return outcome.light == .green ? .success : .failure
  }

  /// The light of a run and what to do next. In test-first mode, `verdict` is the
  /// judgement of the learner's tests, whose shortfall decides the advice when the code
  /// passes them.
  private static func show(
    _ outcome: TestOutcome, in workspace: Workspace, prediction: Light?,
    verdict: TestFirstVerdict?, entries: [JournalEntry], console: Console
  ) {
    let style = console.style
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
    if let error = outcome.compilerError { console.line("  \(error)") }
    for failure in outcome.failures.prefix(5) {
      console.line("  ✗ \(failure.test): \(failure.message)")
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
    let stepNumber = workspace.stepIndex + 1
    switch outcome.light {
    case .amber: console.line("Make it compile; a test that does not compile counts as failing.")
    case .red where outcome.ran == 0 && outcome.note == workspace.noTestsYet:
      console.line("Write a test that fails without this step's code, then run kata test again.")
    case .red where outcome.failed == 0 && verdict.map({ !$0.isValid }) == true:
      console.line(verdict?.advice(stepNumber: stepNumber) ?? "")
    case .red: console.line("Make the failing test pass with the simplest code you can.")
    case .green: console.line("Refactor if you like (the tests stay green), then: kata next")
    }
  }
}
