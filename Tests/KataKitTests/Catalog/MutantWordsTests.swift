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

  @Test func aMutantIsToldByTheAPIItChangesNeverByItsLine() throws {
    #expect(
      try words(line: 6, "==")
        == "in `ToDoItem.==`, an equality check is turned around (`==` became `!=`); a test where the two sides are equal, and one where they differ, would catch it"
    )
    #expect(
      try words(line: 12, ">")
        .hasPrefix(
          "in `ScreenAppearance.init`, a comparison is off at its boundary (`>` became `>=`)"))
    #expect(
      try words(line: 14, "true").hasPrefix("in `ScreenAppearance.isBusy`, a `true` became `false`")
    )
    #expect(try words(line: 19, ">=").hasPrefix("in `ScreenAppearance.label`, "))
    #expect(try !words(line: 14, ">").contains(".swift:"), "no line number of the reference")
    #expect(try !words(line: 14, "true").contains("if count"), "no line of the reference")
  }

  static let manager = """
    final class ItemManager {
      private(set) var toDoCount = 0
      private var items: [String] = []
      private(set) var isBusy = false

      func add(_ item: String) {
        toDoCount += 1
        items.append(item)
      }

      func removeAll() {
        items.removeAll()
      }
    }
    """

  func managerWords(line: Int, _ original: String, _ kind: MutationOperator) throws -> String {
    let mutant = try #require(
      MutantFinder().mutants(in: Self.manager, file: "Sources/ToDo/ItemManager.swift").first {
        $0.line == line && $0.original == original && $0.mutationOperator == kind
      })
    return MutantWords.summary(of: mutant, in: Self.manager)
  }

  @Test func aChangeACallerSeesIsToldAsTheCallerSeesIt() throws {
    #expect(
      try managerWords(line: 7, "1", .integerConstant)
        .hasPrefix("`toDoCount` goes up by 2 for each `add`;"))
    #expect(
      try managerWords(line: 2, "0", .integerConstant).hasPrefix("`toDoCount` starts as `1`;"))
    #expect(
      try managerWords(line: 4, "false", .flippedBoolean).hasPrefix("`isBusy` starts as `true`;"))
    let removed = try managerWords(line: 8, "items.append(item)", .removedCall)
    #expect(removed.hasPrefix("in `ItemManager.add`, a call is left out;"))
    #expect(!removed.contains("items"), "a private name is hidden source")
    let inner = try managerWords(line: 12, "items.removeAll()", .removedCall)
    #expect(
      inner.hasPrefix("in `ItemManager.removeAll`, a call is left out;"),
      "the array's removeAll is not the manager's")
  }
}
