/// The lines of a Swift source that open a body of code: a function's, an initializer's, an
/// accessor's, a closure's, a statement's (`func f() {`, `var x: Int {`, `} else {`,
/// `.map {`).
///
/// llvm-cov counts every such line, as its region starts there, so an export made from the
/// same source has a record of each. The diff check uses them to tell an export older than
/// the changes it would measure (``DiffCoverage/checkExportIsCurrent(changes:report:selection:source:)``).
/// The reading is of the text, not of the compiled code, and leans to "no code" where it
/// cannot tell: comments, strings, lines inside `#if` blocks (which may not be compiled), a
/// type's brace, a protocol's `{ get }`, a lone `{` and a `where` line are never openings.
enum CodeOpenings {
  /// The words before a brace that make it a type's, not code's.
  static let typeKeywords: Set<Substring> = [
    "struct", "class", "enum", "protocol", "extension", "actor",
  ]
  /// The words before a brace that make it code's, even after a type keyword (`class func`).
  static let codeKeywords: Set<Substring> = [
    "func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet",
  ]
  /// The words of a requirement's accessor list, `{ get set }`, which holds no code.
  static let accessorWords: Set<Substring> = [
    "get", "set", "async", "throws", "mutating", "nonmutating",
  ]

  /// The 1-based numbers of the lines of `source` that open a body of code.
  static func lines(in source: String) -> Set<Int> {
    var reader = Reader()
    let codes = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      reader.code(of: $0).drop { $0 == " " || $0 == "\t" }
    }
    var conditionalDepth = 0
    var result: Set<Int> = []
    for (index, code) in codes.enumerated() {
      if code.hasPrefix("#if") {
        conditionalDepth += 1
      } else if code.hasPrefix("#endif") {
        conditionalDepth = max(0, conditionalDepth - 1)
      } else if conditionalDepth == 0, !code.hasPrefix("#"), opensCode(code),
        !(code.trimmingCharacters(in: .whitespaces).hasSuffix("{")
          && opensAccessors(next: codes[(index + 1)...].first { !$0.isEmpty }))
      {
        result.insert(index + 1)
      }
    }
    return result
  }

  /// The words that start a property's accessor (`get {`, `mutating set {`, `@inlinable get`).
  static let accessorStarts: Set<Substring> = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "mutating", "nonmutating",
  ]

  /// Whether `next`, the first line of code after a line's `{`, starts an accessor: the `{`
  /// then opens a property's list of accessors, where no code starts (their own lines do).
  static func opensAccessors(next: Substring?) -> Bool {
    guard let next else { return false }
    let first = words(next.hasPrefix("@") ? next.drop { $0 != " " } : next).first
    return first.map(accessorStarts.contains) == true
  }

  /// Whether a line's code (comments and strings taken out) opens a body of code.
  static func opensCode(_ code: Substring) -> Bool {
    guard let brace = code.firstIndex(of: "{") else { return false }
    let before = words(code[..<brace])
    guard let first = before.first, first != "where" else { return false }
    if let keyword = before.last(where: { typeKeywords.contains($0) || codeKeywords.contains($0) }),
      typeKeywords.contains(keyword)
    {
      return false
    }
    let after = code[code.index(after: brace)...]
    if let close = after.firstIndex(of: "}") {
      let inside = words(after[..<close])
      let isRequirement =
        !inside.isEmpty && inside.allSatisfy(accessorWords.contains)
        && !after[..<close].contains("{")
      if isRequirement { return false }
    }
    return true
  }

  /// The words (identifiers and keywords) of `text`, in order.
  static func words(_ text: Substring) -> [Substring] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
  }

  /// Takes comments and string literals out of lines read in order, keeping what spans
  /// lines (a block comment, a multi-line string) from one line to the next.
  struct Reader {
    /// How deep in nested block comments the next line starts.
    var commentDepth = 0
    /// The `#` count of the multi-line string the next line starts in, if any.
    var multilineHashes: Int?

    /// The code of `line`: each string literal as `""`, comments left out.
    mutating func code(of line: Substring) -> Substring {
      let characters = Array(line)
      var code = ""
      var index = 0
      while index < characters.count {
        if commentDepth > 0 || multilineHashes != nil {
          index = skipSpanning(characters, from: index)
          continue
        }
        let rest = characters[index...]
        if rest.starts(with: ["/", "/"]) { break }
        if rest.starts(with: ["/", "*"]) {
          commentDepth += 1
          index += 2
        } else if let end = stringEnd(characters, from: index) {
          code += "\"\""
          index = end
        } else {
          code.append(characters[index])
          index += 1
        }
      }
      return Substring(code)
    }

    /// Past the comment or multi-line string the reader is in, or one character on.
    private mutating func skipSpanning(_ characters: [Character], from index: Int) -> Int {
      let rest = characters[index...]
      if let hashes = multilineHashes {
        let close =
          Array(repeating: Character("\""), count: 3)
          + Array(repeating: Character("#"), count: hashes)
        guard rest.starts(with: close) else { return index + (rest.first == "\\" ? 2 : 1) }
        multilineHashes = nil
        return index + close.count
      }
      if rest.starts(with: ["*", "/"]) {
        commentDepth -= 1
        return index + 2
      }
      if rest.starts(with: ["/", "*"]) {
        commentDepth += 1
        return index + 2
      }
      return index + 1
    }

    /// When a string literal starts at `index` (`"`, `#"`, `"""`), the index past it on this
    /// line (past its opening only, for a multi-line string); otherwise `nil`.
    private mutating func stringEnd(_ characters: [Character], from index: Int) -> Int? {
      var quote = index
      while quote < characters.count, characters[quote] == "#" { quote += 1 }
      guard quote < characters.count, characters[quote] == "\"" else { return nil }
      let hashes = quote - index
      if characters[quote...].starts(with: ["\"", "\"", "\""]) {
        multilineHashes = hashes
        return quote + 3
      }
      let close = [Character("\"")] + Array(repeating: Character("#"), count: hashes)
      var next = quote + 1
      while next < characters.count {
        if characters[next...].starts(with: close) { return next + close.count }
        next += characters[next] == "\\" ? 2 : 1
      }
      return characters.count
    }
  }
}
