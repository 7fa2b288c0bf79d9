// As in the book: a value type with a required title, three optional fields that are really
// stored, and equality over all four. The timestamp stays a Double, seconds since 1970, as
// the book has it (`ToDoItem.timestamp` says why).

import ToDo
import XCTest

final class ToDoItemTests: XCTestCase {
  func test_init_givenTitle_setsTitle() {
    XCTAssertEqual(ToDoItem(title: "Foo").title, "Foo")
  }

  func test_init_givenTitleOnly_leavesTheRestNil() {
    let item = ToDoItem(title: "Foo")

    XCTAssertNil(item.itemDescription)
    XCTAssertNil(item.timestamp)
    XCTAssertNil(item.location)
  }

  func test_init_givenTitleAndDescription_setsDescription() {
    XCTAssertEqual(ToDoItem(title: "Foo", itemDescription: "Bar").itemDescription, "Bar")
  }

  func test_init_givenTimestamp_setsTimestamp() {
    XCTAssertEqual(ToDoItem(title: "Foo", timestamp: 0.0).timestamp, 0.0)
  }

  func test_init_givenLocation_setsLocation() {
    let location = Location(name: "Foo")

    XCTAssertEqual(ToDoItem(title: "", location: location).location, location)
  }

  func test_equatable_whenAllPropertiesAreEqual_isEqual() {
    let location = Location(name: "Home", coordinate: Coordinate(latitude: 1, longitude: 2))

    XCTAssertEqual(
      ToDoItem(title: "Foo", itemDescription: "Bar", timestamp: 1, location: location),
      ToDoItem(title: "Foo", itemDescription: "Bar", timestamp: 1, location: location))
  }

  func test_equatable_whenTitlesDiffer_isNotEqual() {
    XCTAssertNotEqual(ToDoItem(title: "Foo"), ToDoItem(title: "Bar"))
  }

  func test_equatable_whenLocationsDiffer_isNotEqual() {
    XCTAssertNotEqual(
      ToDoItem(title: "Foo", location: Location(name: "Foo")),
      ToDoItem(title: "Foo", location: Location(name: "Bar")))
  }

  func test_equatable_whenOneHasNoLocation_isNotEqual() {
    XCTAssertNotEqual(
      ToDoItem(title: "Foo", location: Location(name: "Foo")), ToDoItem(title: "Foo"))
  }

  func test_equatable_whenTimestampsDiffer_isNotEqual() {
    XCTAssertNotEqual(ToDoItem(title: "Foo", timestamp: 1), ToDoItem(title: "Foo", timestamp: 0))
  }

  func test_equatable_whenDescriptionsDiffer_isNotEqual() {
    XCTAssertNotEqual(
      ToDoItem(title: "Foo", itemDescription: "Bar"),
      ToDoItem(title: "Foo", itemDescription: "Baz"))
  }
}
