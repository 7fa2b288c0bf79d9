import SwiftLexer

/// Finds the mutants of one Swift source file, on its tokens: never inside a string, a
/// comment, an attribute's arguments or a `#if` block (whose code may not be compiled
/// here), and only on operators written with a space on each side, as swift-format writes
/// them, so generic angle brackets and prefix signs are never taken for comparisons.
public struct MutantFinder: Sendable {
  /// The operators to use; all by default.
  public var operators: Set<MutationOperator>

  /// A finder using `operators`.
  public init(operators: Set<MutationOperator> = Set(MutationOperator.allCases)) {
    self.operators = operators
  }

  /// The mutants of `text`, the file at `path` (relative to the package root), in the order
  /// of the file.
  public func mutants(in text: String, file path: String) -> [Mutant] {
    FileScan(SwiftSource(text), file: path, operators: operators).mutants()
  }

  /// The binary operators and what each becomes.
  static let binary: [String: (MutationOperator, String)] = [
    "<": (.relationalBoundary, "<="), "<=": (.relationalBoundary, "<"),
    ">": (.relationalBoundary, ">="), ">=": (.relationalBoundary, ">"),
    "==": (.negatedEquality, "!="), "!=": (.negatedEquality, "=="),
    "&&": (.logicalConnective, "||"), "||": (.logicalConnective, "&&"),
    "+": (.arithmetic, "-"), "-": (.arithmetic, "+"),
    "*": (.arithmetic, "/"), "/": (.arithmetic, "*"),
  ]
}

/// One pass over a file's tokens.
private struct FileScan {
  let source: SwiftSource
  let tokens: [SwiftSource.Token]
  let file: String
  let operators: Set<MutationOperator>
  /// The tokens no mutant may touch: `#if` blocks and attribute arguments.
  private var excluded: Set<Int> = []
  /// The line of every token.
  private var lines: [Int] = []
  /// The tokens of every line, by line.
  private var byLine: [Int: Range<Int>] = [:]

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

