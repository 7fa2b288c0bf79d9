/// Loads quotes the way a network or a disk would: later, on another thread.
final class QuoteLoader: Sendable {
  private let quotes: [Quote]

  /// A loader that will deliver `quotes`.
  init(quotes: [Quote]) {
    self.quotes = quotes
  }

  /// Calls `completion` with the quotes. Not written yet, on purpose: it never calls back,
  /// and the test of this step does not notice.
  func load(completion: @escaping @Sendable ([Quote]) -> Void) {
  }
}
