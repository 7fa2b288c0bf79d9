import Testing

@testable import CoverageKit

/// Where the export says a function's body ends, checked against the source: a body that no
/// longer ends at a `}` means the source changed after the export, but an implicit closure
/// (an `@autoclosure` argument) ends after its whole expression, `}()`, and says nothing.
@Suite struct FunctionBodiesTests {
  /// swift-log's `debugOnly`, as its `Locks.swift` writes it from line 1.
  static let source = """
    func debugOnly(_ body: () -> Void) {
        assert(
            {
                body()
                return true
            }()
        )
    }
    """

  static func function(_ name: String, from start: (Int, Int), to end: (Int, Int))
    -> FunctionRecord
  {
    FunctionRecord(
      name: name, executionCount: 1, filenames: ["/p/Locks.swift"],
      regions: [
        CountedRegion(
          start: SourcePosition(line: start.0, column: start.1),
          end: SourcePosition(line: end.0, column: end.1), executionCount: 1)
      ])
  }

  @Test func anAutoclosureEndingAfterItsCallIsNotAMovedBody() {
    let functions = [
      Self.function("$s7Logging9debugOnlyyyyyXEF", from: (1, 36), to: (8, 2)),
      Self.function("$s7Logging9debugOnlyyyyyXEFSbyXEfu_", from: (3, 9), to: (6, 12)),
      Self.function("$s7Logging9debugOnlyyyyyXEFSbyXEfu_SbyXEfU_", from: (3, 9), to: (6, 10)),
    ]

    #expect(
      FunctionBodies.firstMoved(functions, exportPath: "/p/Locks.swift", in: Self.source) == nil)
  }

  @Test func aClosureWhoseEndMovedIsTold() {
    let moved = Self.function(
      "$s7Logging9debugOnlyyyyyXEFSbyXEfu_SbyXEfU_", from: (3, 9), to: (5, 10))

    #expect(
      FunctionBodies.firstMoved([moved], exportPath: "/p/Locks.swift", in: Self.source) == 3)
  }
}
