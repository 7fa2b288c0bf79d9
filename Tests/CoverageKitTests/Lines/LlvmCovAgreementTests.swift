import Foundation
import Testing

@testable import CoverageKit

/// Compares what CoverageKit computes with what the toolchain's llvm-cov printed for the same
/// data: `llvm-cov report` for the counts and `llvm-cov export -format=lcov` for the lines.
@Suite struct LlvmCovAgreementTests {
  struct ReportRow: Equatable {
    var regions: Int
    var missedRegions: Int
    var functions: Int
    var missedFunctions: Int
    var lines: Int
    var missedLines: Int
  }

  func llvmCovRows() throws -> [String: ReportRow] {
    var rows: [String: ReportRow] = [:]
    for line in try Fixtures.text("sample-report.txt").split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count >= 10, let regions = Int(fields[1]) else { continue }
      rows[String(fields[0])] = ReportRow(
        regions: regions, missedRegions: Int(fields[2])!, functions: Int(fields[4])!,
        missedFunctions: Int(fields[5])!, lines: Int(fields[7])!, missedLines: Int(fields[8])!)
    }
    return rows
  }

  func row(_ summary: CoverageSummary) -> ReportRow {
    ReportRow(
      regions: summary.regions.count, missedRegions: summary.regions.missed,
      functions: summary.functions.count, missedFunctions: summary.functions.missed,
      lines: summary.lines.count, missedLines: summary.lines.missed)
  }

  @Test func everyFileAndTheTotalEqualLlvmCovReport() throws {
    let report = try Fixtures.report()
    let expected = try llvmCovRows()

    #expect(
      report.files.map(\.path) == ["Sources/Shapes/Drawing.swift", "Sources/Shapes/Shape.swift"])
    for file in report.files {
      let name = URL(fileURLWithPath: file.path).lastPathComponent
      #expect(row(file.summary) == expected[name], "\(file.path)")
    }
    #expect(row(report.totals) == expected["TOTAL"])
  }

  @Test func lcovOutputEqualsLlvmCovExportByteForByte() throws {
    let report = try Fixtures.report(functions: true)

    #expect(report.rendered(as: .lcov) == (try Fixtures.text("sample-lcov.info")))
  }

  @Test func summariesDerivedFromFunctionRegionsEqualTheExportsSummaries() throws {
    for name in [
      "sample-export.json", "shape-export.json", "drawing-export.json", "merged-export.json",
    ] {
      let export = try Fixtures.export(name, functions: true)
      let derived = try ExportMerger.merge([export])
      for file in derived.files {
        let original = export.files.first { $0.path == file.path }
        #expect(file.summary == original?.summary, "\(name) \(file.path)")
        #expect(file.lineHits == original?.lineHits, "\(name) \(file.path)")
      }
    }
  }

  @Test func mergingTwoPartialRunsEqualsLlvmCovOnTheMergedProfile() throws {
    let shape = try Fixtures.export("shape-export.json", functions: true)
    let drawing = try Fixtures.export("drawing-export.json", functions: true)
    let expected = try Fixtures.export("merged-export.json", functions: true)

    let merged = try ExportMerger.merge([shape, drawing])

    #expect(merged.files.map(\.path) == expected.files.map(\.path))
    #expect(merged.files == expected.files)
    #expect(shape.files != expected.files, "the partial runs differ from the merged one")
  }

  @Test func mergedExportRoundTripsThroughItsJSON() throws {
    let merged = try ExportMerger.merge([
      try Fixtures.export("shape-export.json", functions: true),
      try Fixtures.export("drawing-export.json", functions: true),
    ])

    let reread = try ExportReader(readsFunctions: true)
      .read(Data(ExportWriter.json(of: merged).utf8), path: "merged.json")

    #expect(reread == merged)
  }

  @Test func exportsMadeInDifferentFoldersMergeOnceMapped() throws {
    let linux = try Fixtures.export("shape-export.json", functions: true)
    let moved = String(decoding: try Fixtures.data("drawing-export.json"), as: UTF8.self)
      .replacingOccurrences(of: "/project/", with: "/Users/runner/work/sample/")
    let macOS = try ExportReader(readsFunctions: true).read(Data(moved.utf8), path: "mac.json")

    let merged = try ExportMerger.merge([
      linux, macOS.mapped([PathMap(from: "/Users/runner/work/sample/", to: "/project")]),
    ])

    #expect(merged.files == (try Fixtures.export("merged-export.json")).files)
    #expect(throws: GateError.self) { try ExportMerger.merge([linux, macOS]) }
  }

  /// Two packages' exports never mix: without a root the merge is refused, naming both
  /// folders; with one, the other package's files stay outside it.
  @Test func exportsOfTwoPackagesAreRefusedUnlessARootPicksOne() throws {
    let ours = try Fixtures.export("shape-export.json", functions: true)
    let theirs = try ExportReader(readsFunctions: true).read(
      Data(
        String(decoding: try Fixtures.data("drawing-export.json"), as: UTF8.self)
          .replacingOccurrences(of: "/project/", with: "/elsewhere/other-package/").utf8),
      path: "other.json")

    #expect(
      throws: GateError.cannotMerge(
        reason:
          "ours.json comes from the package in /project/ and other.json from /elsewhere/other-package/; map one folder onto the other with --map FROM=TO, or give --root to gate one package"
      )
    ) { try ExportMerger.merge([ours, theirs], names: ["ours.json", "other.json"]) }
    let picked = try ExportMerger.merge([ours, theirs], root: "/project")
    #expect(
      picked.files.filter { $0.path.hasPrefix("/project/") }.map(\.path)
        == ours.files.map(\.path).filter { $0.hasPrefix("/project/") })
    #expect(picked.files.contains { $0.path.hasPrefix("/elsewhere/") }, "kept outside the root")
  }

  @Test func mergeRefusesExportsOfOtherSources() throws {
    var other = try Fixtures.export("shape-export.json", functions: true)
    other.functions[0].regions.removeLast()

    #expect(throws: GateError.self) {
      try ExportMerger.merge([try Fixtures.export("drawing-export.json", functions: true), other])
    }
  }
}
