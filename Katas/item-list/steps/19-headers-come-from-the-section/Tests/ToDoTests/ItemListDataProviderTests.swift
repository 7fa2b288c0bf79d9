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

  @MainActor func test_numberOfRows_inFirstSection_isToDoCount() async {
    let itemManager = ItemManager()
    let sut = makeSUT(itemManager: itemManager)
    itemManager.add(ToDoItem(title: "Foo"))
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 1)

    itemManager.add(ToDoItem(title: "Bar"))
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 2)
  }

  @MainActor func test_numberOfRows_inSecondSection_isDoneCount() async {
    let itemManager = ItemManager()
    let sut = makeSUT(itemManager: itemManager)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.add(ToDoItem(title: "Bar"))
    itemManager.add(ToDoItem(title: "Baz"))
    itemManager.checkItem(at: 0)

    XCTAssertEqual(sut.numberOfRows(inSection: 1), 1)
  }

  @MainActor func test_numberOfRows_withoutItemManager_isZero() async {
    let itemManager = ItemManager()
    let sut = makeSUT(itemManager: itemManager)
    itemManager.add(ToDoItem(title: "Foo"))
    sut.itemManager = nil

    XCTAssertEqual(sut.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(sut.numberOfRows(inSection: 1), 0)
  }

  @MainActor func test_titleForHeader_isNoneThenFinished() async {
    let sut = makeSUT()

    XCTAssertNil(sut.titleForHeader(inSection: 0))
    XCTAssertEqual(sut.titleForHeader(inSection: 1), "Finished")
  }
}
