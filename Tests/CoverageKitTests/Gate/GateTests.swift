import Foundation
import Testing

@testable import CoverageKit

@Suite struct GateTests {
  @Test func percentageMinimumsPassAndFail() throws {
    var report = try Fixtures.report()

    report.check(total: Thresholds(lines: 73, functions: 80))

    #expect(report.checks.map(\.passed) == [true, false])
    #expect(report.checks[0].summary == "total lines: 73.12% (minimum 73.00%)")
    #expect(!report.passed)
  }

  @Test func negativeMinimumsLimitUncoveredItems() throws {
    var report = try Fixtures.report()

    report.check(total: Thresholds(lines: -25, regions: -12))

    #expect(report.checks.map(\.passed) == [true, false])
    #expect(report.checks[1].summary == "total regions: 13 uncovered (at most 12)")
    #expect(report.checks[1].actual == -13)
  }

  @Test func targetAndFileGlobMinimumsAreCheckedOnEachMatch() throws {
    var report = try Fixtures.report()

    report.check(
      total: Thresholds(), targets: ["Shapes": Thresholds(lines: 70)],
      files: ["Sources/**": Thresholds(lines: 75)])

    #expect(
      report.checks.map(\.scope) == [
        "target Shapes", "file Sources/Shapes/Drawing.swift", "file Sources/Shapes/Shape.swift",
      ])
    #expect(report.checks.map(\.passed) == [true, false, true])
  }

  @Test func emptyScopesAreNotChecked() {
    #expect(Check(scope: "total", metric: .branches, threshold: 90, count: .zero) == nil)
  }

  @Test func configurationReadsEveryKey() throws {
    let json = """
      {"root": "..", "include": ["Sources/**"], "exclude": ["Sources/x/main.swift"],
       "total": {"lines": 90, "functions": -3}, "targets": {"ToDo": {"regions": 80}},
       "files": {"Sources/**": {"lines": 75}}, "diff": {"lines": 85},
       "baseline": "b.json", "tolerance": 0.5,
       "mutation": {"equivalent": [{"mutant": "Sources/A.swift:3: < → <=", "reason": "why"}]}}
      """

    let configuration = try GateConfiguration(data: Data(json.utf8), path: "c.json")

    #expect(configuration.root == "..")
    #expect(configuration.include == ["Sources/**"])
    #expect(configuration.exclude == ["Sources/x/main.swift"])
    #expect(configuration.total == Thresholds(lines: 90, functions: -3))
    #expect(configuration.targets == ["ToDo": Thresholds(regions: 80)])
    #expect(configuration.files == ["Sources/**": Thresholds(lines: 75)])
    #expect(configuration.diff == Thresholds(lines: 85))
    #expect(configuration.baseline == "b.json")
    #expect(configuration.tolerance == 0.5)
    #expect(
      try ConfigurationFile(data: Data(json.utf8), path: "c.json").section("mutation")?.object?
        .keys.sorted() == ["equivalent"])
  }

  @Test(arguments: [
    (#"{"totl": {}}"#, "unknown key \"totl\""),
    (#"{"total": {"line": 90}}"#, "unknown metric \"line\""),
    (#"{"total": {"lines": 120}}"#, "\"total.lines\" must be a percentage"),
    (#"{"total": {"lines": -2.5}}"#, "\"total.lines\" must be a percentage"),
    (#"{"total": {"lines": true}}"#, "\"total.lines\" must be a percentage"),
    (#"{"exclude": "Sources"}"#, "\"exclude\" must be a list of strings"),
    (#"{"tolerance": -1}"#, "\"tolerance\" must be a number"),
    ("[]", "expected an object"),
    ("{", "not valid JSON"),
  ])
  func configurationRefusesMistakes(json: String, message: String) {
    #expect {
      try GateConfiguration(data: Data(json.utf8), path: "c.json")
    } throws: { error in
      "\(error)".hasPrefix("configuration c.json: ") && "\(error)".contains(message)
    }
  }

  @Test func baselineRoundTripsAndRatchets() throws {
    let report = try Fixtures.report()
    let baseline = Baseline(report: report)

    let reread = try Baseline(data: baseline.jsonData, path: "b.json")

    #expect(reread == baseline)
    #expect(baseline.checks(for: report, tolerance: 0.01).allSatisfy { $0.passed })
    let higher = Baseline(
      total: 73.2, files: ["Sources/Shapes/Shape.swift": 93.75, "Gone.swift": 1])
    let checks = higher.checks(for: report, tolerance: 0.05)
    #expect(checks.map(\.scope) == ["baseline total", "baseline file Sources/Shapes/Shape.swift"])
    #expect(checks.map(\.passed) == [false, true])
  }

  @Test func baselineRefusesOtherFiles() {
    #expect(throws: GateError.self) { try Baseline(data: Data("{}".utf8), path: "b.json") }
  }

  @Test func unifiedDiffGivesTheNewSideOfEveryHunk() {
    let diff = """
      diff --git a/Sources/A/a.swift b/Sources/A/a.swift
      --- a/Sources/A/a.swift
      +++ b/Sources/A/a.swift
      @@ -3,0 +4,2 @@ func a() {
      +  x
      +  y
      @@ -10 +12 @@
      -old
      +new
      @@ -20,3 +21,0 @@
      diff --git a/Gone.swift b/Gone.swift
      --- a/Gone.swift
      +++ /dev/null
      @@ -1,2 +0,0 @@
      """

    #expect(UnifiedDiff.changedLines(in: diff) == ["Sources/A/a.swift": [4...5, 12...12]])
  }

  @Test func diffCoverageCountsChangedLinesWithCode() throws {
    let report = try Fixtures.report()
    let drawing = try #require(report.files.first { $0.path.hasSuffix("Drawing.swift") })
    let missing = try #require(drawing.lineHits.missingRanges.first)

    let diff = DiffCoverage(
      base: "main", changes: ["Sources/Shapes/Drawing.swift": [1...missing.upperBound]],
      report: report)

    #expect(diff.files.map(\.path) == ["Sources/Shapes/Drawing.swift"])
    #expect(diff.files[0].uncoveredRanges == [missing])
    #expect(
      diff.lines.count == drawing.lineHits.pairs.filter { $0.line <= missing.upperBound }.count)
  }
}
