import Foundation

/// Copies a workspace's journal entries into a classroom folder, `DIR/NAME/KATA.jsonl`, for
/// the instructor's dashboard. The folder may be a network share or a synced drive: when it
/// is missing, unwritable or full, the learner's run goes on and one warning says so.
public final class ClassroomFeed: @unchecked Sendable {
  /// The classroom folder.
  public let folder: URL
  /// The learner's (or pair's) journal in it.
  public let journal: Journal
  private let lock = NSLock()
  private var problem: String?

  /// The feed of `learner`'s entries for `kata` into `folder`.
  public init(folder: URL, learner: String, kata: String) {
    self.folder = folder
    journal = Journal(url: folder.appendingPathComponent("\(learner)/\(kata).jsonl"))
  }

  /// Appends `entry`; a failure is kept for ``takeWarning()`` instead of thrown.
  func append(_ entry: JournalEntry) {
    do {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw KataError.file(path: folder.path, reason: "no such folder") }
      try FileManager.default.createDirectory(
        at: journal.url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try journal.append(entry)
    } catch {
      lock.withLock { problem = problem ?? "\(error)" }
    }
  }

  /// The first problem since the last call, as one warning line, or `nil`.
  public func takeWarning() -> String? {
    lock.withLock {
      defer { problem = nil }
      return problem.map {
        "warning: the classroom folder \(folder.path) did not take this run (\($0)); your light is not affected"
      }
    }
  }
}
