import CommandLineSupport
import Foundation

/// Writes Cobertura XML (DTD version 04), which GitLab and Jenkins read.
///
/// Each target is a package and each file a class named after the file. `line` elements
/// list every line with code once, as `llvm-cov show` colours them (lcov's view), and every
/// line rate is of those same lines, so a reader that counts the elements agrees with the
/// rates. A report without branch coverage has a branch rate of 0 and no valid branches.
struct CoberturaRenderer {
  /// The report's timestamp, in seconds since 1970.
  var timestamp: Int

  func render(_ report: GateReport) -> String {
    let totals = lines(of: report.files)
    let branches = report.totals.branches
    var xml = """
      <?xml version="1.0" ?>
      <!DOCTYPE coverage SYSTEM "http://cobertura.sourceforge.net/xml/coverage-04.dtd">
      <coverage line-rate="\(rate(totals))" branch-rate="\(rate(branches))" \
      lines-covered="\(totals.covered)" lines-valid="\(totals.count)" \
      branches-covered="\(branches.covered)" branches-valid="\(branches.count)" \
      complexity="0" version="TDDKit \(ToolVersion.current)" timestamp="\(timestamp)">
        <sources>
          <source>\(HTMLText.escaped(report.root))</source>
        </sources>
        <packages>

      """
    let packages = Dictionary(grouping: report.files) { $0.target ?? "" }
    for name in packages.keys.sorted() {
      let files = packages[name] ?? []
      let summary = files.reduce(CoverageSummary.zero) { $0 + $1.summary }
      xml += """
            <package name="\(HTMLText.escaped(name.isEmpty ? "(root)" : name))" line-rate="\(rate(lines(of: files)))" \
        branch-rate="\(rate(summary.branches))" complexity="0">
              <classes>

        """
      for file in files {
        let className = ((file.path as NSString).lastPathComponent as NSString)
          .deletingPathExtension
        xml += """
                  <class name="\(HTMLText.escaped(className))" filename="\(HTMLText.escaped(file.path))" \
          line-rate="\(rate(lines(of: [file])))" branch-rate="\(rate(file.summary.branches))" complexity="0">
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

  /// The lines with code of `files` and those that ran, as the `line` elements list them.
  private func lines(of files: [FileReport]) -> CoverageCount {
    var count = CoverageCount(covered: 0, count: 0)
    for file in files {
      for (_, hits) in file.lineHits.pairs {
        count.count += 1
        if hits > 0 { count.covered += 1 }
      }
    }
    return count
  }

  /// The share of `count` covered, or 0 when there is nothing to count.
  private func rate(_ count: CoverageCount) -> String {
    count.count == 0 ? "0" : String(format: "%.4f", Double(count.covered) / Double(count.count))
  }
}
