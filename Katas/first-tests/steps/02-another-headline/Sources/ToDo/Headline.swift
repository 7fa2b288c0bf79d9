/// Upper-cases the first letter of every word of `string`.
func makeHeadline(_ string: String) -> String {
  var words: [String] = []
  for word in string.split(separator: " ", omittingEmptySubsequences: false) {
    let first = word.prefix(1).uppercased()
    let rest = word.dropFirst()
    words.append(first + rest)
  }
  return words.joined(separator: " ")
}
