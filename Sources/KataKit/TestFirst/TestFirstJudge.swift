import Foundation

/// Runs a learner's own tests against the implementations of a step: the previous step's
/// reference, the step's reference and each chaff.
///
/// Every implementation keeps one package of its own under `builds/`, so a change to the
/// tests recompiles only the tests. Outcomes are remembered by a fingerprint of the files,
/// so a run where only the learner's code changed reuses them all. Implementations are
/// judged by `jobs` workers side by side.
struct TestFirstJudge: Sendable {
  let kata: Kata
  let stepIndex: Int
  let runner: any TestRunning
  let buildsFolder: URL
  let jobs: Int

  /// The verdict on `tests`, the learner's files under `Tests/`.
  func judge(tests: [String: Data]) throws(KataError) -> TestFirstVerdict {
    let chaffs = kata.chaffs(ofStep: stepIndex)
    let candidates =
      [
        ("previous", kata.files(under: "Sources", atStep: stepIndex - 1)),
        ("reference", kata.files(under: "Sources", atStep: stepIndex)),
      ] + chaffs.map { ("chaff-\($0.chaff.id)", $0.sources) }
    let outcomes = try outcomes(of: candidates, tests: tests)
    let reference = outcomes[1]
    var verdict = TestFirstVerdict(
      previous: outcomes[0].light, reference: reference.light,
      problem: reference.compilerError
        ?? reference.failures.first.map { "\($0.test): \($0.message)" } ?? reference.note)
    for (index, chaff) in chaffs.enumerated() {
      if outcomes[index + 2].light == .green {
        verdict.missed.append(chaff.chaff)
      } else {
        verdict.caught.append(chaff.chaff.id)
      }
    }
    return verdict
  }

  private func outcomes(of candidates: [(String, [String: Data])], tests: [String: Data])
    throws(KataError) -> [TestOutcome]
  {
    let cacheURL = buildsFolder.appendingPathComponent("outcomes.json")
    let cached =
      (try? JSONDecoder().decode(
        [String: CachedOutcome].self, from: Data(contentsOf: cacheURL))) ?? [:]
    let results = Results(count: candidates.count)
    let workers = max(1, min(jobs, candidates.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: candidates.count, by: workers) {
        let (name, sources) = candidates[index]
        let files = kata.manifest.packageFiles(
          package: "kata-check", sources: sources, tests: tests)
        let fingerprint = Self.fingerprint(files)
        if let hit = cached[name], hit.fingerprint == fingerprint {
          results.set(
            index, .success(CachedOutcome(fingerprint: fingerprint, outcome: hit.outcome)))
          continue
        }
        let folder = buildsFolder.appendingPathComponent(name)
        do throws(KataError) {
          try KataVerifier.sync(folder, to: files)
          let run = try runner.runTests(in: folder, framework: kata.manifest.testFramework)
          let outcome = OutcomeClassifier(folder: folder).classify(run)
          results.set(index, .success(CachedOutcome(fingerprint: fingerprint, outcome: outcome)))
        } catch {
          results.set(index, .failure(error))
        }
      }
    }
    var fresh: [String: CachedOutcome] = [:]
    var outcomes: [TestOutcome] = []
    for (index, result) in results.all.enumerated() {
      let value = try result.get()
      fresh[candidates[index].0] = value
      outcomes.append(value.outcome)
    }
    if let data = try? JSONEncoder().encode(fresh) {
      try Workspace.write(data, to: cacheURL)
    }
    return outcomes
  }

  /// A stable fingerprint of `files` (FNV-1a over sorted paths and contents), the same in
  /// every process, unlike `Hasher`.
  static func fingerprint(_ files: [String: Data]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01b3
      }
      hash ^= 0xff
      hash &*= 0x100_0000_01b3
    }
    for (path, data) in files.sorted(by: { $0.key < $1.key }) {
      mix(path.utf8)
      mix(data)
    }
    return String(hash, radix: 16)
  }

  /// An outcome and the fingerprint of the files it was seen with.
  struct CachedOutcome: Codable {
    var fingerprint: String
    var outcome: TestOutcome
  }

  /// The results of the workers, by candidate.
  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<CachedOutcome, KataError>?]

    init(count: Int) {
      values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result<CachedOutcome, KataError>) {
      lock.withLock { values[index] = value }
    }

    var all: [Result<CachedOutcome, KataError>] {
      lock.withLock { values.map { $0 ?? .failure(.cannotRunSwift("no outcome")) } }
    }
  }
}
