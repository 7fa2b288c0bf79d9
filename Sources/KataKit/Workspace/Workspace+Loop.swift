import Foundation

extension Workspace {
  /// Runs the tests, classifies the light and appends the run to the journal. With
  /// `coverage`, a green run also measures the line coverage of the learner's module.
  func test(
    runner: any TestRunning, prediction: Light? = nil, coverage: Bool = false, now: Date
  ) throws(KataError) -> (outcome: TestOutcome, coverage: ModuleCoverage?) {
    let run = try runner.runTests(
      in: root, framework: kata.manifest.testFramework.running(files(under: "Tests")),
      coverage: coverage)
    let outcome = OutcomeClassifier(folder: root).classify(run)
    let measured =
      coverage && outcome.light == .green
      ? ModuleCoverage.read(
        run, packageRoot: root, module: kata.manifest.module, leavingOut: givenFiles,
        asked: kata.manifest.untested ?? [])
      : nil
    try record(run, outcome, coverage: measured, prediction: prediction, now: now)
    return (outcome, measured)
  }

  /// The files of the learner's module that the workspace was given and that are still as
  /// given, such as a starter's model: coverage counts only what the learner wrote.
  var givenFiles: Set<String> {
    let given = kata.files(under: "Sources", atStep: state.firstStep - 1)
    let prefix = "Sources/\(kata.manifest.module)/"
    return Set(
      files(under: "Sources").filter { given[$0.key] == $0.value && $0.key.hasPrefix(prefix) }
        .keys.map { String($0.dropFirst(prefix.count)) })
  }

  /// Test-first mode: judges the learner's tests against the previous step's reference, this
  /// step's reference and its chaffs, with `jobs` side by side, and runs them on the
  /// learner's code with coverage; appends the run, with the verdict, to the journal. A
  /// refactor step asks for no test, so its tests only run on the learner's code.
  func testFirst(
    runners: Runners, jobs: Int, prediction: Light? = nil, now: Date
  ) throws(KataError) -> (
    verdict: TestFirstVerdict?, outcome: TestOutcome, coverage: ModuleCoverage?
  ) {
    guard !step.kind.reshapes else {
      let (outcome, coverage) = try test(
        runner: runners.runner, prediction: prediction, coverage: true, now: now)
      return (nil, outcome, coverage)
    }
    guard hasOwnTests else {
      let outcome = TestOutcome(light: .red, note: noTestsYet)
      try record(
        RawTestRun(status: 1, output: "", engine: runners.options.engine), outcome, coverage: nil,
        prediction: prediction, now: now)
      return (nil, outcome, nil)
    }
    let (verdict, learnerRun) = try judge(runners: runners, jobs: jobs).judge(
      tests: files(under: "Tests"),
      learner: TestFirstJudge.Learner(
        root: root, sources: files(under: "Sources"), given: givenFiles))
    guard let learnerRun else { throw .cannotRunSwift("your tests did not run on your code") }
    var outcome = learnerRun.outcome
    if outcome.light == .green, !verdict.isValid {
      // Code that passes tests which do not yet test the step leaves the step unfinished.
      outcome.light = .red
      outcome.note =
        "your code passes your \(outcome.ran) test\(outcome.ran == 1 ? "" : "s"), but they do not finish the step yet"
    }
    try record(
      learnerRun.run, outcome, verdict: verdict, coverage: learnerRun.coverage,
      prediction: prediction, now: now)
    return (verdict, outcome, learnerRun.coverage)
  }

  /// Whether the learner has a test file of their own: a Swift file under `Tests/` that is
  /// not a support file the kata gave.
  var hasOwnTests: Bool {
    let support = kata.supportFiles(atStep: stepIndex)
    return files(under: "Tests").keys.contains { $0.hasSuffix(".swift") && support[$0] == nil }
  }

