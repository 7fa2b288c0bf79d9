import Foundation
import SwiftLexer

/// The learner's tests that check nothing: a test method with no assertion, no `#expect`,
/// no `try`, no expectation and no call of a helper of their own passes whatever the code
/// does, which the light alone never tells them.
///
/// It reads tokens, so it errs on the side of silence: any name that may assert (a prefix
/// such as `XCT`, `assert`, `expect`, `verify`, `check`, `fail`, `wait`) or any function the
/// tests declare counts as a check.
enum AssertionlessTests {
  /// The places of the tests in `tests` (the learner's files under `Tests/`) that check
  /// nothing, as `Tests/ToDoTests/ItemTests.swift:12 test_title`, in file and line order.
  static func places(in tests: [String: Data]) -> [String] {
    let sources = tests.filter { $0.key.hasSuffix(".swift") }
      .mapValues { SwiftSource(String(decoding: $0, as: UTF8.self)) }
    let helpers = Set(sources.values.flatMap { declaredFunctions(in: $0.tokens) })
    var places: [String] = []
    for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
      let tokens = source.tokens
      for (name, declaration, body) in testFunctions(in: tokens)
      where !body.contains(where: { checks(tokens[$0], helpers: helpers) }) {
        let line = source.line(at: tokens[declaration].range.lowerBound)
        places.append("\(path):\(line) \(name)")
      }
    }
    return places
  }

  /// The names that may check something.
  private static let checkingPrefixes = [
    "XCT", "assert", "expect", "require", "verify", "check", "fail", "wait", "fulfill",
  ]

  /// Whether `token` may make a test fail: a checking name, a helper, `try` or `throw`.
  private static func checks(_ token: SwiftSource.Token, helpers: Set<String>) -> Bool {
    guard token.kind == .name else { return false }
    let name = token.text
    return ["try", "throw", "precondition", "fatalError"].contains(name)
      || checkingPrefixes.contains { name.hasPrefix($0) || name.lowercased().hasPrefix($0) }
      || (helpers.contains(name) && !name.hasPrefix("test"))
  }

  /// Every function `tokens` declare, by name.
  private static func declaredFunctions(in tokens: [SwiftSource.Token]) -> [String] {
    tokens.indices.compactMap { index in
      tokens[index].text == "func" ? tokens.name(at: index + 1) : nil
    }
  }

  /// The test functions of `tokens`, each with the offset of its `func` and the range of its
  /// body's tokens: XCTest's `test…` methods and Swift Testing's `@Test` functions.
  private static func testFunctions(in tokens: [SwiftSource.Token]) -> [(
    name: String, declaration: Int, body: Range<Int>
  )] {
    var found: [(String, Int, Range<Int>)] = []
    var attributed = false
    for index in tokens.indices {
      if tokens.isMark(index, "@"), tokens.name(at: index + 1) == "Test" { attributed = true }
      guard tokens[index].kind == .name, tokens[index].text == "func",
        let name = tokens.name(at: index + 1)
      else { continue }
      defer { attributed = false }
      guard attributed || name.hasPrefix("test"),
        let open = tokens[(index + 2)...].firstIndex(where: { $0.text == "{" })
      else { continue }
      let end = tokens.end(ofGroupAt: open, "{", "}")
      found.append((name, index, (open + 1)..<max(open + 1, end - 1)))
    }
    return found
  }
}
