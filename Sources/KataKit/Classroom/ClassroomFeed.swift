import CommandLineSupport
import Foundation

/// Copies a workspace's journal entries into a classroom folder, `DIR/NAME/KATA.jsonl`, for
/// the instructor's dashboard. The folder may be a network share or a synced drive: when it
/// is missing, unwritable or full, the learner's run goes on and one warning says so.
final class ClassroomFeed: Sendable {
  /// The classroom folder.
  let folder: URL
  /// The learner's (or pair's) journal in it.
  let journal: Journal
  private let problem = Locked<String?>(nil)

  /// The feed of `learner`'s entries for `kata` into `folder`.
  init(folder: URL, learner: String, kata: String) {
    self.folder = folder
    journal = Journal(url: folder.appendingPathComponent("\(learner)/\(kata).jsonl"))
  }

  /// Appends `entry`; a failure is kept for ``takeWarning()`` instead of thrown.
  func append(_ entry: JournalEntry) {
    do {
      guard FileManager.default.isFolder(atPath: folder.path) else {
        throw KataError.file(path: folder.path, reason: "no such folder")
      }
      try FileManager.default.createDirectory(
        at: journal.url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try journal.append(entry)
    } catch {
      problem.withLock { $0 = $0 ?? "\(error)" }
    }
  }

  /// The first problem since the last call, as one warning line, or `nil`.
  func takeWarning() -> String? {
    problem.withLock { problem in
      defer { problem = nil }
      return problem.map {
        "warning: the classroom folder \(folder.path) did not take this run (\($0)); your light is not affected"
      }
    }
  }
}
