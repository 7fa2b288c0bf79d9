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
        ["sh", "-c", "sleep 75 & echo $! > '\(file.path)'; while :; do :; done"], timeout: 1)

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
        ["sh", "-c", "sleep 30 & echo $! > '\(file.path)'; echo passed"])

      #expect(outcome.succeeded && outcome.output == "passed\n")
      #expect(Date().timeIntervalSince(started) < 10)
      #expect(!stillRuns(try helper(in: file)))
    }
  }
}

/// The siblings of the helper that outlived its test (#48): one that calls `setsid`, one
/// orphaned to process 1 in a session of its own, and programs that inherit a tool's ignored
/// or blocked signals. Whatever a program starts ends with it, and every program starts with
/// every signal at its default.
@Suite struct ProcessTreeTests {
  let group = SubprocessGroupTests()

  @Test(arguments: [
    "setsid sleep 302 & echo $! > '%@'; echo passed",
    "(setsid sh -c 'echo $$ > \"%@\"; exec sleep 303' &); while [ ! -s '%@' ]; do sleep 0.1; done; echo passed",
  ])
  func aHelperInASessionOfItsOwnEndsWithTheRun(script: String) throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("helper.pid")
      let started = Date()

      let outcome = try Subprocess.run(
        ["sh", "-c", script.replacingOccurrences(of: "%@", with: file.path)], timeout: 30)

      #expect(outcome.succeeded && outcome.output == "passed\n")
      #expect(!outcome.timedOut, "decided by the program's own end, not by the pipe")
      #expect(Date().timeIntervalSince(started) < 10)
      #expect(!group.stillRuns(try group.helper(in: file)))
    }
  }

  /// A test that times out while a helper in a session of its own holds its output: the
  /// timeout ends both, and the call returns soon after.
  @Test func aTimeoutEndsAHelperThatLeftTheGroup() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("helper.pid")
      let started = Date()

      let outcome = try Subprocess.run(
        ["sh", "-c", "setsid sleep 304 & echo $! > '\(file.path)'; while :; do :; done"],
        timeout: 1)

      #expect(outcome.timedOut)
      #expect(Date().timeIntervalSince(started) < 10)
      #expect(!group.stillRuns(try group.helper(in: file)))
    }
  }

  #if os(Linux)
    /// A tool that ignores Ctrl-C (as `kata` and `coverage-gate` do, to end their programs
    /// first), from a thread that blocks SIGINT and SIGTERM: the program still starts with
    /// none blocked and none ignored, so a plain `kill` ends what it leaves.
    @Test func aProgramStartsWithNoSignalBlockedOrIgnored() throws {
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGINT)
      sigaddset(&blocked, SIGTERM)
      var previous = sigset_t()
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
      let ignored = signal(SIGTERM, SIG_IGN)
      defer {
        signal(SIGTERM, ignored)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
      }

      let outcome = try Subprocess.run(["cat", "/proc/self/status"])

      // The standard signals, 1 to 31: glibc keeps two of its own above them.
      func mask(_ name: String) -> UInt64? {
        outcome.output.split(separator: "\n").first { $0.hasPrefix(name + ":") }
          .flatMap {
            UInt64($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
          }
          .map { $0 & 0x7FFF_FFFF }
      }
      #expect(mask("SigBlk") == 0)
      #expect(mask("SigIgn") == 0)
    }
  #endif
}

/// A tool's control group is removed whole: the groups a tool run inside it made (a tool
/// killed with the tests that ran it) go with it, so no empty `tddkit-*` folder is left in
/// the machine's cgroup tree.
@Suite struct ProcessCgroupTests {
  @Test(.enabled(if: ProcessCgroup.make().map { $0.remove() } != nil, "needs a cgroup v2 group"))
  func aGroupIsRemovedWithTheGroupsMadeInsideIt() throws {
    let outer = try #require(ProcessCgroup.make())
    let inner = "\(outer.folder)/\(ProcessCgroup.prefix)inner"
    #expect(mkdir(inner, 0o755) == 0)
    #expect(mkdir("\(inner)/\(ProcessCgroup.prefix)deeper", 0o755) == 0)

    outer.remove()

    #expect(access(outer.folder, F_OK) != 0, "the group and those inside it are gone")
  }
}
