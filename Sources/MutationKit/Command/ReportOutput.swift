import CommandLineSupport
import Foundation

/// A report in the formats a run asks for: as text for the terminal, and written to the
/// paths of `--output`, the mutated files read from the package where a format shows them.
struct ReportOutput {
  /// The report.
  let report: MutationReport
  /// The package's root, under which the mutated files are read.
  let root: URL

  /// Writes the report in each format of `outputs` to its path; the HTML report is a folder,
  /// as the gate's is, with its page inside.
  func write(to outputs: [(MutationFormat, URL)]) throws {
    for (format, path) in outputs {
      do {
        let file = format == .html ? path.appendingPathComponent("index.html") : path
        if format == .html {
          try? FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        }
        try AtomicFile.write(data(as: format), to: file)
      } catch {
        throw MutationError.unwritable(path: error.path, reason: error.reason)
      }
    }
  }

  /// The report in `format`; the standard report and the page read the mutated files under
  /// ``root``.
  func data(as format: MutationFormat) -> Data {
    switch format {
    case .table: Data(report.table.utf8)
    case .json: ReportDocument.data(of: report)
    case .markdown: Data(report.markdown.utf8)
    case .github: Data(report.github.utf8)
    case .outputs: Data(report.outputs.utf8)
    case .mutationJSON: StandardReport(report: report).json(source: PackageCopy.reader(under: root))
    case .html:
      Data(MutationPage(report: report).html(source: PackageCopy.reader(under: root)).utf8)
    }
  }
}
