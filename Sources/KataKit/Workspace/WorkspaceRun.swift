import CommandLineSupport
import Foundation

/// One run of a workspace's tests: the learner's files read once, the light classified and
/// the run appended to the journal, apart from the workspace's state and moves.
struct WorkspaceRun: Sendable {
  /// The workspace whose tests run.
  let workspace: Workspace

  /// The learner's files under `Sources/` and `Tests/`, read once per run so that the run,
  /// its judge and its journal entry all see the same files.
  struct Files: Sendable {
    /// The files under `Sources/`, by path from the workspace root.
    var sources: [String: Data]
    /// The files under `Tests/`, by path from the workspace root.
    var tests: [String: Data]
  }

  /// Whether this process has begun a run: a tool stopped since may have left one unfinished.
  static let begun = Locked(false)

  /// The learner's files as they are now.
  var currentFiles: Files {
    Files(
      sources: workspace.learnerFiles.files(under: "Sources"),
      tests: workspace.learnerFiles.files(under: "Tests"))
  }

  /// Runs the tests, classifies the light and appends the run to the journal. With
  /// `coverage`, a green run also measures the line coverage of the learner's module.
  func test(
    runner: any TestRunning, prediction: Light? = nil, coverage: Bool = false, now: Date
  ) throws(KataError) -> (outcome: TestOutcome, coverage: ModuleCoverage?) {
    Self.begun.withLock { $0 = true }
    let files = currentFiles
    let run = try runner.runTests(
      in: workspace.root, framework: workspace.kata.manifest.testFramework.running(files.tests),
      coverage: coverage)
    let outcome = OutcomeClassifier(folder: workspace.root).classify(run)
    let measured =
      coverage
      ? ModuleCoverage.read(
        run, ifGreen: outcome, packageRoot: workspace.root, module: workspace.kata.manifest.module,
        leavingOut: givenFiles(among: files.sources), asked: workspace.kata.manifest.untested ?? [])
      : nil
    try record(run, outcome, files: files, coverage: measured, prediction: prediction, now: now)
    return (outcome, measured)
  }

  /// The files of the learner's module that the workspace was given and that are still as
  /// given, such as a starter's model: coverage counts only what the learner wrote.
  var givenFiles: Set<String> {
    givenFiles(among: workspace.learnerFiles.files(under: "Sources"))
  }

  /// The files among `sources`, the learner's files under `Sources/`, that are still as the
  /// workspace was given them, by path inside the learner's module.
  func givenFiles(among sources: [String: Data]) -> Set<String> {
    let given = workspace.kata.files(under: "Sources", atStep: workspace.state.firstStep - 1)
    let prefix = "Sources/\(workspace.kata.manifest.module)/"
    return Set(
      sources.filter { given[$0.key] == $0.value && $0.key.hasPrefix(prefix) }
        .keys.map { String($0.dropFirst(prefix.count)) })
  }

  /// Appends `run` to the journal, with a snapshot of `files`, the code it ran.
  func record(
    _ run: RawTestRun, _ outcome: TestOutcome, verdict: TestFirstVerdict? = nil, files: Files,
    coverage: ModuleCoverage?, prediction: Light?, now: Date
  ) throws(KataError) {
    // A run that Ctrl-C or SIGTERM ended has no light to keep: kata is about to exit.
    guard !Interrupt.isStopping else { return }
    var entry = JournalEntry(
      time: Workspace.isoTime(now), event: .run, step: workspace.step.id,
      stepNumber: workspace.stepIndex + 1,
      light: outcome.light, tests: outcome.ran, failures: outcome.failed,
      skipped: outcome.skipped,
      seconds: (run.seconds * 1000).rounded() / 1000,
      hints: workspace.state.hintsShown[workspace.step.id] ?? 0,
      prediction: prediction)
    entry.verdict = verdict?.withoutReferenceCode
    entry.coverage = coverage
    entry.engine = run.engine
    // Away from Linux every run is SwiftPM's, which is nothing to point out.
    entry.fallback = run.fallback.flatMap { $0 == .unsupportedPlatform ? nil : $0.description }
    entry.driver = workspace.state.driver
    entry.rotateEvery = workspace.state.rotationMinutes
    entry.problem =
      (outcome.compilerError ?? outcome.failures.first.map { "\($0.test): \($0.message)" })
      .map { String($0.prefix(JournalEntry.maximumText)) }
    entry.snapshot = try CodeSnapshot.keep(
      files.sources.merging(files.tests) { source, _ in source },
      in: workspace.root.appendingPathComponent("\(Workspace.metadataFolder)/snapshots"))
    try workspace.log(entry)
  }

}
