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
}
