import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set when the user presses `q` (or Ctrl-C) while a command waits, such as `kata watch` or
/// `kata dashboard --serve`. On a terminal, keys are read one at a time without echo; otherwise lines are
/// read and `q` on its own quits. Ctrl-C stops the same way, so the terminal gets its echo
/// back.
public final class QuitKey: @unchecked Sendable {
  private let pressed = Locked(false)
  private let listening = Locked(false)
  private var savedTerminal: termios?
  private var interrupt: DispatchSourceSignal?

  /// Creates a key that listens to nothing until ``listen()``.
  public init() {}

  /// Whether `q` or Ctrl-C was pressed since ``listen()``.
  public var wasPressed: Bool { pressed.current }

  /// Starts listening, once: later calls do nothing.
  public func listen() {
    guard
      listening.withLock({ value -> Bool in
        defer { value = true }
        return !value
      })
    else { return }
    if isatty(STDIN_FILENO) != 0 {
      var settings = termios()
      tcgetattr(STDIN_FILENO, &settings)
      savedTerminal = settings
      settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT)
    source.setEventHandler { self.pressed.withLock { $0 = true } }
    source.resume()
    interrupt = source
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(STDIN_FILENO, &byte, 1) == 1 {
        if byte == UInt8(ascii: "q") || byte == UInt8(ascii: "Q") {
          self.pressed.withLock { $0 = true }
          return
        }
      }
    }
  }

  /// Gives the terminal back its echo and line editing, as it was before ``listen()``.
  public func restoreTerminal() {
    guard var settings = savedTerminal else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}
