import CommandLineSupport
import CoverageKit
import Foundation

/// The report as one self-contained HTML page (`--output html=DIR` writes `DIR/index.html`):
/// the score and counts, the survivors first, each a link to its line, then every mutated
/// file's source with its mutants marked on their lines. No script, no external asset.
struct MutationPage {
  /// The report the page shows.
  let report: MutationReport

  /// The page, the mutated files' sources read by `source` (a file it cannot read is shown
  /// by its mutants alone).
  func html(source: (String) -> String?) -> String {
    let byFile = Dictionary(grouping: report.entries, by: \.mutant.file)
    // Files with survivors first, the most survivors first; then by path.
    let files = byFile.keys.sorted { left, right in
      let survivors = { (file: String) in
        byFile[file]?.filter { $0.outcome == .survived }.count ?? 0
      }
      return (survivors(right), left) < (survivors(left), right)
    }
    var body = "<h1>\(Self.escape(title))</h1>\n"
    if let stopped = report.stoppedLine {
      body += "<p class=\"stopped\" role=\"alert\"><strong>\(Self.escape(stopped))</strong></p>\n"
    }
    body +=
      "<p class=\"counts\">"
      + report.shownOutcomes.map {
        "<span class=\"m \($0.rawValue)\">\(Self.escape($0.words)) \(report.count($0))</span>"
      }.joined(separator: " ")
      + "</p>\n"
    let survivors = report.entries.filter { $0.outcome == .survived }
    body += "<h2>Survivors (\(survivors.count))</h2>\n"
    body +=
      report.entries.isEmpty
      ? "<p>None: no mutant was tried.</p>\n"
      : survivors.isEmpty
        ? "<p>None: the tests caught every mutant they ran against.</p>\n"
        : "<ul>\n"
          + survivors.map {
            "<li><a href=\"#\(Self.anchor($0.mutant.file, $0.mutant.line))\">"
              + "\(Self.escape($0.mutant.label))</a></li>\n"
          }.joined() + "</ul>\n"
    for file in files {
      body += fileSection(file, entries: byFile[file] ?? [], text: source(file))
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Self.escape(title))</title>
      <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1f2328; }
      pre { font: 14px/1.45 ui-monospace, monospace; margin: 0; }
      table.source { border-collapse: collapse; width: 100%; }
      table.source td { padding: 0 .5rem; vertical-align: top; }
      td.number { color: #6e7781; text-align: right; user-select: none; width: 1%; }
      tr.survived { background: #ffebe9; } tr.caught { background: #dafbe1; }
      .m { display: inline-block; border-radius: 4px; padding: 0 .4rem; margin: 0 .2rem .2rem 0;
        font: 13px/1.6 ui-monospace, monospace; background: #eaeef2; }
      .m.killed, .m.timed-out { background: #aceebb; } .m.survived { background: #ffcecb; }
      p.stopped { background: #fff1b8; border-left: 4px solid #9a6700; padding: .5rem 1rem; }
      .m.not-covered { background: #fff1b8; } .m.not-built, .m.equivalent { background: #eaeef2; }
      </style></head><body>
      \(body)</body></html>

      """
  }

  /// The page's title: the score, marked when the run was stopped before its end.
  private var title: String {
    if report.isStopped && report.entries.isEmpty {
      return "Mutation testing, stopped before any mutant was tried"
    }
    return report.isStopped
      ? "Mutation testing, stopped: \(report.scoreText) of the mutants tried"
      : "Mutation testing: \(report.scoreText)"
  }

  /// A file's section: its source, each line that has mutants marked and followed by them.
  private func fileSection(_ file: String, entries: [MutationReport.Entry], text: String?) -> String
  {
    let byLine = Dictionary(grouping: entries, by: \.mutant.line)
    let lines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
    var rows = ""
    for number in Set(Array(lines.indices.map { $0 + 1 }) + byLine.keys).sorted() {
      let here = byLine[number] ?? []
      let state =
        here.contains { $0.outcome == .survived }
        ? " class=\"survived\"" : here.contains { $0.outcome.isCaught } ? " class=\"caught\"" : ""
      let code = number <= lines.count ? String(lines[number - 1]) : ""
      let marks = here.map {
        "<span class=\"m \($0.outcome.rawValue)\" title=\"\(Self.escape($0.outcome.words))\">"
          + "\(Self.escape($0.mutant.original)) → \(Self.escape($0.mutant.replacement)): "
          + "\(Self.escape($0.outcome.words))</span>"
      }.joined()
      rows +=
        "<tr id=\"\(Self.anchor(file, number))\"\(state)><td class=\"number\">\(number)</td>"
        + "<td><pre>\(Self.escape(code))</pre>\(marks)</td></tr>\n"
    }
    return "<h2>\(Self.escape(file))</h2>\n<table class=\"source\">\n\(rows)</table>\n"
  }

  /// The id of a line of a file in the page.
  private static func anchor(_ file: String, _ line: Int) -> String {
    "L-" + file.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined() + "-\(line)"
  }

  /// `text` safe in HTML text and attribute values.
  static func escape(_ text: String) -> String {
    HTMLText.escaped(text)
  }
}
