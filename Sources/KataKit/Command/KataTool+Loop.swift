import CommandLineSupport
import Foundation

extension KataTool {
  func showCurriculum(katas catalog: KataCatalog) throws {
    let katas = try catalog.kataIDs.map { id throws(KataError) in try catalog.kata(id) }
    let steps = katas.map(\.stepCount).reduce(0, +)
    console.line(
      console.style.bold("TDDKit katas")
        + " (\(shown(catalog.folder))): \(Self.count(katas.count, "kata")), \(Self.count(steps, "step")), in curriculum order"
    )
    let idWidth = katas.map(\.id.count).max() ?? 0
    let originWidth = katas.map(\.manifest.origin.count).max() ?? 0
    for (number, kata) in katas.enumerated() {
      let id = kata.id
      let folder = currentDirectory.appendingPathComponent(
        "\(WorkspaceLocator.defaultParent)/\(id)")
      let manifest = kata.manifest
      let stepsText = Self.count(kata.stepCount, "step")
      console.line(
        "  \(Self.padded("\(number + 1).", to: 3)) \(Self.padded(id, to: idWidth))  \(Self.padded(manifest.origin, to: originWidth))  \(Self.padded(stepsText, to: 9))  \(manifest.title)"
      )
      console.line("      \(Self.firstSentence(of: manifest.summary))")
      guard let workspace = try? Workspace.open(at: folder) else {
        console.line("      not started; type: kata start \(id)  (about it: kata about \(id))")
        continue
      }
      let history = workspace.currentHistory
      let light = history.lights.last.map { " last run \($0.rawValue)" } ?? " no run yet"
      console.line(
        "      step \(workspace.stepIndex + 1) of \(kata.stepCount),\(light); type: kata \(history.isGreen ? "next" : "test") --dir \(shown(folder))"
      )
    }
  }

  func start(
    _ id: String, catalog: KataCatalog, directory: String?, testFirst: Bool, from step: String?,
    settings: WorkspaceState
  ) throws {
    let kata = try catalog.kata(id)
    var stepIndex = 0
    if let step {
      guard let index = kata.stepIndex(named: step) else {
        throw UsageError.invalidValue(
          step, for: "--from",
          expected: "a step number from 1 to \(kata.stepCount) or a step id of \(id)")
      }
      stepIndex = index
    }
    let folder =
      directory.map(url)
      ?? currentDirectory.appendingPathComponent("\(WorkspaceLocator.defaultParent)/\(id)")
    var workspace = try Workspace.create(
      kata: kata, at: folder, testFirst: testFirst, stepIndex: stepIndex,
      learner: settings.learner, classroom: settings.classroom, now: now())
    if settings.timeboxMinutes != nil || settings.timeoutSeconds != nil {
      workspace.state.timeboxMinutes = settings.timeboxMinutes
      workspace.state.timeoutSeconds = settings.timeoutSeconds
      try workspace.save()
    }
    if let intro = kata.intro {
      console.line(intro.trimmingCharacters(in: .whitespacesAndNewlines))
      console.line("")
    }
    console.line(
      "Started \(kata.manifest.title) in \(shown(folder))\(testFirst ? ", test first: you write the tests" : "")\(stepIndex > 0 ? ", from step \(stepIndex + 1) with the code of the steps before" : "")."
    )
    showStep(workspace, apiSoFar: stepIndex > 0)
    console.line("")
    console.line(whatToDo(workspace, dir: " --dir \(shown(folder))"))
  }

  /// What the learner does next at the current step, in one line.
  func whatToDo(_ workspace: Workspace, dir: String = "") -> String {
    let module = workspace.kata.manifest.module
    switch (workspace.step.kind, workspace.state.isTestFirst) {
    case (.refactor, _):
      return
        "This step changes the code, not the tests: reshape Sources/\(module) and keep it green with kata test\(dir)."
    case (.tidy, _):
      return
        "This step changes the tests' shape, not what they prove: tidy Tests/\(module)Tests and keep it green with kata test\(dir); kata solution shows one way."
    case (.red, true):
      return
        "Write a failing test in Tests/\(module)Tests, then the code in Sources/\(module); kata test\(dir) judges both."
    case (.red, false):
      return
        "The step's tests are in Tests/\(module)Tests. Run kata test\(dir), then write the code in Sources/\(module) that makes them pass."
    }
  }

