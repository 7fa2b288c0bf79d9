import CommandLineSupport
import Foundation

/// The gate's reports written: each output file in its format (HTML as a folder of pages)
/// and each format printed on the console.
struct GateReportWriter {
  /// The tool, with its folder, console and clock.
  let tool: CoverageGateTool

  /// Writes `report` to each `--output` in its format, and prints it in each `--format`
  /// (a table when none is given).
  func write(_ report: GateReport, options: GateOptions) throws {
    var renderOptions = GateReport.RenderOptions()
    renderOptions.showsMissing = options.showsMissing
    renderOptions.skipsCovered = options.skipsCovered
    renderOptions.timestamp = Int(tool.now().timeIntervalSince1970)
    renderOptions.order = options.order
    renderOptions.top = options.top
    for output in options.outputs {
      let url = tool.url(for: output.path)
      if output.format == .html {
        // A source is shown only from inside the root: never through a link out of it.
        let root = RootedFolder(URL(fileURLWithPath: report.root, isDirectory: true))
        let pages = report.htmlPages { root.text($0) }
        do {
          try AtomicFile.writeFolder(
            pages.map { ($0.0, Data($0.1.utf8)) }, to: url, owns: Self.ownsReportPath)
        } catch {
          throw GateError.unwritable(path: error.path, reason: error.reason)
        }
      } else {
        try tool.write(
          Data(report.rendered(as: output.format, options: renderOptions).utf8), to: url)
      }
    }
    let formats = options.formats.isEmpty ? [.table] : options.formats
    renderOptions.style = tool.console.style
    for format in formats {
      tool.console.write(report.rendered(as: format, options: renderOptions))
    }
  }

  /// Whether `path`, in a folder an HTML report goes to, is one of a report's own: its
  /// index, and its pages under `files/`. A folder holding anything else is not replaced.
  static func ownsReportPath(_ path: String) -> Bool {
    path == "index.html" || path == "files"
      || (path.hasPrefix("files/") && path.hasSuffix(".html")
        && !path.dropFirst("files/".count).contains("/"))
  }
}
