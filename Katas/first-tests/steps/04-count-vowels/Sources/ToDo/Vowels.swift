/// The number of vowels in `string`.
func numberOfVowels(in string: String) -> Int {
  var count = 0
  for character in string where "aeiou".contains(character) {
    count += 1
  }
  return count
}
