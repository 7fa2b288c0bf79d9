// Differs from the book: the book registers cells in the storyboard; here registering returns a
// token that dequeuing needs, an idea from the testable-design sample.

import Foundation
import TestSupport
import ToDo
import XCTest

/// The registration token turns "dequeue before register" into a compile error: the only way
/// to get a `CellRegistration` outside the module is `register(in:)`, and `dequeue` needs one.
///
/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class CellRegistrationTests: XCTestCase {
  @MainActor func test_register_registersTheCellAsItemCell() async {
    let listView = MockListView()

    let registration = MockItemCell.register(in: listView)

    XCTAssertEqual(registration.reuseIdentifier, "ItemCell")
    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
  }

  @MainActor func test_dequeue_withTheToken_returnsACellOfTheRegisteredType() async {
    let listView = MockListView()
    let registration = MockItemCell.register(in: listView)

    let cell: MockItemCell = listView.dequeue(registration, for: ListPosition(row: 0, section: 0))

    XCTAssertTrue(cell.configuredContents.isEmpty)
    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
  }

  /// The claim itself, checked by the compiler: code outside the module that makes its own
  /// token to dequeue a cell it never registered does not compile, while the same code
  /// with the token `register(in:)` gives it does.
  func test_dequeue_withATokenMadeByHand_doesNotCompile() throws {
    let registered = try typecheck("let token = Cell.register(in: list)")
    let forged = try typecheck(#"let token = CellRegistration<Cell>(reuseIdentifier: "Cell")"#)

    XCTAssertEqual(registered.status, 0, registered.output)
    XCTAssertNotEqual(forged.status, 0)
    XCTAssertTrue(forged.output.contains("inaccessible"), forged.output)
  }

  /// Type-checks, against the built `ToDo` module, a function that gets a token for a cell
  /// by `making` it, then dequeues with it: the compiler's exit status and what it said.
  private func typecheck(_ making: String) throws -> (status: Int32, output: String) {
    let bin = try run(["swift", "build", "--show-bin-path"], in: BuiltTool.repository).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("misuse-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      """
      import ToDo

      @MainActor final class Cell: ReusableCell {
        static let reuseIdentifier = "Cell"
      }

      @MainActor func show(in list: some ListView) -> Cell {
        \(making)
        return list.dequeue(token, for: ListPosition(row: 0, section: 0))
      }

      """.utf8
    ).write(to: file)
    return try run(
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", bin + "/Modules", file.path],
      in: nil)
  }

  /// Runs `command` and waits for it: its exit status, and its output and errors together.
  private func run(_ command: [String], in folder: URL?) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
