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

  @MainActor func test_cellForRow_dequeuesTheItemCellForThatPosition() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "Foo"))

    _ = sut.cell(for: ListPosition(row: 0, section: 0), in: listView)

    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
    XCTAssertEqual(listView.dequeuedPositions, [ListPosition(row: 0, section: 0)])
  }

  @MainActor func test_cellForRow_configuresTheCellWithItsItem() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.add(ToDoItem(title: "Bar", timestamp: TestDates.timestamp))

    let cell = sut.cell(for: ListPosition(row: 1, section: 0), in: listView)

    XCTAssertEqual(
      cell.configuredContents,
      [
        ItemCellContent(
          title: "Bar", isTitleStruckThrough: false, locationText: "", dateText: "02/22/2016")
      ])
  }

  @MainActor func test_cellForRow_inSecondSection_configuresTheCellWithTheCheckedItem() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "First"))
    itemManager.add(ToDoItem(title: "Second"))
    itemManager.checkItem(at: 1)

    let cell = sut.cell(for: ListPosition(row: 0, section: 1), in: listView)

    XCTAssertEqual(
      cell.configuredContents,
      [ItemCellContent(title: "Second", isTitleStruckThrough: true, locationText: "", dateText: "")]
    )
  }

  @MainActor func test_swipeActionTitle_isCheckThenUncheck() async {
    let sut = makeSUT()

    XCTAssertEqual(sut.swipeActionTitle(for: ListPosition(row: 0, section: 0)), "Check")
    XCTAssertEqual(sut.swipeActionTitle(for: ListPosition(row: 0, section: 1)), "Uncheck")
  }

  @MainActor func test_commitSwipeAction_inFirstSection_checksTheItemAndReloads() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "Foo"))

    sut.commitSwipeAction(at: ListPosition(row: 0, section: 0), in: listView)

    XCTAssertEqual(itemManager.toDoCount, 0)
    XCTAssertEqual(itemManager.doneCount, 1)
    XCTAssertEqual(listView.reloadCount, 1)
  }
}
