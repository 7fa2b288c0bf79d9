import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes a tool the reaper of whatever its programs orphan, as `init` would be (Linux only).
///
/// A process whose parent ends is handed to the nearest ancestor that asked to be a
/// "child subreaper", else to process 1; and in a container, process 1 is often a program
/// that collects its children's ends late (every two seconds or so here) or never, so an
/// orphan that exits stays a zombie meanwhile, and a test that waits for a process of its
/// own to vanish waits that long (and its mutant is judged "timed out" by chance). As the subreaper of everything it starts, the tool
/// collects each orphan's end as soon as it exits, and its own ending of a program's tree
/// (`ProcessTree`) leaves no zombie either.
///
/// The programs the tool starts itself are collected by `Spawn.wait`, never here: a tool
/// that calls ``become()`` starts programs through `Spawn` alone (Foundation's `Process`
/// waits for its children in a way of its own).
public enum Reaper {
  /// The programs started through `Spawn` whose end `Spawn.wait` has not collected yet.
  private static let own = Locked<Set<pid_t>>([])
  private static let started = Locked(false)

  /// Makes this process the subreaper of its descendants and collects the end of every
  /// orphan handed to it, on a thread of its own; later calls do nothing.
  public static func become() {
    #if os(Linux)
      guard
        started.withLock({ started -> Bool in
          defer { started = true }
          return !started
        })
      else { return }
      typealias Control = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
      let prctl = unsafeBitCast(symbol, to: Control.self)
      let setChildSubreaper: Int32 = 36
      guard prctl(setChildSubreaper, 1, 0, 0, 0) == 0 else { return }
      Thread.detachNewThread {
        while true {
          collectOrphans()
          usleep(20_000)
        }
      }
    #endif
  }

  /// Starts a program with `start`, counting it as the tool's own, whose end is not
  /// collected here: the start and the count happen while no collection runs.
  static func starting(
    _ start: () -> Result<pid_t, SpawnFailure>
  ) -> Result<pid_t, SpawnFailure> {
    own.withLock { own in
      let result = start()
      if case .success(let pid) = result { own.insert(pid) }
      return result
    }
  }

  /// Says that `Spawn.wait` collected `pid`'s end.
  static func collected(_ pid: pid_t) {
    own.withLock { _ = $0.remove(pid) }
  }

  /// Collects the end of every child that is not one of the tool's own programs and has
  /// exited.
  static func collectOrphans() {
    own.withLock { own in
      for child in children() where !own.contains(child) {
        var status: Int32 = 0
        _ = waitpid(child, &status, WNOHANG)
      }
    }
  }

  /// This process's children, as the kernel lists them per thread.
  private static func children() -> [pid_t] {
    ProcFile.names(in: "/proc/self/task").flatMap { task -> [pid_t] in
      (ProcFile.text("/proc/self/task/\(task)/children") ?? "").split(separator: " ")
        .compactMap { pid_t($0) }
    }
  }
}
