import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything one program started, however it left home: the program leads a process group
/// of its own, and carries a mark in its environment that every descendant inherits, so a
/// helper that called `setsid` (a group and a session of its own) or was orphaned to
/// process 1 is still found, by the mark, and ended with the rest.
///
/// On Linux the mark is read from `/proc/PID/environ`; on macOS, which has no such folder,
/// the group alone is ended. A descendant that clears its environment and leaves the group
/// escapes: the one way out, and a deliberate one.
///
/// A test run's temporary files are its own too, when asked: `TMPDIR` names a folder made
/// for it, removed when it ends, so a test killed before its clean-up leaves nothing behind
/// in the system's temporary folder.
struct ProcessTree: Sendable {
  /// The variable of the environment that holds the mark.
  static let variable = "TDDKIT_PROCESS_TREE"

  /// The program that leads the tree.
  var leader: pid_t
  /// The mark its descendants carry: unique, so found anywhere in an environment.
  let mark: String
  /// The control group the tree runs in, where one could be made: ended in one step.
  var cgroup: ProcessCgroup? = nil
  /// The folder `TMPDIR` names for the tree, where one could be made: removed when it ends.
  var scratch: URL? = nil

  /// How the name of a tree's temporary folder begins.
  static let scratchPrefix = "tddkit-run-"

  /// A temporary folder for a tree's files, or `nil` when the caller named a `TMPDIR` of its
  /// own in `environment` (one that differs from this process's), which is kept as given, or
  /// when this process runs in a tree's folder already (`current`, its `TMPDIR`): what it
  /// starts shares that folder,
  /// which goes with the outer tree, and paths stay short (a socket's path holds 107 bytes).
  ///
  /// SwiftPM (`swift build`, `swift test`) runs in the shared folder: it keeps its lock on a
  /// package's `.build` there, and two of its runs on one package must find each other's.
  static func scratch(
    for environment: [String: String], running command: [String] = [],
    inside current: String? = ProcessInfo.processInfo.environment["TMPDIR"]
  ) -> URL? {
    guard environment["TMPDIR"] == current,
      command.first.map({ URL(fileURLWithPath: $0).lastPathComponent }) != "swift",
      !URL(fileURLWithPath: current ?? "/").lastPathComponent.hasPrefix(scratchPrefix)
    else { return nil }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(scratchPrefix)\(UUID().uuidString)", isDirectory: true)
    guard
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false))
        != nil
    else { return nil }
    return folder
  }

  /// `environment` with the mark added to the variable (after the marks of the trees this
  /// one is inside, which its members stay in too), and `TMPDIR` naming ``scratch``.
  func marking(_ environment: [String: String]) -> [String: String] {
    var marked = environment
    marked[Self.variable] = (environment[Self.variable].map { $0 + ":" } ?? "") + mark
    if let scratch { marked["TMPDIR"] = scratch.path }
    return marked
  }

  /// Sends `signal` to the leader's group, and then to every process that carries the mark.
  func signal(_ signal: Int32) {
    if signal == SIGKILL { cgroup?.kill() }
    if kill(-leader, signal) != 0 { kill(leader, signal) }
    for member in members() { kill(member, signal) }
  }

  /// Ends the whole tree, however fast its members start others: its control group, where
  /// it has one, is killed in one step and removed; then, for whatever ran outside it, every
  /// member is stopped (SIGSTOP), scan after scan, until a scan finds none still running, and
  /// all are killed (SIGKILL), scan after scan, until a scan finds none. Each loop is bounded
  /// (200 scans), for a machine that cannot keep up.
  func end() {
    cgroup?.remove()
    #if os(Linux)
      for _ in 0..<200 {
        if kill(-leader, SIGSTOP) != 0 { kill(leader, SIGSTOP) }
        let running = members().filter { !Self.isStopped($0) }
        if running.isEmpty { break }
        for member in running { kill(member, SIGSTOP) }
      }
    #endif
    for _ in 0..<200 {
      signal(SIGKILL)
      if members().isEmpty { break }
    }
    if let scratch { try? FileManager.default.removeItem(at: scratch) }
  }

  /// Whether `pid` is stopped, dead or gone: its state in `/proc/PID/stat` is `T`, `t`, `Z`
  /// or `X`, or it has no such file.
  private static func isStopped(_ pid: pid_t) -> Bool {
    guard let stat = ProcFile.text("/proc/\(pid)/stat"),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[close...].dropFirst(2).first
    return state.map { "TtZX".contains($0) } ?? true
  }

  /// The live processes, other than this one, whose environment holds the mark (a zombie's
  /// environment reads empty).
  func members() -> [pid_t] {
    #if os(Linux)
      let needle = Data(mark.utf8)
      let me = getpid()
      return ProcFile.names(in: "/proc").compactMap { name -> pid_t? in
        guard let pid = pid_t(name), pid != me,
          let environment = ProcFile.data("/proc/\(name)/environ", limit: 4 << 20),
          environment.range(of: needle) != nil
        else { return nil }
        return pid
      }
    #else
      return []
    #endif
  }
}
