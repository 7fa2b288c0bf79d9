import Foundation

/// The learner's code and the implementations built together in one ``JudgePackage``, when
/// the runner builds them so: one build, then each member's tests run apart.
struct TogetherJudging: Sendable {
  /// The judge whose kata, runner, builds folder and jobs are used.
  let judge: TestFirstJudge

  /// The key of the learner's code among the members built together.
  static let learnerKey = "yours"

  /// Builds the learner's code and `candidates` together in one package and runs the tests
  /// of the learner's code and of each candidate not yet `known`, leaving out of `known`
  /// those this cannot judge. A member that does not compile is left out and the rest built
  /// again; its compiler errors, at the learner's paths, are its amber run.
  func run(
    _ candidates: [TestFirstJudge.Candidate], tests: [String: Data],
    learner: TestFirstJudge.Learner?, known: JudgeOutcomes
  ) throws(KataError) {
    guard judge.buildsTogether else { return }
    var members = members(candidates, learner: learner)
    let folder = judge.buildsFolder.appendingPathComponent("together")
    let started = Date()
    while !members.isEmpty {
      let toRun = members.filter { $0.key == Self.learnerKey || known.outcome(of: $0.key) == nil }
      guard !toRun.isEmpty,
        let package = JudgePackage(manifest: judge.kata.manifest, members: members, tests: tests)
      else { return }
      try PackageFolder.sync(folder, to: package.files)
      guard let build = try judge.runner.buildTests(in: folder) else { return }
      if build.status != 0 {
        guard let errors = package.errorsByMember(in: build.output, folder: folder) else {
          return
        }
        for member in members {
          guard let lines = errors[member.key] else { continue }
          // The member's own errors, at the learner's paths and names: its amber run.
          let run = RawTestRun(
            status: build.status,
            output: package.restoringNames(in: lines.joined(separator: "\n"), of: member),
            seconds: Date().timeIntervalSince(started))
          let outcome = OutcomeClassifier(folder: folder).classify(run)
          if member.key == Self.learnerKey {
            known.learnerRun = TestFirstJudge.LearnerRun(run: run, outcome: outcome)
          } else {
            known.set(member.key, outcome)
          }
        }
        members.removeAll { errors[$0.key] != nil }
        continue
      }
      try runBuilt(toRun, of: package, in: folder, learner: learner, known: known, since: started)
      return
    }
  }

  /// The members of the package built together: the learner's code, instrumented, when
  /// there is a learner, then `candidates`, the reference first and the chaffs after it,
  /// numbered from 1.
  private func members(_ candidates: [TestFirstJudge.Candidate], learner: TestFirstJudge.Learner?)
    -> [JudgePackage.Member]
  {
    let module = judge.kata.manifest.module
    let yours = learner.map {
      JudgePackage.Member(
        key: Self.learnerKey, module: module, sources: $0.sources, instrumented: true)
    }
    return (yours.map { [$0] } ?? [])
      + candidates.enumerated().map { index, candidate in
        JudgePackage.Member(
          key: candidate.key,
          module: module + (index == 0 ? "Reference" : "Chaff\(index)"), sources: candidate.sources)
      }
  }

  /// Runs the tests of each of `members`, built together in `package` at `folder`, `jobs`
  /// side by side.
  private func runBuilt(
    _ members: [JudgePackage.Member], of package: JudgePackage, in folder: URL,
    learner: TestFirstJudge.Learner?, known: JudgeOutcomes, since started: Date
  ) throws(KataError) {
    let workers = max(1, min(judge.jobs, members.count))
    let lanes = JudgeLanes()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for member in members.enumerated().filter({ $0.offset % workers == worker }).map(\.element) {
        lanes.record { () throws(KataError) in
          try runBuilt(
            member, of: package, in: folder, learner: learner, known: known, since: started)
        }
      }
    }
    try lanes.check()
  }

  /// Runs the tests of `member`, built in `package` at `folder`, and puts its outcome in
  /// `known`: the learner's run with the coverage of their module, timed from `started`, when
  /// the member is the learner's code.
  private func runBuilt(
    _ member: JudgePackage.Member, of package: JudgePackage, in folder: URL,
    learner: TestFirstJudge.Learner?, known: JudgeOutcomes, since started: Date
  ) throws(KataError) {
    let isLearner = member.key == Self.learnerKey
    let module = judge.kata.manifest.module
    let sources = folder.appendingPathComponent("Sources/\(module)")
    let export = folder.appendingPathComponent(".build/kata-coverage.json")
    if isLearner { try? FileManager.default.removeItem(at: export) }
    var run = try judge.runner.runBuiltTests(
      in: folder, module: JudgePackage.testModule(of: member),
      coverage: isLearner ? (sources, export) : nil)
    run.output = package.restoringNames(in: run.output, of: member)
    let outcome = OutcomeClassifier(folder: folder).classify(run)
    guard isLearner else { return known.set(member.key, outcome) }
    run.seconds = Date().timeIntervalSince(started)
    run.coverageExport = export
    known.learnerRun = TestFirstJudge.LearnerRun(
      run: run, outcome: outcome,
      coverage: ModuleCoverage.read(
        run, ifGreen: outcome, packageRoot: folder, module: module,
        leavingOut: learner?.given ?? [], asked: judge.kata.manifest.untested ?? []))
  }
}
