import Foundation
import SwiftLexer

/// One name per test: every test method of a kata's final step must also be a test of the
/// reference suite (`Tests/<reference>Tests` in the repository), so a learner who finishes
/// a kata finds each of their tests again, under the same name, beside the finished library.
struct ReferenceTestNames: Sendable {
  /// The kata to check.
  let kata: Kata
  /// The reference suite's folder, such as `Tests/ToDoTests`.
  let suite: URL

  /// The kata's final test names missing from the suite, as one problem each.
  func problems() -> [StepReadiness.Problem] {
    let last = kata.stepCount - 1
    let support = kata.supportFiles(atStep: last)
    let kataTests = kata.files(under: "Tests", atStep: last)
      .filter { support[$0.key] == nil && $0.key.hasSuffix(".swift") }
    var reference = Set<String>()
    for relative in FileManager.default.subpaths(atPath: suite.path) ?? []
    where relative.hasSuffix(".swift") {
      guard let data = try? Data(contentsOf: suite.appendingPathComponent(relative)) else {
        continue
      }
      reference.formUnion(Self.testNames(in: data))
    }
    return kataTests.sorted { $0.key < $1.key }.flatMap { path, data in
      Self.testNames(in: data).subtracting(reference).sorted().map { name in
        StepReadiness.Problem(
          kata: kata.id, step: kata.step(last).id,
          message:
            "test \(name) in \(path) is not in the reference suite \(suite.lastPathComponent); use the reference's name"
        )
      }
    }
  }

  /// The names of the XCTest methods (`func test…`) and Swift Testing functions in `data`.
  static func testNames(in data: Data) -> Set<String> {
    let tokens = SwiftSource(String(decoding: data, as: UTF8.self)).tokens
    var names = Set<String>()
    for (index, token) in tokens.enumerated().dropLast() where token.text == "func" {
      let name = tokens[index + 1].text
      let isTest = index > 0 && tokens[..<index].suffix(4).contains { $0.text == "Test" }
      if name.hasPrefix("test") || isTest { names.insert(name) }
    }
    return names
  }
}
