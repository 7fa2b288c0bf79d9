/// Why `mutate` could not run. The command exits with status 2, or 3 when the tests fail
/// without any mutant.
enum MutationError: Error, Equatable, CustomStringConvertible {
  /// The package root is not a package.
  case noPackage(path: String)
  /// The package could not be copied to where mutants are built.
  case cannotCopy(path: String, reason: String)
  /// The package does not build before any mutant is put in.
  case doesNotBuild(reason: String)
  /// The tests fail (or time out) before any mutant is put in: nothing could be judged.
  case testsFail(reason: String)
  /// No test binary was built.
  case noTestBinary(path: String)
  /// The coverage of the tests could not be read.
  case noCoverage(reason: String)
  /// A report to merge cannot be read, or is not a report of `mutate --format json`.
  case unreadable(path: String, reason: String)
  /// Two reports to merge hold the same mutant: one shard given twice, or shards of two runs.
  case overlappingReports(mutant: String)
  /// A report could not be written.
  case unwritable(path: String, reason: String)
  /// `git` failed while finding the changed lines.
  case git(message: String)
  /// The configuration file cannot be read, or is not as the mutation testing guide describes it.
  case configuration(path: String, reason: String)
  /// No Swift file of the package matches `pattern`: a run would try nothing.
  case nothingSelected(pattern: String, root: String)
  /// The configuration lists as equivalent a mutant the package does not have (any more).
  case staleEquivalent(label: String)
  /// An equivalent entry, without a column, names several mutants alike on one line.
  case ambiguousEquivalent(label: String, mutants: [String])
  /// The reports to merge do not make one whole run: shards of runs cut into different
  /// counts, a shard missing or given twice, a report of a whole run beside shards.
  case incompleteShards(reason: String)
  /// A report to merge is of a shard stopped before its end: its score is not the run's.
  case stoppedShard(path: String, tried: Int, planned: Int)
  /// Builds of the copy kept an earlier version of these files, however often dated anew:
  /// no mutant in them could be judged on a build of its own.
  case staleBuild(files: [String])

  /// One line naming the input and what is wrong.
  var description: String {
    switch self {
    case .noPackage(let path):
      "\(path) is not a Swift package (no Package.swift there)"
    case .cannotCopy(let path, let reason):
      "cannot copy the package for mutating: \(path): \(reason)"
    case .doesNotBuild(let reason):
      "the package does not build before mutating: \(reason)"
    case .testsFail(let reason):
      "the tests fail before any mutant is put in, so no mutant can be judged: \(reason)"
    case .noTestBinary(let path):
      "no test binary was built in \(path)"
    case .noCoverage(let reason):
      "cannot read which lines the tests run: \(reason)"
    case .unreadable(let path, let reason):
      "cannot read the report \(path): \(reason)"
    case .overlappingReports(let mutant):
      "the reports to merge both hold \(mutant): give each shard of one run once"
    case .unwritable(let path, let reason):
      "cannot write \(path): \(reason)"
    case .git(let message):
      "cannot find the changed lines: \(message)"
    case .configuration(let path, let reason):
      "configuration \(path): \(reason)"
    case .nothingSelected(let pattern, let root):
      "no Swift file of \(root) matches \(pattern), so there is nothing to mutate"
    case .ambiguousEquivalent(let label, let mutants):
      "the configuration lists \(label) as an equivalent mutant, but \(mutants.count) mutants "
        + "of that line are alike: name the one you mean by its column (\(mutants.joined(separator: "; ")))"
    case .staleEquivalent(let label):
      "the configuration lists \(label) as an equivalent mutant, but there is no such mutant "
        + "(its code changed or went): update or remove the entry"
    case .incompleteShards(let reason):
      "the reports to merge are not one whole run: \(reason)"
    case .stoppedShard(let path, let tried, let planned):
      "\(path) is of a shard stopped after \(tried) of \(planned) mutants, so the merged score "
        + "would not be the run's: run that shard again (with --incremental it picks up where it stopped)"
    case .staleBuild(let files):
      "the builds of the package copy kept an earlier version of \(files.joined(separator: ", ")), "
        + "so its mutants cannot be judged; delete the copy (.build/mutation) and run again"
    }
  }
}
