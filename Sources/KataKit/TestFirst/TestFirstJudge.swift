import CommandLineSupport
import Foundation

/// Runs a learner's own tests against the implementations of a step: the previous step's
/// reference, the step's reference and each chaff, and with them the learner's code.
///
/// The previous reference, which the tests usually do not compile against, gets a package
/// of its own. The others build together in one ``JudgePackage`` when the runner can build
/// and run test modules apart, and each get a package of their own when it cannot or when
/// they do not compile there. Every package stays under `builds/` between runs, so a change
/// to the tests recompiles only the tests. Outcomes are remembered by a fingerprint of the
/// files, so a run where only the learner's code changed reuses them all.
struct TestFirstJudge: Sendable {
  let kata: Kata
  let stepIndex: Int
  let runner: any TestRunning
  /// The runner of the implementations whose light alone counts.
  let lightRunner: any TestRunning
  /// Whether the implementations build together, as ``Runners/judging(_:framework:sharingIn:)``
  /// decided when it chose the runner.
  let buildsTogether: Bool
  /// Why SwiftPM judges, when the direct engine was asked for.
  let fallback: DirectFallback?
  let buildsFolder: URL
  let jobs: Int

  /// A judge of the step at `stepIndex` of `kata` with the runner `judging` chose, keeping
  /// its packages in `buildsFolder` and running `jobs` of them side by side.
  init(kata: Kata, stepIndex: Int, judging: JudgingRunner, buildsFolder: URL, jobs: Int) {
    self.kata = kata
    self.stepIndex = stepIndex
    runner = judging.runner
    lightRunner = judging.lightRunner
    buildsTogether = judging.buildsTogether
    fallback = judging.fallback
    self.buildsFolder = buildsFolder
    self.jobs = jobs
  }

  /// The learner's package and its sources, to run alongside the implementations.
  struct Learner: Sendable {
    /// The learner's package folder.
    var root: URL
    /// The learner's files under `Sources/`.
    var sources: [String: Data]
    /// The files of the module the learner was given and left as they were, which coverage
    /// leaves out.
    var given: Set<String> = []
  }

  /// A learner's run of their own tests, with the line coverage of their module when green.
  struct LearnerRun: Sendable {
    var run: RawTestRun
    var outcome: TestOutcome
    var coverage: ModuleCoverage?
  }

  /// The verdict on `tests`, the learner's files under `Tests/`, and the run of `learner`'s
  /// code with them when there is a learner.
  func judge(tests: [String: Data], learner: Learner? = nil) throws(KataError) -> (
    verdict: TestFirstVerdict, learnerRun: LearnerRun?
  ) {
    let chaffs = kata.chaffs(ofStep: stepIndex)
    let candidates = candidates(chaffs: chaffs, tests: tests)
    let cache = OutcomeCache(cacheURL: buildsFolder.appendingPathComponent("outcomes.json"))
    let known = cache.remembered(candidates)
    if buildsTogether {
      try runPreviousBesideTogether(candidates, tests: tests, learner: learner, known: known)
    }
    try runLeftOverAlone(candidates, tests: tests, learner: learner, known: known)
    try cache.remember(known, of: candidates)
    var verdict = TestFirstVerdict(chaffs: chaffs, known: known)
    verdict.fellBack = known.fallbacks.isEmpty ? nil : known.fallbacks
    return (verdict, known.learnerRun)
  }

  /// An implementation to judge the tests against, and the fingerprint of its package's
  /// files with the tests, which its remembered outcome is valid for.
  struct Candidate: Sendable {
    /// The key of the previous step's reference.
    static let previous = "previous"
    /// The key of the reference the step is judged against.
    static let reference = "reference"

    /// The key of the chaff at `index` among the step's chaffs: a number, not the chaff's
    /// name, since the key names its package folder and its lines in `--timings`, and a
    /// chaff's name would tell the learner the mistake before they test for it.
    static func chaff(at index: Int) -> String { "chaff-\(index + 1)" }

    var key: String
    var sources: [String: Data]
    var fingerprint: String
  }

  /// The implementations of the step, in this order: the previous step's reference, the
  /// step's reference (or, for a step that fakes it, the later one it is judged against),
  /// then `chaffs`.
  private func candidates(
    chaffs: [(chaff: KataChaff, sources: [String: Data])], tests: [String: Data]
  ) -> [Candidate] {
    let judgedAgainst = kata.step(stepIndex).judgedAgainst.flatMap(kata.stepIndex(named:))
    let implementations =
      [
        (Candidate.previous, kata.files(under: "Sources", atStep: stepIndex - 1)),
        (Candidate.reference, kata.files(under: "Sources", atStep: judgedAgainst ?? stepIndex)),
      ] + chaffs.enumerated().map { (Candidate.chaff(at: $0.offset), $0.element.sources) }
    return implementations.map { candidate($0, sources: $1, tests: tests) }
  }

  /// The implementation `sources` under `key`, with the fingerprint of its package.
  private func candidate(_ key: String, sources: [String: Data], tests: [String: Data])
    -> Candidate
  {
    Candidate(
      key: key, sources: sources,
      fingerprint: ContentFingerprint.of(
        kata.manifest.packageFiles(package: "kata-check", sources: sources, tests: tests)))
  }

