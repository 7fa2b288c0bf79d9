import Testing

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

  @Test func operatorNamesAreDistinct() {
    let names = (1...500).map(MutantSchema.operatorName)
    #expect(Set(names).count == 500)
    #expect(names.allSatisfy { $0.hasPrefix("^^") && !$0.contains("/") && !$0.contains("*") })
  }
}
