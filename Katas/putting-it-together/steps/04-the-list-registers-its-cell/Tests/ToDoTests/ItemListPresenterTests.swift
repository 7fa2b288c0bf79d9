import Foundation
import XCTest

@testable import ToDo

final class ItemListPresenterTests: XCTestCase {
  @MainActor private func makeSUT() -> (
    ItemListPresenter<MockItemCell>, MockListView, NavigatorSpy, NotificationCenter
  ) {
    let listView = MockListView()
    let navigator = NavigatorSpy()
    let center = NotificationCenter()
    let sut = ItemListPresenter<MockItemCell>(
      itemManager: ItemManager(), listView: listView,
      cellConfigurator: ItemCellConfigurator(dateFormat: TestDates.format()),
      notificationCenter: center)
    sut.navigator = navigator
    return (sut, listView, navigator, center)
  }

  @MainActor func test_init_registersTheItemCell() async {
    let (_, listView, _, _) = makeSUT()

    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
  }
}
