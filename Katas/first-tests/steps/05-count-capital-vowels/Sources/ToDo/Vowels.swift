/// The number of vowels in `string`, in either case.
func numberOfVowels(in string: String) -> Int {
  var count = 0
  for character in string.lowercased() where "aeiou".contains(character) {
    count += 1
  }
  return count
}
