import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

@Suite struct SubprocessTests {
  @Test func collectsOutputErrorsAndStatus() throws {
    let outcome = try Subprocess.run(["sh", "-c", "echo out; echo err >&2; exit 3"])

    #expect(outcome.status == 3)
    #expect(!outcome.succeeded)
    #expect(outcome.output == "out\n")
    #expect(outcome.errors == "err\n")
  }

  @Test func mergesErrorsIntoOutputAndStreamsChunks() throws {
    let recording = ConsoleRecording()
    let console = recording.console()

    let outcome = try Subprocess.run(
      ["sh", "-c", "echo one; echo two >&2"], mergingErrors: true, onOutput: { console.write($0) })

    #expect(outcome.succeeded)
    #expect(outcome.output == "one\ntwo\n")
    #expect(outcome.errors.isEmpty)
    #expect(recording.output == "one\ntwo\n")
  }

  /// A long `kata verify` starts thousands of programs: each must give back its pipes.
  ///
  /// Other tests open files at the same time, so the bound leaves them room: leaking one
  /// pipe end per program would leave 200 more open, the bound allows 50.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
  func programsLeaveNoFileOpen() throws {
    func openFiles() -> Int {
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }
    _ = try Subprocess.run(["true"], timeout: 60)
    let before = openFiles()

    for _ in 0..<100 {
      _ = try Subprocess.run(["sh", "-c", "echo out; echo err >&2"], timeout: 60)
      _ = try Subprocess.run(["true"], mergingErrors: true)
    }

    #expect(openFiles() < before + 50, "200 programs, each with two pipes")
  }

  @Test func runsInTheGivenDirectoryWithTheGivenEnvironment() throws {
    let outcome = try Subprocess.run(
      ["sh", "-c", "pwd; echo $GREETING"], in: URL(fileURLWithPath: "/"),
      environment: ["GREETING": "hi", "PATH": "/usr/bin:/bin"])

    #expect(outcome.output == "/\nhi\n")
  }

  /// Whether these tests run inside a tree's temporary folder already (under `coverage-gate
  /// run`), where a program shares it by design (``aTreeInsideATreeSharesItsFolder()``).
  static let insideATreesFolder = URL(
    fileURLWithPath: ProcessInfo.processInfo.environment["TMPDIR"] ?? "/"
  ).lastPathComponent.hasPrefix(ProcessTree.scratchPrefix)

  @Test(.enabled(if: !insideATreesFolder, "a program shares the folder of the tree it runs in"))
  func aProgramsTemporaryFilesGoWithItEvenWhenItIsKilledBeforeItsCleanUp() throws {
    let outcome = try Subprocess.run(
      ["sh", "-c", "mkdir \"$TMPDIR/left\" && echo \"$TMPDIR\"; kill -9 $$"],
      ownTemporaryFolder: true)
    let folder = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)

    #expect(outcome.status == 137)
    #expect(folder.contains("tddkit-run-"))
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  /// A program started from inside a tree's folder shares it, and no folder nests in
  /// another: paths stay short enough for a socket (107 bytes), as a browser needs.
  @Test func aTreeInsideATreeSharesItsFolder() throws {
    let inside = ProcessTree.scratch(
      for: ["TMPDIR": "/tmp/tddkit-run-A"], inside: "/tmp/tddkit-run-A")
    let outside = try #require(ProcessTree.scratch(for: [:], inside: nil))
    defer { try? FileManager.default.removeItem(at: outside) }

    #expect(inside == nil)
    #expect(ProcessTree.scratch(for: [:], running: ["swift", "build"], inside: nil) == nil)
    #expect(
      ProcessTree.scratch(for: [:], running: ["/usr/bin/swift", "test"], inside: nil) == nil,
      "SwiftPM keeps its lock on a package in the shared temporary folder")
    #expect(outside.lastPathComponent.hasPrefix("tddkit-run-"))
    #expect(FileManager.default.fileExists(atPath: outside.path))
  }

  @Test func aTemporaryFolderTheCallerNamesIsKept() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.url.path

    let outcome = try Subprocess.run(
      ["sh", "-c", "touch \"$TMPDIR/kept\""], environment: environment, ownTemporaryFolder: true)

    #expect(outcome.succeeded)
    #expect(FileManager.default.fileExists(atPath: folder.file("kept").path))
  }

  @Test func largeOutputDoesNotBlock() throws {
    let outcome = try Subprocess.run([
      "sh", "-c", "head -c 1000000 /dev/zero | tr '\\\\0' x; echo done >&2",
    ])

    #expect(outcome.output.count == 1_000_000)
    #expect(outcome.errors == "done\n")
  }

  @Test func anEndlessTalkerKeepsOnlyItsLastBytes() throws {
    let outcome = try Subprocess.run(
      ["sh", "-c", "seq 1 200000; seq 1 3 >&2"], keepingAtMost: 100)

    #expect(outcome.output.count == 100)
    #expect(outcome.output.hasSuffix("199999\n200000\n"))
    #expect(outcome.errors == "1\n2\n3\n")
  }

  @Test func signalledProgramsReportOneHundredTwentyEightPlusTheSignal() throws {
    #expect(try Subprocess.run(["sh", "-c", "kill -KILL $$"]).status == 128 + 9)
  }

  @Test func aProgramThatRunsTooLongIsInterruptedAndSaysSo() throws {
    let started = Date()

    let outcome = try Subprocess.run(["sleep", "30"], timeout: 0.2)

    #expect(outcome.timedOut)
    #expect([SIGINT, SIGTERM, SIGKILL].map { 128 + $0 }.contains(outcome.status))
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(try Subprocess.run(["true"], timeout: 30).timedOut == false)
  }

  @Test func missingProgramsFailWithTheirStatus() throws {
    let outcome = try Subprocess.run(["tddkit-no-such-program"])

    #expect(outcome.status == 127)
  }

  /// A program named by its whole path starts without `env` in between, so one that is not
  /// there cannot start, rather than ending with `env`'s status.
  @Test func aProgramGivenByItsPathStartsDirectly() throws {
    #expect(throws: Subprocess.LaunchError.self) {
      try Subprocess.run(["/nonexistent/tddkit-no-such-program"])
    }
    #expect(try Subprocess.run(["/bin/sh", "-c", "exit 3"]).status == 3)
  }

  @Test func launchErrorsNameTheProgram() {
    let error = Subprocess.LaunchError(command: ["swift", "test"], reason: "not found")

    #expect(error.description == "cannot run swift: not found")
  }
}
