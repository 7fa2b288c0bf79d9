import CommandLineSupport
import Foundation

/// Entries delivered to a classroom folder: appended to each pair's journal with the code of
/// their runs beside them, once each, by the feed of a folder and by the classroom's server.
enum FolderDelivery {
  /// Appends `entries` to their journals in the classroom folder `folder`, and the code of
  /// their runs beside them, leaving out every entry whose id its journal has already (a
  /// retry, or a journal sent again). `known` holds the ids by journal, read when first
  /// needed; returns how many entries were appended.
  @discardableResult
  static func deliver(
    _ entries: [JournalEntry], _ codes: [String: [String: String]], to folder: URL,
    known: inout [String: Set<String>]
  ) throws -> Int {
    guard FileManager.default.isFolder(atPath: folder.path) else {
      throw KataError.file(path: folder.path, reason: "no such folder")
    }
    var appended = 0
    for entry in entries {
      guard let learner = entry.learner, let kata = entry.kata else { continue }
      let place = folder.appendingPathComponent(learner)
      let journal = Journal(url: place.appendingPathComponent("\(kata).jsonl"))
      let key = journal.url.path
      if let id = entry.id {
        if known[key] == nil { known[key] = Set(journal.entries().compactMap(\.id)) }
        if known[key, default: []].contains(id) { continue }
      }
      if let fingerprint = entry.snapshot, let code = codes[fingerprint] {
        _ = try CodeSnapshot.keep(
          code.mapValues { Data($0.utf8) }, in: place.appendingPathComponent("snapshots"))
      }
      try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
      try journal.append(
        entry, atMost: Journal.maximumSize, full: .journalFull(learner: learner, kata: kata))
      if let id = entry.id { known[key, default: []].insert(id) }
      appended += 1
    }
    return appended
  }
}
