import Foundation
import XCTest

@testable import ToDo

final class ItemListDataProviderTests: XCTestCase {
  /// The provider under test, wired to the collaborators the test passes (new ones by
  /// default). The provider lives on the main actor, so this helper and the tests do too.
  @MainActor private func makeSUT(
    itemManager: ItemManager = ItemManager(), listView: MockListView = MockListView(),
    notificationCenter: NotificationCenter = NotificationCenter()
  ) -> ItemListDataProvider<MockItemCell> {
    ItemListDataProvider(
      itemManager: itemManager,
      registration: MockItemCell.register(in: listView),
      cellConfigurator: ItemCellConfigurator(dateFormat: TestDates.format()),
      notificationCenter: notificationCenter)
  }

  @MainActor func test_numberOfSections_isTwo() async {
    let sut = makeSUT()

    XCTAssertEqual(sut.numberOfSections, 2)
  }
}
