import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import MutationKit

/// The mutant schema: every site rewritten in place to switch on its mutants, lines kept,
/// and one declaration per operator site.
@Suite struct MutantSchemaTests {
  @Test func everySiteSwitchesOnItsMutantsAndNoLineMoves() {
    let source = """
      func price(_ total: Int, _ member: Bool) -> Int {
        if total >= 40 && !member { notify(total) }
        return total * 2
      }
      """
    let schema = MutantSchema(MutantFinder().mutants(in: source, file: "Sources/Shop/Price.swift"))
    let sites = schema.sites(in: "Sources/Shop/Price.swift", text: source)

    let rewritten = MutantSchema.rewrite(source, sites: sites)
    let support = MutantSchema.support(for: sites)

    #expect(rewritten.split(separator: "\n").count == source.split(separator: "\n").count)
    #expect(
      rewritten == """
        func price(_ total: Int, _ member: Bool) -> Int {
          if total ^^% (tddkitMutantIsOn(2) ? 41 : tddkitMutantIsOn(3) ? 39 : (40)) ^^%% ^^%&member { notify(total) }
          return (tddkitMutantIsOn(6) ? 0 : (total ^^&% (tddkitMutantIsOn(8) ? 3 : tddkitMutantIsOn(9) ? 1 : (2))))
        }
        """)
    #expect(support.text.contains("infix operator ^^%: ComparisonPrecedence"))
    #expect(support.text.contains("tddkitMutantIsOn(1) ? lhs > rhs : lhs >= rhs"))
    #expect(support.text.contains("infix operator ^^%%: LogicalConjunctionPrecedence"))
    #expect(support.text.contains("prefix func ^^%&(operand: Bool) -> Bool"))
    #expect(support.text.contains("func ^^&% <T: BinaryInteger>(lhs: T, rhs: T) -> T"))
    #expect(support.lines.count == 4, "one declaration per operator site")
  }

  /// `x != nil` compares an optional of any type with the nil literal, not two Equatable
  /// values: the schema's operator must take it, or the site is refused, and every mutant
  /// at the site is reached when its first is, as the schema asks for that one alone.
  @Test func anOptionalComparedWithNilCompilesInTheSchema() throws {
    let source = """
      struct Token {}
      func hasNext<I: IteratorProtocol>(_ iterator: inout I) -> Bool where I.Element == Token {
        iterator.next() != nil
      }
      """
    let schema = MutantSchema(MutantFinder().mutants(in: source, file: "Sources/Lib/Next.swift"))
    let sites = schema.sites(in: "Sources/Lib/Next.swift", text: source)
    #expect(sites.map(\.kind) == [.negatedEquality])
    #expect(schema.siteMates.values.allSatisfy { $0 == $0.sorted() && !$0.isEmpty })
    try withTemporaryDirectory { folder in
      let files = [
        ("Next.swift", MutantSchema.rewrite(source, sites: sites)),
        ("Support.swift", MutantSchema.support(for: sites).text),
      ]
      for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      let check = try Subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6"] + files.map(\.0), in: folder,
        mergingErrors: true, timeout: 120)
      #expect(check.succeeded, "\(check.output)")
    }
  }

  @Test func operatorNamesAreDistinct() {
    let names = (1...500).map(MutantSchema.operatorName)
    #expect(Set(names).count == 500)
    #expect(names.allSatisfy { $0.hasPrefix("^^") && !$0.contains("/") && !$0.contains("*") })
  }
}
