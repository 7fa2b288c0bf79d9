import Foundation

/// Writes a file whole or not at all: the data goes to a temporary file beside it, which
/// then replaces the file in one step, so a reader, a crash or a full disk never leaves
/// half a file. Every tool of TDDKit writes its files this way.
public enum AtomicFile {
  /// Why a file could not be written, in words fit for a one-line error.
  public struct Failure: Error, Equatable, Sendable {
    /// The file.
    public var path: String
    /// The operating system's reason, such as "Permission denied".
    public var reason: String
  }

  /// Writes `data` to `url` atomically, creating its folder first.
  public static func write(_ data: Data, to url: URL) throws(Failure) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw Failure(path: url.path, reason: FileErrors.reason(for: error, at: url.path))
    }
  }
}
