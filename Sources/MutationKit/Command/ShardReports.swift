import CommandLineSupport
import Foundation

/// The JSON reports of a run's shards, read (each checked for its size and its shard) and
/// joined into one report, for `coverage-gate mutate merge`.
enum ShardReports {
  /// The reports of `urls`, the JSON of shards of one run, joined into one.
  static func merged(_ urls: [URL]) throws -> MutationReport {
    guard urls.count >= 2 else {
      throw UsageError.missingOperand(
        "a second shard's JSON report: merge joins two or more, and \(urls.count) was given")
    }
    var reports: [MutationReport] = []
    for url in urls {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
      guard let size, size <= ReportDocument.maximumSize,
        let data = try? Data(contentsOf: url)
      else {
        throw MutationError.unreadable(
          path: url.path,
          reason: size == nil ? "cannot be read" : "larger than a report of this tool can be")
      }
      let report = try ReportDocument.report(from: data, path: url.path)
      if let planned = report.planned {
        throw MutationError.stoppedShard(
          path: url.path, tried: report.entries.count, planned: planned)
      }
      reports.append(report)
    }
    return try MutationReport(merging: reports)
  }
}
