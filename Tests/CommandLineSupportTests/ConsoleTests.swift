import Foundation
import Testing

@testable import CommandLineSupport

/// Standard error has one door, which cleans what goes through it: a progress line, a
/// warning naming a path from an export, an error naming an input.
@Suite struct ConsoleTests {
  @Test func writesToTheGivenDescriptorsUnstyledWhenNotATerminal() throws {
    let output = Pipe()
    let errors = Pipe()
    let console = Console(
      output: output.fileHandleForWriting.fileDescriptor,
      error: errors.fileHandleForWriting.fileDescriptor, environment: [:])

    console.line("hello")
    console.error("oops", tool: "tool")
    try output.fileHandleForWriting.close()
    try errors.fileHandleForWriting.close()

    #expect(!console.style.isEnabled)
    #expect(
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        == "hello\n")
    #expect(
      String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        == "tool: oops\n")
  }

  @Test func whateverIsWrittenToStandardErrorIsCleanedWithItsLinesKept() {
    let written = Locked("")
    let console = Console(
      style: TextStyle(isEnabled: false, isTerminal: false), write: { _ in },
      writeError: { text in written.withLock { $0 += text } })

    console.writeError("source \u{1B}]0;owned\u{07}a\u{202E}b.swift\nnext line\n")
    console.error("bad \u{9B}31m input", tool: "tool")

    #expect(written.withLock { $0 } == "source ]0;ownedab.swift\nnext line\ntool: bad 31m input\n")
  }
}