  /// What a test-first learner with no test file reads: where to write one and what to
  /// name it, after the step's own test files.
  var noTestsYet: String {
    let module = kata.manifest.module
    let support = kata.supportFiles(atStep: stepIndex)
    let name =
      kata.changedFiles(under: "Tests", atStep: stepIndex).keys
      .filter { $0.hasSuffix(".swift") && support[$0] == nil }
      .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
      .sorted { ($0.hasSuffix("Tests") ? 0 : 1, $0) < ($1.hasSuffix("Tests") ? 0 : 1, $1) }.first
      ?? "\(module)Tests"
    let shape =
      kata.manifest.testFramework == .swiftTesting
      ? "with @Test functions" : "with a class \(name): XCTestCase and methods named test…"
    return "no tests yet: write one in Tests/\(module)Tests/, such as \(name).swift \(shape)"
  }

  /// The judge of the learner's tests, with the runner ``Runners/judging(_:framework:sharingIn:)``
  /// picks for them.
  func judge(runners: Runners, jobs: Int) -> TestFirstJudge {
    let tests = files(under: "Tests")
    let builds = root.appendingPathComponent("\(Self.metadataFolder)/builds")
    return TestFirstJudge(
      kata: kata, stepIndex: stepIndex,
      runner: runners.judging(
        tests, framework: kata.manifest.testFramework.running(tests),
        sharingIn: builds.appendingPathComponent("shared-tests")),
      buildsFolder: builds, jobs: jobs)
  }

  /// Appends `run` to the journal.
  private func record(
    _ run: RawTestRun, _ outcome: TestOutcome, verdict: TestFirstVerdict? = nil,
    coverage: ModuleCoverage?, prediction: Light?, now: Date
  ) throws(KataError) {
    var entry = JournalEntry(
      time: Self.isoTime(now), event: .run, step: step.id, stepNumber: stepIndex + 1,
      light: outcome.light, tests: outcome.ran, failures: outcome.failed,
      skipped: outcome.skipped,
      seconds: (run.seconds * 1000).rounded() / 1000, hints: state.hintsShown[step.id] ?? 0,
      prediction: prediction)
    entry.verdict = verdict
    entry.coverage = coverage
    entry.engine = run.engine
    entry.fallback = run.fallback?.description
    entry.driver = state.driver
    entry.snapshot = try CodeSnapshot.keep(
      files(under: "Sources").merging(files(under: "Tests")) { source, _ in source },
      in: root.appendingPathComponent("\(Self.metadataFolder)/snapshots"))
    try log(entry)
  }

  /// Moves to the next step after a green run: adds its tests (never touching the sources;
  /// in test-first mode the learner writes them) and records the move. In test-first mode,
  /// `anyway` moves on from a step that is not done, and the journal records what it lacked.
  ///
  /// - Returns: the backed-up paths, and whether the step went green without red first.
  mutating func advance(now: Date, anyway: Bool = false) throws(KataError) -> (
    backups: [String], skippedRed: Bool
  ) {
    let history = currentHistory
    var unfinished: String?
    if !history.isGreen {
      let missing = history.missing
      guard anyway, state.isTestFirst else {
        throw .stepNotDone(step: stepIndex + 1, missing: missing, testFirst: state.isTestFirst)
      }
      unfinished = missing
    }
    guard stepIndex + 1 < kata.stepCount else { throw .kataComplete(kata.id) }
    let next = stepIndex + 1
    let testRemovals = kata.removals(atStep: next).filter { $0.hasPrefix("Tests/") }
    // A tidy step's tests are the learner's to reshape; its own are its solution.
    let backups =
      kata.step(next).kind == .tidy
      ? []
      : state.isTestFirst
        ? try write(
          kata.changedSupport(atStep: next),
          removing: testRemovals.filter { kata.supportFiles(atStep: stepIndex)[$0] != nil },
          pristine: kata.supportFiles(atStep: stepIndex), backupLabel: "next", now: now)
        : try write(
          kata.changedFiles(under: "Tests", atStep: next), removing: testRemovals,
          pristine: kata.files(under: "Tests", atStep: stepIndex), backupLabel: "next", now: now)
    state.stepIndex = next
    try save()
    var entry = JournalEntry(
      time: Self.isoTime(now), event: .next, step: step.id, stepNumber: next + 1)
    entry.unfinished = unfinished
    try log(entry)
    return (backups, history.discipline == .greenWithoutRed)
  }

