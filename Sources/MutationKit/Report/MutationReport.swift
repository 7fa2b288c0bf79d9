import Foundation

/// What a mutation run found: every mutant with its outcome, and the score.
struct MutationReport: Sendable {
  /// A mutant and what became of it.
  struct Entry: Sendable {
    var mutant: Mutant
    var outcome: MutantOutcome
    /// Whether it was built in the schema (`true`) or alone.
    var inSchema: Bool
    /// For an equivalent mutant, why it behaves as the code does.
    var reason: String?
    /// The tests that reach the mutant (XCTest classes, `Swift Testing`), where measured:
    /// the ones run against it.
    var coveredBy: [String]?

    /// Creates an entry.
    init(
      mutant: Mutant, outcome: MutantOutcome, inSchema: Bool = true, reason: String? = nil,
      coveredBy: [String]? = nil
    ) {
      self.mutant = mutant
      self.outcome = outcome
      self.inSchema = inSchema
      self.reason = reason
      self.coveredBy = coveredBy
    }
  }

  /// Every mutant, in file and line order.
  var entries: [Entry]
  /// How long the run took, in seconds.
  var seconds: Double
  /// The package's builds: the schema's (one, and again for each site the compiler
  /// refused) and one per mutant built alone.
  var builds: Int
  /// How many of the outcomes were kept from the last run (`--incremental`), not tried.
  var kept = 0
  /// For a run stopped before its end (Ctrl-C, SIGTERM), how many mutants it had planned
  /// (0 when it stopped before planning any, building or measuring): the report is then of
  /// the ones tried so far; `nil` for a run that ended.
  var planned: Int?
  /// How many mutants were tried a second time, alone and with a longer limit, because they
  /// timed out on the first: a timeout counts as caught only when it holds alone.
  var retried = 0
  /// The slice of the mutants the run tried (`--shard`), which `merge` checks: every shard
  /// of one run, each once; `nil` for a whole run.
  var shard: MutantShard?

  /// Creates a report.
  init(entries: [Entry], seconds: Double = 0, builds: Int = 0) {
    self.entries = entries.sorted {
      ($0.mutant.file, $0.mutant.line, $0.mutant.column) < (
        $1.mutant.file, $1.mutant.line, $1.mutant.column
      )
    }
    self.seconds = seconds
    self.builds = builds
  }

  /// How many mutants ended `outcome`.
  func count(_ outcome: MutantOutcome) -> Int {
    entries.filter { $0.outcome == outcome }.count
  }

  /// The mutants the tests were tried against: caught or survived.
  var judged: Int {
    entries.filter { $0.outcome.isCaught || $0.outcome == .survived }.count
  }

  /// The share of judged mutants the tests caught, in percent; 100 when none was judged.
  var score: Double {
    judged == 0 ? 100 : Double(entries.filter(\.outcome.isCaught).count) * 100 / Double(judged)
  }

  /// Whether the run was stopped before its end, so its counts are of part of its mutants.
  var isStopped: Bool { planned != nil }

  /// For a stopped run, how many of its planned mutants it never tried; 0 otherwise.
  var notTried: Int { max(0, (planned ?? 0) - entries.count) }

  /// The line that says a run was stopped, and how far it got; `nil` for a run that ended.
  var stoppedLine: String? {
    guard let planned else { return nil }
    return planned == 0
      ? "Stopped before any mutant was tried (the package was building, or its tests were being measured): there is no score."
      : "Stopped after \(entries.count) of \(planned) mutants: the score is of the ones tried, \(notTried) were never tried."
  }

  /// The surviving mutants: each a behaviour no test checks, or an equivalent mutant.
  var survivors: [Mutant] {
    entries.filter { $0.outcome == .survived }.map(\.mutant)
  }
}
