import Foundation

/// The tests in units that run alone, each with its time and the mutants of the schema it
/// reaches: an XCTest class each, and the Swift Testing tests as one. A mutant is tried
/// against the units that reach it alone, the fastest first, and its trial stops at the first
/// that fails; a mutant no unit reaches is not covered, and nothing runs for it.
struct TestUnits: Sendable {
  /// Tests that run together in one process.
  struct Unit: Sendable, Equatable {
    /// The XCTest class, or `Swift Testing`.
    var name: String
    /// What the test binary is given to run the unit.
    var arguments: [String]
    /// How long the unit took with no mutant on.
    var seconds: Double = 0
    /// The mutants the unit reaches with no mutant on, by number.
    var reached: Set<Int> = []
  }

  /// The units, in the order listed.
  var units: [Unit]

  /// The units that reach any of `numbers` (a site's mutants), the fastest first.
  func reaching(_ numbers: [Int]) -> [Unit] {
    units.filter { !$0.reached.isDisjoint(with: numbers) }
      .sorted { ($0.seconds, $0.name) < ($1.seconds, $1.name) }
  }

  /// The units of the XCTest tests `tests` (`Module.Class/test`, all of each class when
  /// `whole`), one a class, and the Swift Testing tests as one, given `filter`.
  static func units(xctests tests: [String], whole: Bool, filter: String?) -> [Unit] {
    var classes: [String] = []
    var byClass: [String: [String]] = [:]
    for test in tests {
      let name = String(test.prefix { $0 != "/" })
      if byClass[name] == nil { classes.append(name) }
      byClass[name, default: []].append(test)
    }
    let xctest = classes.map { name in
      Unit(name: name, arguments: [whole ? name : (byClass[name] ?? []).joined(separator: ",")])
    }
    let swiftTesting = Unit(
      name: "Swift Testing",
      arguments: ["--testing-library", "swift-testing"] + (filter.map { ["--filter", $0] } ?? []))
    return xctest + [swiftTesting]
  }
}
