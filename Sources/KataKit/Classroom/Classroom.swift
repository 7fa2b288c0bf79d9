import CommandLineSupport
import Foundation

/// A classroom folder as the dashboard reads it: one folder per learner (or pair), each with
/// a `KATA.jsonl` journal per kata. Reading never fails as a whole and never writes: a
/// damaged line is skipped with a warning, a learner without a journal has a row without
/// lights. Learners' laptops wrote it, so every entry is checked against the rules of an
/// entry, and a journal over ``Journal/maximumSize`` is skipped.
struct Classroom: Sendable {
  /// One learner's journal of one kata, as read.
  struct LearnerJournal: Sendable {
    /// The learner's folder name.
    var learner: String
    /// The kata's id, or `nil` for a learner folder with no journal yet.
    var kata: String?
    /// The entries, oldest first.
    var entries: [JournalEntry]
  }

  /// The classroom's folder.
  var folder: URL
  /// Every journal, by learner then kata.
  var journals: [LearnerJournal]
  /// One line per problem met: a damaged line (file and line) or an unreadable file.
  var warnings: [String]

  /// Reads the classroom in `folder`.
  init(folder: URL) {
    self.folder = folder
    journals = []
    warnings = []
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter(LearnerName.isValid).sorted()
    for learner in names {
      let learnerFolder = folder.appendingPathComponent(learner)
      guard FileManager.default.isFolder(atPath: learnerFolder.path) else { continue }
      let files =
        ((try? FileManager.default.contentsOfDirectory(atPath: learnerFolder.path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }.sorted()
      if files.isEmpty {
        journals.append(LearnerJournal(learner: learner, kata: nil, entries: []))
      }
      for file in files {
        let url = learnerFolder.appendingPathComponent(file)
        let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
        guard size <= Journal.maximumSize else {
          warnings.append("\(url.path): over \(Journal.maximumSize >> 20) MiB; skipped")
          continue
        }
        guard let (entries, damaged) = try? Journal(url: url).read(checked: true) else {
          warnings.append("\(url.path): cannot be read; skipped")
          continue
        }
        warnings += damaged.map {
          "\(url.path):\($0): skipped a line that is not a journal entry by the rules"
        }
        journals.append(
          LearnerJournal(
            learner: learner, kata: String(file.dropLast(".jsonl".count)),
            entries: entries.sorted { $0.time < $1.time }))
      }
    }
  }
}
