import CommandLineSupport
import Foundation

/// A report in the formats a run asks for: as text for the terminal, and written to the
/// paths of `--output`, the mutated files read from the package where a format shows them.
struct ReportOutput {
  /// The report.
  let report: MutationReport
  /// The package's root, under which the mutated files are read.
  let root: URL

  /// The page's name in the HTML report's folder.
  static let page = "index.html"

  /// Writes the report in each format of `outputs` to its path; the HTML report is a folder,
  /// as the gate's is, with its page inside, written whole by the one folder writer (which
  /// never replaces a folder holding anything but an earlier page).
  func write(to outputs: [(MutationFormat, URL)]) throws {
    for (format, path) in outputs {
      do {
        if format == .html {
          try AtomicFile.writeFolder(
            [(Self.page, data(as: format))], to: path, owns: { $0 == Self.page })
        } else {
          try AtomicFile.write(data(as: format), to: path)
        }
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
