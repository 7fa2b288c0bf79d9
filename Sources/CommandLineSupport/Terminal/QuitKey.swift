import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set when the user presses `q` while a command waits, such as `kata watch` or
/// `kata dashboard serve`. On a terminal, keys are read one at a time without echo;
/// otherwise lines are read and a `q` in them quits. Ctrl-C is `Interrupt`'s, which ends the
/// tool; a farewell given to it calls ``restoreTerminal()``.
public final class QuitKey: @unchecked Sendable {
  private let input: Int32
  private let pressed = Locked(false)
  private let listening = Locked(false)
  private var savedTerminal: termios?

  /// Creates a key that listens to nothing until ``listen()``, then to `input` (standard
  /// input by default).
  public init(input: Int32 = STDIN_FILENO) {
    self.input = input
  }

  /// Whether `q` was pressed since ``listen()``.
  public var wasPressed: Bool { pressed.current }

  /// Starts listening, once: later calls do nothing.
  public func listen() {
    guard
      listening.withLock({ value -> Bool in
        defer { value = true }
        return !value
      })
    else { return }
    if isatty(input) != 0 {
      var settings = termios()
      tcgetattr(input, &settings)
      savedTerminal = settings
      settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(input, TCSANOW, &settings)
    }
    let input = self.input
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(input, &byte, 1) == 1 {
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
    tcsetattr(input, TCSANOW, &settings)
  }
}
