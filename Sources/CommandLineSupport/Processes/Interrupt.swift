import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one owner of the signals that stop a tool: Ctrl-C (SIGINT), SIGTERM and a closed
/// terminal (SIGHUP). Nothing else in a tool installs a handler for them.
///
/// On any of them every program the tool started is ended with all it started (each leads a
/// process group of its own, which a terminal's Ctrl-C does not reach), what the commands
/// registered with ``onInterrupt(_:)`` runs, newest first (a report of the work so far, the
/// terminal's echo given back), and the tool exits with 128 plus the signal's number.
///
/// One owner matters on Linux: Dispatch watches a signal through a handler of its own, and a
/// second `signal(SIGINT, SIG_IGN)` anywhere later silently switches that handler off.
public enum Interrupt {
  /// The signals handled: Ctrl-C, SIGTERM and the terminal closing.
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Takes SIGINT, SIGTERM and SIGHUP for the whole process; later calls do nothing.
  public static func install() {
    sources.withLock { sources in
      guard sources.isEmpty else { return }
      for signalNumber in signals {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler { stop(with: signalNumber) }
        source.resume()
        sources.append(source)
      }
    }
  }

  /// Ends the programs started, says farewell and exits with 128 plus `signalNumber`.
  private static func stop(with signalNumber: Int32) -> Never {
    let first = stopping.withLock { stopping -> Bool in
      defer { stopping = true }
      return !stopping
    }
    // A second signal while the first is handled changes nothing: the first ends the tool.
    guard first else { awaitExit() }
    Subprocess.endAll()
    for farewell in farewells.withLock({ $0 }).reversed() { farewell() }
    exiting.lock()
    Foundation.exit(128 + signalNumber)
  }

  /// Ends the tool with `status`, unless a signal is ending it, which then does.
  ///
  /// Once the signal's handler has ended the tool's programs, its main thread may finish too
  /// and reach its `exit` while the handler reaches its own: two calls at once run the exit
  /// handlers twice, and a coverage profile written twice is torn. One thread ends the tool;
  /// the other waits for the end.
  public static func exit(_ status: Int32) -> Never {
    while isStopping { sleep(60) }
    exiting.lock()
    Foundation.exit(status)
  }

  /// Waits for the exit of a tool that a signal is ending: for a thread whose program the
  /// signal ended, which has nothing true left to say.
  static func awaitExit() -> Never {
    while true { sleep(60) }
  }

  /// Whether the tool is stopping on a signal: a program that ends now was ended by it, and
  /// what it shows is no outcome.
  public static var isStopping: Bool { stopping.current }

  /// Adds `farewell` to what a stopping tool does after ending its programs and before it
  /// exits, such as printing the report of the work done so far; the newest runs first.
  public static func onInterrupt(_ farewell: @escaping @Sendable () -> Void) {
    farewells.withLock { $0.append(farewell) }
  }

  private static let stopping = Locked(false)

  /// Held by the thread that ends the tool, never released.
  private static let exiting = NSLock()

  /// What ``onInterrupt(_:)`` was given, in order.
  private static let farewells = Locked<[@Sendable () -> Void]>([])

  /// The signal sources of ``install()``, kept for the life of the tool.
  private static let sources = Locked<[any DispatchSourceSignal]>([])
}
