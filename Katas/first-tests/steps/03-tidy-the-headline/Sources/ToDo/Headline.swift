/// Upper-cases the first letter of every word of `string`, keeping the rest as it is.
func makeHeadline(_ string: String) -> String {
  string
    .split(separator: " ", omittingEmptySubsequences: false)
    .map { word in word.prefix(1).uppercased() + word.dropFirst() }
    .joined(separator: " ")
}
