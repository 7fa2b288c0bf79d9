import CommandLineSupport
import Foundation

/// Proves katas sound: every red step's tests fail (or do not compile, as the manifest
/// says) against the previous step's reference, every step's reference is green, every
/// chaff compiles and is caught (red), refactor steps stay green, and the final tests pass
/// against the real library in `Sources/`.
///
/// Katas are verified by `jobs` workers side by side. Each worker keeps one package under
/// the work folder for all the katas it takes and rewrites it file by file, only where a
/// file changes, so every run after the first builds incrementally.
struct KataVerifier: Sendable {
  /// One check of a step.
  struct Check: Equatable, Sendable {
    /// The kata's id.
    var kata: String
    /// The step, such as "3/24 03-an-item-has-a-timestamp", or "final" for the check
    /// against the library.
    var label: String
    /// What was checked, such as "tests on the previous reference".
    var what: String
    /// The light expected.
    var expected: Light
    /// The outcome seen.
    var outcome: TestOutcome
    /// The engine that built the tests, and why the direct engine left them to SwiftPM.
    var engine: BuildEngine = .swiftpm
    /// Why the direct engine did not build the tests, when it did not.
    var fallback: DirectFallback?
    /// In a parity run, how the direct engine's outcome differs from SwiftPM's.
    var disagreement: String?
    /// Whether a build that fails passes too: a generated mutant that does not compile.
    var orNotBuilt = false

    /// Whether the light was the expected one, and both engines agree in a parity run.
    var passed: Bool {
      (outcome.light == expected || orNotBuilt && outcome.light == .amber) && disagreement == nil
    }
  }

  /// What verifying one kata found.
  struct Report: Sendable {
    /// The kata's id.
    var kata: String
    /// Every check made, up to the first that failed.
    var checks: [Check]
    /// Why the checks could not go on, such as a package that could not be written.
    var error: KataError?
    /// How long the kata took, in seconds.
    var seconds: Double

    /// Whether every check passed and nothing went wrong.
    var passed: Bool { error == nil && checks.allSatisfy(\.passed) }
  }

  private let runners: Runners
  private let workFolder: URL
  private let librariesFolder: URL?
  /// The steps to verify by kata id, counted from 0; a kata not named is verified whole,
  /// with the final check.
  var onlySteps: [String: Set<Int>] = [:]
  /// Whether every check runs with both engines, which must agree: SwiftPM's outcome is
  /// the check's, and any difference in light, counts, failures or first compiler error
  /// fails it.
  var parity = false

  /// Creates a verifier.
  ///
  /// - Parameters:
  ///   - runners: run the tests.
  ///   - workFolder: where each worker's package is kept between runs.
  ///   - librariesFolder: the repository's `Sources/`, for the final check; none skips it.
  init(runners: Runners, workFolder: URL, librariesFolder: URL?) {
    self.runners = runners
    self.workFolder = workFolder
    self.librariesFolder = librariesFolder
  }

  /// The number of checks verifying `kata` makes when every check passes.
  func checkCount(of kata: Kata) -> Int {
    let only = onlySteps[kata.id]
    let steps = kata.manifest.steps.enumerated().filter { only?.contains($0.offset) ?? true }.map {
      ($0.element.kind == .red && $0.element.expect != nil || $0.element.kind == .tidy ? 2 : 1)
        + kata.chaffs(ofStep: $0.offset).count
    }
    let final = kata.manifest.reference != nil && librariesFolder != nil && only == nil ? 1 : 0
    return steps.reduce(0, +) + final
  }

