// Differs from the book: the book uses Core Location's coordinate type; this small value type
// replaces it so the model runs on Linux.

import ToDo
import XCTest

final class CoordinateTests: XCTestCase {
  func test_init_setsLatitudeAndLongitude() {
    let coordinate = Coordinate(latitude: 1, longitude: 2)

    XCTAssertEqual(coordinate.latitude, 1)
    XCTAssertEqual(coordinate.longitude, 2)
  }

  func test_equatable_whenLatitudeDiffers_isNotEqual() {
    XCTAssertNotEqual(Coordinate(latitude: 1, longitude: 2), Coordinate(latitude: 0, longitude: 2))
  }

  func test_equatable_whenLongitudeDiffers_isNotEqual() {
    XCTAssertNotEqual(Coordinate(latitude: 1, longitude: 2), Coordinate(latitude: 1, longitude: 0))
  }
}
