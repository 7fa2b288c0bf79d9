/// The number of vowels a, e, i, o and u in `string`, in either case.
func numberOfVowels(in string: String) -> Int {
  string.lowercased().filter { "aeiou".contains($0) }.count
}
