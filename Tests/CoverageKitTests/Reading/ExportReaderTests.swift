import Foundation
import Testing

@testable import CoverageKit

@Suite struct ExportReaderTests {
  func read(_ text: String, functions: Bool = false) throws(ExportError) -> CoverageExport {
    try ExportReader(readsFunctions: functions).read(Data(text.utf8), path: "in.json")
  }

  func minimal(
    version: String = "3.0.1",
    segments: String = "[[1,1,2,true,true,false],[2,1,0,false,false,false]]"
  ) -> String {
    """
    {"data":[{"files":[{"filename":"/p/Sources/A/a.swift","segments":\(segments),\
    "summary":{"lines":{"count":1,"covered":1,"percent":100},"functions":{"count":1,"covered":1},\
    "regions":{"count":1,"covered":1,"notcovered":0}}}],"totals":{}}],\
    "type":"llvm.coverage.json.export","version":"\(version)"}
    """
  }

  @Test func readsTheSampleExport() throws {
    let export = try Fixtures.export()

    #expect(export.version == "3.0.1")
    #expect(export.files.count == 7)
    #expect(export.functions.isEmpty)
    let drawing = try #require(export.files.first { $0.path.hasSuffix("Drawing.swift") })
    #expect(drawing.summary.lines == CoverageCount(covered: 38, count: 61))
    #expect(drawing.summary.instantiations.count >= drawing.summary.functions.count)
  }

  @Test func readsFunctionRecordsWhenAsked() throws {
    let export = try Fixtures.export(functions: true)

    #expect(!export.functions.isEmpty)
    #expect(export.functions.allSatisfy { !$0.regions.isEmpty && !$0.filenames.isEmpty })
  }

  @Test func readsVersionTwoWithFiveFieldSegments() throws {
    let export = try read(
      minimal(version: "2.0.0", segments: "[[1,1,2,true,true],[2,1,0,false,false]]"))

    #expect(export.files[0].lineHits == LineHits([(line: 1, count: 2), (line: 2, count: 2)]))
  }

  @Test func readsEscapedFileNames() throws {
    let text = minimal().replacingOccurrences(
      of: "/p/Sources/A/a.swift", with: #"/p/Sources/A/caf\u00e9 \"x\"\\y\ud83d\ude00.swift"#)

    #expect(try read(text).files[0].path == "/p/Sources/A/café \"x\"\\y😀.swift")
  }

  @Test func refusesEmptyInput() {
    #expect(throws: ExportError.empty(path: "in.json")) { try read("") }
  }

  @Test(arguments: [
    ("not json at all", "not an llvm-cov JSON export"),
    ("[1, 2, 3]", "not an llvm-cov JSON export"),
    (#"{"data": [], "version": "3.0.1"}"#, "missing \"type\""),
    (#"{"data": [], "type": "something.else", "version": "1"}"#, "its type is \"something.else\""),
    (#"{"data": [], "type": "llvm.coverage.json.export", "version": "4.0.0"}"#, "version 4.0.0"),
    (#"{"type": "llvm.coverage.json.export", "version": "3.0.1"}"#, "missing \"data\""),
    (
      #"{"data": [{"files": 7}], "type": "llvm.coverage.json.export", "version": "3.0.1"}"#,
      "expected an array for \"files\""
    ),
    (
      #"{"data": [{"files": [{"filename": "a"}]}], "type": "llvm.coverage.json.export", "version": "3.0.1"}"#,
      "missing \"summary of a\""
    ),
    (
      #"{"data": [{}], "type": "llvm.coverage.json.export", "version": "3.0.1"}"#,
      "missing \"files\""
    ),
  ])
  func refusesWhatIsNotAnExport(text: String, message: String) {
    #expect {
      try read(text)
    } throws: { error in
      let description = "\(error)"
      return description.contains("in.json") && description.contains(message)
        && !description.contains("\n")
    }
  }

  @Test(arguments: [
    ("[[1,1,\"2\",true,true,false]]", "a whole number for a segment count"),
    ("[[1,1,2.5,true,true,false]]", "a whole number for a segment count"),
    ("[[1,1,-2,true,true,false]]", "a count of zero or more"),
    ("[[1,1,2,1,true,false]]", "true or false"),
    ("[[5,1,2,true,true,false],[4,1,0,false,false,false]]", "segment of line 4 after line 5"),
    ("[[99999999999,1,2,true,true,false]]", "out of range"),
    ("[[1,1,99999999999999999999,true,true,false]]", "too large"),
    ("[[1,1,2,true,true,false,true,true]]", "the end of a segment"),
  ])
  func refusesSegmentsOfTheWrongShape(segments: String, message: String) {
    #expect {
      try read(minimal(segments: segments))
    } throws: { error in
      "\(error)".contains(message) && "\(error)".hasPrefix("in.json:1:")
    }
  }

  @Test func anExportCutInsideAValueSaysItIsTruncated() throws {
    let whole = minimal(segments: "[[1,1,2,true,true,false]]")
    let cut = try #require(whole.range(of: "[[1,1,2,t"))

    #expect {
      try read(String(whole[..<cut.upperBound]))
    } throws: { error in
      "\(error)".contains("unexpected end of file (truncated?)")
    }
  }

  @Test func refusesFunctionRegionsThatEndBeforeTheyStart() {
    let text = minimal().replacingOccurrences(
      of: "\"totals\":{}",
      with:
        #""functions":[{"name":"f","count":1,"filenames":["a"],"regions":[[9,1,3,1,1,0,0,0]]}],"totals":{}"#
    )

    #expect(throws: Never.self) { try read(text) }
    #expect {
      try read(text, functions: true)
    } throws: { "\($0)".contains("a region ends before it starts") }
  }

  @Test func refusesTruncatedExportsWhereverTheyAreCut() throws {
    let data = try Fixtures.data("sample-export.json")
    for length in stride(from: 0, to: data.count - 1, by: 997) {
      #expect(throws: ExportError.self, "cut at \(length)") {
        try ExportReader(readsFunctions: true).read(data.prefix(length), path: "cut.json")
      }
    }
  }

  @Test func refusesTrailingData() {
    #expect(throws: ExportError.self) { try read(minimal() + " {}") }
  }

  @Test func refusesDeeplyNestedGarbageWithoutCrashing() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let text = minimal().replacingOccurrences(of: "\"totals\":{}", with: "\"totals\":\(deep)")

    #expect(throws: Never.self) { try read(text) }
    #expect(throws: ExportError.self) { try read(String(repeating: "[", count: 100_000)) }
  }

  @Test func reportsTheLineAndColumnOfTheProblem() {
    #expect(
      throws: ExportError.malformed(
        path: "in.json", line: 2, column: 3, reason: "expected a key in quotes, found 'x'")
    ) {
      try read("{\n  x")
    }
  }

  @Test func unreadableFilesAreNamed() {
    #expect(
      throws: ExportError.unreadable(
        path: "/nonexistent/e.json", reason: "No such file or directory")
    ) {
      try ExportReader().read(contentsOf: URL(fileURLWithPath: "/nonexistent/e.json"))
    }
  }
}
