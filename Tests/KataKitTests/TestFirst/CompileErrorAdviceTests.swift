import Foundation
import TestSupport
import Testing

@testable import KataKit

/// Every Swift 6 concurrency error a learner meets in the katas gets its fix in one line, told
/// by its diagnostic group or its words, in a test or in the learner's code; the messages are
/// Swift 6.3's, as `swiftc -swift-version 6` writes them.
@Suite struct CompileErrorAdviceTests {
  @Test(arguments: [
    (
      "Tests/ToDoTests/ItemTests.swift:3:5: error: var 'today' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]",
      "keep no global 'var' in tests"
    ),
    (
      "Sources/ToDo/Store.swift:4:5: error: let 'shared' is not concurrency-safe because non-'Sendable' type 'Box' may have shared mutable state [#MutableGlobalVariable]",
      "make it a 'let' of a Sendable type"
    ),
    (
      "Sources/ToDo/Store.swift:4:23: error: static property 'cache' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]",
      "not a global 'var'"
    ),
    (
      "Tests/ToDoTests/APIClientTests.swift:9:7: error: mutation of captured var 'started' in concurrently-executing code [#SendableClosureCaptures]",
      "uses a 'var' it captured: capture a 'let' copy"
    ),
    (
      "Tests/ToDoTests/APIClientTests.swift:6:34: error: capture of 'box' with non-Sendable type 'Box' in a '@Sendable' closure [#SendableClosureCaptures]",
      "captures a non-Sendable value"
    ),
    (
      "Tests/AppMenuTests/MenuTests.swift:2:23: error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context [#ActorIsolatedCall]",
      "'@MainActor func test…() async'"
    ),
    (
      "Sources/AppMenu/Launcher.swift:2:23: error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context [#ActorIsolatedCall]",
      "mark the caller '@MainActor' too"
    ),
    (
      "Tests/AppMenuTests/MenuTests.swift:3:21: error: main actor-isolated default value in a nonisolated context",
      "not as a stored property's default"
    ),
    (
      "Sources/AppMenu/View.swift:2:30: error: conformance of 'View' to protocol 'Shows' crosses into main actor-isolated code and can cause data races [#ConformanceIsolation]",
      "extension Type: @MainActor Protocol"
    ),
    (
      "Sources/Bank/Bank.swift:10:36: error: actor-isolated property 'total' can not be referenced from a nonisolated context",
      "with 'await'"
    ),
    (
      "Tests/AppMenuTests/MenuTableDataSourceTests.swift:31:5: error: sending value of non-Sendable type 'MenuTableDataSourceTests' risks causing data races",
      "keep the test on one actor"
    ),
    (
      "Sources/ToDo/ItemCell.swift:15:9: error: passing closure as a 'sending' parameter risks causing data races between code in the current task and concurrent execution of the closure",
      "use it no more after handing it over"
    ),
  ])
  func eachConcurrencyErrorGetsItsFix(error: String, fix: String) throws {
    guard case .concurrency(let given) = CompileErrorAdvice(error: error) else {
      Issue.record("not told as a concurrency error: \(error)")
      return
    }
    #expect(given.contains(fix))
  }

  @Test func namesAndOtherErrorsAreNoConcurrencyErrors() {
    #expect(
      CompileErrorAdvice(error: "Tests/T.swift:1:1: error: cannot find 'Itme' in scope") == .names)
    #expect(CompileErrorAdvice(error: nil) == .names)
    #expect(
      CompileErrorAdvice(error: "Tests/T.swift:1:1: error: expected expression") == .other)
  }

  @Test func anAmberRunOfTheLearnersCodeSaysTheFixBelowTheError() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let workspace = folder.appendingPathComponent("kata-workspace/tiny").standardizedFileURL
      let amber = RawTestRun(
        status: 1,
        output:
          "\(workspace.path)/Sources/Calc/Calc.swift:3:5: error: var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]\nerror: fatalError\n",
        events: nil, seconds: 1)
      _ = KataToolTests().run(["start", "tiny"], in: folder)

      let result = KataToolTests().run(["test"], in: folder, runner: ScriptedRunner([amber]))

      #expect(result.output.contains("  Sources/Calc/Calc.swift:3:5: error: var 'counter'"))
      #expect(
        result.output.contains(
          "  Swift 6 concurrency: make it a 'let' of a Sendable type, or a property of the type that uses it, not a global 'var'.\n"
        ))
    }
  }
}
