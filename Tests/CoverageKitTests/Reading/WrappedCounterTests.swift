import Foundation
import Testing

@testable import CoverageKit

/// A counter that wrapped (llvm-cov's lcov writes `DA:79,18446744073709551615` for one in
/// swift-argument-parser): execution counts are unsigned 64-bit, read exactly, written back
/// unchanged, and a line with one counts as run.
@Suite struct WrappedCounterTests {
  static let wrapped = "18446744073709551615"

  /// An export of one file, `/p/Sources/A/a.swift`, whose lines 1 to 3 ran `count` times.
  func export(count: String) throws -> CoverageExport {
    let text = """
      {"data":[{"files":[{"filename":"/p/Sources/A/a.swift",\
      "segments":[[1,1,\(count),true,true,false],[3,2,0,false,false,false]],\
      "summary":{"lines":{"count":3,"covered":3},"functions":{"count":1,"covered":1},\
      "regions":{"count":1,"covered":1}}}],\
      "functions":[{"name":"f","count":\(count),"filenames":["/p/Sources/A/a.swift"],\
      "regions":[[1,1,3,2,\(count),0,0,0]]}]}],\
      "type":"llvm.coverage.json.export","version":"3.0.1"}
      """
    return try ExportReader(readsFunctions: true).read(Data(text.utf8), path: "in.json")
  }

  @Test func aWrappedCountIsReadExactlyAndWrittenBackUnchanged() throws {
    let export = try export(count: Self.wrapped)
    let report = GateReport(export: export, selection: FileSelection(root: "/p"))

    let lcov = report.rendered(as: .lcov)
    let cobertura = report.rendered(as: .cobertura)
    let json = ExportWriter.json(of: export)

    #expect(export.files[0].lineHits.count(ofLine: 1) == UInt64.max)
    #expect(lcov.contains("\nDA:1,\(Self.wrapped)\n"), "\(lcov)")
    #expect(lcov.contains("\nFNDA:\(Self.wrapped),f\n"))
    #expect(cobertura.contains("<line number=\"1\" hits=\"\(Self.wrapped)\""))
    #expect(json.contains("\"count\":\(Self.wrapped)"))
    #expect(json.contains("[1,1,3,2,\(Self.wrapped),0,0,0]"))
    let again = try ExportReader(readsFunctions: true).read(Data(json.utf8), path: "again.json")
    #expect(again.files[0].lineHits == export.files[0].lineHits)
    #expect(again.functions[0].regions[0].executionCount == UInt64.max)
  }

  /// A summary that counts more than any source holds is refused in one line, so that no
  /// total of an export's files can overflow (two such files once crashed the gate).
  @Test func aSummaryBeyondAnySourceIsRefused() throws {
    let huge = Int64.max
    let text = """
      {"data":[{"files":[{"filename":"/p/Sources/A/a.swift","segments":[],\
      "summary":{"lines":{"count":\(huge),"covered":\(huge)},"functions":{"count":1,"covered":1},\
      "regions":{"count":1,"covered":1}}}]}],\
      "type":"llvm.coverage.json.export","version":"3.0.1"}
      """

    let refusal = #expect(throws: ExportError.self) {
      try ExportReader().read(Data(text.utf8), path: "huge.json")
    }

    #expect(
      refusal?.description.contains("lines.count \(huge) is more than any source file holds")
        == true, "\(refusal?.description ?? "")")
  }

  @Test func aLineWithAWrappedCountCountsAsRun() throws {
    let report = GateReport(
      export: try export(count: Self.wrapped), selection: FileSelection(root: "/p"))

    #expect(report.lineView == CoverageCount(covered: 3, count: 3))
    #expect(report.files[0].lineHits.missingRanges.isEmpty)
  }

  /// A JSON writer that holds numbers as doubles writes the count as 1.8446744073709552e19:
  /// the largest count, not an error; a fraction stays refused.
  @Test func aCountWrittenAsAWholeFloatIsRead() throws {
    #expect(
      try export(count: "1.8446744073709552e19").files[0].lineHits.counts == [.max, .max, .max])
    #expect(try export(count: "3.0e2").files[0].lineHits.counts == [300, 300, 300])
    #expect(throws: ExportError.self) { try export(count: "2.5") }
    #expect(throws: ExportError.self) { try export(count: "18446744073709551616") }
  }

  /// As llvm-profdata merges profiles: a sum past the largest count stays the largest count,
  /// never wraps round to a line that did not run.
  @Test func mergingAWrappedCountWithAnotherStaysAtTheLargestCount() throws {
    let merged = try ExportMerger.merge([try export(count: Self.wrapped), try export(count: "1")])

    #expect(merged.functions[0].executionCount == .max)
    #expect(merged.files[0].lineHits.counts.allSatisfy { $0 == .max })
  }
}
