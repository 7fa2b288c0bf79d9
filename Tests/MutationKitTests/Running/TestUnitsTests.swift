import Testing

@testable import MutationKit

/// The tests in units: an XCTest class each and Swift Testing as one, a mutant tried against
/// the ones that reach it, the fastest first.
@Suite struct TestUnitsTests {
  @Test func eachClassIsAUnitAndSwiftTestingIsOne() {
    let tests = ["M.A/testOne", "M.B/testTwo", "M.A/testThree"]

    let whole = TestUnits.units(xctests: tests, whole: true, filter: nil)
    let filtered = TestUnits.units(xctests: tests, whole: false, filter: "Three|Two")

    #expect(whole.map(\.name) == ["M.A", "M.B", "Swift Testing"])
    #expect(whole.map(\.arguments) == [["M.A"], ["M.B"], ["--testing-library", "swift-testing"]])
    #expect(
      filtered.map(\.arguments) == [
        ["M.A/testOne,M.A/testThree"], ["M.B/testTwo"],
        ["--testing-library", "swift-testing", "--filter", "Three|Two"],
      ])
  }

  @Test func aMutantIsTriedAgainstTheUnitsThatReachItFastestFirst() {
    let units = TestUnits(units: [
      .init(name: "Slow", arguments: [], seconds: 2, reached: [1, 2]),
      .init(name: "Fast", arguments: [], seconds: 0.1, reached: [2]),
      .init(name: "Other", arguments: [], seconds: 0.01, reached: [3]),
    ])

    #expect(units.reaching([2]).map(\.name) == ["Fast", "Slow"])
    #expect(units.reaching([1, 2]).map(\.name) == ["Fast", "Slow"])
    #expect(units.reaching([4]).isEmpty, "a mutant no unit reaches is not covered")
  }
}