  /// Verifies `katas` with `jobs` workers, calling `progress` after each check (from the
  /// worker's thread); a kata stops at its first failed check, the others go on.
  ///
  /// - Returns: a report per kata, in the order of `katas`.
  func verify(
    _ katas: [Kata], jobs: Int = 1, progress: @escaping @Sendable (Check) -> Void
  ) -> [Report] {
    let queue = WorkQueue(count: katas.count, longestFirst: katas.map(\.stepCount))
    let workers = max(1, min(jobs, katas.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let folder = workFolder.appendingPathComponent("worker-\(worker + 1)")
      while let index = queue.next() {
        let started = Date()
        var checks: [Check] = []
        var failure: KataError?
        do throws(KataError) {
          try verify(katas[index], in: folder) { check in
            checks.append(check)
            progress(check)
            return check.passed
          }
        } catch {
          failure = error
        }
        queue.finish(
          index,
          with: Report(
            kata: katas[index].id, checks: checks, error: failure,
            seconds: Date().timeIntervalSince(started)))
      }
    }
    return queue.reports
  }

  /// Runs the checks of `kata` in the package at `folder`, handing each to `record`, which
  /// says whether to go on.
  private func verify(_ kata: Kata, in folder: URL, record: (Check) -> Bool) throws(KataError) {
    let only = onlySteps[kata.id]
    for index in 0..<kata.stepCount where only?.contains(index) ?? true {
      for trial in trials(ofStep: index, of: kata) {
        let goesOn = record(try run(trial, of: kata, in: folder))
        guard goesOn || !trial.stopsOnFailure else { return }
      }
    }
    if let reference = kata.manifest.reference, let librariesFolder, only == nil {
      let library = try Self.files(
        in: librariesFolder.appendingPathComponent(reference),
        as: "Sources/\(kata.manifest.module)")
      let final = Trial(
        label: "final", what: "final tests on Sources/\(reference)", expected: .green,
        sources: library, tests: kata.files(under: "Tests", atStep: kata.stepCount - 1))
      _ = record(try run(final, of: kata, in: folder))
    }
  }

  /// A check to make: the tests run on an implementation, and the light they should give.
  private struct Trial {
    var label: String
    var what: String
    var expected: Light
    var sources: [String: Data]
    var tests: [String: Data]
    /// Whether a build that fails passes too: a generated mutant that does not compile.
    var orNotBuilt = false
    /// Whether failing stops the kata: every check but a generated mutant's, whose
    /// survivors are all named in one run.
    var stopsOnFailure = true
  }

  /// The checks of the step at `index` of `kata`, in order: a red step's tests on the
  /// previous reference, the tests on the step's reference, a tidy step's tests on the code
  /// from before the behaviour they test, and the tests on each chaff.
  private func trials(ofStep index: Int, of kata: Kata) -> [Trial] {
    let step = kata.step(index)
    let label = "\(index + 1)/\(kata.stepCount) \(step.id)"
    let tests = kata.files(under: "Tests", atStep: index)
    var trials: [Trial] = []
    if step.kind == .red, let expected = step.expect {
      trials.append(
        Trial(
          label: label, what: "tests on the previous reference", expected: expected,
          sources: kata.files(under: "Sources", atStep: index - 1), tests: tests))
    }
    trials.append(
      Trial(
        label: label, what: "tests on this step's reference", expected: .green,
        sources: kata.files(under: "Sources", atStep: index), tests: tests))
    if step.kind == .tidy, let red = kata.lastRedStep(before: index),
      let expected = kata.step(red).expect
    {
      // Tidied tests must still prove what they proved: they fail on the code from before
      // the behaviour they test, as that red step's tests did.
      trials.append(
        Trial(
          label: label, what: "tidied tests on the code before step \(red + 1)",
          expected: expected, sources: kata.files(under: "Sources", atStep: red - 1),
          tests: tests))
    }
    for (chaff, sources) in kata.chaffs(ofStep: index) {
      // A generated mutant that does not compile is no program: nothing to catch. Every
      // surviving mutant is named in one run; a missed written chaff stops the kata.
      let what =
        chaff.mutant.map {
          "tests catch the mutant \($0) (if no test can, list it in the step's equivalentMutants with the reason)"
        } ?? "tests catch chaff \(chaff.id)"
      trials.append(
        Trial(
          label: label, what: what, expected: .red, sources: sources, tests: tests,
          orNotBuilt: chaff.mutant != nil, stopsOnFailure: chaff.mutant == nil))
    }
    return trials
  }

  /// Runs `trial`'s tests on its implementation in the package at `folder`: with the
  /// runners' engine, or in a parity run with both, SwiftPM's outcome the check's.
  private func run(_ trial: Trial, of kata: Kata, in folder: URL) throws(KataError) -> Check {
    try PackageFolder.sync(
      folder,
      to: kata.manifest.packageFiles(
        package: "kata-verify", sources: trial.sources, tests: trial.tests))
    let classifier = OutcomeClassifier(folder: folder)
    let framework = kata.manifest.testFramework
    let first = try (parity ? runners.using(.direct) : runners).runner.runTests(
      in: folder, framework: framework)
    var check = Check(
      kata: kata.id, label: trial.label, what: trial.what, expected: trial.expected,
      outcome: classifier.classify(first), engine: first.engine, fallback: first.fallback,
      orNotBuilt: trial.orNotBuilt)
    if parity {
      let swiftpm = try runners.using(.swiftpm).runner.runTests(in: folder, framework: framework)
      let truth = classifier.classify(swiftpm)
      check.disagreement = Self.disagreement(
        direct: check.outcome, swiftpm: truth,
        swiftpmErrors: classifier.compilerErrors(in: swiftpm))
      check.outcome = truth
    }
    return check
  }

  /// The files under `folder`, keyed by `prefix` plus their path inside it.
  private static func files(in folder: URL, as prefix: String) throws(KataError) -> [String: Data] {
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
      throw .file(path: folder.path, reason: "no such library")
    }
    var files: [String: Data] = [:]
    for relative in paths {
      let url = folder.appendingPathComponent(relative)
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let data = try? Data(contentsOf: url)
      else { continue }
      files["\(prefix)/\(relative)"] = data
    }
    return files
  }

}

/// The katas still to verify, handed out longest first, and the reports of those done.
private struct WorkQueue: Sendable {
  private let pending: Locked<[Int]>
  private let done: Locked<[KataVerifier.Report?]>

  init(count: Int, longestFirst sizes: [Int]) {
    pending = Locked((0..<count).sorted { (sizes[$0], $1) > (sizes[$1], $0) })
    done = Locked(Array(repeating: nil, count: count))
  }

  func next() -> Int? {
    pending.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }

  func finish(_ index: Int, with report: KataVerifier.Report) {
    done.withLock { $0[index] = report }
  }

  var reports: [KataVerifier.Report] {
    done.current.compactMap { $0 }
  }
}
