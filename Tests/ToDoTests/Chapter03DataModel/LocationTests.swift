// Differs from the book: our `Coordinate` stands in for Core Location's coordinate type, so the
// model builds without CoreLocation; equality compares latitude and longitude.

import ToDo
import XCTest

final class LocationTests: XCTestCase {
  func test_init_givenName_setsName() {
    XCTAssertEqual(Location(name: "Foo").name, "Foo")
  }

  func test_init_withoutCoordinate_hasNone() {
    XCTAssertNil(Location(name: "Foo").coordinate)
  }

  func test_init_givenCoordinate_setsCoordinate() {
    let coordinate = Coordinate(latitude: 1, longitude: 2)

    XCTAssertEqual(Location(name: "Foo", coordinate: coordinate).coordinate, coordinate)
  }

  func test_equatable_whenAllEqual_isEqual() {
    let coordinate = Coordinate(latitude: 1, longitude: 2)

    XCTAssertEqual(
      Location(name: "Foo", coordinate: coordinate), Location(name: "Foo", coordinate: coordinate))
  }

  func test_equatable_whenNameDiffers_isNotEqual() {
    XCTAssertNotEqual(Location(name: "Foo"), Location(name: "Bar"))
  }

  func test_equatable_whenLatitudeDiffers_isNotEqual() {
    assertLocationsDiffer(first: (1, 2), second: (0, 2))
  }

  func test_equatable_whenLongitudeDiffers_isNotEqual() {
    assertLocationsDiffer(first: (1, 2), second: (1, 0))
  }

  func test_equatable_whenOneHasNoCoordinate_isNotEqual() {
    assertLocationsDiffer(first: (1, 2), second: nil)
  }

  private func assertLocationsDiffer(
    first: (Double, Double)?, second: (Double, Double)?,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let firstLocation = Location(
      name: "Foo", coordinate: first.map { Coordinate(latitude: $0.0, longitude: $0.1) })
    let secondLocation = Location(
      name: "Foo", coordinate: second.map { Coordinate(latitude: $0.0, longitude: $0.1) })

    XCTAssertNotEqual(firstLocation, secondLocation, file: file, line: line)
  }
}
