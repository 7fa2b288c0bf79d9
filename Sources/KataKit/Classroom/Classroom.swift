import Foundation

/// A classroom folder as the dashboard reads it: one folder per learner (or pair), each with
/// a `KATA.jsonl` journal per kata. Reading never fails as a whole and never writes: a
/// damaged line is skipped with a warning, a learner without a journal has a row without
/// lights.
public struct Classroom: Sendable {
  /// One learner's journal of one kata.
  public struct Journal: Sendable {
    /// The learner's folder name.
    public var learner: String
    /// The kata's id, or `nil` for a learner folder with no journal yet.
    public var kata: String?
    /// The entries, oldest first.
    public var entries: [JournalEntry]
  }

  /// Every journal, by learner then kata.
  public var journals: [Journal]
  /// One line per problem met: a damaged line (file and line) or an unreadable file.
  public var warnings: [String]

  /// Reads the classroom in `folder`.
  public init(folder: URL) {
    journals = []
    warnings = []
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    let decoder = JSONDecoder()
    for learner in names {
      let learnerFolder = folder.appendingPathComponent(learner)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: learnerFolder.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      let files =
        ((try? FileManager.default.contentsOfDirectory(atPath: learnerFolder.path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }.sorted()
      if files.isEmpty {
        journals.append(Journal(learner: learner, kata: nil, entries: []))
      }
      for file in files {
        let url = learnerFolder.appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url) else {
          warnings.append("\(url.path): cannot be read; skipped")
          continue
        }
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        // One decoding of the whole file is much faster than one per line; only a file with
        // a damaged line is read line by line, to name the line.
        var whole = Data("[".utf8)
        for line in lines where !line.isEmpty {
          if whole.count > 1 { whole.append(UInt8(ascii: ",")) }
          whole.append(contentsOf: line)
        }
        whole.append(UInt8(ascii: "]"))
        var entries: [JournalEntry] = []
        if let all = try? decoder.decode([JournalEntry].self, from: whole) {
          entries = all
        } else {
          for (number, line) in lines.enumerated() where !line.isEmpty {
            guard let entry = try? decoder.decode(JournalEntry.self, from: Data(line)) else {
              warnings.append("\(url.path):\(number + 1): skipped a damaged line")
              continue
            }
            entries.append(entry)
          }
        }
        journals.append(
          Journal(
            learner: learner, kata: String(file.dropLast(".jsonl".count)),
            entries: entries.sorted { $0.time < $1.time }))
      }
    }
  }
}
