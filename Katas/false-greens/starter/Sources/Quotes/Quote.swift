/// A quote: what was said, and who said it.
struct Quote: Equatable {
  let text: String
  let author: String
}
