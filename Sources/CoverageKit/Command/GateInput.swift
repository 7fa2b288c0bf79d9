import CommandLineSupport
import Foundation

/// What the gate reads, made one: llvm-cov exports merged and moved, or xccov's report with
/// its archive; and the metrics the input counts, which the thresholds must keep to.
enum GateInput {
  /// The inputs as one export, their paths moved by `maps`: llvm-cov exports merged (under
  /// `root` when one was given), or xccov's report with its archive. An `exportRoot` must
  /// hold a file of some input, or it is no package root at all; so must every other map's
  /// folder, or the map is refused.
  static func combined(
    _ urls: [URL], reader: ExportReader, maps: [PathMap], root: String?, exportRoot: String?
  ) throws -> CoverageExport {
    var seen = exportRoot == nil
    var unmoved: [CoverageExport] = []
    func note(_ export: CoverageExport) -> CoverageExport {
      if let exportRoot, !seen {
        seen = export.files.contains {
          PathMap(from: exportRoot, to: "/").apply(to: $0.path) != nil
        }
      }
      unmoved.append(export)
      return export.mapped(maps)
    }
    var exports: [CoverageExport] = []
    var xccov: [(kind: XccovReader.Kind, export: CoverageExport)] = []
    for url in urls {
      let data = try ExportReader.contents(of: url)
      if var document = try XccovReader().readIfXccov(data, path: url.path) {
        document.export = note(document.export)
        xccov.append(document)
      } else {
        exports.append(note(try reader.read(data, path: url.path)))
      }
    }
    guard seen else { throw GateError.noRoot(path: exportRoot ?? "") }
    let given = maps.filter { map in exportRoot.map { PathMap(from: $0, to: "/").from } != map.from
    }
    if let map = PathMap.firstUnmatched(given, in: unmoved) {
      throw GateError.unmatchedMap(from: map.from, to: map.to)
    }
    guard !xccov.isEmpty else {
      return exports.count == 1
        ? exports[0]
        : try ExportMerger.merge(exports, names: urls.map(\.lastPathComponent), root: root)
    }
    let reports = xccov.filter { $0.kind == .report }.map(\.export)
    let archives = xccov.filter { $0.kind == .archive }.map(\.export)
    guard exports.isEmpty, reports.count <= 1, archives.count <= 1 else {
      throw UsageError.invalidValue(
        urls.map(\.lastPathComponent).joined(separator: " "), for: "the inputs",
        expected: "llvm-cov exports, or one xccov report with at most one xccov archive")
    }
    if let report = reports.first {
      return archives.first.map { XccovReader.combine(report: report, archive: $0) } ?? report
    }
    return archives[0]
  }

  /// Refuses a threshold on a metric the input does not count, such as regions in xccov's.
  static func checkAvailable(
    _ metrics: Set<Metric>, configuration: GateConfiguration, options: GateOptions
  ) throws {
    let all =
      [configuration.total.overridden(by: options.minimums), configuration.diff]
      + Array(configuration.targets.values) + Array(configuration.files.values)
    for metric in Metric.allCases where !metrics.contains(metric) {
      if all.contains(where: { $0[metric] != nil }) {
        throw GateError.metricUnavailable(metric: metric.rawValue)
      }
    }
  }
}
