import SwiftLexer

/// The tokens of a file no mutant may touch: `#if` blocks, attribute arguments, a switch's
/// case patterns and the calls left alone, found once before the mutants are.
struct ExcludedTokens {
  /// The file's tokens.
  let tokens: [SwiftSource.Token]
  /// The line of every token.
  let lines: [Int]
  /// The tokens of every line, by line.
  let byLine: [Int: Range<Int>]
  /// The functions whose calls are left alone, arguments and all (`precondition`, `print`).
  let skippedCalls: Set<String>

  /// The tokens inside `#if` … `#endif` blocks, directives included, and inside the
  /// arguments of attributes such as `@available(…)`.
  func positions() -> Set<Int> {
    var excluded = Set<Int>()
    var depth = 0
    var index = 0
    while index < tokens.count {
      if tokens[index].text == "#", let word = tokens.name(at: index + 1) {
        if word == "if" { depth += 1 }
        if depth > 0 {
          for position in byLine[lines[index]] ?? index..<index + 2 { excluded.insert(position) }
        }
        if word == "endif" { depth = max(0, depth - 1) }
      }
      if depth > 0 { excluded.insert(index) }
      if tokens[index].text == "@", tokens.name(at: index + 1) != nil, tokens.isMark(index + 2, "(")
      {
        let end = tokens.end(ofGroupAt: index + 2, "(", ")")
        for position in index..<end { excluded.insert(position) }
        index = end
        continue
      }
      // A switch's case pattern: a literal there is a pattern, and a mutant of it leaves the
      // switch not exhaustive, which no build takes.
      if tokens.name(at: index) == "case", index == byLine[lines[index]]?.lowerBound,
        let end = casePatternEnd(from: index)
      {
        for position in index..<end { excluded.insert(position) }
        index = end
        continue
      }
      // A skipped call, such as `precondition(count > 0)`: no test can catch its mutants
      // without a crash test, and removing it changes what only a crash would show.
      if let name = tokens.name(at: index), skippedCalls.contains(name),
        !tokens.follows(".", index),
        tokens.isMark(index + 1, "(")
      {
        let end = tokens.end(ofGroupAt: index + 1, "(", ")")
        for position in index..<end { excluded.insert(position) }
        index = end
        continue
      }
      index += 1
    }
    return excluded
  }

  /// The end of the pattern of the switch's `case` at `index`: its `:`, or its `where` (the
  /// condition is code, and mutated). `nil` for an enum's case, which has no `:`.
  func casePatternEnd(from index: Int) -> Int? {
    var depth = 0
    for position in index + 1..<tokens.count {
      if depth == 0, tokens.name(at: position) == "where" { return position }
      guard tokens[position].kind == .punctuation else { continue }
      switch tokens[position].text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case ":" where depth == 0: return position
      case "{", "}": return nil
      case "=" where depth == 0: return nil
      default: break
      }
    }
    return nil
  }
}
