import Testing

@testable import SwiftLexer

/// The lexer: Swift source as tokens, with strings, comments and interpolations told apart,
/// which the tools that read code (the kata's checks, the mutation finder) stand on.
@Suite struct SwiftSourceTests {
  @Test func commentsAndStringsAreNotNames() {
    let source = SwiftSource(
      """
      // itemDescription in a comment
      /* a /* nested */ hidden */ let shown = "secret text \\(inner) more"
      let plain = "Bearer "
      let raw = #"a "quoted" word"#
      let block = \"""
        several lines
        \"""
      """)

    #expect(source.names == ["let", "shown", "plain", "raw", "block"])
    #expect(source.strings == ["Bearer ", #"a "quoted" word"#])
  }

  @Test func normalizedFormIgnoresCommentsAndWhiteSpaceButNotNumbers() {
    let one = SwiftSource("var count: Int {\n  // the items\n  items.count + 1\n}\n")
    let same = SwiftSource("var count: Int { items.count   + 1 } /* tidy */")
    let other = SwiftSource("var count: Int { items.count + 2 }")
    let path = SwiftSource(#"let text = "at \(url.path)""#)
    let url = SwiftSource(#"let text = "at \(url)""#)

    #expect(one.normalized == same.normalized)
    #expect(one.normalized != other.normalized)
    #expect(path.normalized != url.normalized, "interpolations count")
  }

  @Test func tokensKnowTheirKindAndLine() {
    let source = SwiftSource("let a = 1\n// note\nif a >= 2 { print(\"x\") }\n")

    let two = source.tokens.filter { $0.text == "2" }
    #expect(two.map(\.kind) == [.number])
    #expect(two.first.map { source.line(at: $0.range.lowerBound) } == 3)
    #expect(source.tokens.first { $0.text == "{" }?.kind == .punctuation)
    #expect(source.strings == ["x"])
    #expect(!source.names.contains("note"))
  }
}

/// Regex literals, one token each, where the compiler reads one: nothing inside is a number,
/// a name or an operator, while a `/` after a value still divides.
@Suite struct RegexLiteralTests {
  /// The kinds and texts of the tokens of `text`, `r:` for a regex.
  func tokens(_ text: String) -> [String] {
    SwiftSource(text).tokens.map {
      switch $0.kind {
      case .regex: "r:\($0.text)"
      case .number: "n:\($0.text)"
      default: $0.text
      }
    }
  }

  @Test(arguments: [
    (
      "s.wholeMatch(of: /[a-z]+-[0-9]+/)",
      ["s", ".", "wholeMatch", "(", "of", ":", "r:/[a-z]+-[0-9]+/", ")"]
    ),
    ("let r = #/(ab){2}/#", ["let", "r", "=", "r:#/(ab){2}/#"]),
    ("let r = ##/a/#b/##", ["let", "r", "=", "r:##/a/#b/##"]),
    (#"let r = /a\/b{3}/"#, ["let", "r", "=", #"r:/a\/b{3}/"#]),
    (
      "if x.contains(/9+/) { return 1 }",
      ["if", "x", ".", "contains", "(", "r:/9+/", ")", "{", "return", "n:1", "}"]
    ),
    ("case /[0-9]/: break", ["case", "r:/[0-9]/", ":", "break"]),
    ("return /x{2}/", ["return", "r:/x{2}/"]),
  ])
  func aRegexLiteralIsOneToken(source: String, expected: [String]) {
    #expect(tokens(source) == expected)
  }

  @Test(arguments: [
    ("let half = total / 2 / 3", ["let", "half", "=", "total", "/", "n:2", "/", "n:3"]),
    ("let q = (a)/2/(b)", ["let", "q", "=", "(", "a", ")", "/", "n:2", "/", "(", "b", ")"]),
    ("let q = a[0]/2/c", ["let", "q", "=", "a", "[", "n:0", "]", "/", "n:2", "/", "c"]),
    ("let q = x!/2/y", ["let", "q", "=", "x", "!", "/", "n:2", "/", "y"]),
    (
      "let r = [1, 2].reduce(1, /)",
      ["let", "r", "=", "[", "n:1", ",", "n:2", "]", ".", "reduce", "(", "n:1", ",", "/", ")"]
    ),
    (
      "static func / (l: V, r: V) -> V",
      ["static", "func", "/", "(", "l", ":", "V", ",", "r", ":", "V", ")", "-", ">", "V"]
    ),
    ("x = / 2 /", ["x", "=", "/", "n:2", "/"]),
    ("let s = \"a/2/b\"", ["let", "s", "=", "a/2/b"]),
  ])
  func aSlashThatDividesStaysAnOperator(source: String, expected: [String]) {
    #expect(tokens(source) == expected)
  }

  @Test func anExtendedRegexSpansLinesAndKeepsTheLinesAfterIt() {
    let text = """
      let date = #/
        (\\d{4}) - (\\d{2})   # year and month
      /#
      let next = 5
      """
    let source = SwiftSource(text)

    #expect(source.tokens.filter { $0.kind == .regex }.count == 1)
    #expect(source.tokens.filter { $0.kind == .number }.map(\.text) == ["5"])
    let five = source.tokens.first { $0.text == "5" }
    #expect(five.map { source.line(at: $0.range.lowerBound) } == 4)
  }
}
