import Testing

@testable import KataKit
@testable import MutationKit
@testable import SwiftLexer

/// A generated mutant in a learner's words: the declaration around it, the code before and
/// after, what a test would check; never a line number of the reference.
@Suite struct MutantWordsTests {
  static let source = """
    struct ToDoItem: Equatable {
      var title: String
      var done = false

      static func == (lhs: ToDoItem, rhs: ToDoItem) -> Bool {
        return lhs.title == rhs.title
      }
    }

    struct ScreenAppearance {
      var count: Int
      init(count: Int = 1) { self.count = count > 9 ? 9 : count }
      var isBusy: Bool {
        if count > 0 { return true }
        return false
      }
      func label(prefix: String = "n") -> String {
        let word = prefix
        if count >= 2 { return word }
        return ""
      }
    }
    """

  func words(line: Int, _ original: String) throws -> String {
    let mutant = try #require(
      MutantFinder().mutants(in: Self.source, file: "Sources/ToDo/Item.swift").first {
        $0.line == line && $0.original == original
      })
    return MutantWords.summary(of: mutant, in: Self.source)
  }

  @Test func aMutantIsNamedByItsDeclarationAndShownAsCode() throws {
    #expect(
      try words(line: 6, "==")
        == "in `ToDoItem.==`: `return lhs.title == rhs.title` → `return lhs.title != rhs.title`; a test where the two sides are equal, and one where they differ, would catch it"
    )
    #expect(try words(line: 12, ">").hasPrefix("in `ScreenAppearance.init`: "))
    #expect(try words(line: 14, "true").hasPrefix("in `ScreenAppearance.isBusy`: `if count > 0"))
    #expect(try words(line: 19, ">=").hasPrefix("in `ScreenAppearance.label`: "))
    #expect(try !words(line: 14, ">").contains(".swift:"), "no line number of the reference")
  }
}
