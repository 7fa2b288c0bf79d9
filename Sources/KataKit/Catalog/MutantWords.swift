import MutationKit
import SwiftLexer

/// A generated mutant told in a learner's words: the declaration it sits in (`ToDoItem.==`),
/// the reference's line as code and as the mutant has it, and what a test would have to
/// check to catch it. Never a line number: the learner's files are their own, and the
/// reference's numbers mean nothing in them.
enum MutantWords {
  /// The words of `mutant`, a mutant of `text` (the reference's file).
  static func summary(of mutant: Mutant, in text: String) -> String {
    let source = SwiftSource(text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let original =
      lines.indices.contains(mutant.line - 1)
      ? lines[mutant.line - 1].trimmingCharacters(in: .whitespaces) : mutant.original
    let mutatedLines = mutant.applied(to: text).split(
      separator: "\n", omittingEmptySubsequences: false)
    let changed =
      mutatedLines.indices.contains(mutant.line - 1)
      ? mutatedLines[mutant.line - 1].trimmingCharacters(in: .whitespaces) : mutant.replacement
    let place =
      declaration(around: mutant.edit.range.lowerBound, in: source).map { "in `\($0)`: " } ?? ""
    let change = changed.isEmpty ? "`\(original)` removed" : "`\(original)` → `\(changed)`"
    return "\(place)\(change); \(advice(for: mutant.mutationOperator))"
  }

  /// The words before a brace that name a type.
  static let typeWords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
  /// The words before a brace that name a member with code.
  static let memberWords: Set<String> = ["func", "init", "deinit", "subscript", "var", "let"]
  /// The words that start a statement whose brace is no declaration's.
  static let statementWords: Set<String> = [
    "if", "guard", "for", "while", "switch", "do", "else", "repeat", "catch", "defer", "return",
  ]

  /// The type and member around the scalar `offset` of `source`, as `Type.member`, the
  /// type alone, or the function alone at file scope; `nil` outside any declaration.
  static func declaration(around offset: Int, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    var open: [(type: String?, member: String?)] = []
    var pending: (type: String?, member: String?)?
    var depth = 0
    var index = 0
    while index < tokens.count, tokens[index].range.lowerBound < offset {
      let token = tokens[index]
      if token.kind == .punctuation, ["(", "["].contains(token.text) { depth += 1 }
      if token.kind == .punctuation, [")", "]"].contains(token.text) { depth -= 1 }
      if token.kind == .name, typeWords.contains(token.text) {
        pending = (tokens.name(at: index + 1), nil)
      } else if token.kind == .name, memberWords.contains(token.text) {
        let name = memberName(after: index, keyword: token.text, in: tokens)
        pending = (nil, name)
        // An operator's name is punctuation, `=` among it: read past it.
        if token.text == "func", tokens.name(at: index + 1) == nil, let name {
          index += name.count
        }
      } else if token.kind == .name, statementWords.contains(token.text) {
        pending = nil
      } else if token.kind == .punctuation, token.text == "=", depth == 0, pending?.member != nil {
        // A stored property's value, or a local constant: no body of its own.
        pending = nil
      } else if tokens.isMark(index, "{") {
        open.append(pending ?? (nil, nil))
        pending = nil
      } else if tokens.isMark(index, "}") {
        _ = open.popLast()
      }
      index += 1
    }
    let type = open.last { $0.type != nil }?.type
    let member = open.last { $0.member != nil }?.member
    switch (type, member) {
    case (let type?, let member?): return "\(type).\(member)"
    case (let type?, nil): return type
    case (nil, let member?): return member
    case (nil, nil): return nil
    }
  }

  /// The name a member keyword at `index` declares: the word after it, an operator's
  /// characters written together, or the keyword itself (`init`, `subscript`).
  static func memberName(after index: Int, keyword: String, in tokens: [SwiftSource.Token])
    -> String?
  {
    guard !["init", "deinit", "subscript"].contains(keyword) else { return keyword }
    if let name = tokens.name(at: index + 1) { return name.trimmingCharacters(in: ["`"]) }
    var name = ""
    var next = index + 1
    while next < tokens.count, tokens[next].kind == .punctuation,
      !["(", "<", "{"].contains(tokens[next].text)
    {
      name += tokens[next].text
      next += 1
    }
    return name.isEmpty ? nil : name
  }

  /// What a test would have to check to catch a mutant made by `mutationOperator`.
  static func advice(for mutationOperator: MutationOperator) -> String {
    switch mutationOperator {
    case .relationalBoundary:
      "a test on the boundary, where the two sides are equal, would catch it"
    case .negatedEquality:
      "a test where the two sides are equal, and one where they differ, would catch it"
    case .logicalConnective:
      "a test where one of the two conditions holds and the other does not would catch it"
    case .arithmetic:
      "a test whose expected value depends on this calculation would catch it"
    case .removedNot:
      "tests of both answers of this condition would catch it"
    case .flippedBoolean:
      "a test that checks this value would catch it"
    case .defaultReturn:
      "a test that checks what this returns would catch it"
    case .integerConstant:
      "a test whose expected value depends on this number would catch it"
    case .removedCall:
      "a test that checks what this call does would catch it"
    }
  }
}
