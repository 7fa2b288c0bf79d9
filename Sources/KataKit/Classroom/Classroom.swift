import CommandLineSupport
import Foundation

/// A classroom folder as the dashboard reads it: one folder per learner (or pair), each with
/// a `KATA.jsonl` journal per kata, which holds the entries of every workspace of that name
/// and kata, told apart by their workspace id (entries from before ids were kept are one
/// workspace, keyed by the name alone). Reading never fails as a whole and never writes: a
/// damaged line is skipped with a warning, a learner without a journal has a row without
/// lights. Learners' laptops wrote it, so every entry is checked against the rules of an
/// entry and its texts cleaned (``JournalEntry/cleaned``), and a journal over
/// ``Journal/maximumSize`` is skipped.
struct Classroom: Sendable {
  /// One workspace's journal of one kata, as read: one row of the dashboard.
  struct LearnerJournal: Sendable {
    /// The learner's folder name.
    var learner: String
    /// The kata's id, or `nil` for a learner folder with no journal yet.
    var kata: String?
    /// The entries, oldest first.
    var entries: [JournalEntry]
    /// The workspace's id, `nil` for entries from before ids were kept.
    var workspace: String? = nil
    /// The workspace's number among the learner's workspaces of the kata, from 1, in the
    /// order they began.
    var number = 1
    /// When the classroom server last took entries of this workspace, in seconds since
    /// 1970; `nil` for a folder, or before this server took any.
    var lastContact: Int? = nil

    /// The key of a workspace's journal among a room's: its learner, kata and workspace.
    static func key(learner: String, kata: String?, workspace: String?) -> String {
      "\(learner)/\(kata ?? "")/\(workspace ?? "")"
    }
  }

  /// The classroom's folder.
  var folder: URL
  /// Every journal, by learner then kata.
  var journals: [LearnerJournal]
  /// One line per problem met: a damaged line (file and line) or an unreadable file.
  var warnings: [String]
  /// The room's clock: the breaks the instructor paused it for.
  var clock: RoomClock
  /// The instructor's line to the room (`kata dashboard say ROOM`), if any.
  var message: String?

  /// Reads the classroom in `folder`, its journals through `cache` when given (a served room
  /// reads each line once).
  init(folder: URL, cache: JournalCache? = nil) {
    self.folder = folder
    journals = []
    warnings = []
    clock = RoomClock(in: folder)
    message = RoomMessage.read(in: folder)
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter(LearnerName.isValid).sorted()
    for learner in names {
      let learnerFolder = folder.appendingPathComponent(learner)
      // A link in the room leads out of it: the room reads only what it holds.
      if Self.isLink(learnerFolder) {
        warnings.append("\(learnerFolder.path): a link, not a learner's folder; skipped")
        continue
      }
      guard FileManager.default.isFolder(atPath: learnerFolder.path) else { continue }
      let snapshots = learnerFolder.appendingPathComponent("snapshots")
      if Self.isLink(snapshots) {
        warnings.append(
          "\(snapshots.path): a link, not the folder of \(learner)'s code; their runs wait until it is a folder again"
        )
      }
      let files =
        ((try? FileManager.default.contentsOfDirectory(atPath: learnerFolder.path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }.sorted()
      if files.isEmpty {
        journals.append(LearnerJournal(learner: learner, kata: nil, entries: []))
      }
      for file in files {
        let url = learnerFolder.appendingPathComponent(file)
        if Self.isLink(url) {
          warnings.append("\(url.path): a link, not a journal; skipped")
          continue
        }
        let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
        guard size <= Journal.maximumSize else {
          warnings.append("\(url.path): over \(Journal.maximumSize >> 20) MiB; skipped")
          continue
        }
        let read = { try cache?.read(url) ?? Journal(url: url).read(checked: true) }
        guard let (entries, damaged) = try? read() else {
          warnings.append("\(url.path): cannot be read; skipped")
          continue
        }
        warnings += damaged.map {
          "\(url.path):\($0): skipped a line that is not a journal entry by the rules"
        }
        journals += Self.workspaces(
          of: learner, kata: String(file.dropLast(".jsonl".count)),
          entries: entries.map(\.cleaned))
      }
    }
    journals = Self.mergingRenamed(journals)
  }

  /// Whether `url` is a symbolic link, wherever it leads.
  static func isLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// `journals` with each workspace renamed on the way (`kata set name`) as one: its entries
  /// under every name it had, joined in time, under the name it has now (its last entry's),
  /// so the wall shows one row that keeps its history and its flags. Workspaces are then
  /// numbered again among each name's.
  static func mergingRenamed(_ journals: [LearnerJournal]) -> [LearnerJournal] {
    var merged: [LearnerJournal] = []
    var index: [String: Int] = [:]
    for journal in journals {
      guard let workspace = journal.workspace, let kata = journal.kata else {
        merged.append(journal)
        continue
      }
      let key = "\(kata)/\(workspace)"
      guard let at = index[key] else {
        index[key] = merged.count
        merged.append(journal)
        continue
      }
      var joined = merged[at]
      joined.entries = (joined.entries + journal.entries).sorted { $0.time < $1.time }
      joined.learner = joined.entries.last?.learner ?? journal.learner
      joined.lastContact = [joined.lastContact, journal.lastContact].compactMap { $0 }.max()
      merged[at] = joined
    }
    var numbers: [String: Int] = [:]
    let ordered = merged.sorted {
      ($0.learner, $0.kata ?? "", $0.entries.first?.time ?? "")
        < ($1.learner, $1.kata ?? "", $1.entries.first?.time ?? "")
    }
    return ordered.map { journal in
      var journal = journal
      let key = "\(journal.learner)/\(journal.kata ?? "")"
      numbers[key, default: 0] += 1
      journal.number = numbers[key] ?? 1
      return journal
    }
  }

  /// The journals of each workspace whose `entries` share `learner`'s journal of `kata`, in
  /// the order they began, numbered from 1; a journal with no entry left (every line
  /// damaged) is still one, without lights.
  static func workspaces(
    of learner: String, kata: String, entries: [JournalEntry]
  ) -> [LearnerJournal] {
    guard !entries.isEmpty else {
      return [LearnerJournal(learner: learner, kata: kata, entries: [])]
    }
    var order: [String?] = []
    var byWorkspace: [String?: [JournalEntry]] = [:]
    for entry in entries.sorted(by: { $0.time < $1.time }) {
      if byWorkspace[entry.workspace] == nil { order.append(entry.workspace) }
      byWorkspace[entry.workspace, default: []].append(entry)
    }
    return order.enumerated().map { index, workspace in
      LearnerJournal(
        learner: learner, kata: kata, entries: byWorkspace[workspace] ?? [],
        workspace: workspace, number: index + 1)
    }
  }
}
