import Foundation
import Testing

@testable import CommandLineSupport

/// The files of `/proc`, read with the system's calls: what Foundation's readers read, and
/// without keeping memory on each read, as they did for the reaper's fifty reads a second.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
struct ProcFileTests {
  /// The resident memory of this process, in KiB.
  static func resident() -> Int {
    let status = ProcFile.text("/proc/self/status") ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  @Test func itReadsWhatTheKernelWritesAndNothingForAFileThatIsNot() {
    let stat = ProcFile.text("/proc/self/stat") ?? ""

    #expect(stat.hasPrefix("\(getpid()) ("))
    #expect(ProcFile.text("/proc/self/no-such-file") == nil)
    #expect(ProcFile.names(in: "/proc/self/task").contains(String(getpid())))
    #expect(ProcFile.names(in: "/no/such/folder").isEmpty)
    #expect(ProcFile.data("/proc/self/environ", limit: 4)?.count ?? 0 <= 4)
  }

  /// Ten thousand collections of orphans, as the reaper makes in three minutes: Foundation's
  /// readers kept about 4 KiB per file read, well over 100 MiB here; the system's keep none.
  @Test func collectingOrphansKeepsNoMemory() {
    let before = Self.resident()

    for _ in 0..<10_000 { Reaper.collectOrphans() }

    #expect(Self.resident() - before < 40 * 1024, "\(Self.resident() - before) KiB more")
  }
}
