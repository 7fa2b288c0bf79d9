// Differs from the book: what the detail screen shows is a plain value, tested without a view; the
// map region is a value too, instead of a map view's region.

import ToDo
import XCTest

final class DetailContentTests: XCTestCase {
  func test_content_hasTheTitle() {
    let content = DetailContent(item: ToDoItem(title: "Bar"), dateFormat: TestDates.format())

    XCTAssertEqual(content.title, "Bar")
  }

  func test_content_hasTheDateOrNone() {
    let dated = ToDoItem(title: "Bar", timestamp: TestDates.timestamp)

    XCTAssertEqual(
      DetailContent(item: dated, dateFormat: TestDates.format()).dateText, "02/22/2016")
    XCTAssertEqual(
      DetailContent(item: ToDoItem(title: "Bar"), dateFormat: TestDates.format()).dateText, "")
  }

  func test_content_hasTheLocationNameAndTheDescription() {
    let item = ToDoItem(title: "Bar", itemDescription: "Baz", location: Location(name: "Foo"))

    let content = DetailContent(item: item, dateFormat: TestDates.format())

    XCTAssertEqual(content.locationName, "Foo")
    XCTAssertEqual(content.itemDescription, "Baz")
  }

  func test_content_centresA100MetreRegionOnTheCoordinate() throws {
    let coordinate = Coordinate(latitude: 51.2277, longitude: 6.7735)
    let item = ToDoItem(title: "Bar", location: Location(name: "Foo", coordinate: coordinate))

    let region = try XCTUnwrap(DetailContent(item: item, dateFormat: TestDates.format()).mapRegion)

    XCTAssertEqual(region.center, coordinate)
    XCTAssertEqual(region.latitudinalMeters, 100)
    XCTAssertEqual(region.longitudinalMeters, 100)
  }

  func test_content_withoutCoordinate_hasNoMap() {
    let item = ToDoItem(title: "Bar", location: Location(name: "Foo"))

    XCTAssertNil(DetailContent(item: item, dateFormat: TestDates.format()).mapRegion)
  }
}
