/// A book of quotes to look through.
struct QuoteBook {
  let quotes: [Quote]

  /// The quotes whose author is exactly `author`, in the order of the book.
  func quotes(by author: String) -> [Quote] {
    quotes.filter { $0.author == author }
  }

  /// The quotes sorted by author, from A to Z.
  func sortedByAuthor() -> [Quote] {
    quotes.sorted { $0.text < $1.text }
  }
}
