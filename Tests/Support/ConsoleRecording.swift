import CommandLineSupport
import Foundation

/// What a recording ``Console`` was given, kept for a test to read afterwards.
public final class ConsoleRecording: Sendable {
  private let text = Locked((output: "", errors: ""))

  /// Creates an empty recording.
  public init() {}

  /// Everything written to standard output so far.
  public var output: String { text.current.output }

  /// Everything written to standard error so far.
  public var errors: String { text.current.errors }

  /// A console that appends to this recording, styled with `style`.
  public func console(style: TextStyle = TextStyle(isEnabled: false)) -> Console {
    Console(
      style: style,
      write: { written in self.text.withLock { $0.output += written } },
      writeError: { written in self.text.withLock { $0.errors += written } })
  }
}
