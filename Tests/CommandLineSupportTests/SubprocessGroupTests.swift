import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// A program is stopped with everything it started: a mutant's test binary that loops or
/// leaves a helper behind must not outlive its timeout, nor keep `mutate` waiting.
@Suite struct SubprocessGroupTests {
  /// Whether the process `identifier` still runs, after giving it up to two seconds to go.
  /// A process that ended but that no one has reaped yet (a zombie, as an orphan is where
  /// the first process does not reap) no longer runs.
  func stillRuns(_ identifier: Int32) -> Bool {
    for _ in 0..<20 {
      guard kill(identifier, 0) == 0 else { return false }
      let stat = (try? String(contentsOfFile: "/proc/\(identifier)/stat", encoding: .utf8)) ?? ""
      if let state = stat.split(separator: ")").last?.split(separator: " ").first,
        state == "Z" || state == "X"
      {
        return false
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return true
  }

  func helper(in file: URL) throws -> Int32 {
    let text = try String(contentsOf: file, encoding: .utf8)
    return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// The attack: a looping test whose helper (`sleep 75`) holds the output. The timeout
  /// ends both, and the call returns soon after it.
  @Test func aTimeoutEndsTheProgramAndEverythingItStarted() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("helper.pid")
      let started = Date()

      let outcome = try Subprocess.run(
        ["sh", "-c", "sleep 75 & echo $! > '\(file.path)'; while :; do :; done"], timeout: 1,
        endingItsGroup: true)

      #expect(outcome.timedOut)
      #expect(Date().timeIntervalSince(started) < 10)
      #expect(!stillRuns(try helper(in: file)))
    }
  }

  /// A test that passes but leaves a helper holding its output: with the group ended, the
  /// call returns when the test does, not when the helper would.
  @Test func aHelperHoldingTheOutputDoesNotKeepTheCallWaiting() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("helper.pid")
      let started = Date()

      let outcome = try Subprocess.run(
        ["sh", "-c", "sleep 30 & echo $! > '\(file.path)'; echo passed"], endingItsGroup: true)

      #expect(outcome.succeeded && outcome.output == "passed\n")
      #expect(Date().timeIntervalSince(started) < 10)
      #expect(!stillRuns(try helper(in: file)))
    }
  }

  /// What Ctrl-C does in `mutate` (``Subprocess/endAll()``), to one program: the program and
  /// what it started stop.
  @Test func endingAProgramsGroupStopsWhatItStarted() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("helper.pid")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "sleep 60 & echo $! > '\(file.path)'; sleep 60"]
      try process.run()
      // The shell makes the file before it writes the number: wait for a whole line.
      for _ in 0..<100
      where !((try? String(contentsOf: file, encoding: .utf8)) ?? "").hasSuffix("\n") {
        Thread.sleep(forTimeInterval: 0.1)
      }
      defer { Subprocess.end(group: process.processIdentifier, with: SIGKILL) }
      let helper = try helper(in: file)

      Subprocess.end(group: process.processIdentifier, with: SIGKILL)
      process.waitUntilExit()

      #expect(!stillRuns(helper))
    }
  }
}
