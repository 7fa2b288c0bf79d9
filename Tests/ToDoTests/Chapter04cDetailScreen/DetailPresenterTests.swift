// Differs from the book: a presenter and a `DetailView` protocol replace the detail view
// controller, its labels and its map view, so the tests need no UIKit or MapKit.

import ToDo
import XCTest

final class DetailPresenterTests: XCTestCase {
  private let coordinate = Coordinate(latitude: 51.2277, longitude: 6.7735)
  private var itemManager: ItemManager!
  private var view: MockDetailView!

  override func setUp() {
    super.setUp()
    itemManager = ItemManager()
    view = MockDetailView()
    itemManager.add(ToDoItem(title: "Other"))
    itemManager.add(
      ToDoItem(
        title: "Bar", itemDescription: "Baz", timestamp: TestDates.timestamp,
        location: Location(name: "Foo", coordinate: coordinate)))
  }

  override func tearDown() {
    view = nil
    itemManager = nil
    super.tearDown()
  }

  func test_viewWillAppear_displaysTheItemAtTheGivenIndex() throws {
    let sut = makeSUT(index: 1)

    sut.viewWillAppear()

    let content = try XCTUnwrap(view.displayed.last)
    XCTAssertEqual(content.title, "Bar")
    XCTAssertEqual(content.dateText, "02/22/2016")
    XCTAssertEqual(content.locationName, "Foo")
    XCTAssertEqual(content.itemDescription, "Baz")
  }

  func test_viewWillAppear_centresA100MetreMapRegionOnTheCoordinate() throws {
    let sut = makeSUT(index: 1)

    sut.viewWillAppear()

    let region = try XCTUnwrap(view.displayed.last?.mapRegion)
    XCTAssertEqual(region.center, coordinate)
    XCTAssertEqual(region.latitudinalMeters, 100)
    XCTAssertEqual(region.longitudinalMeters, 100)
  }

  func test_viewWillAppear_withoutCoordinate_showsNoMap() {
    let sut = makeSUT(index: 0)

    sut.viewWillAppear()

    XCTAssertEqual(view.displayed.count, 1)
    XCTAssertNil(view.displayed.last?.mapRegion)
  }

  func test_init_receivesTheSharedManagerAndIndex() {
    let sut = makeSUT(index: 1)

    XCTAssertTrue(sut.itemManager === itemManager)
    XCTAssertEqual(sut.index, 1)
  }

  func test_checkItem_checksItInTheManager() {
    let sut = makeSUT(index: 1)

    sut.checkItem()

    XCTAssertEqual(itemManager.toDoCount, 1)
    XCTAssertEqual(itemManager.doneItem(at: 0).title, "Bar")
  }

  func test_view_isNotKeptAliveByThePresenter() {
    let sut = makeSUT(index: 1)
    var screen: MockDetailView? = MockDetailView()
    sut.view = screen
    weak var released: MockDetailView?
    released = screen

    screen = nil

    withExtendedLifetime(sut) { XCTAssertNil(released) }
  }

  private func makeSUT(index: Int) -> DetailPresenter {
    let sut = DetailPresenter(
      itemManager: itemManager, index: index, dateFormat: TestDates.format())
    sut.view = view
    return sut
  }
}
