import Foundation
import TestSupport
import Testing

@testable import CoverageKit
@testable import MutationKit

/// A mutant built alone is judged by the code region its place is in, as a mutant in the
/// schema is by its site: a block that never ran on a line that ran is not covered, so a run
/// and its shards (which leave different mutants out of the schema) agree.
@Suite struct CoveredCodeTests {
  /// `if x > 5 { return false }` on line 2, whose block never ran; line 3 ran; `G.swift`
  /// has line counts only; `W.swift`'s block on line 2 ends at byte 28.
  let covered = Self.covered

  static let covered = CoveredCode(
    CoverageExport(
      version: "3.0.1",
      files: [
        FileCoverage(
          path: "/p/Sources/F/F.swift", summary: .zero,
          lineHits: LineHits([(line: 1, count: 1), (line: 2, count: 1), (line: 3, count: 1)])),
        FileCoverage(
          path: "/p/Sources/F/G.swift", summary: .zero,
          lineHits: LineHits([(line: 1, count: 1), (line: 2, count: 0)])),
        FileCoverage(path: "/elsewhere/H.swift", summary: .zero, lineHits: LineHits()),
      ],
      functions: [
        FunctionRecord(
          name: "f", executionCount: 1, filenames: ["/p/Sources/F/F.swift"],
          regions: [
            region((1, 30), (4, 2), count: 1),
            region((2, 12), (2, 16), count: 1),
            region((2, 17), (2, 33), count: 0),
            region((2, 33), (3, 1), count: 1, kind: .gap),
          ]),
        FunctionRecord(
          name: "f (another specialization)", executionCount: 1,
          filenames: ["/p/Sources/F/F.swift"],
          regions: [region((1, 30), (4, 2), count: 0), region((2, 17), (2, 33), count: 0)]),
        FunctionRecord(
          name: "w", executionCount: 1, filenames: ["/p/Sources/F/W.swift"],
          regions: [region((1, 1), (3, 2), count: 1), region((2, 12), (2, 28), count: 0)]),
      ]),
    roots: ["/p/"], resolve: { $0 })

  static func region(
    _ start: (Int, Int), _ end: (Int, Int), count: UInt64, kind: CountedRegion.Kind = .code
  ) -> CountedRegion {
    CountedRegion(
      start: SourcePosition(line: start.0, column: start.1),
      end: SourcePosition(line: end.0, column: end.1), executionCount: count, kind: kind)
  }

  @Test func aBlockThatNeverRanIsNotCoveredThoughItsLineRan() {
    #expect(covered.covers(file: "Sources/F/F.swift", line: 2, column: 26) == false)
    #expect(covered.covers(file: "Sources/F/F.swift", line: 2, column: 14))
    #expect(covered.covers(file: "Sources/F/F.swift", line: 3, column: 3))
  }

  @Test func withoutRegionsTheLineDecides() {
    #expect(covered.covers(file: "Sources/F/G.swift", line: 1, column: 9))
    #expect(covered.covers(file: "Sources/F/G.swift", line: 2, column: 9) == false)
    #expect(covered.covers(file: "H.swift", line: 1, column: 1) == false)
  }

  @Test func aLinkedFolderIsCoveredAsItsRealOne() {
    var linked = covered
    linked.alias("Sources/Link/F.swift", to: "Sources/F/F.swift")

    #expect(linked.covers(file: "Sources/Link/F.swift", line: 2, column: 14))
    #expect(linked.covers(file: "Sources/Link/F.swift", line: 2, column: 26) == false)
  }

  /// Columns count Unicode scalars in a mutant and bytes in llvm-cov.
  @Test func aMutantsColumnIsCountedInBytesAsLlvmCovCounts() throws {
    let source = "func f(_ x: Int) -> Bool {\n  if x > 5 { return false }\n}"
    let wide = "func f(_ x: Int) -> Bool {\n  if x > 5 { return \"éé\" == \"\" }\n}"
    let finder = MutantFinder(operators: [.flippedBoolean, .negatedEquality])
    let plain = try #require(finder.mutants(in: source, file: "Sources/F/F.swift").first)
    let after = try #require(
      finder.mutants(in: wide, file: "Sources/F/W.swift").first { $0.original == "==" })
    let lines = wide.split(separator: "\n", omittingEmptySubsequences: false)

    #expect(covered.covers(plain, source: source.split(separator: "\n")) == false)
    #expect(after.column == 26)
    #expect(covered.covers(after, source: lines), "byte column 28 is past the block")
  }

  /// The same package judged with every mutant in the schema and with every mutant built
  /// alone: the mutant in a block no test runs is not covered either way.
  @Test(.slow("builds a package twice, once per mutant (half a minute)"))
  func buildingAloneJudgesABlockThatNeverRanAsTheSchemaDoes() throws {
    try withTemporaryDirectory { folder in
      var files = MutationToolTests.files
      files["Sources/Shop/Price.swift"] = """
        public func shipping(forTotal total: Int) -> Int {
          if total >= 1000 { return 1 }
          return 5
        }

        """
      files["Tests/ShopTests/ShopTests.swift"] = """
        import XCTest
        @testable import Shop

        final class ShopTests: XCTestCase {
          func testShippingCostsFive() {
            XCTAssertEqual(shipping(forTotal: 39), 5)
          }
        }

        """
      try write(files, in: folder)

      let outcomes = try ["schema", "each-build"].map { strategy in
        let result = MutationToolTests().run(
          ["--strategy", strategy, "--operators", "integer-constant", "--format", "json"],
          in: folder)
        let report = try #require(
          try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
          "\(result.errors)")
        return (report["mutants"] as? [[String: Any]] ?? []).map {
          "\($0["line"] ?? ""):\($0["column"] ?? "") \($0["outcome"] ?? "")"
        }
      }

      #expect(outcomes[0].contains("2:29 not-covered"), "\(outcomes[0])")
      #expect(outcomes[1] == outcomes[0])
    }
  }
}
