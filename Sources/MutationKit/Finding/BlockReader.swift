import SwiftLexer

/// What the blocks and clauses of a file's tokens are: what a `{` opens, read back from its
/// header, and so what a `return` returns, whether a lone call is a body's value, whether an
/// `==` is a generic requirement.
struct BlockReader {
  /// The file's text.
  let source: SwiftSource
  /// Its tokens.
  let tokens: [SwiftSource.Token]

  /// The words that start a declaration, which a generic `where` belongs to.
  static let declarationWords: Set<String> = [
    "func", "extension", "struct", "class", "enum", "protocol", "init", "subscript",
    "typealias", "actor", "associatedtype",
  ]
  /// The words that open a control statement's block.
  static let controlWords: Set<String> = [
    "if", "guard", "else", "for", "while", "switch", "do", "catch", "repeat", "defer",
  ]

  /// The declared type of what the `return` at `index` returns from: the function's or the
  /// computed property's, through the blocks of `if`, `for` and the like and through `get`;
  /// `nil` inside a closure or without one.
  func returnType(at index: Int) -> String? {
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

  /// Whether `statement` must stay: it stands straight in the body of a function or computed
  /// property that returns a value (where a lone call may be the value it returns), in a
  /// `guard`'s `else` (where the call must not return), or alone in a closure or an accessor
  /// (where it is the value, whatever the type).
  func isValueOfABody(_ statement: Range<Int>) -> Bool {
    var open: [Int] = []
    for cursor in 0..<statement.lowerBound where tokens[cursor].kind == .punctuation {
      if tokens[cursor].text == "{" { open.append(cursor) }
      if tokens[cursor].text == "}", !open.isEmpty { open.removeLast() }
    }
    guard let innermost = open.last else { return false }
    // The one statement of a closure or an accessor is its value, whatever its type.
    let isAlone =
      innermost == statement.lowerBound - 1 && tokens.isMark(statement.upperBound, "}")
    switch block(openedAt: innermost) {
    case .guardElse: return true
    case .body(let type?): return !["Void", "()"].contains(type.filter { !$0.isWhitespace })
    case .other, .accessor: return isAlone
    default: return false
    }
  }

  /// What a `{` opens: a control statement's block, a `guard`'s `else`, an accessor, the
  /// body of a function or computed property (with its type, when written), or another.
  enum Block {
    case control, guardElse, accessor, other
    case body(type: String?)
  }

  /// What the `{` at `brace` opens, from the tokens before it back to the previous brace
  /// or `;` outside brackets.
  func block(openedAt brace: Int) -> Block {
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
    let words = headerWords(header)
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

  /// The names of a block's header, its attributes (`@inlinable`, `@available(…)`) left out.
  func headerWords(_ header: [Int]) -> [String] {
    var words: [String] = []
    var skipUntil = -1
    for position in header where position >= skipUntil && tokens[position].kind == .name {
      guard position == 0 || !tokens.isMark(position - 1, "@") else {
        skipUntil =
          tokens.isMark(position + 1, "(")
          ? tokens.end(ofGroupAt: position + 1, "(", ")") : position + 1
        continue
      }
      words.append(tokens[position].text)
    }
    return words
  }

  /// The modifiers a header may start with before its word.
  static let modifiers: Set<String> = [
    "public", "private", "internal", "fileprivate", "open", "static", "class", "final",
    "override", "mutating", "nonmutating", "lazy", "nonisolated", "package",
  ]

  /// Whether the token at `index` is in a generic `where` clause of a declaration, where
  /// `==` states a same-type requirement rather than compares values.
  func inGenericRequirement(_ index: Int) -> Bool {
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
}
