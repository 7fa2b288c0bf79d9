import Foundation

/// Runs another program and collects what it writes.
///
/// The program is looked up on `PATH` through `/usr/bin/env`. Standard output and standard
/// error are read while the program runs, so a chatty program never blocks on a full pipe,
/// and each chunk can be passed on as it arrives.
public enum Subprocess {
  /// What a finished program left behind.
  public struct Outcome: Sendable {
    /// The exit status; a program killed by a signal reports 128 plus the signal number.
    public var status: Int32
    /// Everything written to standard output (and standard error, when merged).
    public var output: String
    /// Everything written to standard error, unless merged into the output.
    public var errors: String
    /// Whether the program was stopped because it ran longer than it was allowed to.
    public var timedOut: Bool

    /// Creates an outcome, for example in a test double of a runner.
    public init(status: Int32, output: String, errors: String, timedOut: Bool = false) {
      self.status = status
      self.output = output
      self.errors = errors
      self.timedOut = timedOut
    }

    /// Whether the program exited with status 0.
    public var succeeded: Bool { status == 0 }
  }

  /// Why a program could not be started.
  public struct LaunchError: Error, CustomStringConvertible {
    /// The command that failed to start.
    public var command: [String]
    /// The reason the system gave.
    public var reason: String

    /// Creates the error of `command` failing to start for `reason`.
    public init(command: [String], reason: String) {
      self.command = command
      self.reason = reason
    }

    /// One line naming the program and the reason.
    public var description: String {
      "cannot run \(command.first ?? "a program"): \(reason)"
    }
  }