  /// The outcomes of `tests` on `implementations` (sources by key), each in a package of
  /// its own, side by side, each only until its light is known; remembered, as the
  /// judge's own are, in a file of their own.
  func lights(of implementations: [(key: String, sources: [String: Data])], tests: [String: Data])
    throws(KataError) -> [String: TestOutcome]
  {
    let candidates = implementations.map { candidate($0.key, sources: $0.sources, tests: tests) }
    let cache = OutcomeCache(cacheURL: buildsFolder.appendingPathComponent("own-outcomes.json"))
    let known = cache.remembered(candidates)
    try runLeftOverAlone(candidates, tests: tests, learner: nil, known: known)
    try cache.remember(known, of: candidates)
    return Dictionary(
      uniqueKeysWithValues: candidates.compactMap { candidate in
        known.outcome(of: candidate.key).map { (candidate.key, $0) }
      })
  }

  /// Runs the tests on the previous reference, in a package of its own on a thread of its
  /// own, while the other candidates and the learner's code build together: a nested
  /// `concurrentPerform` would run the members of the package built together one after the
  /// other.
  private func runPreviousBesideTogether(
    _ candidates: [Candidate], tests: [String: Data], learner: Learner?, known: JudgeOutcomes
  ) throws(KataError) {
    let lanes = JudgeLanes()
    let previous = DispatchGroup()
    if known.outcome(of: Candidate.previous) == nil {
      DispatchQueue.global().async(group: previous) {
        lanes.record { () throws(KataError) in
          known.set(
            Candidate.previous, try runAlone(candidates[0], tests: tests, noting: known))
        }
      }
    }
    lanes.record { () throws(KataError) in
      try TogetherJudging(judge: self).run(
        Array(candidates.dropFirst()), tests: tests, learner: learner, known: known)
    }
    previous.wait()
    try lanes.check()
  }

  /// Runs the tests on every candidate still without an outcome, and on the learner's code
  /// when it has not run yet, each in a package of its own, ``workers`` side by side, each
  /// taking the next one left. The reference goes first, as its compile of the tests
  /// is shared by the others (the learner's code, which waits for it, and the chaffs); the
  /// previous reference, with tests of its own, goes beside it.
  private func runLeftOverAlone(
    _ candidates: [Candidate], tests: [String: Data], learner: Learner?, known: JudgeOutcomes
  ) throws(KataError) {
    let leftOver = candidates.filter { known.outcome(of: $0.key) == nil }
    let first = [Candidate.reference, Candidate.previous]
    let learnerWork = learner.flatMap { known.learnerRun == nil ? [Work.learner($0)] : nil }
    let work =
      first.flatMap { key in leftOver.filter { $0.key == key } }.map(Work.candidate)
      + (learnerWork ?? []) + leftOver.filter { !first.contains($0.key) }.map(Work.candidate)
    let lanes = JudgeLanes()
    let taken = Locked(0)
    let take: @Sendable () -> Work? = {
      taken.withLock { (count: inout Int) -> Work? in
        guard count < work.count else { return nil }
        count += 1
        return work[count - 1]
      }
    }
    // A thread for each worker, even past the cores: Dispatch's queues would hold back
    // all but as many as there are cores.
    let group = DispatchGroup()
    for _ in 0..<max(1, min(workers, work.count)) {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        while let next = take() {
          lanes.record { () throws(KataError) in
            switch next {
            case .candidate(let candidate):
              known.set(candidate.key, try runAlone(candidate, tests: tests, noting: known))
            case .learner(let learner):
              known.learnerRun = try runLearner(learner, tests: tests)
            }
          }
        }
      }
    }
    group.wait()
    try lanes.check()
  }

  /// How many implementations run side by side. The direct engine's runs mostly wait: for
  /// the one compile of the tests they share, or inside XCTest, which waits on its run loop
  /// around every test; so each gets a worker. SwiftPM builds each package whole, so
  /// ``jobs`` of them at a time.
  private var workers: Int {
    runner.engine == .direct ? Int.max : jobs
  }

  /// What one of the judge's workers runs the tests on.
  private enum Work: Sendable {
    case candidate(Candidate)
    case learner(Learner)
  }

  /// The outcome of the tests on `candidate` in a package of its own, noting in `known`
  /// why SwiftPM ran them if the direct engine left them to it.
  private func runAlone(_ candidate: Candidate, tests: [String: Data], noting known: JudgeOutcomes)
    throws(KataError) -> TestOutcome
  {
    let folder = buildsFolder.appendingPathComponent(candidate.key)
    try PackageFolder.sync(
      folder,
      to: kata.manifest.packageFiles(
        package: "kata-check", sources: candidate.sources, tests: tests))
    let run = try (candidate.key == Candidate.reference ? runner : lightRunner).runTests(
      in: folder, framework: kata.manifest.testFramework.running(tests))
    // Away from Linux every run is SwiftPM's, which is nothing to point out.
    if let reason = run.fallback, reason != .unsupportedPlatform {
      known.noteFallback(candidate.key, reason)
    }
    return OutcomeClassifier(folder: folder).classify(run)
  }

  /// The learner's run in their own package, with coverage.
  private func runLearner(_ learner: Learner, tests: [String: Data]) throws(KataError)
    -> LearnerRun
  {
    var run = try runner.runTests(
      in: learner.root, framework: kata.manifest.testFramework.running(tests), coverage: true)
    run.fallback = run.fallback ?? fallback
    let outcome = OutcomeClassifier(folder: learner.root).classify(run)
    return LearnerRun(
      run: run, outcome: outcome,
      coverage: ModuleCoverage.read(
        run, ifGreen: outcome, packageRoot: learner.root, module: kata.manifest.module,
        leavingOut: learner.given, asked: kata.manifest.untested ?? []))
  }
}
