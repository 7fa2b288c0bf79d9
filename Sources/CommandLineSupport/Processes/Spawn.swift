import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program with `posix_spawn`, as every tool of TDDKit starts one: at the head of a
/// process group of its own, with every signal at its default and none blocked (a tool that
/// ignores Ctrl-C for itself, or a thread that blocks signals, must not pass that on: a
/// program that cannot be interrupted could not be stopped either), standard input from
/// `/dev/null`, and no file descriptor of the tool's but the ones given.
enum Spawn {
  /// Starts `arguments` (an executable's path, then its arguments) in `directory` with
  /// `environment`, its standard output and error written to `output` and `errors`;
  /// returns its process id, or the system's reason it could not start.
  static func start(
    _ arguments: [String], in directory: String?, environment: [String: String],
    output: Int32, errors: Int32
  ) -> Result<pid_t, SpawnFailure> {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP)
    #if canImport(Darwin)
      if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      // glibc's extensions, declared only for _GNU_SOURCE, which Swift does not set: found
      // by name (glibc 2.29 and 2.34 have them).
      if let directory {
        guard let changeDirectory = GlibcExtensions.changeDirectory else {
          return .failure(SpawnFailure(code: ENOSYS))
        }
        _ = changeDirectory(&actions, directory)
      }
      _ = GlibcExtensions.closeFrom?(&actions, 3)
    #endif
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard status == 0 else { return .failure(SpawnFailure(code: status)) }
    return .success(pid)
  }

  /// A pipe whose two ends are closed in every program started (only `dup2` passes an end
  /// on), so one program never holds another's pipe open: marked close-on-exec, and closed
  /// anyway by the child's closing of every descriptor from 3 on.
  static func privatePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Waits for the program `pid` to end and reaps it; its status as a shell reports it: the
  /// exit code, or 128 plus the number of the signal that ended it.
  static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return 128 + SIGKILL }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

/// Why the system could not start a program.
struct SpawnFailure: Error, CustomStringConvertible {
  /// The error number `posix_spawn` returned.
  var code: Int32

  /// The system's words for it, such as "No such file or directory".
  var description: String { String(cString: strerror(code)) }
}

#if !canImport(Darwin)
  /// The `posix_spawn` extensions of glibc that Swift's view of it leaves out.
  private enum GlibcExtensions {
    typealias FileAction =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
      ) -> Int32
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32

    /// `posix_spawn_file_actions_addchdir_np`: the child starts in a folder.
    static let changeDirectory: FileAction? = function("posix_spawn_file_actions_addchdir_np")
    /// `posix_spawn_file_actions_addclosefrom_np`: the child closes every descriptor from one on.
    static let closeFrom: CloseFrom? = function("posix_spawn_file_actions_addclosefrom_np")

    private static func function<Function>(_ name: String) -> Function? {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
      return unsafeBitCast(symbol, to: Function.self)
    }
  }
#endif
