import CommandLineSupport
import Foundation

/// Reads a password from standard input: without echo after a prompt on a terminal, or the
/// first line of piped input. Never from the command line, where other users could see it.
enum PasswordReader {
  /// The password on standard input, without its line ending; `nil` at end of input.
  static func read(prompt: String = "Password: ") -> String? {
    guard isatty(STDIN_FILENO) != 0 else { return readLine(strippingNewline: true) }
    FileHandle.standardError.write(Data(prompt.utf8))
    var original = termios()
    tcgetattr(STDIN_FILENO, &original)
    // Ctrl-C at the prompt ends `todo`: the terminal gets its echo back first.
    let saved = original
    Interrupt.onInterrupt {
      var settings = saved
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
    var silent = original
    silent.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    defer {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
      FileHandle.standardError.write(Data("\n".utf8))
    }
    return readLine(strippingNewline: true)
  }
}
