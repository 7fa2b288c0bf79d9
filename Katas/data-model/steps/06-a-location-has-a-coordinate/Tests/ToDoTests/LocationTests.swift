import XCTest

@testable import ToDo

final class LocationTests: XCTestCase {
  func test_init_givenName_setsName() {
    let location = Location(name: "Foo")

    XCTAssertEqual(location.name, "Foo")
  }

  func test_init_givenCoordinate_setsCoordinate() {
    let coordinate = Coordinate(latitude: 1, longitude: 2)

    let location = Location(name: "Foo", coordinate: coordinate)

    XCTAssertEqual(location.coordinate, coordinate)
  }
}
