import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// Xcode's coverage, from the JSON of `xcrun xccov view --report` and `--archive`, with the
/// fixtures written from that format (the package at `/project`).
@Suite struct XccovReaderTests {
  func run(_ arguments: [String], in folder: URL) -> (
    status: ExitCode, output: String, errors: String
  ) {
    let recording = ConsoleRecording()
    let status = CoverageGateTool(currentDirectory: folder, console: recording.console())
      .run(arguments + ["--root", folder.path])
    return (status, recording.output, recording.errors)
  }

  func install(in folder: URL) throws {
    for name in ["xccov-report.json", "xccov-archive.json", "sample-export.json"] {
      let text = try Fixtures.text(name).replacingOccurrences(
        of: "/project/", with: folder.path + "/")
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
  }

  @Test func bothDocumentsAreToldFromAnLlvmExportByTheirContent() throws {
    #expect(XccovReader.kind(of: try Fixtures.data("xccov-report.json")) == .report)
    #expect(XccovReader.kind(of: try Fixtures.data("xccov-archive.json")) == .archive)
    #expect(XccovReader.kind(of: try Fixtures.data("sample-export.json")) == nil)
    #expect(XccovReader.kind(of: Data("[1, 2]".utf8)) == nil)
  }

  @Test func aReportsTotalsAndFilesAreXccovsOwn() throws {
    let export = try XccovReader().read(try Fixtures.data("xccov-report.json"), path: "r.json")
    var report = GateReport(export: export, selection: FileSelection(root: "/project"))
    report.check(total: Thresholds(lines: 60), targets: ["Shop": Thresholds(lines: 60)])

    #expect(report.totals.lines == CoverageCount(covered: 11, count: 16), "the report's own 11/16")
    #expect(report.totals.functions == CoverageCount(covered: 4, count: 5))
    #expect(
      report.files.map(\.path) == [
        "Pricing/Discount.swift", "Shop/Cart.swift", "Shop/Receipt.swift",
      ])
    #expect(report.files.map(\.summary.lines.covered) == [4, 5, 2])
    #expect(report.targets.map(\.name) == ["Pricing", "Shop"])
    #expect(
      report.targets.map(\.summary.lines) == [
        CoverageCount(covered: 4, count: 6), CoverageCount(covered: 7, count: 10),
      ])
    #expect(report.metrics == [.lines, .functions])
    #expect(report.rendered(as: .table).contains("Regions"))
    #expect(report.rendered(as: .table).contains("n/a"))
  }

  @Test func anArchiveGivesLinesMissingRangesAndLcov() throws {
    let export = try XccovReader().read(try Fixtures.data("xccov-archive.json"), path: "a.json")
    let report = GateReport(export: export, selection: FileSelection(root: "/project"))

    #expect(report.totals.lines == CoverageCount(covered: 11, count: 16), "the same as the report")
    #expect(report.files.map(\.lineHits.missingRanges) == [[3...4], [8...8], [6...7]])
    #expect(
      report.rendered(as: .lcov).contains("SF:/project/Shop/Cart.swift\nFNF:0\nFNH:0\nDA:3,4\n"))
    #expect(report.metrics == [.lines])
  }

  @Test func aReportWithItsArchiveHasFunctionsAndMissingLinesAndTargetsTakeXcodesNames() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      try Data(#"{"targets": {"Shop.app": {"lines": 60}, "Pricing": {"lines": 70}}}"#.utf8)
        .write(to: folder.appendingPathComponent("gate.json"))

      let result = run(
        ["xccov-report.json", "xccov-archive.json", "--config", "gate.json", "--show-missing"],
        in: folder)

      #expect(result.status == .failure, "Pricing is at 66.67%")
      #expect(result.output.contains("Shop/Receipt.swift"))
      #expect(result.output.contains("6-7"))
      #expect(result.output.contains("FAIL  target Pricing lines: 66.67% (minimum 70.00%)"))
      #expect(result.output.contains("pass  target Shop lines: 70.00% (minimum 60.00%)"))
    }
  }

  @Test func aThresholdOnWhatXccovDoesNotCountIsAUsageError() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      let regions = run(["xccov-report.json", "--min-regions", "50"], in: folder)
      let mixed = run(["xccov-report.json", "sample-export.json"], in: folder)

      #expect(regions.status == .usage)
      #expect(
        regions.errors
          == "coverage-gate: a threshold on regions, which this input does not count (xccov counts lines and functions; its archive, lines only); remove it\n"
      )
      #expect(mixed.status == .usage)
      #expect(
        mixed.errors.contains(
          "expected llvm-cov exports, or one xccov report with at most one xccov archive"))
    }
  }

  @Test(arguments: [
    (
      #"{"targets": [{"name": "A.app", "files": [{"path": "/p/a.swift", "executableLines": 3}]}]}"#,
      "targets[0].files[0].coveredLines is missing or not a number"
    ),
    (#"{"targets": [{"files": []}]}"#, "targets[0].name is missing or not a number"),
    (
      #"{"targets": [{"name": "A", "files": [{"path": "/p/a.swift", "coveredLines": 4, "executableLines": 3}]}]}"#,
      "targets[0].files[0] covers 4 of 3 executable lines"
    ),
    (
      #"{"/p/a.swift": [{"line": 2, "isExecutable": true}, {"line": 1, "isExecutable": true}]}"#,
      "\"/p/a.swift\"[1] is out of order or negative"
    ),
  ])
  func badInputIsOneLineAndExitStatusTwo(document: String, problem: String) throws {
    try withTemporaryDirectory { folder in
      try Data(document.utf8).write(to: folder.appendingPathComponent("bad.json"))

      let result = run(["bad.json"], in: folder)

      #expect(result.status == .usage)
      #expect(
        result.errors.hasSuffix("\(problem) (see 'coverage-gate --help')\n")
          || result.errors.hasSuffix("\(problem)\n"))
      #expect(result.errors.split(separator: "\n").count == 1)
    }
  }

  @Test func mutatedDocumentsAreReadOrRefusedNeverCrash() throws {
    var generator = SplitMix(seed: 0xCC0F)
    for name in ["xccov-report.json", "xccov-archive.json"] {
      let original = Array(try Fixtures.data(name))
      for _ in 0..<1_500 {
        var bytes = original
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
        case 1:
          bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
            in: 0...255, using: &generator)
        default:
          let at = Int.random(in: 0..<bytes.count, using: &generator)
          bytes.insert(contentsOf: Array("-1,".utf8), at: at)
        }
        let data = Data(bytes)
        guard XccovReader.kind(of: data) != nil else { continue }
        if let export = try? XccovReader().read(data, path: name) {
          #expect(export.files.allSatisfy { $0.summary.lines.covered <= $0.summary.lines.count })
        }
      }
    }
  }
}
