import CommandLineSupport
import Foundation
import KataKit

/// Set when the learner presses `q` (or Ctrl-C) during `kata watch` or `kata dashboard
/// --serve`. On a terminal, keys are read one at a time without echo; otherwise lines are
/// read and `q` on its own quits. Ctrl-C stops the same way, so the terminal gets its echo
/// back.
final class QuitKey: @unchecked Sendable {
  private let pressed = Locked(false)
  private let listening = Locked(false)
  private var savedTerminal: termios?
  private var interrupt: DispatchSourceSignal?

  var wasPressed: Bool { pressed.current }

  /// Starts listening, once: later calls do nothing.
  func listen() {
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

  func restoreTerminal() {
    guard var settings = savedTerminal else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}

#if DEBUG
  // A debug build made with code coverage writes `default.profraw` into the folder it runs
  // in, which is often a learner's workspace. Started again with a profile path set, it
  // leaves nothing behind; release builds are never instrumented.
  if ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"] == nil {
    setenv("LLVM_PROFILE_FILE", "/dev/null", 1)
    let argv = CommandLine.unsafeArgv
    execv("/proc/self/exe", argv)
  }
#endif

let environment = ProcessInfo.processInfo.environment
let quit = QuitKey()
let tool = KataTool(
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  environment: environment, console: .standard(environment: environment),
  watchControl: WatchControl(
    interval: 0.5, pause: { Thread.sleep(forTimeInterval: $0) }, shouldStop: { quit.wasPressed },
    listen: { quit.listen() }),
  executableURL: Bundle.main.executableURL, program: CommandLine.arguments.first)
let status = tool.run(Array(CommandLine.arguments.dropFirst()))
quit.restoreTerminal()
exit(status.rawValue)
