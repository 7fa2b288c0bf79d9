import SwiftLexer

/// One pass over a Swift file's tokens that finds the declarations of its API, with their
/// signatures as written: what ``SwiftSource/declarations`` answers.
struct DeclarationScan {
  /// The file read.
  let source: SwiftSource

  /// The file's tokens.
  private var tokens: [SwiftSource.Token] { source.tokens }

  /// Every declaration of the file's API, in source order.
  func declarations() -> [SwiftSource.Declaration] {
    var found: [SwiftSource.Declaration] = []
    // Each open brace: the type it is the body of, or nil for any other block.
    var scopes: [String?] = []
    var opensType: String?
    var isPrivate = false
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let inAPI = scopes.allSatisfy { $0 != nil } && !isPrivate
      if token.kind == .punctuation {
        if token.text == "{" {
          scopes.append(opensType)
          opensType = nil
          isPrivate = false
        } else if token.text == "}" {
          _ = scopes.popLast()
        }
        index += 1
        continue
      }
      guard token.kind == .name else {
        index += 1
        continue
      }
      if Self.declaringKeywords.contains(token.text) { isPrivate = false }
      if token.text == "private" || token.text == "fileprivate", !tokens.isMark(index + 1, "(") {
        isPrivate = true
      }
      let container = scopes.last ?? nil
      switch token.text {
      case "struct", "enum", "protocol", "actor", "extension":
        opensType = tokens.name(at: index + 1)
        if inAPI, token.text != "extension", let typeName = opensType {
          found.append(declaration(token.text, typeName, container, at: index))
        }
      case "class":
        if let next = tokens.name(at: index + 1), !Self.modifiersAfterClass.contains(next) {
          opensType = next
          if inAPI { found.append(declaration("class", next, container, at: index)) }
        }
      case "func", "var", "let", "typealias", "associatedtype":
        if inAPI, let next = tokens.name(at: index + 1) {
          found.append(declaration(token.text, next, container, at: index))
        }
      case "init", "subscript":
        if inAPI, tokens.isMark(index + 1, "(") || tokens.isMark(index + 2, "(") {
          found.append(declaration(token.text, token.text, container, at: index))
        }
      case "case":
        if inAPI, scopes.last != nil { found += caseDeclarations(at: index, in: container) }
      default:
        break
      }
      index += 1
    }
    return found
  }

  /// The cases declared by the `case` at `index`, one or several (`case a, b(Int)`).
  private func caseDeclarations(at index: Int, in container: String?) -> [SwiftSource.Declaration] {
    guard var next = tokens.name(at: index + 1) else { return [] }
    var found: [SwiftSource.Declaration] = []
    var element = index
    while true {
      var declared = declaration("case", next, container, at: element)
      if element != index { declared.signature = "case " + declared.signature }
      found.append(declared)
      let end = signatureEnd(from: element, keyword: "case")
      guard tokens.isMark(end + 1, ","), let following = tokens.name(at: end + 2) else { break }
      (element, next) = (end + 2, following)
    }
    return found
  }

  /// The words that declare something; a `private` before one hides it from the tests.
  private static let declaringKeywords: Set<String> = [
    "struct", "enum", "protocol", "actor", "extension", "class", "func", "init", "subscript",
    "var", "let", "typealias", "associatedtype", "case",
  ]

  /// Modifiers written before a declaration's keyword, which belong to its signature.
  private static let modifiers: Set<String> = [
    "static", "class", "mutating", "nonmutating", "public", "open", "internal", "final",
    "override", "required", "convenience", "nonisolated", "indirect", "weak", "unowned", "lazy",
  ]

  /// The declaration whose keyword is the token at `index`.
  private func declaration(_ keyword: String, _ name: String, _ container: String?, at index: Int)
    -> SwiftSource.Declaration
  {
    let first = signatureStart(before: index)
    let last = signatureEnd(from: index, keyword: keyword)
    var labels: [String] = []
    var depth = 0
    var atParameter = false
    for offset in index...last {
      let token = tokens[offset]
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[":
          depth += 1
          if depth == 1, token.text == "(" { atParameter = true }
        case ")", "]": depth -= 1
        case ",": if depth == 1 { atParameter = true }
        default: break
        }
      } else if atParameter, depth == 1, token.kind == .name {
        if token.text != "_", tokens.isMark(offset + 1, ":") || tokens.name(at: offset + 1) != nil {
          labels.append(token.text)
        }
        atParameter = false
      }
    }
    var declaration = SwiftSource.Declaration(
      keyword: keyword, name: name, container: container,
      labels: ["func", "init", "subscript", "case"].contains(keyword) ? labels : [],
      signature: source.text(from: first, through: last)
        + inferredType(of: index...last, keyword: keyword))
    if ["var", "let"].contains(keyword) {
      declaration.isComputed = tokens.isMark(last + 1, "{")
      if tokens.isMark(last + 1, "="), tokens.indices.contains(last + 2) {
        // A closure's `{` ends the value at once: it is shown as the braces alone.
        let end = signatureEnd(from: last + 1, keyword: "=")
        declaration.value =
          end >= last + 2 ? source.text(from: last + 2, through: end) : "{ … }"
      }
    }
    return declaration
  }

  /// The first token of the signature whose keyword is at `index`: its modifiers and its
  /// attributes (`@MainActor`, `@available(…)`), which say how it may be used.
  private func signatureStart(before index: Int) -> Int {
    var first = index
    while first > 0 {
      if tokens[first - 1].kind == .name, Self.modifiers.contains(tokens[first - 1].text) {
        first -= 1
      } else if tokens[first - 1].kind == .name, tokens.isMark(first - 2, "@") {
        first -= 2
      } else if tokens.isMark(first - 1, ")"), let open = openingParenthesis(before: first - 1),
        tokens.name(at: open - 1) != nil, tokens.isMark(open - 2, "@")
      {
        first = open - 2
      } else if tokens.isMark(first - 1, ")"), let open = openingParenthesis(before: first - 1),
        tokens.name(at: open - 1).map(["private", "fileprivate", "internal", "public"].contains)
          == true
      {
        first = open - 1
      } else {
        break
      }
    }
    return first
  }

  /// The `(` that the `)` at `index` closes.
  private func openingParenthesis(before index: Int) -> Int? {
    var depth = 0
    for offset in stride(from: index, through: 0, by: -1) where tokens[offset].kind == .punctuation
    {
      if tokens[offset].text == ")" { depth += 1 }
      if tokens[offset].text == "(" {
        depth -= 1
        if depth == 0 { return offset }
      }
    }
    return nil
  }

  /// `: Type` for a stored `var` or `let` (its tokens `signature`) written without its type
  /// but with a value whose
  /// type a reader sees at once (`= 0`, `= ""`, `= false`, `= Item(…)`); empty otherwise.
  private func inferredType(of signature: ClosedRange<Int>, keyword: String) -> String {
    let last = signature.upperBound
    guard ["var", "let"].contains(keyword), tokens.isMark(last + 1, "="),
      !signature.contains(where: { tokens.isMark($0, ":") }), tokens.indices.contains(last + 2)
    else { return "" }
    let value = tokens[last + 2]
    switch value.kind {
    case .number: return value.text.contains(".") ? ": Double" : ": Int"
    case .string: return ": String"
    case .name where value.text == "true" || value.text == "false": return ": Bool"
    case .name where value.text.first?.isUppercase == true && tokens.isMark(last + 3, "("):
      return ": \(value.text)"
    default: return ""
    }
  }

  /// The last token of the signature that starts with the keyword at `index`: before the
  /// body's `{`, a closing `}` or `;`, a stored value's `=`, the next case of a `case` list,
  /// or the end of the line when nothing is left open.
  private func signatureEnd(from index: Int, keyword: String) -> Int {
    var depth = 0
    var offset = index + 1
    while offset < tokens.count {
      let token = tokens[offset]
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[": depth += 1
        case ")", "]": depth = max(0, depth - 1)
        case "{" where depth == 0, "}" where depth == 0, ";" where depth == 0: return offset - 1
        case "=" where depth == 0 && ["var", "let", "case"].contains(keyword): return offset - 1
        case "," where depth == 0 && keyword == "case": return offset - 1
        default: break
        }
      }
      if depth == 0, offset + 1 < tokens.count,
        source.line(at: tokens[offset + 1].range.lowerBound)
          != source.line(at: token.range.lowerBound),
        startsDeclaration(at: offset + 1)
          || !Self.continuations.contains(tokens[offset + 1].text)
            && !Self.continuations.contains(token.text)
      {
        return offset
      }
      offset += 1
    }
    return tokens.count - 1
  }

  /// Whether a declaration starts at `offset`: its keyword, a modifier or an attribute. A
  /// requirement that ends its line with `throws` ends there when the next line declares.
  private func startsDeclaration(at offset: Int) -> Bool {
    let text = tokens[offset].text
    return tokens[offset].kind == .punctuation
      ? text == "@" : Self.declaringKeywords.contains(text) || Self.modifiers.contains(text)
  }

  /// Tokens that carry a signature over a line break, before or after it.
  private static let continuations: Set<String> = [
    "-", ">", ":", ",", "&", "async", "throws", "rethrows", "where",
  ]

  /// Words after `class` that make it a modifier rather than a class declaration.
  static let modifiersAfterClass: Set<String> = [
    "func", "var", "let", "subscript", "init", "override", "final", "public", "private",
    "internal", "fileprivate", "open", "static", "required", "convenience",
  ]
}
