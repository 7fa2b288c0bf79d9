/// Upper-cases the first letter of every word of `string`.
func makeHeadline(_ string: String) -> String {
  string.prefix(1).uppercased() + string.dropFirst()
}
