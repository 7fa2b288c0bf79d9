import Foundation

/// A run in test-first mode: the learner writes the tests, and a judge runs them on the
/// step's implementations before the learner's code counts.
struct TestFirstRun: Sendable {
  /// The workspace whose tests are judged and run.
  let workspace: Workspace

  /// Judges the learner's tests against the previous step's reference, this
  /// step's reference and its chaffs, with `jobs` side by side, and runs them on the
  /// learner's code with coverage; appends the run, with the verdict, to the journal. A
  /// refactor step asks for no test, so its tests only run on the learner's code; without
  /// a test of the learner's own, nothing runs and nothing is kept.
  func run(
    runners: Runners, jobs: Int, prediction: Light? = nil, now: Date
  ) throws(KataError) -> (
    verdict: TestFirstVerdict?, outcome: TestOutcome, coverage: ModuleCoverage?
  ) {
    guard !workspace.step.kind.reshapes else {
      let (outcome, coverage) = try WorkspaceRun(workspace: workspace).test(
        runner: runners.runner, prediction: prediction, coverage: true, now: now)
      return (nil, outcome, coverage)
    }
    let run = WorkspaceRun(workspace: workspace)
    let files = run.currentFiles
    // Nothing ran, so there is no light to keep.
    guard hasOwnTests(among: files.tests) else {
      return (nil, TestOutcome(light: .red, note: noTestsYet), nil)
    }
    let (judged, learnerRun) = try judge(runners: runners, jobs: jobs, tests: files.tests).judge(
      tests: files.tests,
      learner: TestFirstJudge.Learner(
        root: workspace.root, sources: files.sources, given: run.givenFiles(among: files.sources)))
    let support = workspace.kata.supportFiles(atStep: workspace.stepIndex)
    let idle = AssertionlessTests.places(in: files.tests.filter { support[$0.key] == nil })
    var verdict = judged
    verdict.checkingNothing = idle.isEmpty ? nil : idle
    guard let learnerRun else { throw .cannotRunSwift("your tests did not run on your code") }
    let outcome = Self.unfinishedUnlessValid(learnerRun.outcome, verdict)
    try run.record(
      learnerRun.run, outcome, verdict: verdict, files: files, coverage: learnerRun.coverage,
      prediction: prediction, now: now)
    return (verdict, outcome, learnerRun.coverage)
  }

  /// `outcome` as the learner reads it after `verdict`: code that passes tests which do not
  /// yet test the step leaves the step unfinished, so a green run is red until they do.
  private static func unfinishedUnlessValid(_ outcome: TestOutcome, _ verdict: TestFirstVerdict)
    -> TestOutcome
  {
    guard outcome.light == .green, !verdict.isValid else { return outcome }
    var outcome = outcome
    outcome.light = .red
    outcome.note =
      "your code passes your \(outcome.ran) test\(outcome.ran == 1 ? "" : "s"), but they do not finish the step yet"
    return outcome
  }

  /// Whether the learner has a test file of their own among `tests`, their files under
  /// `Tests/`: a Swift file that is not a support file the kata gave.
  func hasOwnTests(among tests: [String: Data]) -> Bool {
    let support = workspace.kata.supportFiles(atStep: workspace.stepIndex)
    return tests.keys.contains { $0.hasSuffix(".swift") && support[$0] == nil }
  }

  /// What a test-first learner with no test file reads, which no run with tests says.
  var noTestsYet: String { "no tests yet: " + whereToWriteTests }

  /// Where to write a first test and what to name it, after the step's own test files.
  var whereToWriteTests: String {
    let module = workspace.kata.manifest.module
    let support = workspace.kata.supportFiles(atStep: workspace.stepIndex)
    let name =
      workspace.kata.changedFiles(under: "Tests", atStep: workspace.stepIndex).keys
      .filter { $0.hasSuffix(".swift") && support[$0] == nil }
      .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
      .sorted { ($0.hasSuffix("Tests") ? 0 : 1, $0) < ($1.hasSuffix("Tests") ? 0 : 1, $1) }.first
      ?? "\(module)Tests"
    let shape =
      workspace.kata.manifest.testFramework == .swiftTesting
      ? "with @Test functions" : "with a class \(name): XCTestCase and methods named test…"
    return "write one in Tests/\(module)Tests/, such as \(name).swift \(shape)"
  }

  /// The judge of the learner's tests, with the runner ``Runners/judging(_:framework:sharingIn:)``
  /// picks for them; `tests` are the learner's files under `Tests/`, read now when not given.
  func judge(runners: Runners, jobs: Int, tests: [String: Data]? = nil) -> TestFirstJudge {
    let tests = tests ?? workspace.learnerFiles.files(under: "Tests")
    let builds = workspace.root.appendingPathComponent("\(Workspace.metadataFolder)/builds")
    return TestFirstJudge(
      kata: workspace.kata, stepIndex: workspace.stepIndex,
      judging: runners.judging(
        tests, framework: workspace.kata.manifest.testFramework.running(tests),
        sharingIn: builds.appendingPathComponent("shared-tests")),
      buildsFolder: builds, jobs: jobs)
  }
}
