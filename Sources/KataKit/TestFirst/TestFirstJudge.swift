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
  let buildsFolder: URL
  let jobs: Int

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
    let candidates =
      [
        Candidate(key: "previous", sources: kata.files(under: "Sources", atStep: stepIndex - 1)),
        Candidate(key: "reference", sources: kata.files(under: "Sources", atStep: stepIndex)),
      ] + chaffs.map { Candidate(key: "chaff-\($0.chaff.id)", sources: $0.sources) }
    let fingerprints = candidates.map { candidate in
      ContentFingerprint.of(
        kata.manifest.packageFiles(package: "kata-check", sources: candidate.sources, tests: tests))
    }
    let cacheURL = buildsFolder.appendingPathComponent("outcomes.json")
    let cached =
      (try? JSONDecoder().decode(
        [String: CachedOutcome].self, from: Data(contentsOf: cacheURL))) ?? [:]
    let known = Outcomes()
    for (candidate, fingerprint) in zip(candidates, fingerprints) {
      if let hit = cached[candidate.key], hit.fingerprint == fingerprint {
        known.set(candidate.key, hit.outcome)
      }
    }

    // The previous reference on a thread of its own, since a nested `concurrentPerform`
    // would run the members of the package built together one after the other.
    let lanes = Lanes()
    let previous = DispatchGroup()
    if known.outcome(of: "previous") == nil {
      DispatchQueue.global().async(group: previous) {
        lanes.record { () throws(KataError) in
          known.set("previous", try runAlone(candidates[0], tests: tests))
        }
      }
    }
    lanes.record { () throws(KataError) in
      try runTogether(Array(candidates.dropFirst()), tests: tests, learner: learner, known: known)
    }
    previous.wait()
    try lanes.check()
    let leftOver = candidates.filter { known.outcome(of: $0.key) == nil }
    let runLearnerAlone = learner != nil && known.learnerRun == nil
    let alone = leftOver.count + (runLearnerAlone ? 1 : 0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, alone))) { worker in
      for index in stride(from: worker, to: alone, by: max(1, min(jobs, alone))) {
        lanes.record { () throws(KataError) in
          if index < leftOver.count {
            known.set(leftOver[index].key, try runAlone(leftOver[index], tests: tests))
          } else if let learner {
            known.learnerRun = try runLearner(learner, tests: tests)
          }
        }
      }
    }
    try lanes.check()

    var fresh: [String: CachedOutcome] = [:]
    for (candidate, fingerprint) in zip(candidates, fingerprints) {
      if let outcome = known.outcome(of: candidate.key) {
        fresh[candidate.key] = CachedOutcome(fingerprint: fingerprint, outcome: outcome)
      }
    }
    if let data = try? JSONEncoder().encode(fresh) {
      try PackageFolder.write(data, to: cacheURL)
    }
    let outcome = { (key: String) in known.outcome(of: key) ?? TestOutcome(light: .red) }
    let reference = outcome("reference")
    var verdict = TestFirstVerdict(
      previous: outcome("previous").light, reference: reference.light,
      problem: reference.compilerError
        ?? reference.failures.first.map { "\($0.test): \($0.message)" } ?? reference.note)
    for chaff in chaffs {
      let light = outcome("chaff-\(chaff.chaff.id)").light
      // A generated mutant that does not compile is no program to catch.
      if chaff.chaff.mutant != nil, light == .amber { continue }
      if light == .green {
        verdict.missed.append(chaff.chaff)
      } else {
        verdict.caught.append(chaff.chaff.id)
      }
    }
    return (verdict, known.learnerRun)
  }

  /// An implementation to judge the tests against.
  private struct Candidate: Sendable {
    var key: String
    var sources: [String: Data]
  }

  /// The outcome of the tests on `candidate` in a package of its own.
  private func runAlone(_ candidate: Candidate, tests: [String: Data]) throws(KataError)
    -> TestOutcome
  {
    let folder = buildsFolder.appendingPathComponent(candidate.key)
    try PackageFolder.sync(
      folder,
      to: kata.manifest.packageFiles(
        package: "kata-check", sources: candidate.sources, tests: tests))
    let run = try runner.runTests(
      in: folder, framework: kata.manifest.testFramework.running(tests))
    return OutcomeClassifier(folder: folder).classify(run)
  }

  /// The learner's run in their own package, with coverage.
  private func runLearner(_ learner: Learner, tests: [String: Data]) throws(KataError)
    -> LearnerRun
  {
    let run = try runner.runTests(
      in: learner.root, framework: kata.manifest.testFramework.running(tests), coverage: true)
    let outcome = OutcomeClassifier(folder: learner.root).classify(run)
    return LearnerRun(
      run: run, outcome: outcome,
      coverage: outcome.light == .green
        ? ModuleCoverage.read(
          run, packageRoot: learner.root, module: kata.manifest.module, leavingOut: learner.given,
          asked: kata.manifest.untested ?? [])
        : nil)
  }

  /// Builds the learner's code and `candidates` together in one package and runs the tests
  /// of the learner's code and of each candidate not yet `known`, leaving out of `known`
  /// those this cannot judge. A member that does not compile is left out and the rest built
  /// again; the learner's compiler errors are their amber run.
  private func runTogether(
    _ candidates: [Candidate], tests: [String: Data], learner: Learner?, known: Outcomes
  ) throws(KataError) {
    guard runner.engine == .swiftpm, kata.manifest.testFramework.running(tests) == .xctest
    else { return }
    let module = kata.manifest.module
    // The reference comes first among the candidates; the chaffs follow, numbered from 1.
    var members =
      (learner.map {
        [JudgePackage.Member(key: "yours", module: module, sources: $0.sources, instrumented: true)]
      } ?? [])
      + candidates.enumerated().map { index, candidate in
        JudgePackage.Member(
          key: candidate.key,
          module: module + (index == 0 ? "Reference" : "Chaff\(index)"), sources: candidate.sources)
      }
    let folder = buildsFolder.appendingPathComponent("together")
    let started = Date()
    while !members.isEmpty {
      let toRun = members.filter { $0.key == "yours" || known.outcome(of: $0.key) == nil }
      guard !toRun.isEmpty,
        let package = JudgePackage(manifest: kata.manifest, members: members, tests: tests)
      else { return }
      try PackageFolder.sync(folder, to: package.files)
      guard let build = try runner.buildTests(in: folder) else { return }
      if build.status != 0 {
        guard let errors = package.errorsByMember(in: build.output, folder: folder) else {
          return
        }
        if let yours = errors["yours"] {
          let run = RawTestRun(
            status: build.status, output: yours.joined(separator: "\n"),
            seconds: Date().timeIntervalSince(started))
          known.learnerRun = LearnerRun(
            run: run, outcome: OutcomeClassifier(folder: folder).classify(run))
        }
        members.removeAll { errors[$0.key] != nil }
        continue
      }
      let workers = max(1, min(jobs, toRun.count))
      let lanes = Lanes()
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for member in toRun.enumerated().filter({ $0.offset % workers == worker }).map(\.element) {
          lanes.record { () throws(KataError) in
            let isLearner = member.key == "yours"
            let sources = folder.appendingPathComponent("Sources/\(module)")
            let export = folder.appendingPathComponent(".build/kata-coverage.json")
            if isLearner { try? FileManager.default.removeItem(at: export) }
            var run = try runner.runBuiltTests(
              in: folder, module: JudgePackage.testModule(of: member),
              coverage: isLearner ? (sources, export) : nil)
            run.output = package.restoringNames(in: run.output, of: member)
            let outcome = OutcomeClassifier(folder: folder).classify(run)
            if isLearner {
              run.seconds = Date().timeIntervalSince(started)
              known.learnerRun = LearnerRun(
                run: run, outcome: outcome,
                coverage: outcome.light == .green
                  ? ModuleCoverage.read(
                    export: export, sources: sources, leavingOut: learner?.given ?? [],
                    asked: kata.manifest.untested ?? []) : nil)
            } else {
              known.set(member.key, outcome)
            }
          }
        }
      }
      try lanes.check()
      return
    }
  }

  /// An outcome and the fingerprint of the files it was seen with.
  struct CachedOutcome: Codable {
    var fingerprint: String
    var outcome: TestOutcome
  }

  /// Outcomes by implementation, and the learner's run, as the workers find them.
  private struct Outcomes: Sendable {
    private let values = Locked<[String: TestOutcome]>([:])
    private let learner = Locked<LearnerRun?>(nil)

    func set(_ key: String, _ outcome: TestOutcome) {
      values.withLock { $0[key] = outcome }
    }

    func outcome(of key: String) -> TestOutcome? {
      values.current[key]
    }

    var learnerRun: LearnerRun? {
      get { learner.current }
      nonmutating set { learner.withLock { $0 = newValue } }
    }
  }

  /// The first error any worker met.
  private struct Lanes: Sendable {
    private let error = Locked<KataError?>(nil)

    func record(_ work: () throws(KataError) -> Void) {
      do throws(KataError) {
        try work()
      } catch {
        self.error.withLock { $0 = $0 ?? error }
      }
    }

    func check() throws(KataError) {
      if let error = error.current { throw error }
    }
  }
}
