import Foundation

/// What a recording ``Console`` was given, kept for a test or a caller to read afterwards.
public final class ConsoleRecording: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""

  /// Creates an empty recording.
  public init() {}

  /// Everything written to standard output so far.
  public var output: String { lock.withLock { outputText } }

  /// Everything written to standard error so far.
  public var errors: String { lock.withLock { errorText } }

  /// A console that appends to this recording, styled with `style`.
  public func console(style: TextStyle = TextStyle(isEnabled: false)) -> Console {
    Console(
      style: style,
      write: { text in self.lock.withLock { self.outputText += text } },
      writeError: { text in self.lock.withLock { self.errorText += text } })
  }
}
