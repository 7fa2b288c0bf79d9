import SwiftLexer

/// The tokens of a file no mutant may touch: `#if` directives and the branches this build does
/// not compile, attribute arguments, a switch's case patterns and the calls left alone, found
/// once before the mutants are.
struct ExcludedTokens {
  /// The file's tokens.
  let tokens: [SwiftSource.Token]
  /// The line of every token.
  let lines: [Int]
  /// The tokens of every line, by line.
  let byLine: [Int: Range<Int>]
  /// The functions whose calls are left alone, arguments and all (`precondition`, `print`).
  let skippedCalls: Set<String>
  /// What this build compiles, to tell a `#if`'s active branch from the others.
  var conditions = CompilationConditions.here

  /// A branch of a `#if` being read: whether it is compiled, and whether one of its chain
  /// was already taken (or could not be decided, which leaves every later one out too).
  private struct Branch {
    var compiled: Bool
    var taken: Bool
  }

  /// The `#if` directives' lines, and the tokens of the branches this build does not
  /// compile (with the lines they are on): the branch a build here compiles is code, and
  /// mutated as any other.
  func conditionalCode() -> (excluded: Set<Int>, inactiveLines: Set<Int>) {
    var excluded = Set<Int>()
    var inactiveLines = Set<Int>()
    var branches: [Branch] = []
    for index in tokens.indices {
      if tokens[index].text == "#",
        tokens[index].range.upperBound
          == (index + 1 < tokens.count ? tokens[index + 1].range.lowerBound : -1),
        let word = tokens.name(at: index + 1), ["if", "elseif", "else", "endif"].contains(word)
      {
        let line = byLine[lines[index]] ?? index..<index + 2
        let condition = (index + 2)..<max(index + 2, line.upperBound)
        let outer = branches.dropLast(word == "if" ? 0 : 1).allSatisfy(\.compiled)
        switch word {
        case "if":
          let value = conditions.value(of: tokens, in: condition)
          branches.append(Branch(compiled: outer && value == true, taken: value != false))
        case "elseif" where !branches.isEmpty:
          let taken = branches[branches.count - 1].taken
          let value = taken ? false : conditions.value(of: tokens, in: condition)
          branches[branches.count - 1] = Branch(
            compiled: outer && !taken && value == true, taken: taken || value != false)
        case "else" where !branches.isEmpty:
          let taken = branches[branches.count - 1].taken
          branches[branches.count - 1] = Branch(compiled: outer && !taken, taken: true)
        default:
          _ = branches.popLast()
        }
        excluded.formUnion(line)
      } else if !branches.allSatisfy(\.compiled), !excluded.contains(index) {
        excluded.insert(index)
        inactiveLines.insert(lines[index])
      }
    }
    return (excluded, inactiveLines)
  }

  /// The tokens of `#if` directives and of the branches not compiled here, and inside the
  /// arguments of attributes such as `@available(…)`, a switch's case patterns and the calls
  /// left alone.
  func positions(conditional: Set<Int>) -> Set<Int> {
    var excluded = conditional
    var index = 0
    while index < tokens.count {
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
