import Foundation

/// The tests in units that run alone, each with its time and the mutants of the schema it
/// reaches: an XCTest class each, and each Swift Testing test (or, where the binary cannot
/// list them, the Swift Testing tests as one). A mutant is tried against the units that reach
/// it alone, the fastest first, and its trial stops at the first that fails; a mutant no unit
/// reaches is not covered, and nothing runs for it.
struct TestUnits: Sendable {
  /// Tests that run together in one process.
  struct Unit: Sendable, Equatable {
    /// The XCTest class, the Swift Testing test (`Module.Suite/test()`), or `Swift Testing`
    /// for all of them.
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
  /// `whole`), one a class, and of the Swift Testing tests `swiftTests` (their identifiers,
  /// as the binary lists them, those `filter` selects), one a test; the Swift Testing tests
  /// as one, given `filter`, when none is listed.
  static func units(
    xctests tests: [String], whole: Bool, filter: String?, swiftTests: [String] = []
  ) -> [Unit] {
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
    guard swiftTests.isEmpty else {
      return xctest
        + swiftTests.map {
          Unit(name: $0, arguments: ["--testing-library", "swift-testing"] + Self.filter(for: $0))
        }
    }
    let swiftTesting = Unit(
      name: "Swift Testing",
      arguments: ["--testing-library", "swift-testing"] + (filter.map { ["--filter", $0] } ?? []))
    return xctest + [swiftTesting]
  }

  /// The Swift Testing filter that selects the test `identifier` alone: its identifier from
  /// the start, escaped, which also matches the cases of a parameterized test.
  static func filter(for identifier: String) -> [String] {
    let special = Set(#"\^$.|?*+()[]{}"#)
    return [
      "--filter", "^" + identifier.map { special.contains($0) ? "\\\($0)" : "\($0)" }.joined(),
    ]
  }

  /// The arguments that run `units` in one process: each XCTest class in turn, and every
  /// Swift Testing test among them at once, where each would start a process of its own.
  static func commands(running units: [Unit]) -> [[String]] {
    var commands: [[String]] = []
    var swiftTesting: Int?
    for unit in units {
      guard unit.arguments.first == "--testing-library", unit.name != "Swift Testing" else {
        commands.append(unit.arguments)
        continue
      }
      if let index = swiftTesting {
        commands[index] += unit.arguments.dropFirst(2)
      } else {
        swiftTesting = commands.count
        commands.append(unit.arguments)
      }
    }
    return commands
  }
}
