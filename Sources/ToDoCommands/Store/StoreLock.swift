import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a store, held from reading it to writing it back.
///
/// Two `todo` processes that change one store would otherwise both read it, both change
/// their copy and both rename it into place, and the first change would be lost. The lock
/// is `flock(2)` on `<store>.lock` beside the store; the system releases it when the
/// process ends, however it ends, so a killed `todo` never leaves the store locked. The
/// lock file itself stays: removing it would let two processes lock two different files.
final class StoreLock {
  private let descriptor: Int32

  /// Blocks until this process holds the lock of the store at `storeURL`, calling
  /// `waiting` once the lock has been held elsewhere for `patience` seconds, so the user is
  /// not left wondering through a long wait and not bothered by a short one.
  ///
  /// A short wait is not always another command: a program this process starts holds a
  /// copy of every open descriptor until it has begun, so a lock just released can still be
  /// held by that copy for a moment.
  init(storeURL: URL, patience: Double = 1, waiting: () -> Void = {}) throws(ToDoError) {
    let lockURL = storeURL.appendingPathExtension("lock")
    do {
      try FileManager.default.createDirectory(
        at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .cannotLock(lockURL.path, reason: error.localizedDescription)
    }
    let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotLock(lockURL.path, reason: String(cString: strerror(errno)))
    }
    var status = flock(descriptor, LOCK_EX | LOCK_NB)
    var polls = Int(patience * 50)
    while status != 0, errno == EWOULDBLOCK || errno == EINTR, polls > 0 {
      usleep(20_000)
      polls -= 1
      status = flock(descriptor, LOCK_EX | LOCK_NB)
    }
    if status != 0, errno == EWOULDBLOCK { waiting() }
    while status != 0 && (errno == EWOULDBLOCK || errno == EINTR) {
      status = flock(descriptor, LOCK_EX)
    }
    guard status == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .cannotLock(lockURL.path, reason: reason)
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }
}
