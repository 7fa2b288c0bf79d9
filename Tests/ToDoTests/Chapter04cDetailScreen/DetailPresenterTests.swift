// Differs from the book: a presenter and a `DetailView` protocol replace the detail view
// controller, its labels and its map view, so the tests need no UIKit or MapKit.

import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class DetailPresenterTests: XCTestCase {
  private let coordinate = Coordinate(latitude: 51.2277, longitude: 6.7735)

  @MainActor func test_viewWillAppear_displaysTheItemAtTheGivenIndex() async throws {
    let (sut, view, _) = makeSUT(index: 1)

    sut.viewWillAppear()

    let content = try XCTUnwrap(view.displayed.last)
    XCTAssertEqual(content.title, "Bar")
    XCTAssertEqual(content.dateText, "02/22/2016")
    XCTAssertEqual(content.locationName, "Foo")
    XCTAssertEqual(content.itemDescription, "Baz")
  }

  @MainActor func test_viewWillAppear_centresA100MetreMapRegionOnTheCoordinate() async throws {
    let (sut, view, _) = makeSUT(index: 1)

    sut.viewWillAppear()

    let region = try XCTUnwrap(view.displayed.last?.mapRegion)
    XCTAssertEqual(region.center, coordinate)
    XCTAssertEqual(region.latitudinalMeters, 100)
    XCTAssertEqual(region.longitudinalMeters, 100)
  }

  @MainActor func test_viewWillAppear_withoutCoordinate_showsNoMap() async {
    let (sut, view, _) = makeSUT(index: 0)

    sut.viewWillAppear()

    XCTAssertEqual(view.displayed.count, 1)
    XCTAssertNil(view.displayed.last?.mapRegion)
  }

  @MainActor func test_init_receivesTheSharedManagerAndIndex() async {
    let (sut, _, itemManager) = makeSUT(index: 1)

    XCTAssertTrue(sut.itemManager === itemManager)
    XCTAssertEqual(sut.index, 1)
  }

  @MainActor func test_checkItem_checksItInTheManager() async {
    let (sut, _, itemManager) = makeSUT(index: 1)

    sut.checkItem()

    XCTAssertEqual(itemManager.toDoCount, 1)
    XCTAssertEqual(itemManager.doneItem(at: 0).title, "Bar")
  }

  @MainActor func test_view_isNotKeptAliveByThePresenter() async {
    let (sut, _, _) = makeSUT(index: 1)
    var screen: MockDetailView? = MockDetailView()
    sut.view = screen
    weak var released: MockDetailView?
    released = screen

    screen = nil

    withExtendedLifetime(sut) { XCTAssertNil(released) }
  }

  /// The presenter of the item at `index` of a manager that holds an item without a place
  /// ("Other") and one with a date, a place and a description ("Bar"), with its view.
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
}
