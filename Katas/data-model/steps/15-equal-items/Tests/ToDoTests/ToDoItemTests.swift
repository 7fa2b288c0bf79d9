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

  func test_init_givenTimestamp_setsTimestamp() {
    let item = ToDoItem(title: "", timestamp: 0.0)

    XCTAssertEqual(item.timestamp, 0.0)
  }

  func test_init_givenLocation_setsLocation() {
    let location = Location(name: "Foo")

    let item = ToDoItem(title: "", location: location)

    XCTAssertEqual(item.location, location)
  }

  func test_equatable_whenAllPropertiesAreEqual_isEqual() {
    XCTAssertEqual(ToDoItem(title: "Foo"), ToDoItem(title: "Foo"))
  }
}