  /// The next hint of the current step, and its number and the number of hints; `nil` when
  /// there are none (after the last, the last is shown again). With `counting`, the journal
  /// counts it at once, so a hint read after the step's last run still counts; without, it
  /// stays the next hint.
  mutating func nextHint(now: Date = Date(), counting: Bool = true) throws(KataError) -> (
    text: String, number: Int, total: Int
  )? {
    let hints = kata.hints(ofStep: stepIndex)
    guard !hints.isEmpty else { return nil }
    let shown = state.hintsShown[step.id] ?? 0
    let number = min(shown + 1, hints.count)
    guard counting else { return (hints[number - 1], number, hints.count) }
    state.hintsShown[step.id] = number
    try save()
    try log(
      JournalEntry(
        time: Self.isoTime(now), event: .hint, step: step.id, stepNumber: stepIndex + 1,
        hints: number))
    return (hints[number - 1], number, hints.count)
  }

  /// The reference sources as of the current step.
  var referenceSources: [String: Data] {
    kata.files(under: "Sources", atStep: stepIndex)
  }

  /// Replaces the learner's sources by the reference of the current step (at a tidy step,
  /// the tests by its tidied tests), keeping backups.
  @discardableResult
  func applySolution(now: Date) throws(KataError) -> [String] {
    let backups =
      step.kind == .tidy
      ? try replaceFiles(
        under: "Tests", with: kata.files(under: "Tests", atStep: stepIndex),
        backupLabel: "solution", now: now)
      : try replaceFiles(
        under: "Sources", with: referenceSources, backupLabel: "solution", now: now)
    try log(
      JournalEntry(
        time: Self.isoTime(now), event: .solution, step: step.id, stepNumber: stepIndex + 1))
    return backups
  }

  /// Starts again: the whole kata from the step it was started at, or with `stepOnly` the
  /// current step from its start (its tests, and the reference of the step before). In
  /// test-first mode the learner's tests stay, except that starting the whole kata again
  /// leaves only the support files. Backups are kept.
  @discardableResult
  mutating func reset(stepOnly: Bool, now: Date) throws(KataError) -> [String] {
    let previous = stepIndex
    let target = stepOnly ? stepIndex : state.firstStep
    let sources = kata.files(under: "Sources", atStep: target - 1)
    var backups = try replaceFiles(under: "Sources", with: sources, backupLabel: "reset", now: now)
    if !state.isTestFirst || !stepOnly {
      backups += try replaceFiles(
        under: "Tests",
        with: state.isTestFirst
          ? kata.supportFiles(atStep: target) : kata.files(under: "Tests", atStep: target),
        backupLabel: "reset", now: now)
    }
    state.stepIndex = target
    if !stepOnly { state.hintsShown = [:] }
    try save()
    for index in target...previous {
      try log(
        JournalEntry(
          time: Self.isoTime(now), event: .reset, step: kata.step(index).id, stepNumber: index + 1))
    }
    return backups
  }

  /// A unified diff from the reference of the current step to the learner's sources.
  func diffFromReference() -> String {
    let placeholder = PackageTemplate.placeholderPath(module: kata.manifest.module)
    var learner = files(under: "Sources")
    if learner[placeholder] == Data(PackageTemplate.placeholder.utf8) {
      learner.removeValue(forKey: placeholder)
    }
    let reference = referenceSources
    let paths = Set(learner.keys).union(reference.keys).sorted()
    return paths.map { path in
      LineDiff.unified(
        from: reference[path].map { String(decoding: $0, as: UTF8.self) },
        to: learner[path].map { String(decoding: $0, as: UTF8.self) },
        fromLabel: "reference/\(path)", toLabel: "yours/\(path)")
    }.joined()
  }

  /// `date` as ISO 8601 in UTC with seconds.
  static func isoTime(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}
