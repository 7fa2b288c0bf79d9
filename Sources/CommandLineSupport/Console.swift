import Foundation

/// Where a tool writes: standard output, standard error, and how to style them.
///
/// Tools write through a console instead of `print`, so tests can capture what they write.
public struct Console: Sendable {
  /// Writes text to standard output as it is (add the newline yourself).
  public var write: @Sendable (String) -> Void
  /// Writes text to standard error as it is: for ``writeError(_:)`` alone, which cleans it.
  private let errorWriter: @Sendable (String) -> Void
  /// The styling of standard output.
  public var style: TextStyle

  /// Creates a console from its two writers and a style.
  public init(
    style: TextStyle,
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.style = style
    self.write = write
    errorWriter = writeError
  }

  /// The process's standard output and error, styled when standard output is a terminal and
  /// `NO_COLOR` is not set in `environment`.
  public static func standard(environment: [String: String]) -> Console {
    Console(output: STDOUT_FILENO, error: STDERR_FILENO, environment: environment)
  }

  /// A console writing to two open file descriptors, styled when `output` is a terminal and
  /// `NO_COLOR` is not set in `environment`.
  public init(output: Int32, error: Int32, environment: [String: String]) {
    self.init(
      style: TextStyle(isTerminal: isatty(output) != 0, environment: environment),
      write: { Self.put($0, to: output) },
      writeError: { Self.put($0, to: error) })
  }

  /// Writes `text` whole to `descriptor`, or as much as it takes: a closed terminal (EIO) or
  /// reader (EPIPE) loses the rest, and never ends the tool (Foundation's `FileHandle` would
  /// trap, where a closed terminal should end it with the SIGHUP that comes with it).
  static func put(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        // A full disk loses the report: the tool must say so and fail. A reader that went
        // away (EPIPE) or a closed terminal (EIO) wanted no more.
        if descriptor == STDOUT_FILENO, written < 0, errno != EPIPE, errno != EIO {
          let reason = String(cString: strerror(errno))
          lostOutput.withLock { $0 = $0 ?? reason }
        }
        return
      }
      offset += written
    }
  }

  /// Why standard output lost what was written to it (`No space left on device`), if it
  /// did: set by the first failed write, for the tool to report and fail.
  static let lostOutput = Locked<String?>(nil)

  /// Writes `line` and a newline to standard output.
  public func line(_ line: String = "") {
    write(line + "\n")
  }

  /// Writes `message` as one line to standard error, prefixed with the tool's name, cleaned
  /// as ``writeError(_:)`` cleans: an error often names an input, such as a file a learner
  /// named, and a terminal must show it, never obey it.
  public func error(_ message: String, tool: String) {
    writeError("\(tool): \(message)\n")
  }

  /// Writes `text` to standard error without a control character or a direction mark
  /// (``TerminalText``), line breaks kept: whatever a tool says there (a progress line, a
  /// warning naming a source path an export gave, an error naming an input) may hold text
  /// from outside, and every such text goes through this one door.
  public func writeError(_ text: String) {
    errorWriter(TerminalText.cleaned(text, keepingLines: true))
  }
}
