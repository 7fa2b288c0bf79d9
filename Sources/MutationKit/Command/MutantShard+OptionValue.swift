import CommandLineSupport

extension MutantShard: OptionValue {
  /// `K/N` read, with 1 ≤ K ≤ N.
  init?(optionText text: String) {
    self.init(text)
  }

  /// What the error says.
  static var expected: String { "K/N, the K-th of N shards (1 ≤ K ≤ N), as 2/8" }
}
