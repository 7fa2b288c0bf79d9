import Foundation

/// A fresh folder under the system's temporary directory, for one test.
public final class TemporaryDirectory {
  /// The folder, with symbolic links resolved so paths compare equal on every platform.
  public let url: URL

  /// Creates the folder.
  public init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("TDDKitTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    self.url = url.resolvingSymlinksInPath()
  }

  /// Removes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// The URL of `name` inside the folder.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }
}

/// Runs `body` with a fresh temporary folder, then removes it.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let directory = try TemporaryDirectory()
  defer { directory.remove() }
  return try body(directory.url)
}

/// Runs the asynchronous `body` with a fresh temporary folder, then removes it.
public func withAsyncTemporaryDirectory<T>(
  isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
) async throws -> T {
  let directory = try TemporaryDirectory()
  defer { directory.remove() }
  return try await body(directory.url)
}

/// Writes `files` (path → text) under `folder`, creating folders as needed.
public func write(_ files: [String: String], in folder: URL) throws {
  for (path, text) in files {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
