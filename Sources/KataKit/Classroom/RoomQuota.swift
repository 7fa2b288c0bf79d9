import Foundation

/// What a served room may hold on the instructor's disk, so that no post, and no learner
/// posting without end, fills it: a number of names, of journals per name, of bytes of code
/// kept per name and of bytes in all. Lights always count before code: past its code's
/// bound a name's runs are still kept, without their code; past the room's bound, or with a
/// name or journal too many, a post is refused whole.
struct RoomQuota: Sendable {
  /// The bounds of a room.
  struct Limits: Sendable {
    /// The names a room takes.
    var names: Int
    /// The journals one name may have.
    var journals: Int
    /// The bytes of code kept for one name.
    var codeBytes: Int
    /// The bytes of the whole room.
    var bytes: Int

    /// A workshop of 30 pairs many times over: 500 names, 40 journals each (one per kata,
    /// with room to spare), 64 MiB of code each (a day of runs many times over), 2 GiB in
    /// all.
    static let standard = Limits(names: 500, journals: 40, codeBytes: 64 << 20, bytes: 2 << 30)
  }

  /// The room's bounds.
  let limits: Limits
  /// The room's folder.
  let folder: URL
  /// The bytes in the room, read once from the disk and counted up as posts are kept.
  private var bytes = 0
  /// The bytes of code kept per name.
  private var codeBytes: [String: Int] = [:]
  /// The journals of each name, by kata.
  private var journals: [String: Set<String>] = [:]
  /// Whether the room's folder has been read.
  private var counted = false

  /// The quota of the room in `folder` within `limits`, read from its disk when first
  /// asked.
  init(folder: URL, limits: Limits = .standard) {
    self.folder = folder
    self.limits = limits
  }

  /// Whether the room takes posts of `learner`: a name it has, or room for a new one.
  mutating func takes(_ learner: String) -> Bool {
    countIfNeeded()
    return journals[learner] != nil || journals.count < limits.names
  }

  /// What a quota makes of a post.
  enum Admission: Equatable {
    /// The post is kept, with the code of these fingerprints (those of names still under
    /// their bound); the code of `leftOut`'s names is not.
    case kept(code: Set<String>, leftOut: Set<String>)
    /// The post is refused whole, for this reason.
    case refused(String)
  }

  /// What a post may keep; what it keeps is counted at once.
  mutating func admit(
    _ entries: [JournalEntry], codes: [String: [String: String]]
  ) -> Admission {
    countIfNeeded()
    var journals = journals
    var adding = 0
    for entry in entries {
      guard let learner = entry.learner, let kata = entry.kata else { continue }
      journals[learner, default: []].insert(kata)
      adding += Journal.line(of: entry)?.count ?? 0
    }
    let newNames = journals.count - self.journals.count
    if newNames > 0, journals.count > limits.names {
      return .refused(
        "the room is full: it takes at most \(limits.names) names, has \(self.journals.count), and this post would add \(newNames); ask the instructor"
      )
    }
    let grown = journals.filter { learner, katas in
      katas.count > limits.journals && katas.count > self.journals[learner]?.count ?? 0
    }
    if let (learner, katas) = grown.min(by: { $0.key < $1.key }) {
      let had = self.journals[learner]?.count ?? 0
      return .refused(
        "\(learner) may have at most \(limits.journals) journals in the room; it has \(had), and this post would add \(katas.count - had)"
      )
    }
    var keep: Set<String> = []
    var leftOut: Set<String> = []
    var code = codeBytes
    for entry in entries {
      guard let learner = entry.learner, let fingerprint = entry.snapshot,
        !keep.contains(fingerprint), let files = codes[fingerprint]
      else { continue }
      let size = files.reduce(64) { $0 + $1.key.utf8.count + $1.value.utf8.count + 8 }
      guard code[learner, default: 0] + size <= limits.codeBytes else {
        leftOut.insert(learner)
        continue
      }
      code[learner, default: 0] += size
      keep.insert(fingerprint)
      adding += size
    }
    guard bytes + adding <= limits.bytes else {
      return .refused(
        "the room's folder is full (\(limits.bytes >> 20) MiB); nothing of this post was kept")
    }
    self.journals = journals
    codeBytes = code
    bytes += adding
    return .kept(code: keep, leftOut: leftOut)
  }

  /// Reads the room's folder once: its bytes, and each name's journals and code.
  private mutating func countIfNeeded() {
    guard !counted else { return }
    counted = true
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where LearnerName.isValid(name) {
      let place = folder.appendingPathComponent(name)
      // A link leads out of the room, which counts only what it holds, as it reads.
      guard !Classroom.isLink(place), FileManager.default.isFolder(atPath: place.path) else {
        continue
      }
      let files = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
      journals[name] = Set(files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) })
      bytes += files.reduce(0) { $0 + Self.size(of: place.appendingPathComponent($1)) }
      let snapshots = place.appendingPathComponent("snapshots")
      let code = ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? [])
        .reduce(0) { $0 + Self.size(of: snapshots.appendingPathComponent($1)) }
      codeBytes[name] = code
      bytes += code
    }
  }

  /// The size of the regular file at `url`, 0 for anything else.
  private static func size(of url: URL) -> Int {
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return 0 }
    return Int(status.st_size)
  }
}
