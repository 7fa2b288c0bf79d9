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
}