  /// The page of the step at `index` (the current one by default): its title, its README
  /// and, with `apiSoFar` in test-first mode, the declarations of the steps before that its
  /// tests use.
  func showStep(_ workspace: Workspace, index: Int? = nil, apiSoFar: Bool = false) {
    let index = index ?? workspace.stepIndex
    let step = workspace.kata.step(index)
    console.line("")
    console.line(
      console.style.bold("Step \(index + 1) of \(workspace.kata.stepCount): \(step.title)")
        + " (\(step.kind.rawValue))")
    console.line(
      workspace.kata.instructions(ofStep: index).trimmingCharacters(in: .whitespacesAndNewlines))
    guard apiSoFar, workspace.state.isTestFirst, step.kind == .red else { return }
    let section = APISoFar(kata: workspace.kata, stepIndex: index).lines
    guard !section.isEmpty else { return }
    console.line("")
    for line in section { console.line(line) }
  }

  /// `kata step [N]`: the page of the current step, or of step `text`, one reached so far.
  func showPage(_ workspace: Workspace, step text: String?) throws {
    var index = workspace.stepIndex
    if let text {
      guard let chosen = workspace.kata.stepIndex(named: text), chosen <= workspace.stepIndex
      else {
        throw UsageError.invalidValue(
          text, for: "kata step",
          expected: "a step reached so far, from 1 to \(workspace.stepIndex + 1)")
      }
      index = chosen
    }
    showStep(workspace, index: index, apiSoFar: true)
    if index == workspace.stepIndex {
      console.line("")
      console.line(whatToDo(workspace))
    }
  }

