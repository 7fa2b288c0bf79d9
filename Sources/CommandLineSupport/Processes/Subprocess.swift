import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program and collects what it writes.
///
/// The program is looked up on `PATH` through `/usr/bin/env`, unless its path is given
/// whole, which starts one process fewer. Standard output and standard
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

  /// Runs `command` (the program, then its arguments) and waits for it; a program that
  /// cannot be run is a ``LaunchError``, checked before the start, as one started through
  /// the shell that enters its control group could not be told from one that fails.
  ///
  /// The program starts as `Spawn` starts every program (its own process group, signals at
  /// their defaults) and leads a `ProcessTree`: when it ends, whatever it left running, in
  /// its group or not, is ended too, so no helper outlives the run, and the call returns
  /// when the program ends, never later because a helper holds its output open.
  ///
  /// - Parameters:
  ///   - command: the program, then its arguments.
  ///   - directory: the working directory; the current one when `nil`.
  ///   - environment: the environment; the current one when `nil`.
  ///   - mergingErrors: whether standard error goes into ``Outcome/output`` in order.
  ///   - timeout: seconds after which the program is stopped (see `Watchdog`); `nil` waits
  ///     for ever.
  ///   - limit: the most bytes of each stream kept, the last ones, for a program
  ///     whose output only matters at its end and may be endless (a test in a loop);
  ///     everything when `nil`.
  ///   - onOutput: called with each chunk of output as it arrives.
  ///   - stopSwitch: stops the program from another thread.
  ///   - ownTemporaryFolder: whether the program's `TMPDIR` is a folder of its own, removed
  ///     with its tree: for a test run, which a kill may stop before its clean-up. (A build
  ///     keeps the shared one: its outputs must not depend on a folder's name.)
  public static func run(
    _ command: [String],
    in directory: URL? = nil,
    environment: [String: String]? = nil,
    mergingErrors: Bool = false,
    timeout: Double? = nil,
    keepingAtMost limit: Int? = nil,
    onOutput: (@Sendable (String) -> Void)? = nil,
    stopSwitch: StopSwitch? = nil,
    ownTemporaryFolder: Bool = false
  ) throws(LaunchError) -> Outcome {
    let program = command.first?.hasPrefix("/") == true ? command : ["/usr/bin/env"] + command
    guard access(program[0], X_OK) == 0 else {
      throw LaunchError(command: command, reason: String(cString: strerror(errno)))
    }
    let (outputPipe, errorPipe) = try pipes(of: command, mergingErrors: mergingErrors)
    let given = environment ?? ProcessInfo.processInfo.environment
    var tree = ProcessTree(
      leader: 0, mark: UUID().uuidString, cgroup: ProcessCgroup.make(),
      scratch: ownTemporaryFolder ? ProcessTree.scratch(for: given, running: command) : nil)
    let started = starting(tree) {
      Spawn.start(
        tree.cgroup?.entering(program) ?? program,
        in: directory?.path,
        environment: tree.marking(given),
        output: outputPipe.write, errors: errorPipe.write)
    }
    close(outputPipe.write)
    if !mergingErrors { close(errorPipe.write) }
    let output = Collector(limit: limit, onOutput: onOutput)
    let errors = Collector(limit: limit, onOutput: nil)
    let readers = DispatchGroup()
    output.drain(outputPipe.read, group: readers)
    if !mergingErrors { errors.drain(errorPipe.read, group: readers) }
    defer {
      close(outputPipe.read)
      if !mergingErrors { close(errorPipe.read) }
    }
    switch started {
    case .failure(let failure):
      tree.cgroup?.remove()
      tree.scratch.map { try? FileManager.default.removeItem(at: $0) }
      readers.wait()
      throw LaunchError(command: command, reason: failure.description)
    case .success(let pid):
      tree.leader = pid
    }
    let watchdog = timeout.map { Watchdog(tree: tree, seconds: $0) }
    stopSwitch?.attach(tree)
    let status = Spawn.wait(for: tree.leader)
    Reaper.collected(tree.leader)
    stopSwitch?.detach()
    watchdog?.cancel()
    tree.end()
    let stopping = forget(tree)
    Collector.wait(for: readers, abandoning: [output, errors])
    // A program ended because the tool is stopping on a signal has no outcome: no caller
    // may report it as failed. This thread waits for the exit that `Interrupt` makes.
    if stopping { Interrupt.awaitExit() }
    return Outcome(
      status: status, output: output.text, errors: errors.text,
      timedOut: watchdog?.fired ?? false)
  }

  /// The pipes of `command`'s output and errors, one pipe when `mergingErrors`.
  private static func pipes(of command: [String], mergingErrors: Bool) throws(LaunchError)
    -> (output: (read: Int32, write: Int32), errors: (read: Int32, write: Int32))
  {
    guard let output = Spawn.privatePipe() else {
      throw LaunchError(command: command, reason: String(cString: strerror(errno)))
    }
    guard let errors = mergingErrors ? output : Spawn.privatePipe() else {
      close(output.read)
      close(output.write)
      throw LaunchError(command: command, reason: String(cString: strerror(errno)))
    }
    return (output, errors)
  }

  /// Starts a program with `start` and counts `tree`, led by it, among the programs running
  /// now, in one step that ``endAll()`` cannot come between: once a signal is ending the
  /// tool, no program starts (the tool's other thread may try, between the signal and the
  /// exit), and every program started is ended with the rest.
  private static func starting(
    _ tree: ProcessTree, _ start: () -> Result<pid_t, SpawnFailure>
  ) -> Result<pid_t, SpawnFailure> {
    running.withLock { running in
      guard !running.closed else { return .failure(SpawnFailure(code: ECANCELED)) }
      let started = Reaper.starting(start)
      if case .success(let pid) = started {
        var led = tree
        led.leader = pid
        running.trees[pid] = led
      }
      return started
    }
  }

  /// Stops counting `tree` among the programs running now; whether the tool is stopping.
  private static func forget(_ tree: ProcessTree) -> Bool {
    running.withLock { running in
      running.trees.removeValue(forKey: tree.leader)
      return running.closed
    }
  }

  /// The programs running now, by process id, for ``endAll()``, and whether it was called:
  /// after it, no program may run.
  private static let running = Locked((trees: [pid_t: ProcessTree](), closed: false))

  /// Stops every program started here that still runs, with all it started: for a tool
  /// stopped by a signal (`Interrupt`), as Ctrl-C reaches only its own process group.
  static func endAll() {
    let trees = running.withLock { running in
      running.closed = true
      return Array(running.trees.values)
    }
    for tree in trees { tree.end() }
  }

  /// Stops a program that runs too long, with its tree: SIGINT first (which `swift test`
  /// passes on to the tests it runs), then SIGTERM and SIGKILL, each after a grace period as
  /// long as the timeout but at most 5 seconds, for a program that ignores the gentler
  /// signal. Whether it fired is decided by the program's own end, which the caller waits
  /// for, never by its output. (Unchecked: its work items are only cancelled, which Dispatch
  /// allows from any thread.)
  private final class Watchdog: @unchecked Sendable {
    private let didFire = Locked(false)
    private let ended = Locked(false)
    private let items: [DispatchWorkItem]

    init(tree: ProcessTree, seconds: Double) {
      let grace = min(seconds, 5)
      let didFire = didFire
      let ended = ended
      items = [SIGINT, SIGTERM, SIGKILL].enumerated().map { step, signal in
        let item = DispatchWorkItem {
          ended.withLock { ended in
            guard !ended else { return }
            didFire.withLock { $0 = true }
            tree.signal(signal)
          }
        }
        DispatchQueue.global().asyncAfter(
          deadline: .now() + seconds + grace * Double(step), execute: item)
        return item
      }
    }

    /// Whether the program was signalled for running too long.
    var fired: Bool { didFire.current }

    /// Called once the program has ended: no signal is sent after it.
    func cancel() {
      ended.withLock { $0 = true }
      for item in items { item.cancel() }
    }
  }

  /// Gathers the bytes of one pipe on a thread of its own: all of them, or the last `limit`.
  private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var abandoned = false
    private let limit: Int?
    private let onOutput: (@Sendable (String) -> Void)?

    init(limit: Int?, onOutput: (@Sendable (String) -> Void)?) {
      self.limit = limit
      self.onOutput = onOutput
    }

    var text: String {
      lock.withLock { String(decoding: limit.map { data.suffix($0) } ?? data, as: UTF8.self) }
    }

    /// Waits for `readers` once the program's tree has ended, when the output closes at
    /// once; a helper that escaped the tree (it cleared its environment and left the group)
    /// is not waited for beyond a grace period of 2 s, after which `collectors` stop.
    static func wait(for readers: DispatchGroup, abandoning collectors: [Collector]) {
      guard readers.wait(timeout: .now() + 2) == .timedOut else { return }
      for collector in collectors { collector.abandon() }
      readers.wait()
    }

    /// Stops reading at the next look, whatever the pipe still holds.
    func abandon() {
      lock.withLock { abandoned = true }
    }

    /// Reads `descriptor` to its end, or until abandoned, on a thread of its own, which
    /// waits while the program runs: Dispatch's global queue runs as many blocks as there
    /// are cores and holds back the rest, and with them the programs whose pipes fill.
    func drain(_ descriptor: Int32, group: DispatchGroup) {
      group.enter()
      Thread.detachNewThread {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !self.lock.withLock({ self.abandoned }) {
          var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          let ready = poll(&waiting, 1, 100)
          if ready == 0 || (ready < 0 && errno == EINTR) { continue }
          let count = read(descriptor, &buffer, buffer.count)
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          let chunk = Data(buffer[0..<count])
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
