import XCTest

@testable import ToDo

final class ToDoItemTests: XCTestCase {
  func test_init_givenTitle_setsTitle() {
    let item = ToDoItem(title: "Foo")

    XCTAssertEqual(item.title, "Foo")
  }
}
