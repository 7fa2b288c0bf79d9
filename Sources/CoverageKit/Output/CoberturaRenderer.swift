import CommandLineSupport
import Foundation

/// Writes Cobertura XML (DTD version 04), which GitLab and Jenkins read.
///
/// Each target is a package and each file a class named after the file. Rates use the same
/// counts as the other reports; `line` elements list every line with code once.
struct CoberturaRenderer {
  /// The report's timestamp, in seconds since 1970.
  var timestamp: Int

  func render(_ report: GateReport) -> String {
    let totals = report.totals
    var xml = """
      <?xml version="1.0" ?>
      <!DOCTYPE coverage SYSTEM "http://cobertura.sourceforge.net/xml/coverage-04.dtd">
      <coverage line-rate="\(rate(totals.lines))" branch-rate="\(rate(totals.branches))" \
      lines-covered="\(totals.lines.covered)" lines-valid="\(totals.lines.count)" \
      branches-covered="\(totals.branches.covered)" branches-valid="\(totals.branches.count)" \
      complexity="0" version="TDDKit \(ToolVersion.current)" timestamp="\(timestamp)">
        <sources>
          <source>\(escape(report.root))</source>
        </sources>
        <packages>

      """
    let packages = Dictionary(grouping: report.files) { $0.target ?? "" }
    for name in packages.keys.sorted() {
      let files = packages[name] ?? []
      let summary = files.reduce(CoverageSummary.zero) { $0 + $1.summary }
      xml += """
            <package name="\(escape(name.isEmpty ? "(root)" : name))" line-rate="\(rate(summary.lines))" \
        branch-rate="\(rate(summary.branches))" complexity="0">
              <classes>

        """
      for file in files {
        let className = ((file.path as NSString).lastPathComponent as NSString)
          .deletingPathExtension
        xml += """
                  <class name="\(escape(className))" filename="\(escape(file.path))" \
          line-rate="\(rate(file.summary.lines))" branch-rate="\(rate(file.summary.branches))" complexity="0">
                    <methods/>
                    <lines>

          """
        for (line, count) in file.lineHits.pairs {
          xml += "            <line number=\"\(line)\" hits=\"\(count)\" branch=\"false\"/>\n"
        }
        xml += "          </lines>\n        </class>\n"
      }
      xml += "      </classes>\n    </package>\n"
    }
    xml += "  </packages>\n</coverage>\n"
    return xml
  }

  private func rate(_ count: CoverageCount) -> String {
    count.count == 0 ? "1" : String(format: "%.4f", Double(count.covered) / Double(count.count))
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
