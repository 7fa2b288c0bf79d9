/// A lexical view of Swift source: its tokens without comments and white space, where each
/// is, and on which line. String and regex literals are single tokens, so nothing inside
/// one is read as code. Enough to tell which names and string literals a file uses,
/// whether two files differ in more than comments and white space, and where an operator or
/// a literal may be mutated. It does not parse Swift; it reads tokens and braces.
public struct SwiftSource: Sendable {
  /// A token: a name (keywords included), a number, a string or regex literal, or a
  /// punctuation mark.
  public struct Token: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      case name, number, punctuation
      /// A string literal; `plain` when it has no interpolation and fits on one line.
      case string(plain: Bool)
      /// A regex literal, `/[a-z]+/` or `#/…/#`, its delimiters included in its text.
      case regex
    }

    public var kind: Kind
    /// The name, the number, the mark, or the literal's text between its quotes.
    public var text: String
    /// Where the token is in the source, in Unicode scalars from the start, quotes and
    /// `#` of a literal included.
    public var range: Range<Int> = 0..<0
  }

  /// The source's Unicode scalars.
  public let scalars: [Unicode.Scalar]
  /// The tokens, without comments and white space.
  public let tokens: [Token]
  /// The offset of every line break, in order.
  private let lineBreaks: [Int]

  /// Reads `text`.
  public init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    self.scalars = scalars
    tokens = Lexer(scalars).tokens()
    lineBreaks = scalars.indices.filter { scalars[$0] == "\n" }
  }

  /// The source text from the start of the token at `first` to the end of the token at
  /// `last` on one line: white space and comments between tokens become one space, none
  /// inside brackets, and a trailing comma before a closing bracket goes.
  public func text(from first: Int, through last: Int) -> String {
    var text = String.UnicodeScalarView()
    for index in first...last {
      let token = tokens[index]
      if index > first, tokens[index - 1].range.upperBound < token.range.lowerBound,
        !["(", "["].contains(tokens[index - 1].text), ![")", "]"].contains(token.text)
      {
        text.append(" ")
      }
      if [")", "]"].contains(token.text), index > first, tokens[index - 1].text == ",",
        text.last == ","
      {
        text.removeLast()
      }
      text.append(contentsOf: scalars[token.range])
    }
    return String(text)
  }

  /// The line, from 1, of the scalar at `offset`.
  public func line(at offset: Int) -> Int {
    var low = 0
    var high = lineBreaks.count
    while low < high {
      let middle = (low + high) / 2
      if lineBreaks[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low + 1
  }

  /// The tokens as one line, the same for two files that differ only in comments and
  /// white space.
  public var normalized: String {
    tokens.map { token in
      if case .string = token.kind { return "\"\(token.text)\"" }
      return token.text
    }.joined(separator: " ")
  }

  /// Every name the file uses or declares.
  public var names: Set<String> {
    Set(tokens.filter { $0.kind == .name }.map(\.text))
  }

  /// The text of every plain string literal.
  public var strings: Set<String> {
    Set(tokens.filter { $0.kind == .string(plain: true) }.map(\.text))
  }
}

extension [SwiftSource.Token] {
  /// The name at `offset`, when a name is there.
  public func name(at offset: Int) -> String? {
    indices.contains(offset) && self[offset].kind == .name ? self[offset].text : nil
  }

  /// Whether the token at `offset` comes straight after a `mark`, with nothing between.
  public func follows(_ mark: String, _ offset: Int) -> Bool {
    offset > 0 && self[offset - 1].text == mark
      && self[offset - 1].range.upperBound == self[offset].range.lowerBound
  }

  /// Whether the brackets of the tokens in `range` close as they open, none closing first.
  public func isBalanced(_ range: Range<Int>) -> Bool {
    var depth = 0
    for index in range {
      if ["(", "[", "{"].contains(self[index].text) { depth += 1 }
      if [")", "]", "}"].contains(self[index].text) { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  /// Whether the punctuation mark `text` is at `offset`.
  public func isMark(_ offset: Int, _ text: String) -> Bool {
    indices.contains(offset) && self[offset].kind == .punctuation && self[offset].text == text
  }

  /// The offset just after the group that `open` starts at `offset` and its matching `close`
  /// ends, brackets of the same kind inside it counted.
  public func end(ofGroupAt offset: Int, _ open: String, _ close: String) -> Int {
    var offset = offset
    var depth = 0
    repeat {
      if isMark(offset, open) { depth += 1 }
      if isMark(offset, close) { depth -= 1 }
      offset += 1
    } while depth > 0 && offset < count
    return offset
  }
}

/// Splits Swift source into tokens.
private struct Lexer {
  private let scalars: [Unicode.Scalar]
  private var offset = 0
  private var output: [SwiftSource.Token] = []

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  consuming func tokens() -> [SwiftSource.Token] {
    while offset < scalars.count {
      let start = offset
      let count = output.count
      defer {
        if output.count > count { output[output.count - 1].range = start..<offset }
      }
      let scalar = scalars[offset]
      if scalar.properties.isWhitespace {
        offset += 1
      } else if scalar == "/", peek(1) == "/" {
        while offset < scalars.count, scalars[offset] != "\n" { offset += 1 }
      } else if scalar == "/", peek(1) == "*" {
        skipBlockComment()
      } else if scalar == "#", hashesThenQuote() != nil {
        readString(hashes: hashesThenQuote()!)
      } else if scalar == "\"" {
        readString(hashes: 0)
      } else if scalar == "#" || scalar == "/", let end = regexEnd() {
        emit(.regex, from: offset, to: end)
        offset = end
      } else if scalar == "`" {
        let start = offset + 1
        offset = start
        while offset < scalars.count, scalars[offset] != "`", scalars[offset] != "\n" {
          offset += 1
        }
        emit(.name, from: start, to: offset)
        offset += 1
      } else if Self.startsName(scalar) {
        let start = offset
        while offset < scalars.count, Self.continuesName(scalars[offset]) { offset += 1 }
        emit(.name, from: start, to: offset)
      } else if ("0"..."9").contains(scalar) {
        let start = offset
        while offset < scalars.count,
          Self.continuesName(scalars[offset])
            || scalars[offset] == "."
              && offset + 1 < scalars.count && ("0"..."9").contains(scalars[offset + 1])
        {
          offset += 1
        }
        emit(.number, from: start, to: offset)
      } else {
        output.append(.init(kind: .punctuation, text: String(scalar)))
        offset += 1
      }
    }
    return output
  }

  /// The offset just past the regex literal that starts here, if one does: `#/…/#` (any
  /// number of `#`, over several lines when a line break follows the opening), or `/…/` on
  /// one line where an expression may start, opened by no space, as the compiler reads them.
  private func regexEnd() -> Int? {
    var hashes = 0
    while peek(hashes) == "#" { hashes += 1 }
    guard peek(hashes) == "/" else { return nil }
    if hashes == 0 {
      guard let next = peek(1), !" \t\n\r/*)".unicodeScalars.contains(next), expressionMayStart
      else { return nil }
    }
    let multiline = hashes > 0 && (peek(hashes + 1) == "\n" || peek(hashes + 1) == "\r")
    var index = offset + hashes + 1
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" {
        index += 2
        continue
      }
      if !multiline, scalar == "\n" { return nil }
      if scalar == "/",
        (0..<hashes).allSatisfy({
          scalars.indices.contains(index + 1 + $0) && scalars[index + 1 + $0] == "#"
        })
      {
        return index + 1 + hashes
      }
      index += 1
    }
    return nil
  }

  /// Whether an expression may start here, after the last token: a `/` there opens a regex
  /// literal, where after a value (a name, a literal, a closing bracket) it divides.
  private var expressionMayStart: Bool {
    guard let last = output.last else { return true }
    switch last.kind {
    case .number, .string, .regex: return false
    case .name: return Self.keywordsBeforeAnExpression.contains(last.text)
    case .punctuation:
      if [")", "]", "}"].contains(last.text) { return false }
      // A postfix `?` or `!`, straight after a value, ends an expression too.
      let before = output.count > 1 ? output[output.count - 2] : nil
      return !(["?", "!"].contains(last.text) && before?.range.upperBound == last.range.lowerBound)
    }
  }

  /// The keywords an expression may follow, where a name would be a value.
  private static let keywordsBeforeAnExpression: Set<String> = [
    "return", "case", "in", "if", "where", "try", "await", "throw", "guard", "while",
    "switch", "yield", "is", "else", "repeat", "defer",
  ]

  private func peek(_ distance: Int) -> Unicode.Scalar? {
    offset + distance < scalars.count ? scalars[offset + distance] : nil
  }

  /// The number of `#` before a quote at the current offset, if they open a raw string.
  private func hashesThenQuote() -> Int? {
    var count = 0
    while peek(count) == "#" { count += 1 }
    return peek(count) == "\"" ? count : nil
  }

  private mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if peek(0) == "/", peek(1) == "*" {
        depth += 1
        offset += 2
      } else if peek(0) == "*", peek(1) == "/" {
        depth -= 1
        offset += 2
      } else {
        offset += 1
      }
    } while depth > 0 && offset < scalars.count
  }

  /// Reads a string literal opened by `hashes` `#` and one or three quotes.
  private mutating func readString(hashes: Int) {
    offset += hashes
    let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
    offset += multiline ? 3 : 1
    let closing =
      String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let closingScalars = Array(closing.unicodeScalars)
    let escape = "\\" + String(repeating: "#", count: hashes)
    let escapeScalars = Array(escape.unicodeScalars)
    var text = String.UnicodeScalarView()
    var interpolated = false
    while offset < scalars.count {
      if matches(closingScalars) {
        offset += closingScalars.count
        break
      }
      if !multiline, scalars[offset] == "\n" { break }
      if matches(escapeScalars) {
        let after = offset + escapeScalars.count
        if after < scalars.count, scalars[after] == "(" {
          interpolated = true
          let start = offset
          offset = after
          skipBalancedParentheses()
          text.append(contentsOf: scalars[start..<offset])
          continue
        }
        text.append(contentsOf: scalars[offset..<min(after + 1, scalars.count)])
        offset = after + 1
        continue
      }
      text.append(scalars[offset])
      offset += 1
    }
    output.append(
      .init(kind: .string(plain: !interpolated && !multiline), text: String(text)))
  }

  private mutating func skipBalancedParentheses() {
    var depth = 0
    repeat {
      if scalars[offset] == "(" { depth += 1 }
      if scalars[offset] == ")" { depth -= 1 }
      if scalars[offset] == "\"" {
        readString(hashes: 0)
        _ = output.popLast()
        continue
      }
      offset += 1
    } while depth > 0 && offset < scalars.count
  }

  private func matches(_ sequence: [Unicode.Scalar]) -> Bool {
    guard offset + sequence.count <= scalars.count else { return false }
    return scalars[offset..<offset + sequence.count].elementsEqual(sequence)
  }

  private mutating func emit(_ kind: SwiftSource.Token.Kind, from start: Int, to end: Int) {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<min(end, scalars.count)])
    output.append(.init(kind: kind, text: String(text)))
  }

  private static func startsName(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
  }

  private static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
    startsName(scalar) || ("0"..."9").contains(scalar)
  }
}
