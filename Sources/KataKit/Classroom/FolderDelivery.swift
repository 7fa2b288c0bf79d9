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
      try refuseLinks(at: [place, place.appendingPathComponent("snapshots")], folders: true)
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
      try refuseLinks(at: [journal.url], folders: false)
      try journal.append(
        entry, atMost: Journal.maximumSize, full: .journalFull(learner: learner, kata: kata))
      if let id = entry.id { known[key, default: []].insert(id) }
      appended += 1
    }
    return appended
  }

  /// Refuses to write through any of `places` that is a link (or, of `folders`, anything
  /// but a folder): a learner's folder replaced by a link to elsewhere would take the room's
  /// entries out of the room.
  private static func refuseLinks(at places: [URL], folders: Bool) throws(KataError) {
    for place in places {
      var status = stat()
      guard lstat(place.path, &status) == 0 else { continue }
      let kind = status.st_mode & S_IFMT
      if kind == S_IFLNK || (folders && kind != S_IFDIR) {
        throw .file(
          path: place.path,
          reason:
            "it is a link or a file, not the room's own folder or journal; nothing is written through it"
        )
      }
    }
  }
}
