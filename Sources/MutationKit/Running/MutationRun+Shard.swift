/// A run's share of the mutants, for a CI matrix: see ``MutantShard``.
extension MutationRun {
  /// The `index`-th of `count` slices of the mutants, from 1.
  typealias Shard = MutantShard
}
