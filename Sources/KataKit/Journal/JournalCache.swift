import CommandLineSupport
import Foundation

/// The journals of a served room as last read, so a page costs the lines that came since,
/// not the whole room again: a learner who filled a journal to its limit would otherwise
/// make every page of the room read megabytes. Journals are appended to, so one that grew is
/// read from where the last read ended; one that changed otherwise is read again whole.
final class JournalCache: Sendable {
  /// One journal as read: its complete lines, up to `size` bytes.
  private struct Read {
    var size: Int
    /// The hash of its first ``JournalCache/headBytes`` bytes (or all, when fewer).
    var head: UInt64
    var lines: Int
    var entries: [JournalEntry]
    var damaged: [Int]
  }

  private let reads = Locked<[String: Read]>([:])

  /// The bytes at the start of a journal whose hash tells it is the one read before.
  private static let headBytes = 4096

  /// Every entry of the journal at `url`, checked as a room reads them, and the numbers of
  /// its damaged lines; a line still being written is left for the next read.
  func read(_ url: URL) throws -> (entries: [JournalEntry], damaged: [Int]) {
    guard FileManager.default.fileExists(atPath: url.path) else { return ([], []) }
    let data = try Data(contentsOf: url)
    let complete = (data.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
    let known = reads.withLock { $0[url.path] }
    var read: Read
    if let known, known.size <= complete,
      known.head == Self.hash(data.prefix(min(Self.headBytes, known.size))),
      known.size == 0 || data[known.size - 1] == 0x0A
    {
      read = known
    } else {
      read = Read(size: 0, head: Self.hash(Data()), lines: 0, entries: [], damaged: [])
    }
    if read.size < complete {
      let tail = data[read.size..<complete]
      let (entries, damaged) = Journal.entries(in: Data(tail), checked: true)
      read.entries += entries
      read.damaged += damaged.map { $0 + read.lines }
      read.lines += tail.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      read.size = complete
      read.head = Self.hash(data.prefix(min(Self.headBytes, complete)))
    }
    reads.withLock { $0[url.path] = read }
    return (read.entries, read.damaged)
  }

  /// A 64-bit FNV-1a hash of `bytes`.
  private static func hash(_ bytes: Data) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
