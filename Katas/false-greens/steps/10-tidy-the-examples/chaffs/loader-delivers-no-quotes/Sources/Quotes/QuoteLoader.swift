/// Loads quotes the way a network or a disk would: later, on another thread.
final class QuoteLoader: Sendable {
  private let quotes: [Quote]

  /// A loader that will deliver `quotes`.
  init(quotes: [Quote]) {
    self.quotes = quotes
  }

  /// Calls `completion` with the quotes, later, from a task of Swift concurrency.
  func load(completion: @escaping @Sendable ([Quote]) -> Void) {
    Task {
      completion([])
    }
  }
}