  init(_ source: SwiftSource, file: String, operators: Set<MutationOperator>) {
    self.source = source
    tokens = source.tokens
    self.file = file
    self.operators = operators
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
        if !follows(".", index) {
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

  // MARK: Operators

  /// The end of the run of operator characters that starts at `index`, written together.
  private func operatorEnd(from index: Int) -> Int {
    var end = index + 1
    while end < tokens.count, tokens[end].kind == .punctuation,
      Self.operatorCharacters.contains(tokens[end].text.unicodeScalars.first!),
      tokens[end].range.lowerBound == tokens[end - 1].range.upperBound
    {
      end += 1
    }
    return end
  }

  private func operatorMutants(tokens run: Range<Int>) -> [Mutant] {
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
    if spaceBefore, spaceAfter, let (kind, replacement) = MutantFinder.binary[text] {
      if kind == .negatedEquality, inGenericRequirement(run.lowerBound) { return [] }
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

  /// Whether the token at `index` is in a generic `where` clause of a declaration, where
  /// `==` states a same-type requirement rather than compares values.
  private func inGenericRequirement(_ index: Int) -> Bool {
    var cursor = index - 1
    var sawWhere = false
    while cursor >= 0 {
      let text = tokens[cursor].text
      if tokens[cursor].kind == .punctuation, ["{", "}", ";"].contains(text) { return false }
      if tokens[cursor].kind == .name {
        if text == "where" { sawWhere = true }
        if sawWhere, Self.declarationWords.contains(text) { return true }
      }
      cursor -= 1
    }
    return false
  }

  // MARK: Literals

  private func integerMutants(at index: Int) -> [Mutant] {
    let text = tokens[index].text
    guard !follows(".", index), text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
      let value = Int(text.filter { $0 != "_" })
    else { return [] }
    var found: [Mutant] = []
    if value < Int.max { add(&found, .integerConstant, at: index..<index + 1, to: "\(value + 1)") }
    if value > 0 { add(&found, .integerConstant, at: index..<index + 1, to: "\(value - 1)") }
    return found
  }

  // MARK: Statements

  /// A line that is one call and nothing else, such as `items.append(item)` or
  /// `try store.save()`, removed.
  private func removedCall(line: Int) -> Mutant? {
    guard let range = byLine[line], !range.contains(where: { excluded.contains($0) }) else {
      return nil
    }
    var first = range.lowerBound
    if tokens[first].text == "try" {
      first += 1
      if first < range.upperBound, ["?", "!"].contains(tokens[first].text) { first += 1 }
    }
    if first < range.upperBound, tokens[first].text == "await" { first += 1 }
    guard first < range.upperBound, tokens[first].kind == .name,
      !Self.statementWords.contains(tokens[first].text),
      tokens[range.upperBound - 1].text == ")",
      !(["self", "super"].contains(tokens[first].text) && tokens.name(at: first + 2) == "init")
    else { return nil }
    // At the top level of the line: names, dots, optional chaining and bracketed groups.
    var depth = 0
    var cursor = first
    while cursor < range.upperBound {
      let token = tokens[cursor]
      switch token.text {
      case "(", "[": depth += 1
      case ")", "]":
        depth -= 1
        if depth < 0 { return nil }
      case "{", "}": return nil
      default:
        if depth == 0 {
          let chaining =
            ["?", "!"].contains(token.text) && cursor > first
            && tokens[cursor - 1].range.upperBound == token.range.lowerBound
          guard token.kind == .name || token.text == "." || chaining else { return nil }
        }
      }
      cursor += 1
    }
    guard depth == 0, !continuesFromPreviousLine(line), !continuesOnNextLine(line),
      !isValueOfABody(at: range.lowerBound)
    else { return nil }
    let start = tokens[range.lowerBound].range.lowerBound
    let end = tokens[range.upperBound - 1].range.upperBound
    return mutant(
      .removedCall, from: range.lowerBound, range: start..<end,
      original: source.text(from: range.lowerBound, through: range.upperBound - 1),
      replacement: "", shown: "(removed)")
  }

  /// `return value` on one line, in a function or computed property whose type has an
  /// empty value, made to return that value.
  private func defaultReturn(at index: Int) -> Mutant? {
    let line = lines[index]
    guard let range = byLine[line], index + 1 < range.upperBound,
      let type = returnType(at: index), let value = Self.emptyValue(of: type)
    else { return nil }
    // The expression ends at the line's end, or at the bracket that closes the block.
    var last = index
    var depth = 0
    for position in index + 1..<range.upperBound {
      let text = tokens[position].text
      if ["(", "[", "{"].contains(text) { depth += 1 }
      if [")", "]", "}"].contains(text) { depth -= 1 }
      if depth < 0 || text == ";" { break }
      last = position
    }
    guard last > index, depth <= 0, last + 1 < range.upperBound || !continuesOnNextLine(line)
    else { return nil }
    let expression = source.text(from: index + 1, through: last)
    let literals: Set<String> = ["true", "false", "nil", "0", "\"\"", "[]", "[:]"]
    guard !literals.contains(expression), expression != value, balanced(index + 1..<last + 1)
    else { return nil }
    let start = tokens[index + 1].range.lowerBound
    let end = tokens[last].range.upperBound
    return mutant(
      .defaultReturn, from: index, range: start..<end, original: "return \(expression)",
      replacement: value, shown: "return \(value)")
  }

  /// The empty value of a type written as `type`, or `nil` when it has none to offer.
  static func emptyValue(of type: String) -> String? {
    let type = type.filter { !$0.isWhitespace }
    if type == "Bool" { return "false" }
    if numericTypes.contains(type) { return "0" }
    if type == "String" { return "\"\"" }
    if type.hasSuffix("?") { return "nil" }
    if type.hasPrefix("Set<") { return "[]" }
    if type.hasPrefix("["), type.hasSuffix("]") {
      var depth = 0
      for character in type {
        if "[<(".contains(character) { depth += 1 }
        if "]>)".contains(character) { depth -= 1 }
        if character == ":", depth == 1 { return "[:]" }
      }
      return "[]"
    }
    return nil
  }

  /// The declared type of what the `return` at `index` returns from: the function's or the
  /// computed property's, through the blocks of `if`, `for` and the like and through `get`;
  /// `nil` inside a closure or without one.
  private func returnType(at index: Int) -> String? {
    var open: [Int] = []
    for cursor in 0..<index {
      if tokens[cursor].kind == .punctuation {
        if tokens[cursor].text == "{" { open.append(cursor) }
        if tokens[cursor].text == "}", !open.isEmpty { open.removeLast() }
      }
    }
    for brace in open.reversed() {
      switch block(openedAt: brace) {
      case .control, .guardElse, .accessor: continue
      case .body(let type): return type
      case .other: return nil
      }
    }
    return nil
  }

  /// Whether the statement at `index` must stay: it stands straight in the body of a
  /// function or computed property that returns a value (where a lone call may be the
  /// value it returns), or in a `guard`'s `else` (where the call must not return).
  private func isValueOfABody(at index: Int) -> Bool {
    var open: [Int] = []
    for cursor in 0..<index where tokens[cursor].kind == .punctuation {
      if tokens[cursor].text == "{" { open.append(cursor) }
      if tokens[cursor].text == "}", !open.isEmpty { open.removeLast() }
    }
    guard let innermost = open.last else { return false }
    switch block(openedAt: innermost) {
    case .guardElse: return true
    case .body(let type?): return !["Void", "()"].contains(type.filter { !$0.isWhitespace })
    default: return false
    }
  }

  private enum Block {
    case control, guardElse, accessor, other
    case body(type: String?)
  }

  /// What the `{` at `brace` opens, from the tokens before it back to the previous brace
  /// or `;` outside brackets.
  private func block(openedAt brace: Int) -> Block {
    var start = brace
    var depth = 0
    while start > 0 {
      let text = tokens[start - 1].text
      if tokens[start - 1].kind == .punctuation {
        if [")", "]"].contains(text) { depth += 1 }
        if ["(", "["].contains(text) { depth -= 1 }
        if depth == 0, ["{", "}", ";"].contains(text) { break }
        if depth < 0 { return .other }
      }
      start -= 1
    }
    let header = Array(start..<brace)
    let words = header.filter { tokens[$0].kind == .name }.map { tokens[$0].text }
    guard let firstWord = words.first(where: { !Self.modifiers.contains($0) }) else {
      return .other
    }
    if ["get", "set", "willSet", "didSet", "_modify", "_read"].contains(firstWord) {
      return .accessor
    }
    if firstWord == "guard" { return .guardElse }
    if Self.controlWords.contains(firstWord) || words.last == "else" { return .control }
    if firstWord == "func" || firstWord == "subscript" {
      // The type after the last `->` outside brackets, up to a `where`.
      var depth = 0
      var arrow: Int?
      for position in header {
        let text = tokens[position].text
        if ["(", "["].contains(text) { depth += 1 }
        if [")", "]"].contains(text) { depth -= 1 }
        if depth == 0, text == "-", position + 1 < brace, tokens[position + 1].text == ">",
          tokens[position + 1].range.lowerBound == tokens[position].range.upperBound
        {
          arrow = position + 2
        }
      }
      guard let arrow, arrow < brace else { return .body(type: nil) }
      let end = (arrow..<brace).first { tokens[$0].text == "where" } ?? brace
      return end > arrow
        ? .body(type: source.text(from: arrow, through: end - 1)) : .body(type: nil)
    }
    if firstWord == "var", !header.contains(where: { tokens[$0].text == "=" }),
      let colon = header.first(where: { tokens[$0].text == ":" }), colon + 1 < brace
    {
      return .body(type: source.text(from: colon + 1, through: brace - 1))
    }
    return .other
  }

  static let modifiers: Set<String> = [
    "public", "private", "internal", "fileprivate", "open", "static", "class", "final",
    "override", "mutating", "nonmutating", "lazy", "nonisolated", "package",
  ]

  // MARK: Helpers

  /// Whether the token at `index` comes straight after a `mark`, with nothing between.
  private func follows(_ mark: String, _ index: Int) -> Bool {
    index > 0 && tokens[index - 1].text == mark
      && tokens[index - 1].range.upperBound == tokens[index].range.lowerBound
  }

  private func balanced(_ range: Range<Int>) -> Bool {
    var depth = 0
    for index in range {
      if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
      if [")", "]", "}"].contains(tokens[index].text) { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  private func continuesFromPreviousLine(_ line: Int) -> Bool {
    guard let range = byLine[line], range.lowerBound > 0 else { return false }
    let last = tokens[range.lowerBound - 1]
    return last.kind == .punctuation && last.text != "}" && last.text != ")"
      && last.text != "]" && last.text != "{"
  }

  private func continuesOnNextLine(_ line: Int) -> Bool {
    guard let range = byLine[line], range.upperBound < tokens.count else { return false }
    let next = tokens[range.upperBound]
    return next.kind == .punctuation
      && (next.text == "." || Self.operatorCharacters.contains(next.text.unicodeScalars.first!))
      || next.text == "{"
  }

  /// The tokens inside `#if` … `#endif` blocks, directives included, and inside the
  /// arguments of attributes such as `@available(…)`.
  private func excludedTokens() -> Set<Int> {
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
      index += 1
    }
    return excluded
  }

  private func add(
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

  private func mutant(
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
