import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// Reading the compiler's errors in a schema build: which mutants it refused, so the schema
/// is built again without them.
@Suite struct BuildErrorsTests {
  static let text = """
    func isBig(_ value: Int) -> Bool {
      if value > 10 {
        return true
      }
      return value == 7
    }

    """

  /// The schema of `text`, its copy under `folder`, and its layout as a build writes it.
  func schema(in folder: URL) throws -> (MutantSchema, PackageCopy, [String: MutantSchema.Layout]) {
    try write(["package/Sources/T/A.swift": Self.text], in: folder)
    let copy = PackageCopy(
      source: folder.appendingPathComponent("package"),
      folder: folder.appendingPathComponent("copy"))
    let mutants = MutantFinder(operators: Set(MutationOperator.allCases))
      .mutants(in: Self.text, file: "Sources/T/A.swift")
    let schema = MutantSchema(mutants)
    let sites = schema.sites(in: "Sources/T/A.swift", text: Self.text)
    let support = MutantSchema.support(for: sites)
    return (schema, copy, ["Sources/T": MutantSchema.Layout(sites: sites, lines: support.lines)])
  }

  @Test func anErrorOnALineRefusesTheMutantsOfThatLine() throws {
    try withTemporaryDirectory { folder in
      let (schema, copy, layout) = try schema(in: folder)
      let output = "\(copy.folder.path)/Sources/T/A.swift:2:12: error: cannot convert\n"

      let refused = BuildLog.refusedMutants(
        in: output, schema: schema, layout: layout, copy: copy)

      #expect(!refused.isEmpty)
      #expect(refused.allSatisfy { schema.mutants[$0]?.line == 2 })
    }
  }

  @Test func anErrorAwayFromAnySiteRefusesTheBlockAroundIt() throws {
    try withTemporaryDirectory { folder in
      let (schema, copy, layout) = try schema(in: folder)
      let output = "\(copy.folder.path)/Sources/T/A.swift:6:1: error: missing return\n"

      let refused = BuildLog.refusedMutants(
        in: output, schema: schema, layout: layout, copy: copy)

      #expect(Set(refused.compactMap { schema.mutants[$0]?.line }) == [2, 3, 5])
    }
  }

  @Test func anErrorInTheSupportFileRefusesTheSiteDeclaredThere() throws {
    try withTemporaryDirectory { folder in
      let (schema, copy, layout) = try schema(in: folder)
      let declared = try #require(layout["Sources/T"]?.lines.first)
      let output =
        "\(copy.folder.path)/Sources/T/\(MutantSchema.supportFile):\(declared.key.lowerBound):3: error: x\n"

      let refused = BuildLog.refusedMutants(
        in: output, schema: schema, layout: layout, copy: copy)

      #expect(refused.contains(declared.value))
    }
  }

  @Test func blocksAndTheFirstErrorAreReadFromText() {
    #expect(BuildLog.blocks(in: Self.text) == [2...4, 1...6])
    #expect(
      BuildLog.firstError(in: "warning: w\nA.swift:1: error: bad\nerror: later")
        == "A.swift:1: error: bad")
    #expect(BuildLog.firstError(in: "all fine\nlast line\n") == "last line")
    #expect(BuildLog.firstError(in: "") == "no output")
  }
}
