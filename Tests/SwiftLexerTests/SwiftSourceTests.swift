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
