import Testing

@testable import MutationKit

/// The tests in units: an XCTest class each and a Swift Testing test each (all of them as one
/// where the binary lists none), a mutant tried against the ones that reach it, the fastest
/// first.
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

  /// A listing's tests are those of suites and free `@Test` functions alike, the most
  /// common shape of a package written since 2024; other lines are no test.
  @Test func aListingGivesSuitesTestsAndFreeFunctionsAlike() {
    let listing = """
      Logging.LoggerTests/logsAtItsLevel()
      Logging.freeFunctionLogs()
      Logging.metadataMerges(key:value:)
      warning: something the runner said
       indented(line)
      """

    #expect(
      TestExecution.swiftTests(listed: listing, filter: nil) == [
        "Logging.LoggerTests/logsAtItsLevel()", "Logging.freeFunctionLogs()",
        "Logging.metadataMerges(key:value:)",
      ])
    #expect(
      TestExecution.swiftTests(listed: listing, filter: "free") == ["Logging.freeFunctionLogs()"])
  }

  @Test func eachSwiftTestingTestIsAUnitSelectedByItsEscapedIdentifier() {
    let swiftTests = ["M.Suite/adds(_:to:)", "M.Suite/Nested/isEmpty()"]

    let units = TestUnits.units(
      xctests: ["M.A/testOne"], whole: true, filter: nil, swiftTests: swiftTests)

    #expect(units.map(\.name) == ["M.A"] + swiftTests)
    #expect(
      units.dropFirst().map(\.arguments) == [
        ["--testing-library", "swift-testing", "--filter", #"^M\.Suite/adds\(_:to:\)"#],
        ["--testing-library", "swift-testing", "--filter", #"^M\.Suite/Nested/isEmpty\(\)"#],
      ])
  }

  /// The Swift Testing tests that reach a mutant run in one process, one filter each, where
  /// a process each would cost a start-up each; XCTest classes keep a process each.
  @Test func theSwiftTestingUnitsOfAMutantRunInOneProcess() {
    let units = TestUnits.units(
      xctests: ["M.A/testOne", "M.B/testTwo"], whole: true, filter: nil,
      swiftTests: ["M.S/one()", "M.S/two()"])

    let commands = TestUnits.commands(running: [units[2], units[0], units[3], units[1]])

    #expect(
      commands == [
        [
          "--testing-library", "swift-testing", "--filter", #"^M\.S/one\(\)"#, "--filter",
          #"^M\.S/two\(\)"#,
        ],
        ["M.A"], ["M.B"],
      ])
  }
}
