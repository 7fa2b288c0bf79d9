/// The `index`-th of `count` slices of a package's mutants, from 1, for a CI matrix
/// (`--shard 2/8`): every `count`-th mutant of each file, starting at a place the file's path
/// decides, so each job gets mutants of every file and the shards are of nearly even size.
/// The same package always gives each shard the same mutants, and a change to one file moves
/// none of another file's mutants to another shard, so each shard's `--incremental` file
/// keeps their outcomes.
struct MutantShard: Equatable, Sendable {
  /// Which slice, from 1.
  var index: Int
  /// How many slices.
  var count: Int

  /// `K/N` read, with 1 ≤ K ≤ N; `nil` for anything else.
  init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  /// `K/N`, as `--shard` takes it.
  var text: String { "\(index)/\(count)" }

  /// The mutants of this slice, in their order.
  func slice(of mutants: [Mutant]) -> [Mutant] {
    var seen: [String: Int] = [:]
    return mutants.filter { mutant in
      let place = seen[mutant.file] ?? Int(Self.hash(mutant.file) % UInt64(count))
      seen[mutant.file] = place + 1
      return place % count == index - 1
    }
  }

  /// A 64-bit FNV-1a hash of `text`'s UTF-8: the same on every machine and run, as
  /// Swift's own hashing is not.
  static func hash(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
