import Foundation
import TestSupport
import Testing

@testable import KataKit
@testable import SwiftLexer

/// The learner's line coverage, read from the export `swift test --enable-code-coverage`
/// leaves in `.build/debug/codecov/`.
@Suite struct ModuleCoverageTests {
  /// An llvm-cov export with one file of the module and one test file, which does not count.
  /// The module's file has a region that ran from line 1 and one that did not from line 2:
  /// by llvm-cov's rules line 2 still counts as run (the region that ran wraps into it), and
  /// lines 3 and 4 did not run.
  func writeExport(in root: URL) throws {
    func file(_ path: String, lines: (count: Int, covered: Int)) -> [String: Any] {
      let count = ["count": lines.count, "covered": lines.covered, "percent": 0]
      let summary: [String: Any] = [
        "lines": count, "functions": count, "instantiations": count,
        "regions": ["count": lines.count, "covered": lines.covered, "notcovered": 0, "percent": 0],
        "branches": ["count": 0, "covered": 0, "notcovered": 0, "percent": 0],
      ]
      return [
        "filename": root.appendingPathComponent(path).path, "summary": summary,
        "segments": [
          [1, 1, 1, true, true, false], [2, 1, 0, true, true, false],
          [4, 1, 0, false, false, false],
        ],
        "branches": [], "expansions": [],
      ]
    }
    let export: [String: Any] = [
      "type": "llvm.coverage.json.export", "version": "3.0.1",
      "data": [
        [
          "files": [
            file("Sources/Calc/Calc.swift", lines: (3, 1)),
            file("Tests/CalcTests/CalcTests.swift", lines: (5, 5)),
          ],
          "functions": [],
        ]
      ],
    ]
    let url = root.appendingPathComponent(".build/debug/codecov/tiny.json")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: export).write(to: url)
  }

  @Test func countsOnlyTheModulesLinesAndNamesTheOnesNoTestRan() throws {
    try withTemporaryDirectory { root in
      try writeExport(in: root)

      let coverage = try #require(ModuleCoverage.read(packageRoot: root, module: "Calc"))

      #expect(coverage == ModuleCoverage(covered: 1, count: 3, uncovered: ["Calc.swift:3-4"]))
      #expect(
        coverage.summary(module: "Calc")
          == "coverage: 33% of the lines of Sources/Calc (1 of 3); written without a test? Calc.swift:3-4"
      )
    }
  }

  /// `count ?? 0` on line 2, where `0` never ran: llvm-cov's summary counts the line once per
  /// function, and the closure of `?? 0` is a function of its own that never ran, so the
  /// figure says 3 of 4 though the file's merged view shows line 2 as run. The place named
  /// is the one the figure counts, with the column where the part that never ran starts.
  @Test func aLineCountedUnrunOnlyInAFunctionOfItsOwnIsNamed() throws {
    try withTemporaryDirectory { root in
      let path = root.appendingPathComponent("Sources/Calc/Calc.swift").path
      let count = ["count": 4, "covered": 3, "percent": 0]
      let export: [String: Any] = [
        "type": "llvm.coverage.json.export", "version": "3.0.1",
        "data": [
          [
            "files": [
              [
                "filename": path,
                "summary": [
                  "lines": count, "functions": count, "instantiations": count,
                  "regions": ["count": 2, "covered": 1, "notcovered": 1, "percent": 0],
                  "branches": ["count": 0, "covered": 0, "notcovered": 0, "percent": 0],
                ],
                "segments": [
                  [1, 52, 2, true, true, false], [2, 31, 0, true, true, false],
                  [2, 32, 2, true, false, false], [3, 4, 0, false, false, false],
                ],
                "branches": [], "expansions": [],
              ]
            ],
            "functions": [
              [
                "name": "rows", "count": 2, "filenames": [path],
                "regions": [[1, 52, 3, 4, 2, 0, 0, 0]], "branches": [],
              ],
              [
                "name": "rows", "count": 0, "filenames": [path],
                "regions": [[2, 31, 2, 32, 0, 0, 0, 0]], "branches": [],
              ],
            ],
          ]
        ],
      ]
      let url = root.appendingPathComponent(".build/debug/codecov/tiny.json")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONSerialization.data(withJSONObject: export).write(to: url)

      let coverage = try #require(ModuleCoverage.read(packageRoot: root, module: "Calc"))

      #expect(coverage == ModuleCoverage(covered: 3, count: 4, uncovered: ["Calc.swift:2:31"]))
    }
  }

  @Test func givenFilesAreLeftOutUnlessNothingElseIsThere() throws {
    try withTemporaryDirectory { root in
      try writeExport(in: root)

      let allGiven = ModuleCoverage.read(
        packageRoot: root, module: "Calc", leavingOut: ["Calc.swift"])
      let otherGiven = ModuleCoverage.read(
        packageRoot: root, module: "Calc", leavingOut: ["Old.swift"])

      #expect(allGiven?.count == 3, "every file was given, so they count")
      #expect(otherGiven?.count == 3)
    }
  }

  @Test func withoutAnExportThereIsNoFigure() throws {
    try withTemporaryDirectory { root in
      #expect(ModuleCoverage.read(packageRoot: root, module: "Calc") == nil)
      #expect(ModuleCoverage(covered: 0, count: 0).percent == 100)
    }
  }

  @Test func linesInsideDeclarationsThePageLeavesUntestedAreListedApart() throws {
    try withTemporaryDirectory { root in
      try writeExport(in: root)
      let source = root.appendingPathComponent("Sources/Calc/Calc.swift")
      try FileManager.default.createDirectory(
        at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "let one = 1\nlet two = 2\nextension URLSession {\n}\n".write(
        to: source, atomically: true, encoding: .utf8)

      let coverage = try #require(
        ModuleCoverage.read(
          export: root.appendingPathComponent(".build/debug/codecov/tiny.json"),
          sources: root.appendingPathComponent("Sources/Calc"), asked: ["extension URLSession"]))

      #expect(
        coverage == ModuleCoverage(covered: 1, count: 3, uncovered: [], asked: ["Calc.swift:3-4"]))
      #expect(
        coverage.summary(module: "Calc")
          == "coverage: 33% of the lines of Sources/Calc (1 of 3); untested on purpose in this kata: Calc.swift:3-4"
      )
    }
  }

  @Test func aDeclarationRunsFromItsFirstWordToItsClosingBrace() {
    let source = SwiftSource(
      """
      struct Calc {}
      extension URLSession: Loading {
        func load() {
          if true { }
        }
      }
      extension URLSessionTask {}
      extension URLSession
      """)

    #expect(ModuleCoverage.lines(of: ["extension URLSession"], in: source) == [2...6])
    #expect(ModuleCoverage.lines(of: ["struct Calc", "enum Missing", ""], in: source) == [1...1])
  }

  @Test func theSummaryNamesSixGapsAndCountsTheRest() {
    let gaps = (1...8).map { "Calc.swift:\($0 * 10)" }
    let coverage = ModuleCoverage(covered: 2, count: 10, uncovered: gaps)

    #expect(
      coverage.summary(module: "Calc")
        == "coverage: 20% of the lines of Sources/Calc (2 of 10); written without a test? "
        + gaps.prefix(6).joined(separator: ", ") + " and 2 more")
  }
}
