import CommandLineSupport
import Foundation

/// The outcomes of the judge's last run, kept in its builds folder by a fingerprint of the
/// files each was seen with, so a run where only the learner's code changed reuses them.
struct OutcomeCache: Sendable {
  /// An outcome and the fingerprint of the files it was seen with.
  struct CachedOutcome: Codable {
    var fingerprint: String
    var outcome: TestOutcome
  }

  /// Where the outcomes of the last run are kept.
  let cacheURL: URL

  /// The outcomes remembered for those of `candidates` whose files are as they were then.
  func remembered(_ candidates: [TestFirstJudge.Candidate]) -> JudgeOutcomes {
    let cached =
      (try? JSONDecoder().decode(
        [String: CachedOutcome].self, from: Data(contentsOf: cacheURL))) ?? [:]
    let known = JudgeOutcomes()
    for candidate in candidates {
      if let hit = cached[candidate.key], hit.fingerprint == candidate.fingerprint {
        known.set(candidate.key, hit.outcome)
      }
    }
    return known
  }

  /// Remembers the outcomes `known` of `candidates` for the next run, in place of the last.
  func remember(_ known: JudgeOutcomes, of candidates: [TestFirstJudge.Candidate]) throws(KataError)
  {
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
}
