import SwiftLexer

/// The operator mutants of a file: comparisons, equality, arithmetic, logic and `!`.
extension FileScan {

  /// The end of the run of operator characters that starts at `index`, written together.
  func operatorEnd(from index: Int) -> Int {
    var end = index + 1
    while end < tokens.count, tokens[end].kind == .punctuation,
      Self.operatorCharacters.contains(tokens[end].text.unicodeScalars.first!),
      tokens[end].range.lowerBound == tokens[end - 1].range.upperBound
    {
      end += 1
    }
    return end
  }

  /// The mutant of the operator written by the tokens `run`: a binary operator swapped, a
  /// `!` removed; none for an operator of another kind.
  func operatorMutants(tokens run: Range<Int>) -> [Mutant] {
    let text = run.map { tokens[$0].text }.joined()
    let start = tokens[run.lowerBound].range.lowerBound
    let end = tokens[run.upperBound - 1].range.upperBound
    let before = start > 0 ? source.scalars[start - 1] : " "
    let after = end < source.scalars.count ? source.scalars[end] : " "
    // A dot before or after makes it another operator (`..<`, `.+`); after `func` or
    // `operator` it is the name of one being declared.
    guard before != ".", after != ".",
      !["func", "operator"].contains(tokens.name(at: run.lowerBound - 1) ?? "")
    else { return [] }
    let spaceBefore = before.properties.isWhitespace
    let spaceAfter = after.properties.isWhitespace
    if spaceBefore, spaceAfter, hasOperands(run),
      let (kind, replacement) = MutantFinder.binary[text]
    {
      if kind == .negatedEquality, blocks.inGenericRequirement(run.lowerBound) { return [] }
      var found: [Mutant] = []
      add(&found, kind, at: run, to: replacement)
      return found
    }
    let opensBefore = spaceBefore || Self.opening.contains(String(before))
    if text == "!", opensBefore, !spaceAfter {
      var found: [Mutant] = []
      add(&found, .removedNot, at: run, to: "")
      return found
    }
    return []
  }

  /// Whether an operator spaced on both sides stands between two operands: not alone on its
  /// line, nor before a closing mark, as the `>` that closes a generic argument list written
  /// over several lines does.
  func hasOperands(_ run: Range<Int>) -> Bool {
    guard run.upperBound < tokens.count, run.lowerBound > 0 else { return false }
    let next = tokens[run.upperBound].text
    guard ![")", "]", "}", ",", ";", ":", ">"].contains(next) else { return false }
    let line = lines[run.lowerBound]
    return lines[run.lowerBound - 1] == line || lines[run.upperBound] == line
  }
}
