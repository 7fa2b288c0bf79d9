import Foundation
import XCTest

@testable import ToDo

final class FunctionalTests: XCTestCase {
  @MainActor func test_addingAnItem_showsItInTheList() async throws {
    let listView = MockListView()
    let app = makeApp(
      listView: listView,
      geocoder: GeocoderStub(coordinate: Coordinate(latitude: 37.33, longitude: -122.03)),
      dateFormat: TestDates.format("America/Los_Angeles"))

    app.root.addItemTapped()
    let input = try XCTUnwrap(app.presented)
    try await input.save(
      InputForm(
        title: "Meeting", date: "02/22/2016", locationName: "Office",
        address: "Infinite Loop 1, Cupertino", itemDescription: "Bring iPad"))

    XCTAssertNil(app.presented)
    XCTAssertEqual(listView.reloadCount, 2, "the list reloads when it appears again")
    XCTAssertEqual(app.root.dataProvider.numberOfRows(inSection: 0), 1)
    let cell = app.root.dataProvider.cell(for: ListPosition(row: 0, section: 0), in: listView)
    let content = try XCTUnwrap(cell.configuredContents.last)
    XCTAssertEqual(content.title, "Meeting")
    XCTAssertEqual(content.dateText, "02/22/2016")
    XCTAssertEqual(content.locationText, "Office")
  }
}
