/// A run's share of the mutants, for a CI matrix: `--shard 2/8` takes every eighth mutant
/// from the second on, so each job gets mutants of every file and the shards are of even
/// size; the same package always gives each shard the same mutants.
extension MutationRun {
  /// The `index`-th of `count` slices, from 1.
  public struct Shard: Equatable, Sendable {
    /// Which slice, from 1.
    public var index: Int
    /// How many slices.
    public var count: Int

    /// `K/N` read, with 1 ≤ K ≤ N; `nil` for anything else.
    public init?(_ text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
        count >= 1, (1...count).contains(index)
      else { return nil }
      self.index = index
      self.count = count
    }

    /// The mutants of this slice, in their order.
    func slice(of mutants: [Mutant]) -> [Mutant] {
      mutants.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
  }
}
