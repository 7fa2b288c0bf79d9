import Foundation

extension Workspace {
  /// The learner's files under `Sources/` and `Tests/`, read once per run so that the run,
  /// its judge and its journal entry all see the same files.
  struct Files: Sendable {
    /// The files under `Sources/`, by path from the workspace root.
    var sources: [String: Data]
    /// The files under `Tests/`, by path from the workspace root.
    var tests: [String: Data]
  }

  /// The learner's files as they are now.
  var currentFiles: Files {
    Files(sources: learnerFiles.files(under: "Sources"), tests: learnerFiles.files(under: "Tests"))
  }

  /// Runs the tests, classifies the light and appends the run to the journal. With
  /// `coverage`, a green run also measures the line coverage of the learner's module.
  func test(
    runner: any TestRunning, prediction: Light? = nil, coverage: Bool = false, now: Date
  ) throws(KataError) -> (outcome: TestOutcome, coverage: ModuleCoverage?) {
    let files = currentFiles
    let run = try runner.runTests(
      in: root, framework: kata.manifest.testFramework.running(files.tests),
      coverage: coverage)
    let outcome = OutcomeClassifier(folder: root).classify(run)
    let measured =
      coverage
      ? ModuleCoverage.read(
        run, ifGreen: outcome, packageRoot: root, module: kata.manifest.module,
        leavingOut: givenFiles(among: files.sources), asked: kata.manifest.untested ?? [])
      : nil
    try record(run, outcome, files: files, coverage: measured, prediction: prediction, now: now)
    return (outcome, measured)
  }

  /// The files of the learner's module that the workspace was given and that are still as
  /// given, such as a starter's model: coverage counts only what the learner wrote.
  var givenFiles: Set<String> {
    givenFiles(among: learnerFiles.files(under: "Sources"))
  }

  /// The files among `sources`, the learner's files under `Sources/`, that are still as the
  /// workspace was given them, by path inside the learner's module.
  func givenFiles(among sources: [String: Data]) -> Set<String> {
    let given = kata.files(under: "Sources", atStep: state.firstStep - 1)
    let prefix = "Sources/\(kata.manifest.module)/"
    return Set(
      sources.filter { given[$0.key] == $0.value && $0.key.hasPrefix(prefix) }
        .keys.map { String($0.dropFirst(prefix.count)) })
  }

  /// Appends `run` to the journal, with a snapshot of `files`, the code it ran.
  func record(
    _ run: RawTestRun, _ outcome: TestOutcome, verdict: TestFirstVerdict? = nil, files: Files,
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
    entry.rotateEvery = state.rotationMinutes
    entry.problem =
      (outcome.compilerError ?? outcome.failures.first.map { "\($0.test): \($0.message)" })
      .map { String($0.prefix(JournalEntry.maximumText)) }
    entry.snapshot = try CodeSnapshot.keep(
      files.sources.merging(files.tests) { source, _ in source },
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
        ? try learnerFiles.write(
          kata.changedSupport(atStep: next),
          removing: testRemovals.filter { kata.supportFiles(atStep: stepIndex)[$0] != nil },
          pristine: kata.supportFiles(atStep: stepIndex), backupLabel: "next", now: now)
        : try learnerFiles.write(
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

  /// The step's next hint, counted as read in the state and the journal; the last one
  /// again once every hint is read. `nil` when the step has none.
  mutating func nextHint(now: Date = Date()) throws(KataError) -> StepHint? {
    let hints = kata.hints(ofStep: stepIndex)
    guard !hints.isEmpty else { return nil }
    let number = min((state.hintsShown[step.id] ?? 0) + 1, hints.count)
    state.hintsShown[step.id] = number
    try save()
    try log(
      JournalEntry(
        time: Self.isoTime(now), event: .hint, step: step.id, stepNumber: stepIndex + 1,
        hints: number))
    return StepHint(text: hints[number - 1], number: number, total: hints.count)
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
      ? try learnerFiles.replace(
        under: "Tests", with: kata.files(under: "Tests", atStep: stepIndex),
        backupLabel: "solution", now: now)
      : try learnerFiles.replace(
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
    var backups = try learnerFiles.replace(
      under: "Sources", with: sources, backupLabel: "reset", now: now)
    if !state.isTestFirst || !stepOnly {
      backups += try learnerFiles.replace(
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
    var learner = learnerFiles.files(under: "Sources")
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
