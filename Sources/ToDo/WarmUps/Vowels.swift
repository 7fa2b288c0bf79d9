/// Counts the vowels a, e, i, o and u in either case: `"Dominik"` has 3.
///
/// The second warm-up of the book's first chapter.
public func numberOfVowels(in string: String) -> Int {
  string.lowercased().filter { "aeiou".contains($0) }.count
}
