/// The shards' reports of one run merged into one.
extension MutationReport {
  /// The shards' reports of one run as one: their mutants together, the builds added, the
  /// time of the slowest (the shards run side by side). A mutant in two reports means the
  /// same shard was given twice, or shards of two runs: refused, as its outcome would count
  /// twice.
  init(merging reports: [MutationReport]) throws(MutationError) {
    try Self.checkShards(of: reports)
    var seen = Set<String>()
    for entry in reports.flatMap(\.entries) where !seen.insert(entry.mutant.label).inserted {
      throw .overlappingReports(mutant: entry.mutant.label)
    }
    self.init(
      entries: reports.flatMap(\.entries), seconds: reports.map(\.seconds).max() ?? 0,
      builds: reports.map(\.builds).reduce(0, +))
    kept = reports.map(\.kept).reduce(0, +)
    retried = reports.map(\.retried).reduce(0, +)
  }

  /// Refuses reports that are not every shard of one run, each once, when they name their
  /// shards (reports of older versions do not, and are merged as they come).
  private static func checkShards(of reports: [MutationReport]) throws(MutationError) {
    let shards = reports.compactMap(\.shard)
    guard !shards.isEmpty else { return }
    guard shards.count == reports.count else {
      throw .incompleteShards(
        reason: "a report of a whole run, or of an older version, is among shards")
    }
    let counts = Set(shards.map(\.count))
    guard counts.count == 1, let count = counts.first else {
      throw .incompleteShards(
        reason:
          "they are shards of runs cut \(counts.sorted().map(String.init).joined(separator: " and ")) ways"
      )
    }
    let given = shards.map(\.index)
    if let twice = Set(given).first(where: { index in given.filter { $0 == index }.count > 1 }) {
      throw .incompleteShards(reason: "shard \(twice)/\(count) is given twice")
    }
    let missing = (1...count).filter { !given.contains($0) }
    guard missing.isEmpty else {
      throw .incompleteShards(
        reason: "shard \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
          + (missing.count == 1 ? "is" : "are")
          + " missing (a shard whose job failed before writing its report has none)")
    }
  }
}
