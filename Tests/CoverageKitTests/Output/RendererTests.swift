import Foundation
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

@Suite struct RendererTests {
  func checkedReport() throws -> GateReport {
    var report = try Fixtures.report()
    report.check(total: Thresholds(lines: 70, regions: 80))
    return report
  }

  @Test func tableListsFilesTotalsChecksAndVerdict() throws {
    var options = GateReport.RenderOptions()
    options.showsMissing = true

    let table = try checkedReport().rendered(as: .table, options: options)

    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("File"))
    #expect(lines[0].hasSuffix("Missing"))
    #expect(
      lines.contains { $0.hasPrefix("Sources/Shapes/Drawing.swift") && $0.contains("62.30% 38/61") }
    )
    #expect(lines.contains { $0.hasPrefix("TOTAL") && $0.contains("73.12% 68/93") })
    #expect(lines.contains("pass  total lines: 73.12% (minimum 70.00%)"))
    #expect(lines.contains("FAIL  total regions: 71.11% (minimum 80.00%)"))
    #expect(lines.last == "Coverage gate FAILED: 1 of 2 checks.")
    #expect(!table.contains("\u{1B}["))
  }

  @Test func tableSummarisesPassingChecksWhenThereAreMany() throws {
    var report = try Fixtures.report()
    report.check(
      total: Thresholds(),
      files: ["**": Thresholds(lines: 1, functions: 1, regions: 1, branches: 1)])
    report.check(total: Thresholds(lines: 1, functions: 1, regions: 1, branches: 1))
    report.check(total: Thresholds(lines: 1, functions: 1, regions: 1, branches: 1))
    report.check(total: Thresholds(lines: 100))

    let table = report.rendered(as: .table)

    #expect(report.checks.count == 13)
    #expect(!table.contains("pass  total"))
    #expect(table.contains("pass  12 other checks"))
    #expect(table.hasSuffix("Coverage gate FAILED: 1 of 13 checks.\n"))
  }

  @Test func tableIsColouredOnlyWithAStyle() throws {
    var options = GateReport.RenderOptions()
    options.style = TextStyle(isEnabled: true)

    #expect(try checkedReport().rendered(as: .table, options: options).contains("\u{1B}[31m"))
  }

  @Test func skipCoveredLeavesFullyCoveredFilesOut() throws {
    var report = try Fixtures.report()
    report.files[1].summary = CoverageSummary(
      lines: .init(covered: 1, count: 1), functions: .init(covered: 1, count: 1),
      regions: .init(covered: 1, count: 1))
    var options = GateReport.RenderOptions()
    options.skipsCovered = true

    let table = report.rendered(as: .table, options: options)

    #expect(!table.contains("Shape.swift "))
    #expect(table.contains("1 files with full coverage not shown"))
  }

  @Test func jsonFollowsTheDocumentedSchema() throws {
    let text = try checkedReport().rendered(as: .json)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])

    #expect(Set(json.keys) == ["totals", "targets", "files", "checks", "passed"])
    let totals = try #require(json["totals"] as? [String: [String: Double]])
    #expect(Set(totals.keys) == ["lines", "functions", "regions"])
    #expect(totals["lines"] == ["covered": 68, "count": 93, "percent": 68.0 / 93.0 * 100])
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(
      files.map { $0["path"] as? String } == [
        "Sources/Shapes/Drawing.swift", "Sources/Shapes/Shape.swift",
      ])
    #expect(files[0]["target"] as? String == "Shapes")
    #expect((files[0]["missingLines"] as? [[Int]])?.isEmpty == false)
    let checks = try #require(json["checks"] as? [[String: Any]])
    #expect(checks.map { $0["scope"] as? String } == ["total", "total"])
    #expect(checks.map { $0["metric"] as? String } == ["lines", "regions"])
    #expect(checks.map { $0["minimum"] as? Double } == [70, 80])
    #expect(checks.map { $0["passed"] as? Bool } == [true, false])
    #expect(json["passed"] as? Bool == false)
  }

  @Test func markdownHasTotalsChecksAndFiles() throws {
    let markdown = try checkedReport().rendered(as: .markdown)

    #expect(markdown.hasPrefix("## Coverage ❌\n"))
    #expect(markdown.contains("| **Total** | 73.12% (68/93) | 78.95% (15/19) | 71.11% (32/45) |"))
    #expect(markdown.contains("| ❌ fail | total | regions | 80.00% | 71.11% |"))
    #expect(markdown.contains("<details><summary>Files (2)</summary>"))
  }

  @Test func githubAnnotatesFailedChecksAndUncoveredChangedLines() throws {
    var report = try checkedReport()
    report.diff = DiffCoverage(
      base: "main", changes: ["Sources/Shapes/Drawing.swift": [1...200]], report: report)

    let lines = report.rendered(as: .github).split(separator: "\n")

    #expect(
      lines.first
        == "::error title=Coverage check failed::total regions: 71.11%25 (minimum 80.00%25)")
    #expect(
      lines.dropFirst().allSatisfy {
        $0.hasPrefix("::warning file=Sources/Shapes/Drawing.swift,line=")
      })
    #expect(lines.count == 1 + (report.diff?.files.first?.uncoveredRanges.count ?? 0))
  }

  /// A package with thousands of files: the comment format fits GitHub's 65,536 characters,
  /// keeps the failed checks, shows the worst files first and says how many more the job
  /// summary has; a small report is the Markdown itself.
  @Test func theCommentFormatFitsAPullRequestComment() throws {
    var export = try Fixtures.export()
    let file = try #require(export.files.first { $0.path.hasSuffix("Drawing.swift") })
    export.files = (0..<3_000).map { index in
      var copy = file
      copy.path = "/project/Sources/Big/File\(index).swift"
      return copy
    }
    var big = GateReport(export: export, selection: FileSelection(root: "/project"))
    big.check(total: Thresholds(lines: 90))

    let comment = big.rendered(as: .comment)
    let markdown = big.rendered(as: .markdown)

    #expect(markdown.unicodeScalars.count > PullRequestComment.characterLimit)
    #expect(comment.unicodeScalars.count < PullRequestComment.characterLimit - 100)
    #expect(comment.hasPrefix("## Coverage ❌\n"))
    #expect(comment.contains("| ❌ fail | total | lines | 90.00% |"))
    #expect(comment.contains("<details><summary>Files, lowest line coverage first</summary>"))
    #expect(comment.hasSuffix("more files in the job summary._\n"))
    #expect(
      try checkedReport().rendered(as: .comment) == (try checkedReport()).rendered(as: .markdown))
  }

  @Test func coberturaIsWellFormedWithAClassPerFile() throws {
    var options = GateReport.RenderOptions()
    options.timestamp = 1_700_000_000

    let xml = try checkedReport().rendered(as: .cobertura, options: options)

    #expect(xml.hasPrefix("<?xml version=\"1.0\" ?>\n<!DOCTYPE coverage"))
    let lines = try Fixtures.report().files.flatMap { Array($0.lineHits.pairs) }
    let rate = Double(lines.filter { $0.count > 0 }.count) / Double(lines.count)
    #expect(
      xml.contains(
        "<coverage line-rate=\"\(String(format: "%.4f", rate))\" branch-rate=\"0\" lines-covered=\"\(lines.filter { $0.count > 0 }.count)\" lines-valid=\"\(lines.count)\" branches-covered=\"0\" branches-valid=\"0\""
      ), "the header's rate is of the line elements, and no branch is no branch rate")
    #expect(!xml.contains("branch-rate=\"1\""))
    #expect(xml.contains("timestamp=\"1700000000\""))
    #expect(xml.contains("<package name=\"Shapes\""))
    #expect(xml.contains("<class name=\"Drawing\" filename=\"Sources/Shapes/Drawing.swift\""))
    #expect(
      xml.components(separatedBy: "<line ").count - 1
        == (try Fixtures.report()).files.map(\.lineHits.count).reduce(0, +))
    #expect(
      xml.components(separatedBy: "<class ").count == xml.components(separatedBy: "</class>").count)
  }

  @Test func htmlHasAnIndexAndAPagePerFile() throws {
    let pages = try checkedReport().htmlPages { path in
      path.hasSuffix("Shape.swift") ? "line one\n<two>\n" : nil
    }

    #expect(
      Set(pages.keys) == [
        "index.html", "files/Sources_Shapes_Drawing.swift-59a00020.html",
        "files/Sources_Shapes_Shape.swift-67c25837.html",
      ])
    #expect(
      pages["index.html"]?.contains("href=\"files/Sources_Shapes_Drawing.swift-59a00020.html\"")
        == true)
    #expect(
      pages["files/Sources_Shapes_Shape.swift-67c25837.html"]?.contains("&lt;two&gt;") == true)
    #expect(
      pages["files/Sources_Shapes_Drawing.swift-59a00020.html"]?.contains(
        "could not be read as a file inside the root") == true)
    #expect(
      pages["files/Sources_Shapes_Drawing.swift-59a00020.html"]?.contains("class=\"miss\"") == true)
    #expect(pages.values.allSatisfy { !$0.contains("http://") && !$0.contains("https://") })
  }
}
