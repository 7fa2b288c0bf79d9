import Foundation

/// The append-only journal of a workspace: one JSON object per line.
struct Journal: Sendable {
  /// The journal's file.
  let url: URL

  /// Appends `entry` as one line, in a single locked write so lines never interleave. With
  /// `atMost`, a line that would make the file larger than that many bytes is not written,
  /// and `full` is thrown: the size is checked under the lock, against what the file will be.
  func append(
    _ entry: JournalEntry, atMost limit: Int? = nil, full: KataError? = nil
  ) throws(KataError) {
    guard let line = Self.line(of: entry) else {
      throw .file(path: url.path, reason: "cannot encode a journal entry")
    }
    let descriptor = try opened(O_WRONLY | O_APPEND)
    defer { close(descriptor) }
    // Several writers may share a journal (a classroom folder where two learners have the
    // same name): the lock keeps each line whole.
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    if let limit {
      var status = stat()
      guard fstat(descriptor, &status) == 0, Int(status.st_size) + line.count <= limit else {
        throw full ?? .file(path: url.path, reason: "over \(limit) bytes")
      }
    }
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      throw .file(path: url.path, reason: String(cString: strerror(errno)))
    }
  }

  /// The journal opened with `mode` (made when missing), never through a link and only as a
  /// regular file: a journal in a shared room folder, or an outbox, must not write, or empty,
  /// what a link or a FIFO put in its place leads to.
  private func opened(_ mode: Int32) throws(KataError) -> Int32 {
    let descriptor = open(
      url.path, mode | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
    guard descriptor >= 0 else {
      let reason =
        errno == ELOOP
        ? "it is a link; a journal is never written through one" : String(cString: strerror(errno))
      throw .file(path: url.path, reason: reason)
    }
    var kind = stat()
    guard fstat(descriptor, &kind) == 0, kind.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .file(path: url.path, reason: "it is not a regular file")
    }
    return descriptor
  }

  /// `entry` as the line a journal holds: JSON with sorted keys, and a line break.
  static func line(of entry: JournalEntry) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(entry)).map { $0 + [0x0A] }
  }

  /// Hands every entry to `send` and keeps only those it returns, holding the journal's lock
  /// throughout, so an entry appended meanwhile waits for the next call; when `send` throws,
  /// every entry stays. Used for a workspace's outbox.
  func drain(_ send: ([JournalEntry]) throws -> [JournalEntry]) throws {
    let descriptor = try opened(O_RDWR)
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    let data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
    let entries = Self.entries(in: data).entries
    guard !entries.isEmpty else { return }
    let kept = try send(entries).compactMap(Self.line(of:)).reduce(Data(), +)
    guard ftruncate(descriptor, 0) == 0,
      kept.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, $0.count, 0) }) == kept.count
    else {
      throw KataError.file(path: url.path, reason: String(cString: strerror(errno)))
    }
  }

  /// Every entry, oldest first; lines that are not entries are skipped.
  func entries() -> [JournalEntry] {
    (try? read())?.entries ?? []
  }

  /// The largest journal a classroom keeps or reads: some ten thousand runs of one kata.
  static let maximumSize = 8 << 20

  /// Every entry, oldest first, and the numbers (from 1) of the lines that are not entries.
  /// A `checked` read, as of a classroom's journals, which learners' laptops wrote, also
  /// counts an entry that breaks a rule of ``JournalEntry/brokenRule`` as damaged.
  ///
  /// - Throws: when the file cannot be read; a missing journal has no entries.
  func read(checked: Bool = false) throws -> (entries: [JournalEntry], damaged: [Int]) {
    guard FileManager.default.fileExists(atPath: url.path) else { return ([], []) }
    return Self.entries(in: try Data(contentsOf: url), checked: checked)
  }

  /// The entries of a journal's `data` and the numbers of its damaged lines. One decoding of
  /// the whole is much faster than one per line; only data with a damaged line is read line
  /// by line, to name the line.
  static func entries(in data: Data, checked: Bool = false) -> (
    entries: [JournalEntry], damaged: [Int]
  ) {
    let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    var whole = Data("[".utf8)
    for line in lines where !line.isEmpty {
      if whole.count > 1 { whole.append(UInt8(ascii: ",")) }
      whole.append(contentsOf: line)
    }
    whole.append(UInt8(ascii: "]"))
    let decoder = JSONDecoder()
    if let all = try? decoder.decode([JournalEntry].self, from: whole),
      !checked || all.allSatisfy({ $0.brokenRule == nil })
    {
      return (all, [])
    }
    var entries: [JournalEntry] = []
    var damaged: [Int] = []
    for (number, line) in lines.enumerated() where !line.isEmpty {
      guard let entry = try? decoder.decode(JournalEntry.self, from: Data(line)),
        !checked || entry.brokenRule == nil
      else {
        damaged.append(number + 1)
        continue
      }
      entries.append(entry)
    }
    return (entries, damaged)
  }
}
