import Foundation

/// The report as JSON, written by `--format json` and read back to merge the shards of a
/// run into one report.
extension MutationReport {
  /// A mutant of the JSON report.
  private struct Item: Codable {
    var file: String
    var line: Int
    var column: Int
    var `operator`: String
    var original: String
    var mutant: String
    var outcome: String
    var reason: String?
    /// Whether the mutant was in the one schema build, or built alone.
    var inSchema: Bool
    /// The tests that reach it, where measured.
    var coveredBy: [String]?
  }

  /// The JSON report.
  private struct Document: Codable {
    var score: Double
    var judged: Int
    var counts: [String: Int]
    var mutants: [Item]
    /// How long the run took and how many builds it made; absent from older reports.
    var seconds: Double?
    var builds: Int?
    /// How many outcomes were kept from the last run (`--incremental`); absent when none.
    var kept: Int?
    /// For a run stopped before its end, how many mutants it had planned; absent otherwise.
    var planned: Int?
    /// The shard, `K/N`, of a run of one shard; absent for a whole run.
    var shard: String?
  }

  /// The report as JSON: the score, the counts and every mutant with its outcome.
  var json: Data {
    let document = Document(
      score: (score * 100).rounded() / 100, judged: judged,
      counts: Dictionary(
        uniqueKeysWithValues: shownOutcomes.map { ($0.rawValue, count($0)) }),
      mutants: entries.map {
        Item(
          file: $0.mutant.file, line: $0.mutant.line, column: $0.mutant.column,
          operator: $0.mutant.mutationOperator.rawValue, original: $0.mutant.original,
          mutant: $0.mutant.replacement, outcome: $0.outcome.rawValue, reason: $0.reason,
          inSchema: $0.inSchema, coveredBy: $0.coveredBy)
      }, seconds: (seconds * 10).rounded() / 10, builds: builds, kept: kept > 0 ? kept : nil,
      planned: planned, shard: shard?.text)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(document)) ?? Data()
  }

  /// The largest report `merge` reads: far above any real package's, far below what would
  /// exhaust the memory of a CI runner.
  static let maximumJSONSize = 64 << 20

  /// Whether `scalar` is a control character (a line break, an escape, a tab…).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// The report in `data`, the JSON of `--format json`; `path` names it in errors.
  init(json data: Data, path: String) throws(MutationError) {
    let expected = "not the JSON report of 'coverage-gate mutate --format json'"
    guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
      throw .unreadable(path: path, reason: expected)
    }
    var entries: [Entry] = []
    for item in document.mutants {
      guard let kind = MutationOperator(rawValue: item.operator),
        let outcome = MutantOutcome(rawValue: item.outcome)
      else { throw .unreadable(path: path, reason: expected) }
      // A report comes from another job: what it says goes to a terminal, to GitHub's
      // workflow commands and into Markdown, so nothing in it may start a line or a
      // control sequence there.
      let texts =
        [item.file, item.original, item.mutant, item.reason ?? ""] + (item.coveredBy ?? [])
      guard item.line > 0, item.column > 0,
        !texts.contains(where: { $0.unicodeScalars.contains(where: Self.isControl) })
      else {
        throw .unreadable(
          path: path, reason: "a mutant's place or text holds a control character or no line")
      }
      let mutant = Mutant(
        file: item.file, line: item.line, column: item.column, mutationOperator: kind,
        original: item.original, replacement: item.mutant, edit: TextEdit(range: 0..<0, text: ""))
      entries.append(
        Entry(
          mutant: mutant, outcome: outcome, inSchema: item.inSchema, reason: item.reason,
          coveredBy: item.coveredBy))
    }
    self.init(entries: entries, seconds: document.seconds ?? 0, builds: document.builds ?? 0)
    kept = document.kept ?? 0
    planned = document.planned
    if let text = document.shard {
      guard let shard = MutantShard(text) else {
        throw .unreadable(path: path, reason: "its shard '\(text)' is not K/N")
      }
      self.shard = shard
    }
  }

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
