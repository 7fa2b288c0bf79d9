// Differs from the book: the chapter explains in prose that setUp runs before every test and
// that a helper should report its caller's line; here both claims are tests of their own.

import ToDo
import XCTest

/// Shows the parts of a test: `setUp` before and `tearDown` after every test method, and
/// assertion helpers that blame the line of their caller.
final class TestAnatomyTests: XCTestCase {
  private var events: [String] = []
  private var recordedLines: [Int] = []
  private var isRecordingFailures = false

  override func setUp() {
    super.setUp()
    events = ["setUp"]
  }

  override func tearDown() {
    events.append("tearDown")
    XCTAssertEqual(events, ["setUp", "test", "tearDown"])
    super.tearDown()
  }

  func test_setUpRunsBeforeEachTest() {
    XCTAssertEqual(events, ["setUp"])
    events.append("test")
  }

  func test_assertionHelper_reportsTheCallersLine() {
    isRecordingFailures = true
    let callerLine = #line + 1
    assertHeadline(of: "wrong", is: "Not What It Makes")
    isRecordingFailures = false

    XCTAssertEqual(recordedLines, [callerLine])
    events.append("test")
  }

  /// Fails at the caller's file and line, so a failure points at the test that called it.
  private func assertHeadline(
    of input: String, is expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(makeHeadline(input), expected, file: file, line: line)
  }

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      guard isRecordingFailures else { return super.record(issue) }
      recordedLines.append(issue.sourceCodeContext.location?.lineNumber ?? 0)
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isRecordingFailures else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recordedLines.append(lineNumber)
    }
  #endif
}
