import SwiftLexer

/// One pass over a file's tokens.
struct FileScan {
  let source: SwiftSource
  let tokens: [SwiftSource.Token]
  let file: String
  let operators: Set<MutationOperator>
  /// The functions whose calls are left alone, arguments and all (`precondition`, `print`).
  let skippedCalls: Set<String>
  /// The tokens no mutant may touch: `#if` blocks, attribute arguments, skipped calls.
  var excluded: Set<Int> = []
  /// The line of every token.
  var lines: [Int] = []
  /// The tokens of every line, by line.
  var byLine: [Int: Range<Int>] = [:]

  static let operatorCharacters = Set("/=-+!*%<>&|^~?".unicodeScalars)
  static let opening: Set<String> = ["(", "[", "{", ",", ";", ":"]
  static let statementWords: Set<String> = [
    "let", "var", "return", "if", "guard", "else", "for", "while", "switch", "case", "default",
    "do", "catch", "throw", "defer", "break", "continue", "fallthrough", "import", "func",
    "init", "deinit", "struct", "class", "enum", "protocol", "extension", "typealias",
    "associatedtype", "subscript", "where", "in", "repeat", "static", "private", "public",
    "internal", "fileprivate", "open", "final", "override", "mutating", "nonmutating", "lazy",
    "weak", "unowned", "actor", "some", "any", "is", "as", "nil", "true", "false",
  ]
  static let declarationWords: Set<String> = [
    "func", "extension", "struct", "class", "enum", "protocol", "init", "subscript",
    "typealias", "actor", "associatedtype",
  ]
  static let controlWords: Set<String> = [
    "if", "guard", "else", "for", "while", "switch", "do", "catch", "repeat", "defer",
  ]
  static let numericTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "TimeInterval", "Decimal",
  ]

  init(
    _ source: SwiftSource, file: String, operators: Set<MutationOperator>,
    skippedCalls: Set<String> = []
  ) {
    self.source = source
    tokens = source.tokens
    self.file = file
    self.operators = operators
    self.skippedCalls = skippedCalls
    lines = tokens.map { source.line(at: $0.range.lowerBound) }
    var start = 0
    for index in tokens.indices where index == tokens.count - 1 || lines[index + 1] != lines[index]
    {
      byLine[lines[index]] = start..<index + 1
      start = index + 1
    }
    excluded = excludedTokens()
  }

  func mutants() -> [Mutant] {
    var found: [Mutant] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if excluded.contains(index) {
        index += 1
        continue
      }
      switch token.kind {
      case .punctuation where Self.operatorCharacters.contains(token.text.unicodeScalars.first!):
        let end = operatorEnd(from: index)
        found += operatorMutants(tokens: index..<end)
        index = end
        continue
      case .name where token.text == "true" || token.text == "false":
        // `while true` ends only by a return or break inside: `while false` leaves the
        // code after the loop with no return, which no build takes.
        if !follows(".", index), !(token.text == "true" && tokens.name(at: index - 1) == "while") {
          add(
            &found, .flippedBoolean, at: index..<index + 1,
            to: token.text == "true" ? "false" : "true")
        }
      case .number:
        found += integerMutants(at: index)
      case .name where token.text == "return":
        if let mutant = defaultReturn(at: index) { found.append(mutant) }
      default:
        break
      }
      if index == byLine[lines[index]]?.lowerBound, let mutant = removedCall(line: lines[index]) {
        found.append(mutant)
      }
      index += 1
    }
    return found.filter { operators.contains($0.mutationOperator) }
  }

  // MARK: Literals

  func integerMutants(at index: Int) -> [Mutant] {
    let text = tokens[index].text
    guard !follows(".", index), text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
      let value = Int(text.filter { $0 != "_" })
    else { return [] }
    var found: [Mutant] = []
    if value < Int.max { add(&found, .integerConstant, at: index..<index + 1, to: "\(value + 1)") }
    if value > 0 { add(&found, .integerConstant, at: index..<index + 1, to: "\(value - 1)") }
    return found
  }

  // MARK: Helpers

  /// Whether the token at `index` comes straight after a `mark`, with nothing between.
  func follows(_ mark: String, _ index: Int) -> Bool {
    index > 0 && tokens[index - 1].text == mark
      && tokens[index - 1].range.upperBound == tokens[index].range.lowerBound
  }

  func balanced(_ range: Range<Int>) -> Bool {
    var depth = 0
    for index in range {
      if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
      if [")", "]", "}"].contains(tokens[index].text) { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  func continuesFromPreviousLine(_ line: Int) -> Bool {
    guard let range = byLine[line], range.lowerBound > 0 else { return false }
    let last = tokens[range.lowerBound - 1]
    return last.kind == .punctuation && last.text != "}" && last.text != ")"
      && last.text != "]" && last.text != "{"
  }

  func continuesOnNextLine(_ line: Int) -> Bool {
    guard let range = byLine[line], range.upperBound < tokens.count else { return false }
    let next = tokens[range.upperBound]
    return next.kind == .punctuation
      && (next.text == "." || Self.operatorCharacters.contains(next.text.unicodeScalars.first!))
      || next.text == "{"
  }

  /// The tokens inside `#if` … `#endif` blocks, directives included, and inside the
  /// arguments of attributes such as `@available(…)`.
  func excludedTokens() -> Set<Int> {
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
      if let name = tokens.name(at: index), skippedCalls.contains(name), !follows(".", index),
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

  func add(
    _ found: inout [Mutant], _ kind: MutationOperator, at range: Range<Int>, to replacement: String
  ) {
    let start = tokens[range.lowerBound].range.lowerBound
    let end = tokens[range.upperBound - 1].range.upperBound
    var text = String.UnicodeScalarView()
    text.append(contentsOf: source.scalars[start..<end])
    found.append(
      mutant(
        kind, from: range.lowerBound, range: start..<end, original: String(text),
        replacement: replacement,
        shown: kind == .removedNot ? "(removed)" : replacement))
  }

  func mutant(
    _ kind: MutationOperator, from token: Int, range: Range<Int>, original: String,
    replacement: String, shown: String
  ) -> Mutant {
    let offset = tokens[token].range.lowerBound
    var lineStart = offset
    while lineStart > 0, source.scalars[lineStart - 1] != "\n" { lineStart -= 1 }
    return Mutant(
      file: file, line: lines[token], column: offset - lineStart + 1, mutationOperator: kind,
      original: original, replacement: shown, edit: TextEdit(range: range, text: replacement))
  }
}
