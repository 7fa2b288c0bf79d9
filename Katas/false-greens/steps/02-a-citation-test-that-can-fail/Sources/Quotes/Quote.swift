/// A quote: what was said, and who said it.
struct Quote: Equatable {
  let text: String
  let author: String

  /// The text, then the author in brackets: "Small steps still count. (Lena Park)".
  var citation: String {
    "\(text) (\(author))"
  }
}
