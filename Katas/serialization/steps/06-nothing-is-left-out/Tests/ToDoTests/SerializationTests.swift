import XCTest

@testable import ToDo

final class SerializationTests: XCTestCase {
  func test_location_plistDict_holdsTheName() {
    XCTAssertEqual(Location(name: "Home").plistDict["name"] as? String, "Home")
  }

  func test_location_fromDict_readsTheName() {
    XCTAssertEqual(Location(dict: ["name": "Home"]), Location(name: "Home"))
  }

  func test_location_fromDict_withoutName_isNil() {
    XCTAssertNil(Location(dict: ["latitude": 1.0, "longitude": 2.0]))
  }

  func test_location_roundTripsThroughPlistDict() {
    let location = Location(name: "Home", coordinate: Coordinate(latitude: 50.1, longitude: 8.6))

    XCTAssertEqual(Location(dict: location.plistDict), location)
  }

  func test_itemWithTitleOnly_roundTripsThroughPlistDict() {
    let item = ToDoItem(title: "Foo")

    XCTAssertEqual(ToDoItem(dict: item.plistDict), item)
  }

  func test_item_fromDictWithoutTitle_isNil() {
    XCTAssertNil(ToDoItem(dict: ["itemDescription": "Bar"]))
  }

  func test_item_roundTripsThroughPlistDict() {
    let item = ToDoItem(
      title: "Foo", itemDescription: "Bar", timestamp: 1.5,
      location: Location(name: "Baz", coordinate: Coordinate(latitude: 1, longitude: 2)))

    XCTAssertEqual(ToDoItem(dict: item.plistDict), item)
  }

  func test_plistDict_leavesOutMissingProperties() {
    XCTAssertEqual(Array(ToDoItem(title: "Foo").plistDict.keys), ["title"])
    XCTAssertEqual(Array(Location(name: "Home").plistDict.keys), ["name"])
  }
}
