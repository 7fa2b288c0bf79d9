// Not in the book as a test: the chapter on coverage says that code which must never run
// should stop the program loudly rather than sit there uncovered. Here that claim is tested:
// the test runs itself again in a child process that asks for a section the list does not
// have, and checks that the child stopped with the precondition's message.

import Foundation
import ToDo
import XCTest

final class UnreachableCodeTests: XCTestCase {
  /// Set in the child's environment: the child then does what must never happen.
  private static let trigger = "TODO_TESTS_ASK_FOR_SECTION"

  func test_anUnknownSection_stopsTheProgramNamingIt() throws {
    if let number = ProcessInfo.processInfo.environment[Self.trigger].flatMap(Int.init) {
      _ = ItemSection(number)
      XCTFail("section \(number) was made")
      return
    }

    let child = try runThisTestAgain(environment: [Self.trigger: "2"])

    XCTAssertNotEqual(child.status, 0, "the child went on:\n\(child.errors)")
    XCTAssertTrue(
      child.errors.contains("the item list has no section 2"),
      "the child stopped without the precondition's message:\n\(child.errors)")
  }

  func test_theKnownSections_areMadeFromTheirNumbers() {
    XCTAssertEqual(ItemSection(0), .toDo)
    XCTAssertEqual(ItemSection(1), .done)
  }

  /// Runs this one test in a new process of the same test binary, with `environment` added.
  private func runThisTestAgain(environment: [String: String]) throws -> (
    status: Int32, errors: String
  ) {
    let process = Process()
    let test = "ToDoTests.UnreachableCodeTests/test_anUnknownSection_stopsTheProgramNamingIt"
    #if os(macOS)
      // `xctest -XCTest TEST BUNDLE` on macOS, where the bundle is loaded by xctest.
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = ["-XCTest", test, Bundle(for: Self.self).bundlePath]
    #else
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = [test]
    #endif
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
