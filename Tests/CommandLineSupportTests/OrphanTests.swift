import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// What a program a tool runs leaves behind, tried on the built `coverage-gate`, whose `run`
/// starts `swift test` (here a stand-in script on its `PATH`): an orphan that exits is
/// collected at once, as `init` would collect it, and a tree that starts itself again
/// hundreds of times a second, in new sessions, is ended whole.
@Suite struct OrphanTests {
  /// Runs the built `coverage-gate run` in `folder` with `script` as its `swift`.
  func gate(running script: String, in folder: URL) throws -> Subprocess.Outcome {
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let swift = bin.appendingPathComponent("swift")
    try Data(("#!/bin/sh\n" + script).utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["LLVM_PROFILE_FILE"] = ToolProfile.variable(in: folder)
    defer { ToolProfile.keep(from: folder) }
    return try Subprocess.run(
      [try BuiltTool.url("coverage-gate").path, "run"], in: folder, environment: environment,
      mergingErrors: true, timeout: 120)
  }

  /// A test that orphans a helper and waits for it to vanish, as teardown tests do: the tool
  /// adopts the orphan and collects its end at once. Under a process 1 that collects ends
  /// now and then (a container's), the helper stayed a zombie for seconds, and a test that
  /// waits for it ran out of time by chance.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
  func anOrphanIsAdoptedByTheToolAndVanishesWhenItExits() throws {
    try withTemporaryDirectory { folder in
      let outcome = try gate(
        running: """
          helper=$(sh -c 'sleep 0.3 > /dev/null 2>&1 & echo $!')
          parent=$(cut -d' ' -f4 /proc/"$helper"/stat)
          if [ "$parent" = "$PPID" ]; then echo "adopted by the tool"; fi
          for _ in $(seq 200); do
            kill -0 "$helper" 2>/dev/null || { echo "the helper vanished"; exit 0; }
            sleep 0.05
          done
          echo "the helper is still there"
          exit 1
          """, in: folder)

      #expect(outcome.output.contains("adopted by the tool"), "\(outcome.output)")
      #expect(outcome.output.contains("the helper vanished"), "\(outcome.output)")
    }
  }

  /// A test whose child starts itself again in a new session as fast as it can, each
  /// generation gone within a millisecond: when the test ends, its tree ends, every
  /// generation. (Found by its token among the newest processes, for three seconds; a chain
  /// found is killed the same way, so a failing run leaves nothing running.)
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
  func aTreeThatReforksInNewSessionsIsEndedWhole() throws {
    try withTemporaryDirectory { folder in
      let token = "reforking-\(UUID().uuidString)"
      let chain = """
        import os
        while True:
            if os.fork():
                os._exit(0)
            os.setsid()
        """
      _ = try gate(running: "python3 -c '\(chain)' \(token) &\nsleep 1\nexit 0\n", in: folder)

      let seen = Self.newest(with: token, killing: false)
      if seen > 0 { _ = Self.newest(with: token, killing: true) }
      #expect(seen == 0, "a generation still ran \(seen) times after the run")
    }
  }

  /// SIGTERM to `coverage-gate run` while its `swift test` runs: the tool ends, and nothing
  /// it started outlives it. (Its main thread, seeing `swift test` end, once started the
  /// next program between the signal and the exit, and that program lived on: about one run
  /// in four.)
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
  func nothingOutlivesAToolStoppedBySIGTERM() throws {
    try withTemporaryDirectory { folder in
      let token = "outliving-\(UUID().uuidString)"
      let bin = folder.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let swift = bin.appendingPathComponent("swift")
      try Data(
        """
        #!/bin/sh
        python3 -c 'import time; time.sleep(60)' \(token) &
        touch started
        exec python3 -c 'import time; time.sleep(60)' \(token)

        """.utf8
      ).write(to: swift)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      environment["LLVM_PROFILE_FILE"] = ToolProfile.variable(in: folder)
      defer { ToolProfile.keep(from: folder) }
      let script = """
        for _ in 1 2 3 4 5 6; do
          rm -f started
          "$0" run > /dev/null 2>&1 &
          tool=$!
          while [ ! -e started ]; do sleep 0.02; done
          kill -TERM "$tool"
          wait "$tool"
          echo "status $?"
        done
        """

      let rounds = try Subprocess.run(
        ["/bin/sh", "-c", script, try BuiltTool.url("coverage-gate").path], in: folder,
        environment: environment, timeout: 120)
      Thread.sleep(forTimeInterval: 0.3)
      let survivors = Self.all(with: token)
      for survivor in survivors { kill(survivor, SIGKILL) }

      #expect(rounds.output == String(repeating: "status 143\n", count: 6), "\(rounds.output)")
      #expect(survivors.isEmpty, "\(survivors.count) programs outlived the tool")
    }
  }

  /// How often, in three seconds, a process holding `token` in its command line was among
  /// the newest processes; each is killed when `killing`.
  static func newest(with token: String, killing: Bool) -> Int {
    let needle = Data(token.utf8)
    var seen = 0
    let end = Date().addingTimeInterval(3)
    while Date() < end {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for pid in names.compactMap({ Int32($0) }).sorted().suffix(64) {
        guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
          command.range(of: needle) != nil
        else { continue }
        seen += 1
        if killing { kill(pid, SIGKILL) }
      }
    }
    return seen
  }

  /// The processes whose command line holds `token`, found in one scan of `/proc`.
  static func all(with token: String) -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(Int32.init).filter { pid in
      FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")?.range(of: Data(token.utf8))
        != nil
    }
  }
}
