import Testing

@testable import KataKit
@testable import SwiftLexer

/// The names a Swift file declares, as the readiness check reads them (KataKit's extension
/// of the lexer).
@Suite struct SwiftSourceDeclarationsTests {
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

  /// A requirement that ends its line with `throws` (or `async`, or a generic `>`) ends
  /// there when the next line declares: each requirement is shown once, on its own, where
  /// the page once fused two into one line and repeated the second.
  @Test func eachRequirementIsOneSignatureWhenALineEndsWithThrows() {
    let source = SwiftSource(
      """
      protocol SecretStore {
        func setSecret(_ secret: String, forAccount account: String) throws
        func deleteSecret(forAccount account: String) throws
        func all() async
        @MainActor var count: Int { get }
        func fetch()
          async throws -> Int
      }
      """)

    #expect(
      source.declarations.map(\.signature) == [
        "protocol SecretStore",
        "func setSecret(_ secret: String, forAccount account: String) throws",
        "func deleteSecret(forAccount account: String) throws",
        "func all() async",
        "@MainActor var count: Int",
        "func fetch() async throws -> Int",
      ])
  }
}
