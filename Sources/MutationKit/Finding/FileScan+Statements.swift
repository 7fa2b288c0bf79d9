import SwiftLexer

/// The mutants of whole statements: a call removed, a returned value made empty.
extension FileScan {

  /// The calls whose removal only a race could show, which no unit test can catch for sure:
  /// `lock.lock()`, `lock.unlock()`.
  static let synchronizationCalls: Set<String> = ["lock", "unlock"]

  /// Whether the statement of `range`, a call, calls one of ``synchronizationCalls``.
  func callsALock(_ range: Range<Int>) -> Bool {
    guard
      let open = range.last(where: {
        tokens.isMark($0, "(") && tokens.end(ofGroupAt: $0, "(", ")") == range.upperBound
      }), open > range.lowerBound
    else { return false }
    return Self.synchronizationCalls.contains(tokens[open - 1].text)
  }

  /// A line that is one call and nothing else, such as `items.append(item)` or
  /// `try store.save()`, removed; never a `lock()` or an `unlock()`.
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
      !blocks.isValueOfABody(range), !callsALock(first..<range.upperBound)
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
      let type = blocks.returnType(at: index), let value = EmptyValue.of(type)
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
    guard !literals.contains(expression), expression != value,
      tokens.isBalanced(index + 1..<last + 1)
    else { return nil }
    let start = tokens[index + 1].range.lowerBound
    let end = tokens[last].range.upperBound
    return mutant(
      .defaultReturn, from: index, range: start..<end, original: "return \(expression)",
      replacement: value, shown: "return \(value)")
  }
}
