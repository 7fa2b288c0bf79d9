import Foundation
import Testing

@testable import KataKit

/// A learner's test that checks nothing is named, with its place; a test that may check
/// something (an assertion, a helper of their own, a `try`) never is.
@Suite struct AssertionlessTestsTests {
  @Test func aTestWithoutAnAssertionIsNamedAtItsPlace() {
    let xctest = """
      import XCTest
      @testable import ToDo

      final class ItemTests: XCTestCase {
        func test_title() {
          let item = ToDoItem(title: "Foo")
          XCTAssertEqual(item.title, "Foo")
        }

        func test_nothing() {
          _ = ToDoItem(title: "Foo")
        }

        func test_throwing() throws {
          try ToDoItem.load()
        }

        func test_throughAHelper() {
          assertTitle(of: ToDoItem(title: "A"), is: "A")
        }

        func test_throughAnotherHelper() {
          shows(ToDoItem(title: "A"))
        }

        private func shows(_ item: ToDoItem) {
          XCTAssertNotNil(item)
        }
      }
      """
    let testing = """
      import Testing
      @testable import ToDo

      @Test func checked() { #expect(ToDoItem(title: "A").title == "A") }

      @Test("an empty one") @MainActor
      func empty() async {
        let item = ToDoItem(title: "A")
        print(item)
      }

      func helperThatIsNoTest() {}
      """

    let places = AssertionlessTests.places(in: [
      "Tests/ToDoTests/ItemTests.swift": Data(xctest.utf8),
      "Tests/ToDoTests/NewTests.swift": Data(testing.utf8),
      "Tests/ToDoTests/Notes.md": Data("func test_x() {}".utf8),
    ])

    #expect(
      places == [
        "Tests/ToDoTests/ItemTests.swift:10 test_nothing",
        "Tests/ToDoTests/NewTests.swift:7 empty",
      ])
  }
}
