import CommandLineSupport
import Foundation

/// The outcomes the judge finds, shared by its workers, and remembered between runs by a
/// fingerprint of the files each was seen with.
extension TestFirstJudge {
  /// An outcome and the fingerprint of the files it was seen with.
  struct CachedOutcome: Codable {
    var fingerprint: String
    var outcome: TestOutcome
  }

  /// Where the outcomes of the last run are kept.
  private var cacheURL: URL {
    buildsFolder.appendingPathComponent("outcomes.json")
  }

  /// The outcomes remembered for those of `candidates` whose files are as they were then.
  func remembered(_ candidates: [Candidate]) -> Outcomes {
    let cached =
      (try? JSONDecoder().decode(
        [String: CachedOutcome].self, from: Data(contentsOf: cacheURL))) ?? [:]
    let known = Outcomes()
    for candidate in candidates {
      if let hit = cached[candidate.key], hit.fingerprint == candidate.fingerprint {
        known.set(candidate.key, hit.outcome)
      }
    }
    return known
  }

  /// Remembers the outcomes `known` of `candidates` for the next run, in place of the last.
  func remember(_ known: Outcomes, of candidates: [Candidate]) throws(KataError) {
    var fresh: [String: CachedOutcome] = [:]
    for candidate in candidates {
      if let outcome = known.outcome(of: candidate.key) {
        fresh[candidate.key] = CachedOutcome(fingerprint: candidate.fingerprint, outcome: outcome)
      }
    }
    if let data = try? JSONEncoder().encode(fresh) {
      try PackageFolder.write(data, to: cacheURL)
    }
  }

  /// Outcomes by implementation, and the learner's run, as the workers find them.
  struct Outcomes: Sendable {
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
  struct Lanes: Sendable {
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
