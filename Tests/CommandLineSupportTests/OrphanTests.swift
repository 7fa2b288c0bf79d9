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
    environment["LLVM_PROFILE_FILE"] = "/dev/null"
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

  /// A test whose child starts itself again in a new session about 300 times a second:
  /// when the test ends, its tree ends, every generation.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
  func aTreeThatReforksInNewSessionsIsEndedWhole() throws {
    try withTemporaryDirectory { folder in
      let token = "reforking-\(UUID().uuidString)"
      let chain = """
        import os, sys, time
        while True:
            if os.fork():
                os._exit(0)
            os.setsid()
            time.sleep(1 / 300)
        """
      _ = try gate(
        running: "python3 -c '\(chain)' \(token) &\nsleep 1\nexit 0\n", in: folder)

      var survivors: [String] = []
      for _ in 0..<10 {
        Thread.sleep(forTimeInterval: 0.1)
        survivors = Self.living(with: token)
        if !survivors.isEmpty { break }
      }
      #expect(survivors.isEmpty, "still running: \(survivors)")
    }
  }

  /// The processes, not zombies, whose command line holds `token`.
  static func living(with token: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.filter { name in
      guard Int32(name) != nil,
        let command = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
        command.range(of: Data(token.utf8)) != nil,
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return stat[close...].dropFirst(2).first != "Z"
    }
  }
}
