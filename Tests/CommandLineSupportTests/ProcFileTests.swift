import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// The files of `/proc`, read with the system's calls: what Foundation's readers read, and
/// without keeping memory on each read, as they did for the reaper's fifty reads a second.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
struct ProcFileTests {
  @Test func itReadsWhatTheKernelWritesAndNothingForAFileThatIsNot() {
    let stat = ProcFile.text("/proc/self/stat") ?? ""

    #expect(stat.hasPrefix("\(getpid()) ("))
    #expect(ProcFile.text("/proc/self/no-such-file") == nil)
    #expect(ProcFile.names(in: "/proc/self/task").contains(String(getpid())))
    #expect(ProcFile.names(in: "/no/such/folder").isEmpty)
    #expect(ProcFile.data("/proc/self/environ", limit: 4)?.count ?? 0 <= 4)
  }

  /// A served room left alone, as it waits between a workshop's runs: its memory stays
  /// flat. The reaper's fifty reads of `/proc` a second through Foundation grew it by about
  /// 0.8 MB a second, 4 MB in these five seconds. Measured in the built `kata`, a process
  /// of its own, where no other test's memory counts.
  @Test func aServedRoomLeftAloneKeepsItsMemory() throws {
    try withTemporaryDirectory { folder in
      let server = Process()
      server.executableURL = try BuiltTool.url("kata")
      server.arguments = ["dashboard", "serve", "room", "--port", "0", "--host", "127.0.0.1"]
      server.currentDirectoryURL = folder
      server.environment = ProcessInfo.processInfo.environment.merging([
        "LLVM_PROFILE_FILE": ToolProfile.variable(in: folder), "NO_COLOR": "1",
      ]) { _, new in new }
      server.standardInput = FileHandle.nullDevice
      server.standardOutput = FileHandle.nullDevice
      try server.run()
      defer {
        server.interrupt()
        server.waitUntilExit()
        ToolProfile.keep(from: folder)
      }
      let resident = { () -> Int in
        let status = ProcFile.text("/proc/\(server.processIdentifier)/status") ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
      }
      Thread.sleep(forTimeInterval: 1)
      let before = resident()

      Thread.sleep(forTimeInterval: 5)

      #expect(before > 0 && server.isRunning)
      #expect(resident() - before < 2048, "\(resident() - before) KiB more in 5 s")
    }
  }
}
