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

  /// Writes `data` to `url` atomically with the permissions `mode` (`0o600` for a secret)
  /// from the first byte on: no moment leaves it readable by others.
  public static func write(_ data: Data, to url: URL, mode: mode_t) throws(Failure) {
    let fail = { (what: String) in
      Failure(path: url.path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw Failure(path: url.path, reason: FileErrors.reason(for: error, at: url.path))
    }
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw fail("cannot create it") }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let written = (try? handle.write(contentsOf: data)) != nil
    let synced = fsync(descriptor) == 0
    try? handle.close()
    guard written, synced, rename(temporary.path, url.path) == 0 else {
      let failure = fail("cannot write it")
      unlink(temporary.path)
      throw failure
    }
  }

  /// Writes a folder of `files` (relative path to contents) to `url` whole or not at all:
  /// they are written to a folder beside it, which then takes its place, so a crash or a
  /// kill leaves the old folder or the new one, never a mix. A folder already at `url` is
  /// replaced only when everything in it, at every depth, is a path `owns` (what an earlier
  /// such folder held): a file of the user's is never deleted. What a killed run left beside
  /// it is cleared first.
  public static func writeFolder(
    _ files: [(path: String, data: Data)], to url: URL, owns: (String) -> Bool
  ) throws(Failure) {
    let manager = FileManager.default
    let parent = url.deletingLastPathComponent()
    let name = url.lastPathComponent
    if manager.fileExists(atPath: url.path) {
      guard manager.isFolder(atPath: url.path) else {
        throw Failure(
          path: url.path, reason: "it is a file, not a folder; name a new or empty folder")
      }
      let held = (manager.subpaths(atPath: url.path) ?? []).sorted()
      if let stranger = held.first(where: { path in
        (try? manager.destinationOfSymbolicLink(atPath: url.appendingPathComponent(path).path))
          != nil || !owns(path)
      }) {
        throw Failure(
          path: url.path,
          reason:
            "it holds files that are not this report (\(stranger)); name a new or empty folder")
      }
    }
    for left in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
    where left.hasPrefix(".\(name).") && UUID(uuidString: String(left.suffix(36))) != nil {
      try? manager.removeItem(at: parent.appendingPathComponent(left))
    }
    let staging = parent.appendingPathComponent(".\(name).\(UUID().uuidString)")
    let old = parent.appendingPathComponent(".\(name).old-\(UUID().uuidString)")
    do {
      for file in files {
        try write(file.data, to: staging.appendingPathComponent(file.path))
      }
      if manager.fileExists(atPath: url.path) {
        try manager.moveItem(at: url, to: old)
      }
      try manager.moveItem(at: staging, to: url)
      try? manager.removeItem(at: old)
    } catch {
      try? manager.removeItem(at: staging)
      if !manager.fileExists(atPath: url.path), manager.fileExists(atPath: old.path) {
        try? manager.moveItem(at: old, to: url)
      }
      if let failure = error as? Failure { throw failure }
      throw Failure(path: url.path, reason: FileErrors.reason(for: error, at: url.path))
    }
  }
}
