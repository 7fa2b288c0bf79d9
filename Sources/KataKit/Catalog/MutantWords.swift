import MutationKit
import SwiftLexer

/// A generated mutant told in a learner's words: the declaration of the step's API it sits in
/// (`ItemManager.add`), what a caller would see change (`toDoCount` goes up by 2 for each
/// `add`), and what a test would have to check to catch it. Never a line of the reference,
/// which the learner never saw, nor a line number: only the API's names, an operator or a
/// literal.
enum MutantWords {
  /// The words of `mutant`, a mutant of `text` (the reference's file).
  static func summary(of mutant: Mutant, in text: String) -> String {
    let source = SwiftSource(text)
    let api = Set(source.declarations.map(\.name))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let raw = lines.indices.contains(mutant.line - 1) ? String(lines[mutant.line - 1]) : ""
    let line = raw.trimmingCharacters(in: .whitespaces)
    let around = declaration(around: mutant.edit.range.lowerBound, in: source)
    // A private member is no name of the API: the type alone stands for it.
    let shown = around.map { name in
      name.split(separator: ".").map(String.init)
        .filter { api.contains($0) || $0.first?.isLetter == false }.joined(separator: ".")
    }.flatMap { (name: String) -> String? in name.isEmpty ? nil : name }
    let change = Self.change(
      mutant, line: line, member: shown, api: api,
      label: argumentLabel(before: mutant.column, on: raw))
    return "\(change); \(advice(for: mutant.mutationOperator))"
  }

  /// What a caller would see of `mutant` on `line`, in `member` (`Type.name`, or `nil`), the
  /// argument `label` before it if any, naming only what `api` declares.
  static func change(
    _ mutant: Mutant, line: String, member: String?, api: Set<String>, label: String?
  ) -> String {
    let inMember = member.map { "in `\($0)`, " } ?? ""
    let callName = member.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    let (from, to) = (mutant.original, mutant.replacement)
    if let stored = Self.storedProperty(on: line), api.contains(stored),
      [.flippedBoolean, .integerConstant].contains(mutant.mutationOperator)
    {
      return "`\(stored)` starts as `\(to)`"
    }
    if let label, api.contains(label),
      [.flippedBoolean, .integerConstant].contains(mutant.mutationOperator)
    {
      return "\(inMember)`\(label)` is given `\(to)`"
    }
    if let counter = Self.compoundTarget(on: line), api.contains(counter), let callName,
      [.arithmetic, .integerConstant].contains(mutant.mutationOperator)
    {
      let up = line.contains("+=")
      guard mutant.mutationOperator == .integerConstant else {
        return
          "`\(counter)` goes \(up ? "down instead of up" : "up instead of down") for each `\(callName)`"
      }
      return "`\(counter)` goes \(up ? "up" : "down") by \(to) for each `\(callName)`"
    }
    switch mutant.mutationOperator {
    case .relationalBoundary:
      return "\(inMember)a comparison is off at its boundary (`\(from)` became `\(to)`)"
    case .negatedEquality:
      return "\(inMember)an equality check is turned around (`\(from)` became `\(to)`)"
    case .logicalConnective:
      return "\(inMember)two conditions are joined the other way (`\(from)` became `\(to)`)"
    case .removedNot:
      return "\(inMember)a condition is turned around (its `!` is gone)"
    case .flippedBoolean:
      return "\(inMember)a `\(from)` became `\(to)`"
    case .integerConstant:
      return "\(inMember)a number is off (`\(from)` became `\(to)`)"
    case .arithmetic:
      return "\(inMember)a calculation uses `\(to)` instead of `\(from)`"
    case .defaultReturn:
      let value = to.hasPrefix("return ") ? String(to.dropFirst("return ".count)) : to
      return callName.map { "`\($0)` returns `\(value)` whatever happens" }
        ?? "a function returns `\(value)` whatever happens"
    case .removedCall:
      // A callee named like the member it is in is another type's (`items.removeAll()` in
      // `removeAll`), which naming would only confuse.
      let callee = from.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        .last { api.contains(String($0)) && String($0) != callName }
      return callee.map { "\(inMember)a call of `\($0)` is left out" }
        ?? "\(inMember)a call is left out"
    }
  }

  /// The name a stored property's declaration on `line` gives it (`private(set) var count =
  /// 0` gives `count`), `nil` for any other line.
  static func storedProperty(on line: String) -> String? {
    line.firstMatch(of: #/^(?:[\w()@]+\s+)*(?:var|let)\s+(\w+)\s*(?::[^=]+)?=/#).map {
      String($0.1)
    }
  }

  /// The argument label written just before the column `column` (from 1) of `line`
  /// (`canRetry` for the `true` of `canRetry: true`), `nil` when there is none.
  static func argumentLabel(before column: Int, on line: String) -> String? {
    line.prefix(max(0, column - 1)).firstMatch(of: #/(\w+):\s*$/#).map { String($0.1) }
  }

  /// The property a compound assignment on `line` changes (`self.toDoCount += 1` gives
  /// `toDoCount`), `nil` for any other line.
  static func compoundTarget(on line: String) -> String? {
    line.firstMatch(of: #/^(?:self\.)?(\w+)\s*[-+]=/#).map { String($0.1) }
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
