import CommandLineSupport
import Foundation

/// The report as JSON, written by `--format json` and read back to merge the shards of a
/// run into one report: the score, the counts and every mutant with its outcome.
struct ReportDocument: Codable {
  /// The score, two decimals; absent for a run stopped before it judged any mutant, which
  /// has no score (never a 100 % of nothing).
  var score: Double?
  /// The mutants the tests ran against.
  var judged: Int
  /// How many mutants ended each outcome, by its name.
  var counts: [String: Int]
  /// Every mutant.
  var mutants: [Item]
  /// How long the run took and how many builds it made; absent from older reports.
  var seconds: Double?
  var builds: Int?
  /// How many outcomes were kept from the last run (`--incremental`); absent when none.
  var kept: Int?
  /// For a run stopped before its end, `true`, with how many mutants it had planned (0
  /// before it planned any) and how many it tried; all three absent for a run that ended.
  var stopped: Bool?
  var planned: Int?
  var tried: Int?
  /// How many mutants timed out and were tried again alone; absent when none.
  var retried: Int?
  /// The shard, `K/N`, of a run of one shard; absent for a whole run.
  var shard: String?

  /// A mutant of the JSON report.
  struct Item: Codable {
    /// Where it is: the file, line and column.
    var file: String
    var line: Int
    var column: Int
    /// What it does: the operator, the original text and the mutant's.
    var `operator`: String
    var original: String
    var mutant: String
    /// What became of it, and why, for an equivalent one.
    var outcome: String
    var reason: String?
    /// Whether the mutant was in the one schema build, or built alone.
    var inSchema: Bool
    /// The tests that reach it, where measured.
    var coveredBy: [String]?
    /// Its label, `FILE:LINE:COLUMN: original → mutant`, as an equivalent entry names it;
    /// absent from older reports, and never read back.
    var label: String?
  }
}

extension ReportDocument {
  /// The document of `report`.
  init(_ report: MutationReport) {
    self.init(
      score: report.isStopped && report.judged == 0 ? nil : (report.score * 100).rounded() / 100,
      judged: report.judged,
      counts: Dictionary(
        uniqueKeysWithValues: report.shownOutcomes.map { ($0.rawValue, report.count($0)) }),
      mutants: report.entries.map {
        Item(
          file: $0.mutant.file, line: $0.mutant.line, column: $0.mutant.column,
          operator: $0.mutant.mutationOperator.rawValue, original: $0.mutant.original,
          mutant: $0.mutant.replacement, outcome: $0.outcome.rawValue, reason: $0.reason,
          inSchema: $0.inSchema, coveredBy: $0.coveredBy, label: $0.mutant.label)
      }, seconds: (report.seconds * 10).rounded() / 10, builds: report.builds,
      kept: report.kept > 0 ? report.kept : nil, stopped: report.isStopped ? true : nil,
      planned: report.planned, tried: report.isStopped ? report.entries.count : nil,
      retried: report.retried > 0 ? report.retried : nil, shard: report.shard?.text)
  }

  /// The JSON of `report`, as `--format json` writes it.
  static func data(of report: MutationReport) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(ReportDocument(report))) ?? Data()
  }

  /// The largest report `merge` reads: far above any real package's, far below what would
  /// exhaust the memory of a CI runner.
  static let maximumSize = 64 << 20

  /// The report in `data`, the JSON of `--format json`; `path` names it in errors.
  static func report(from data: Data, path: String) throws(MutationError) -> MutationReport {
    let expected = "not the JSON report of 'coverage-gate mutate --format json'"
    guard let document = try? JSONDecoder().decode(ReportDocument.self, from: data) else {
      throw .unreadable(path: path, reason: expected)
    }
    var entries: [MutationReport.Entry] = []
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
        !texts.contains(where: { $0.unicodeScalars.contains(where: TerminalText.isUnsafe) })
      else {
        throw .unreadable(
          path: path, reason: "a mutant's place or text holds a control character or no line")
      }
      let mutant = Mutant(
        file: item.file, line: item.line, column: item.column, mutationOperator: kind,
        original: item.original, replacement: item.mutant, edit: TextEdit(range: 0..<0, text: ""))
      entries.append(
        MutationReport.Entry(
          mutant: mutant, outcome: outcome, inSchema: item.inSchema, reason: item.reason,
          coveredBy: item.coveredBy))
    }
    var report = MutationReport(
      entries: entries, seconds: document.seconds ?? 0, builds: document.builds ?? 0)
    report.kept = document.kept ?? 0
    report.planned = document.planned ?? (document.stopped == true ? 0 : nil)
    report.retried = document.retried ?? 0
    if let text = document.shard {
      guard let shard = MutantShard(text) else {
        throw .unreadable(path: path, reason: "its shard '\(text)' is not K/N")
      }
      report.shard = shard
    }
    return report
  }
}
