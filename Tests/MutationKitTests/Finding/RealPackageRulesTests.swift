import Testing

@testable import MutationKit

/// What real libraries write, and the finder must take as they do: `@inlinable` bodies whose
/// one expression is their value, closures and accessors of one expression, checks only a
/// crash test could catch, and logging.
@Suite struct RealPackageRulesTests {
  func labels(_ source: String, skipping calls: Set<String> = MutantFinder.defaultSkippedCalls)
    -> [String]
  {
    MutantFinder(skippedCalls: calls).mutants(in: source, file: "F.swift").map {
      "\($0.line): \($0.original) → \($0.replacement)"
    }
  }

  @Test func theOneExpressionOfAnAttributedBodyAClosureOrAnAccessorStays() {
    let source = """
      extension Collection {
        @inlinable
        public func pairs() -> Pairs<Self> {
          Pairs(base: self)
        }
        @available(macOS 13, *) @inlinable public var first2: Element? {
          first
        }
        public var sizes: [Int] {
          return map {
            measure($0)
          }
        }
        public func hash(into hasher: inout Hasher) {
          hasher.combine(count)
        }
      }
      """

    #expect(labels(source) == ["15: hasher.combine(count) → (removed)"])
  }

  @Test func checksAndLoggingAreLeftAloneUnlessTheConfigurationSaysOtherwise() {
    let source = """
      func take(_ count: Int) -> Int {
        precondition(count >= 0, "count must not be negative")
        assert(count < 100)
        print("taking", count + 1)
        return count * 2
      }
      """

    #expect(labels(source).allSatisfy { $0.hasPrefix("5:") })
    #expect(labels(source, skipping: ["print"]).contains("2: >= → >"))
    #expect(!labels(source, skipping: ["print"]).contains { $0.hasPrefix("4:") })
  }
  /// A literal in a switch's case pattern is a pattern: a mutant there leaves the switch not
  /// exhaustive. Its `where` condition is code, and an enum's raw values are not patterns.
  @Test func aSwitchsCasePatternsStayButItsConditionsAndAnEnumsRawValuesAreMutated() {
    let source = """
      enum Size: Int {
        case small = 1
      }
      func name(_ pair: (Bool, Int)) -> Int {
        switch pair {
        case (true, 0),
             (false, 1):
          return 2
        case (_, let n) where n > 9:
          return 3
        default:
          return 4
        }
      }
      """

    #expect(
      labels(source) == [
        "2: 1 → 2", "2: 1 → 0", "8: return 2 → return 0", "8: 2 → 3", "8: 2 → 1",
        "9: > → >=", "9: 9 → 10", "9: 9 → 8", "10: return 3 → return 0", "10: 3 → 4",
        "10: 3 → 2", "12: return 4 → return 0", "12: 4 → 5", "12: 4 → 3",
      ])
  }

  /// swift-algorithms closes a generic argument list on a line of its own, and loops with
  /// `while true` until a `return`: neither is a place a build could take a mutant. An
  /// operator that starts or ends a line still is one.
  @Test func aGenericListClosedOnItsOwnLineAndAnEndlessLoopAreNoMutants() {
    let source = """
      typealias Inner = FlattenSequence<
        LazyMapSequence<Base, EitherSequence<Base.Element, Separator>>
      >
      func next() -> Bool {
        while true {
          if a > b { break }
          let c = a
            > b
          let d = a >
            b
        }
        return false
      }
      """

    #expect(
      labels(source).filter { !$0.contains("return") } == [
        "6: > → >=", "8: > → >=", "9: > → >=", "12: false → true",
      ])
  }
}
