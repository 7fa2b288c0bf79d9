import SwiftLexer

/// Walks the tokens of one test file for ``XCTestDiscovery``: its top-level classes with
/// their superclasses and its `test…` methods with the type that declares them, refusing
/// what it cannot be sure of.
struct XCTestFileReader {
  /// The declarations of one file that matter to test discovery.
  struct Declarations {
    /// Classes at the top level, with their superclass (the first inherited name).
    var classes: [(name: String, superclass: String)] = []
    /// Methods named `test…` without parameters, with the type whose body or extension
    /// declares them.
    var methods: [(type: String, method: XCTestDiscovery.Method)] = []
  }

  /// The file's tokens.
  let tokens: [SwiftSource.Token]
  /// The file's path, for what it refuses.
  let path: String

  /// The classes and test methods the file declares, its braces followed to tell which
  /// type's body each method is in.
  func declarations() throws(DirectFallback) -> Declarations {
    var found = Declarations()
    // The type each open brace belongs to, or nil for any other brace.
    var scopes: [String?] = []
    var pendingType: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        switch token.text {
        case "{":
          scopes.append(pendingType)
          pendingType = nil
        case "}":
          _ = scopes.popLast()
        case "#" where tokens.name(at: index + 1) == "if":
          index = try endOfConditionalBlock(from: index)
        default: break
        }
      } else if token.kind == .name {
        switch token.text {
        case "class" where !tokens.isMark(index + 1, "."):
          if let className = try classDeclaration(
            at: index, topLevel: scopes.isEmpty, into: &found)
          {
            pendingType = scopes.isEmpty ? className : nil
          }
        case "struct", "enum", "actor", "protocol":
          pendingType = nil
        case "extension":
          pendingType = scopes.isEmpty ? qualifiedName(from: index + 1) : nil
        case "func":
          if let method = try testMethod(at: index, in: scopes) { found.methods.append(method) }
        default: break
        }
      }
      index += 1
    }
    return found
  }

  /// The name of the class the `class` at `offset` declares, which goes into `found` when
  /// the class is at the top level; `nil` when the word declares no class (`class func`).
  /// A test class the generated runner could not reach, private or nested, throws.
  private func classDeclaration(
    at offset: Int, topLevel: Bool, into found: inout Declarations
  ) throws(DirectFallback) -> String? {
    guard let className = tokens.name(at: offset + 1),
      !DeclarationScan.modifiersAfterClass.contains(className)
    else { return nil }
    let superclass = try superclass(after: offset + 2, of: className)
    if topLevel {
      if superclass == "XCTestCase", !modifiers(before: offset).isDisjoint(with: Self.hiding) {
        throw .unsureOfTests("\(path): \(className) is private")
      }
      found.classes.append((className, superclass ?? ""))
    } else if superclass == "XCTestCase" {
      throw .unsureOfTests("\(path): \(className) is nested in another type")
    }
    return className
  }

  /// The test method the `func` at `offset` declares, with its type, when it is one: named
  /// `test…`, without parameters, in the body of a type or extension at the top level
  /// (`scopes` holds the types of the open braces). A test method the generated runner
  /// could not call as SwiftPM's does (generic, private, static, returning) throws.
  private func testMethod(at offset: Int, in scopes: [String?]) throws(DirectFallback)
    -> (type: String, method: XCTestDiscovery.Method)?
  {
    guard scopes.count == 1, let type = scopes.last ?? nil,
      let methodName = tokens.name(at: offset + 1), methodName.hasPrefix("test")
    else { return nil }
    guard tokens.isMark(offset + 2, "("), tokens.isMark(offset + 3, ")") else {
      if tokens.isMark(offset + 2, "<") {
        throw .unsureOfTests("\(path): \(type).\(methodName) is generic")
      }
      return nil  // takes arguments: not a test
    }
    if !modifiers(before: offset).isDisjoint(with: Self.hiding.union(["static", "class"])) {
      throw .unsureOfTests("\(path): \(type).\(methodName) is private or static")
    }
    var next = offset + 4
    var isAsync = false
    while let effect = tokens.name(at: next), ["async", "throws", "rethrows"].contains(effect) {
      isAsync = isAsync || effect == "async"
      next += 1
      if effect == "throws", tokens.isMark(next, "(") {
        while next < tokens.count, !tokens.isMark(next, ")") { next += 1 }
        next += 1
      }
    }
    guard tokens.isMark(next, "{") else {
      throw .unsureOfTests("\(path): \(type).\(methodName) is not a plain test method")
    }
    return (type, XCTestDiscovery.Method(name: methodName, isAsync: isAsync))
  }

  /// The offset of the `endif` that closes the `#if` at `offset`. A block that only imports,
  /// such as FoundationNetworking where it exists, cannot change which tests there are;
  /// one with braces or declarations could.
  private func endOfConditionalBlock(from offset: Int) throws(DirectFallback) -> Int {
    var depth = 0
    var index = offset
    while index < tokens.count {
      if tokens.isMark(index, "#"), let directive = tokens.name(at: index + 1) {
        if directive == "if" { depth += 1 }
        if directive == "endif" { depth -= 1 }
        if depth == 0 { return index + 1 }
        index += 2
        continue
      }
      if tokens.isMark(index, "{") || tokens.isMark(index, "}")
        || tokens.name(at: index).map(Self.declaring.contains) == true
      {
        throw .unsureOfTests("\(path) declares code conditionally (#if)")
      }
      index += 1
    }
    throw .unsureOfTests("\(path) has an #if without #endif")
  }

  /// The words that declare something a test discovery could miss.
  private static let declaring: Set<String> = [
    "func", "class", "struct", "enum", "extension", "actor", "protocol", "var", "let",
  ]

  /// The modifiers before the declaration keyword at `offset`, attributes skipped.
  private func modifiers(before offset: Int) -> Set<String> {
    var found = Set<String>()
    var offset = offset - 1
    while offset >= 0 {
      if tokens.isMark(offset, ")") {
        var depth = 0
        repeat {
          if tokens.isMark(offset, ")") { depth += 1 }
          if tokens.isMark(offset, "(") { depth -= 1 }
          offset -= 1
        } while depth > 0 && offset >= 0
        continue
      }
      guard let word = tokens.name(at: offset) else { break }
      if tokens.isMark(offset - 1, "@") {
        offset -= 2
      } else if Self.modifierWords.contains(word) {
        found.insert(word)
        offset -= 1
      } else {
        break
      }
    }
    return found
  }

  /// The superclass in the inheritance clause starting at `offset`, if it has one.
  private func superclass(after offset: Int, of className: String) throws(DirectFallback)
    -> String?
  {
    var offset = offset
    let isGeneric = tokens.isMark(offset, "<")
    if isGeneric { offset = tokens.end(ofGroupAt: offset, "<", ">") }
    guard tokens.isMark(offset, ":") else { return nil }
    let inherited = qualifiedName(from: offset + 1)
    let superclass = inherited == "XCTest.XCTestCase" ? "XCTestCase" : inherited
    if isGeneric, superclass == "XCTestCase" {
      throw .unsureOfTests("\(path): \(className) is generic")
    }
    return superclass
  }

  /// The dotted name starting at `offset`, such as `XCTest.XCTestCase`.
  private func qualifiedName(from offset: Int) -> String? {
    guard var result = tokens.name(at: offset) else { return nil }
    var next = offset + 1
    while tokens.isMark(next, "."), let part = tokens.name(at: next + 1) {
      result += ".\(part)"
      next += 2
    }
    return result
  }

  /// Modifiers that hide a declaration from the generated runner.
  private static let hiding: Set<String> = ["private", "fileprivate"]

  /// The words that may come before `func` or `class` in a declaration.
  private static let modifierWords: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class",
    "final", "override", "nonisolated", "isolated", "mutating", "nonmutating", "dynamic",
    "required", "convenience", "optional", "indirect", "consuming", "borrowing",
  ]
}
