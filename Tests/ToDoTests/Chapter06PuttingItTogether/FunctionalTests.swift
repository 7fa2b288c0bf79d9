// Differs from the book: the book's functional test drives the simulator's UI; this one drives the
// presenters in process, so it runs anywhere in a fraction of a second.

import Foundation
import ToDo
import XCTest

/// Drives the whole app as a user would: the list, Add, the input form, Save, the list again.
///
/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class FunctionalTests: XCTestCase {
  @MainActor func test_addingAnItem_showsItInTheList() async throws {
    let listView = MockListView()
    let dateFormat = TestDates.format("America/Los_Angeles")
    let root = ItemListPresenter<MockItemCell>(
      itemManager: ItemManager(), listView: listView,
      cellConfigurator: ItemCellConfigurator(dateFormat: dateFormat),
      notificationCenter: NotificationCenter())
    let app = NavigationContainer(
      root: root,
      factory: ScreenFactory(
        geocoder: GeocoderStub(coordinate: Coordinate(latitude: 37.33, longitude: -122.03)),
        dateFormat: dateFormat,
        lastLocationName: StoredSetting(key: "lastLocationName", in: InMemoryKeyValueStore())))

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
