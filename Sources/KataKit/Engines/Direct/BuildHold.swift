import Foundation

/// A claim on a build folder of the cache that lasts as long as this object: the cache
/// removes no folder that a build holds, however old, since that build may still be linking
/// or running what the folder has (packages sharing their compiled tests each hold the folder
/// of theirs until their run ends).
///
/// The claim is a shared lock on a file beside the folder; the cache removes a folder only
/// when it can take that lock for itself.
final class BuildHold: Sendable {
  /// The start of the name of each folder's lock file.
  static let prefix = "use-"

  private let descriptor: Int32
  /// The lock file, when the hold removes it as it ends.
  private let removing: URL?

  /// Holds `folder`, waiting while the cache is removing it; with `removingItsLockFile`,
  /// for a folder no other build will ask for, the lock file goes when the hold ends.
  init(_ folder: URL, removingItsLockFile: Bool = false) {
    let file = Self.lockFile(of: folder)
    removing = removingItsLockFile ? file : nil
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_SH)
    // The newest lock files are kept when the cache prunes them.
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
  }

  deinit {
    if let removing { try? FileManager.default.removeItem(at: removing) }
    if descriptor >= 0 { close(descriptor) }
  }

  /// Removes `folder` unless a build holds it, keeping the holders out meanwhile; a folder
  /// whose lock file cannot be opened stays, as nothing is removed on a guess.
  static func removeUnlessHeld(_ folder: URL) {
    let file = lockFile(of: folder)
    guard FileManager.default.fileExists(atPath: file.path) else {
      try? FileManager.default.removeItem(at: folder)
      return
    }
    let descriptor = open(file.path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Removes the lock file `file` of a folder that is gone, unless a build holds it.
  static func removeLockFile(_ file: URL) {
    let folder = file.deletingLastPathComponent().appendingPathComponent(
      String(file.lastPathComponent.dropFirst(prefix.count)))
    guard !FileManager.default.fileExists(atPath: folder.path) else { return }
    let descriptor = open(file.path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
    try? FileManager.default.removeItem(at: file)
  }

  /// The lock file of `folder`, beside it.
  private static func lockFile(of folder: URL) -> URL {
    folder.deletingLastPathComponent().appendingPathComponent(prefix + folder.lastPathComponent)
  }
}
