import XCTest

@testable import ToDo

final class DetailPresenterTests: XCTestCase {
  private let coordinate = Coordinate(latitude: 51.2277, longitude: 6.7735)

  /// The presenter of the item at `index`, its view and its manager. The manager holds
  /// "Other" first and a full item, "Bar", second.
  @MainActor private func makeSUT(index: Int) -> (DetailPresenter, MockDetailView, ItemManager) {
    let itemManager = ItemManager()
    itemManager.add(ToDoItem(title: "Other"))
    itemManager.add(
      ToDoItem(
        title: "Bar", itemDescription: "Baz", timestamp: TestDates.timestamp,
        location: Location(name: "Foo", coordinate: coordinate)))
    let view = MockDetailView()
    let sut = DetailPresenter(
      itemManager: itemManager, index: index, dateFormat: TestDates.format())
    sut.view = view
    return (sut, view, itemManager)
  }

  @MainActor func test_viewWillAppear_displaysTheItemAtTheGivenIndex() async throws {
    let (sut, view, _) = makeSUT(index: 1)

    sut.viewWillAppear()

    let content = try XCTUnwrap(view.displayed.last)
    XCTAssertEqual(content.title, "Bar")
    XCTAssertEqual(content.dateText, "02/22/2016")
    XCTAssertEqual(content.locationName, "Foo")
    XCTAssertEqual(content.itemDescription, "Baz")
  }
}
