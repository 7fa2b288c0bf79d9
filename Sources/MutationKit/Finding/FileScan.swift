import SwiftLexer

/// One pass over a file's tokens.
struct FileScan {
  /// The file's text.
  let source: SwiftSource
  /// Its tokens.
  let tokens: [SwiftSource.Token]
  /// The file's path, as a mutant names it.
  let file: String
  /// The operators whose mutants are kept.
  let operators: Set<MutationOperator>
  /// The functions whose calls are left alone, arguments and all (`precondition`, `print`).
  let skippedCalls: Set<String>
  /// The tokens no mutant may touch: `#if` directives and the branches not compiled here,
  /// attribute arguments, skipped calls.
  var excluded: Set<Int> = []
  /// The lines of code in `#if` branches a build here does not compile.
  var inactiveLines = 0
  /// The line of every token.
  var lines: [Int] = []
  /// The tokens of every line, by line.
  var byLine: [Int: Range<Int>] = [:]
  /// What the blocks around a token are, for the statements' mutants.
  let blocks: BlockReader

  /// The characters operators are written with.
  static let operatorCharacters = Set("/=-+!*%<>&|^~?".unicodeScalars)
  /// The marks after which a `!` starts an expression.
  static let opening: Set<String> = ["(", "[", "{", ",", ";", ":"]
  /// The words that start a statement rather than a call.
  static let statementWords: Set<String> = [
    "let", "var", "return", "if", "guard", "else", "for", "while", "switch", "case", "default",
    "do", "catch", "throw", "defer", "break", "continue", "fallthrough", "import", "func",
    "init", "deinit", "struct", "class", "enum", "protocol", "extension", "typealias",
    "associatedtype", "subscript", "where", "in", "repeat", "static", "private", "public",
    "internal", "fileprivate", "open", "final", "override", "mutating", "nonmutating", "lazy",
    "weak", "unowned", "actor", "some", "any", "is", "as", "nil", "true", "false",
  ]
  /// A scan of `source`, the file at `file`, for the mutants of `operators`.
  init(
    _ source: SwiftSource, file: String, operators: Set<MutationOperator>,
    skippedCalls: Set<String> = [], conditions: CompilationConditions = .here
  ) {
    self.source = source
    tokens = source.tokens
    self.file = file
    self.operators = operators
    self.skippedCalls = skippedCalls
    blocks = BlockReader(source: source, tokens: tokens)
    lines = tokens.map { source.line(at: $0.range.lowerBound) }
    var start = 0
    for index in tokens.indices where index == tokens.count - 1 || lines[index + 1] != lines[index]
    {
      byLine[lines[index]] = start..<index + 1
      start = index + 1
    }
    let reader = ExcludedTokens(
      tokens: tokens, lines: lines, byLine: byLine, skippedCalls: skippedCalls,
      conditions: conditions)
    let conditional = reader.conditionalCode()
    inactiveLines = conditional.inactiveLines.count
    excluded = reader.positions(conditional: conditional.excluded)
  }

  /// Every mutant of the file, of the operators asked for, in the order of the text.
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
        if !tokens.follows(".", index),
          !(token.text == "true" && tokens.name(at: index - 1) == "while")
        {
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

  /// An integer literal one more and one less, as far as it can go.
  func integerMutants(at index: Int) -> [Mutant] {
    let text = tokens[index].text
    guard !tokens.follows(".", index),
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
      let value = Int(text.filter { $0 != "_" })
    else { return [] }
    var found: [Mutant] = []
    if value < Int.max { add(&found, .integerConstant, at: index..<index + 1, to: "\(value + 1)") }
    if value > 0 { add(&found, .integerConstant, at: index..<index + 1, to: "\(value - 1)") }
    return found
  }

  // MARK: Helpers

  /// Whether `line` carries on an expression the line before left open.
  func continuesFromPreviousLine(_ line: Int) -> Bool {
    guard let range = byLine[line], range.lowerBound > 0 else { return false }
    let last = tokens[range.lowerBound - 1]
    return last.kind == .punctuation && last.text != "}" && last.text != ")"
      && last.text != "]" && last.text != "{"
  }

  /// Whether the line after `line` carries its expression on.
  func continuesOnNextLine(_ line: Int) -> Bool {
    guard let range = byLine[line], range.upperBound < tokens.count else { return false }
    let next = tokens[range.upperBound]
    return next.kind == .punctuation
      && (next.text == "." || Self.operatorCharacters.contains(next.text.unicodeScalars.first!))
      || next.text == "{"
  }

  /// Adds the mutant that writes `replacement` for the tokens in `range`.
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

  /// The mutant of the text at `range`, placed at the line and column of `token`.
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
