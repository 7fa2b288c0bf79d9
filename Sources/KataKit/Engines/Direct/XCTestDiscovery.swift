import SwiftLexer

/// The XCTest cases of a test module, found in its sources the way SwiftPM finds them on
/// Linux: every class whose superclass is `XCTestCase`, and every instance method of it,
/// in its body or in an extension, whose name starts with `test` and that takes no
/// argument, `async` and `throws` ones included. Classes and methods come sorted by name,
/// the order SwiftPM's runner lists them in.
///
/// It reads tokens, not a syntax tree, so it refuses what it cannot be sure of (conditional
/// compilation, a test class that inherits from another one, a private or static test
/// method, a method that returns something) and the direct engine falls back to SwiftPM.
struct XCTestDiscovery: Sendable {
  /// A test method, and whether it must run through XCTest's `asyncTest`.
  struct Method: Equatable, Sendable {
    var name: String
    var isAsync: Bool
  }

  /// A test class and its test methods.
  struct TestClass: Equatable, Sendable {
    var name: String
    var methods: [Method]
  }

  /// The test classes that have at least one test method.
  let classes: [TestClass]

  /// Finds the test cases in `files`, the test module's sources by path.
  init(files: [String: String]) throws(DirectFallback) {
    var testClasses = Set<String>()
    var otherClasses: [String: String] = [:]  // class → superclass
    var methods: [String: [String: Method]] = [:]
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let reader = Reader(tokens: SwiftSource(text).tokens, path: path)
      let found = try reader.declarations()
      for (name, superclass) in found.classes {
        if superclass == "XCTestCase" {
          testClasses.insert(name)
        } else {
          otherClasses[name] = superclass
        }
      }
      for (type, method) in found.methods {
        if methods[type]?[method.name] != nil {
          throw .unsureOfTests("\(type).\(method.name) is declared twice in \(path)")
        }
        methods[type, default: [:]][method.name] = method
      }
    }
    for (name, superclass) in otherClasses where testClasses.contains(superclass) {
      throw .unsureOfTests("\(name) inherits its tests from \(superclass)")
    }
    classes = testClasses.sorted().compactMap { name in
      let found = (methods[name] ?? [:]).values.sorted { $0.name < $1.name }
      return found.isEmpty ? nil : TestClass(name: name, methods: found)
    }
  }

  /// The number of test methods.
  var testCount: Int {
    classes.reduce(0) { $0 + $1.methods.count }
  }
}

extension XCTestDiscovery {
  /// The declarations of one file that matter to test discovery.
  private struct Declarations {
    /// Classes at the top level, with their superclass (the first inherited name).
    var classes: [(name: String, superclass: String)] = []
    /// Methods named `test…` without parameters, with the type whose body or extension
    /// declares them.
    var methods: [(type: String, method: Method)] = []
  }

  /// Walks the tokens of one file.
  private struct Reader {
    let tokens: [SwiftSource.Token]
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
      -> (type: String, method: Method)?
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
      return (type, Method(name: methodName, isAsync: isAsync))
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
}
