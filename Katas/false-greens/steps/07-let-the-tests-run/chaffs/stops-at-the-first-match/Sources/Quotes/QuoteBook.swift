/// A book of quotes to look through.
struct QuoteBook {
  let quotes: [Quote]

  /// The quotes whose author is exactly `author`, in the order of the book.
  func quotes(by author: String) -> [Quote] {
    quotes.first { $0.author == author }.map { [$0] } ?? []
  }
}
