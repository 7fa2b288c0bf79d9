import CommandLineSupport

/// Writes a static HTML report: an index with a bar per file and one page per file with its
/// source, covered lines in green and uncovered lines in red. No external assets.
struct HTMLRenderer {
  /// Reads a file's source by path relative to the root; `nil` when it cannot be read.
  var source: (String) -> String?

  /// The pages of the report, by path inside the output folder.
  func render(_ report: GateReport) -> [String: String] {
    var pages = ["index.html": index(report)]
    for file in report.files {
      pages[pagePath(of: file)] = page(for: file)
    }
    return pages
  }

  /// The page of `file`: its path made a file name, and a hash of the path itself, so two
  /// paths that read alike once flattened (`A_B/c.swift`, `A/B_c.swift`) have pages of
  /// their own.
  static func pagePath(of path: String) -> String {
    let flat = path.map { $0.isLetter || $0.isNumber || $0 == "." ? String($0) : "_" }.joined()
    let hash = path.utf8.reduce(UInt32(0x811C_9DC5)) { ($0 ^ UInt32($1)) &* 0x0100_0193 }
    return "files/\(flat)-\(String(hash, radix: 16)).html"
  }

  private func pagePath(of file: FileReport) -> String {
    Self.pagePath(of: file.path)
  }

  private func index(_ report: GateReport) -> String {
    let metrics = report.hasBranches ? Metric.allCases : [.lines, .functions, .regions]
    var rows = ""
    let failing = report.failingFiles
    let checked = report.checkedFiles
    for file in report.files {
      let lines = file.summary.lines
      // A file with checks is coloured by them, not by fixed levels: below its minimum is
      // red even at 95 %, and a file that meets its minimums is green.
      let status =
        failing.contains(file.path) ? "bad" : checked.contains(file.path) ? "ok" : level(lines)
      let mark =
        failing.contains(file.path) ? " <strong class=\"bad\">✗ fails a check</strong>" : ""
      rows += """
        <tr><td><a href="\(escape(pagePath(of: file)))">\(escape(file.path))</a>\(mark)</td>\
        <td class="bar"><span style="width:\(Int(lines.percent.rounded()))%" class="\(status)"></span></td>\
        \(metrics.map { cell(file.summary[$0], level: $0 == .lines && checked.contains(file.path) ? status : nil) }.joined())</tr>

        """
    }
    let verdict =
      report.checks.isEmpty
      ? ""
      : "<p class=\"\(report.passed ? "ok" : "bad")\">\(escape(Verdict.line(report, style: .init(isEnabled: false))))</p>"
    return document(
      title: "Coverage",
      body: """
        <h1>Coverage</h1>
        \(verdict)
        <table>
        <tr><th>File</th><th></th>\(metrics.map { "<th>\($0.rawValue.capitalized)</th>" }.joined())</tr>
        \(rows)<tr class="total"><td>Total</td><td></td>\(metrics.map { cell(report.totals[$0]) }.joined())</tr>
        </table>
        """)
  }

  private func page(for file: FileReport) -> String {
    let text = source(file.path)
    let sourceLines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
    let lastLine = max(sourceLines.count, Int(file.lineHits.lines.last ?? 0))
    var rows = ""
    for number in 1...max(1, lastLine) {
      let count = file.lineHits.count(ofLine: number)
      let kind = count.map { $0 > 0 ? "hit" : "miss" } ?? ""
      let code = number <= sourceLines.count ? escape(String(sourceLines[number - 1])) : ""
      rows +=
        "<tr class=\"\(kind)\"><td class=\"n\">\(number)</td><td class=\"c\">\(count.map(String.init) ?? "")</td><td><pre>\(code)</pre></td></tr>\n"
    }
    let missing =
      text == nil
      ? "<p class=\"bad\">The source is not shown: it could not be read as a file inside the root (missing, or a link out of it).</p>"
      : ""
    return document(
      title: file.path,
      body: """
        <p><a href="../index.html">All files</a></p>
        <h1>\(escape(file.path))</h1>
        <p>Lines \(Percent.format(file.summary.lines.percent)) (\(file.summary.lines.covered)/\(file.summary.lines.count))</p>
        \(missing)<table class="source">
        \(rows)</table>
        """)
  }

  private func cell(_ count: CoverageCount, level chosen: String? = nil) -> String {
    guard count.count > 0 else { return "<td>–</td>" }
    return
      "<td class=\"\(chosen ?? level(count))\">\(Percent.format(count.percent)) (\(count.covered)/\(count.count))</td>"
  }

  private func level(_ count: CoverageCount) -> String {
    count.percent >= 80 ? "ok" : count.percent >= 50 ? "warn" : "bad"
  }

  private func escape(_ text: String) -> String {
    HTMLText.escaped(text)
  }

  private func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
    <style>
    body{font:14px system-ui,sans-serif;margin:2em;color:#222}
    table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left}
    .bar{width:120px}.bar span{display:block;height:10px}
    .bar span.ok{background:#2e7d32}.bar span.warn{background:#f9a825}.bar span.bad{background:#c62828}
    td.ok{color:#2e7d32}td.warn{color:#9a6b00}td.bad,p.bad,strong.bad{color:#c62828}p.ok{color:#2e7d32}
    .total{font-weight:bold;border-top:1px solid #999}
    .source td{padding:0 6px}.source pre{margin:0;font:13px ui-monospace,monospace}
    .n,.c{color:#888;text-align:right}tr.hit{background:#e8f5e9}tr.miss{background:#ffebee}
    </style></head>
    <body>
    \(body)
    </body></html>

    """
  }
}
