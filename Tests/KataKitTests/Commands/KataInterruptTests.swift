import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// The built `kata` stopped by Ctrl-C in the middle of a run, as a terminal sends it: to the
/// whole process group.
@Suite struct KataInterruptTests {
  /// The built `kata`, the environment its runs get (its coverage profile in `folder`) and
  /// a first-tests workspace in `folder` whose one extra test writes its process id to
  /// `started`, then waits far longer than a test does.
  func workspaceWithAWaitingTest(in folder: URL) throws -> (
    kata: URL, environment: [String: String], workspace: URL, started: URL
  ) {
    let kata = try BuiltTool.url("kata")
    let environment = ProcessInfo.processInfo.environment.merging([
      "KATA_PATH": BuiltTool.repository.appendingPathComponent("Katas").path, "NO_COLOR": "1",
      "LLVM_PROFILE_FILE": ToolProfile.variable(in: folder),
    ]) { _, new in new }
    let workspace = folder.appendingPathComponent("kata-workspace/first-tests")
    let started = folder.appendingPathComponent("started")
    let start = try Subprocess.run(
      [kata.path, "start", "first-tests"], in: folder, environment: environment)
    try #require(start.status == 0, "\(start.output)")
    try Data("func makeHeadline(_ string: String) -> String { string }\n".utf8).write(
      to: workspace.appendingPathComponent("Sources/ToDo/Headline.swift"))
    try Data(
      """
      import Foundation
      import XCTest

      final class WaitingTests: XCTestCase {
        func testWaits() {
          let pid = "\\(ProcessInfo.processInfo.processIdentifier)"
          try? pid.write(toFile: "\(started.path).tmp", atomically: false, encoding: .utf8)
          rename("\(started.path).tmp", "\(started.path)")
          Thread.sleep(forTimeInterval: 120)
        }
      }

      """.utf8
    ).write(to: workspace.appendingPathComponent("Tests/ToDoTests/WaitingTests.swift"))
    return (kata, environment, workspace, started)
  }

  @Test func aRunStoppedByControlCSaysSoAndKeepsNoLight() throws {
    try withTemporaryDirectory { folder in
      let (kata, environment, workspace, started) = try workspaceWithAWaitingTest(in: folder)
      defer { ToolProfile.keep(from: folder) }
      let stopped = try ControlC.stop(
        #""$0" test --dir kata-workspace/first-tests > output.txt 2> errors.txt"#, tool: kata,
        when: "[ -e started ]", in: folder, environment: environment)

      let errors = try String(
        contentsOf: folder.appendingPathComponent("errors.txt"), encoding: .utf8)
      let journal = try String(
        contentsOf: workspace.appendingPathComponent(".kata/journal.jsonl"), encoding: .utf8)
      #expect(FileManager.default.fileExists(atPath: started.path), "the test ran")
      #expect(stopped.status == 130, "\(stopped.output)")
      #expect(errors == "kata: stopped; a run it had not finished keeps no light\n")
      #expect(!journal.contains(#""event":"run""#), "\(journal)")
    }
  }

  /// Ctrl-C pressed in a real terminal (a pseudo-terminal here), on the commands that wait:
  /// each ends at once, saying so, where it once waited for `q`.
  @Test(arguments: ["serve", "watch"])
  func controlCInATerminalStopsAWaitingCommand(_ command: String) throws {
    try withTemporaryDirectory { folder in
      let kata = try BuiltTool.url("kata")
      let environment = ProcessInfo.processInfo.environment.merging([
        "KATA_PATH": BuiltTool.repository.appendingPathComponent("Katas").path,
        "NO_COLOR": "1", "LLVM_PROFILE_FILE": ToolProfile.variable(in: folder),
      ]) { _, new in new }
      defer { ToolProfile.keep(from: folder) }
      let arguments: [String]
      if command == "serve" {
        arguments = ["dashboard", "serve", "room", "--port", "0", "--host", "127.0.0.1"]
      } else {
        let start = try Subprocess.run(
          [kata.path, "start", "first-tests"], in: folder, environment: environment)
        try #require(start.status == 0, "\(start.output)")
        arguments = ["watch", "--dir", "kata-workspace/first-tests"]
      }
      let session = try PseudoTerminal.controlC(
        [kata.path] + arguments, in: folder, environment: environment,
        when: command == "serve" ? "Press q or Ctrl-C" : "Make it compile")
      #expect(session.status == 130, "\(session.screen)")
      #expect(session.screen.contains("kata: stopped"), "\(session.screen)")
      #expect(
        session.screen.contains("keeps no light") == (command == "watch"), "\(session.screen)")
      if command == "serve" {
        #expect(session.screen.contains("Stopped serving room; the room keeps every entry"))
      }
    }
  }

  /// The terminal window closed in the middle of a run: `kata` ends, and so does the test it
  /// started, which runs in a process group of its own and so gets no SIGHUP from the
  /// terminal; a test still running 120 s later would be an orphan of the closed window.
  @Test func closingTheTerminalEndsTheRunItStarted() throws {
    try withTemporaryDirectory { folder in
      let (kata, environment, _, started) = try workspaceWithAWaitingTest(in: folder)
      defer { ToolProfile.keep(from: folder) }

      let closed = try PseudoTerminal.closeTerminal(
        [kata.path, "test", "--dir", "kata-workspace/first-tests"], in: folder,
        environment: environment, when: "file:\(started.path)")
      let pid = try #require(
        Int32(try String(contentsOf: started, encoding: .utf8)), "the test ran")
      var ended = false
      for _ in 0..<50 where !ended {
        ended = kill(pid, 0) != 0
        if !ended { usleep(100_000) }
      }
      if !ended { kill(pid, SIGKILL) }

      #expect(closed.status != nil, "kata ended with the terminal: \(closed.screen)")
      #expect(ended, "the test kata started ended with it")
    }
  }
}

/// A report written to standard output on a full disk is not lost in silence: the tool says
/// so in one line and fails.
@Suite struct LostOutputTests {
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func aFullDiskUnderStandardOutputIsAFailureThatSaysSo() throws {
    try withTemporaryDirectory { folder in
      let kata = try BuiltTool.url("kata")
      let environment = ProcessInfo.processInfo.environment.merging([
        "LLVM_PROFILE_FILE": ToolProfile.variable(in: folder)
      ]) { _, new in new }
      defer { ToolProfile.keep(from: folder) }

      let full = try Subprocess.run(
        ["sh", "-c", #""$0" --help > /dev/full"#, kata.path], in: folder,
        environment: environment)
      let piped = try Subprocess.run(
        ["sh", "-c", #""$0" --help | head -c 1 > /dev/null"#, kata.path], in: folder,
        environment: environment)

      #expect(full.status == 1, "\(full.errors)")
      #expect(full.errors == "kata: cannot write to standard output: No space left on device\n")
      #expect(piped.status == 0 && piped.errors.isEmpty, "a reader that stops early is no loss")
    }
  }
}
