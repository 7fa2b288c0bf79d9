import Foundation

extension Workspace {
  /// Runs the tests, classifies the light and appends the run to the journal. With
  /// `coverage`, a green run also measures the line coverage of the learner's module.
  public func test(
    runner: any TestRunning, prediction: Light? = nil, coverage: Bool = false, now: Date
  ) throws(KataError) -> (outcome: TestOutcome, coverage: ModuleCoverage?) {
    let run = try runner.runTests(
      in: root, framework: kata.manifest.testFramework, coverage: coverage)
    let outcome = OutcomeClassifier(folder: root).classify(run)
    let measured =
      coverage && outcome.light == .green
      ? ModuleCoverage.read(packageRoot: root, module: kata.manifest.module) : nil
    try record(run, outcome, coverage: measured, prediction: prediction, now: now)
    return (outcome, measured)
  }

  /// Test-first mode: judges the learner's tests against the previous step's reference, this
  /// step's reference and its chaffs, with `jobs` side by side, and runs them on the
  /// learner's code with coverage; appends the run, with the verdict, to the journal.
  public func testFirst(
    runner: any TestRunning, jobs: Int, prediction: Light? = nil, now: Date
  ) throws(KataError) -> (
    verdict: TestFirstVerdict, outcome: TestOutcome, coverage: ModuleCoverage?
  ) {
    let (verdict, learnerRun) = try judge(runner: runner, jobs: jobs).judge(
      tests: files(under: "Tests"),
      learner: TestFirstJudge.Learner(root: root, sources: files(under: "Sources")))
    guard let learnerRun else { throw .cannotRunSwift("your tests did not run on your code") }
    try record(
      learnerRun.run, learnerRun.outcome, verdict: verdict, coverage: learnerRun.coverage,
      prediction: prediction, now: now)
    return (verdict, learnerRun.outcome, learnerRun.coverage)
  }

  /// The verdict on the learner's tests alone, as ``testFirst(runner:jobs:prediction:now:)``
  /// finds it.
  func judgeTests(runner: any TestRunning, jobs: Int) throws(KataError) -> TestFirstVerdict {
    try judge(runner: runner, jobs: jobs).judge(tests: files(under: "Tests")).verdict
  }

  private func judge(runner: any TestRunning, jobs: Int) -> TestFirstJudge {
    TestFirstJudge(
      kata: kata, stepIndex: stepIndex, runner: runner,
      buildsFolder: root.appendingPathComponent("\(Self.metadataFolder)/builds"), jobs: jobs)
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
    try journal.append(entry)
  }

  /// The history of every step reached so far.
  public func histories() -> [StepHistory] {
    let entries = journal.entries()
    return (0...stepIndex).map { index in
      StepHistory(step: kata.step(index).id, stepNumber: index + 1, entries: entries)
    }
  }

  /// The history of the current step.
  public var currentHistory: StepHistory {
    StepHistory(step: step.id, stepNumber: stepIndex + 1, entries: journal.entries())
  }

  /// Moves to the next step after a green run: adds its tests (never touching the sources;
  /// in test-first mode the learner writes them) and records the move.
  ///
  /// - Returns: the backed-up paths, and whether the step went green without red first.
  public mutating func advance(now: Date) throws(KataError) -> (backups: [String], skippedRed: Bool)
  {
    let history = currentHistory
    guard history.isGreen else { throw .notGreenYet(step: step.id) }
    guard stepIndex + 1 < kata.stepCount else { throw .kataComplete(kata.id) }
    let next = stepIndex + 1
    var backups: [String] = []
    if !state.isTestFirst {
      let testRemovals = kata.removals(atStep: next).filter { $0.hasPrefix("Tests/") }
      backups = try write(
        kata.changedFiles(under: "Tests", atStep: next), removing: testRemovals,
        pristine: kata.files(under: "Tests", atStep: stepIndex), backupLabel: "next", now: now)
    }
    state.stepIndex = next
    try save()
    try journal.append(
      JournalEntry(time: Self.isoTime(now), event: .next, step: step.id, stepNumber: next + 1))
    return (backups, !history.wentRedBeforeGreen)
  }

  /// The next hint of the current step, and its number and the number of hints; `nil` when
  /// every hint was shown (the last one is shown again) or there are none.
  public mutating func nextHint() throws(KataError) -> (text: String, number: Int, total: Int)? {
    let hints = kata.hints(ofStep: stepIndex)
    guard !hints.isEmpty else { return nil }
    let shown = state.hintsShown[step.id] ?? 0
    let number = min(shown + 1, hints.count)
    state.hintsShown[step.id] = number
    try save()
    return (hints[number - 1], number, hints.count)
  }

  /// The reference sources as of the current step.
  public var referenceSources: [String: Data] {
    kata.files(under: "Sources", atStep: stepIndex)
  }

  /// Replaces the learner's sources by the reference of the current step, keeping backups.
  @discardableResult
  public func applySolution(now: Date) throws(KataError) -> [String] {
    let backups = try replaceFiles(
      under: "Sources", with: referenceSources, backupLabel: "solution", now: now)
    try journal.append(
      JournalEntry(
        time: Self.isoTime(now), event: .solution, step: step.id, stepNumber: stepIndex + 1))
    return backups
  }

  /// Starts again: the whole kata from its first step, or with `stepOnly` the current step
  /// from its start (its tests, and the reference of the step before). In test-first mode
  /// the learner's tests stay, except that starting the whole kata again leaves only the
  /// starter's. Backups are kept.
  @discardableResult
  public mutating func reset(stepOnly: Bool, now: Date) throws(KataError) -> [String] {
    let previous = stepIndex
    let target = stepOnly ? stepIndex : 0
    let sources = kata.files(under: "Sources", atStep: target - 1)
    var backups = try replaceFiles(under: "Sources", with: sources, backupLabel: "reset", now: now)
    if !state.isTestFirst || !stepOnly {
      backups += try replaceFiles(
        under: "Tests", with: kata.files(under: "Tests", atStep: state.isTestFirst ? -1 : target),
        backupLabel: "reset", now: now)
    }
    state.stepIndex = target
    if !stepOnly { state.hintsShown = [:] }
    try save()
    for index in target...previous {
      try journal.append(
        JournalEntry(
          time: Self.isoTime(now), event: .reset, step: kata.step(index).id, stepNumber: index + 1))
    }
    return backups
  }

  /// A unified diff from the reference of the current step to the learner's sources.
  public func diffFromReference() -> String {
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
