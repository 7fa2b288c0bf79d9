/// Upper-cases the first letter of every word, leaving the rest of each word as it is.
///
/// The first warm-up of the book's first chapter: `"this is A test headline"` becomes
/// `"This Is A Test Headline"`. Words are separated by single spaces, which are kept.
public func makeHeadline(_ string: String) -> String {
  string
    .split(separator: " ", omittingEmptySubsequences: false)
    .map { word in word.prefix(1).uppercased() + word.dropFirst() }
    .joined(separator: " ")
}
