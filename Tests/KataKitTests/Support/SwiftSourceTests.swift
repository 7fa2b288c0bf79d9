import SwiftLexer
import Testing

@testable import KataKit

/// The lexical view of Swift that the readiness check reads names and texts with.
@Suite struct SwiftSourceTests {
  @Test func declaresTypesMembersCasesAndLabelsButNoLocals() {
    let source = SwiftSource(
      """
      public struct ToDoItem: Equatable {
        let title: String
        var itemDescription: String?
        init(title: String, itemDescription: String? = nil) {
          let local = title
          self.title = local
        }
        class func make(_ name: String, forAccount account: String) -> ToDoItem { fatalError() }
      }
      enum APIError: Error { case emptyBody, transport(underlying: String), insecure }
      protocol TokenStore { func secret(for account: String) -> String? }
      struct Hidden { private func helper(in list: [Int]) {}; private(set) var shown = 0 }
      func makeHeadline(_ string: String) -> String {
        var words = string.split(separator: " ")
        return words.joined()
      }
      """)

    #expect(
      source.declaredNames == [
        "ToDoItem", "title", "itemDescription", "make", "forAccount", "APIError", "emptyBody",
        "transport", "underlying", "insecure", "TokenStore", "secret", "for", "makeHeadline",
        "Hidden", "shown",
      ])
  }

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
}
