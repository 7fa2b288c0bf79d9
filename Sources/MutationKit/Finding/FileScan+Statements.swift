import SwiftLexer

/// The mutants of whole statements: a call removed, a returned value made empty.
extension FileScan {

  /// A line that is one call and nothing else, such as `items.append(item)` or
  /// `try store.save()`, removed.
  func removedCall(line: Int) -> Mutant? {
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
      !isValueOfABody(range)
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
  func defaultReturn(at index: Int) -> Mutant? {
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

  static let modifiers: Set<String> = [
    "public", "private", "internal", "fileprivate", "open", "static", "class", "final",
    "override", "mutating", "nonmutating", "lazy", "nonisolated", "package",
  ]
}
