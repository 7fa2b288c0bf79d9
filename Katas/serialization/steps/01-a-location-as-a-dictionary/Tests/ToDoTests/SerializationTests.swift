import XCTest

@testable import ToDo

final class SerializationTests: XCTestCase {
  func test_location_plistDict_holdsTheName() {
    XCTAssertEqual(Location(name: "Home").plistDict["name"] as? String, "Home")
  }
}
