import Foundation
import Testing

@testable import KataKit

@Suite struct OutcomeClassifierTests {
  let classifier = OutcomeClassifier(folder: URL(fileURLWithPath: "/workspace"))

  /// A Swift Testing failure is named after its test, suites and function, as an XCTest
  /// failure is after its class and method: never after its suite alone.
  @Test func aSwiftTestingFailureIsNamedAfterItsTestInItsSuite() {
    #expect(
      SwiftTestingResults.name(ofTest: "AppMenuTests.VisibilityTests/showsNothing()/V.swift:8:4")
        == "AppMenuTests.VisibilityTests.showsNothing()")
    #expect(
      SwiftTestingResults.name(ofTest: "ToDoTests.answerIs42()/BTests.swift:3:2")
        == "ToDoTests.answerIs42()")
  }

  @Test func compilerErrorsAreAmberWithTheFirstErrorRelative() throws {
    let outcome = classifier.classify(try Fixtures.run("amber", status: 1))

    #expect(outcome.light == .amber)
    #expect(outcome.ran == 0)
    #expect(
      outcome.compilerError == "Sources/ToDo/ToDo.swift:1:31: error: cannot find 'missing' in scope"
    )
    #expect(outcome.otherErrors == nil)
  }

  /// The other errors are counted once each, however often the build prints them.
  @Test func theOtherCompilerErrorsAreCountedOnce() {
    let missing = "/workspace/Sources/ToDo/Item.swift:3:9: error: cannot find type 'Place' in scope"
    let equatable =
      "/workspace/Sources/ToDo/Item.swift:1:8: error: type 'Item' does not conform to protocol 'Equatable'"
    let run = RawTestRun(
      status: 1,
      output: [
        missing, "  |         `- error: cannot find type 'Place' in scope", equatable, missing,
        "/workspace/Tests/ToDoTests/ItemTests.swift:9:5: error: cannot find 'Place' in scope",
        "error: fatalError",
      ].joined(separator: "\n"))

    let outcome = classifier.classify(run)

    #expect(
      outcome.compilerError
        == "Sources/ToDo/Item.swift:3:9: error: cannot find type 'Place' in scope")
    #expect(outcome.otherErrors == 2)
  }

  /// The compiler's own page on the first error's diagnostic group comes with it, as the
  /// compiler's footnote gives it; a group without a footnote, or another group's, gives none.
  @Test func theFirstErrorKeepsTheCompilersPageOnItsGroup() {
    let error =
      "/workspace/Sources/ToDo/Store.swift:1:5: error: var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]"
    let page = "https://docs.swift.org/compiler/documentation/diagnostics/mutable-global-variable"
    let run = RawTestRun(
      status: 1,
      output: [
        error, "", "[#SendableClosureCaptures]: <https://docs.swift.org/other>",
        "[#MutableGlobalVariable]: <\(page)>",
      ].joined(separator: "\n"))
    let bare = RawTestRun(status: 1, output: error)

    #expect(classifier.classify(run).documentation == page)
    #expect(classifier.classify(bare).documentation == nil)
  }

  @Test func anErrorAtARelativePlaceIsShownBeforeABareOne() {
    let run = RawTestRun(
      status: 1,
      output:
        "Building for debugging...\nerror: emit-module command failed with exit code 1\nTests/AppMenuTests/MenuTests.swift:3:21: error: main actor-isolated default value in a nonisolated context\n",
      events: nil, seconds: 1)

    #expect(
      classifier.classify(run).compilerError
        == "Tests/AppMenuTests/MenuTests.swift:3:21: error: main actor-isolated default value in a nonisolated context"
    )
  }

  @Test func failuresOfBothFrameworksAreRedWithNamesAndMessages() throws {
    let outcome = classifier.classify(try Fixtures.run("red", status: 1))

    #expect(outcome.light == .red)
    #expect(outcome.ran == 4)
    #expect(outcome.failed == 2)
    #expect(outcome.skipped == 2)
    #expect(
      outcome.failures == [
        .init(
          test: "ATests.testAnswer",
          message:
            #"Tests/ToDoTests/ATests.swift:4: XCTAssertEqual failed: ("41") is not equal to ("42") - the answer"#
        ),
        .init(
          test: "ToDoTests.answerIs42()",
          message: "Tests/ToDoTests/BTests.swift:3: Expectation failed: (answer() → 41) == 42"),
      ])
  }

  /// A test whose checks fail twice shows each, where only the first was kept.
  @Test func everyFailedCheckOfATestIsKeptInOrder() {
    let results = XCTestResults(
      lines: [
        "Test Suite 'All tests' started at 2026-11-29 10:00:00.000",
        "Test Case 'ATests.testBoth' started at 2026-11-29 10:00:00.000",
        #"/w/Tests/ATests.swift:4: error: ATests.testBoth : XCTAssertEqual failed: ("1") is not equal to ("2") - "#,
        #"/w/Tests/ATests.swift:5: error: ATests.testBoth : XCTAssertTrue failed - "#,
        "Test Case 'ATests.testBoth' failed (0.001 seconds)",
      ], trim: { $0.replacingOccurrences(of: "/w/", with: "") })

    #expect(
      results.failures == [
        .init(
          test: "ATests.testBoth",
          message: #"Tests/ATests.swift:4: XCTAssertEqual failed: ("1") is not equal to ("2")"#,
          others: ["Tests/ATests.swift:5: XCTAssertTrue failed"])
      ])
  }

  @Test func allPassingIsGreenAndSkippedTestsAreNotPasses() throws {
    let outcome = classifier.classify(try Fixtures.run("green", status: 0))

    #expect(outcome.light == .green)
    #expect(outcome.ran == 4)
    #expect(outcome.failed == 0)
    #expect(outcome.skipped == 2)
  }

  @Test func aCrashingTestIsRedAndNamed() throws {
    let outcome = classifier.classify(try Fixtures.run("crash", status: 1))

    #expect(outcome.light == .red)
    #expect(outcome.note == "CTests.testCrash crashed: ToDo/ToDo.swift:2: Fatal error: boom")
  }

  @Test func noTestRunIsRedNotGreen() {
    let onlySkipped = RawTestRun(
      status: 0,
      output: """
        Test Suite 'All tests' started at 2026-11-22 10:00:00.000
        Test Case 'ATests.testLater' started at 2026-11-22 10:00:00.000
        Test Case 'ATests.testLater' skipped (0.0 seconds)
        """)
    let nothing = RawTestRun(status: 0, output: "Build complete!\n")

    #expect(
      classifier.classify(onlySkipped)
        == TestOutcome(light: .red, skipped: 1, note: "no test ran: 1 skipped"))
    #expect(classifier.classify(nothing) == TestOutcome(light: .red, note: "no test ran"))
  }

  @Test func aRunStoppedForTakingTooLongIsRedAndSaysWhy() {
    let run = RawTestRun(
      status: 130,
      output: """
        Test Suite 'All tests' started at 2026-11-22 10:00:00.000
        Test Case 'ATests.testHang' started at 2026-11-22 10:00:00.000
        """, seconds: 300.2, timedOut: true)

    let outcome = classifier.classify(run)

    #expect(outcome.light == .red)
    #expect(
      outcome.note
        == "stopped after 300 s: a test never finished (an endless loop, or a wait that nothing ends?)"
    )
  }

  @Test func macOSXCTestLinesAreUnderstood() {
    let run = RawTestRun(
      status: 1,
      output: """
        Test Suite 'All tests' started at 2026-11-22 10:00:00.000
        Test Case '-[ToDoTests.ATests testAnswer]' started.
        /workspace/Tests/ToDoTests/ATests.swift:4: error: -[ToDoTests.ATests testAnswer] : XCTAssertEqual failed: ("41") is not equal to ("42")
        Test Case '-[ToDoTests.ATests testAnswer]' failed (0.001 seconds).
        Test Case '-[ToDoTests.ATests testOther]' started.
        Test Case '-[ToDoTests.ATests testOther]' passed (0.001 seconds).
        """)

    let outcome = classifier.classify(run)

    #expect(outcome.light == .red)
    #expect(outcome.ran == 2)
    #expect(
      outcome.failures == [
        .init(
          test: "ToDoTests.ATests.testAnswer",
          message:
            #"Tests/ToDoTests/ATests.swift:4: XCTAssertEqual failed: ("41") is not equal to ("42")"#
        )
      ])
  }

  @Test func aFailedRunWithPassingTestsIsStillRed() {
    let run = RawTestRun(
      status: 1,
      output: """
        Test Suite 'All tests' started at 2026-11-22 10:00:00.000
        Test Case 'ATests.testOne' started at 2026-11-22 10:00:00.000
        Test Case 'ATests.testOne' passed (0.0 seconds)
        """)

    #expect(classifier.classify(run).light == .red)
    #expect(classifier.classify(run).note == "swift test failed with status 1")
  }

  @Test func linkErrorsAreAmberToo() {
    let run = RawTestRun(
      status: 1, output: "Linking\nerror: link command failed with exit code 1\nerror: fatalError\n"
    )

    #expect(classifier.classify(run).compilerError == "error: link command failed with exit code 1")
  }
}
