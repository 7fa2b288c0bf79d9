import XCTest

@testable import ToDo

final class LocationTests: XCTestCase {
  func test_init_givenName_setsName() {
    let location = Location(name: "Foo")

    XCTAssertEqual(location.name, "Foo")
  }
}
