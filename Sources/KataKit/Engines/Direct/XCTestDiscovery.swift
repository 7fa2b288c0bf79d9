import SwiftLexer

/// The XCTest cases of a test module, found in its sources the way SwiftPM finds them on
/// Linux: every class whose superclass is `XCTestCase`, and every instance method of it,
/// in its body or in an extension, whose name starts with `test` and that takes no
/// argument, `async` and `throws` ones included. Classes and methods come sorted by name,
/// the order SwiftPM's runner lists them in.
///
/// It reads tokens, not a syntax tree, so it refuses what it cannot be sure of (conditional
/// compilation, a test class that inherits from another one, a private or static test
/// method, a method that returns something) and the direct engine falls back to SwiftPM.
struct XCTestDiscovery: Sendable {
  /// A test method, and whether it must run through XCTest's `asyncTest`.
  struct Method: Equatable, Sendable {
    var name: String
    var isAsync: Bool
  }

  /// A test class and its test methods.
  struct TestClass: Equatable, Sendable {
    var name: String
    var methods: [Method]
  }

  /// The test classes that have at least one test method.
  let classes: [TestClass]

  /// The libraries the tests run with: Swift Testing finds its own tests when the binary
  /// runs, so only XCTest's are listed here.
  var framework = TestFramework.xctest

  /// Whether a test source names an actor or an isolation (`@MainActor`, `isolated`), so
  /// that the runner's list of tests may mean something else in the tests' Swift 6 mode
  /// than in the Swift 5 mode of SwiftPM's runner.
  let namesAnIsolation: Bool

  /// Finds the test cases in `files`, the test module's sources by path.
  init(files: [String: String]) throws(DirectFallback) {
    var testClasses = Set<String>()
    var otherClasses: [String: String] = [:]  // class → superclass
    var methods: [String: [String: Method]] = [:]
    namesAnIsolation = files.values.contains { $0.contains("Actor") || $0.contains("isolated") }
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let reader = XCTestFileReader(tokens: SwiftSource(text).tokens, path: path)
      let found = try reader.declarations()
      for (name, superclass) in found.classes {
        if superclass == "XCTestCase" {
          testClasses.insert(name)
        } else {
          otherClasses[name] = superclass
        }
      }
      for (type, method) in found.methods {
        if methods[type]?[method.name] != nil {
          throw .unsureOfTests("\(type).\(method.name) is declared twice in \(path)")
        }
        methods[type, default: [:]][method.name] = method
      }
    }
    for (name, superclass) in otherClasses where testClasses.contains(superclass) {
      throw .unsureOfTests("\(name) inherits its tests from \(superclass)")
    }
    classes = testClasses.sorted().compactMap { name in
      let found = (methods[name] ?? [:]).values.sorted { $0.name < $1.name }
      return found.isEmpty ? nil : TestClass(name: name, methods: found)
    }
  }

  /// Whether the binary runs XCTest: for XCTest tests, and beside Swift Testing when a test
  /// class was found.
  var runsXCTest: Bool {
    framework == .xctest || (framework == .both && !classes.isEmpty)
  }

  /// Whether the binary runs again for Swift Testing.
  var runsSwiftTesting: Bool { framework != .xctest }

  /// The number of test methods.
  var testCount: Int {
    classes.reduce(0) { $0 + $1.methods.count }
  }
}
