import Foundation

/// Writes a file whole or not at all: the data goes to a temporary file beside it, which
/// then replaces the file in one step, so a reader, a crash or a full disk never leaves
/// half a file. Every tool of TDDKit writes its files this way.
public enum AtomicFile {
  /// Why a file could not be written, in words fit for a one-line error.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// The operating system's reason, such as "Permission denied".
    public var reason: String

    /// One line naming the file and the reason.
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `data` to `url` atomically, creating its folder first. A file already there
  /// keeps its permissions; a new one gets the usual ones (0o666 less the umask). `-` or
  /// `/dev/stdout` as the path writes to standard output instead, `/dev/stderr` to standard
  /// error (see `standardStream(_:)`); anything else that is not a regular file (a device, a FIFO, a
  /// socket, a folder, or any link: `nonFile(at:)`) is refused, never replaced.
  public static func write(_ data: Data, to url: URL) throws(Failure) {
    if let descriptor = standardStream(url) {
      Console.put(String(decoding: data, as: UTF8.self), to: descriptor)
      return
    }
    var existing = stat()
    if stat(url.path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {
      try write(data, to: url, mode: existing.st_mode & 0o7777, keepingUmask: false)
    } else {
      try write(data, to: url, mode: 0o666, keepingUmask: true)
    }
  }

  /// Writes `data` to `url` atomically with the permissions `mode` (`0o600` for a secret)
  /// from the first byte on: no moment leaves it readable by others. What is at `url` must
  /// be a regular file or nothing: a link, wherever it leads, is refused.
  public static func write(_ data: Data, to url: URL, mode: mode_t) throws(Failure) {
    try write(data, to: url, mode: mode, keepingUmask: false)
  }

  /// The descriptor `url` names rather than a file: standard output for `-` (as the last
  /// part of the path, the way command-line tools spell it) or `/dev/stdout`, standard error
  /// for `/dev/stderr`; `nil` for a file.
  static func standardStream(_ url: URL) -> Int32? {
    if url.lastPathComponent == "-" || url.path == "/dev/stdout" { return STDOUT_FILENO }
    return url.path == "/dev/stderr" ? STDERR_FILENO : nil
  }

  /// Why a file cannot be written at `url` whatever it holds, or `nil`: what stands there
  /// is not a regular file (nor nothing, nor a stream's name). Asked before a long run, so
  /// that its work is not lost to an output named wrong.
  public static func refusal(ofFileAt url: URL) -> Failure? {
    guard standardStream(url) == nil else { return nil }
    if let blocked = blockedFolder(of: url) { return blocked }
    guard let what = nonFile(at: url.path) else { return nil }
    return Failure(
      path: url.path,
      reason: what == "a folder"
        ? "it is a folder, not a file"
        : "it is \(what), not a regular file; name a file, or - for standard output")
  }

  /// Why a folder of pages cannot be written at `url`, or `nil`: a stream's name, a folder
  /// above it that is a file, something there that is not a folder, or a folder holding a
  /// path `owns` does not own (a file of the user's, or a link), which is never replaced.
  public static func refusal(ofFolderAt url: URL, owns: (String) -> Bool) -> Failure? {
    if standardStream(url) != nil {
      return Failure(
        path: url.path, reason: "a folder of pages cannot go to a stream; name a folder")
    }
    if let blocked = blockedFolder(of: url) { return blocked }
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    let what = nonFile(at: url.path) ?? "a file"
    guard what == "a folder" else {
      return Failure(
        path: url.path, reason: "it is \(what), not a folder; name a new or empty folder")
    }
    let manager = FileManager.default
    let held = (manager.subpaths(atPath: url.path) ?? []).sorted()
    guard
      let stranger = held.first(where: { path in
        (try? manager.destinationOfSymbolicLink(atPath: url.appendingPathComponent(path).path))
          != nil || !owns(path)
      })
    else { return nil }
    return Failure(
      path: url.path,
      reason: "it holds files that are not this report (\(stranger)); name a new or empty folder")
  }

  /// The refusal of a path whose nearest existing folder above it is not a folder (a file,
  /// say), where no folder can be made; `nil` when it can.
  private static func blockedFolder(of url: URL) -> Failure? {
    var above = url.deletingLastPathComponent()
    while above.path != "/", !FileManager.default.fileExists(atPath: above.path) {
      above = above.deletingLastPathComponent()
    }
    guard !FileManager.default.isFolder(atPath: above.path) else { return nil }
    return Failure(
      path: url.path, reason: "\(above.path) above it is not a folder; name a path in a folder")
  }

  /// What stands at `path` when a written file must not replace it, in words ("a FIFO",
  /// "a link to a character device"), or `nil` when one may: nothing is there, or a regular
  /// file. A link is never replaced, wherever it leads (`/dev/stderr` is one).
  public static func nonFile(at path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFLNK else { return kind == S_IFREG ? nil : name(of: kind) }
    guard stat(path, &status) == 0 else { return "a link that leads nowhere" }
    return "a link to \(name(of: status.st_mode & S_IFMT))"
  }

  /// A kind of file as `stat` tells it, in words.
  private static func name(of kind: mode_t) -> String {
    switch kind {
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    case S_IFREG: "a file"
    default: "not a regular file"
    }
  }

  /// The one way a file is written: a temporary file beside it, made with `mode` (less the
  /// umask when `keepingUmask`), synced, then renamed over what stood there, which must be
  /// a regular file or nothing.
  private static func write(
    _ data: Data, to url: URL, mode: mode_t, keepingUmask: Bool
  ) throws(Failure) {
    let fail = { (what: String) in
      Failure(path: url.path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
    if let refusal = refusal(ofFileAt: url) { throw refusal }
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
    if !keepingUmask { fchmod(descriptor, mode) }
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
    if let refusal = refusal(ofFolderAt: url, owns: owns) { throw refusal }
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
