import XCTest

@testable import ToDo

final class DetailContentTests: XCTestCase {
  /// The content of `item`, with dates written as the tests expect them.
  private func makeSUT(_ item: ToDoItem) -> DetailContent {
    DetailContent(item: item, dateFormat: TestDates.format())
  }

  func test_content_hasTheTitle() {
    let sut = makeSUT(ToDoItem(title: "Bar"))

    XCTAssertEqual(sut.title, "Bar")
  }

  func test_content_hasTheDateOrNone() {
    let dated = ToDoItem(title: "Bar", timestamp: TestDates.timestamp)

    XCTAssertEqual(makeSUT(dated).dateText, "02/22/2016")
    XCTAssertEqual(makeSUT(ToDoItem(title: "Bar")).dateText, "")
  }

  func test_content_hasTheLocationNameAndTheDescription() {
    let item = ToDoItem(title: "Bar", itemDescription: "Baz", location: Location(name: "Foo"))

    let sut = makeSUT(item)
    let bare = makeSUT(ToDoItem(title: "Bar"))

    XCTAssertEqual(sut.locationName, "Foo")
    XCTAssertEqual(sut.itemDescription, "Baz")
    XCTAssertEqual(bare.locationName, "")
    XCTAssertEqual(bare.itemDescription, "")
  }

  func test_content_centresA100MetreRegionOnTheCoordinate() throws {
    let coordinate = Coordinate(latitude: 51.2277, longitude: 6.7735)
    let item = ToDoItem(title: "Bar", location: Location(name: "Foo", coordinate: coordinate))

    let region = try XCTUnwrap(makeSUT(item).mapRegion)

    XCTAssertEqual(region.center, coordinate)
    XCTAssertEqual(region.latitudinalMeters, 100)
    XCTAssertEqual(region.longitudinalMeters, 100)
  }

  func test_content_withoutCoordinate_hasNoMap() {
    let item = ToDoItem(title: "Bar", location: Location(name: "Foo"))

    XCTAssertNil(makeSUT(item).mapRegion)
  }
}
