import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A control group of its own for one program's tree (Linux, cgroup v2, where the tool may
/// make one: as root, or in a delegated group), so that the tree is ended whole in one step
/// however fast its members start others: `cgroup.kill` kills every process in the group,
/// those being started included, which no scan of `/proc` can promise.
///
/// The program enters the group itself before it starts: a shell writes its own process
/// into the group, then becomes the program (``entering(_:)``), so nothing the program
/// starts, however soon, is outside. Where no group can be made (macOS, cgroup v1 alone,
/// no permission), ``make()`` gives `nil`, and `ProcessTree` ends the tree by its process
/// group and its mark alone.
struct ProcessCgroup: Sendable {
  /// The group's folder.
  let folder: String

  /// A new group inside this process's own, or `nil` where none can be made.
  static func make() -> ProcessCgroup? {
    #if os(Linux)
      guard let parent = ownFolder else { return nil }
      let folder = "\(parent)/\(prefix)\(UUID().uuidString)"
      guard mkdir(folder, 0o755) == 0 else { return nil }
      guard access("\(folder)/cgroup.kill", W_OK) == 0 else {
        rmdir(folder)
        return nil
      }
      return ProcessCgroup(folder: folder)
    #else
      return nil
    #endif
  }

  /// `command` (an executable's path, then its arguments) started so that it runs in the
  /// group from its first instruction on.
  func entering(_ command: [String]) -> [String] {
    ["/bin/sh", "-c", #"echo 0 > "$0" 2>/dev/null; exec "$@""#, "\(folder)/cgroup.procs"]
      + command
  }

  /// Kills every process in the group at once.
  func kill() {
    put("1", into: "cgroup.kill")
  }

  /// Kills what is left in the group and below it, waits (at most 2 s) for it to empty, and
  /// removes it with the groups a tool run inside it made and could not remove (a tool
  /// killed with its tests): a group that holds another cannot be removed.
  func remove() {
    for _ in 0..<200 {
      kill()
      Self.removeInner(of: folder)
      if rmdir(folder) == 0 || errno == ENOENT { return }
      usleep(10_000)
    }
  }

  /// Removes the groups this tool's kind made inside `folder`, the deepest first; `kill()`
  /// on the outer group has ended what ran in them.
  private static func removeInner(of folder: String) {
    for name in ProcFile.names(in: folder) where name.hasPrefix(prefix) {
      let inner = "\(folder)/\(name)"
      removeInner(of: inner)
      rmdir(inner)
    }
  }

  /// How the name of every group a TDDKit tool makes begins.
  static let prefix = "tddkit-"

  /// Writes `text` into the group's `file`; whether it took it.
  @discardableResult
  private func put(_ text: String, into file: String) -> Bool {
    let descriptor = open("\(folder)/\(file)", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return text.withCString { write(descriptor, $0, strlen($0)) } > 0
  }

  /// The folder of this process's own cgroup v2 group, read once from `/proc/self/cgroup`
  /// (the line `0::PATH`) and the mount of the `cgroup2` file system.
  private static let ownFolder: String? = {
    guard
      let groups = ProcFile.text("/proc/self/cgroup"),
      let line = groups.split(separator: "\n").first(where: { $0.hasPrefix("0::") }),
      let mounts = ProcFile.text("/proc/self/mountinfo"),
      let mount = mounts.split(separator: "\n").first(where: { $0.contains(" - cgroup2 ") })
    else { return nil }
    let fields = mount.split(separator: " ")
    guard fields.count > 4 else { return nil }
    let path = line.dropFirst(3)
    return String(fields[4]) + (path == "/" ? "" : String(path))
  }()
}
