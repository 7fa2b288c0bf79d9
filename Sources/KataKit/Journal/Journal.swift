import Foundation

/// The append-only journal of a workspace: one JSON object per line.
public struct Journal: Sendable {
  /// The journal's file.
  public let url: URL

  /// Creates the journal kept in `url`.
  public init(url: URL) {
    self.url = url
  }

  /// Appends `entry` as one line, in a single locked write so lines never interleave.
  public func append(_ entry: JournalEntry) throws(KataError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard var line = try? encoder.encode(entry) else {
      throw .file(path: url.path, reason: "cannot encode a journal entry")
    }
    line.append(0x0A)
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else {
      throw .file(path: url.path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    // Several writers may share a journal (a classroom folder where two learners have the
    // same name): the lock keeps each line whole.
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      throw .file(path: url.path, reason: String(cString: strerror(errno)))
    }
  }

  /// Every entry, oldest first; lines that are not entries are skipped.
  public func entries() -> [JournalEntry] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let decoder = JSONDecoder()
    return text.split(separator: "\n").compactMap { line in
      try? decoder.decode(JournalEntry.self, from: Data(line.utf8))
    }
  }
}