  /// Runs `command` (the program, then its arguments) and waits for it.
  ///
  /// - Parameters:
  ///   - directory: the working directory; the current one when `nil`.
  ///   - environment: the environment; the current one when `nil`.
  ///   - mergingErrors: whether standard error goes into ``Outcome/output`` in order.
  ///   - timeout: seconds after which the program is stopped (see `Watchdog`); `nil` waits
  ///     for ever.
  ///   - keepingAtMost: the most bytes of each stream kept, the last ones, for a program
  ///     whose output only matters at its end and may be endless (a test in a loop);
  ///     everything when `nil`.
  ///   - onOutput: called with each chunk of output as it arrives.
  ///   - endingItsGroup: whether what the program leaves running in its process group (each
  ///     program leads a group of its own) is stopped when it ends: a test binary's helper
  ///     that holds the output open would otherwise keep the call waiting.
  public static func run(
    _ command: [String],
    in directory: URL? = nil,
    environment: [String: String]? = nil,
    mergingErrors: Bool = false,
    timeout: Double? = nil,
    keepingAtMost limit: Int? = nil,
    onOutput: (@Sendable (String) -> Void)? = nil,
    endingItsGroup: Bool = false
  ) throws(LaunchError) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    process.standardInput = FileHandle.nullDevice
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = mergingErrors ? outputPipe : errorPipe
    let output = Collector(limit: limit, onOutput: onOutput)
    let errors = Collector(limit: limit, onOutput: nil)
    let readers = DispatchGroup()
    output.drain(outputPipe.fileHandleForReading, group: readers)
    if !mergingErrors { errors.drain(errorPipe.fileHandleForReading, group: readers) }
    do {
      try process.run()
    } catch {
      try? outputPipe.fileHandleForWriting.close()
      try? errorPipe.fileHandleForWriting.close()
      readers.wait()
      throw LaunchError(command: command, reason: error.localizedDescription)
    }
    try? outputPipe.fileHandleForWriting.close()
    try? errorPipe.fileHandleForWriting.close()
    let identifier = process.processIdentifier
    running.withLock { _ = $0.insert(identifier) }
    let watchdog = timeout.map { Watchdog(process: process, seconds: $0) }
    // Foundation's wait lasts until the output closes too, which a helper the program left
    // behind may hold open for ever: the group is ended as soon as the program itself ends.
    if endingItsGroup {
      Thread.detachNewThread { endGroup(whenItsLeaderEnds: identifier) }
    }
    process.waitUntilExit()
    running.withLock { _ = $0.remove(identifier) }
    watchdog?.cancel()
    readers.wait()
    // Closed now rather than when the pipes are released, which is not when the program
    // ends: a `kata verify` starting thousands of programs had over a thousand pipes open,
    // and crashed inside `Process.run()`.
    try? outputPipe.fileHandleForReading.close()
    try? errorPipe.fileHandleForReading.close()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return Outcome(
      status: status, output: output.text, errors: errors.text,
      timedOut: watchdog?.fired ?? false)
  }

  /// The programs running now, by process id, for ``endAll()``.
  private static let running = Locked(Set<Int32>())

  /// Sends `signal` to the process group that `process` leads (Foundation starts each
  /// program as the leader of a group of its own), or to the process alone when it leads
  /// none.
  static func end(group process: Int32, with signal: Int32) {
    if kill(-process, signal) != 0 { kill(process, signal) }
  }

  /// Waits for the program `leader` to end, without reaping it (Foundation does), then
  /// stops the rest of its group.
  private static func endGroup(whenItsLeaderEnds leader: Int32) {
    var info = siginfo_t()
    var status: Int32
    repeat {
      status = waitid(P_PID, id_t(leader), &info, WEXITED | WNOWAIT)
    } while status != 0 && errno == EINTR
    end(group: leader, with: SIGKILL)
  }

  /// Stops every program started here that still runs, with all it started in its group:
  /// for a tool interrupted by Ctrl-C, which reaches only its own process group.
  public static func endAll() {
    for process in running.current { end(group: process, with: SIGKILL) }
  }

  /// Makes Ctrl-C (SIGINT) and SIGTERM stop every program started here, with its group,
  /// before the tool exits with 128 plus the signal's number (130 for Ctrl-C): each program
  /// leads a process group of its own, which the terminal's Ctrl-C does not reach.
  public static func endAllOnInterrupt() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        endAll()
        for farewell in farewells.withLock({ $0 }) { farewell() }
        exit(128 + signalNumber)
      }
      source.resume()
      interruptSources.withLock { $0.append(source) }
    }
  }

  /// Adds `farewell` to what an interrupted tool does after ending its processes and before
  /// it exits, such as printing the report of the work done so far.
  public static func onInterrupt(_ farewell: @escaping @Sendable () -> Void) {
    farewells.withLock { $0.append(farewell) }
  }

  /// What ``onInterrupt(_:)`` was given, in order.
  private static let farewells = Locked<[@Sendable () -> Void]>([])

  /// The signal sources of ``endAllOnInterrupt()``, kept for the life of the tool.
  private static let interruptSources = Locked<[any DispatchSourceSignal]>([])

  /// Stops a process that runs too long, with its process group: SIGINT first (which
  /// `swift test` passes on to the tests it runs), then SIGTERM and SIGKILL, each after a
  /// grace period as long as the timeout but at most 5 seconds, for a program that ignores
  /// the gentler signal.
  private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var didFire = false
    private var items: [DispatchWorkItem] = []

    init(process: Process, seconds: Double) {
      let grace = min(seconds, 5)
      for (step, signal) in [SIGINT, SIGTERM, SIGKILL].enumerated() {
        // Weak: a cancelled item stays queued until its deadline, and would keep a strong
        // process, and its pipes, that long.
        let item = DispatchWorkItem { [weak self, weak process] in
          guard let process, process.isRunning else { return }
          self?.lock.withLock { self?.didFire = true }
          Subprocess.end(group: process.processIdentifier, with: signal)
        }
        items.append(item)
        DispatchQueue.global().asyncAfter(
          deadline: .now() + seconds + grace * Double(step), execute: item)
      }
    }

    /// Whether the process was signalled for running too long.
    var fired: Bool { lock.withLock { didFire } }

    func cancel() {
      for item in items { item.cancel() }
    }
  }

  /// Gathers the bytes of one pipe on a background queue: all of them, or the last `limit`.
  private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let limit: Int?
    private let onOutput: (@Sendable (String) -> Void)?

    init(limit: Int?, onOutput: (@Sendable (String) -> Void)?) {
      self.limit = limit
      self.onOutput = onOutput
    }

    var text: String {
      lock.withLock { String(decoding: limit.map { data.suffix($0) } ?? data, as: UTF8.self) }
    }

    /// Reads `handle` to its end on a thread of its own, which blocks until the program
    /// ends: Dispatch's global queue runs as many blocks as there are cores and holds back
    /// the rest, and with them the programs whose pipes fill.
    func drain(_ handle: FileHandle, group: DispatchGroup) {
      group.enter()
      Thread.detachNewThread {
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          self.lock.withLock {
            self.data.append(chunk)
            // Trimmed once it holds twice the limit, so the copy is rare.
            if let limit = self.limit, self.data.count > 2 * limit {
              self.data = self.data.suffix(limit)
            }
          }
          self.onOutput?(String(decoding: chunk, as: UTF8.self))
        }
        group.leave()
      }
    }
  }
}
