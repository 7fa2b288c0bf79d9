import XCTest

@testable import ToDo

final class ToDoItemTests: XCTestCase {
  func test_init_givenTitle_setsTitle() {
    let item = ToDoItem(title: "Foo")

    XCTAssertEqual(item.title, "Foo")
  }

  func test_init_givenTitleAndDescription_setsDescription() {
    let item = ToDoItem(title: "Foo", itemDescription: "Bar")

    XCTAssertEqual(item.itemDescription, "Bar")
  }
}
