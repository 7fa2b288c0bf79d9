import Foundation
import Testing

@testable import CoverageKit

/// The lines the diff check expects an export to have counted, against an export made from
/// the same sources: every one of them has a record.
@Suite struct CodeOpeningsTests {
  @Test(arguments: ["Drawing.swift", "Shape.swift"])
  func everyLineThatOpensCodeHasARecordInAnExportOfTheSameSource(name: String) throws {
    let source = try Fixtures.text("Sample/Sources/Shapes/\(name)")
    let file = try #require(
      try Fixtures.export().files.first { $0.path == "/project/Sources/Shapes/\(name)" })

    let openings = CodeOpenings.lines(in: source)

    #expect(openings.count >= 4, "\(openings.sorted())")
    #expect(openings.filter { file.lineHits.count(ofLine: $0) == nil }.isEmpty)
  }

  @Test(arguments: [
    ("public func f() -> Int {", true), ("} else {", true), ("  .map { $0 + 1 }", true),
    ("var area: Double {", true), ("class func make() {}", true), ("init() {}", true),
    ("public struct Shape {", false), ("extension Shape where T: P {", false),
    ("var area: Double { get }", false), ("{", false), ("// func f() {", false),
    ("let text = \"{\"", false), ("/* { */ let x = 1", false), ("protocol P { func f() }", false),
  ])
  func aLineOpensCodeByItsWordsBeforeTheBrace(line: String, opens: Bool) {
    #expect(CodeOpenings.lines(in: line).isEmpty == !opens)
  }

  /// A property whose `{` opens its accessors starts no code on that line, as llvm-cov
  /// counts it: each accessor's line does.
  @Test func aPropertysAccessorListOpensCodeOnTheAccessorsLines() {
    let source = """
      var learnerRun: Run? {
        get { learner.current }
        nonmutating set { learner.withLock { $0 = newValue } }
      }
      var count: Int {
        @inlinable get { 1 }
      }
      var total: Int {
        items.count
      }
      """

    #expect(CodeOpenings.lines(in: source) == [2, 3, 6, 8])
  }

  @Test func commentsStringsAndConditionalBlocksSpanningLinesOpenNothing() {
    let source = """
      /* a
         func f() {
      */
      let text = \"\"\"
        if x {
        \"\"\"
      #if os(Windows)
      func g() {
      #endif
      func h() {
      """

    #expect(CodeOpenings.lines(in: source) == [10])
  }
}