  func test(_ workspace: Workspace, prediction: Light?, coverage: Bool = false) throws -> ExitCode {
    let outcome: TestOutcome
    let measured: ModuleCoverage?
    var verdict: TestFirstVerdict?
    let runner =
      workspace.state.timeoutSeconds.map { self.runner.limited(to: Double($0)) }
      ?? self.runner
    if workspace.state.isTestFirst {
      let judged = try workspace.testFirst(
        runner: runner, jobs: ProcessInfo.processInfo.activeProcessorCount,
        prediction: prediction, now: now())
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
        runner: runner, prediction: prediction, coverage: coverage, now: now())
    }
    showOutcome(outcome, in: workspace, prediction: prediction, verdict: verdict)
    if let measured {
      let line = measured.summary(module: workspace.kata.manifest.module)
      console.line(measured.uncovered.isEmpty ? line : console.style.yellow(line))
    }
    if outcome.light == .green, workspace.stepIndex == workspace.kata.stepCount - 1,
      workspace.currentHistory.lights.filter({ $0 == .green }).count == 1,
      let recap = workspace.kata.recap
    {
      console.line("")
      console.line(console.style.bold("The kata is done. What you practised:"))
      console.line(recap.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if let warning = workspace.classroom?.takeWarning() { console.error(warning, tool: "kata") }
    if let box = workspace.state.timeboxMinutes, let started = workspace.stepStarted {
      let minutes = Int(now().timeIntervalSince(started) / 60)
      console.line(
        minutes < box
          ? "Time box: \(minutes) of \(box) minutes on this step."
          : console.style.yellow(
            "Time box over: \(minutes) minutes on this step (box: \(box)). Take a hint, make the step smaller, or talk it through with the room."
          ))
    }
    return outcome.light == .green ? .success : .failure
  }

  /// The light of a run and what to do next. In test-first mode, `verdict` is the
  /// judgement of the learner's tests, whose shortfall decides the advice when the code
  /// passes them.
  func showOutcome(
    _ outcome: TestOutcome, in workspace: Workspace, prediction: Light?,
    verdict: TestFirstVerdict? = nil
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
    case .red: summary = "\(outcome.failed) of \(Self.count(outcome.ran, "test")) failed"
    case .green: summary = "\(Self.count(outcome.ran, "test")) passed"
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
      let hits = workspace.journal.entries().compactMap(\.predictionHit)
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

  /// The first sentence of `text`, for a one-line summary.
  static func firstSentence(of text: String) -> String {
    guard let end = text.range(of: ". ") ?? text.range(of: ": ") else { return text }
    return String(text[..<end.lowerBound]) + "."
  }

  /// `text` with spaces after it up to `width` characters.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// "1 test", "3 tests".
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  func watch(_ workspace: Workspace, interval text: String?) throws {
    var control = watchControl
    if let text {
      guard let interval = Double(text), interval > 0 else {
        throw UsageError.invalidValue(text, for: "--interval", expected: "seconds, more than 0")
      }
      control.interval = interval
    }
    let folders = ["Sources", "Tests"]
    console.line("Watching \(shown(workspace.root)) for saves; press q to stop.")
    _ = try test(workspace, prediction: nil)
    var debouncer = ChangeDebouncer(lastRun: FileSnapshot(root: workspace.root, folders: folders))
    while !control.shouldStop() {
      control.pause(control.interval)
      guard debouncer.shouldRun(after: FileSnapshot(root: workspace.root, folders: folders)) else {
        continue
      }
      console.line("")
      _ = try test(workspace, prediction: nil)
      debouncer = ChangeDebouncer(lastRun: FileSnapshot(root: workspace.root, folders: folders))
    }
  }

  func next(_ workspace: inout Workspace, anyway: Bool = false) throws {
    let left = workspace.currentHistory
    let (backups, _) = try workspace.advance(now: now(), anyway: anyway)
    if !left.isGreen {
      console.line(
        "Moved on from step \(left.stepNumber), which is not done: \(left.missing). The journal notes it, and kata status shows it."
      )
    }
    switch left.discipline {
    case .greenWithoutRed:
      console.line(
        "Note: step \(left.stepNumber) went green without going red or amber first. In TDD the test fails before the code makes it pass."
      )
    case .codeRanAhead:
      console.line(
        "Note: your tests of step \(left.stepNumber) failed on the code before it, but your own code already passed them: it ran ahead of its tests at step \(left.stepNumber - 1). Write only the code the failing test asks for."
      )
    case .redFirst, .notGreen, .refactored:
      break
    }
    reportBackups(backups, in: workspace)
    showStep(workspace)
    console.line("")
    console.line(whatToDo(workspace))
  }

  /// Shows the next hint of the step. Only a hint written to a terminal counts as read, so
  /// `kata hint | head` never uses one up unseen.
  func hint(_ workspace: inout Workspace) throws {
    guard
      let hint = try workspace.nextHint(now: now(), counting: console.style.isTerminal)
    else {
      console.line(
        "This step has no hints. 'kata solution' shows the reference once the step is green.")
      return
    }
    let left = hint.total - hint.number
    console.line(
      console.style.bold("Hint \(hint.number) of \(hint.total)")
        + (left == 0 ? " (the last one)" : " (\(left) more after this one)"))
    console.line(hint.text)
    if !console.style.isTerminal {
      console.line(
        "(Not counted as read: the output is not a terminal. Run kata hint in a terminal to count it and see the next.)"
      )
    } else if left == 0 {
      console.line("(That was the last hint. After green, 'kata solution' shows the reference.)")
    }
  }

  func solution(_ workspace: Workspace, apply: Bool, force: Bool) throws {
    guard force || workspace.currentHistory.wentGreen else {
      throw KataError.notGreenYet(step: workspace.step.id)
    }
    if apply {
      let backups = try workspace.applySolution(now: now())
      console.line(
        "The reference of step \(workspace.stepIndex + 1) is now in \(workspace.step.kind == .tidy ? "Tests" : "Sources")/."
      )
      reportBackups(backups, in: workspace)
      return
    }
    let changed = workspace.kata.changedFiles(
      under: workspace.step.kind == .tidy ? "Tests" : "Sources", atStep: workspace.stepIndex)
    console.line("Reference code of step \(workspace.stepIndex + 1), \(workspace.step.title):")
    for (path, data) in changed.sorted(by: { $0.key < $1.key }) {
      console.line("")
      console.line(console.style.bold("// \(path)"))
      console.write(String(decoding: data, as: UTF8.self))
    }
    for path in workspace.kata.removals(atStep: workspace.stepIndex)
    where path.hasPrefix("Sources/") {
      console.line("// \(path) is removed in this step")
    }
    console.line("")
    console.line(
      "'kata solution --apply' puts it in place (your files are backed up); 'kata diff' compares.")
  }

  func showStatus(_ workspace: Workspace) {
    let style = console.style
    console.line(
      style.bold(workspace.kata.manifest.title)
        + " — step \(workspace.stepIndex + 1) of \(workspace.kata.stepCount)")
    var skipped: [Int] = []
    var ranAhead: [Int] = []
    var movedOn: [String] = []
    var anyGreen = false
    for history in workspace.histories() {
      let dots = history.lights.map { light -> String in
        guard style.isEnabled else { return light.letter }
        switch light {
        case .red: return style.red("●")
        case .amber: return style.yellow("●")
        case .green: return style.green("●")
        }
      }.joined(separator: " ")
      let title = workspace.kata.step(history.stepNumber - 1).title
      let mark: String
      switch history.discipline {
      case .notGreen: mark = " "
      case .redFirst, .refactored: mark = "✓"
      case .greenWithoutRed:
        mark = "!"
        skipped.append(history.stepNumber)
      case .codeRanAhead:
        mark = "✓"
        ranAhead.append(history.stepNumber - 1)
      }
      anyGreen = anyGreen || history.wentGreen
      var line = String(
        format: "%3d %@ %@  %@", history.stepNumber, history.movedOnUnfinished == nil ? mark : "→",
        title, dots.isEmpty ? "(no run yet)" : dots)
      if let verdict = history.verdict, verdict.chaffsMet > 0 {
        line += "  · chaffs \(verdict.caught.count)/\(verdict.chaffsMet)"
        if !verdict.missed.isEmpty { line += ", missed \(verdict.missedSummaries)" }
      }
      if let unfinished = history.movedOnUnfinished {
        movedOn.append("step \(history.stepNumber) (\(unfinished))")
      }
      console.line(line)
    }
    if !movedOn.isEmpty {
      console.line("Moved on with --anyway before done: \(movedOn.joined(separator: "; ")).")
    }
    if !skipped.isEmpty {
      console.line(
        "Went green without red first: step \(skipped.map(String.init).joined(separator: ", "))."
      )
    } else if anyGreen {
      console.line("Every green step went red or amber first.")
    }
    if !ranAhead.isEmpty {
      console.line(
        "Code ran ahead of its tests at step \(ranAhead.map(String.init).joined(separator: ", ")): it already did what the next step's tests ask."
      )
    }
    let entries = workspace.journal.entries()
    let hits = entries.compactMap(\.predictionHit)
    if !hits.isEmpty {
      console.line("Predictions: \(hits.filter { $0 }.count) of \(hits.count) right.")
    }
    if let coverage = entries.last(where: { $0.coverage != nil })?.coverage {
      console.line(
        "Line coverage at the last run that measured it: \(coverage.summary(module: workspace.kata.manifest.module).dropFirst("coverage: ".count))"
      )
    }
  }

  func export(_ workspace: Workspace, to output: String?) throws {
    let folder = output.map(url) ?? currentDirectory
    let report = JournalReport(workspace: workspace)
    let base = folder.appendingPathComponent("kata-\(workspace.kata.id)-journal")
    try Workspace.write(report.json, to: base.appendingPathExtension("json"))
    try Workspace.write(Data(report.markdown.utf8), to: base.appendingPathExtension("md"))
    console.line(
      "Wrote \(shown(base.appendingPathExtension("json"))) and \(shown(base.appendingPathExtension("md")))"
    )
  }

  func reportBackups(_ backups: [String], in workspace: Workspace) {
    guard !backups.isEmpty else { return }
    console.line(
      "Kept copies of \(Self.count(backups.count, "replaced file")) under \(Workspace.metadataFolder)/backups/: \(backups.joined(separator: ", "))"
    )
  }
}
